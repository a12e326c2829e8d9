/* Tests the audit and SwiftUI functions of safearea.h from C: the
 * "Always Respect Safe Areas" examples (the JSON files in examples/), every report format, counts, frames, errors,
 * and MODEL.md §7 E14 through safearea_swiftui_layout. Prints "N passed, N failed". */
#include "safearea.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

static char *write_report(const safearea_report *report, safearea_report_format format, const char *uri) {
    size_t length = 0;
    char *text;
    if (safearea_report_write(NULL, 0, &length, report, format, uri) != SAFEAREA_E_BUFFER_TOO_SMALL)
        return NULL;
    text = malloc(length + 1);
    if (text != NULL && safearea_report_write(text, length + 1, &length, report, format, uri) != SAFEAREA_OK) {
        free(text);
        return NULL;
    }
    return text;
}

static void test_examples(const char *examples) {
    char path[1024];
    size_t design_length = 0, length = 0, errors = 0, warnings = 0, checks = 0;
    char *design, *text;
    safearea_report *report = NULL;

    snprintf(path, sizeof path, "%s/live-activity-incorrect.json", examples);
    design = read_file(path, &design_length);
    CHECK(design != NULL, "read %s", path);
    if (design == NULL)
        return;
    /* MODEL.md §4: the LIVE label under the Dynamic Island is an error on every Dynamic Island iPhone. iPhone16,1
     * is the iPhone 15 Pro's model identifier: a device named twice is audited once (2 devices, 10 checks). */
    CHECK(safearea_audit(&report, design, design_length, "iPhone 15 Pro;iPhone16,1;iPhone 17 Pro Max", "portrait", NULL,
                         0) == SAFEAREA_OK,
          "audit");
    CHECK(safearea_report_counts(&errors, &warnings, &checks, report) == SAFEAREA_OK && errors >= 2 && warnings >= 2 &&
              checks == 10,
          "%zu errors, %zu warnings, %zu checks", errors, warnings, checks);
    CHECK(safearea_report_counts(NULL, NULL, NULL, report) == SAFEAREA_OK, "NULL counts");
    text = write_report(report, SAFEAREA_REPORT_JSON, NULL);
    CHECK(text != NULL && strstr(text, "\"rule\": \"clear-of-housing\"") != NULL &&
              strstr(text, "\"element\": \"live-label\"") != NULL,
          "json");
    free(text);
    text = write_report(report, SAFEAREA_REPORT_SARIF, "examples/live-activity-incorrect.json");
    CHECK(text != NULL && strstr(text, "\"version\": \"2.1.0\"") != NULL &&
              strstr(text, "examples/live-activity-incorrect.json") != NULL,
          "sarif");
    free(text);
    text = write_report(report, SAFEAREA_REPORT_TABLE, NULL);
    CHECK(text != NULL && strncmp(text, "Live activity (incorrect", 24) == 0 && strstr(text, "error") != NULL, "table");
    free(text);
    {
        char small[8];
        CHECK(safearea_report_write(small, sizeof small, &length, report, SAFEAREA_REPORT_JSON, NULL) ==
                      SAFEAREA_E_BUFFER_TOO_SMALL &&
                  length > 8,
              "small");
        CHECK(safearea_report_write(small, sizeof small, &length, report, 7, NULL) == SAFEAREA_E_INVALID_ARGUMENT,
              "format 7");
        CHECK(safearea_report_write(small, sizeof small, NULL, report, 0, NULL) == SAFEAREA_E_NULL_ARGUMENT,
              "NULL length");
    }
    safearea_report_free(report);
    CHECK(safearea_report_counts(&errors, NULL, NULL, report) == SAFEAREA_E_UNKNOWN_HANDLE, "freed report");
    safearea_report_free(NULL);
    safearea_report_free(report); /* double free: ignored, message set */

    /* Frames per layout. */
    CHECK(safearea_audit(&report, design, design_length, "iPhone X", "landscape_left", NULL, SAFEAREA_AUDIT_FRAMES) ==
              SAFEAREA_OK,
          "frames");
    text = write_report(report, SAFEAREA_REPORT_JSON, NULL);
    CHECK(text != NULL && strstr(text, "\"layouts\": [") != NULL && strstr(text, "\"iPhone X/landscape_left\"") != NULL,
          "layouts");
    free(text);
    safearea_report_free(report);
    free(design);

    /* The correct version: no finding on any device or orientation but the iPhone Duo's fold: folded like a
     * book, its frame (455.5...495.5 pt of the inner display in landscape) runs through the title, the clock and
     * the button, which span the middle of the 867-pt safe area: three warnings in each landscape orientation. */
    snprintf(path, sizeof path, "%s/live-activity-correct.json", examples);
    design = read_file(path, &design_length);
    CHECK(design != NULL && safearea_audit(&report, design, design_length, NULL, NULL, NULL, 0) == SAFEAREA_OK,
          "audit correct");
    CHECK(safearea_report_counts(&errors, &warnings, &checks, report) == SAFEAREA_OK && errors == 0 && warnings == 6 &&
              checks > 500,
          "%zu errors, %zu warnings", errors, warnings);
    safearea_report_free(report);
    free(design);
}

/* Audits with the keyboard shown (the catalog's 26.5 heights) and with Display Zoom variants. */
static void test_audit_keyboard_and_zoom(void) {
    /* An input bar riding on the keyboard and a label pinned 40 pt above the safe area's bottom. */
    static const char design[] = "{\"name\": \"chat\", \"elements\": ["
                                 "{\"id\": \"input\", \"role\": \"control\", \"anchors\": {\"left\": {\"to\": "
                                 "\"safe_area\", \"offset\": 16}, \"right\": {\"to\": \"safe_area\", \"offset\": 16},"
                                 " \"bottom\": {\"to\": \"keyboard\", \"offset\": 8}}, \"height\": 44},"
                                 "{\"id\": \"hint\", \"role\": \"text\", \"anchors\": {\"left\": {\"to\": "
                                 "\"safe_area\", \"offset\": 16}, \"right\": {\"to\": \"safe_area\", \"offset\": 16},"
                                 " \"bottom\": {\"to\": \"safe_area\", \"offset\": 40}}, \"height\": 20}]}";
    safearea_report *report = NULL;
    size_t errors = 99, warnings = 99, checks = 0, length = 0;
    static char text[65536];
    /* iPhone 16 Pro, iOS 26.5 keyboard 335: the hint (bottom at 874 - 34 - 40 = 800) is under the keyboard (top 539);
       the input bar (bottom 539 - 8) is above it. */
    CHECK(safearea_audit(&report, design, sizeof design - 1, "iPhone 16 Pro", "portrait", "26.5",
                         SAFEAREA_AUDIT_KEYBOARD) == SAFEAREA_OK,
          "keyboard");
    CHECK(safearea_report_counts(&errors, &warnings, &checks, report) == SAFEAREA_OK && errors == 1 && warnings == 0 &&
              checks == 2,
          "one element under the keyboard (%zu errors, %zu warnings)", errors, warnings);
    CHECK(safearea_report_write(text, sizeof text, &length, report, SAFEAREA_REPORT_JSON, NULL) == SAFEAREA_OK &&
              strstr(text, "\"keyboard\": true") != NULL && strstr(text, "\"rule\": \"clear-of-keyboard\"") != NULL &&
              strstr(text, "\"element\": \"hint\"") != NULL && strstr(text, "\"element\": \"input\"") == NULL &&
              strstr(text, "\"provenance\": {\"kind\": \"measured\"") != NULL,
          "report: %.300s", text);
    safearea_report_free(report);
    /* Hidden keyboard: the bar sits 8 pt above the safe area's bottom; nothing to report. */
    CHECK(safearea_audit(&report, design, sizeof design - 1, "iPhone 16 Pro", "portrait", NULL, 0) == SAFEAREA_OK &&
              safearea_report_counts(&errors, &warnings, NULL, report) == SAFEAREA_OK && errors == 0 && warnings == 0,
          "keyboard hidden");
    safearea_report_free(report);
    /* No keyboard height known for the home-button iPad Pro 12.9-inch (2nd generation) on iPadOS 17 (MODEL.md §10:
       Keyman read it on iOS 12 only): skipped, and with nothing else to audit, an error naming the reason. */
    report = NULL;
    CHECK(safearea_audit(&report, design, sizeof design - 1, "iPad Pro 12.9-inch (2nd generation)", "portrait", "17.0",
                         SAFEAREA_AUDIT_KEYBOARD) == SAFEAREA_E_NOTHING_AUDITED &&
              report == NULL &&
              strstr(safearea_last_error_message(),
                     "iPad Pro 12.9-inch (2nd generation) portrait: no keyboard height known on iPadOS 17.0") != NULL,
          "skipped without a keyboard height: %s", safearea_last_error_message());
    /* Display Zoom: each iPhone audited twice, the variant right after it, with derived provenance. */
    CHECK(safearea_audit(&report, design, sizeof design - 1, "iPhone 8;iPad (A16)", "portrait", NULL,
                         SAFEAREA_AUDIT_DISPLAY_ZOOM | SAFEAREA_AUDIT_FRAMES) == SAFEAREA_OK &&
              safearea_report_counts(NULL, NULL, &checks, report) == SAFEAREA_OK && checks == 6 &&
              safearea_report_write(text, sizeof text, &length, report, SAFEAREA_REPORT_JSON, NULL) == SAFEAREA_OK &&
              strstr(text, "iPhone 8 (Display Zoom)/portrait") != NULL &&
              strstr(text, "iPad (A16) (Display Zoom)") == NULL,
          "display zoom (%zu checks)", checks);
    safearea_report_free(report);
}

static void test_bad_audits(void) {
    static const char good[] = "{\"elements\": [{\"id\": \"a\", \"role\": \"text\", \"frame\": [0, 0, 10, 10]}]}";
    static const char bad_role[] = "{\"elements\": [{\"id\": \"a\", \"role\": \"banner\", \"frame\": [0, 0, 10, 10]}]}";
    safearea_report *report = (safearea_report *)0x1;
    CHECK(safearea_audit(&report, bad_role, sizeof bad_role - 1, NULL, NULL, NULL, 0) == SAFEAREA_E_INVALID_DESIGN,
          "bad role");
    CHECK(strstr(safearea_last_error_message(), "element 'a' (elements[0]).role") != NULL, "%s",
          safearea_last_error_message());
    CHECK(report == (safearea_report *)0x1, "out unchanged");
    CHECK(safearea_audit(&report, good, sizeof good - 1, "iPhone 99", NULL, NULL, 0) == SAFEAREA_E_DEVICE_NOT_FOUND,
          "device");
    CHECK(safearea_audit(&report, good, sizeof good - 1, NULL, "sideways", NULL, 0) == SAFEAREA_E_INVALID_ARGUMENT,
          "orientation");
    CHECK(safearea_audit(&report, good, sizeof good - 1, NULL, NULL, "banana", 0) == SAFEAREA_E_OS_VERSION, "os");
    CHECK(safearea_audit(&report, good, sizeof good - 1, NULL, NULL, NULL, 1u << 7) == SAFEAREA_E_INVALID_ARGUMENT,
          "flags");
    CHECK(safearea_audit(&report, good, (size_t)SAFEAREA_MAX_DESIGN_JSON_BYTES + 1, NULL, NULL, NULL, 0) ==
              SAFEAREA_E_LIMIT_EXCEEDED,
          "size");
    CHECK(safearea_audit(NULL, good, sizeof good - 1, NULL, NULL, NULL, 0) == SAFEAREA_E_NULL_ARGUMENT, "NULL out");
    CHECK(safearea_audit(&report, NULL, 3, NULL, NULL, NULL, 0) == SAFEAREA_E_NULL_ARGUMENT, "NULL design");
    CHECK(safearea_audit(&report, "\xff\xfe", 2, NULL, NULL, NULL, 0) == SAFEAREA_E_INVALID_DESIGN, "invalid UTF-8");
    /* An OS version some devices lack: they are skipped, not an error, and every format lists them with the
       reason (the iPhone 15 runs iOS 17.0 and later). */
    CHECK(safearea_audit(&report, good, sizeof good - 1, "iPhone X;iPhone 15", "portrait", "16.2", 0) == SAFEAREA_OK,
          "skip");
    {
        /* A device that does not run the version is one entry, not one per orientation (MODEL.md section 4). */
        static const char reason[] = "iPhone 15: does not run iOS 16.2 (iPhone 15 runs iOS 17.0";
        char *json = write_report(report, SAFEAREA_REPORT_JSON, NULL);
        char *table = write_report(report, SAFEAREA_REPORT_TABLE, NULL);
        char *sarif = write_report(report, SAFEAREA_REPORT_SARIF, NULL);
        CHECK(json != NULL && strstr(json, "\"skipped\": [\"iPhone 15: ") != NULL && strstr(json, reason) != NULL, "%s",
              json ? json : "(null)");
        CHECK(json != NULL && strstr(json, "\"audited\": [{\"device\": \"iPhone X\", \"orientation\": \"portrait\", "
                                           "\"os_version\": \"16.2\"}]") != NULL,
              "audited layouts: %s", json ? json : "(null)");
        CHECK(table != NULL && strstr(table, "\nskipped: iPhone 15: does not run iOS 16.2") != NULL, "%s",
              table ? table : "(null)");
        CHECK(sarif != NULL && strstr(sarif, "\"toolExecutionNotifications\"") != NULL &&
                  strstr(sarif,
                         "{\"level\": \"warning\", \"message\": {\"text\": \"skipped: iPhone 15: does not run") != NULL,
              "%s", sarif ? sarif : "(null)");
        free(json);
        free(table);
        free(sarif);
    }
    safearea_report_free(report);
}

/* An audit with nothing to check is an error of its own, naming what was skipped and why. */
static void test_nothing_audited(const char *examples) {
    static const char empty[] = "{\"name\": \"blank\", \"elements\": []}";
    char path[1024];
    size_t design_length = 0;
    char *design;
    safearea_report *report = (safearea_report *)0x1;
    snprintf(path, sizeof path, "%s/chat.json", examples);
    design = read_file(path, &design_length);
    CHECK(design != NULL, "read %s", path);
    if (design == NULL)
        return;
    /* The iPhone 15 Pro runs iOS 17.0 and later: on iOS 12.0 it is skipped, as one entry. */
    CHECK(safearea_audit(&report, design, design_length, "iPhone 15 Pro", NULL, "12.0", 0) ==
              SAFEAREA_E_NOTHING_AUDITED,
          "iOS 12.0 on the iPhone 15 Pro");
    CHECK(report == (safearea_report *)0x1, "out unchanged");
    CHECK(strstr(safearea_last_error_message(), "nothing to audit: every layout was skipped (1): iPhone 15 Pro: "
                                                "does not run iOS 12.0") != NULL,
          "%s", safearea_last_error_message());
    CHECK(strcmp(safearea_status_string(SAFEAREA_E_NOTHING_AUDITED), "the audit has nothing to check") == 0, "%s",
          safearea_status_string(SAFEAREA_E_NOTHING_AUDITED));
    CHECK(safearea_audit(&report, empty, sizeof empty - 1, "iPhone 15 Pro", NULL, NULL, 0) ==
                  SAFEAREA_E_NOTHING_AUDITED &&
              strstr(safearea_last_error_message(), "the design 'blank' has no elements") != NULL,
          "no elements: %s", safearea_last_error_message());
    free(design);
}

/* A presented design (MODEL.md §4, §18): the iPhone 16 page sheet on iOS 26.1 is [0, 59, 393, 793] with content
 * insets [0, 0, 34, 0] (Vercantez/openuikit fixtures/realapp/detents_ios.json at
 * 6f62d1d0df4b4aa3490da5e9637345741e1942d2): a button on the safe area's bottom ends at 818; at compact height
 * (landscape) the sheet is full screen (Apple: prefersEdgeAttachedInCompactHeight false; the whole window measured
 * on the SE, openuikit at 3dc28ed1), the design in the window with its insets (59 left and right, 20 at the
 * bottom: the catalog's iPhone 16 on iOS 26, flutter_device_preview 0/59/20/59): [59 + 16, 393 - 20 - 50,
 * 852 - 2 * 75, 50]; a negative detent is
 * an invalid design naming the field. */
static void test_presented_design(void) {
    static const char sheet[] =
        "{\"presentation\": {\"style\": \"page_sheet\"}, \"elements\": [{\"id\": \"done\", \"role\": \"control\", "
        "\"height\": 50, \"anchors\": {\"bottom\": {\"to\": \"safe_area\"}, \"left\": {\"to\": \"safe_area\", "
        "\"offset\": 16}, "
        "\"right\": {\"to\": \"safe_area\", \"offset\": 16}}}]}";
    static const char bad[] = "{\"presentation\": {\"style\": \"page_sheet\", \"detent\": -1}, \"elements\": []}";
    safearea_report *report = NULL;
    char text[8192];
    size_t length = 0;
    size_t errors = 9, warnings = 9, checks = 0;
    CHECK(safearea_audit(&report, sheet, sizeof sheet - 1, "iPhone 16", "portrait,landscape_left", "26.1",
                         SAFEAREA_AUDIT_FRAMES) == SAFEAREA_OK,
          "presented design: %s", safearea_last_error_message());
    if (report == NULL)
        return;
    CHECK(safearea_report_counts(&errors, &warnings, &checks, report) == SAFEAREA_OK && errors == 0 && warnings == 0 &&
              checks == 2,
          "counts %zu %zu %zu", errors, warnings, checks);
    CHECK(safearea_report_write(text, sizeof text, &length, report, SAFEAREA_REPORT_JSON, NULL) == SAFEAREA_OK,
          "json: %s", safearea_last_error_message());
    CHECK(strstr(text, "\"presentation\": {\"style\": \"page_sheet\", \"detent\": \"large\", \"detent_value\": 759, "
                       "\"frame\": [0, 59, 393, 793]") != NULL,
          "header: %s", text);
    CHECK(strstr(text, "\"done\": [16, 768, 361, 50]") != NULL, "frame: %s", text);
    CHECK(strstr(text, "\"presentation\": {\"style\": \"full_screen\", \"detent\": \"large\"") != NULL,
          "landscape header: %s", text);
    CHECK(strstr(text, "\"done\": [75, 323, 702, 50]") != NULL, "landscape frame: %s", text);
    safearea_report_free(report);
    report = (safearea_report *)0x1;
    CHECK(safearea_audit(&report, bad, sizeof bad - 1, "iPhone 16", NULL, "26.1", 0) == SAFEAREA_E_INVALID_DESIGN &&
              strstr(safearea_last_error_message(), "presentation.detent: ") != NULL,
          "bad detent: %s", safearea_last_error_message());
    CHECK(report == (safearea_report *)0x1, "out unchanged");
}

/* A design in containers (MODEL.md §4, §17): a list screen under a large-title navigation bar with a
 * search field in a tab bar controller, on the iPhone 17 Pro at iOS 26 (window 62/0/34/0, data/devices.json):
 * the bar spans y 62-168 (62 + 54 + 52) and the tab band y 791-874 (83 from the bottom), data/containers.json. */
static void test_containered_design(void) {
    static const char screen[] =
        "{\"container\": {\"tab_bar_controller\": {}, \"navigation_controller\": {\"prefers_large_titles\": true, "
        "\"search_controller\": true}}, \"elements\": [{\"id\": \"search\", \"role\": \"control\", \"frame\": [16, "
        "70, 370, 36]}, {\"id\": \"add\", \"role\": \"control\", \"frame\": [330, 768, 56, 56]}]}";
    static const char bad[] = "{\"container\": {\"navigation_controller\": {\"toolbar_items\": -1}}, \"elements\": []}";
    safearea_report *report = NULL;
    char *json;
    size_t errors = 0, warnings = 9, checks = 0;
    CHECK(safearea_audit(&report, screen, sizeof screen - 1, "iPhone 17 Pro", "portrait", "26.0", 0) == SAFEAREA_OK,
          "containered design: %s", safearea_last_error_message());
    if (report == NULL)
        return;
    CHECK(safearea_report_counts(&errors, &warnings, &checks, report) == SAFEAREA_OK && errors == 2 && warnings == 0 &&
              checks == 2,
          "counts %zu %zu %zu", errors, warnings, checks);
    json = write_report(report, SAFEAREA_REPORT_JSON, NULL);
    CHECK(json != NULL && strstr(json, "\"rule\": \"clear-of-bars\"") != NULL &&
              strstr(json, "\"kind\": \"navigation_bar\", \"rect\": [0, 62, 402, 106]") != NULL &&
              strstr(json, "\"kind\": \"tab_bar\", \"rect\": [0, 791, 402, 83]") != NULL,
          "bars: %s", json ? json : "(null)");
    free(json);
    safearea_report_free(report);
    report = (safearea_report *)0x1;
    CHECK(safearea_audit(&report, bad, sizeof bad - 1, "iPhone 17 Pro", NULL, "26.0", 0) == SAFEAREA_E_INVALID_DESIGN &&
              strstr(safearea_last_error_message(), "container.navigation_controller.toolbar_items: ") != NULL,
          "bad toolbar count: %s", safearea_last_error_message());
    CHECK(report == (safearea_report *)0x1, "out unchanged");
}

/* A SwiftUI scene audited as a design (SAFEAREA_AUDIT_SCENE, MODEL.md §4 "Scenes audited"): TabView >
 * NavigationStack(large, searchable) > a full-bleed list and a 56-pt button on the iPhone 17 Pro at iOS 26
 * (window 62/0/34/0, data/devices.json; the tab band y 791-874, 83 from the bottom, data/containers.json). Anchored
 * 16 pt inside the safe area's bottom-trailing corner the button spans y 719-775 and passes; anchored 16 pt above
 * the screen's bottom it spans y 802-858 under the tab band (a clear-of-bars error, moved up 67 pt) and outside the
 * 62-pt display corner (bezelkit, data/devices.json): two errors. */
static void test_scene_audit(void) {
    static const char head[] =
        "{\"device\": \"iPhone 17 Pro\", \"os_version\": \"26.0\", \"orientation\": \"portrait\", \"views\": [{\"id\": "
        "\"tabs\", \"tab_view\": {}, \"children\": [{\"id\": \"nav\", \"navigation_stack\": {\"title_display_mode\": "
        "\"large\", \"searchable\": true}, \"children\": [{\"id\": \"list\", \"role\": \"background\", \"modifiers\": "
        "[{\"ignores_safe_area\": {}}]}, {\"id\": \"add\", \"role\": \"control\", \"width\": 56, \"height\": 56, "
        "\"anchors\": {\"right\": {\"to\": \"safe_area\", \"offset\": 16}, \"bottom\": {\"to\": \"";
    static const char tail[] = "\", \"offset\": 16}}}]}]}]}";
    static const char roleless[] = "{\"device\": \"iPhone 17 Pro\", \"views\": [{\"id\": \"a\"}]}";
    char scene[1024];
    safearea_report *report = NULL;
    size_t errors = 9, warnings = 9, checks = 0;
    char *json;

    snprintf(scene, sizeof scene, "%ssafe_area%s", head, tail);
    CHECK(safearea_audit(&report, scene, strlen(scene), "iPhone 17 Pro", NULL, NULL,
                         SAFEAREA_AUDIT_SCENE | SAFEAREA_AUDIT_FRAMES) == SAFEAREA_OK,
          "scene audit: %s", safearea_last_error_message());
    if (report == NULL)
        return;
    CHECK(safearea_report_counts(&errors, &warnings, &checks, report) == SAFEAREA_OK && errors == 0 && warnings == 0 &&
              checks == 2,
          "anchored to the safe area: %zu %zu %zu", errors, warnings, checks);
    json = write_report(report, SAFEAREA_REPORT_JSON, NULL);
    CHECK(json != NULL && strstr(json, "\"add\": [330, 719, 56, 56]") != NULL, "frames: %s", json ? json : "(null)");
    free(json);
    safearea_report_free(report);

    report = NULL;
    snprintf(scene, sizeof scene, "%sscreen%s", head, tail);
    CHECK(safearea_audit(&report, scene, strlen(scene), "iPhone 17 Pro", NULL, NULL, SAFEAREA_AUDIT_SCENE) ==
              SAFEAREA_OK,
          "scene audit: %s", safearea_last_error_message());
    if (report == NULL)
        return;
    CHECK(safearea_report_counts(&errors, NULL, NULL, report) == SAFEAREA_OK && errors == 2, "errors %zu", errors);
    json = write_report(report, SAFEAREA_REPORT_JSON, NULL);
    CHECK(json != NULL && strstr(json, "\"kind\": \"tab_bar\", \"rect\": [0, 791, 402, 83]") != NULL &&
              strstr(json, "\"dx\": 0, \"dy\": -67") != NULL &&
              strstr(json, "\"os_version\": \"26.0\"") != NULL /* the scene's OS, no os_version given */,
          "under the tab bar: %s", json ? json : "(null)");
    free(json);
    safearea_report_free(report);

    /* The picture of a scene audit is the picture of the design it stands for (MODEL.md §4, "Scenes audited"). */
    {
        static const char design[] =
            "{\"name\": \"scene\", \"reference_device\": \"iPhone 17 Pro\", \"container\": {\"tab_view\": {}, "
            "\"navigation_stack\": {\"title_display_mode\": \"large\", \"searchable\": true}}, \"elements\": [{\"id\": "
            "\"list\", \"role\": \"background\", \"anchors\": {\"top\": {\"to\": \"screen\"}, \"bottom\": {\"to\": "
            "\"screen\"}, \"left\": {\"to\": \"screen\"}, \"right\": {\"to\": \"screen\"}}}, {\"id\": \"add\", "
            "\"role\": \"control\", \"width\": 56, \"height\": 56, \"anchors\": {\"right\": {\"to\": \"safe_area\", "
            "\"offset\": 16}, \"bottom\": {\"to\": \"screen\", \"offset\": 16}}}]}";
        static char drawn[65536], expected[65536];
        size_t drawn_length = 0, expected_length = 0;
        const safearea_device *pro = NULL;
        CHECK(safearea_device_find(&pro, "iPhone 17 Pro") == SAFEAREA_OK, "find");
        CHECK(safearea_audit_scene_svg(drawn, sizeof drawn, &drawn_length, scene, strlen(scene), pro,
                                       SAFEAREA_ORIENTATION_PORTRAIT, NULL, NULL,
                                       SAFEAREA_WINDOW_CONTROLS_AUTOMATIC) == SAFEAREA_OK,
              "scene svg: %s", safearea_last_error_message());
        CHECK(safearea_audit_svg(expected, sizeof expected, &expected_length, design, sizeof design - 1, pro,
                                 SAFEAREA_ORIENTATION_PORTRAIT, "26.0") == SAFEAREA_OK,
              "design svg: %s", safearea_last_error_message());
        CHECK(drawn_length == expected_length && strcmp(drawn, expected) == 0 && strstr(drawn, "iOS 26.0") != NULL,
              "the scene's picture is its design's, on the scene's OS");
        CHECK(safearea_audit_scene_svg(drawn, sizeof drawn, &drawn_length, NULL, 0, pro, SAFEAREA_ORIENTATION_PORTRAIT,
                                       NULL, NULL, SAFEAREA_WINDOW_CONTROLS_AUTOMATIC) == SAFEAREA_E_NULL_ARGUMENT &&
                  strstr(safearea_last_error_message(), "scene_json") != NULL,
              "NULL scene: %s", safearea_last_error_message());
        CHECK(safearea_audit_scene_svg(drawn, sizeof drawn, &drawn_length, roleless, sizeof roleless - 1, pro,
                                       SAFEAREA_ORIENTATION_PORTRAIT, NULL, NULL,
                                       SAFEAREA_WINDOW_CONTROLS_AUTOMATIC) == SAFEAREA_E_INVALID_SCENE,
              "a view without a role: %s", safearea_last_error_message());
        CHECK(safearea_audit_scene_svg(drawn, sizeof drawn, &drawn_length, scene, strlen(scene), pro,
                                       SAFEAREA_ORIENTATION_PORTRAIT, NULL, "halfway",
                                       SAFEAREA_WINDOW_CONTROLS_AUTOMATIC) == SAFEAREA_E_INVALID_ARGUMENT,
              "an unknown window: %s", safearea_last_error_message());
        CHECK(safearea_audit_scene_svg(drawn, sizeof drawn, &drawn_length, scene, strlen(scene), pro,
                                       SAFEAREA_ORIENTATION_PORTRAIT, NULL, NULL,
                                       (safearea_window_controls)9) == SAFEAREA_E_INVALID_ARGUMENT &&
                  strstr(safearea_last_error_message(), "controls: 9 is not a safearea_window_controls") != NULL,
              "bad controls without a window: %s", safearea_last_error_message());
        CHECK(safearea_audit_scene_svg(drawn, sizeof drawn, &drawn_length, scene, strlen(scene), pro,
                                       SAFEAREA_ORIENTATION_PORTRAIT, NULL, NULL,
                                       SAFEAREA_WINDOW_CONTROLS_AUTOMATIC) == SAFEAREA_OK,
              "full screen again: %s", safearea_last_error_message());
    }

    report = (safearea_report *)0x1;
    CHECK(safearea_audit(&report, roleless, sizeof roleless - 1, NULL, NULL, NULL, SAFEAREA_AUDIT_SCENE) ==
                  SAFEAREA_E_INVALID_SCENE &&
              strstr(safearea_last_error_message(), "view 'a' (views[0]).role: required") != NULL,
          "a view without a role: %s", safearea_last_error_message());
    CHECK(safearea_audit(&report, scene, strlen(scene), NULL, NULL, NULL,
                         SAFEAREA_AUDIT_SCENE | SAFEAREA_AUDIT_KEYBOARD) == SAFEAREA_E_INVALID_ARGUMENT &&
              strstr(safearea_last_error_message(), "SAFEAREA_AUDIT_KEYBOARD with SAFEAREA_AUDIT_SCENE") != NULL,
          "keyboard: %s", safearea_last_error_message());
    /* A scene is not a design: without the flag it is refused as one. */
    CHECK(safearea_audit(&report, scene, strlen(scene), NULL, NULL, NULL, 0) == SAFEAREA_E_INVALID_DESIGN,
          "scene without the flag: %s", safearea_last_error_message());
    CHECK(report == (safearea_report *)0x1, "out unchanged");
}

/* The default device set is the reference device's family; "all" is every device. */
static void test_default_devices(void) {
    static const char phone[] = "{\"reference_device\": \"iPhone 15 Pro\", \"elements\": [{\"id\": \"a\", "
                                "\"role\": \"text\", \"frame\": [100, 300, 10, 10]}]}";
    static const char pad[] = "{\"reference_device\": \"iPad Air 11-inch (M2)\", \"elements\": [{\"id\": \"a\", "
                              "\"role\": \"text\", \"frame\": [100, 300, 10, 10]}]}";
    static const char unknown[] = "{\"reference_device\": \"iPhone 99\", \"elements\": [{\"id\": \"a\", "
                                  "\"role\": \"text\", \"frame\": [100, 300, 10, 10]}]}";
    safearea_report *report = NULL;
    char *json;
    CHECK(safearea_audit(&report, phone, sizeof phone - 1, NULL, "portrait", NULL, 0) == SAFEAREA_OK, "phone");
    json = write_report(report, SAFEAREA_REPORT_JSON, NULL);
    CHECK(json != NULL && strstr(json, "{\"device\": \"iPhone 15 Pro\"") != NULL &&
              strstr(json, "{\"device\": \"iPad") == NULL && strstr(json, "{\"device\": \"Apple TV") == NULL,
          "an iPhone design audits iPhones only");
    free(json);
    safearea_report_free(report);
    CHECK(safearea_audit(&report, phone, sizeof phone - 1, "all", "portrait", NULL, 0) == SAFEAREA_OK, "all");
    json = write_report(report, SAFEAREA_REPORT_JSON, NULL);
    CHECK(json != NULL && strstr(json, "{\"device\": \"iPad Air 11-inch (M2)\"") != NULL, "\"all\" audits iPads too");
    free(json);
    safearea_report_free(report);
    CHECK(safearea_audit(&report, pad, sizeof pad - 1, NULL, "portrait", NULL, 0) == SAFEAREA_OK, "pad");
    json = write_report(report, SAFEAREA_REPORT_JSON, NULL);
    CHECK(json != NULL && strstr(json, "{\"device\": \"iPad Air 11-inch (M2)\"") != NULL &&
              strstr(json, "{\"device\": \"iPhone") == NULL,
          "an iPad design audits iPads only");
    free(json);
    safearea_report_free(report);
    CHECK(safearea_audit(&report, unknown, sizeof unknown - 1, NULL, NULL, NULL, 0) == SAFEAREA_E_DEVICE_NOT_FOUND &&
              strstr(safearea_last_error_message(), "the design's reference_device: no device named 'iPhone 99'") !=
                  NULL,
          "unknown reference device: %s", safearea_last_error_message());
}

static void test_swiftui(void) {
    /* MODEL.md §7 E14 on P15P. */
    static const char scene[] =
        "{\"device\": \"iPhone 15 Pro\", \"keyboard\": 336, \"views\": ["
        "{\"id\": \"content\"},"
        "{\"id\": \"background\", \"modifiers\": [{\"ignores_safe_area\": {}}]},"
        "{\"id\": \"keyboard-ignored\", \"modifiers\": [{\"ignores_safe_area\": {\"regions\": \"keyboard\"}}]}]}";
    static const char plain[] = "{\"device\": \"iPhone 15 Pro\", \"views\": [{\"id\": \"content\"}]}";
    char out[4096];
    size_t length = 0;
    CHECK(safearea_swiftui_layout(NULL, 0, &length, plain, sizeof plain - 1) == SAFEAREA_E_BUFFER_TOO_SMALL &&
              length > 20,
          "size");
    CHECK(safearea_swiftui_layout(out, sizeof out, &length, plain, sizeof plain - 1) == SAFEAREA_OK, "layout");
    CHECK(strstr(out, "\"frame\": [0, 59, 393, 759]") != NULL, "E14 content: %s", out);
    CHECK(safearea_swiftui_layout(out, sizeof out, &length, scene, sizeof scene - 1) == SAFEAREA_OK, "keyboard scene");
    CHECK(strstr(out, "\"id\": \"content\", \"frame\": [0, 59, 393, 457]") != NULL, "bottom inset 336: %s", out);
    CHECK(strstr(out, "\"id\": \"background\", \"frame\": [0, 0, 393, 852]") != NULL, "ignores all: %s", out);
    CHECK(strstr(out, "\"id\": \"keyboard-ignored\", \"frame\": [0, 59, 393, 759]") != NULL, "bottom 34: %s", out);
    {
        static const char blur[] =
            "{\"device\": \"iPhone X\", \"views\": [{\"id\": \"a\", \"modifiers\": [{\"blur\": {}}]}]}";
        CHECK(safearea_swiftui_layout(out, sizeof out, &length, blur, sizeof blur - 1) == SAFEAREA_E_INVALID_SCENE,
              "unknown modifier");
    }
    CHECK(strstr(safearea_last_error_message(), "unknown modifier 'blur'") != NULL, "%s",
          safearea_last_error_message());
    CHECK(safearea_swiftui_layout(out, sizeof out, &length, "{\"device\": \"iPhone 99\"}",
                                  strlen("{\"device\": \"iPhone 99\"}")) == SAFEAREA_E_DEVICE_NOT_FOUND,
          "device");
    CHECK(safearea_swiftui_layout(out, sizeof out, NULL, plain, sizeof plain - 1) == SAFEAREA_E_NULL_ARGUMENT,
          "NULL length");
    CHECK(safearea_swiftui_layout(out, sizeof out, &length, NULL, 3) == SAFEAREA_E_NULL_ARGUMENT, "NULL scene");
}

/* NavigationStack and TabView (MODEL.md §3, SwiftUI containers) from C. */
static void test_swiftui_containers(void) {
    /* iPhone 16, iOS 26.1, a NavigationStack tab of a TabView: safe area [113, 0, 83, 0] (Vercantez/openuikit
     * scrolledgeeffectprobe/ios-26.1-iphone16.json @ ee922556), so the reader spans 113 to 852 - 83. */
    static const char tabs[] =
        "{\"device\": \"iPhone 16\", \"os_version\": \"26.1\", \"views\": [{\"id\": \"tabs\", \"tab_view\": {}, "
        "\"children\": [{\"id\": \"nav\", \"navigation_stack\": {}, \"children\": [{\"id\": \"reader\"}]}]}]}";
    /* No source measured the tab bar's bottom accessory on an iPad: refused. */
    static const char accessory[] =
        "{\"device\": \"iPad (A16)\", \"os_version\": \"26.1\", \"views\": [{\"id\": \"tabs\", "
        "\"tab_view\": {\"bottom_accessory\": true}, \"children\": [{\"id\": \"reader\"}]}]}";
    /* bartosz-skejcik/passkey-vault ios/DOCK-PANEL-RESEARCH.md @ d2dde67b: iPhone 16, iOS 26.5, a TabView with
     * tabViewBottomAccessory: a tab's bottom inset 139.0 (top 59, the device's). */
    static const char accessory16[] =
        "{\"device\": \"iPhone 16\", \"os_version\": \"26.5\", \"strict\": true, \"views\": [{\"id\": \"tabs\", "
        "\"tab_view\": {\"bottom_accessory\": true}, \"children\": [{\"id\": \"reader\"}]}]}";
    static const char nested[] =
        "{\"device\": \"iPhone 16\", \"views\": [{\"id\": \"tabs\", \"tab_view\": {}, \"children\": [{\"id\": \"nav\", "
        "\"navigation_stack\": {}, \"children\": [{\"id\": \"inner\", \"tab_view\": {}}]}]}]}";
    static const char negative[] =
        "{\"device\": \"iPhone 16\", \"views\": [{\"id\": \"nav\", \"navigation_stack\": {\"toolbar_items\": -1}}]}";
    char out[8192];
    size_t length = 0;
    CHECK(safearea_swiftui_layout(out, sizeof out, &length, tabs, sizeof tabs - 1) == SAFEAREA_OK, "tabs: %s",
          safearea_last_error_message());
    CHECK(strstr(out, "\"id\": \"reader\", \"frame\": [0, 113, 393, 656]") != NULL, "reader: %s", out);
    CHECK(strstr(out, "\"proxy_safe_area_insets\": [113, 0, 83, 0]") != NULL, "proxy: %s", out);
    CHECK(
        safearea_swiftui_layout(out, sizeof out, &length, accessory, sizeof accessory - 1) == SAFEAREA_E_UNSUPPORTED &&
            strstr(safearea_last_error_message(), "TabView 'tabs' (views[0]) shows a tab bar bottom accessory") != NULL,
        "accessory: %s", safearea_last_error_message());
    CHECK(safearea_swiftui_layout(out, sizeof out, &length, accessory16, sizeof accessory16 - 1) == SAFEAREA_OK,
          "accessory16: %s", safearea_last_error_message());
    CHECK(strstr(out, "\"proxy_safe_area_insets\": [59, 0, 139, 0]") != NULL, "accessory16: %s", out);
    CHECK(safearea_swiftui_layout(out, sizeof out, &length, nested, sizeof nested - 1) == SAFEAREA_E_INVALID_SCENE &&
              strstr(safearea_last_error_message(),
                     "TabView 'inner' (views[0].children[0].children[0]) inside NavigationStack 'nav'") != NULL,
          "nested: %s", safearea_last_error_message());
    CHECK(safearea_swiftui_layout(out, sizeof out, &length, negative, sizeof negative - 1) ==
                  SAFEAREA_E_INVALID_SCENE &&
              strstr(safearea_last_error_message(), "navigation_stack.toolbar_items: -1") != NULL,
          "negative: %s", safearea_last_error_message());
}

static char *svg_of(int which, const void *a, const void *b, size_t n) {
    size_t length = 0;
    char *text = NULL;
    int rc = 0, pass;
    for (pass = 0; pass < 2; pass++) {
        size_t capacity = pass == 0 ? 0 : length + 1;
        if (pass == 1)
            text = malloc(capacity);
        switch (which) {
        case 0:
            rc = safearea_device_svg(text, capacity, &length, a, SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT, NULL, 0);
            break;
        case 1:
            rc = safearea_tree_svg(text, capacity, &length, (safearea_tree *)a);
            break;
        case 2:
            rc =
                safearea_audit_svg(text, capacity, &length, (const char *)a, n, b, SAFEAREA_ORIENTATION_PORTRAIT, NULL);
            break;
        default:
            rc = safearea_swiftui_svg(text, capacity, &length, (const char *)a, n);
            break;
        }
        if (pass == 0 && rc != SAFEAREA_E_BUFFER_TOO_SMALL)
            return NULL;
    }
    if (rc != SAFEAREA_OK) {
        free(text);
        return NULL;
    }
    return text;
}

static void test_svg(const char *examples) {
    const safearea_device *x = NULL, *pro = NULL;
    safearea_tree *tree = NULL;
    safearea_node root = 0;
    char path[1024], *text, *design;
    size_t design_length = 0, length = 0;
    static const char scene[] =
        "{\"device\": \"iPhone 15 Pro\", \"keyboard\": 336, \"views\": [{\"id\": \"content\"}]}";
    safearea_device_find(&x, "iPhone X");
    safearea_device_find(&pro, "iPhone 15 Pro");
    text = svg_of(0, x, NULL, 0);
    CHECK(text != NULL && strncmp(text, "<svg", 4) == 0 && strstr(text, "left 44") != NULL &&
              strstr(text, "</svg>") != NULL,
          "device svg");
    free(text);
    CHECK(safearea_tree_new(&tree, x, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) == SAFEAREA_OK, "tree");
    safearea_controller_new(&root, tree, SAFEAREA_CONTROLLER_PLAIN, 0);
    safearea_tree_set_root(tree, root);
    text = svg_of(1, tree, NULL, 0);
    CHECK(text != NULL && strstr(text, "UIKit window: 1 views") != NULL && strstr(text, "(44, 0, 34, 0)") != NULL,
          "tree svg");
    free(text);
    safearea_tree_free(tree);
    snprintf(path, sizeof path, "%s/live-activity-incorrect.json", examples);
    design = read_file(path, &design_length);
    text = design ? svg_of(2, design, pro, design_length) : NULL;
    CHECK(text != NULL && strstr(text, "1 element(s) with errors") != NULL &&
              strstr(text, "live-label (text): error") != NULL,
          "audit svg");
    free(text);
    free(design);
    text = svg_of(3, scene, NULL, sizeof scene - 1);
    CHECK(text != NULL && strstr(text, "keyboard 336 pt") != NULL, "swiftui svg");
    free(text);
    CHECK(safearea_device_svg(NULL, 0, &length, NULL, 0, NULL, 0) == SAFEAREA_E_NULL_ARGUMENT, "NULL device");
    CHECK(safearea_device_svg(NULL, 0, &length, x, SAFEAREA_ORIENTATION_PORTRAIT_UPSIDE_DOWN, NULL, 0) ==
              SAFEAREA_E_UNSUPPORTED_ORIENTATION,
          "upside");
    CHECK(safearea_device_svg(NULL, 0, NULL, x, 0, NULL, 0) == SAFEAREA_E_NULL_ARGUMENT, "NULL length");
    CHECK(safearea_tree_svg(NULL, 0, &length, NULL) == SAFEAREA_E_NULL_ARGUMENT, "NULL tree");
    CHECK(safearea_audit_svg(NULL, 0, &length, "{", 1, x, 0, NULL) == SAFEAREA_E_INVALID_DESIGN, "bad design");
    CHECK(safearea_audit_svg(NULL, 0, &length, NULL, 1, x, 0, NULL) == SAFEAREA_E_NULL_ARGUMENT, "NULL design");
    CHECK(safearea_swiftui_svg(NULL, 0, &length, "[]", 2) == SAFEAREA_E_INVALID_SCENE, "bad scene");
}

static void test_batches(void) {
    const safearea_device *pro = NULL, *x = NULL;
    /* iPhone 15 Pro: island (134, 11, 125, 37), corner radius 55, safe (59, 0, 34, 0). */
    static const double rects[] = {0, 100, 100, 100, 150, 20, 40, 20, 2, 2, 10, 10, 100, 830, 100, 10};
    uint8_t safe[4], obstruction[4];
    double overlap[16];
    safearea_query queries[3];
    safearea_insets out[3];
    size_t failed = 99;
    safearea_device_find(&pro, "iPhone 15 Pro");
    safearea_device_find(&x, "iPhone X");
    CHECK(safearea_device_check_rects(safe, overlap, obstruction, pro, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0, rects,
                                      4) == SAFEAREA_OK,
          "check");
    CHECK(safe[0] == 1 && safe[1] == 0 && safe[2] == 0 && safe[3] == 0, "safe");
    CHECK(obstruction[0] == SAFEAREA_OBSTRUCTION_NONE && obstruction[1] == SAFEAREA_OBSTRUCTION_HOUSING &&
              obstruction[2] == SAFEAREA_OBSTRUCTION_CORNER && obstruction[3] == SAFEAREA_OBSTRUCTION_HOME_INDICATOR,
          "%d %d %d %d", obstruction[0], obstruction[1], obstruction[2], obstruction[3]);
    CHECK(overlap[4] == 39 && overlap[14] == 22, "overlaps %g %g", overlap[4], overlap[14]);
    CHECK(safearea_device_check_rects(NULL, NULL, obstruction, pro, 0, NULL, 0, rects, 4) == SAFEAREA_OK,
          "outputs may be NULL");
    CHECK(safearea_device_check_rects(safe, NULL, NULL, pro, 0, NULL, 0, NULL, 4) == SAFEAREA_E_NULL_ARGUMENT,
          "NULL rects");
    CHECK(safearea_device_check_rects(safe, NULL, NULL, x, SAFEAREA_ORIENTATION_PORTRAIT_UPSIDE_DOWN, NULL, 0, rects,
                                      4) == SAFEAREA_E_UNSUPPORTED_ORIENTATION,
          "upside");
    CHECK(safearea_device_check_rects(safe, NULL, NULL, pro, 0, NULL, 0, rects, 0) == SAFEAREA_OK, "empty");
    queries[0].device = pro;
    queries[0].orientation = SAFEAREA_ORIENTATION_PORTRAIT;
    queries[0].os_version = NULL;
    queries[0].flags = 0;
    queries[1].device = x;
    queries[1].orientation = SAFEAREA_ORIENTATION_LANDSCAPE_LEFT;
    queries[1].os_version = "12.0";
    queries[1].flags = 0;
    queries[2].device = x;
    queries[2].orientation = SAFEAREA_ORIENTATION_PORTRAIT_UPSIDE_DOWN;
    queries[2].os_version = NULL;
    queries[2].flags = 0;
    CHECK(safearea_safe_areas(out, queries, 2, &failed) == SAFEAREA_OK && out[0].top == 59 && out[1].left == 44 &&
              out[1].bottom == 21,
          "batch (MODEL.md §7 P15P, PX)");
    CHECK(safearea_safe_areas(out, queries, 3, &failed) == SAFEAREA_E_UNSUPPORTED_ORIENTATION && failed == 2,
          "failed index %zu", failed);
    CHECK(safearea_safe_areas(NULL, queries, 3, NULL) == SAFEAREA_E_NULL_ARGUMENT, "NULL out");
    CHECK(safearea_safe_areas(out, NULL, 3, NULL) == SAFEAREA_E_NULL_ARGUMENT, "NULL queries");
}

/* Standardized negative sizes, non-finite input (header: never safe, NaN overlaps), and the batch
 * thread setting: a batch of 300,000 rectangles (above the 131,072 threshold) gives the same
 * answers on 1 thread and on 4, and the same as the 1,000 rectangles it repeats checked alone. */
static void test_batch_edges_and_threads(void) {
    const safearea_device *pro = NULL;
    /* iPhone 15 Pro portrait: safe area x 0...393, y 59...818; status bar band y < 59. */
    const double odd[] = {
        110, 100,       -100, 10,  /* standardized: (10, 100) to (110, 110), inside */
        60,  60,        -20,  -20, /* standardized: (40, 40) to (60, 60), 19 pt into the status bar band */
        NAN, 100,       10,   10,  0, 100, INFINITY, 10, 1e308, 100, 1e308, 10, /* x + width overflows */
        10,  -INFINITY, 10,   10,
    };
    uint8_t safe[6], obstruction[6];
    double overlap[24];
    size_t n = 300000, base = 1000, i, differ = 0, nan_overlaps = 0;
    double *rects = malloc(n * 4 * sizeof *rects);
    uint8_t *safe1 = malloc(n), *safe4 = malloc(n), *obstruction1 = malloc(n), *obstruction4 = malloc(n),
            *alone = malloc(base);
    safearea_device_find(&pro, "iPhone 15 Pro");
    CHECK(safearea_device_check_rects(safe, overlap, obstruction, pro, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0, odd,
                                      6) == SAFEAREA_OK,
          "odd rectangles");
    CHECK(safe[0] == 1 && obstruction[0] == SAFEAREA_OBSTRUCTION_NONE, "negative width standardized: %d %d", safe[0],
          obstruction[0]);
    CHECK(safe[1] == 0 && overlap[4] == 19 && overlap[5] == 0 && obstruction[1] == SAFEAREA_OBSTRUCTION_STATUS_BAR,
          "negative size standardized: top overlap %g, obstruction %d", overlap[4], obstruction[1]);
    for (i = 2; i < 6; i++) {
        int k;
        CHECK(safe[i] == 0, "non-finite rectangle %zu is not safe", i);
        for (k = 0; k < 4; k++)
            nan_overlaps += isnan(overlap[4 * i + k]) ? 1 : 0;
    }
    CHECK(nan_overlaps == 16, "non-finite rectangles get NaN overlaps (%zu of 16)", nan_overlaps);

    CHECK(rects && safe1 && safe4 && obstruction1 && obstruction4 && alone, "allocation");
    if (!rects || !safe1 || !safe4 || !obstruction1 || !obstruction4 || !alone)
        return;
    srand(11);
    for (i = 0; i < base * 4; i++)
        rects[i] = -40 + 900.0 * rand() / RAND_MAX;
    for (i = base * 4; i < n * 4; i++)
        rects[i] = rects[i % (base * 4)];
    CHECK(safearea_set_batch_threads(1) == SAFEAREA_OK && safearea_batch_threads() == 1, "one thread");
    CHECK(safearea_device_check_rects(safe1, NULL, obstruction1, pro, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0, rects,
                                      n) == SAFEAREA_OK,
          "1 thread");
    CHECK(safearea_set_batch_threads(4) == SAFEAREA_OK && safearea_batch_threads() == 4, "four threads");
    CHECK(safearea_device_check_rects(safe4, NULL, obstruction4, pro, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0, rects,
                                      n) == SAFEAREA_OK,
          "4 threads");
    CHECK(safearea_device_check_rects(NULL, NULL, alone, pro, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0, rects, base) ==
              SAFEAREA_OK,
          "alone");
    for (i = 0; i < n; i++) {
        differ += safe1[i] != safe4[i] || obstruction1[i] != obstruction4[i] || obstruction4[i] != alone[i % base];
    }
    CHECK(differ == 0, "%zu of %zu rectangles differ between 1 and 4 threads", differ, n);
    CHECK(safearea_set_batch_threads(1025) == SAFEAREA_E_INVALID_ARGUMENT &&
              strstr(safearea_last_error_message(), "1024") != NULL,
          "too many threads: %s", safearea_last_error_message());
    CHECK(safearea_set_batch_threads(SIZE_MAX) == SAFEAREA_E_INVALID_ARGUMENT, "SIZE_MAX threads");
    CHECK(safearea_set_batch_threads(100) == SAFEAREA_OK && safearea_batch_threads() == 16, "clamped to 16");
    CHECK(safearea_set_batch_threads(0) == SAFEAREA_OK && safearea_batch_threads() >= 1 &&
              safearea_batch_threads() <= 16,
          "automatic");
    free(rects);
    free(safe1);
    free(safe4);
    free(obstruction1);
    free(obstruction4);
    free(alone);
}

/* Choosing the batch kernel: errors, and every kernel this processor runs gives the same
 * bytes as the baseline on random batches (negative sizes, NaN, infinities and overflowing
 * sums included) on devices with an island, a notch, bands and none, every orientation. */
static int same_double(double a, double b) {
    return (isnan(a) && isnan(b)) || memcmp(&a, &b, sizeof a) == 0;
}

static void test_batch_kernels(void) {
    static const char *const devices[] = {"iPhone 15 Pro", "iPhone 14", "iPad Pro 11-inch (M4)",
                                          "iPhone SE (3rd generation)", "Apple TV 4K (3rd generation)"};
    const size_t n = 20011; /* not a multiple of 4, of 1,024, of anything the kernel steps by */
    double *rects = malloc(n * 4 * sizeof *rects), *overlap[2];
    uint8_t *safe[2], *obstruction[2];
    const char *now = safearea_batch_kernel();
    size_t i, d, differ = 0, checked = 0;
    int k, orientation, v3;
    CHECK(now != NULL && (strcmp(now, "baseline") == 0 || strcmp(now, "x86-64-v3") == 0), "kernel in use: %s",
          now ? now : "NULL");
    CHECK(safearea_set_batch_kernel(NULL) == SAFEAREA_E_NULL_ARGUMENT, "NULL kernel name");
    CHECK(safearea_set_batch_kernel("avx512") == SAFEAREA_E_INVALID_ARGUMENT &&
              strstr(safearea_last_error_message(), "\"baseline\"") != NULL,
          "unknown kernel: %s", safearea_last_error_message());
    CHECK(safearea_set_batch_kernel("") == SAFEAREA_E_INVALID_ARGUMENT, "empty kernel name");
    CHECK(strcmp(safearea_batch_kernel(), now) == 0, "a refused name changes nothing");
    CHECK(safearea_set_batch_kernel("baseline") == SAFEAREA_OK && strcmp(safearea_batch_kernel(), "baseline") == 0,
          "baseline");
    v3 = safearea_set_batch_kernel("x86-64-v3");
    CHECK(v3 == SAFEAREA_OK
              ? strcmp(safearea_batch_kernel(), "x86-64-v3") == 0
              : v3 == SAFEAREA_E_INVALID_ARGUMENT && strstr(safearea_last_error_message(), "cannot run") != NULL,
          "x86-64-v3: %d %s", v3, safearea_last_error_message());
    printf("  batch kernels compared: baseline%s\n",
           v3 == SAFEAREA_OK ? ", x86-64-v3" : " (x86-64-v3 not runnable here)");
    CHECK(safearea_set_batch_kernel("auto") == SAFEAREA_OK && strcmp(safearea_batch_kernel(), now) == 0,
          "auto restores %s", now);
    for (k = 0; k < 2; k++) {
        overlap[k] = malloc(n * 4 * sizeof *overlap[k]);
        safe[k] = malloc(n);
        obstruction[k] = malloc(n);
    }
    CHECK(rects && overlap[0] && overlap[1] && safe[0] && safe[1] && obstruction[0] && obstruction[1], "allocation");
    if (rects && overlap[0] && overlap[1] && safe[0] && safe[1] && obstruction[0] && obstruction[1] &&
        v3 == SAFEAREA_OK) {
        srand(29);
        for (i = 0; i < n * 4; i++)
            rects[i] = -60 + 1500.0 * rand() / RAND_MAX - (i % 4 >= 2 ? 600 : 0);
        for (i = 0; i < n * 4; i += 97)
            rects[i] = (i / 97) % 3 == 0 ? NAN : (i / 97) % 3 == 1 ? INFINITY : -INFINITY;
        rects[4 * 7] = 1e308, rects[4 * 7 + 2] = 1e308;
        for (d = 0; d < sizeof devices / sizeof *devices; d++) {
            const safearea_device *device = NULL;
            safearea_device_find(&device, devices[d]);
            for (orientation = 0; orientation < 4; orientation++) {
                int status[2], with_overlap;
                for (with_overlap = 0; with_overlap < 2; with_overlap++) {
                    for (k = 0; k < 2; k++) {
                        safearea_set_batch_kernel(k == 0 ? "baseline" : "x86-64-v3");
                        status[k] =
                            safearea_device_check_rects(safe[k], with_overlap ? overlap[k] : NULL, obstruction[k],
                                                        device, (safearea_orientation)orientation, NULL, 0, rects, n);
                    }
                    CHECK(status[0] == status[1], "%s %d: status %d vs %d", devices[d], orientation, status[0],
                          status[1]);
                    if (status[0] != SAFEAREA_OK)
                        continue;
                    checked += n;
                    for (i = 0; i < n; i++) {
                        int o, same = safe[0][i] == safe[1][i] && obstruction[0][i] == obstruction[1][i];
                        for (o = 0; with_overlap && o < 4; o++)
                            same = same && same_double(overlap[0][4 * i + o], overlap[1][4 * i + o]);
                        differ += !same;
                    }
                }
            }
        }
        CHECK(checked > 0 && differ == 0, "%zu of %zu rectangles differ between the kernels", differ, checked);
    }
    safearea_set_batch_kernel("auto");
    free(rects);
    for (k = 0; k < 2; k++) {
        free(overlap[k]);
        free(safe[k]);
        free(obstruction[k]);
    }
}

/* The iPhone Duo (alexey1312/iPhone-Duo-Agent-Skill@13af9d2, device-geometry.md): the camera hole, the bar
 * strip and the fold in audits, pictures and exports of both displays, each its own device. */
static char *duo_text(int (*write)(char *, size_t, size_t *, const safearea_report *, safearea_report_format,
                                   const char *),
                      const safearea_report *report, safearea_report_format format) {
    size_t length = 0;
    char *text;
    if (write(NULL, 0, &length, report, format, NULL) != SAFEAREA_E_BUFFER_TOO_SMALL)
        return NULL;
    text = malloc(length + 1);
    if (text != NULL && write(text, length + 1, &length, report, format, NULL) != SAFEAREA_OK) {
        free(text);
        return NULL;
    }
    return text;
}

static void test_duo(const char *examples) {
    char path[512], text[1 << 16];
    size_t design_length = 0, errors = 9, warnings = 9, checks = 0, length = 0;
    safearea_report *report = NULL;
    const safearea_device *outer = NULL, *inner = NULL;
    char *design, *json;

    CHECK(safearea_device_find(&outer, "iPhone Duo") == SAFEAREA_OK &&
              safearea_device_find(&inner, "iPhone Duo (inner display)") == SAFEAREA_OK,
          "find both displays");
    /* A centred two-column layout as a book: the right column and the button sit on the fold (warnings in the book pose). */
    snprintf(path, sizeof path, "%s/duo-two-columns.json", examples);
    design = read_file(path, &design_length);
    CHECK(design != NULL && safearea_audit(&report, design, design_length, "iPhone Duo (inner display)",
                                           "landscape_left", NULL, 0) == SAFEAREA_OK,
          "audit two columns");
    CHECK(safearea_report_counts(&errors, &warnings, &checks, report) == SAFEAREA_OK && errors == 0 && warnings == 2 &&
              checks == 4,
          "%zu errors, %zu warnings, %zu checks", errors, warnings, checks);
    json = duo_text(safearea_report_write, report, SAFEAREA_REPORT_JSON);
    CHECK(json != NULL && strstr(json, "\"orientation\": \"landscape_left\", \"pose\": \"book\"") != NULL &&
              strstr(json, "\"obstruction\": {\"kind\": \"fold\", \"rect\": [455.5, 0, 40, 669]") != NULL &&
              strstr(json, "\"fix\": {\"dx\": -38, \"dy\": 0}") != NULL,
          "fold findings");
    free(json);
    safearea_report_free(report);
    CHECK(safearea_audit_svg(text, sizeof text, &length, design, design_length, inner,
                             SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, NULL) == SAFEAREA_OK &&
              strstr(text, "landscape_left · book</text>") != NULL &&
              strstr(text, "<title>fold: division, active</title>") != NULL,
          "audit svg");
    free(design);
    /* A button under the outer display's camera: an error naming the camera. */
    snprintf(path, sizeof path, "%s/duo-camera-button.json", examples);
    design = read_file(path, &design_length);
    CHECK(design != NULL && safearea_audit(&report, design, design_length, "iPhone19,4", NULL, NULL, 0) == SAFEAREA_OK,
          "audit camera");
    CHECK(safearea_report_counts(&errors, NULL, NULL, report) == SAFEAREA_OK && errors == 1, "%zu errors", errors);
    json = duo_text(safearea_report_write, report, SAFEAREA_REPORT_TABLE);
    CHECK(json != NULL &&
              strstr(json, "control 'close-button' overlaps the camera by 36×36 pt; move it left 54 pt to clear it") !=
                  NULL,
          "camera finding");
    free(json);
    safearea_report_free(report);
    free(design);
    /* Pictures: each corner (8 and 59 pt at 420 / 678 units per point), the camera, the strip. */
    CHECK(safearea_device_svg(text, sizeof text, &length, outer, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) ==
                  SAFEAREA_OK &&
              strstr(text, "A 4.96,4.96 0 0 1") != NULL && strstr(text, "A 36.55,36.55 0 0 1") != NULL &&
              strstr(text, "<title>camera: occlusion, active</title>") != NULL &&
              strstr(text, "<title>bar strip: occlusion, active</title>") != NULL,
          "device svg");
    CHECK(safearea_device_svg(text, sizeof text, &length, inner, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, NULL, 0) ==
                  SAFEAREA_OK &&
              strstr(text, "<title>fold: division, inactive</title>") != NULL,
          "inner svg");
    /* Exports: the regions where the format has a place; the outer display's landscape is unmeasured. */
    CHECK(safearea_device_export(text, sizeof text, &length, outer, SAFEAREA_EXPORT_CSS, SAFEAREA_ORIENTATION_PORTRAIT,
                                 NULL, 0) == SAFEAREA_OK &&
              strstr(text, "--safe-area-inset-right: 84px;") != NULL &&
              strstr(text, "--reserved-camera-x: 399.667px;") != NULL &&
              strstr(text, "--reserved-bar-strip-height: 170px;") != NULL,
          "css outer");
    CHECK(safearea_device_export(text, sizeof text, &length, inner, SAFEAREA_EXPORT_CSS,
                                 SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, NULL, 0) == SAFEAREA_OK &&
              strstr(text, "--reserved-fold-x: 455.5px;") != NULL && strstr(text, "--reserved-fold-active: 0;") != NULL,
          "css inner");
    CHECK(safearea_device_export(text, sizeof text, &length, inner, SAFEAREA_EXPORT_CDP,
                                 SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, NULL, 0) == SAFEAREA_OK &&
              strstr(text, "\"devicePosture\": {\"type\": \"continuous\"}") != NULL &&
              strstr(text, "displayFeature") == NULL && strstr(text, "\"right\": 84, \"rightMax\": 84") != NULL,
          "cdp inner");
    /* Folded like a book: the fold (455.5...495.5 pt in landscape, its 40 pt plus margins, device-geometry.md of
     * alexey1312/iPhone-Duo-Agent-Skill@13af9d2) is active; CDP takes whole CSS px, so rounded outward it is offset
     * 455, mask length 41 (455...496). */
    CHECK(safearea_device_export(text, sizeof text, &length, inner, SAFEAREA_EXPORT_CDP,
                                 SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, NULL, SAFEAREA_BOOK_POSE) == SAFEAREA_OK &&
              strstr(text,
                     "\"devicePosture\": {\"type\": \"folded\"}, \"displayFeature\": {\"orientation\": \"vertical\", "
                     "\"offset\": 455, \"maskLength\": 41}") != NULL,
          "cdp inner book: %s", text);
    CHECK(safearea_device_export(text, sizeof text, &length, inner, SAFEAREA_EXPORT_CSS,
                                 SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, NULL, SAFEAREA_BOOK_POSE) == SAFEAREA_OK &&
              strstr(text, "--reserved-fold-active: 1;") != NULL,
          "css inner book");
    CHECK(safearea_device_export(text, sizeof text, &length, inner, SAFEAREA_EXPORT_CDP,
                                 SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, NULL, SAFEAREA_FLAT_POSE) == SAFEAREA_OK &&
              strstr(text, "\"devicePosture\": {\"type\": \"continuous\"}") != NULL &&
              strstr(text, "displayFeature") == NULL,
          "cdp inner flat");
    CHECK(safearea_device_export(text, sizeof text, &length, inner, SAFEAREA_EXPORT_PLAYWRIGHT,
                                 SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, NULL,
                                 SAFEAREA_BOOK_POSE) == SAFEAREA_E_INVALID_ARGUMENT &&
              strstr(safearea_last_error_message(), "has no place for") != NULL,
          "playwright book: %s", safearea_last_error_message());
    CHECK(safearea_device_export(text, sizeof text, &length, inner, SAFEAREA_EXPORT_CDP,
                                 SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, NULL,
                                 SAFEAREA_FLAT_POSE | SAFEAREA_BOOK_POSE) == SAFEAREA_E_INVALID_ARGUMENT &&
              strstr(safearea_last_error_message(), "exclude each other") != NULL,
          "both poses");
    /* The outer display has no fold: a pose is refused, as safearea_device_reserved_regions refuses it. */
    CHECK(safearea_device_export(text, sizeof text, &length, outer, SAFEAREA_EXPORT_CDP, SAFEAREA_ORIENTATION_PORTRAIT,
                                 NULL, SAFEAREA_BOOK_POSE) == SAFEAREA_E_INVALID_ARGUMENT &&
              strstr(safearea_last_error_message(), "fold") != NULL,
          "outer book: %s", safearea_last_error_message());
    CHECK(safearea_device_export(text, sizeof text, &length, outer, SAFEAREA_EXPORT_UNITY,
                                 SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) == SAFEAREA_OK &&
              strstr(text, "\"cornerRadius\": 177") != NULL && strstr(text, "\"width\": 111") != NULL,
          "unity outer");
    CHECK(safearea_device_export(text, sizeof text, &length, outer, SAFEAREA_EXPORT_CDP,
                                 SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, NULL, 0) == SAFEAREA_E_UNSUPPORTED_ORIENTATION &&
              strstr(safearea_last_error_message(), "unmeasured") != NULL,
          "outer landscape");
}

/* SwiftUI .sheet through safearea_swiftui_layout (MODEL.md §3, SwiftUI presentations): iPhone 16, iOS 26.1, the
 * large sheet [0, 59, 393, 793] with content insets [0, 0, 34, 0] (Vercantez/openuikit
 * fixtures/realapp/detents_ios.json @ 6f62d1d0), so a root reader spans 59 to 793 + 59 - 34. */
static void test_swiftui_presentations(void) {
    static const char sheet[] =
        "{\"device\": \"iPhone 16\", \"os_version\": \"26.1\", \"views\": [{\"id\": \"button\", "
        "\"sheet\": {\"content\": {\"id\": \"reader\"}}}]}";
    static const char negative[] =
        "{\"device\": \"iPhone 16\", \"views\": [{\"id\": \"b\", \"sheet\": {\"presentation_detents\": "
        "[{\"height\": -1}], \"content\": {\"id\": \"c\"}}}]}";
    char out[8192];
    size_t length = 0;
    CHECK(safearea_swiftui_layout(out, sizeof out, &length, sheet, sizeof sheet - 1) == SAFEAREA_OK, "sheet: %s",
          safearea_last_error_message());
    CHECK(strstr(out, "\"id\": \"reader\", \"frame\": [0, 59, 393, 759]") != NULL, "reader: %s", out);
    CHECK(strstr(out, "\"proxy_safe_area_insets\": [0, 0, 34, 0], \"container_corner_insets\": [0, 0, 0, 0, 0, 0, 0, "
                      "0], \"presentation\": {\"kind\": \"sheet\"") != NULL,
          "reader insets: %s", out);
    CHECK(strstr(out, "\"frame\": [0, 59, 393, 793]") != NULL, "sheet frame: %s", out);
    CHECK(safearea_swiftui_layout(out, sizeof out, &length, negative, sizeof negative - 1) == SAFEAREA_E_INVALID_SCENE,
          "negative detent");
    CHECK(strstr(safearea_last_error_message(), "sheet.presentation_detents[0].height: -1 is not a height") != NULL,
          "%s", safearea_last_error_message());
}

/* A SwiftUI scene in an iPad app window through safearea_swiftui_layout and safearea_swiftui_svg (MODEL.md §3,
 * §19): a full-bleed view in the leading half of an iPad Pro 13-inch (M4) on iPadOS 26.5, (1032 - 10) / 2 = 511
 * wide, reads top-leading containerCornerInsets (59.5, 65) under unified: the pill x 20.5-59.5 (Multiplex
 * TerminalWindowUIKit.swift @ bc608bd2), y 21-43 (its input-and-windows.md @ 4d26b092) moved down 32 - 10 where the
 * window reaches the screen's top (minh-ton/reynard-browser issue #186: "shifted down"; derived); an iPhone is refused. */
static void test_swiftui_windows(void) {
    static const char half[] =
        "{\"device\": \"iPad Pro 13-inch (M4)\", \"os_version\": \"26.5\", \"window\": {\"placement\": "
        "\"half_leading\", \"controls\": \"unified\"}, \"views\": [{\"id\": \"bleed\", \"modifiers\": "
        "[{\"ignores_safe_area\": {}}]}]}";
    static const char phone[] = "{\"device\": \"iPhone 16\", \"window\": {\"placement\": \"half_leading\"}, "
                                "\"views\": []}";
    char out[8192];
    size_t length = 0;
    char *svg;
    CHECK(safearea_swiftui_layout(out, sizeof out, &length, half, sizeof half - 1) == SAFEAREA_OK, "half: %s",
          safearea_last_error_message());
    CHECK(strstr(out, "\"frame\": [0, 0, 511, 1376], \"insets\"") != NULL, "window: %s", out);
    CHECK(strstr(out, "\"container_corner_insets\": [59.5, 65, 0, 0, 0, 0, 0, 0]") != NULL, "corners: %s", out);
    CHECK(safearea_swiftui_layout(out, sizeof out, &length, phone, sizeof phone - 1) == SAFEAREA_E_UNSUPPORTED,
          "phone");
    CHECK(strstr(safearea_last_error_message(), "iPhone 16 is not an iPad") != NULL, "%s",
          safearea_last_error_message());
    CHECK(safearea_swiftui_svg(NULL, 0, &length, half, sizeof half - 1) == SAFEAREA_E_BUFFER_TOO_SMALL, "svg size");
    svg = malloc(length + 1);
    CHECK(svg != NULL && safearea_swiftui_svg(svg, length + 1, &length, half, sizeof half - 1) == SAFEAREA_OK, "svg");
    CHECK(svg != NULL && strstr(svg, "half_leading window (0, 0, 511, 1376)") != NULL, "window in the picture");
    free(svg);
}

/* Audits over app windows (MODEL.md §4, §19) through safearea_audit_with_options: the sidebar button of
 * examples/window-toolbar.json, 12 pt from the window's top-leading corner, 44 x 44, is under the window controls
 * (x 20.5-59.5 from Multiplex's TerminalWindowUIKit.swift; y 21-43 under unified, iPadOS 26's default, from its
 * input-and-windows.md) in each half of an iPad Pro 13-inch (M4) on iPadOS 26.5 and in the floating window; the
 * full placement hides its pill. */
static void test_audit_windows(const char *examples) {
    char path[1024];
    size_t design_length = 0, errors = 0, warnings = 0, checks = 0;
    char *design, *text;
    safearea_report *report = NULL;
    safearea_audit_options options = SAFEAREA_AUDIT_OPTIONS_INIT;

    snprintf(path, sizeof path, "%s/window-toolbar.json", examples);
    design = read_file(path, &design_length);
    CHECK(design != NULL, "read %s", path);
    if (design == NULL)
        return;
    CHECK(options.version == SAFEAREA_AUDIT_OPTIONS_VERSION && options.windows == NULL &&
              options.window_controls == SAFEAREA_WINDOW_CONTROLS_AUTOMATIC,
          "SAFEAREA_AUDIT_OPTIONS_INIT");
    options.devices = "iPad Pro 13-inch (M4)";
    options.orientations = "portrait";
    options.os_version = "26.5";
    options.windows = "full,half,floating";
    CHECK(safearea_audit_with_options(&report, design, design_length, &options) == SAFEAREA_OK, "windows: %s",
          safearea_last_error_message());
    /* 4 layouts of 2 elements; one error a window that shows controls (3). */
    CHECK(safearea_report_counts(&errors, &warnings, &checks, report) == SAFEAREA_OK && errors == 3 && checks == 8,
          "%zu errors, %zu checks", errors, checks);
    text = write_report(report, SAFEAREA_REPORT_JSON, NULL);
    CHECK(text != NULL &&
              strstr(text, "\"obstruction\": {\"kind\": \"window_controls\", \"rect\": [20.5, 21, 39, 22]") != NULL &&
              strstr(text, "\"fix\": {\"dx\": 0, \"dy\": 31}") != NULL &&
              strstr(text, "\"window\": {\"placement\": \"floating\", \"controls\": \"unified\", \"frame\": [160.5, "
                           "217.5, 711, 941]") != NULL,
          "windows json");
    free(text);
    safearea_report_free(report);
    report = NULL;
    /* Under minimal (6-27.5) the move into the tile's safe area (top 32) clears it: down 20. */
    options.windows = "half-leading";
    options.window_controls = SAFEAREA_WINDOW_CONTROLS_MINIMAL;
    CHECK(safearea_audit_with_options(&report, design, design_length, &options) == SAFEAREA_OK, "minimal");
    text = write_report(report, SAFEAREA_REPORT_JSON, NULL);
    CHECK(text != NULL && strstr(text, "\"rect\": [20.5, 6, 39, 21.5]") != NULL &&
              strstr(text, "\"fix\": {\"dx\": 0, \"dy\": 20}") != NULL,
          "minimal json");
    free(text);
    safearea_report_free(report);
    report = NULL;
    /* An iPhone has no app windows: it is audited full screen beside the iPad's windows (MODEL.md section 4),
     * once per orientation, its layout's window null; the iPad in both halves. */
    options.devices = "iPhone 16,iPad Pro 13-inch (M4)";
    options.os_version = NULL;
    options.windows = "half";
    options.window_controls = SAFEAREA_WINDOW_CONTROLS_AUTOMATIC;
    CHECK(safearea_audit_with_options(&report, design, design_length, &options) == SAFEAREA_OK, "iPhone: %s",
          safearea_last_error_message());
    text = write_report(report, SAFEAREA_REPORT_JSON, NULL);
    CHECK(text != NULL &&
              strstr(text, "\"checked\": {\"devices\": 2, \"layouts\": 3, \"element_checks\": 6}") != NULL &&
              strstr(text, "{\"device\": \"iPhone 16\", \"orientation\": \"portrait\", \"os_version\": \"27.0\", "
                           "\"window\": null}") != NULL &&
              strstr(text, "\"skipped\": []") != NULL,
          "iPhone full screen json: %s", text ? text : "");
    free(text);
    safearea_report_free(report);
    report = NULL;
    options.window_controls = SAFEAREA_WINDOW_CONTROLS_MINIMAL;
    options.devices = "iPad Pro 13-inch (M4)";
    options.windows = "quarter";
    CHECK(safearea_audit_with_options(&report, design, design_length, &options) == SAFEAREA_E_INVALID_ARGUMENT &&
              strstr(safearea_last_error_message(), "'quarter' is not a window placement") != NULL,
          "unknown placement: %s", safearea_last_error_message());
    /* A floating frame bad on any screen (NaN, infinite, negative) is the caller's error naming the entry, not
     * a skip of every layout (regression: NaN passed the list; a '-' sign was read as a word separator). */
    {
        static const char *const bad[] = {"floating:nan:0:711:941", "floating:0:inf:711:941", "floating:-5:0:711:941"};
        for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
            options.windows = bad[i];
            CHECK(safearea_audit_with_options(&report, design, design_length, &options) ==
                          SAFEAREA_E_INVALID_ARGUMENT &&
                      report == NULL && strstr(safearea_last_error_message(), bad[i]) != NULL &&
                      strstr(safearea_last_error_message(), "finite points of 0 or more") != NULL,
                  "bad floating frame %s: %s", bad[i], safearea_last_error_message());
        }
    }
    /* A floating frame no screen takes (below the 375-pt minimum width, MODEL.md section 19) names the entry. */
    options.windows = "half,floating:0:0:10:10";
    CHECK(safearea_audit_with_options(&report, design, design_length, &options) == SAFEAREA_E_INVALID_ARGUMENT &&
              report == NULL &&
              strstr(safearea_last_error_message(), "'floating:0:0:10:10': a window is at least 375 pt wide") != NULL,
          "small floating frame: %s", safearea_last_error_message());
    options.windows = "half";
    options.window_controls = (safearea_window_controls)7;
    CHECK(safearea_audit_with_options(&report, design, design_length, &options) == SAFEAREA_E_INVALID_ARGUMENT,
          "controls out of range");
    options.window_controls = SAFEAREA_WINDOW_CONTROLS_AUTOMATIC;
    options.version = 99;
    CHECK(safearea_audit_with_options(&report, design, design_length, &options) == SAFEAREA_E_INVALID_ARGUMENT &&
              strstr(safearea_last_error_message(), "options->version") != NULL,
          "version");
    CHECK(safearea_audit_with_options(NULL, design, design_length, NULL) == SAFEAREA_E_NULL_ARGUMENT, "NULL out");
    /* The picture of one window: its frame outlined, the pill labelled with its style. */
    {
        const safearea_device *pro = NULL;
        static char svg[65536];
        size_t length = 0;
        CHECK(safearea_device_find(&pro, "iPad Pro 13-inch (M4)") == SAFEAREA_OK, "find");
        CHECK(safearea_audit_window_svg(svg, sizeof svg, &length, design, design_length, pro,
                                        SAFEAREA_ORIENTATION_PORTRAIT, "26.5", "half_leading",
                                        SAFEAREA_WINDOW_CONTROLS_MINIMAL) == SAFEAREA_OK &&
                  strstr(svg, "window controls (minimal): (20.5, 6, 39, 21.5) in the window") != NULL &&
                  strstr(svg, "half_leading window (0, 0, 511, 1376)") != NULL,
              "window svg: %s", safearea_last_error_message());
        /* One window named without its side is its leading side (MODEL.md section 19); a list of two is refused. */
        CHECK(safearea_audit_window_svg(svg, sizeof svg, &length, design, design_length, pro,
                                        SAFEAREA_ORIENTATION_PORTRAIT, "26.5", "half",
                                        SAFEAREA_WINDOW_CONTROLS_MINIMAL) == SAFEAREA_OK &&
                  strstr(svg, "half_leading window (0, 0, 511, 1376)") != NULL,
              "half is the leading half: %s", safearea_last_error_message());
        CHECK(safearea_audit_window_svg(svg, sizeof svg, &length, design, design_length, pro,
                                        SAFEAREA_ORIENTATION_PORTRAIT, "26.5", "half_leading, full",
                                        SAFEAREA_WINDOW_CONTROLS_AUTOMATIC) == SAFEAREA_E_INVALID_ARGUMENT &&
                  strcmp(safearea_last_error_message(),
                         "window: 'half_leading, full' names 2 windows; a picture shows one") == 0,
              "two windows in one picture: %s", safearea_last_error_message());
        CHECK(safearea_audit_window_svg(svg, sizeof svg, &length, design, design_length, pro,
                                        SAFEAREA_ORIENTATION_PORTRAIT, "26.5", "third_leading",
                                        SAFEAREA_WINDOW_CONTROLS_AUTOMATIC) == SAFEAREA_E_UNSUPPORTED,
              "thirds unmeasured on this screen");
        CHECK(safearea_audit_window_svg(svg, sizeof svg, &length, design, design_length, pro,
                                        SAFEAREA_ORIENTATION_PORTRAIT, "26.5", NULL,
                                        SAFEAREA_WINDOW_CONTROLS_AUTOMATIC) == SAFEAREA_E_NULL_ARGUMENT,
              "NULL window");
    }
    /* NULL options: the full screen of the design's reference device's family. */
    CHECK(safearea_audit_with_options(&report, design, design_length, NULL) == SAFEAREA_OK, "NULL options");
    safearea_report_free(report);
    free(design);
}

/* Several OS lines in one audit (MODEL.md section 4): os_version "18,26,27" audits each device on each line it
 * runs (data/devices.json: the iPhone 17 Pro runs iOS 26.0 to 27.x, the iPhone XS 12.0 to 18.x, the iPhone 16e
 * 18.3 to 27.x), a line at its first release the device runs; a device that does not run a line is skipped on it
 * with one entry; devices may be separated by ',' and chosen by family. */
static void test_audit_os_lines(const char *examples) {
    char path[1024];
    size_t design_length = 0, checks = 0, family_checks = 0;
    char *design, *text;
    safearea_report *report = NULL;

    snprintf(path, sizeof path, "%s/live-activity-incorrect.json", examples);
    design = read_file(path, &design_length);
    CHECK(design != NULL, "read %s", path);
    if (design == NULL)
        return;
    CHECK(safearea_audit(&report, design, design_length, "iPhone 17 Pro,iPhone XS;iPhone 16e", "portrait",
                         "18, 26.x;27", 0) == SAFEAREA_OK,
          "os lines: %s", safearea_last_error_message());
    text = write_report(report, SAFEAREA_REPORT_JSON, NULL);
    /* 17 Pro on 26 and 27, XS on 18, 16e on 18 (18.3), 26 and 27: 6 layouts of 3 devices. */
    CHECK(
        text != NULL && strstr(text, "\"checked\": {\"devices\": 3, \"layouts\": 6,") != NULL &&
            strstr(text, "{\"device\": \"iPhone 17 Pro\", \"orientation\": \"portrait\", \"os_version\": \"26.0\"}") !=
                NULL &&
            strstr(text, "{\"device\": \"iPhone 17 Pro\", \"orientation\": \"portrait\", \"os_version\": \"27.0\"}") !=
                NULL &&
            strstr(text, "{\"device\": \"iPhone XS\", \"orientation\": \"portrait\", \"os_version\": \"18.0\"}") !=
                NULL &&
            strstr(text, "{\"device\": \"iPhone 16e\", \"orientation\": \"portrait\", \"os_version\": \"18.3\"}") !=
                NULL &&
            strstr(text, "\"iPhone 17 Pro: does not run iOS 18.0 (iPhone 17 Pro runs iOS 26.0 to 27.x; iOS 18.0 is "
                         "outside that range)\"") != NULL &&
            strstr(text, "\"iPhone XS: does not run iOS 26.0 (") != NULL &&
            strstr(text, "\"iPhone XS: does not run iOS 27.0 (") != NULL,
        "os lines json: %s", text ? text : "");
    free(text);
    text = write_report(report, SAFEAREA_REPORT_TABLE, NULL);
    CHECK(text != NULL && strstr(text, "  OS  ") != NULL && strstr(text, "  18.3  ") != NULL &&
              strstr(text, "  26.0  ") != NULL && strstr(text, "  27.0  ") != NULL && strstr(text, "  18.0  ") != NULL,
          "os lines table: %s", text ? text : "");
    free(text);
    safearea_report_free(report);
    report = NULL;
    /* A family is every device of it: "iphone" audits what an iPhone design audits by default. */
    CHECK(safearea_audit(&report, design, design_length, "iphone", "portrait", NULL, 0) == SAFEAREA_OK &&
              safearea_report_counts(NULL, NULL, &family_checks, report) == SAFEAREA_OK,
          "iphone family");
    safearea_report_free(report);
    report = NULL;
    CHECK(safearea_audit(&report, design, design_length, NULL, "portrait", NULL, 0) == SAFEAREA_OK &&
              safearea_report_counts(NULL, NULL, &checks, report) == SAFEAREA_OK && checks == family_checks &&
              checks > 0,
          "family %zu checks, default %zu", family_checks, checks);
    safearea_report_free(report);
    report = NULL;
    /* A model identifier keeps its ',' (between two digits). */
    CHECK(safearea_audit(&report, design, design_length, "iPhone16,1,iPhone 17 Pro", "portrait", NULL, 0) ==
                  SAFEAREA_OK &&
              safearea_report_counts(NULL, NULL, &checks, report) == SAFEAREA_OK && checks == 10,
          "model identifier in a ',' list: %zu checks", checks);
    safearea_report_free(report);
    report = NULL;
    CHECK(safearea_audit(&report, design, design_length, "iPhone 17 Pro", NULL, "26,banana", 0) ==
                  SAFEAREA_E_OS_VERSION &&
              report == NULL && strstr(safearea_last_error_message(), "'banana' is not an OS version") != NULL,
          "bad entry: %s", safearea_last_error_message());
    CHECK(safearea_audit(&report, design, design_length, "iPhone 17 Pro", NULL, " , ;", 0) ==
                  SAFEAREA_E_INVALID_ARGUMENT &&
              report == NULL && strstr(safearea_last_error_message(), "names no OS version") != NULL,
          "empty list: %s", safearea_last_error_message());
    /* Every line asked and none run: nothing audited, each skip named. */
    CHECK(safearea_audit(&report, design, design_length, "iPhone XS", NULL, "26,27", 0) == SAFEAREA_E_NOTHING_AUDITED &&
              report == NULL && strstr(safearea_last_error_message(), "iPhone XS: does not run iOS 27.0") != NULL,
          "no line run: %s", safearea_last_error_message());
    free(design);
}

/* safearea_audit_options_init (libgit2's git_checkout_options_init): the version fills what
 * SAFEAREA_AUDIT_OPTIONS_INIT fills; NULL and an unknown version are refused with a message, the struct
 * untouched; a filled struct audits as NULL options do. */
static void test_audit_options_init(const char *examples) {
    static const unsigned int bad[] = {0, SAFEAREA_AUDIT_OPTIONS_VERSION + 1, 0xffffffffu};
    safearea_audit_options expected = SAFEAREA_AUDIT_OPTIONS_INIT, options, before;
    safearea_report *report = NULL;
    char path[1024];
    size_t design_length = 0, errors = 0, checks = 0, i;
    char *design;
    memset(&options, 0xA5, sizeof options);
    CHECK(safearea_audit_options_init(&options, SAFEAREA_AUDIT_OPTIONS_VERSION) == SAFEAREA_OK &&
              options.version == expected.version && options.devices == expected.devices &&
              options.orientations == expected.orientations && options.os_version == expected.os_version &&
              options.flags == expected.flags && options.windows == expected.windows &&
              options.window_controls == expected.window_controls,
          "init fills what SAFEAREA_AUDIT_OPTIONS_INIT fills");
    CHECK(options.version == SAFEAREA_AUDIT_OPTIONS_VERSION && options.devices == NULL && options.flags == 0 &&
              options.window_controls == SAFEAREA_WINDOW_CONTROLS_AUTOMATIC,
          "the defaults");
    CHECK(safearea_audit_options_init(NULL, SAFEAREA_AUDIT_OPTIONS_VERSION) == SAFEAREA_E_NULL_ARGUMENT &&
              strstr(safearea_last_error_message(), "opts") != NULL,
          "NULL");
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        memset(&options, 0xA5, sizeof options);
        memcpy(&before, &options, sizeof options);
        CHECK(safearea_audit_options_init(&options, bad[i]) == SAFEAREA_E_INVALID_ARGUMENT &&
                  strstr(safearea_last_error_message(), "SAFEAREA_AUDIT_OPTIONS_VERSION (1)") != NULL &&
                  memcmp(&options, &before, sizeof options) == 0,
              "version %u refused, the struct untouched", bad[i]);
    }
    snprintf(path, sizeof path, "%s/live-activity-incorrect.json", examples);
    design = read_file(path, &design_length);
    CHECK(design != NULL, "read %s", path);
    if (design == NULL)
        return;
    CHECK(safearea_audit_options_init(&options, SAFEAREA_AUDIT_OPTIONS_VERSION) == SAFEAREA_OK, "init");
    options.devices = "iPhone 15 Pro";
    options.orientations = "portrait";
    CHECK(safearea_audit_with_options(&report, design, design_length, &options) == SAFEAREA_OK &&
              safearea_report_counts(&errors, NULL, &checks, report) == SAFEAREA_OK && errors > 0 && checks > 0,
          "an initialised struct audits: %zu errors, %zu checks", errors, checks);
    safearea_report_free(report);
    free(design);
}

/* A popover from a bar button item through a design and a SwiftUI scene (MODEL.md §3, §4, §18): openuikit
 * uikit/Tools/oracle2/wordpressrowsprobe/ios-26.1-ipad-popover.json at fe6e2c2d81fa70d4800eb7a5bfb46891999812fd (iPad (A16),
 * iPadOS 26.1, 240 x 180 from the right bar button item: [561, 62, 240, 180], no arrow), as test_tree.c's tree gives it;
 * swiftui-web's kept popover (Fixtures/Goldens/uikit/popover/basic/frames.json at 8999ccaf: [40, 167, 240, 133] from
 * [110, 300, 100, 44], 240 x 120), the same frame on the iPhone SE (3rd generation) at 26.0 (derived). Bad input names
 * the field. */
static void test_popover_routes(void) {
    static const char design[] =
        "{\"presentation\": {\"style\": \"popover\", \"source_bar_button\": \"navigation_trailing\", "
        "\"preferred_content_size\": [240, 180]}, \"elements\": [{\"id\": \"t\", \"role\": \"text\", "
        "\"frame\": [16, 16, 100, 20]}]}";
    static const char scene[] = "{\"device\": \"iPad (A16)\", \"os_version\": \"26.1\", \"views\": [{\"id\": \"nav\", "
                                "\"navigation_stack\": {}, "
                                "\"children\": [{\"id\": \"list\", \"popover\": {\"toolbar_item\": "
                                "\"top_bar_trailing\", \"content_size\": [240, 180], "
                                "\"content\": {\"id\": \"content\", \"role\": \"text\"}}}]}]}";
    static const char kept[] =
        "{\"device\": \"iPhone SE (3rd generation)\", \"os_version\": \"26.0\", \"views\": [{\"id\": \"b\", \"frame\": "
        "[110, "
        "300, 100, 44], \"popover\": {\"compact_adaptation\": \"popover\", \"content_size\": [240, 120], \"content\": "
        "{\"id\": \"content\", \"role\": \"text\"}}}]}";
    static const char outside[] = "{\"device\": \"iPad (A16)\", \"views\": [{\"id\": \"list\", \"popover\": "
                                  "{\"toolbar_item\": \"top_bar_trailing\", "
                                  "\"content\": {\"id\": \"content\"}}}]}";
    static const char both[] = "{\"presentation\": {\"style\": \"popover\", \"source_bar_button\": \"toolbar\", "
                               "\"source_rect\": [0, 0, 1, 1]}, "
                               "\"elements\": [{\"id\": \"t\", \"role\": \"text\"}]}";
    static const char accessory[] =
        "{\"container\": {\"navigation_controller\": {\"bottom_accessory\": true}}, \"elements\": [{\"id\": \"t\", "
        "\"role\": \"text\"}]}";
    safearea_report *report = NULL;
    char text[16384];
    size_t length = 0;
    CHECK(safearea_audit(&report, design, sizeof design - 1, "iPad (A16)", "portrait", "26.1", 0) == SAFEAREA_OK,
          "design: %s", safearea_last_error_message());
    if (report != NULL) {
        CHECK(safearea_report_write(text, sizeof text, &length, report, SAFEAREA_REPORT_JSON, NULL) == SAFEAREA_OK &&
                  strstr(text, "\"style\": \"popover\"") != NULL &&
                  strstr(text, "\"frame\": [561, 62, 240, 180]") != NULL,
              "design frame: %s", text);
        safearea_report_free(report);
    }
    CHECK(safearea_swiftui_layout(text, sizeof text, &length, scene, sizeof scene - 1) == SAFEAREA_OK &&
              strstr(text, "\"toolbar_item\": \"top_bar_trailing\"") != NULL &&
              strstr(text, "\"frame\": [561, 62, 240, 180]") != NULL,
          "scene: %s %s", safearea_last_error_message(), text);
    report = NULL;
    CHECK(safearea_audit(&report, scene, sizeof scene - 1, "iPad (A16)", "portrait", NULL, SAFEAREA_AUDIT_SCENE) ==
              SAFEAREA_OK,
          "scene audit: %s", safearea_last_error_message());
    if (report != NULL) {
        CHECK(safearea_report_write(text, sizeof text, &length, report, SAFEAREA_REPORT_JSON, NULL) == SAFEAREA_OK &&
                  strstr(text, "\"frame\": [561, 62, 240, 180]") != NULL,
              "scene audit frame: %s", text);
        safearea_report_free(report);
    }
    CHECK(safearea_swiftui_layout(text, sizeof text, &length, kept, sizeof kept - 1) == SAFEAREA_OK &&
              strstr(text, "\"style\": \"popover\", \"adapted\": false") != NULL &&
              strstr(text, "\"frame\": [40, 167, 240, 133]") != NULL,
          "kept: %s %s", safearea_last_error_message(), text);
    CHECK(safearea_swiftui_layout(text, sizeof text, &length, outside, sizeof outside - 1) ==
                  SAFEAREA_E_INVALID_SCENE &&
              strstr(safearea_last_error_message(), "view 'list' (views[0]).popover.toolbar_item: ") != NULL,
          "outside: %s", safearea_last_error_message());
    report = (safearea_report *)0x1;
    CHECK(safearea_audit(&report, both, sizeof both - 1, "iPad (A16)", NULL, "26.1", 0) == SAFEAREA_E_INVALID_DESIGN &&
              strstr(safearea_last_error_message(), "presentation.source_bar_button: a popover has one source") != NULL,
          "both: %s", safearea_last_error_message());
    CHECK(safearea_audit(&report, accessory, sizeof accessory - 1, "iPhone 16", NULL, "26.1", 0) ==
                  SAFEAREA_E_INVALID_DESIGN &&
              strstr(safearea_last_error_message(), "container.navigation_controller.bottom_accessory: ") != NULL,
          "accessory: %s", safearea_last_error_message());
    CHECK(report == (safearea_report *)0x1, "out unchanged");
}

/* The coverage grid (docs/coverage.md): the caller-buffer convention, the lines asked, and errors. The numbers
 * themselves are held to the engine's answers by Tests/python/test_coverage.py. */
static void test_coverage(void) {
    size_t length = 0, again = 0;
    char small[8];
    char *text;
    CHECK(safearea_coverage_json(NULL, 0, &length, "27") == SAFEAREA_E_BUFFER_TOO_SMALL && length > 1000,
          "coverage size: %zu", length);
    CHECK(strstr(safearea_last_error_message(), "the coverage report needs") != NULL, "%s",
          safearea_last_error_message());
    CHECK(safearea_coverage_json(small, sizeof small, &again, "27") == SAFEAREA_E_BUFFER_TOO_SMALL && again == length,
          "too small again: %zu", again);
    text = malloc(length + 1);
    CHECK(text != NULL, "malloc");
    if (text == NULL)
        return;
    CHECK(safearea_coverage_json(text, length + 1, &again, "27") == SAFEAREA_OK && again == length &&
              strlen(text) == length,
          "coverage json");
    CHECK(strncmp(text, "{\"os_lines\": [\"27\"],", strlen("{\"os_lines\": [\"27\"],")) == 0, "one line: %.40s", text);
    /* The iPhone 17 Pro ships with iOS 26: asked on 27 at 27.0 (data/devices.json). */
    CHECK(strstr(text, "{\"device\": \"iPhone 17 Pro\", \"os_line\": \"27\", \"os_version\": \"27.0\", "
                       "\"question\": \"plain\", \"answer\": ") != NULL,
          "a cell");
    CHECK(strstr(text, "\"question\": \"iphone_app_window\"") != NULL, "iPads' windows asked");
    free(text);
    CHECK(safearea_coverage_json(NULL, 0, &length, NULL) == SAFEAREA_E_BUFFER_TOO_SMALL && length > 100000,
          "the default lines: %zu", length);
    CHECK(safearea_coverage_json(NULL, 0, NULL, "27") == SAFEAREA_E_NULL_ARGUMENT, "NULL length");
    CHECK(safearea_coverage_json(NULL, 4, &length, "27") == SAFEAREA_E_NULL_ARGUMENT, "NULL buffer with a capacity");
    CHECK(safearea_coverage_json(NULL, 0, &length, "18,twenty") == SAFEAREA_E_OS_VERSION, "a bad line");
    CHECK(strstr(safearea_last_error_message(), "'twenty' is not an OS version") != NULL, "%s",
          safearea_last_error_message());
    CHECK(safearea_coverage_json(NULL, 0, &length, " , ") == SAFEAREA_E_INVALID_ARGUMENT, "no line");
}

int main(int argc, char **argv) {
    test_examples(argc > 1 ? argv[1] : "examples");
    test_duo(argc > 1 ? argv[1] : "examples");
    test_bad_audits();
    test_nothing_audited(argc > 1 ? argv[1] : "examples");
    test_presented_design();
    test_containered_design();
    test_scene_audit();
    test_default_devices();
    test_audit_keyboard_and_zoom();
    test_audit_windows(argc > 1 ? argv[1] : "examples");
    test_audit_options_init(argc > 1 ? argv[1] : "examples");
    test_audit_os_lines(argc > 1 ? argv[1] : "examples");
    test_coverage();
    test_swiftui();
    test_swiftui_containers();
    test_swiftui_presentations();
    test_popover_routes();
    test_swiftui_windows();
    test_svg(argc > 1 ? argv[1] : "examples");
    /* The batch checks with each kernel this processor runs (the default last). */
    if (safearea_set_batch_kernel("baseline") == SAFEAREA_OK) {
        test_batches();
        test_batch_edges_and_threads();
    }
    if (safearea_set_batch_kernel("auto") == SAFEAREA_OK) {
        test_batches();
        test_batch_edges_and_threads();
    }
    test_batch_kernels();
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
