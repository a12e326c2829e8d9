/* The public header must compile alone, as C99 with -pedantic -Werror and as
 * C++ (libgit2 tests/headertest). */
#include "safearea.h"

int safearea_headertest_dummy(void);
int safearea_headertest_dummy(void) {
    safearea_insets insets = {0, 0, 0, 0};
    safearea_region region;
    safearea_device_info info;
    /* The versioned structs' initialisers, and their versions under the deprecated names too. */
    safearea_presentation presentation = SAFEAREA_PRESENTATION_INIT;
    safearea_window window = SAFEAREA_WINDOW_INIT;
    safearea_audit_options audit_options = SAFEAREA_AUDIT_OPTIONS_INIT;
    (void)region;
    (void)info;
    return (int)insets.top + SAFEAREA_VERSION_NUMBER + (int)SAFEAREA_STATUS_BAR_HIDDEN + (int)presentation.version +
           (int)window.version + (int)audit_options.version + SAFEAREA_PRESENT_OPTIONS_VERSION +
           SAFEAREA_WINDOW_OPTIONS_VERSION;
}
