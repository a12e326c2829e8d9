/* Tests safearea_device_export_window from C (docs/exports.md, docs/MODEL.md §15, §19): an app
 * window in the export formats. Expected values are typed from the sources data/windows.json
 * cites: SFenton/FestivalNativeApps (the iPad Pro 11-inch's half tile on iPadOS 26.5: 600 pt wide
 * in landscape, two halves 10 pt apart on the 1210-pt screen), multiplex-term/Multiplex (the
 * control pill x 20.5-59.5, y 21-43 under .unified and 6-27.5 under .minimal), the status-bar band
 * 32 of a window reaching the screen's top (MODEL.md §19), where the unified pill moves down by 32 - 10 to 43-65
 * (minh-ton/reynard-browser issue #186: the controls "shifted down", no numbers; derived) and GetStream/stream-chat-react-native
 * (a window at the bottom edge: 20). Prints "N passed, N failed". */
#include "safearea.h"

#include <stdio.h>
#include <string.h>

#include "check.h"

#define MESSAGE_HAS(text) (strstr(safearea_last_error_message(), (text)) != NULL)
#define PAD               "iPad Pro 11-inch (M4)"

static char text[16384];

static int export_window(const char *device, safearea_export_format format, const char *os, uint32_t flags,
                         const safearea_window *window) {
    size_t length = 0;
    text[0] = '\0';
    return safearea_device_export_window(text, sizeof text, &length, find(device), format,
                                         SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT, os, flags, window);
}

#define HAS(needle) (strstr(text, (needle)) != NULL)

static void test_css(void) {
    safearea_window w = SAFEAREA_WINDOW_INIT;
    w.placement = SAFEAREA_WINDOW_PLACEMENT_HALF_LEADING;
    w.controls = SAFEAREA_WINDOW_CONTROLS_UNIFIED;
    CHECK(export_window(PAD, SAFEAREA_EXPORT_CSS, "26.5", 0, &w) == SAFEAREA_OK, "css half");
    CHECK(HAS("--safe-area-inset-top: 32px;") && HAS("--safe-area-inset-bottom: 20px;"), "%s", text);
    CHECK(HAS("--window-width: 600px;") && HAS("--window-height: 834px;") && HAS("--window-x: 0px;"), "%s", text);
    CHECK(HAS("--window-controls-x: 20.5px;") && HAS("--window-controls-y: 43px;") &&
              HAS("--window-controls-width: 39px;") && HAS("--window-controls-height: 22px;"),
          "%s", text);
    CHECK(HAS("--window-controls-inset-top: 65px;") && HAS("--window-controls-inset-left: 59.5px;"), "%s", text);
    CHECK(HAS("/* window controls (unified): derived: "), "%s", text);

    w.placement = SAFEAREA_WINDOW_PLACEMENT_HALF_TRAILING;
    w.controls = SAFEAREA_WINDOW_CONTROLS_MINIMAL;
    CHECK(export_window(PAD, SAFEAREA_EXPORT_CSS, "26.5", 0, &w) == SAFEAREA_OK, "css minimal");
    CHECK(HAS("--window-x: 610px;") && HAS("--window-controls-y: 6px;") && HAS("--window-controls-height: 21.5px;") &&
              HAS("--window-controls-inset-top: 27.5px;"),
          "%s", text);
}

static void test_cdp_and_playwright(void) {
    safearea_window w = SAFEAREA_WINDOW_INIT;
    w.placement = SAFEAREA_WINDOW_PLACEMENT_HALF_TRAILING;
    CHECK(export_window(PAD, SAFEAREA_EXPORT_CDP, "26.5", 0, &w) == SAFEAREA_OK, "cdp half");
    CHECK(HAS("{\"width\": 600, \"height\": 834, ") && HAS("\"screenWidth\": 1210, \"screenHeight\": 834") &&
              HAS("\"positionX\": 610, \"positionY\": 0"),
          "%s", text);
    CHECK(HAS("\"top\": 32, \"topMax\": 32, \"left\": 0, \"leftMax\": 0, \"bottom\": 20, \"bottomMax\": 20"), "%s",
          text);
    CHECK(export_window(PAD, SAFEAREA_EXPORT_PLAYWRIGHT, "26.5", 0, &w) == SAFEAREA_OK, "playwright half");
    CHECK(HAS("\"viewport\": {\"width\": 600, \"height\": 834}") &&
              HAS("\"screen\": {\"width\": 834, \"height\": 1210}"),
          "%s", text);
    /* NULL window: exactly safearea_device_export. */
    {
        char plain[16384];
        size_t n = 0;
        CHECK(export_window(PAD, SAFEAREA_EXPORT_CDP, "26.5", 0, NULL) == SAFEAREA_OK, "no window");
        CHECK(safearea_device_export(plain, sizeof plain, &n, find(PAD), SAFEAREA_EXPORT_CDP,
                                     SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT, "26.5", 0) == SAFEAREA_OK &&
                  strcmp(plain, text) == 0,
              "NULL window is the screen");
        CHECK(HAS("{\"width\": 1210, \"height\": 834, "), "%s", text);
    }
}

static void test_refusals(void) {
    safearea_window w = SAFEAREA_WINDOW_INIT;
    w.placement = SAFEAREA_WINDOW_PLACEMENT_HALF_LEADING;
    CHECK(export_window(PAD, SAFEAREA_EXPORT_UNITY, "26.5", 0, &w) == SAFEAREA_E_INVALID_ARGUMENT &&
              MESSAGE_HAS("the unity format has no place for an app window"),
          "unity");
    CHECK(export_window(PAD, SAFEAREA_EXPORT_FLUTTER, "26.5", 0, &w) == SAFEAREA_E_INVALID_ARGUMENT &&
              MESSAGE_HAS("the flutter format has no place for an app window"),
          "flutter");
    CHECK(export_window("iPhone 16", SAFEAREA_EXPORT_CSS, "26.1", 0, &w) == SAFEAREA_E_UNSUPPORTED &&
              MESSAGE_HAS("is not an iPad"),
          "iphone");
    /* Before 26 a landscape half is a Split View split, (screen - 10) / 2 (derived, MODEL.md §19): answered; strict
       refuses it. */
    CHECK(export_window(PAD, SAFEAREA_EXPORT_CSS, "18.0", 0, &w) == SAFEAREA_OK, "pre-26 split: %s",
          safearea_last_error_message());
    CHECK(export_window(PAD, SAFEAREA_EXPORT_CSS, "18.0", SAFEAREA_STRICT, &w) == SAFEAREA_E_OS_VERSION,
          "pre-26 strict");
    CHECK(export_window(PAD, SAFEAREA_EXPORT_CSS, "26.5", SAFEAREA_STRICT, &w) == SAFEAREA_E_OS_VERSION &&
              MESSAGE_HAS("strict"),
          "strict refuses the derived tile height");
    w.placement = (safearea_window_placement)42;
    CHECK(export_window(PAD, SAFEAREA_EXPORT_CSS, "26.5", 0, &w) == SAFEAREA_E_INVALID_ARGUMENT &&
              MESSAGE_HAS("window->placement"),
          "bad placement");
    w = (safearea_window)SAFEAREA_WINDOW_INIT;
    w.controls = (safearea_window_controls)9;
    CHECK(export_window(PAD, SAFEAREA_EXPORT_CSS, "26.5", 0, &w) == SAFEAREA_E_INVALID_ARGUMENT &&
              MESSAGE_HAS("window->controls"),
          "bad controls");
    w = (safearea_window)SAFEAREA_WINDOW_INIT;
    w.compatibility = (safearea_window_compatibility)9;
    CHECK(export_window(PAD, SAFEAREA_EXPORT_CSS, "26.5", 0, &w) == SAFEAREA_E_INVALID_ARGUMENT &&
              MESSAGE_HAS("window->compatibility"),
          "bad compatibility");
    w = (safearea_window)SAFEAREA_WINDOW_INIT;
    w.version = 99;
    CHECK(export_window(PAD, SAFEAREA_EXPORT_CSS, "26.5", 0, &w) == SAFEAREA_E_INVALID_ARGUMENT &&
              MESSAGE_HAS("window->version"),
          "bad version");
    {
        size_t n = 0;
        safearea_window ok = SAFEAREA_WINDOW_INIT;
        CHECK(safearea_device_export_window(text, sizeof text, &n, NULL, SAFEAREA_EXPORT_CSS,
                                            SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0, &ok) == SAFEAREA_E_NULL_ARGUMENT,
              "NULL device");
        CHECK(safearea_device_export_window(text, 4, &n, find(PAD), SAFEAREA_EXPORT_CSS, SAFEAREA_ORIENTATION_PORTRAIT,
                                            "26.5", 0, &ok) == SAFEAREA_E_BUFFER_TOO_SMALL &&
                  n > 4,
              "too small: need %zu", n);
    }
}

int main(void) {
    test_css();
    test_cdp_and_playwright();
    test_refusals();
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
