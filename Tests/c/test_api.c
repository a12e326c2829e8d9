/* Tests every public function of safearea.h from C, using only the header
 * and the built libsafearea.so. Expectations come from Tests/fixtures
 * (generated into fixtures_gen.h) or from docs/MODEL.md, never from engine output.
 * Prints "N passed, N failed" and exits non-zero on any failure. */
#define _POSIX_C_SOURCE 200809L
#include "safearea.h"

#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct inset_case {
    const char *device, *orientation, *os;
    int status_bar_hidden;
    double expected[4];
    const char *source;
    safearea_provenance_kind provenance;
};
struct error_case {
    const char *device, *orientation, *os, *status;
    uint32_t flags;
};
struct profile_case {
    const char *json, *message;
};
struct os_parse_case {
    const char *text;
    safearea_os_version encoded;
};
/* A version that names another platform's OS is refused with `message`; NULL: the device takes it. */
struct os_platform_case {
    const char *device, *os_version, *message;
};
struct json_case {
    const char *name, *document, *bytes;
    size_t length;
    int status;
    const char *message;
};
#include "fixtures_gen.h"

#include "check.h"

#define ARRAY_COUNT(a) (sizeof(a) / sizeof((a)[0]))

static void test_version_and_status(void) {
    char expected[32];
    CHECK(safearea_version_number() == SAFEAREA_VERSION_NUMBER, "%d", safearea_version_number());
    CHECK(strcmp(safearea_version_string(), SAFEAREA_VERSION_STRING) == 0, "%s", safearea_version_string());
    snprintf(expected, sizeof expected, "%d.%d.%d", SAFEAREA_VERSION_MAJOR, SAFEAREA_VERSION_MINOR,
             SAFEAREA_VERSION_PATCH);
    CHECK(strcmp(safearea_version_string(), expected) == 0, "%s", expected);
    {
        const int codes[] = {SAFEAREA_OK,
                             SAFEAREA_E_NULL_ARGUMENT,
                             SAFEAREA_E_INVALID_ARGUMENT,
                             SAFEAREA_E_DEVICE_NOT_FOUND,
                             SAFEAREA_E_UNKNOWN_HANDLE,
                             SAFEAREA_E_UNSUPPORTED_ORIENTATION,
                             SAFEAREA_E_OS_VERSION,
                             SAFEAREA_E_INVALID_PROFILE,
                             SAFEAREA_E_BUFFER_TOO_SMALL,
                             SAFEAREA_E_INDEX_OUT_OF_RANGE,
                             SAFEAREA_E_LIMIT_EXCEEDED,
                             SAFEAREA_E_UNSUPPORTED,
                             SAFEAREA_E_INVALID_DESIGN,
                             SAFEAREA_E_INVALID_SCENE,
                             SAFEAREA_E_NOTHING_AUDITED,
                             SAFEAREA_E_INTERNAL};
        size_t i, j;
        for (i = 0; i < ARRAY_COUNT(codes); i++) {
            const char *text = safearea_status_string(codes[i]);
            CHECK(text != NULL && text[0] != '\0' && strcmp(text, "unknown status") != 0, "status %d", codes[i]);
            for (j = 0; j < i; j++) {
                CHECK(strcmp(text, safearea_status_string(codes[j])) != 0, "status %d and %d share a string", codes[i],
                      codes[j]);
            }
        }
        CHECK(strcmp(safearea_status_string(12345), "unknown status") == 0, "unknown status");
        CHECK(strcmp(safearea_status_string(SAFEAREA_OK), "ok") == 0, "ok");
    }
    CHECK(safearea_last_error_message() != NULL, "never NULL");
}

static void test_enum_strings(void) {
    safearea_orientation o;
    int i;
    const char *names[] = {"portrait", "portrait_upside_down", "landscape_left", "landscape_right"};
    for (i = 0; i < 4; i++) {
        CHECK(strcmp(safearea_orientation_string((safearea_orientation)i), names[i]) == 0, "%d", i);
        CHECK(safearea_orientation_from_string(&o, names[i]) == SAFEAREA_OK && (int)o == i, "%s", names[i]);
    }
    CHECK(safearea_orientation_from_string(&o, "LANDSCAPE_LEFT") == SAFEAREA_OK &&
              o == SAFEAREA_ORIENTATION_LANDSCAPE_LEFT,
          "case");
    CHECK(safearea_orientation_from_string(&o, "sideways") == SAFEAREA_E_INVALID_ARGUMENT, "bad name");
    CHECK(strstr(safearea_last_error_message(), "sideways") != NULL, "message names the input");
    CHECK(safearea_orientation_from_string(NULL, "portrait") == SAFEAREA_E_NULL_ARGUMENT, "NULL out");
    CHECK(safearea_orientation_from_string(&o, NULL) == SAFEAREA_E_NULL_ARGUMENT, "NULL name");
    CHECK(safearea_orientation_string((safearea_orientation)4) == NULL, "out of range");
    CHECK(safearea_orientation_string((safearea_orientation)-1) == NULL, "negative");
    CHECK(strcmp(safearea_family_string(SAFEAREA_FAMILY_PHONE), "phone") == 0, "family");
    CHECK(strcmp(safearea_family_string(SAFEAREA_FAMILY_PAD), "pad") == 0, "family");
    CHECK(strcmp(safearea_family_string(SAFEAREA_FAMILY_TV), "tv") == 0, "family");
    CHECK(safearea_family_string((safearea_family)3) == NULL, "family out of range");
    CHECK(strcmp(safearea_housing_string(SAFEAREA_HOUSING_NONE), "none") == 0, "housing");
    CHECK(strcmp(safearea_housing_string(SAFEAREA_HOUSING_NOTCH), "notch") == 0, "housing");
    CHECK(strcmp(safearea_housing_string(SAFEAREA_HOUSING_DYNAMIC_ISLAND), "dynamic_island") == 0, "housing");
    CHECK(strcmp(safearea_housing_string(SAFEAREA_HOUSING_PUNCH_HOLE), "punch_hole") == 0, "housing");
    CHECK(safearea_housing_string((safearea_housing)9) == NULL, "housing out of range");
    CHECK(strcmp(safearea_edge_string(SAFEAREA_EDGE_NONE), "none") == 0, "edge");
    CHECK(strcmp(safearea_edge_string(SAFEAREA_EDGE_TOP), "top") == 0, "edge");
    CHECK(strcmp(safearea_edge_string(SAFEAREA_EDGE_LEFT), "left") == 0, "edge");
    CHECK(strcmp(safearea_edge_string(SAFEAREA_EDGE_BOTTOM), "bottom") == 0, "edge");
    CHECK(strcmp(safearea_edge_string(SAFEAREA_EDGE_RIGHT), "right") == 0, "edge");
    CHECK(safearea_edge_string((safearea_edge)5) == NULL, "edge out of range");
    CHECK(strcmp(safearea_region_kind_string(SAFEAREA_REGION_HOUSING), "housing") == 0, "kind");
    CHECK(strcmp(safearea_region_kind_string(SAFEAREA_REGION_CORNER), "corner") == 0, "kind");
    CHECK(strcmp(safearea_region_kind_string(SAFEAREA_REGION_HOME_INDICATOR), "home_indicator") == 0, "kind");
    CHECK(strcmp(safearea_region_kind_string(SAFEAREA_REGION_STATUS_BAR), "status_bar") == 0, "kind");
    CHECK(strcmp(safearea_region_kind_string(SAFEAREA_REGION_INSET_BAND), "inset_band") == 0, "kind");
    CHECK(safearea_region_kind_string((safearea_region_kind)5) == NULL, "kind out of range");
    /* The tree's, the report's and the batch's enums. */
    CHECK(strcmp(safearea_view_kind_string(SAFEAREA_VIEW_PLAIN), "plain") == 0, "view kind");
    CHECK(strcmp(safearea_view_kind_string(SAFEAREA_VIEW_SCROLL), "scroll") == 0, "view kind");
    CHECK(safearea_view_kind_string((safearea_view_kind)2) == NULL, "view kind out of range");
    CHECK(strcmp(safearea_controller_kind_string(SAFEAREA_CONTROLLER_PLAIN), "plain") == 0, "controller kind");
    CHECK(strcmp(safearea_controller_kind_string(SAFEAREA_CONTROLLER_NAVIGATION), "navigation") == 0,
          "controller kind");
    CHECK(strcmp(safearea_controller_kind_string(SAFEAREA_CONTROLLER_TAB_BAR), "tab_bar") == 0, "controller kind");
    CHECK(safearea_controller_kind_string((safearea_controller_kind)3) == NULL, "controller kind out of range");
    CHECK(strcmp(safearea_scroll_adjustment_string(SAFEAREA_SCROLL_AUTOMATIC), "automatic") == 0, "scroll");
    CHECK(strcmp(safearea_scroll_adjustment_string(SAFEAREA_SCROLL_SCROLLABLE_AXES), "scrollable_axes") == 0, "scroll");
    CHECK(strcmp(safearea_scroll_adjustment_string(SAFEAREA_SCROLL_NEVER), "never") == 0, "scroll");
    CHECK(strcmp(safearea_scroll_adjustment_string(SAFEAREA_SCROLL_ALWAYS), "always") == 0, "scroll");
    CHECK(safearea_scroll_adjustment_string((safearea_scroll_adjustment)4) == NULL, "scroll out of range");
    CHECK(strcmp(safearea_guide_string(SAFEAREA_GUIDE_SAFE_AREA), "safe_area") == 0, "guide");
    CHECK(strcmp(safearea_guide_string(SAFEAREA_GUIDE_LAYOUT_MARGINS), "layout_margins") == 0, "guide");
    CHECK(strcmp(safearea_guide_string(SAFEAREA_GUIDE_READABLE_CONTENT), "readable_content") == 0, "guide");
    CHECK(strcmp(safearea_guide_string(SAFEAREA_GUIDE_KEYBOARD), "keyboard") == 0, "guide");
    CHECK(safearea_guide_string((safearea_guide)4) == NULL, "guide out of range");
    CHECK(strcmp(safearea_property_string(SAFEAREA_PROP_FRAME), "frame") == 0, "property");
    CHECK(strcmp(safearea_property_string(SAFEAREA_PROP_CONTENT_INSET_ADJUSTMENT_BEHAVIOR),
                 "content_inset_adjustment_behavior") == 0,
          "property");
    CHECK(strcmp(safearea_property_string(SAFEAREA_PROP_ADDITIONAL_SAFE_AREA_INSETS), "additional_safe_area_insets") ==
              0,
          "property");
    CHECK(strcmp(safearea_property_string(SAFEAREA_PROP_KEYBOARD_HEIGHT), "keyboard_height") == 0, "property");
    CHECK(safearea_property_string((safearea_property)0) == NULL, "property 0");
    CHECK(safearea_property_string((safearea_property)9) == NULL, "property in a gap");
    CHECK(strcmp(safearea_property_string(SAFEAREA_PROP_TOOLBAR_ITEMS), "toolbar_items") == 0, "property");
    CHECK(strcmp(safearea_property_string(SAFEAREA_PROP_SEARCH_CONTROLLER), "search_controller") == 0, "property");
    CHECK(strcmp(safearea_property_string(SAFEAREA_PROP_BOTTOM_ACCESSORY), "bottom_accessory") == 0, "property");
    CHECK(strcmp(safearea_property_string(SAFEAREA_PROP_BAR_MINIMIZATION), "bar_minimization") == 0, "property");
    CHECK(strcmp(safearea_property_string(SAFEAREA_PROP_STRICT), "strict") == 0, "property");
    CHECK(safearea_property_string((safearea_property)49) == NULL, "property in a gap");
    CHECK(safearea_property_string((safearea_property)70) == NULL, "property past the end");
    CHECK(strcmp(safearea_bar_minimization_string(SAFEAREA_BAR_MINIMIZATION_NONE), "none") == 0, "bar minimization");
    CHECK(strcmp(safearea_bar_minimization_string(SAFEAREA_BAR_MINIMIZATION_ADJUSTS_SAFE_AREA), "adjusts_safe_area") ==
              0,
          "bar minimization");
    CHECK(strcmp(safearea_bar_minimization_string(SAFEAREA_BAR_MINIMIZATION_KEEPS_SAFE_AREA), "keeps_safe_area") == 0,
          "bar minimization");
    CHECK(safearea_bar_minimization_string((safearea_bar_minimization)3) == NULL, "bar minimization out of range");
    CHECK(strcmp(safearea_report_format_string(SAFEAREA_REPORT_JSON), "json") == 0, "report format");
    CHECK(strcmp(safearea_report_format_string(SAFEAREA_REPORT_SARIF), "sarif") == 0, "report format");
    CHECK(strcmp(safearea_report_format_string(SAFEAREA_REPORT_TABLE), "table") == 0, "report format");
    CHECK(safearea_report_format_string((safearea_report_format)3) == NULL, "report format out of range");
    {
        static const char *const obstructions[] = {"none",           "housing",    "corner",
                                                   "home_indicator", "status_bar", "inset_band"};
        static const safearea_obstruction values[] = {
            SAFEAREA_OBSTRUCTION_NONE,           SAFEAREA_OBSTRUCTION_HOUSING,    SAFEAREA_OBSTRUCTION_CORNER,
            SAFEAREA_OBSTRUCTION_HOME_INDICATOR, SAFEAREA_OBSTRUCTION_STATUS_BAR, SAFEAREA_OBSTRUCTION_INSET_BAND};
        size_t i;
        for (i = 0; i < sizeof values / sizeof values[0]; i++) {
            CHECK(strcmp(safearea_obstruction_string(values[i]), obstructions[i]) == 0, "obstruction %u", (unsigned)i);
        }
        CHECK(safearea_obstruction_string((safearea_obstruction)6) == NULL, "obstruction out of range");
    }
}

static void test_os_version_parse(void) {
    safearea_os_version v = 0;
    CHECK(safearea_os_version_parse(&v, "17.4.1") == SAFEAREA_OK && v == 170401, "%u", v);
    CHECK(safearea_os_version_parse(&v, "iOS 18") == SAFEAREA_OK && v == 180000, "%u", v);
    CHECK(safearea_os_version_parse(&v, "iPadOS 16.2") == SAFEAREA_OK && v == 160200, "%u", v);
    v = 7;
    CHECK(safearea_os_version_parse(&v, "17.") == SAFEAREA_E_OS_VERSION && v == 7, "malformed leaves out unchanged");
    CHECK(safearea_os_version_parse(NULL, "17") == SAFEAREA_E_NULL_ARGUMENT, "NULL out");
    CHECK(safearea_os_version_parse(&v, NULL) == SAFEAREA_E_NULL_ARGUMENT, "NULL text");
    {
        char long_text[400];
        memset(long_text, '1', sizeof long_text - 1);
        long_text[sizeof long_text - 1] = '\0';
        CHECK(safearea_os_version_parse(&v, long_text) == SAFEAREA_E_LIMIT_EXCEEDED, "long");
    }
    /* Tests/fixtures/os_version_cases.json, shared with the Swift and Python tests. */
    for (size_t i = 0; i < ARRAY_COUNT(os_parse_cases); i++) {
        CHECK(safearea_os_version_parse(&v, os_parse_cases[i].text) == SAFEAREA_OK && v == os_parse_cases[i].encoded,
              "'%s': %u", os_parse_cases[i].text, v);
    }
    for (size_t i = 0; i < ARRAY_COUNT(os_malformed_cases); i++) {
        CHECK(safearea_os_version_parse(&v, os_malformed_cases[i]) == SAFEAREA_E_OS_VERSION, "'%s'",
              os_malformed_cases[i]);
    }
}

/* A version naming another platform's OS is refused by every query of the device, the fast path included. */
static void test_os_version_of_another_platform(void) {
    for (size_t i = 0; i < ARRAY_COUNT(os_platform_cases); i++) {
        const struct os_platform_case *c = &os_platform_cases[i];
        const safearea_device *device = find(c->device);
        safearea_device_info info;
        safearea_insets in;
        safearea_os_version v = 0;
        safearea_tree *tree = NULL;
        int expected = c->message != NULL ? SAFEAREA_E_OS_VERSION : SAFEAREA_OK;
        CHECK(safearea_device_get_info(&info, device) == SAFEAREA_OK, "%s", c->device);
        safearea_orientation orientation = info.orientations & (1u << SAFEAREA_ORIENTATION_PORTRAIT)
                                               ? SAFEAREA_ORIENTATION_PORTRAIT
                                               : SAFEAREA_ORIENTATION_LANDSCAPE_LEFT;
        CHECK(safearea_device_safe_area(&in, device, orientation, c->os_version, 0) == expected, "%s on %s",
              c->os_version, c->device);
        if (c->message != NULL) {
            CHECK(strcmp(safearea_last_error_message(), c->message) == 0, "%s", safearea_last_error_message());
        }
        CHECK(safearea_device_resolve_os_version(&v, device, orientation, c->os_version) == expected, "%s on %s",
              c->os_version, c->device);
        CHECK(safearea_tree_new(&tree, device, orientation, c->os_version, 0) == expected, "tree: %s on %s",
              c->os_version, c->device);
        safearea_tree_free(tree);
    }
}

static void test_catalog_listing(void) {
    size_t count = safearea_device_count(), i;
    const safearea_device *device = NULL;
    CHECK(count >= 56, "%zu devices", count);
    for (i = 0; i < count; i++) {
        const safearea_device *again = NULL;
        CHECK(safearea_device_at(&device, i) == SAFEAREA_OK && device != NULL, "at %zu", i);
        CHECK(safearea_device_name(device) != NULL, "name %zu", i);
        /* Every name finds its own device. */
        CHECK(safearea_device_find(&again, safearea_device_name(device)) == SAFEAREA_OK && again == device, "%s",
              safearea_device_name(device));
    }
    device = (const safearea_device *)0x1;
    CHECK(safearea_device_at(&device, count) == SAFEAREA_E_INDEX_OUT_OF_RANGE && device == (const safearea_device *)0x1,
          "past end");
    CHECK(safearea_device_at(&device, (size_t)-1) == SAFEAREA_E_INDEX_OUT_OF_RANGE, "SIZE_MAX");
    CHECK(safearea_device_at(NULL, 0) == SAFEAREA_E_NULL_ARGUMENT, "NULL out");
}

static void test_find(void) {
    const safearea_device *device = NULL, *by_model = NULL;
    char long_name[1000];
    CHECK(safearea_device_find(&device, "iPhone 14 Pro") == SAFEAREA_OK, "name");
    CHECK(safearea_device_find(&by_model, " iphone15,2 ") == SAFEAREA_OK && by_model == device, "model identifier");
    CHECK(strcmp(safearea_device_name(device), "iPhone 14 Pro") == 0, "%s", safearea_device_name(device));
    CHECK(safearea_device_find(&device, "iPhone 15 Pro Maxx") == SAFEAREA_E_DEVICE_NOT_FOUND, "unknown");
    CHECK(strstr(safearea_last_error_message(), "'iPhone 15 Pro Max'") != NULL, "suggestion");
    /* A family name suggests its devices, newest first (data/devices.json's os_min: M5 26.0, M4 17.5). */
    CHECK(safearea_device_find(&device, "iPad Pro 13") == SAFEAREA_E_DEVICE_NOT_FOUND &&
              strcmp(safearea_last_error_message(),
                     "no device named 'iPad Pro 13'; did you mean 'iPad Pro 13-inch (M5)', 'iPad Pro 13-inch (M4)'?") ==
                  0,
          "family: %s", safearea_last_error_message());
    CHECK(safearea_device_find(&device, "") == SAFEAREA_E_DEVICE_NOT_FOUND, "empty");
    CHECK(safearea_device_find(NULL, "iPhone X") == SAFEAREA_E_NULL_ARGUMENT, "NULL out");
    CHECK(safearea_device_find(&device, NULL) == SAFEAREA_E_NULL_ARGUMENT, "NULL name");
    memset(long_name, 'a', sizeof long_name - 1);
    long_name[sizeof long_name - 1] = '\0';
    CHECK(safearea_device_find(&device, long_name) == SAFEAREA_E_LIMIT_EXCEEDED, "long name");
    CHECK(safearea_device_find(&device, "\xff\xfe iPhone") == SAFEAREA_E_DEVICE_NOT_FOUND, "invalid UTF-8");
}

static void test_golden_insets(void) {
    size_t i;
    for (i = 0; i < ARRAY_COUNT(inset_cases); i++) {
        const struct inset_case *c = &inset_cases[i];
        const safearea_device *device = find(c->device);
        safearea_orientation orientation;
        safearea_insets in = {-1, -1, -1, -1};
        int rc;
        CHECK(safearea_orientation_from_string(&orientation, c->orientation) == SAFEAREA_OK, "%s", c->orientation);
        rc = safearea_device_safe_area(&in, device, orientation, c->os,
                                       c->status_bar_hidden ? SAFEAREA_STATUS_BAR_HIDDEN : 0);
        CHECK(rc == SAFEAREA_OK && in.top == c->expected[0] && in.left == c->expected[1] &&
                  in.bottom == c->expected[2] && in.right == c->expected[3],
              "%s %s %s: got %d (%g, %g, %g, %g), want (%g, %g, %g, %g) [%s]", c->device, c->orientation,
              c->os ? c->os : "newest", rc, in.top, in.left, in.bottom, in.right, c->expected[0], c->expected[1],
              c->expected[2], c->expected[3], c->source);
        {
            /* The provenance the catalog reports, and SAFEAREA_STRICT accepting exactly the first-hand answers. */
            safearea_provenance p = {(safearea_provenance_kind)-1, NULL, NULL};
            safearea_insets strict_in = {-1, -1, -1, -1};
            uint32_t flags = c->status_bar_hidden ? SAFEAREA_STATUS_BAR_HIDDEN : 0;
            rc = safearea_device_provenance(&p, device, orientation, c->os, flags);
            CHECK(rc == SAFEAREA_OK && p.kind == c->provenance && p.source != NULL && p.basis != NULL,
                  "%s %s %s: provenance %d %s, want %s", c->device, c->orientation, c->os ? c->os : "newest", rc,
                  safearea_provenance_kind_string(p.kind) ? safearea_provenance_kind_string(p.kind) : "?",
                  safearea_provenance_kind_string(c->provenance));
            if (rc == SAFEAREA_OK) {
                CHECK((p.kind == SAFEAREA_PROVENANCE_DERIVED) == (strlen(p.basis) > 0),
                      "%s: a basis exactly when derived", c->device);
                CHECK(p.kind == SAFEAREA_PROVENANCE_DERIVED || strlen(p.source) > 0, "%s: a source", c->device);
            }
            rc = safearea_device_safe_area(&strict_in, device, orientation, c->os, flags | SAFEAREA_STRICT);
            if (c->provenance == SAFEAREA_PROVENANCE_DERIVED) {
                CHECK(rc == SAFEAREA_E_OS_VERSION && strstr(safearea_last_error_message(), "derived") != NULL &&
                          strict_in.top == -1,
                      "%s %s: strict refuses a derived answer (%d: %s)", c->device, c->os ? c->os : "newest", rc,
                      safearea_last_error_message());
                CHECK(safearea_device_provenance(&p, device, orientation, c->os, flags | SAFEAREA_STRICT) ==
                          SAFEAREA_E_OS_VERSION,
                      "%s: strict provenance", c->device);
            } else {
                CHECK(rc == SAFEAREA_OK && strict_in.top == c->expected[0] && strict_in.bottom == c->expected[2],
                      "%s %s: strict answers a %s value", c->device, c->os ? c->os : "newest",
                      safearea_provenance_kind_string(c->provenance));
            }
        }
    }
}

/* Every built-in device answers every OS line it runs in the default mode, and strict
 * refuses exactly the derived records; the records cover the device's whole life. */
static void test_every_os_line_answers(void) {
    size_t i, count = safearea_device_count();
    static const char *const lines[] = {"10.3", "11.0", "12.0", "12.2", "13.0", "14.0", "15.0",
                                        "16.0", "17.0", "17.5", "18.0", "18.3", "26.0", "26.5"};
    size_t refused = 0, answered = 0;
    for (i = 0; i < count; i++) {
        const safearea_device *device = NULL;
        safearea_device_info info;
        size_t l;
        CHECK(safearea_device_at(&device, i) == SAFEAREA_OK && safearea_device_get_info(&info, device) == SAFEAREA_OK,
              "device %zu", i);
        for (l = 0; l < ARRAY_COUNT(lines); l++) {
            safearea_os_version v = 0;
            safearea_insets in;
            safearea_provenance p;
            safearea_orientation o =
                (info.orientations & 1u) ? SAFEAREA_ORIENTATION_PORTRAIT : SAFEAREA_ORIENTATION_LANDSCAPE_LEFT;
            int rc;
            safearea_os_version_parse(&v, lines[l]);
            if (v < info.os_min || v > info.os_max)
                continue;
            rc = safearea_device_safe_area(&in, device, o, lines[l], 0);
            CHECK(rc == SAFEAREA_OK, "%s on %s: %d %s", safearea_device_name(device), lines[l], rc,
                  safearea_last_error_message());
            CHECK(safearea_device_provenance(&p, device, o, lines[l], 0) == SAFEAREA_OK, "%s provenance on %s",
                  safearea_device_name(device), lines[l]);
            rc = safearea_device_safe_area(&in, device, o, lines[l], SAFEAREA_STRICT);
            CHECK((rc == SAFEAREA_OK) == (p.kind != SAFEAREA_PROVENANCE_DERIVED), "%s strict on %s",
                  safearea_device_name(device), lines[l]);
            if (rc == SAFEAREA_OK)
                answered++;
            else
                refused++;
        }
    }
    /* Most sampled versions are not the one a source ran (MODEL.md §8: carried, so derived), hence no ratio. */
    CHECK(count >= 71 && refused > 0 && answered > 0,
          "%zu devices: %zu first-hand answers, %zu derived refused under strict", count, answered, refused);
}

/* Keyboard heights against the 26.5 probe (flutter_device_preview 42089cd, portraitKeyboardHeight /
 * landscapeKeyboardHeight), and what is derived and missing. */
/* Keyboards before 26 (MODEL.md §10), each typed from its reading: react-native-keyboard-controller's
 * Detox simulator screenshots at 9ddaeef7cfb328f11996badc407aa404d684c4df (iPhone 13 Pro iOS 15.5,
 * 14 Pro 16.4, 15 Pro 17.5, 16 Pro 18.5) and bb5e9e1d1e00278ce800b9558b75e56ff799abda (iPhone 14, 18.0
 * beta): the keyboard 291 pt high without a bar, 336 with the 45-pt bar; SoSoHappy's printout at
 * 604b78b0134eccc27987d490d27385bf04d3dbcb: (0, 516, 393, 336) on a 393 x 852 phone. */
static int keyboard_is(const char *device, const char *os, uint32_t flags, double want, safearea_provenance_kind kind) {
    double h = -1;
    safearea_provenance p;
    return safearea_device_keyboard_height(&h, &p, find(device), SAFEAREA_ORIENTATION_PORTRAIT, os, flags) ==
               SAFEAREA_OK &&
           h == want && p.kind == kind;
}

static void test_keyboards_before_26(void) {
    const uint32_t bare = SAFEAREA_KEYBOARD_WITHOUT_PREDICTIVE | SAFEAREA_STRICT;
    double h = -1;
    CHECK(keyboard_is("iPhone 13 Pro", "15.5", bare, 291, SAFEAREA_PROVENANCE_MEASURED), "13 Pro 15.5: 291");
    CHECK(keyboard_is("iPhone 14 Pro", "16.4", SAFEAREA_STRICT, 336, SAFEAREA_PROVENANCE_MEASURED), "14 Pro 16.4: 336");
    CHECK(keyboard_is("iPhone 14 Pro", "16.4", bare, 291, SAFEAREA_PROVENANCE_MEASURED), "14 Pro 16.4: 291");
    CHECK(keyboard_is("iPhone 15 Pro", "17.5", SAFEAREA_STRICT, 336, SAFEAREA_PROVENANCE_MEASURED), "15 Pro 17.5: 336");
    CHECK(keyboard_is("iPhone 15 Pro", "17.5", bare, 291, SAFEAREA_PROVENANCE_MEASURED), "15 Pro 17.5: 291");
    CHECK(keyboard_is("iPhone 16 Pro", "18.5", SAFEAREA_STRICT, 336, SAFEAREA_PROVENANCE_MEASURED), "16 Pro 18.5: 336");
    CHECK(keyboard_is("iPhone 16 Pro", "18.5", bare, 291, SAFEAREA_PROVENANCE_MEASURED), "16 Pro 18.5: 291");
    CHECK(keyboard_is("iPhone 14", "18.0", SAFEAREA_STRICT, 336, SAFEAREA_PROVENANCE_MEASURED), "14 18.0: 336");
    CHECK(keyboard_is("iPhone 14", "18.0", bare, 291, SAFEAREA_PROVENANCE_MEASURED), "14 18.0: 291");
    /* SoSoHappy's 393-wide phone (iOS not recorded): the 393-wide iPhone 15 on 17.0, derived, top at 852 - 336 = 516. */
    CHECK(keyboard_is("iPhone 15", "17.0", 0, 852 - 516, SAFEAREA_PROVENANCE_DERIVED), "393-wide: top at 516");
    /* Derived answers: strict refuses them. */
    CHECK(keyboard_is("iPhone 13 Pro", "15.5", 0, 336, SAFEAREA_PROVENANCE_DERIVED), "13 Pro 15.5: 291 + 45");
    CHECK(safearea_device_keyboard_height(&h, NULL, find("iPhone 13 Pro"), SAFEAREA_ORIENTATION_PORTRAIT, "15.5",
                                          SAFEAREA_STRICT) == SAFEAREA_E_OS_VERSION &&
              strstr(safearea_last_error_message(), "strict") != NULL,
          "strict refuses 291 + 45");
    CHECK(safearea_device_keyboard_height(&h, NULL, find("iPhone 12"), SAFEAREA_ORIENTATION_PORTRAIT, "16.0",
                                          SAFEAREA_STRICT) == SAFEAREA_E_OS_VERSION,
          "strict refuses the width-class rule");
    /* Refused, with the reason. */
    CHECK(safearea_device_keyboard_height(&h, NULL, find("iPhone 15 Pro"), SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, "17.5",
                                          0) == SAFEAREA_E_OS_VERSION &&
              strstr(safearea_last_error_message(), "landscape: no public reading") != NULL,
          "landscape before 26 refused: %s", safearea_last_error_message());
    CHECK(safearea_device_keyboard_height(&h, NULL, find("iPad (6th generation)"), SAFEAREA_ORIENTATION_PORTRAIT,
                                          "12.0", 0) == SAFEAREA_E_OS_VERSION &&
              strstr(safearea_last_error_message(), "iOS 12 simulator reading") != NULL,
          "iPad 6 on 12 refused: %s", safearea_last_error_message());
    CHECK(safearea_device_keyboard_height(&h, NULL, find("iPad Pro 12.9-inch (2nd generation)"),
                                          SAFEAREA_ORIENTATION_PORTRAIT, "17.0", 0) == SAFEAREA_E_OS_VERSION &&
              strstr(safearea_last_error_message(), "home-button 1024 x 1366 iPad") != NULL,
          "home-button 12.9-inch on 17 refused: %s", safearea_last_error_message());
    /* Keyman's KeyboardScaleMap.swift at 6316684371952c1a3516cfa8b86747b722211048: iPadMini5 (768 x 1024, home
       button) 265 + 55; the iPad (6th generation) has its screen and bottom (MODEL.md §10), derived. iPad9 265 + 55,
       carried to iPadOS 26. */
    CHECK(safearea_device_keyboard_height(&h, NULL, find("iPad (6th generation)"), SAFEAREA_ORIENTATION_PORTRAIT,
                                          "17.0", 0) == SAFEAREA_OK &&
              h == 265 + 55,
          "iPad 6 on 17: %g", h);
    CHECK(safearea_device_keyboard_height(&h, NULL, find("iPad (6th generation)"), SAFEAREA_ORIENTATION_PORTRAIT,
                                          "17.0", SAFEAREA_STRICT) == SAFEAREA_E_OS_VERSION,
          "strict refuses the iPad 6's derived row");
    CHECK(safearea_device_keyboard_height(&h, NULL, find("iPad (9th generation)"), SAFEAREA_ORIENTATION_LANDSCAPE_LEFT,
                                          "26.0", 0) == SAFEAREA_OK &&
              h == 353 + 55,
          "home-button iPad on 26: %g", h);
    CHECK(safearea_device_keyboard_height(&h, NULL, find("iPhone 16 Pro"), SAFEAREA_ORIENTATION_PORTRAIT, "26.5",
                                          SAFEAREA_KEYBOARD_WITHOUT_PREDICTIVE) == SAFEAREA_E_OS_VERSION &&
              strstr(safearea_last_error_message(), "without the predictive row") != NULL,
          "26.5 read the keyboard with its row only");
}

/* Keyman's KeyboardCalibrator (MODEL.md §10): keymanapp/keyman keyboard-calibration-run.gif at
 * c09248c53713a982b0d6922be571dbca349bdb6c (iPhone 14 Pro Max, iOS 18.3: keys 226, System inset 41, Inset 34,
 * Banner 45) and iPhone-X-complete.png at 649a88c66df68f404ebf58fbae2d5987ff2f97d4 (iPhone X, iOS 13.2.2: 216, 41,
 * 34, 45); KeyboardScaleMap.swift at 6316684371952c1a3516cfa8b86747b722211048 (iOS 18.x): iPad 7-9 265 + 55 (landscape
 * 353 + 55), iPad Pro 13-inch M4 330.5-5 + 55; dotnet/maui's printout {{0, 586}, {430, 346}} at d0115a92. */
static int keyboard_at(const char *device, safearea_orientation o, const char *os, uint32_t flags, double want,
                       safearea_provenance_kind kind) {
    double h = -1;
    safearea_provenance p;
    return safearea_device_keyboard_height(&h, &p, find(device), o, os, flags) == SAFEAREA_OK && h == want &&
           p.kind == kind;
}

static void test_keyboards_from_keyman(void) {
    const uint32_t bare = SAFEAREA_KEYBOARD_WITHOUT_PREDICTIVE;
    const safearea_orientation up = SAFEAREA_ORIENTATION_PORTRAIT, side = SAFEAREA_ORIENTATION_LANDSCAPE_LEFT;
    CHECK(
        keyboard_at("iPhone 14 Pro Max", up, "18.3", SAFEAREA_STRICT, 226 + 41 + 34 + 45, SAFEAREA_PROVENANCE_MEASURED),
        "14 Pro Max 18.3: 346");
    CHECK(keyboard_at("iPhone 14 Pro Max", up, "18.3", bare | SAFEAREA_STRICT, 226 + 41 + 34,
                      SAFEAREA_PROVENANCE_MEASURED),
          "14 Pro Max 18.3: 301");
    CHECK(keyboard_at("iPhone 15 Pro Max", up, "17.0", 0, 932 - 586, SAFEAREA_PROVENANCE_DERIVED),
          "430-wide: top at 586");
    CHECK(keyboard_at("iPhone X", up, "13.2.2", SAFEAREA_STRICT, 216 + 41 + 34 + 45, SAFEAREA_PROVENANCE_MEASURED),
          "X 13.2.2: 336");
    CHECK(keyboard_at("iPhone 13 mini", up, "17.0", bare, 216 + 41 + 34, SAFEAREA_PROVENANCE_DERIVED), "13 mini: 291");
    CHECK(keyboard_at("iPhone SE (3rd generation)", up, "16.0", 0, 216 + 44, SAFEAREA_PROVENANCE_DERIVED), "SE 3: 260");
    CHECK(keyboard_at("iPad (9th generation)", up, "15.0", 0, 265 + 55, SAFEAREA_PROVENANCE_DERIVED), "iPad 9: 320");
    CHECK(keyboard_at("iPad (9th generation)", side, "15.0", 0, 353 + 55, SAFEAREA_PROVENANCE_DERIVED), "iPad 9: 408");
    CHECK(keyboard_at("iPad Pro 13-inch (M4)", up, "18.0", 0, 330.5 + 55 + 20, SAFEAREA_PROVENANCE_DERIVED),
          "Pro 13 M4 on 18: 405.5");
    CHECK(keyboard_at("iPhone 11 Pro", up, "26.0", 0, 335, SAFEAREA_PROVENANCE_DERIVED), "11 Pro on 26: 335");
    CHECK(keyboard_at("iPad Pro 11-inch (2nd generation)", side, "27.0", 0, 428, SAFEAREA_PROVENANCE_DERIVED),
          "Pro 11 2nd on 27: 428");
    double h = -1;
    CHECK(safearea_device_keyboard_height(&h, NULL, find("iPhone 13 mini"), SAFEAREA_ORIENTATION_PORTRAIT, "17.0",
                                          SAFEAREA_STRICT) == SAFEAREA_E_OS_VERSION &&
              strstr(safearea_last_error_message(), "derived") != NULL,
          "strict refuses the table's rule");
}

static void test_keyboard_heights(void) {
    double h = -1;
    safearea_provenance p;
    const safearea_device *pro = find("iPhone 16 Pro"), *plus = find("iPhone 16 Plus"),
                          *se = find("iPhone SE (3rd generation)");
    const safearea_device *pad13 = find("iPad Pro 13-inch (M5)"), *p15 = find("iPhone 15 Pro"), *x = find("iPhone X");
    /* Measured on 26.5 (iOS 27's newest line carries it, derived: no iOS 27 keyboard was measured). */
    CHECK(safearea_device_keyboard_height(&h, &p, pro, SAFEAREA_ORIENTATION_PORTRAIT, "26.5", 0) == SAFEAREA_OK &&
              h == 335 && p.kind == SAFEAREA_PROVENANCE_MEASURED,
          "16 Pro portrait 335 (got %g)", h);
    CHECK(safearea_device_keyboard_height(&h, NULL, pro, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, "26.5",
                                          SAFEAREA_STRICT) == SAFEAREA_OK &&
              h == 208,
          "16 Pro landscape 208 (got %g)", h);
    CHECK(safearea_device_keyboard_height(&h, NULL, plus, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) == SAFEAREA_OK &&
              h == 345,
          "16 Plus 345");
    CHECK(safearea_device_keyboard_height(&h, NULL, se, SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT, NULL, 0) == SAFEAREA_OK &&
              h == 206,
          "SE 3 landscape 206");
    CHECK(safearea_device_keyboard_height(&h, NULL, pad13, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, NULL, 0) ==
                  SAFEAREA_OK &&
              h == 498,
          "iPad Pro 13 M5 landscape 498");
    /* iPhone 15 Pro on iOS 26: carried from iPhone 16 (same 393x852 @3 panel, 55-pt corners). */
    CHECK(safearea_device_keyboard_height(&h, &p, p15, SAFEAREA_ORIENTATION_PORTRAIT, "26.0", 0) == SAFEAREA_OK &&
              h == 335 && p.kind == SAFEAREA_PROVENANCE_DERIVED && strstr(p.basis, "iPhone 16") != NULL,
          "15 Pro derived 335");
    CHECK(safearea_device_keyboard_height(&h, NULL, p15, SAFEAREA_ORIENTATION_PORTRAIT, "26.0", SAFEAREA_STRICT) ==
                  SAFEAREA_E_OS_VERSION &&
              strstr(safearea_last_error_message(), "derived") != NULL,
          "strict refuses the derived keyboard");
    /* iOS 17.0 on the 15 Pro: carried from react-native-keyboard-controller's 17.5 run (MODEL.md §10). */
    CHECK(safearea_device_keyboard_height(&h, &p, p15, SAFEAREA_ORIENTATION_PORTRAIT, "17.0", 0) == SAFEAREA_OK &&
              h == 336 && p.kind == SAFEAREA_PROVENANCE_DERIVED && strstr(p.basis, "17.5") != NULL,
          "iOS 17.0 carried from 17.5 (got %g)", h);
    CHECK(safearea_device_keyboard_height(&h, NULL, x, SAFEAREA_ORIENTATION_PORTRAIT_UPSIDE_DOWN, NULL, 0) ==
              SAFEAREA_E_UNSUPPORTED_ORIENTATION,
          "orientation");
    CHECK(safearea_device_keyboard_height(NULL, NULL, pro, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) ==
              SAFEAREA_E_NULL_ARGUMENT,
          "NULL out");
    CHECK(safearea_device_keyboard_height(&h, NULL, NULL, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) ==
              SAFEAREA_E_NULL_ARGUMENT,
          "NULL device");
    CHECK(safearea_device_keyboard_height(&h, NULL, pro, SAFEAREA_ORIENTATION_PORTRAIT, NULL,
                                          SAFEAREA_STATUS_BAR_HIDDEN) == SAFEAREA_E_INVALID_ARGUMENT,
          "only the strict and predictive flags");
    CHECK(safearea_device_keyboard_height(&h, NULL, pro, SAFEAREA_ORIENTATION_PORTRAIT, "17.0", 0) ==
              SAFEAREA_E_OS_VERSION,
          "before the device");
}

/* Display Zoom: sizes from two public tables (alpatiev/swift_tools, atommclain/dot-files), scale unchanged,
 * nativeScale = native pixels / zoomed points (qiita.com/rseki: iPhone 8 zoomed 2.34375, iPhone 13 Pro 3.65625). */
static void test_display_zoom(void) {
    const safearea_device *eight = find("iPhone 8"), *pro13 = find("iPhone 13 Pro"), *max = find("iPhone 16 Pro Max");
    const safearea_device *zoomed = NULL, *again = NULL, *by_name = NULL;
    safearea_device_info info;
    safearea_insets in;
    safearea_provenance p;
    size_t i, count = safearea_device_count();
    CHECK(safearea_device_zoomed(&zoomed, eight) == SAFEAREA_OK &&
              safearea_device_get_info(&info, zoomed) == SAFEAREA_OK && info.width == 320 && info.height == 568 &&
              info.scale == 2 && info.native_scale == 2.34375 && info.display_zoom == 1,
          "iPhone 8 zoomed 320x568 @2, nativeScale 2.34375 (got %gx%g @%g %g)", info.width, info.height, info.scale,
          info.native_scale);
    CHECK(strcmp(safearea_device_name(zoomed), "iPhone 8 (Display Zoom)") == 0, "name %s",
          safearea_device_name(zoomed));
    CHECK(safearea_device_find(&by_name, "iphone 8 (display zoom)") == SAFEAREA_OK && by_name == zoomed,
          "findable by name");
    CHECK(safearea_device_zoomed(&again, eight) == SAFEAREA_OK && again == zoomed, "one handle per variant");
    CHECK(safearea_device_safe_area(&in, zoomed, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) == SAFEAREA_OK &&
              in.top == 20 && in.bottom == 0,
          "home-button status bar 20 at every zoom");
    CHECK(safearea_device_safe_area(&in, zoomed, SAFEAREA_ORIENTATION_PORTRAIT, NULL, SAFEAREA_STRICT) ==
              SAFEAREA_E_OS_VERSION,
          "strict refuses");
    CHECK(safearea_device_provenance(&p, zoomed, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) == SAFEAREA_OK &&
              p.kind == SAFEAREA_PROVENANCE_DERIVED && strstr(p.basis, "Display Zoom") != NULL,
          "derived");
    CHECK(safearea_device_get_info(&info, eight) == SAFEAREA_OK && info.native_scale == 2 && info.display_zoom == 0,
          "iPhone 8 itself");
    CHECK(safearea_device_zoomed(&zoomed, pro13) == SAFEAREA_OK &&
              safearea_device_get_info(&info, zoomed) == SAFEAREA_OK && info.width == 320 && info.height == 693 &&
              info.scale == 3 && info.native_scale == 3.65625,
          "13 Pro zoomed");
    /* Insets scaled by 320/390 from the measured 47/34 (dimmmensions iOS 16.2): 38.56 -> 39, 27.9 -> 28. */
    CHECK(safearea_device_safe_area(&in, zoomed, SAFEAREA_ORIENTATION_PORTRAIT, "16.2", 0) == SAFEAREA_OK &&
              in.top == 39 && in.bottom == 28,
          "13 Pro zoomed insets (%g, %g)", in.top, in.bottom);
    CHECK(safearea_device_zoomed(&zoomed, max) == SAFEAREA_OK &&
              safearea_device_get_info(&info, zoomed) == SAFEAREA_OK && info.width == 375 && info.height == 812,
          "16 Pro Max zoomed 375x812");
    CHECK(safearea_device_zoomed(&again, zoomed) == SAFEAREA_E_INVALID_ARGUMENT &&
              strstr(safearea_last_error_message(), "already") != NULL,
          "a variant has no variant");
    CHECK(safearea_device_zoomed(&zoomed, find("iPad (A16)")) == SAFEAREA_E_INVALID_ARGUMENT &&
              strstr(safearea_last_error_message(), "only iPhones") != NULL,
          "iPads have no Display Zoom");
    CHECK(safearea_device_zoomed(&zoomed, find("iPhone X")) == SAFEAREA_OK &&
              safearea_device_get_info(&info, zoomed) == SAFEAREA_OK && info.os_min == 140000,
          "iPhone X: Display Zoom from iOS 14");
    CHECK(safearea_device_zoomed(NULL, eight) == SAFEAREA_E_NULL_ARGUMENT &&
              safearea_device_zoomed(&zoomed, NULL) == SAFEAREA_E_NULL_ARGUMENT,
          "NULL");
    CHECK(safearea_device_zoomed(&zoomed, (const safearea_device *)&info) == SAFEAREA_E_UNKNOWN_HANDLE,
          "unknown handle");
    /* Every iPhone of the catalog has a variant but the iPhone Duo's displays, whose sizes are in no
     * public Display Zoom table; none is listed by safearea_device_at. */
    for (i = 0; i < count; i++) {
        const safearea_device *d = NULL;
        safearea_display_role role = SAFEAREA_DISPLAY_SINGLE;
        safearea_device_at(&d, i);
        safearea_device_get_info(&info, d);
        safearea_device_display(&role, NULL, d);
        CHECK(info.display_zoom == 0, "listed devices are not zoomed");
        if (info.family == SAFEAREA_FAMILY_PHONE && role == SAFEAREA_DISPLAY_SINGLE) {
            CHECK(safearea_device_zoomed(&zoomed, d) == SAFEAREA_OK, "%s has a variant", safearea_device_name(d));
        } else if (info.family == SAFEAREA_FAMILY_PHONE) {
            CHECK(safearea_device_zoomed(&zoomed, d) == SAFEAREA_E_INVALID_ARGUMENT &&
                      strstr(safearea_last_error_message(), "is in no public Display Zoom table") != NULL,
                  "%s has no variant", safearea_device_name(d));
        }
    }
}

static void test_provenance_arguments(void) {
    const safearea_device *x = find("iPhone X");
    safearea_provenance p;
    CHECK(safearea_device_provenance(NULL, x, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) == SAFEAREA_E_NULL_ARGUMENT,
          "NULL out");
    CHECK(safearea_device_provenance(&p, NULL, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) == SAFEAREA_E_NULL_ARGUMENT,
          "NULL device");
    CHECK(safearea_device_provenance(&p, (const safearea_device *)&p, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) ==
              SAFEAREA_E_UNKNOWN_HANDLE,
          "handle");
    CHECK(safearea_device_provenance(&p, x, SAFEAREA_ORIENTATION_PORTRAIT_UPSIDE_DOWN, NULL, 0) ==
              SAFEAREA_E_UNSUPPORTED_ORIENTATION,
          "orientation");
    CHECK(safearea_device_provenance(&p, x, SAFEAREA_ORIENTATION_PORTRAIT, "17.0", 0) == SAFEAREA_E_OS_VERSION,
          "outside its life");
    CHECK(safearea_device_provenance(&p, x, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 1u << 6) ==
              SAFEAREA_E_INVALID_ARGUMENT,
          "unknown flag");
    CHECK(safearea_device_provenance(&p, x, SAFEAREA_ORIENTATION_PORTRAIT, "12.4", 0) == SAFEAREA_OK &&
              p.kind == SAFEAREA_PROVENANCE_MEASURED && strstr(p.source, "unity") != NULL,
          "iPhone X on iOS 12: Unity's definition (%s)", p.source);
    CHECK(strcmp(safearea_provenance_kind_string(SAFEAREA_PROVENANCE_MEASURED), "measured") == 0 &&
              strcmp(safearea_provenance_kind_string(SAFEAREA_PROVENANCE_DOCUMENTED), "documented") == 0 &&
              strcmp(safearea_provenance_kind_string(SAFEAREA_PROVENANCE_DERIVED), "derived") == 0 &&
              safearea_provenance_kind_string((safearea_provenance_kind)3) == NULL,
          "provenance names");
}

static void test_golden_errors(void) {
    size_t i;
    for (i = 0; i < ARRAY_COUNT(error_cases); i++) {
        const struct error_case *c = &error_cases[i];
        const safearea_device *device = NULL;
        safearea_orientation orientation;
        safearea_insets in = {-1, -1, -1, -1};
        int want = status_named(c->status), rc;
        safearea_orientation_from_string(&orientation, c->orientation);
        rc = safearea_device_find(&device, c->device);
        if (rc == SAFEAREA_OK) {
            rc = safearea_device_safe_area(&in, device, orientation, c->os, c->flags);
        }
        CHECK(rc == want && in.top == -1, "%s %s %s: got %d want %s", c->device, c->orientation,
              c->os ? c->os : "newest", rc, c->status);
        CHECK(strlen(safearea_last_error_message()) > 0, "message for %s", c->device);
    }
}

static void test_safe_area_bad_arguments(void) {
    const safearea_device *x = find("iPhone X");
    safearea_insets in = {-1, -1, -1, -1};
    CHECK(safearea_device_safe_area(NULL, x, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) == SAFEAREA_E_NULL_ARGUMENT,
          "NULL out");
    CHECK(safearea_device_safe_area(&in, NULL, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) == SAFEAREA_E_NULL_ARGUMENT,
          "NULL device");
    CHECK(safearea_device_safe_area(&in, (const safearea_device *)&in, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) ==
              SAFEAREA_E_UNKNOWN_HANDLE,
          "unknown handle");
    CHECK(safearea_device_safe_area(&in, x, (safearea_orientation)4, NULL, 0) == SAFEAREA_E_INVALID_ARGUMENT,
          "orientation 4");
    CHECK(safearea_device_safe_area(&in, x, (safearea_orientation)-1, NULL, 0) == SAFEAREA_E_INVALID_ARGUMENT,
          "orientation -1");
    CHECK(safearea_device_safe_area(&in, x, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 1u << 5) ==
              SAFEAREA_E_INVALID_ARGUMENT,
          "unknown flag");
    CHECK(strstr(safearea_last_error_message(), "0x20") != NULL, "flag message");
    CHECK(safearea_device_safe_area(&in, x, SAFEAREA_ORIENTATION_PORTRAIT_UPSIDE_DOWN, NULL, 0) ==
              SAFEAREA_E_UNSUPPORTED_ORIENTATION,
          "upside down");
    CHECK(strstr(safearea_last_error_message(), "Face ID") != NULL, "%s", safearea_last_error_message());
    CHECK(safearea_device_safe_area(&in, x, SAFEAREA_ORIENTATION_PORTRAIT, "17.0", 0) == SAFEAREA_E_OS_VERSION,
          "beyond os_max");
    CHECK(strstr(safearea_last_error_message(), "iOS 11.0 to 16") != NULL, "%s", safearea_last_error_message());
    CHECK(in.top == -1 && in.left == -1, "out unchanged on failure");
}

static void test_info_and_ranges(void) {
    safearea_device_info info;
    safearea_os_range range;
    const char *alias = NULL;
    const safearea_device *mini = find("iPhone 12 mini"), *x = find("iPhone X"), *pro = find("iPhone 16 Pro"),
                          *tv = find("Apple TV 4K");
    CHECK(safearea_device_get_info(&info, mini) == SAFEAREA_OK, "info");
    CHECK(info.family == SAFEAREA_FAMILY_PHONE && info.width == 375 && info.height == 812 && info.scale == 3,
          "mini size");
    /* Apple's tech specs: 2340x1080 panel; rendered @3 and downsampled (MODEL.md §1 warns about 2.88). */
    CHECK(info.native_width == 1080 && info.native_height == 2340, "%u x %u", info.native_width, info.native_height);
    CHECK(info.corner_radius == 44 && info.housing == SAFEAREA_HOUSING_NOTCH && info.home_indicator == 1, "mini facts");
    CHECK(info.orientations == ((1u << SAFEAREA_ORIENTATION_PORTRAIT) | (1u << SAFEAREA_ORIENTATION_LANDSCAPE_LEFT) |
                                (1u << SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT)),
          "orientations %u", info.orientations);
    CHECK(info.os_min == 140100, "os_min %u", info.os_min);
    CHECK(safearea_device_get_info(&info, x) == SAFEAREA_OK && info.housing_measured == 1, "X notch measured");
    CHECK(fabs(info.housing_rect.x - 250.0 / 3) < 0.01 && fabs(info.housing_rect.height - 30) < 0.01, "Unity X cutout");
    CHECK(info.os_max == 169999, "X os_max %u", info.os_max);
    CHECK(safearea_device_get_info(&info, pro) == SAFEAREA_OK && info.housing == SAFEAREA_HOUSING_DYNAMIC_ISLAND,
          "island");
    /* sketchain/Husk@1fece9f IslandEstimate.swift: a real iPhone 16 Pro's exclusion area {138.333, 14, 125, 36.667}. */
    CHECK(info.housing_rect.width == 125 && fabs(info.housing_rect.height - 36.667) < 0.001 &&
              info.housing_rect.y == 14 && info.housing_measured == 1,
          "island 125x36.667 at 14");
    CHECK(info.home_indicator_rect.width == 145, "home indicator glyph %g", info.home_indicator_rect.width);
    CHECK(safearea_device_get_info(&info, tv) == SAFEAREA_OK && info.family == SAFEAREA_FAMILY_TV && info.width == 1920,
          "tv");
    CHECK(safearea_device_get_info(NULL, x) == SAFEAREA_E_NULL_ARGUMENT, "NULL out");
    CHECK(safearea_device_get_info(&info, NULL) == SAFEAREA_E_NULL_ARGUMENT, "NULL device");

    CHECK(safearea_device_alias_count(mini) == 1, "alias count");
    CHECK(safearea_device_alias_at(&alias, mini, 0) == SAFEAREA_OK && strcmp(alias, "iPhone13,1") == 0, "alias");
    CHECK(safearea_device_alias_at(&alias, mini, 1) == SAFEAREA_E_INDEX_OUT_OF_RANGE, "alias past end");
    CHECK(safearea_device_alias_at(NULL, mini, 0) == SAFEAREA_E_NULL_ARGUMENT, "alias NULL out");
    CHECK(safearea_device_alias_count(NULL) == 0, "alias count NULL");
    CHECK(safearea_device_alias_at(&alias, NULL, 0) == SAFEAREA_E_NULL_ARGUMENT, "alias NULL device");

    {
        const safearea_device *xr = find("iPhone XR");
        /* MODEL.md §1: XR top 44 up to iOS 13, 48 from iOS 14. */
        CHECK(safearea_device_os_range_count(xr) == 2, "XR ranges");
        CHECK(safearea_device_os_range_at(&range, xr, 0) == SAFEAREA_OK && range.min == 120000 && range.max == 139999,
              "%u-%u", range.min, range.max);
        CHECK(safearea_device_os_range_at(&range, xr, 1) == SAFEAREA_OK && range.min == 140000 && range.max == 189999,
              "%u-%u", range.min, range.max);
        CHECK(safearea_device_os_range_at(&range, xr, 2) == SAFEAREA_E_INDEX_OUT_OF_RANGE, "range past end");
        CHECK(safearea_device_os_range_at(NULL, xr, 0) == SAFEAREA_E_NULL_ARGUMENT, "range NULL");
        CHECK(safearea_device_os_range_count(NULL) == 0, "range count NULL");
    }
}

static void test_resolve_edge_size(void) {
    safearea_os_version v = 0;
    safearea_edge edge = SAFEAREA_EDGE_NONE;
    double w = 0, h = 0;
    const safearea_device *x = find("iPhone X"), *eight = find("iPhone 8"), *tv = find("Apple TV HD");
    CHECK(safearea_device_resolve_os_version(&v, x, SAFEAREA_ORIENTATION_PORTRAIT, NULL) == SAFEAREA_OK && v == 160000,
          "newest %u", v);
    CHECK(safearea_device_resolve_os_version(&v, x, SAFEAREA_ORIENTATION_PORTRAIT, "12.4") == SAFEAREA_OK &&
              v == 120400,
          "%u", v);
    CHECK(safearea_device_resolve_os_version(&v, x, SAFEAREA_ORIENTATION_PORTRAIT, "27") == SAFEAREA_E_OS_VERSION,
          "too new");
    CHECK(safearea_device_resolve_os_version(&v, x, SAFEAREA_ORIENTATION_PORTRAIT_UPSIDE_DOWN, NULL) ==
              SAFEAREA_E_UNSUPPORTED_ORIENTATION,
          "upside");
    CHECK(safearea_device_resolve_os_version(NULL, x, SAFEAREA_ORIENTATION_PORTRAIT, NULL) == SAFEAREA_E_NULL_ARGUMENT,
          "NULL");
    CHECK(safearea_device_housing_edge(&edge, x, SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT) == SAFEAREA_OK &&
              edge == SAFEAREA_EDGE_LEFT,
          "right -> left");
    CHECK(safearea_device_housing_edge(&edge, x, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT) == SAFEAREA_OK &&
              edge == SAFEAREA_EDGE_RIGHT,
          "left -> right");
    CHECK(safearea_device_housing_edge(&edge, x, SAFEAREA_ORIENTATION_PORTRAIT) == SAFEAREA_OK &&
              edge == SAFEAREA_EDGE_TOP,
          "portrait -> top");
    CHECK(safearea_device_housing_edge(&edge, eight, SAFEAREA_ORIENTATION_PORTRAIT) == SAFEAREA_OK &&
              edge == SAFEAREA_EDGE_NONE,
          "none");
    CHECK(safearea_device_housing_edge(NULL, x, SAFEAREA_ORIENTATION_PORTRAIT) == SAFEAREA_E_NULL_ARGUMENT, "NULL");
    CHECK(safearea_device_housing_edge(&edge, x, (safearea_orientation)7) == SAFEAREA_E_INVALID_ARGUMENT,
          "bad orientation");
    CHECK(safearea_device_screen_size(&w, &h, x, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT) == SAFEAREA_OK && w == 812 &&
              h == 375,
          "landscape size");
    CHECK(safearea_device_screen_size(&w, &h, tv, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT) == SAFEAREA_OK && w == 1920 &&
              h == 1080,
          "tv size");
    CHECK(safearea_device_screen_size(&w, &h, tv, SAFEAREA_ORIENTATION_PORTRAIT) == SAFEAREA_E_UNSUPPORTED_ORIENTATION,
          "tv portrait");
    CHECK(safearea_device_screen_size(NULL, &h, x, SAFEAREA_ORIENTATION_PORTRAIT) == SAFEAREA_E_NULL_ARGUMENT,
          "NULL w");
    CHECK(safearea_device_screen_size(&w, NULL, x, SAFEAREA_ORIENTATION_PORTRAIT) == SAFEAREA_E_NULL_ARGUMENT,
          "NULL h");
}

static void test_unsafe_regions(void) {
    safearea_region regions[16];
    size_t count = 0, i;
    int housing = 0, corners = 0, home = 0;
    const safearea_device *x = find("iPhone X"), *eight = find("iPhone 8");
    CHECK(safearea_device_unsafe_regions(NULL, 0, &count, x, SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT, NULL, 0) ==
              SAFEAREA_E_BUFFER_TOO_SMALL,
          "size query");
    CHECK(count == 8, "X landscape: housing, 4 corners, home indicator, left and right bands: %zu", count);
    CHECK(safearea_device_unsafe_regions(regions, 2, &count, x, SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT, NULL, 0) ==
              SAFEAREA_E_BUFFER_TOO_SMALL,
          "small");
    CHECK(safearea_device_unsafe_regions(regions, 16, &count, x, SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT, NULL, 0) ==
              SAFEAREA_OK,
          "fits");
    for (i = 0; i < count; i++) {
        switch (regions[i].kind) {
        case SAFEAREA_REGION_HOUSING:
            housing++;
            /* Unity iPhone X, landscape with the home button right: cutout x 0, width 90 px @3. */
            CHECK(regions[i].edge == SAFEAREA_EDGE_LEFT && regions[i].physical == 1 && regions[i].rect.x == 0,
                  "housing on the left");
            CHECK(fabs(regions[i].rect.width - 30) < 0.01 && fabs(regions[i].rect.height - 625.0 / 3) < 0.01,
                  "cutout size");
            break;
        case SAFEAREA_REGION_CORNER:
            corners++;
            CHECK(regions[i].corner_radius == 39 && regions[i].physical == 1, "BezelKit radius 39");
            break;
        case SAFEAREA_REGION_HOME_INDICATOR:
            home++;
            CHECK(regions[i].rect.height == 21 && regions[i].rect.y == 375 - 21 && regions[i].physical == 0,
                  "bottom band 21");
            break;
        default:
            break;
        }
    }
    CHECK(housing == 1 && corners == 4 && home == 1, "%d %d %d", housing, corners, home);
    CHECK(safearea_device_unsafe_regions(regions, 16, &count, eight, SAFEAREA_ORIENTATION_PORTRAIT, NULL,
                                         SAFEAREA_STATUS_BAR_HIDDEN) == SAFEAREA_OK &&
              count == 0,
          "iPhone 8 without status bar has no unsafe region");
    CHECK(safearea_device_unsafe_regions(regions, 16, &count, eight, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) ==
                  SAFEAREA_OK &&
              count == 1 && regions[0].kind == SAFEAREA_REGION_STATUS_BAR && regions[0].rect.height == 20,
          "status bar band");
    CHECK(safearea_device_unsafe_regions(regions, 16, NULL, x, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) ==
              SAFEAREA_E_NULL_ARGUMENT,
          "NULL count");
    CHECK(safearea_device_unsafe_regions(NULL, 4, &count, x, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) ==
              SAFEAREA_E_NULL_ARGUMENT,
          "NULL out with capacity");
    CHECK(safearea_device_unsafe_regions(regions, 16, &count, x, SAFEAREA_ORIENTATION_PORTRAIT_UPSIDE_DOWN, NULL, 0) ==
              SAFEAREA_E_UNSUPPORTED_ORIENTATION,
          "upside");
}

static void test_json_profiles(const char *fixtures) {
    char path[1024], *text, *buffer;
    size_t length = 0, needed = 0, i;
    safearea_device *pixel = NULL, *again = NULL;
    safearea_insets in;
    safearea_device_info info;

    snprintf(path, sizeof path, "%s/profiles/google-pixel-9.json", fixtures);
    text = read_file(path, &length);
    CHECK(text != NULL, "read %s", path);
    if (text == NULL)
        return;
    CHECK(safearea_device_from_json(&pixel, text, length) == SAFEAREA_OK && pixel != NULL, "load Pixel 9");
    free(text);
    CHECK(strcmp(safearea_device_name(pixel), "Pixel 9") == 0, "name");
    /* flutter_device_preview google-pixel-9: portrait 54/0/24/0, landscape 52/0/24/0. */
    CHECK(safearea_device_safe_area(&in, pixel, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) == SAFEAREA_OK &&
              in.top == 54 && in.bottom == 24,
          "pixel portrait");
    CHECK(safearea_device_safe_area(&in, pixel, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, NULL, 0) == SAFEAREA_OK &&
              in.top == 52 && in.left == 0,
          "pixel landscape");
    CHECK(safearea_device_get_info(&info, pixel) == SAFEAREA_OK && info.housing == SAFEAREA_HOUSING_PUNCH_HOLE &&
              info.scale == 2.625,
          "pixel info");

    /* to_json: size query, too small, exact, then load the output again. */
    CHECK(safearea_device_to_json(NULL, 0, &needed, pixel) == SAFEAREA_E_BUFFER_TOO_SMALL && needed > 100,
          "size query %zu", needed);
    buffer = malloc(needed + 1);
    CHECK(safearea_device_to_json(buffer, needed, &length, pixel) == SAFEAREA_E_BUFFER_TOO_SMALL, "no room for NUL");
    CHECK(safearea_device_to_json(buffer, needed + 1, &length, pixel) == SAFEAREA_OK && length == needed &&
              buffer[needed] == '\0',
          "exact");
    CHECK(safearea_device_from_json(&again, buffer, length) == SAFEAREA_OK, "round trip");
    CHECK(safearea_device_safe_area(&in, again, SAFEAREA_ORIENTATION_PORTRAIT, "15", 0) == SAFEAREA_OK && in.top == 54,
          "round trip insets");
    free(buffer);
    CHECK(safearea_device_to_json(NULL, 10, &length, pixel) == SAFEAREA_E_NULL_ARGUMENT, "NULL buffer with capacity");
    {
        char small[10];
        CHECK(safearea_device_to_json(small, sizeof small, NULL, pixel) == SAFEAREA_E_NULL_ARGUMENT, "NULL length");
    }

    /* Every built-in profile writes JSON that loads back. */
    for (i = 0; i < safearea_device_count(); i++) {
        const safearea_device *device = NULL;
        safearea_device *copy = NULL;
        safearea_device_at(&device, i);
        safearea_device_to_json(NULL, 0, &needed, device);
        buffer = malloc(needed + 1);
        CHECK(safearea_device_to_json(buffer, needed + 1, &length, device) == SAFEAREA_OK, "to_json %zu", i);
        CHECK(safearea_device_from_json(&copy, buffer, length) == SAFEAREA_OK, "from_json %s",
              safearea_device_name(device));
        CHECK(strcmp(safearea_device_name(copy), safearea_device_name(device)) == 0, "name %zu", i);
        safearea_device_free(copy);
        free(buffer);
    }

    safearea_device_free(again);
    safearea_device_free(pixel);
    /* Freed handles are unknown, not dereferenced. */
    CHECK(safearea_device_safe_area(&in, pixel, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) == SAFEAREA_E_UNKNOWN_HANDLE,
          "use after free");
    CHECK(safearea_device_name(pixel) == NULL, "name after free");
    safearea_device_free(pixel); /* double free: ignored, message set */
    CHECK(strstr(safearea_last_error_message(), "not a live") != NULL, "%s", safearea_last_error_message());
    safearea_device_free(NULL);
    {
        const safearea_device *builtin = find("iPhone X");
        safearea_device_free((safearea_device *)builtin); /* ignored */
        CHECK(safearea_device_name(builtin) != NULL, "built-in survives free");
    }
}

static void test_bad_profiles(void) {
    size_t i;
    safearea_device *device = (safearea_device *)0x1;
    for (i = 0; i < ARRAY_COUNT(bad_profile_cases); i++) {
        const struct profile_case *c = &bad_profile_cases[i];
        int rc = safearea_device_from_json(&device, c->json, strlen(c->json));
        CHECK(rc == SAFEAREA_E_INVALID_PROFILE || rc == SAFEAREA_E_LIMIT_EXCEEDED, "%s -> %d", c->json, rc);
        CHECK(strstr(safearea_last_error_message(), c->message) != NULL, "'%s' lacks '%s'",
              safearea_last_error_message(), c->message);
        CHECK(device == (safearea_device *)0x1, "out unchanged");
    }
    CHECK(safearea_device_from_json(NULL, "{}", 2) == SAFEAREA_E_NULL_ARGUMENT, "NULL out");
    CHECK(safearea_device_from_json(&device, NULL, 2) == SAFEAREA_E_NULL_ARGUMENT, "NULL json");
    CHECK(safearea_device_from_json(&device, "{}", (size_t)SAFEAREA_MAX_PROFILE_JSON_BYTES + 1) ==
              SAFEAREA_E_LIMIT_EXCEEDED,
          "too long");
    CHECK(safearea_device_from_json(&device, "{}", (size_t)-1) == SAFEAREA_E_LIMIT_EXCEEDED, "SIZE_MAX");
    {
        /* Deep nesting is refused before parsing. */
        size_t depth = 100000, k;
        char *deep = malloc(2 * depth + 1);
        for (k = 0; k < depth; k++) {
            deep[k] = '[';
            deep[depth + k] = ']';
        }
        deep[2 * depth] = '\0';
        CHECK(safearea_device_from_json(&device, deep, 2 * depth) == SAFEAREA_E_LIMIT_EXCEEDED, "deep");
        free(deep);
    }
    {
        /* Embedded NUL and invalid UTF-8 are errors, not crashes. */
        static const char with_nul[] = "{\"name\": \"a\0b\"}";
        static const char bad_utf8[] = "{\"name\": \"\xff\xfe\"}";
        int rc = safearea_device_from_json(&device, with_nul, sizeof with_nul - 1);
        CHECK(rc == SAFEAREA_E_INVALID_PROFILE, "NUL inside JSON: %d", rc);
        rc = safearea_device_from_json(&device, bad_utf8, sizeof bad_utf8 - 1);
        CHECK(rc == SAFEAREA_E_INVALID_PROFILE, "bad UTF-8: %d", rc);
    }
}

/* RFC 8259 conformance of profiles, designs and scenes (Tests/fixtures/json_conformance.json):
 * each document kind has its own status, and each message names the path, line and column. */
static void test_json_conformance(void) {
    size_t i;
    for (i = 0; i < ARRAY_COUNT(json_cases); i++) {
        const struct json_case *c = &json_cases[i];
        int rc;
        if (strcmp(c->document, "profile") == 0) {
            safearea_device *device = NULL;
            rc = safearea_device_from_json(&device, c->bytes, c->length);
            safearea_device_free(device);
        } else if (strcmp(c->document, "design") == 0) {
            safearea_report *report = NULL;
            rc = safearea_audit(&report, c->bytes, c->length, NULL, NULL, NULL, 0);
            safearea_report_free(report);
        } else {
            size_t length = 0;
            rc = safearea_swiftui_layout(NULL, 0, &length, c->bytes, c->length);
        }
        CHECK(rc == c->status, "%s: status %d, expected %d", c->name, rc, c->status);
        CHECK(strcmp(safearea_last_error_message(), c->message) == 0, "%s: '%s', expected '%s'", c->name,
              safearea_last_error_message(), c->message);
    }
    CHECK(strcmp(safearea_status_string(SAFEAREA_E_INVALID_DESIGN), "the design is invalid") == 0, "design status");
    CHECK(strcmp(safearea_status_string(SAFEAREA_E_INVALID_SCENE), "the SwiftUI scene is invalid") == 0,
          "scene status");
}

/* Thread safety (header: the catalog is shared freely; messages are per thread). */
#define THREADS       8
#define THREAD_ROUNDS 40

typedef struct {
    int index;
    const char *profile_json;
    size_t profile_length;
    const double *expected;       /* single-threaded results, 4 per (device, orientation) */
    const double *expected_trees; /* TREE_RESULTS per device */
    int mismatches, errors;
} thread_job;

static void all_insets(double *out) {
    size_t i;
    int o;
    for (i = 0; i < safearea_device_count(); i++) {
        const safearea_device *device = NULL;
        safearea_device_at(&device, i);
        for (o = 0; o < 4; o++) {
            safearea_insets in = {-1, -1, -1, -1};
            safearea_device_safe_area(&in, device, (safearea_orientation)o, NULL, (unsigned)(i & 1));
            out[(i * 4 + (size_t)o) * 4 + 0] = in.top;
            out[(i * 4 + (size_t)o) * 4 + 1] = in.left;
            out[(i * 4 + (size_t)o) * 4 + 2] = in.bottom;
            out[(i * 4 + (size_t)o) * 4 + 3] = in.right;
        }
    }
}

/* A thread's own tree and audit: per device, a root controller with a subview at (0, 20)
 * 200 x 100 after layout (its 4 insets), plus an audit's error and warning counts on it. */
#define TREE_RESULTS 6
static const char thread_design[] =
    "{\"elements\": [{\"id\": \"title\", \"role\": \"text\", \"frame\": [10, 10, 200, 30]},"
    "{\"id\": \"go\", \"role\": \"control\", \"frame\": [10, 200, 80, 40]}]}";

static int tree_and_audit(double *out, size_t device_index) {
    const safearea_device *device = NULL;
    safearea_tree *tree = NULL;
    safearea_node root = 0, view = 0, sub = 0;
    safearea_rect frame = {0, 20, 200, 100};
    safearea_insets in = {-1, -1, -1, -1};
    safearea_report *report = NULL;
    size_t errors = 0, warnings = 0;
    const char *orientation = "portrait";
    int bad = 0;
    bad |= safearea_device_at(&device, device_index) != SAFEAREA_OK;
    if (bad)
        return 1;
    if (safearea_tree_new(&tree, device, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) != SAFEAREA_OK) {
        orientation = "landscape_left"; /* Apple TV */
        if (safearea_tree_new(&tree, device, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, NULL, 0) != SAFEAREA_OK)
            return 1;
    }
    bad |= safearea_controller_new(&root, tree, SAFEAREA_CONTROLLER_PLAIN, 0) != SAFEAREA_OK;
    bad |= safearea_tree_set_root(tree, root) != SAFEAREA_OK;
    bad |= safearea_controller_view(&view, tree, root) != SAFEAREA_OK;
    bad |= safearea_view_new(&sub, tree, SAFEAREA_VIEW_PLAIN, frame) != SAFEAREA_OK;
    bad |= safearea_view_add_subview(tree, view, sub) != SAFEAREA_OK;
    bad |= safearea_tree_layout(tree) != SAFEAREA_OK;
    bad |= safearea_view_safe_area(&in, tree, sub) != SAFEAREA_OK;
    safearea_tree_free(tree);
    bad |= safearea_audit(&report, thread_design, sizeof thread_design - 1, safearea_device_name(device), orientation,
                          NULL, 0) != SAFEAREA_OK;
    bad |= safearea_report_counts(&errors, &warnings, NULL, report) != SAFEAREA_OK;
    safearea_report_free(report);
    out[0] = in.top;
    out[1] = in.left;
    out[2] = in.bottom;
    out[3] = in.right;
    out[4] = (double)errors;
    out[5] = (double)warnings;
    return bad;
}

static void *thread_main(void *arg) {
    thread_job *job = arg;
    size_t n = safearea_device_count() * 16, k;
    double *mine = malloc(n * sizeof *mine);
    char name[64], expected[128];
    int round;
    for (round = 0; round < THREAD_ROUNDS; round++) {
        const safearea_device *device = NULL;
        safearea_device *loaded = NULL;
        safearea_insets in;
        all_insets(mine);
        for (k = 0; k < n; k++) {
            if (mine[k] != job->expected[k])
                job->mismatches++;
        }
        /* A per-thread error message survives other threads' errors. */
        snprintf(name, sizeof name, "no such device %d-%d", job->index, round);
        snprintf(expected, sizeof expected, "no device named '%s'", name);
        if (safearea_device_find(&device, name) != SAFEAREA_E_DEVICE_NOT_FOUND)
            job->errors++;
        if (strncmp(safearea_last_error_message(), expected, strlen(expected)) != 0)
            job->errors++;
        /* Loaded profiles: load, query, free, concurrently. */
        if (safearea_device_from_json(&loaded, job->profile_json, job->profile_length) != SAFEAREA_OK)
            job->errors++;
        if (safearea_device_safe_area(&in, loaded, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) != SAFEAREA_OK ||
            in.top != 54)
            job->errors++;
        safearea_device_free(loaded);
        /* Its own tree and audit on one device per round. */
        {
            double got[TREE_RESULTS];
            size_t device_index = ((size_t)job->index * 7 + (size_t)round) % safearea_device_count();
            if (tree_and_audit(got, device_index) != 0)
                job->errors++;
            if (memcmp(got, job->expected_trees + device_index * TREE_RESULTS, sizeof got) != 0)
                job->mismatches++;
        }
    }
    free(mine);
    return NULL;
}

static void test_threads(const char *fixtures) {
    char path[1024];
    size_t length = 0, n = safearea_device_count() * 16;
    char *json;
    double *expected = malloc(n * sizeof *expected);
    double *trees = malloc(safearea_device_count() * TREE_RESULTS * sizeof *trees);
    size_t k;
    pthread_t threads[THREADS];
    thread_job jobs[THREADS];
    int t;
    snprintf(path, sizeof path, "%s/profiles/google-pixel-9.json", fixtures);
    json = read_file(path, &length);
    CHECK(json != NULL, "read %s", path);
    if (json == NULL)
        return;
    all_insets(expected);
    for (k = 0; k < safearea_device_count(); k++)
        CHECK(tree_and_audit(trees + k * TREE_RESULTS, k) == 0, "tree and audit on device %zu", k);
    /* Spot checks of the single-threaded reference: iPhone 15 Pro's subview at y 20 under a 59 pt
     * top inset keeps 39 pt of it (MODEL.md §2.1), and its title at y 10 runs into the Dynamic Island band. */
    {
        const safearea_device *pro = NULL;
        size_t i;
        safearea_device_find(&pro, "iPhone 15 Pro");
        for (i = 0; i < safearea_device_count(); i++) {
            const safearea_device *d = NULL;
            safearea_device_at(&d, i);
            if (d == pro) {
                CHECK(trees[i * TREE_RESULTS] == 39 && trees[i * TREE_RESULTS + 2] == 0, "15 Pro subview insets %g %g",
                      trees[i * TREE_RESULTS], trees[i * TREE_RESULTS + 2]);
                CHECK(trees[i * TREE_RESULTS + 4] + trees[i * TREE_RESULTS + 5] >= 1, "15 Pro audit findings");
            }
        }
    }
    for (t = 0; t < THREADS; t++) {
        jobs[t].index = t;
        jobs[t].profile_json = json;
        jobs[t].profile_length = length;
        jobs[t].expected = expected;
        jobs[t].expected_trees = trees;
        jobs[t].mismatches = jobs[t].errors = 0;
        CHECK(pthread_create(&threads[t], NULL, thread_main, &jobs[t]) == 0, "thread %d", t);
    }
    for (t = 0; t < THREADS; t++) {
        pthread_join(threads[t], NULL);
        CHECK(jobs[t].mismatches == 0, "thread %d: %d results differ from the single-threaded run", t,
              jobs[t].mismatches);
        CHECK(jobs[t].errors == 0, "thread %d: %d errors", t, jobs[t].errors);
    }
    free(expected);
    free(trees);
    free(json);
    for (t = 0; t < THREADS; t++) {
        if (jobs[t].mismatches || jobs[t].errors)
            return;
    }
    printf("threads: %d threads x %d rounds sharing the catalog, each loading profiles and driving its own trees and "
           "audits: "
           "results identical to the single-threaded run\n",
           THREADS, THREAD_ROUNDS);
}

/* Exports (MODEL.md §15): iPhone 14 is 390 x 844 pt at @3 with insets 47/0/34/0 in
 * portrait and 0/47/21/47 in landscape on iOS 16-18 (MODEL.md §1); the tests that
 * read landscape values ask for iOS 17. */
static char export_text[8192];

static int export_of(const safearea_device *device, safearea_export_format format, safearea_orientation orientation,
                     uint32_t flags) {
    size_t length = 0;
    export_text[0] = '\0';
    return safearea_device_export(export_text, sizeof export_text, &length, device, format, orientation, "17.0", flags);
}

static void test_exports(void) {
    const safearea_device *phone = find("iPhone 14"), *tv = find("Apple TV 4K");
    size_t length = 0;
    CHECK(strcmp(safearea_export_format_string(SAFEAREA_EXPORT_CDP), "cdp") == 0, "name");
    CHECK(strcmp(safearea_export_format_string(SAFEAREA_EXPORT_CSS), "css") == 0, "name");
    CHECK(strcmp(safearea_export_format_string(SAFEAREA_EXPORT_REACT_NATIVE), "react-native") == 0, "name");
    CHECK(strcmp(safearea_export_format_string(SAFEAREA_EXPORT_PLAYWRIGHT), "playwright") == 0, "name");
    CHECK(strcmp(safearea_export_format_string(SAFEAREA_EXPORT_FLUTTER_TEST), "flutter-test") == 0, "name");
    CHECK(strcmp(safearea_export_format_string(SAFEAREA_EXPORT_UNITY), "unity") == 0, "name");
    CHECK(strcmp(safearea_export_format_string(SAFEAREA_EXPORT_FLUTTER), "flutter") == 0, "name");
    CHECK(safearea_export_format_string((safearea_export_format)7) == NULL, "out of range");

    CHECK(export_of(phone, SAFEAREA_EXPORT_CDP, SAFEAREA_ORIENTATION_PORTRAIT, 0) == SAFEAREA_OK, "cdp");
    CHECK(strstr(export_text,
                 "\"Emulation.setDeviceMetricsOverride\": {\"width\": 390, \"height\": 844, \"deviceScaleFactor\": 3, "
                 "\"mobile\": true, \"screenWidth\": 390, \"screenHeight\": 844, "
                 "\"screenOrientation\": {\"type\": \"portraitPrimary\", \"angle\": 0}}") != NULL,
          "%s", export_text);
    CHECK(strstr(export_text,
                 "\"Emulation.setSafeAreaInsetsOverride\": {\"insets\": {\"top\": 47, \"topMax\": 47, \"left\": 0, "
                 "\"leftMax\": 0, \"bottom\": 34, \"bottomMax\": 34, \"right\": 0, \"rightMax\": 0}}") != NULL,
          "%s", export_text);
    CHECK(strstr(export_text, "\"Emulation.setTouchEmulationEnabled\": {\"enabled\": true, \"maxTouchPoints\": 5}") !=
              NULL,
          "%s", export_text);
    CHECK(export_of(phone, SAFEAREA_EXPORT_CDP, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, 0) == SAFEAREA_OK,
          "cdp landscape");
    CHECK(strstr(export_text, "\"width\": 844, \"height\": 390") != NULL &&
              strstr(export_text, "{\"type\": \"landscapeSecondary\", \"angle\": 270}") != NULL &&
              strstr(export_text,
                     "\"top\": 0, \"topMax\": 0, \"left\": 47, \"leftMax\": 47, \"bottom\": 21, \"bottomMax\": 21") !=
                  NULL,
          "%s", export_text);
    CHECK(export_of(phone, SAFEAREA_EXPORT_CDP, SAFEAREA_ORIENTATION_PORTRAIT, SAFEAREA_ALL_ORIENTATIONS) ==
              SAFEAREA_OK,
          "all");
    CHECK(strstr(export_text, "\"portrait\": {") != NULL && strstr(export_text, "\"landscape_left\": {") != NULL &&
              strstr(export_text, "\"landscape_right\": {") != NULL &&
              strstr(export_text, "portrait_upside_down") == NULL,
          "keyed by the orientations an iPhone 14 supports: %s", export_text);

    CHECK(export_of(phone, SAFEAREA_EXPORT_REACT_NATIVE, SAFEAREA_ORIENTATION_PORTRAIT, 0) == SAFEAREA_OK,
          "react-native");
    CHECK(strcmp(export_text, "{\"insets\": {\"top\": 47, \"right\": 0, \"bottom\": 34, \"left\": 0}, "
                              "\"frame\": {\"x\": 0, \"y\": 0, \"width\": 390, \"height\": 844}}\n") == 0,
          "%s", export_text);
    CHECK(export_of(phone, SAFEAREA_EXPORT_CSS, SAFEAREA_ORIENTATION_PORTRAIT, SAFEAREA_ALL_ORIENTATIONS) ==
              SAFEAREA_OK,
          "css");
    CHECK(strstr(export_text,
                 "@media (orientation: portrait) {\n  :root {\n    --safe-area-inset-top: 47px;\n    "
                 "--safe-area-inset-right: 0px;\n"
                 "    --safe-area-inset-bottom: 34px;\n    --safe-area-inset-left: 0px;\n  }\n}") != NULL &&
              strstr(export_text,
                     "@media (orientation: landscape) {\n  :root {\n    --safe-area-inset-top: 0px;\n    "
                     "--safe-area-inset-right: 47px;\n"
                     "    --safe-area-inset-bottom: 21px;\n    --safe-area-inset-left: 47px;\n  }\n}") != NULL,
          "%s", export_text);

    /* Bad input. */
    CHECK(
        export_of(phone, (safearea_export_format)9, SAFEAREA_ORIENTATION_PORTRAIT, 0) == SAFEAREA_E_INVALID_ARGUMENT &&
            strstr(safearea_last_error_message(), "cdp, css, react-native, playwright, flutter-test, unity, flutter") !=
                NULL,
        "unknown format lists the formats");
    /* Playwright: Mobile Safari 17.0 on an iPhone; the viewport is the whole screen. */
    CHECK(export_of(phone, SAFEAREA_EXPORT_PLAYWRIGHT, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, 0) == SAFEAREA_OK,
          "playwright");
    CHECK(strstr(export_text,
                 "\"userAgent\": \"Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 "
                 "(KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1\"") != NULL &&
              strstr(export_text, "\"viewport\": {\"width\": 844, \"height\": 390}") != NULL &&
              strstr(export_text, "\"screen\": {\"width\": 390, \"height\": 844}") != NULL &&
              strstr(export_text, "\"deviceScaleFactor\": 3") != NULL &&
              strstr(export_text, "\"defaultBrowserType\": \"chromium\"") != NULL,
          "%s", export_text);
    /* Playwright's key order (deviceDescriptorsSource.json): userAgent, screen, viewport. */
    CHECK(strstr(export_text, "\"screen\"") != NULL && strstr(export_text, "\"viewport\"") != NULL &&
              strstr(export_text, "\"screen\"") < strstr(export_text, "\"viewport\""),
          "screen before viewport: %s", export_text);
    /* cdp carries Safari's user agent and navigator.platform (Emulation.setUserAgentOverride). */
    CHECK(export_of(phone, SAFEAREA_EXPORT_CDP, SAFEAREA_ORIENTATION_PORTRAIT, 0) == SAFEAREA_OK &&
              strstr(export_text, "\"Emulation.setUserAgentOverride\": {\"userAgent\": \"Mozilla/5.0 (iPhone; CPU "
                                  "iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 "
                                  "Mobile/15E148 Safari/604.1\", \"platform\": \"iPhone\"}") != NULL,
          "cdp user agent: %s", export_text);
    /* An iPad: Safari on iPadOS 13+ sends the desktop-class (Macintosh) agent by default
     * (WWDC 2019 session 203; the shape of Playwright's "Desktop Safari" entry), the mobile
     * one with SAFEAREA_MOBILE_USER_AGENT. */
    {
        const safearea_device *pad = find("iPad Air (5th generation)");
        CHECK(export_of(pad, SAFEAREA_EXPORT_PLAYWRIGHT, SAFEAREA_ORIENTATION_PORTRAIT, 0) == SAFEAREA_OK &&
                  strstr(export_text,
                         "\"userAgent\": \"Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) "
                         "AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15\"") != NULL,
              "iPad desktop-class agent: %s", export_text);
        CHECK(export_of(pad, SAFEAREA_EXPORT_CDP, SAFEAREA_ORIENTATION_PORTRAIT, 0) == SAFEAREA_OK &&
                  strstr(export_text, "\"platform\": \"MacIntel\"") != NULL,
              "iPad desktop platform: %s", export_text);
        CHECK(export_of(pad, SAFEAREA_EXPORT_CDP, SAFEAREA_ORIENTATION_PORTRAIT, SAFEAREA_MOBILE_USER_AGENT) ==
                      SAFEAREA_OK &&
                  strstr(export_text, "\"userAgent\": \"Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) "
                                      "AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 "
                                      "Safari/604.1\", \"platform\": \"iPad\"") != NULL,
              "iPad mobile agent: %s", export_text);
    }
    /* tvOS: the web formats are refused for the platform, whatever the orientation (portrait,
     * which an Apple TV lacks, included), with a message saying so. */
    {
        const safearea_export_format web[] = {SAFEAREA_EXPORT_CDP, SAFEAREA_EXPORT_CSS, SAFEAREA_EXPORT_PLAYWRIGHT};
        const safearea_orientation sides[] = {SAFEAREA_ORIENTATION_PORTRAIT, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT};
        size_t f, o;
        for (f = 0; f < 3; f++)
            for (o = 0; o < 2; o++)
                CHECK(export_of(tv, web[f], sides[o], 0) == SAFEAREA_E_INVALID_ARGUMENT &&
                          strcmp(safearea_last_error_message(),
                                 "Apple TV 4K (3rd generation) runs tvOS, which has no web browser: the web formats "
                                 "(cdp, css, playwright) do not apply to tvOS") == 0,
                      "tvOS web format %d/%d: %s", (int)f, (int)o, safearea_last_error_message());
        CHECK(export_of(tv, SAFEAREA_EXPORT_CSS, SAFEAREA_ORIENTATION_PORTRAIT, SAFEAREA_ALL_ORIENTATIONS) ==
                  SAFEAREA_E_INVALID_ARGUMENT,
              "tvOS css, every orientation");
    }
    /* Flutter: physical pixels at @3 (390 x 844 pt -> 1170 x 2532; 47/34 pt -> 141/102). */
    CHECK(export_of(phone, SAFEAREA_EXPORT_FLUTTER_TEST, SAFEAREA_ORIENTATION_PORTRAIT, 0) == SAFEAREA_OK,
          "flutter-test");
    CHECK(strcmp(export_text, "{\"physicalSize\": {\"width\": 1170, \"height\": 2532}, \"devicePixelRatio\": 3, "
                              "\"padding\": {\"left\": 0, \"top\": 141, \"right\": 0, \"bottom\": 102}, "
                              "\"viewPadding\": {\"left\": 0, \"top\": 141, \"right\": 0, \"bottom\": 102}}\n") == 0,
          "%s", export_text);
    CHECK(export_of(tv, SAFEAREA_EXPORT_FLUTTER_TEST, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, 0) ==
              SAFEAREA_E_INVALID_ARGUMENT,
          "no Flutter on tvOS");
    /* Unity: Unity's own iPhone XR definition (iOS 12, status bar hidden as Unity apps have it):
     * 828 x 1792 px, 326 dpi; portrait safe area (0, 68, 828, 1636) and the notch (184, 1726, 460, 66)
     * with a bottom-left origin; Unity's LandscapeLeft (3) is UIKit's landscape_right. */
    {
        const safearea_device *xr = find("iPhone XR");
        size_t n = 0;
        CHECK(safearea_device_export(export_text, sizeof export_text, &n, xr, SAFEAREA_EXPORT_UNITY,
                                     SAFEAREA_ORIENTATION_PORTRAIT, "12.0",
                                     SAFEAREA_ALL_ORIENTATIONS | SAFEAREA_STATUS_BAR_HIDDEN) == SAFEAREA_OK,
              "unity");
        CHECK(strstr(export_text,
                     "\"width\": 828,\n            \"height\": 1792,\n            \"navigationBarHeight\": 0,\n"
                     "            \"dpi\": 326,") != NULL,
              "%s", export_text);
        CHECK(strstr(export_text, "\"orientation\": 1,\n                    \"safeArea\": {\n                        "
                                  "\"serializedVersion\": \"2\",\n"
                                  "                        \"x\": 0,\n                        \"y\": 68,\n             "
                                  "           \"width\": 828,\n"
                                  "                        \"height\": 1636\n") != NULL,
              "%s", export_text);
        CHECK(strstr(
                  export_text,
                  "\"x\": 184,\n                            \"y\": 1726,\n                            \"width\": 460,\n"
                  "                            \"height\": 66\n") != NULL,
              "notch: %s", export_text);
        CHECK(strstr(export_text, "\"deviceModel\": \"iPhone11,8\"") != NULL &&
                  strstr(export_text, "\"operatingSystem\": \"iOS 12.0\"") != NULL,
              "%s", export_text);
        CHECK(export_of(tv, SAFEAREA_EXPORT_UNITY, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, 0) ==
                  SAFEAREA_E_INVALID_ARGUMENT,
              "no Unity tvOS");
    }
    /* Unity's definitions list every orientation the device supports: with no orientation flag the
     * export does too (Unity's iPhone XR file: orientations 1, 3 and 4, landscape safe area
     * (88, 42, 1616, 786) px), exactly as with SAFEAREA_ALL_ORIENTATIONS; SAFEAREA_ONE_ORIENTATION
     * narrows it to `orientation`. */
    {
        static char all[8192];
        const safearea_device *xr = find("iPhone XR");
        size_t n = 0;
        CHECK(safearea_device_export(all, sizeof all, &n, xr, SAFEAREA_EXPORT_UNITY, SAFEAREA_ORIENTATION_PORTRAIT,
                                     "12.0", SAFEAREA_ALL_ORIENTATIONS | SAFEAREA_STATUS_BAR_HIDDEN) == SAFEAREA_OK,
              "unity, all");
        CHECK(safearea_device_export(export_text, sizeof export_text, &n, xr, SAFEAREA_EXPORT_UNITY,
                                     SAFEAREA_ORIENTATION_PORTRAIT, "12.0", SAFEAREA_STATUS_BAR_HIDDEN) == SAFEAREA_OK,
              "unity, the format's default");
        CHECK(strcmp(export_text, all) == 0, "the default is every orientation: %s", export_text);
        CHECK(strstr(export_text, "\"orientation\": 1,") != NULL &&
                  strstr(export_text, "\"orientation\": 3,") != NULL &&
                  strstr(export_text, "\"orientation\": 4,") != NULL &&
                  strstr(export_text, "\"orientation\": 2,") == NULL,
              "portrait and both landscapes: %s", export_text);
        CHECK(strstr(export_text,
                     "\"x\": 88,\n                        \"y\": 42,\n                        \"width\": 1616,\n"
                     "                        \"height\": 786\n") != NULL,
              "landscape safe area: %s", export_text);
        CHECK(safearea_device_export(export_text, sizeof export_text, &n, xr, SAFEAREA_EXPORT_UNITY,
                                     SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT, "12.0",
                                     SAFEAREA_ONE_ORIENTATION | SAFEAREA_STATUS_BAR_HIDDEN) == SAFEAREA_OK,
              "unity, one");
        CHECK(strstr(export_text, "\"orientation\": 3,") != NULL &&
                  strstr(export_text, "\"orientation\": 1,") == NULL &&
                  strstr(export_text, "\"orientation\": 4,") == NULL,
              "Unity's LandscapeLeft alone: %s", export_text);
        CHECK(safearea_device_export(
                  export_text, sizeof export_text, &n, xr, SAFEAREA_EXPORT_UNITY, SAFEAREA_ORIENTATION_PORTRAIT, "12.0",
                  SAFEAREA_ONE_ORIENTATION | SAFEAREA_ALL_ORIENTATIONS) == SAFEAREA_E_INVALID_ARGUMENT &&
                  strstr(safearea_last_error_message(), "exclude each other") != NULL,
              "both orientation flags");
        CHECK(safearea_device_export(export_text, sizeof export_text, &n, xr, SAFEAREA_EXPORT_UNITY,
                                     (safearea_orientation)9, "12.0", 0) == SAFEAREA_E_INVALID_ARGUMENT,
              "the default still checks the orientation");
        /* A per-orientation format keeps `orientation` alone by default: the flag changes nothing. */
        CHECK(export_of(phone, SAFEAREA_EXPORT_REACT_NATIVE, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, 0) == SAFEAREA_OK,
              "react-native");
        memcpy(all, export_text, sizeof all);
        CHECK(export_of(phone, SAFEAREA_EXPORT_REACT_NATIVE, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT,
                        SAFEAREA_ONE_ORIENTATION) == SAFEAREA_OK &&
                  strcmp(export_text, all) == 0,
              "react-native, one: %s", export_text);
        /* A device_preview preset cannot leave an orientation out. */
        CHECK(export_of(phone, SAFEAREA_EXPORT_FLUTTER, SAFEAREA_ORIENTATION_PORTRAIT, SAFEAREA_ONE_ORIENTATION) ==
                      SAFEAREA_E_INVALID_ARGUMENT &&
                  strstr(safearea_last_error_message(), "device_preview") != NULL,
              "flutter, one");
        CHECK(export_of(phone, SAFEAREA_EXPORT_FLUTTER, SAFEAREA_ORIENTATION_PORTRAIT, SAFEAREA_ALL_ORIENTATIONS) ==
                  SAFEAREA_OK,
              "flutter, all");
    }
    /* device_preview: iPhone 14 on iOS 17, both orientations in one preset, the notch cut out of the outline. */
    CHECK(export_of(phone, SAFEAREA_EXPORT_FLUTTER, SAFEAREA_ORIENTATION_PORTRAIT, 0) == SAFEAREA_OK, "flutter");
    CHECK(strstr(export_text, "\"id\": \"apple-iphone-14\"") != NULL &&
              strstr(export_text, "\"kind\": \"phone\"") != NULL &&
              strstr(export_text, "\"portraitSize\": {\"width\": 390, \"height\": 844}") != NULL &&
              strstr(export_text, "\"portraitPadding\": {\"left\": 0, \"top\": 47, \"right\": 0, \"bottom\": 34}") !=
                  NULL &&
              strstr(export_text, "\"landscapePadding\": {\"left\": 47, \"top\": 0, \"right\": 47, \"bottom\": 21}") !=
                  NULL &&
              strstr(export_text, "\"screenPath\": \"M 47.33,0 H 342.67 A 47.33,47.33 0 0 1 390,47.33 ") != NULL,
          "%s", export_text);
    CHECK(export_of(tv, SAFEAREA_EXPORT_FLUTTER, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, 0) == SAFEAREA_E_INVALID_ARGUMENT,
          "no Flutter tvOS");
    CHECK(export_of(phone, SAFEAREA_EXPORT_CDP, SAFEAREA_ORIENTATION_PORTRAIT_UPSIDE_DOWN, 0) ==
              SAFEAREA_E_UNSUPPORTED_ORIENTATION,
          "upside down");
    CHECK(export_of(phone, SAFEAREA_EXPORT_CDP, (safearea_orientation)9, 0) == SAFEAREA_E_INVALID_ARGUMENT,
          "orientation 9");
    CHECK(export_of(phone, SAFEAREA_EXPORT_CDP, SAFEAREA_ORIENTATION_PORTRAIT, 1u << 5) == SAFEAREA_E_INVALID_ARGUMENT,
          "unknown flag");
    CHECK(export_of(tv, SAFEAREA_EXPORT_CDP, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, 0) == SAFEAREA_E_INVALID_ARGUMENT &&
              strstr(safearea_last_error_message(), "tvOS") != NULL,
          "no web browser on tvOS");
    CHECK(export_of(tv, SAFEAREA_EXPORT_REACT_NATIVE, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, 0) == SAFEAREA_OK,
          "react-native on tvOS");
    CHECK(safearea_device_export(export_text, sizeof export_text, &length, phone, SAFEAREA_EXPORT_CDP,
                                 SAFEAREA_ORIENTATION_PORTRAIT, "9.0", 0) == SAFEAREA_E_OS_VERSION,
          "no data for iOS 9");
    CHECK(safearea_device_export(NULL, 0, &length, phone, SAFEAREA_EXPORT_CSS, SAFEAREA_ORIENTATION_PORTRAIT, NULL,
                                 0) == SAFEAREA_E_BUFFER_TOO_SMALL &&
              length > 100,
          "the needed length");
    CHECK(safearea_device_export(export_text, 4, &length, phone, SAFEAREA_EXPORT_CSS, SAFEAREA_ORIENTATION_PORTRAIT,
                                 NULL, 0) == SAFEAREA_E_BUFFER_TOO_SMALL,
          "too small");
    CHECK(safearea_device_export(export_text, sizeof export_text, NULL, phone, SAFEAREA_EXPORT_CSS,
                                 SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) == SAFEAREA_E_NULL_ARGUMENT,
          "NULL length");
    CHECK(safearea_device_export(export_text, sizeof export_text, &length, NULL, SAFEAREA_EXPORT_CSS,
                                 SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) == SAFEAREA_E_NULL_ARGUMENT,
          "NULL device");
}

/* Every device on every OS range of its life, iOS/iPadOS/tvOS 27 included: each range's first and
 * last version answers in every orientation with a provenance, strict refuses exactly the derived
 * answers, and a derived answer names its basis. Apple's lists (security note 149034; appledb 24A437
 * and 24J361): iOS 27 on every iPhone that runs 26, iPadOS 27 without the A12 iPads, tvOS 27 on the
 * Apple TV 4K 2nd and 3rd generations. */
static void test_os_ranges_of_every_device(void) {
    static const char *const run_27[] = {"iPhone12,8",
                                         "iPhone 11",
                                         "iPhone 17e",
                                         "iPhone19,2",
                                         "iPhone19,3",
                                         "iPhone19,7",
                                         "iPad Pro 11-inch (2nd generation)",
                                         "iPad (9th generation)",
                                         "iPad mini (6th generation)",
                                         "AppleTV11,1",
                                         "AppleTV14,1",
                                         "Apple TV 4K"};
    static const char *const stop_at_26[] = {"iPad11,6", "iPad11,3",   "iPad11,1",  "iPad8,1",
                                             "iPad8,5",  "AppleTV5,3", "AppleTV6,2"};
    size_t i, count = safearea_device_count(), lines = 0;
    for (i = 0; i < count; i++) {
        const safearea_device *device = NULL;
        safearea_device_info info;
        size_t r, ranges;
        CHECK(safearea_device_at(&device, i) == SAFEAREA_OK && safearea_device_get_info(&info, device) == SAFEAREA_OK,
              "device %zu", i);
        ranges = safearea_device_os_range_count(device);
        for (r = 0; r < ranges; r++) {
            safearea_os_range range;
            safearea_os_version ends[2];
            size_t e;
            CHECK(safearea_device_os_range_at(&range, device, r) == SAFEAREA_OK && range.min <= range.max,
                  "%s range %zu", safearea_device_name(device), r);
            ends[0] = range.min;
            ends[1] = range.max;
            for (e = 0; e < 2; e++) {
                char version[16];
                int o;
                snprintf(version, sizeof version, "%u.%u.%u", ends[e] / 10000, ends[e] / 100 % 100, ends[e] % 100);
                for (o = SAFEAREA_ORIENTATION_PORTRAIT; o <= SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT; o++) {
                    safearea_insets in, strict_in;
                    safearea_provenance p;
                    int rc;
                    if (!(info.orientations & (1u << o)))
                        continue;
                    CHECK(safearea_device_safe_area(&in, device, (safearea_orientation)o, version, 0) == SAFEAREA_OK &&
                              safearea_device_provenance(&p, device, (safearea_orientation)o, version, 0) ==
                                  SAFEAREA_OK,
                          "%s on %s: %s", safearea_device_name(device), version, safearea_last_error_message());
                    rc = safearea_device_safe_area(&strict_in, device, (safearea_orientation)o, version,
                                                   SAFEAREA_STRICT);
                    CHECK((rc == SAFEAREA_OK) == (p.kind != SAFEAREA_PROVENANCE_DERIVED) &&
                              (p.kind == SAFEAREA_PROVENANCE_DERIVED) == (p.basis[0] != '\0'),
                          "%s %s on %s: strict %d, provenance %s", safearea_device_name(device),
                          safearea_orientation_string((safearea_orientation)o), version, rc,
                          safearea_provenance_kind_string(p.kind));
                    if (rc == SAFEAREA_OK)
                        CHECK(strict_in.top == in.top && strict_in.bottom == in.bottom, "strict answers the same");
                    lines++;
                }
            }
        }
    }
    CHECK(lines > 1000, "%zu answers checked", lines);
    for (i = 0; i < ARRAY_COUNT(run_27); i++) {
        safearea_insets in;
        const safearea_device *device = find(run_27[i]);
        safearea_device_info info;
        safearea_orientation o;
        CHECK(safearea_device_get_info(&info, device) == SAFEAREA_OK && info.os_max == 279999, "%s runs 27 (os_max %u)",
              run_27[i], info.os_max);
        o = (info.orientations & 1u) ? SAFEAREA_ORIENTATION_PORTRAIT : SAFEAREA_ORIENTATION_LANDSCAPE_LEFT;
        CHECK(safearea_device_safe_area(&in, device, o, "27.0", 0) == SAFEAREA_OK, "%s on 27.0", run_27[i]);
    }
    for (i = 0; i < ARRAY_COUNT(stop_at_26); i++) {
        safearea_insets in;
        const safearea_device *device = find(stop_at_26[i]);
        safearea_device_info info;
        safearea_orientation o;
        CHECK(safearea_device_get_info(&info, device) == SAFEAREA_OK && info.os_max == 269999, "%s ends at 26.x",
              stop_at_26[i]);
        o = (info.orientations & 1u) ? SAFEAREA_ORIENTATION_PORTRAIT : SAFEAREA_ORIENTATION_LANDSCAPE_LEFT;
        CHECK(safearea_device_safe_area(&in, device, o, "27.0", 0) == SAFEAREA_E_OS_VERSION &&
                  strstr(safearea_last_error_message(), "to 26.x; ") != NULL &&
                  strstr(safearea_last_error_message(), " 27.0 is outside that range") != NULL,
              "%s refuses 27.0: %s", stop_at_26[i], safearea_last_error_message());
    }
}

/* Provenance per orientation: amoshydra/blog@1077606 (webview-safe-area-inset-override, test matrix) read 62/0/34/0 in
 * portrait on the iOS 27.0 simulator on the iPhone 17 Pro and on a simulator named "iPhone 18 Pro", and no
 * landscape; the landscape 0/62/20/62 is flutter_device_preview 42089cd's iPhone 17 Pro (iOS 26.5), carried. */
static void test_provenance_per_orientation(void) {
    static const char *const names[] = {"iPhone 17 Pro", "iPhone 18 Pro"};
    static const safearea_orientation landscapes[] = {SAFEAREA_ORIENTATION_LANDSCAPE_LEFT,
                                                      SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT};
    safearea_provenance p;
    safearea_insets in;
    size_t i, k;
    for (i = 0; i < ARRAY_COUNT(names); i++) {
        const safearea_device *phone = find(names[i]);
        CHECK(safearea_device_provenance(&p, phone, SAFEAREA_ORIENTATION_PORTRAIT, "27.0", SAFEAREA_STRICT) ==
                      SAFEAREA_OK &&
                  p.kind == SAFEAREA_PROVENANCE_MEASURED && strncmp(p.source, "amoshydra_27", 12) == 0 &&
                  strcmp(p.basis, "") == 0,
              "%s portrait on 27.0: measured by amoshydra (%s)", names[i], p.source);
        CHECK(safearea_device_safe_area(&in, phone, SAFEAREA_ORIENTATION_PORTRAIT, "27.0", SAFEAREA_STRICT) ==
                      SAFEAREA_OK &&
                  in.top == 62 && in.left == 0 && in.bottom == 34 && in.right == 0,
              "%s portrait 62/0/34/0, strict", names[i]);
        /* The run was the 27.0 simulator: on 27.1 the reading is carried, and strict refuses it. */
        CHECK(safearea_device_safe_area(&in, phone, SAFEAREA_ORIENTATION_PORTRAIT, "27.1", SAFEAREA_STRICT) ==
                      SAFEAREA_E_OS_VERSION &&
                  strstr(safearea_last_error_message(), "carried from iOS 27.0") != NULL,
              "%s portrait on 27.1, strict: %s", names[i], safearea_last_error_message());
        CHECK(safearea_device_safe_area(&in, phone, SAFEAREA_ORIENTATION_PORTRAIT, "27.0",
                                        SAFEAREA_STRICT | SAFEAREA_STATUS_BAR_HIDDEN) == SAFEAREA_OK &&
                  in.top == 62,
              "%s portrait, status bar hidden, strict: the island keeps 62", names[i]);
        for (k = 0; k < ARRAY_COUNT(landscapes); k++) {
            CHECK(safearea_device_provenance(&p, phone, landscapes[k], "27.0", 0) == SAFEAREA_OK &&
                      p.kind == SAFEAREA_PROVENANCE_DERIVED && strncmp(p.source, "amoshydra_27", 12) == 0 &&
                      strstr(p.basis, "0/62/20/62") != NULL && strstr(p.basis, "apple-iphone-17-pro") != NULL,
                  "%s %s on 27.0: derived (%s)", names[i], safearea_orientation_string(landscapes[k]), p.basis);
            CHECK(safearea_device_safe_area(&in, phone, landscapes[k], "27.0", 0) == SAFEAREA_OK && in.top == 0 &&
                      in.left == 62 && in.bottom == 20 && in.right == 62,
                  "%s landscape 0/62/20/62", names[i]);
            CHECK(safearea_device_safe_area(&in, phone, landscapes[k], "27.0", SAFEAREA_STRICT) ==
                          SAFEAREA_E_OS_VERSION &&
                      strstr(safearea_last_error_message(), "derived") != NULL,
                  "%s strict refuses landscape: %s", names[i], safearea_last_error_message());
            CHECK(safearea_device_provenance(&p, phone, landscapes[k], NULL, SAFEAREA_STRICT) == SAFEAREA_E_OS_VERSION,
                  "%s strict provenance refuses landscape", names[i]);
        }
    }
    /* The 17 Pro's 26.5 line is measured in every orientation: no basis in any. */
    CHECK(safearea_device_provenance(&p, find("iPhone 17 Pro"), SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, "26.5",
                                     SAFEAREA_STRICT) == SAFEAREA_OK &&
              p.kind == SAFEAREA_PROVENANCE_MEASURED && strcmp(p.basis, "") == 0,
          "17 Pro landscape on 26.5: measured");
}

/* A value is measured only on the OS version its source ran and carried to the rest of its line
 * (MODEL.md §8): data/devices.json's flutter_device_preview probed the iPadOS 26.5 simulator (32/0/25/0 on
 * the iPad Pro 13-inch (M5)); dimmmensions dumped the iOS 16.2 simulator (59/0/34/0 on the iPhone 14 Pro);
 * flutter_device_preview_18 ran an iOS 18 simulator whose minor it did not record. */
static void test_measured_versions(void) {
    const safearea_device *pad = find("iPad Pro 13-inch (M5)");
    const safearea_device *phone = find("iPhone 14 Pro");
    safearea_provenance p;
    safearea_insets in;
    safearea_os_range r;
    double height = 0;
    CHECK(safearea_device_provenance(&p, pad, SAFEAREA_ORIENTATION_PORTRAIT, "26.5", SAFEAREA_STRICT) == SAFEAREA_OK &&
              p.kind == SAFEAREA_PROVENANCE_MEASURED && strcmp(p.basis, "") == 0,
          "M5 on 26.5: measured");
    CHECK(safearea_device_safe_area(&in, pad, SAFEAREA_ORIENTATION_PORTRAIT, "26.5", SAFEAREA_STRICT) == SAFEAREA_OK &&
              in.top == 32 && in.left == 0 && in.bottom == 25 && in.right == 0,
          "M5 on 26.5, strict: 32/0/25/0");
    CHECK(safearea_device_provenance(&p, pad, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, "26.0", 0) == SAFEAREA_OK &&
              p.kind == SAFEAREA_PROVENANCE_DERIVED &&
              strcmp(p.basis,
                     "iPad Pro 13-inch (M5), iPadOS 26.0\u201326.4.x: carried from iPadOS 26.5, the only version "
                     "its source measured") == 0 &&
              strncmp(p.source, "flutter_device_preview apple-ipad-pro-13-m5", 43) == 0,
          "M5 on 26.0: carried (%s)", p.basis);
    CHECK(safearea_device_safe_area(&in, pad, SAFEAREA_ORIENTATION_PORTRAIT, "26.0", 0) == SAFEAREA_OK &&
              in.top == 32 && in.bottom == 25,
          "M5 on 26.0 answers 32/0/25/0 by default");
    CHECK(safearea_device_safe_area(&in, pad, SAFEAREA_ORIENTATION_PORTRAIT, "26.0", SAFEAREA_STRICT) ==
                  SAFEAREA_E_OS_VERSION &&
              strstr(safearea_last_error_message(), "carried from iPadOS 26.5") != NULL,
          "M5 on 26.0, strict: %s", safearea_last_error_message());
    CHECK(safearea_device_provenance(&p, pad, SAFEAREA_ORIENTATION_PORTRAIT, "26.6", SAFEAREA_STRICT) ==
              SAFEAREA_E_OS_VERSION,
          "M5 on 26.6, strict provenance refuses");
    CHECK(safearea_device_measured_os(&r, pad, SAFEAREA_ORIENTATION_PORTRAIT, "26.0") == SAFEAREA_OK &&
              r.min == 260500 && r.max == 260500,
          "M5 on 26.0 rests on the 26.5 probe: %u-%u", r.min, r.max);
    CHECK(safearea_device_measured_os(&r, pad, SAFEAREA_ORIENTATION_PORTRAIT, "27.0") == SAFEAREA_OK && r.min == 0 &&
              r.max == 0,
          "M5 on 27.0: derived from another line, no measurement of it");
    CHECK(safearea_device_measured_os(&r, find("iPhone 16 Pro"), SAFEAREA_ORIENTATION_PORTRAIT, "18.2") ==
                  SAFEAREA_OK &&
              r.min == 180000 && r.max == 189999,
          "16 Pro on 18.2: the 18 line, minor not recorded");
    CHECK(safearea_device_measured_os(NULL, pad, SAFEAREA_ORIENTATION_PORTRAIT, NULL) == SAFEAREA_E_NULL_ARGUMENT,
          "measured_os NULL out");
    CHECK(safearea_device_measured_os(&r, pad, SAFEAREA_ORIENTATION_PORTRAIT, "25.0") == SAFEAREA_E_OS_VERSION,
          "measured_os outside the device's life");
    CHECK(safearea_device_measured_os(&r, pad, (safearea_orientation)9, NULL) == SAFEAREA_E_INVALID_ARGUMENT,
          "measured_os bad orientation");
    /* An iPhone line: the 16.2 dump measured, 17.0 carried from it. */
    CHECK(safearea_device_safe_area(&in, phone, SAFEAREA_ORIENTATION_PORTRAIT, "16.2", SAFEAREA_STRICT) ==
                  SAFEAREA_OK &&
              in.top == 59 && in.left == 0 && in.bottom == 34 && in.right == 0,
          "14 Pro on 16.2, strict: 59/0/34/0");
    CHECK(safearea_device_provenance(&p, phone, SAFEAREA_ORIENTATION_PORTRAIT, "17.0", 0) == SAFEAREA_OK &&
              p.kind == SAFEAREA_PROVENANCE_DERIVED &&
              strcmp(p.basis, "iPhone 14 Pro, iOS 16.0\u201318.x: carried from iOS 16.2, the only version its source "
                              "measured") == 0,
          "14 Pro on 17.0: carried (%s)", p.basis);
    /* Keyboards: 335 on the 26.5 probe, carried to 26.6. */
    CHECK(safearea_device_keyboard_height(&height, &p, find("iPhone 16 Pro"), SAFEAREA_ORIENTATION_PORTRAIT, "26.6",
                                          0) == SAFEAREA_OK &&
              height == 335 && p.kind == SAFEAREA_PROVENANCE_DERIVED &&
              strcmp(p.basis, "iPhone 16 Pro, iOS 26.5\u201326.x: carried from iOS 26.5, the only version its source "
                              "measured") == 0,
          "16 Pro keyboard on 26.6: carried (%s)", p.basis);
    CHECK(safearea_device_keyboard_height(&height, &p, find("iPhone 16 Pro"), SAFEAREA_ORIENTATION_PORTRAIT, "26.5",
                                          SAFEAREA_STRICT) == SAFEAREA_OK &&
              p.kind == SAFEAREA_PROVENANCE_MEASURED,
          "16 Pro keyboard on 26.5: measured");
}

/* The 2026 iPhones, the Apple TV 4K generations and the new profile fields from C: appledb names iPhone19,2 the
 * 18 Pro and iPhone19,3 / iPhone19,7 the 18 Pro Max, AppleTV6,2 / 11,1 / 14,1 the 4K 1st / 2nd / 3rd generation;
 * Apple's resolutions are 1206 x 2622 and 1320 x 2868 at @3; sketchain/Husk measured the 16 Pro's island; the
 * 14 Pro's status bar is 54 pt (GKNavigationBarSwift #41, WRNavigationBar #202). */
static void test_new_devices_and_fields(void) {
    safearea_device_info info;
    safearea_insets in;
    safearea_region regions[16];
    size_t count = 0, r, length = 0;
    static char json[16384];
    const safearea_device *pro = find("iPhone19,2"), *pro_max = find("iPhone19,7");
    CHECK(pro != NULL && strcmp(safearea_device_name(pro), "iPhone 18 Pro") == 0, "iPhone19,2");
    CHECK(pro_max == find("iPhone19,3") && strcmp(safearea_device_name(pro_max), "iPhone 18 Pro Max") == 0,
          "iPhone19,3 and 19,7");
    CHECK(safearea_device_get_info(&info, pro) == SAFEAREA_OK && info.width == 402 && info.height == 874 &&
              info.scale == 3 && info.native_width == 1206 && info.native_height == 2622 && info.os_min == 270000 &&
              info.os_max == 279999,
          "18 Pro facts");
    CHECK(info.housing == SAFEAREA_HOUSING_DYNAMIC_ISLAND && info.housing_measured == 0, "18 Pro island not measured");
    /* Its bound: the 402-wide phones' measured island (Husk's iPhone 16 Pro reading), which contains it. */
    CHECK(fabs(info.housing_rect.x - 138.333) < 1e-9 && info.housing_rect.y == 14 && info.housing_rect.width == 125 &&
              fabs(info.housing_rect.height - 36.667) < 1e-9,
          "18 Pro housing_rect: the conservative bound");
    /* The iPhone 12's notch: no outline and no bound (MODEL.md §9: its region is the whole top band). */
    CHECK(safearea_device_get_info(&info, find("iPhone 12")) == SAFEAREA_OK && info.housing == SAFEAREA_HOUSING_NOTCH &&
              info.housing_measured == 0 && info.housing_rect.width == 0 && info.housing_rect.height == 0,
          "iPhone 12: no bound");
    CHECK(safearea_device_get_info(&info, pro_max) == SAFEAREA_OK && info.width == 440 && info.height == 956 &&
              info.native_width == 1320 && info.native_height == 2868,
          "18 Pro Max facts");
    CHECK(safearea_device_safe_area(&in, pro, SAFEAREA_ORIENTATION_PORTRAIT, "27.0", 0) == SAFEAREA_OK &&
              in.top == 62 && in.bottom == 34,
          "18 Pro portrait 62/0/34/0 (amoshydra/blog@1077606)");
    CHECK(safearea_device_safe_area(&in, pro, SAFEAREA_ORIENTATION_PORTRAIT, "26.5", 0) == SAFEAREA_E_OS_VERSION,
          "18 Pro shipped with 27.0");
    CHECK(safearea_device_unsafe_regions(regions, 16, &count, pro, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) ==
              SAFEAREA_OK,
          "18 Pro regions");
    for (r = 0; r < count && regions[r].kind != SAFEAREA_REGION_HOUSING; r++) {
    }
    CHECK(r < count && regions[r].approximate == 1 && regions[r].rect.y == 14,
          "18 Pro island: a conservative bound, approximate");
    CHECK(safearea_device_unsafe_regions(regions, 16, &count, find("iPhone 17 Pro"), SAFEAREA_ORIENTATION_PORTRAIT,
                                         NULL, 0) == SAFEAREA_OK,
          "17 Pro");
    for (r = 0; r < count && regions[r].kind != SAFEAREA_REGION_HOUSING; r++) {
    }
    CHECK(r < count && regions[r].approximate == 0 && regions[r].rect.y == 14 &&
              fabs(regions[r].rect.height - 36.667) < 1e-9,
          "17 Pro island 14 pt down (the 16 Pro's panel, Husk)");
    CHECK(strcmp(safearea_device_name(find("Apple TV 4K")), "Apple TV 4K (3rd generation)") == 0 &&
              strcmp(safearea_device_name(find("AppleTV6,2")), "Apple TV 4K (1st generation)") == 0 &&
              strcmp(safearea_device_name(find("AppleTV11,1")), "Apple TV 4K (2nd generation)") == 0,
          "Apple TV 4K generations");
    CHECK(safearea_device_get_info(&info, find("AppleTV11,1")) == SAFEAREA_OK && info.os_min == 140500 &&
              info.os_max == 279999,
          "4K 2nd: 14.5-27.x");
    CHECK(safearea_device_to_json(json, sizeof json, &length, find("iPhone 14 Pro")) == SAFEAREA_OK &&
              strstr(json, "\"status_bar_height\": 59, ") != NULL &&
              strstr(json, "\"status_bar_frame\": {\"height\": 54, ") != NULL,
          "14 Pro: status bar frame 54 beside the 59-pt top inset");
    CHECK(safearea_device_to_json(json, sizeof json, &length, pro) == SAFEAREA_OK &&
              strstr(json, "\"rect\": [138.333, 14, 125, 36.667], \"approximate\": true") != NULL,
          "18 Pro JSON: approximate outline");
}

int main(int argc, char **argv) {
    const char *fixtures = argc > 1 ? argv[1] : "Tests/fixtures";
    test_version_and_status();
    test_enum_strings();
    test_os_version_parse();
    test_os_version_of_another_platform();
    test_catalog_listing();
    test_find();
    test_golden_insets();
    test_golden_errors();
    test_every_os_line_answers();
    test_os_ranges_of_every_device();
    test_new_devices_and_fields();
    test_provenance_per_orientation();
    test_measured_versions();
    test_keyboard_heights();
    test_keyboards_from_keyman();
    test_keyboards_before_26();
    test_provenance_arguments();
    test_display_zoom();
    test_safe_area_bad_arguments();
    test_info_and_ranges();
    test_resolve_edge_size();
    test_unsafe_regions();
    test_exports();
    test_json_profiles(fixtures);
    test_bad_profiles();
    test_json_conformance();
    test_threads(fixtures);
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
