/* Tests the displays part of safearea.h from C: which display a profile is and its
 * sibling, vertical bar edges, per-corner radii and reserved regions, against
 * Tests/fixtures/displays.json (generated into displays_gen.h; values from the cited
 * iPhone Duo probes); what the catalog refuses as unmeasured; per-corner radii in
 * the unsafe regions and the batch checker; profiles with regions through JSON; bad
 * input; trees that would show bars on a vertical edge. Prints "N passed, N failed". */
#include "safearea.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

struct display_case {
    const char *device, *name, *role, *sibling;
    double corner_radii[4];
    double corner_radius;
    const char *edges[4]; /* by orientation; NULL: not listed */
};
struct region_expectation {
    const char *name, *kind, *shape;
    double frame[4], margins[4];
    int active;
    const char *provenance;
};
struct region_case {
    const char *device, *orientation, *pose, *os;
    const struct region_expectation *expected;
    size_t count;
    const char *source;
};
struct region_error_case {
    const char *device, *orientation, *pose, *os;
    int strict;
    const char *status, *message;
};

#include "displays_gen.h"

static safearea_orientation orientation_named(const char *name) {
    safearea_orientation orientation = SAFEAREA_ORIENTATION_PORTRAIT;
    CHECK(safearea_orientation_from_string(&orientation, name) == SAFEAREA_OK, "%s", name);
    return orientation;
}

/* The pose a fixture names (NULL: SAFEAREA_POSE_NONE), found by its string. */
static safearea_pose pose_named(const char *name) {
    int value;
    if (name == NULL)
        return SAFEAREA_POSE_NONE;
    for (value = SAFEAREA_POSE_NONE; value <= SAFEAREA_POSE_BOOK; value++) {
        if (strcmp(safearea_pose_string((safearea_pose)value), name) == 0)
            return (safearea_pose)value;
    }
    CHECK(0, "no pose %s", name);
    return SAFEAREA_POSE_NONE;
}

static void test_enum_strings(void) {
    CHECK(strcmp(safearea_display_role_string(SAFEAREA_DISPLAY_SINGLE), "single") == 0, "single");
    CHECK(strcmp(safearea_display_role_string(SAFEAREA_DISPLAY_OUTER), "outer") == 0, "outer");
    CHECK(strcmp(safearea_display_role_string(SAFEAREA_DISPLAY_INNER), "inner") == 0, "inner");
    CHECK(safearea_display_role_string((safearea_display_role)3) == NULL, "role out of range");
    CHECK(strcmp(safearea_vertical_bar_edge_string(SAFEAREA_VERTICAL_BAR_EDGE_NONE), "none") == 0, "edge none");
    CHECK(strcmp(safearea_vertical_bar_edge_string(SAFEAREA_VERTICAL_BAR_EDGE_LEADING), "leading") == 0, "leading");
    CHECK(strcmp(safearea_vertical_bar_edge_string(SAFEAREA_VERTICAL_BAR_EDGE_TRAILING), "trailing") == 0, "trailing");
    CHECK(safearea_vertical_bar_edge_string((safearea_vertical_bar_edge)-1) == NULL, "edge out of range");
    CHECK(strcmp(safearea_pose_string(SAFEAREA_POSE_NONE), "none") == 0, "pose none");
    CHECK(strcmp(safearea_pose_string(SAFEAREA_POSE_FLAT), "flat") == 0, "flat");
    CHECK(strcmp(safearea_pose_string(SAFEAREA_POSE_BOOK), "book") == 0, "book");
    CHECK(safearea_pose_string((safearea_pose)3) == NULL, "pose out of range");
    CHECK(strcmp(safearea_reserved_kind_string(SAFEAREA_RESERVED_OCCLUSION), "occlusion") == 0, "occlusion");
    CHECK(strcmp(safearea_reserved_kind_string(SAFEAREA_RESERVED_DIVISION), "division") == 0, "division");
    CHECK(safearea_reserved_kind_string((safearea_reserved_kind)2) == NULL, "kind out of range");
    CHECK(strcmp(safearea_shape_string(SAFEAREA_SHAPE_RECTANGLE), "rectangle") == 0, "rectangle");
    CHECK(strcmp(safearea_shape_string(SAFEAREA_SHAPE_CAPSULE), "capsule") == 0, "capsule");
    CHECK(safearea_shape_string((safearea_shape)2) == NULL, "shape out of range");
}

static void test_displays(void) {
    size_t i;
    int o;
    for (i = 0; i < sizeof display_cases / sizeof display_cases[0]; i++) {
        const struct display_case *c = &display_cases[i];
        const safearea_device *device = find(c->device), *sibling = NULL;
        safearea_display_role role = (safearea_display_role)-1;
        const char *sibling_name = NULL;
        safearea_corner_radii radii = {-1, -1, -1, -1};
        safearea_device_info info;
        CHECK(strcmp(safearea_device_name(device), c->name) == 0, "%s is %s", c->device, c->name);
        CHECK(safearea_device_display(&role, &sibling_name, device) == SAFEAREA_OK, "%s: display", c->device);
        CHECK(strcmp(safearea_display_role_string(role), c->role ? c->role : "single") == 0, "%s: role %d", c->device,
              (int)role);
        CHECK(sibling_name != NULL && strcmp(sibling_name, c->sibling ? c->sibling : "") == 0, "%s: sibling name",
              c->device);
        CHECK(safearea_device_display(NULL, NULL, device) == SAFEAREA_OK, "%s: both outputs NULL", c->device);
        if (c->sibling != NULL) {
            const safearea_device *back = NULL;
            CHECK(safearea_device_sibling(&sibling, device) == SAFEAREA_OK &&
                      strcmp(safearea_device_name(sibling), c->sibling) == 0,
                  "%s: sibling", c->device);
            CHECK(safearea_device_sibling(&back, sibling) == SAFEAREA_OK && back == find(c->name),
                  "%s: the sibling's sibling", c->device);
        } else {
            CHECK(safearea_device_sibling(&sibling, device) == SAFEAREA_E_DEVICE_NOT_FOUND &&
                      strstr(safearea_last_error_message(), "has one display") != NULL,
                  "%s: no sibling", c->device);
        }
        CHECK(safearea_device_corner_radii(&radii, device) == SAFEAREA_OK &&
                  radii.upper_leading == c->corner_radii[0] && radii.upper_trailing == c->corner_radii[1] &&
                  radii.lower_leading == c->corner_radii[2] && radii.lower_trailing == c->corner_radii[3],
              "%s: radii %g %g %g %g", c->device, radii.upper_leading, radii.upper_trailing, radii.lower_leading,
              radii.lower_trailing);
        CHECK(safearea_device_get_info(&info, device) == SAFEAREA_OK && info.corner_radius == c->corner_radius,
              "%s: corner_radius %g", c->device, info.corner_radius);
        for (o = 0; o < 4; o++) {
            safearea_vertical_bar_edge edge = (safearea_vertical_bar_edge)-1;
            if (c->edges[o] == NULL)
                continue;
            CHECK(safearea_device_vertical_bar_edge(&edge, device, (safearea_orientation)o) == SAFEAREA_OK &&
                      strcmp(safearea_vertical_bar_edge_string(edge), c->edges[o]) == 0,
                  "%s: vertical bar edge in %s", c->device, safearea_orientation_string((safearea_orientation)o));
        }
    }
    /* Unmeasured orientations have no edge either: the orientation error, saying what is unmeasured. */
    {
        safearea_vertical_bar_edge edge;
        CHECK(safearea_device_vertical_bar_edge(&edge, find("iPhone Duo"), SAFEAREA_ORIENTATION_LANDSCAPE_LEFT) ==
                      SAFEAREA_E_UNSUPPORTED_ORIENTATION &&
                  strstr(safearea_last_error_message(), "in landscape_left is unmeasured") != NULL,
              "outer landscape edge");
        CHECK(safearea_device_vertical_bar_edge(NULL, find("iPhone Duo"), SAFEAREA_ORIENTATION_PORTRAIT) ==
                  SAFEAREA_E_NULL_ARGUMENT,
              "NULL out");
        CHECK(safearea_device_vertical_bar_edge(&edge, find("iPhone Duo"), (safearea_orientation)9) ==
                  SAFEAREA_E_INVALID_ARGUMENT,
              "bad orientation");
        CHECK(safearea_device_corner_radii(NULL, find("iPhone Duo")) == SAFEAREA_E_NULL_ARGUMENT, "NULL radii");
        CHECK(safearea_device_sibling(NULL, find("iPhone Duo")) == SAFEAREA_E_NULL_ARGUMENT, "NULL sibling");
    }
}

static void test_reserved_regions(void) {
    size_t i, k;
    for (i = 0; i < sizeof region_cases / sizeof region_cases[0]; i++) {
        const struct region_case *c = &region_cases[i];
        const safearea_reserved_region *regions = NULL;
        size_t count = 99;
        int rc = safearea_device_reserved_regions(&regions, &count, find(c->device), orientation_named(c->orientation),
                                                  pose_named(c->pose), c->os, 0);
        CHECK(rc == SAFEAREA_OK && count == c->count && regions != NULL, "%s %s %s: %zu regions (%s)", c->device,
              c->orientation, c->pose ? c->pose : "no pose", count, c->source);
        for (k = 0; rc == SAFEAREA_OK && k < count && k < c->count; k++) {
            const safearea_reserved_region *r = &regions[k];
            const struct region_expectation *e = &c->expected[k];
            CHECK(strcmp(r->name, e->name) == 0 && strcmp(safearea_reserved_kind_string(r->kind), e->kind) == 0 &&
                      strcmp(safearea_shape_string(r->shape), e->shape) == 0,
                  "%s %s region %zu: %s", c->device, c->orientation, k, r->name);
            CHECK(r->frame.x == e->frame[0] && r->frame.y == e->frame[1] && r->frame.width == e->frame[2] &&
                      r->frame.height == e->frame[3],
                  "%s %s %s frame (%g, %g, %g, %g)", c->device, c->orientation, e->name, r->frame.x, r->frame.y,
                  r->frame.width, r->frame.height);
            CHECK(r->margins.top == e->margins[0] && r->margins.left == e->margins[1] &&
                      r->margins.bottom == e->margins[2] && r->margins.right == e->margins[3],
                  "%s %s %s margins", c->device, c->orientation, e->name);
            CHECK(r->active == e->active, "%s %s %s %s: active %d", c->device, c->orientation,
                  c->pose ? c->pose : "no pose", e->name, r->active);
            CHECK(strcmp(safearea_provenance_kind_string(r->provenance.kind), e->provenance) == 0 &&
                      r->provenance.source != NULL && r->provenance.source[0] != '\0' && r->provenance.basis != NULL &&
                      (r->provenance.kind == SAFEAREA_PROVENANCE_DERIVED) == (r->provenance.basis[0] != '\0'),
                  "%s %s provenance", c->device, e->name);
        }
    }
    for (i = 0; i < sizeof region_error_cases / sizeof region_error_cases[0]; i++) {
        const struct region_error_case *c = &region_error_cases[i];
        const safearea_reserved_region *regions = NULL;
        size_t count = 0;
        int rc = safearea_device_reserved_regions(&regions, &count, find(c->device), orientation_named(c->orientation),
                                                  pose_named(c->pose), c->os, c->strict ? SAFEAREA_STRICT : 0);
        CHECK(rc == status_named(c->status) && strstr(safearea_last_error_message(), c->message) != NULL,
              "%s %s: %d, not %s with '%s'", c->device, c->orientation, rc, c->status, c->message);
    }
}

static void test_bad_arguments(void) {
    const safearea_device *inner = find("iPhone Duo (inner display)");
    const safearea_reserved_region *regions = NULL;
    size_t count = 0;
    const safearea_device *forged = (const safearea_device *)(void *)&count;
    safearea_display_role role;
    CHECK(safearea_device_reserved_regions(&regions, NULL, inner, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT,
                                           SAFEAREA_POSE_NONE, NULL, 0) == SAFEAREA_E_NULL_ARGUMENT &&
              strstr(safearea_last_error_message(), "count is NULL") != NULL,
          "NULL count");
    CHECK(safearea_device_reserved_regions(NULL, &count, inner, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, SAFEAREA_POSE_NONE,
                                           NULL, 0) == SAFEAREA_E_NULL_ARGUMENT &&
              strstr(safearea_last_error_message(), "regions is NULL") != NULL,
          "NULL regions");
    CHECK(safearea_device_reserved_regions(&regions, &count, inner, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT,
                                           (safearea_pose)7, NULL, 0) == SAFEAREA_E_INVALID_ARGUMENT,
          "pose out of range");
    CHECK(safearea_device_reserved_regions(&regions, &count, inner, (safearea_orientation)-3, SAFEAREA_POSE_NONE, NULL,
                                           0) == SAFEAREA_E_INVALID_ARGUMENT,
          "orientation out of range");
    CHECK(safearea_device_reserved_regions(&regions, &count, inner, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT,
                                           SAFEAREA_POSE_NONE, NULL,
                                           SAFEAREA_STATUS_BAR_HIDDEN) == SAFEAREA_E_INVALID_ARGUMENT,
          "flags other than SAFEAREA_STRICT");
    CHECK(safearea_device_reserved_regions(&regions, &count, inner, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT,
                                           SAFEAREA_POSE_NONE, "27.x", 0) == SAFEAREA_E_OS_VERSION,
          "malformed version");
    CHECK(safearea_device_reserved_regions(&regions, &count, NULL, SAFEAREA_ORIENTATION_PORTRAIT, SAFEAREA_POSE_NONE,
                                           NULL, 0) == SAFEAREA_E_NULL_ARGUMENT,
          "NULL device");
    CHECK(safearea_device_reserved_regions(&regions, &count, forged, SAFEAREA_ORIENTATION_PORTRAIT, SAFEAREA_POSE_NONE,
                                           NULL, 0) == SAFEAREA_E_UNKNOWN_HANDLE,
          "forged device");
    /* Outputs are left unchanged by an error. */
    CHECK(regions == NULL && count == 0, "outputs touched by errors");
    CHECK(safearea_device_display(&role, NULL, forged) == SAFEAREA_E_UNKNOWN_HANDLE, "forged display");
    CHECK(safearea_device_display(&role, NULL, NULL) == SAFEAREA_E_NULL_ARGUMENT, "NULL display");
}

/* The fast path of built-in devices (no version, no flags: answers kept in plain memory) against the
 * general path (the same query with the newest version spelled out), on every device, orientation and pose. */
static void test_fast_path_equals_the_general_path(void) {
    size_t i, count = safearea_device_count(), compared = 0;
    int o, p;
    for (i = 0; i < count; i++) {
        const safearea_device *device = NULL;
        safearea_device_at(&device, i);
        for (o = 0; o < 4; o++) {
            safearea_os_version newest = 0;
            char version[32];
            if (safearea_device_resolve_os_version(&newest, device, (safearea_orientation)o, NULL) != SAFEAREA_OK)
                continue;
            snprintf(version, sizeof version, "%u.%u.%u", newest / 10000, newest / 100 % 100, newest % 100);
            for (p = SAFEAREA_POSE_NONE; p <= SAFEAREA_POSE_BOOK; p++) {
                const safearea_reserved_region *fast = NULL, *general = NULL;
                size_t fast_count = 99, general_count = 98;
                int a, b, same;
                a = safearea_device_reserved_regions(&fast, &fast_count, device, (safearea_orientation)o,
                                                     (safearea_pose)p, NULL, 0);
                b = safearea_device_reserved_regions(&general, &general_count, device, (safearea_orientation)o,
                                                     (safearea_pose)p, version, 0);
                /* The same records of the device, not copies of them. */
                same = a != SAFEAREA_OK || (fast == general && fast_count == general_count);
                CHECK(a == b && same, "%s %s pose %s: %d/%d", safearea_device_name(device),
                      safearea_orientation_string((safearea_orientation)o), safearea_pose_string((safearea_pose)p), a,
                      b);
                compared++;
            }
        }
    }
    CHECK(compared > 3 * count, "compared %zu queries", compared);
}

/* The status bar hidden is unmeasured on both displays: refused everywhere it is asked. */
static void test_status_bar_hidden_is_refused(void) {
    const char *names[] = {"iPhone Duo", "iPhone Duo (inner display)"};
    size_t i;
    for (i = 0; i < 2; i++) {
        const safearea_device *device = find(names[i]);
        safearea_insets in;
        safearea_provenance provenance;
        safearea_region regions[16];
        size_t count = 0;
        CHECK(safearea_device_safe_area(&in, device, SAFEAREA_ORIENTATION_PORTRAIT, NULL, SAFEAREA_STATUS_BAR_HIDDEN) ==
                      SAFEAREA_E_UNSUPPORTED &&
                  strstr(safearea_last_error_message(), "with the status bar hidden is unmeasured") != NULL,
              "%s: safe area", names[i]);
        CHECK(safearea_device_safe_area(&in, device, SAFEAREA_ORIENTATION_PORTRAIT, "27.1",
                                        SAFEAREA_STATUS_BAR_HIDDEN) == SAFEAREA_E_UNSUPPORTED,
              "%s: with a version", names[i]);
        CHECK(safearea_device_provenance(&provenance, device, SAFEAREA_ORIENTATION_PORTRAIT, NULL,
                                         SAFEAREA_STATUS_BAR_HIDDEN) == SAFEAREA_E_UNSUPPORTED,
              "%s: provenance", names[i]);
        CHECK(safearea_device_unsafe_regions(regions, 16, &count, device, SAFEAREA_ORIENTATION_PORTRAIT, NULL,
                                             SAFEAREA_STATUS_BAR_HIDDEN) == SAFEAREA_E_UNSUPPORTED,
              "%s: unsafe regions", names[i]);
    }
}

/* The outer display's corners: 8 on the left, 59 on the right (duo_probe), in the unsafe regions and the batch checker. */
static void test_corners_of_the_outer_display(void) {
    const safearea_device *outer = find("iPhone Duo");
    safearea_region regions[16];
    size_t count = 0, i, corners = 0;
    static const double squares[4][5] = {
        {0, 0, 8, 8, 8}, {407, 0, 59, 59, 59}, {0, 670, 8, 8, 8}, {407, 619, 59, 59, 59}};
    /* (1, 1) is past the 8-pt arc; (10, 10) beyond the 8-pt square (a 59-pt corner would reach it); (464, 2) past the
     * 59-pt arc; the camera hole at (399.667, 29.333), 37 pt round; the trailing band from x 382. */
    static const double rects[] = {1,   1,  4,  4,  10,  10,  5,  5,  458, 2,   6, 6,
                                   410, 40, 10, 10, 383, 300, 10, 10, 2,   640, 5, 3};
    static const safearea_obstruction expected[] = {SAFEAREA_OBSTRUCTION_CORNER,     SAFEAREA_OBSTRUCTION_NONE,
                                                    SAFEAREA_OBSTRUCTION_CORNER,     SAFEAREA_OBSTRUCTION_HOUSING,
                                                    SAFEAREA_OBSTRUCTION_INSET_BAND, SAFEAREA_OBSTRUCTION_NONE};
    uint8_t obstruction[6] = {99, 99, 99, 99, 99, 99};
    CHECK(safearea_device_unsafe_regions(regions, 16, &count, outer, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) ==
              SAFEAREA_OK,
          "regions");
    for (i = 0; i < count; i++) {
        const safearea_region *r = &regions[i];
        if (r->kind != SAFEAREA_REGION_CORNER)
            continue;
        CHECK(corners < 4 && r->rect.x == squares[corners][0] && r->rect.y == squares[corners][1] &&
                  r->rect.width == squares[corners][2] && r->rect.height == squares[corners][3] &&
                  r->corner_radius == squares[corners][4],
              "corner %zu: (%g, %g, %g, %g) r %g", corners, r->rect.x, r->rect.y, r->rect.width, r->rect.height,
              r->corner_radius);
        corners++;
    }
    CHECK(corners == 4, "four corners: %zu", corners);
    CHECK(safearea_device_check_rects(NULL, NULL, obstruction, outer, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0, rects,
                                      6) == SAFEAREA_OK,
          "check");
    for (i = 0; i < 6; i++)
        CHECK(obstruction[i] == expected[i], "rect %zu: %s", i,
              safearea_obstruction_string((safearea_obstruction)obstruction[i]));
}

/* A profile with a fold, per-corner radii and unmeasured states, through JSON and back. */
static void test_profiles_through_json(void) {
    static const char json[] =
        "{\"name\": \"Fold\", \"family\": \"phone\", \"os_min\": \"17.0\", \"os_max\": \"18\", \"screen\": {\"width\": "
        "400, \"height\": 800, \"scale\": 2},"
        " \"corner_radius\": [12, 30, 12, 30], \"orientations\": [\"portrait\", \"landscape_left\", "
        "\"landscape_right\"],"
        " \"display\": {\"role\": \"inner\", \"sibling\": \"iPhone Duo (outer display)\"}, \"vertical_bar_edge\": "
        "{\"landscape\": \"leading\"},"
        " \"reserved_regions\": {\"landscape\": [{\"name\": \"hinge\", \"kind\": \"division\", \"frame\": [380, 0, 40, "
        "400], \"margins\": [0, 20, 0, 20],"
        " \"active\": {\"flat\": false, \"book\": true}, \"source\": \"a probe\"}]},"
        " \"unmeasured\": {\"portrait_upside_down\": \"not read\", \"status_bar_hidden\": \"not read\"},"
        " \"insets\": [{\"os_min\": \"17.0\", \"os_max\": \"18\", \"portrait\": [20, 0, 0, 0], \"landscape\": [0, 40, "
        "0, 0]}]}";
    safearea_device *fold = NULL, *copy = NULL;
    const safearea_device *sibling = NULL;
    char text[8192], again[8192];
    size_t length = 0, again_length = 0, count = 0;
    const safearea_reserved_region *regions = NULL;
    safearea_corner_radii radii;
    safearea_vertical_bar_edge edge;
    safearea_insets in;
    CHECK(safearea_device_from_json(&fold, json, sizeof json - 1) == SAFEAREA_OK, "load");
    CHECK(safearea_device_to_json(text, sizeof text, &length, fold) == SAFEAREA_OK, "write");
    CHECK(safearea_device_from_json(&copy, text, length) == SAFEAREA_OK, "read back");
    CHECK(safearea_device_to_json(again, sizeof again, &again_length, copy) == SAFEAREA_OK && again_length == length &&
              memcmp(text, again, length) == 0,
          "the same JSON twice");
    CHECK(strstr(text, "\"corner_radius\": [12, 30, 12, 30]") != NULL &&
              strstr(text, "\"active\": {\"flat\": false, \"book\": true}") != NULL,
          "written: %s", text);
    CHECK(safearea_device_corner_radii(&radii, copy) == SAFEAREA_OK && radii.upper_leading == 12 &&
              radii.upper_trailing == 30,
          "radii");
    CHECK(safearea_device_vertical_bar_edge(&edge, copy, SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT) == SAFEAREA_OK &&
              edge == SAFEAREA_VERTICAL_BAR_EDGE_LEADING,
          "edge");
    CHECK(safearea_device_reserved_regions(&regions, &count, copy, SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT,
                                           SAFEAREA_POSE_BOOK, NULL, 0) == SAFEAREA_OK &&
              count == 1 && regions[0].active == 1 && regions[0].frame.x == 380 &&
              strcmp(regions[0].name, "hinge") == 0 && strcmp(regions[0].provenance.source, "a probe") == 0,
          "hinge as a book");
    CHECK(safearea_device_reserved_regions(&regions, &count, copy, SAFEAREA_ORIENTATION_PORTRAIT, SAFEAREA_POSE_NONE,
                                           NULL, 0) == SAFEAREA_E_UNSUPPORTED,
          "portrait undeclared");
    CHECK(safearea_device_safe_area(&in, copy, SAFEAREA_ORIENTATION_PORTRAIT_UPSIDE_DOWN, NULL, 0) ==
                  SAFEAREA_E_UNSUPPORTED_ORIENTATION &&
              strstr(safearea_last_error_message(), "Fold in portrait_upside_down is unmeasured: not read") != NULL,
          "unmeasured orientation");
    CHECK(safearea_device_safe_area(&in, copy, SAFEAREA_ORIENTATION_PORTRAIT, NULL, SAFEAREA_STATUS_BAR_HIDDEN) ==
              SAFEAREA_E_UNSUPPORTED,
          "loaded: status bar hidden refused");
    /* A loaded profile's sibling is the built-in device its name names. */
    CHECK(safearea_device_sibling(&sibling, copy) == SAFEAREA_OK && sibling == find("iPhone Duo"), "loaded sibling");
    safearea_device_free(copy);
    safearea_device_free(fold);
    {
        static const char lonely[] =
            "{\"name\": \"Half\", \"family\": \"phone\", \"os_min\": \"17.0\", \"os_max\": \"18\", \"screen\": "
            "{\"width\": 400, \"height\": 800, \"scale\": 2},"
            " \"orientations\": [\"portrait\"], \"display\": {\"role\": \"outer\", \"sibling\": \"Half (inner)\"},"
            " \"insets\": [{\"os_min\": \"17.0\", \"os_max\": \"18\", \"portrait\": [20, 0, 0, 0]}]}";
        safearea_device *half = NULL;
        CHECK(safearea_device_from_json(&half, lonely, sizeof lonely - 1) == SAFEAREA_OK, "load half");
        CHECK(safearea_device_sibling(&sibling, half) == SAFEAREA_E_DEVICE_NOT_FOUND &&
                  strstr(safearea_last_error_message(), "'Half (inner)', is not a built-in device") != NULL,
              "a sibling that is not built in");
        safearea_device_free(half);
    }
}

/* Trees: a change of the window into bars on a vertical edge is refused before anything changes. */
static void test_trees_refuse_bars_on_a_vertical_edge(void) {
    safearea_tree *tree = NULL;
    safearea_node content = 0, nav = 0, view = 0;
    safearea_insets in;
    size_t count = 0;
    double value[1];
    static const double hidden[] = {1}, shown[] = {0};
    safearea_transition rotate = {SAFEAREA_TRANSITION_ORIENTATION, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, 0, 0, NULL};
    safearea_transition hide = {SAFEAREA_TRANSITION_STATUS_BAR, SAFEAREA_ORIENTATION_PORTRAIT, 1, 0, NULL};
    CHECK(safearea_tree_new(&tree, find("iPhone Duo (inner display)"), SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) ==
              SAFEAREA_OK,
          "tree");
    CHECK(safearea_controller_new(&content, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "content");
    CHECK(safearea_controller_new(&nav, tree, SAFEAREA_CONTROLLER_NAVIGATION, 0) == SAFEAREA_OK, "nav");
    CHECK(safearea_controller_set_children(tree, nav, &content, 1) == SAFEAREA_OK, "stack");
    CHECK(safearea_tree_set(tree, nav, SAFEAREA_PROP_NAVIGATION_BAR_HIDDEN, hidden, 1) == SAFEAREA_OK, "bar hidden");
    CHECK(safearea_tree_set_root(tree, nav) == SAFEAREA_OK, "root");
    CHECK(safearea_controller_view(&view, tree, content) == SAFEAREA_OK, "view");
    /* No bar: the inner display's portrait insets (amoshydra/blog@1077606: 82 0 34 0). */
    CHECK(safearea_view_safe_area(&in, tree, view) == SAFEAREA_OK && in.top == 82 && in.left == 0 && in.bottom == 34 &&
              in.right == 0,
          "portrait");
    /* Rotating with the bar hidden is answered: 0/0/34/84 in landscape (alexey1312/iPhone-Duo-Agent-Skill@13af9d2). */
    CHECK(safearea_tree_transition(&count, tree, &rotate) == SAFEAREA_OK && count > 0, "rotation without bars");
    CHECK(safearea_view_safe_area(&in, tree, view) == SAFEAREA_OK && in.top == 0 && in.bottom == 34 && in.right == 84,
          "landscape");
    /* Showing the bar on the trailing edge: reads refused, and so is a transition, which changes nothing. */
    CHECK(safearea_tree_set(tree, nav, SAFEAREA_PROP_NAVIGATION_BAR_HIDDEN, shown, 1) == SAFEAREA_OK, "bar shown");
    CHECK(safearea_view_safe_area(&in, tree, view) == SAFEAREA_E_UNSUPPORTED &&
              strstr(safearea_last_error_message(), "shows a navigation bar") != NULL,
          "read under a vertical bar");
    rotate.orientation = SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT;
    CHECK(safearea_tree_transition(&count, tree, &rotate) == SAFEAREA_E_UNSUPPORTED &&
              strstr(safearea_last_error_message(), "the window in landscape_right") != NULL,
          "transition refused");
    CHECK(safearea_tree_get(value, 1, &count, tree, 0, SAFEAREA_PROP_ORIENTATION) == SAFEAREA_OK &&
              value[0] == SAFEAREA_ORIENTATION_LANDSCAPE_LEFT,
          "orientation unchanged: %g", value[0]);
    CHECK(safearea_tree_set(tree, nav, SAFEAREA_PROP_NAVIGATION_BAR_HIDDEN, hidden, 1) == SAFEAREA_OK,
          "bar hidden again");
    CHECK(safearea_tree_transition(&count, tree, &hide) == SAFEAREA_E_UNSUPPORTED &&
              strstr(safearea_last_error_message(), "with the status bar hidden is unmeasured") != NULL,
          "hiding the status bar refused");
    safearea_tree_free(tree);
}

int main(void) {
    test_enum_strings();
    test_displays();
    test_reserved_regions();
    test_bad_arguments();
    test_fast_path_equals_the_general_path();
    test_status_bar_hidden_is_refused();
    test_corners_of_the_outer_display();
    test_profiles_through_json();
    test_trees_refuse_bars_on_a_vertical_edge();
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
