/* The public header must compile alone, as C99 with -pedantic -Werror and as
 * C++ (libgit2 tests/headertest). */
#include "safearea.h"

int safearea_headertest_dummy(void);
int safearea_headertest_dummy(void) {
    safearea_insets insets = {0, 0, 0, 0};
    safearea_region region;
    safearea_device_info info;
    (void)region;
    (void)info;
    return (int)insets.top + SAFEAREA_VERSION_NUMBER + (int)SAFEAREA_STATUS_BAR_HIDDEN;
}
