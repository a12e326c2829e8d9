/* Corner-adapted layout regions (docs/MODEL.md §2.9) from C: safearea_view_corner_adapted_guide and
 * safearea_adaptivity_axis_string. Expected values are typed from the sources MODEL.md names. */
#include "check.h"

/* A window on `device` in `orientation` with a plain root controller; its view is written to `root`,
 * and a plain subview filling it with zero directional layout margins (insetting them from the safe
 * area as `from_safe_area` says) to `filler`. */
static safearea_tree *window_with_filler(const char *device, safearea_orientation orientation, const char *os,
                                         uint32_t flags, double from_safe_area, safearea_node *root,
                                         safearea_node *filler) {
    safearea_tree *tree = NULL;
    safearea_node controller = 0;
    safearea_rect bounds;
    const double zero[4] = {0, 0, 0, 0};
    CHECK(safearea_tree_new(&tree, find(device), orientation, os, flags) == SAFEAREA_OK, "%s %s", device, os);
    CHECK(safearea_controller_new(&controller, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "controller");
    CHECK(safearea_tree_set_root(tree, controller) == SAFEAREA_OK, "root");
    CHECK(safearea_controller_view(root, tree, controller) == SAFEAREA_OK, "root view");
    CHECK(safearea_view_guide(&bounds, tree, *root, SAFEAREA_GUIDE_SAFE_AREA) == SAFEAREA_OK, "guide");
    {
        safearea_rect frame = {0, 0, 0, 0};
        size_t count = 0;
        double size[4];
        CHECK(safearea_tree_get(size, 4, &count, tree, *root, SAFEAREA_PROP_FRAME) == SAFEAREA_OK && count == 4,
              "frame");
        frame.width = size[2];
        frame.height = size[3];
        CHECK(safearea_view_new(filler, tree, SAFEAREA_VIEW_PLAIN, frame) == SAFEAREA_OK, "filler");
    }
    CHECK(safearea_view_add_subview(tree, *root, *filler) == SAFEAREA_OK, "add");
    CHECK(safearea_tree_set(tree, *filler, SAFEAREA_PROP_DIRECTIONAL_LAYOUT_MARGINS, zero, 4) == SAFEAREA_OK,
          "margins");
    CHECK(safearea_tree_set(tree, *filler, SAFEAREA_PROP_INSETS_LAYOUT_MARGINS_FROM_SAFE_AREA, &from_safe_area, 1) ==
              SAFEAREA_OK,
          "from safe area");
    return tree;
}

static int rect_is(safearea_rect r, double x, double y, double w, double h) {
    double e = 1e-9;
    return r.x > x - e && r.x < x + e && r.y > y - e && r.y < y + e && r.width > w - e && r.width < w + e &&
           r.height > h - e && r.height < h + e;
}

#define ADAPTED(tree, view, guide, axis, X, Y, W, H)                                                                   \
    do {                                                                                                               \
        safearea_rect r_ = {-1, -1, -1, -1};                                                                           \
        int status_ = safearea_view_corner_adapted_guide(&r_, tree, view, guide, axis);                                \
        CHECK(status_ == SAFEAREA_OK && rect_is(r_, X, Y, W, H), "%s %s: status %d, (%g, %g, %g, %g)",                 \
              safearea_guide_string(guide), safearea_adaptivity_axis_string(axis), status_, r_.x, r_.y, r_.width,      \
              r_.height);                                                                                              \
    } while (0)

/* The iPhone Duo's inner display in landscape (951 x 669, safe area bottom 34 / trailing 84): the
 * forum probe read margins (0 0 34 84), .horizontal (t:0 l:16 b:34 r:84), .vertical (t:16 l:0 b:34
 * r:84) (alexey1312/iPhone-Duo-Agent-Skill scripts/probes/README.md at e361bc6). */
static void duo_inner_display(void) {
    safearea_node root = 0, filler = 0;
    safearea_rect r;
    safearea_tree *tree = window_with_filler("iPhone Duo (inner display)", SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, "27.1",
                                             0, 1, &root, &filler);
    /* The filler's margins region is the safe area: 951 - 84 = 867 wide, 669 - 34 = 635 high. */
    ADAPTED(tree, filler, SAFEAREA_GUIDE_LAYOUT_MARGINS, SAFEAREA_ADAPTIVITY_AXIS_NONE, 0, 0, 867, 635);
    ADAPTED(tree, filler, SAFEAREA_GUIDE_LAYOUT_MARGINS, SAFEAREA_ADAPTIVITY_AXIS_HORIZONTAL, 16, 0, 851, 635);
    ADAPTED(tree, filler, SAFEAREA_GUIDE_LAYOUT_MARGINS, SAFEAREA_ADAPTIVITY_AXIS_VERTICAL, 0, 16, 867, 619);
    /* The safe-area region over the same rectangle: the same 16, derived (the source printed the margins). */
    ADAPTED(tree, root, SAFEAREA_GUIDE_SAFE_AREA, SAFEAREA_ADAPTIVITY_AXIS_HORIZONTAL, 16, 0, 851, 635);
    safearea_tree_free(tree);

    /* Strict: the measured margins answer, the derived safe-area one is refused. */
    tree = window_with_filler("iPhone Duo (inner display)", SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT, "27.1",
                              SAFEAREA_STRICT, 1, &root, &filler);
    ADAPTED(tree, filler, SAFEAREA_GUIDE_LAYOUT_MARGINS, SAFEAREA_ADAPTIVITY_AXIS_VERTICAL, 0, 16, 867, 619);
    CHECK(safearea_view_corner_adapted_guide(&r, tree, root, SAFEAREA_GUIDE_SAFE_AREA,
                                             SAFEAREA_ADAPTIVITY_AXIS_HORIZONTAL) == SAFEAREA_E_OS_VERSION,
          "strict refuses the derived safe-area amount");
    CHECK(strstr(safearea_last_error_message(), "strict") != NULL, "message names strict");
    safearea_tree_free(tree);
}

/* A derived amount: the iPhone 16 Pro (62-pt corners, 874 x 402 in landscape) with a view whose margins
 * ignore the safe area and are zero, so its margins region reaches all four corners:
 * 62 (1 - sqrt(2)/2) = 18.159... = 18.16 from each side: 874 - 2 x 18.16 = 837.68, 402 - 2 x 18.16 = 365.68. */
static void derived_corners(void) {
    safearea_node root = 0, filler = 0;
    safearea_tree *tree =
        window_with_filler("iPhone 16 Pro", SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, "26.0", 0, 0, &root, &filler);
    ADAPTED(tree, filler, SAFEAREA_GUIDE_LAYOUT_MARGINS, SAFEAREA_ADAPTIVITY_AXIS_HORIZONTAL, 18.16, 0, 837.68, 402);
    ADAPTED(tree, filler, SAFEAREA_GUIDE_LAYOUT_MARGINS, SAFEAREA_ADAPTIVITY_AXIS_VERTICAL, 0, 18.16, 874, 365.68);
    safearea_tree_free(tree);
}

static void bad_input(void) {
    safearea_node root = 0, filler = 0;
    safearea_rect r;
    safearea_tree *tree = window_with_filler("iPhone Duo (inner display)", SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, "27.1",
                                             0, 1, &root, &filler);
    CHECK(safearea_view_corner_adapted_guide(&r, tree, root, SAFEAREA_GUIDE_KEYBOARD,
                                             SAFEAREA_ADAPTIVITY_AXIS_HORIZONTAL) == SAFEAREA_E_INVALID_ARGUMENT,
          "keyboard guide");
    CHECK(safearea_view_corner_adapted_guide(&r, tree, root, (safearea_guide)9, SAFEAREA_ADAPTIVITY_AXIS_NONE) ==
              SAFEAREA_E_INVALID_ARGUMENT,
          "guide out of range");
    CHECK(safearea_view_corner_adapted_guide(&r, tree, root, SAFEAREA_GUIDE_SAFE_AREA, (safearea_adaptivity_axis)3) ==
              SAFEAREA_E_INVALID_ARGUMENT,
          "axis out of range");
    CHECK(strstr(safearea_last_error_message(), "safearea_adaptivity_axis") != NULL, "message names the enum");
    CHECK(safearea_view_corner_adapted_guide(NULL, tree, root, SAFEAREA_GUIDE_SAFE_AREA,
                                             SAFEAREA_ADAPTIVITY_AXIS_NONE) == SAFEAREA_E_NULL_ARGUMENT,
          "NULL out");
    CHECK(safearea_view_corner_adapted_guide(&r, tree, 12345, SAFEAREA_GUIDE_SAFE_AREA,
                                             SAFEAREA_ADAPTIVITY_AXIS_NONE) == SAFEAREA_E_UNKNOWN_HANDLE,
          "unknown view");
    CHECK(safearea_view_corner_adapted_guide(&r, NULL, root, SAFEAREA_GUIDE_SAFE_AREA, SAFEAREA_ADAPTIVITY_AXIS_NONE) !=
              SAFEAREA_OK,
          "NULL tree");
    safearea_tree_free(tree);

    /* Before 26 there are no corner-adapted regions (UIView.LayoutRegion is iOS 26). */
    tree = window_with_filler("iPhone 15 Pro", SAFEAREA_ORIENTATION_PORTRAIT, "17.4", 0, 1, &root, &filler);
    CHECK(safearea_view_corner_adapted_guide(&r, tree, root, SAFEAREA_GUIDE_SAFE_AREA,
                                             SAFEAREA_ADAPTIVITY_AXIS_HORIZONTAL) == SAFEAREA_E_UNSUPPORTED,
          "iOS 17");
    CHECK(strstr(safearea_last_error_message(), "26") != NULL, "message names 26");
    safearea_tree_free(tree);

    CHECK(strcmp(safearea_adaptivity_axis_string(SAFEAREA_ADAPTIVITY_AXIS_NONE), "none") == 0, "none");
    CHECK(strcmp(safearea_adaptivity_axis_string(SAFEAREA_ADAPTIVITY_AXIS_HORIZONTAL), "horizontal") == 0, "h");
    CHECK(strcmp(safearea_adaptivity_axis_string(SAFEAREA_ADAPTIVITY_AXIS_VERTICAL), "vertical") == 0, "v");
    CHECK(safearea_adaptivity_axis_string((safearea_adaptivity_axis)3) == NULL, "out of range");
}

int main(void) {
    duo_inner_display();
    derived_corners();
    bad_input();
    printf("test_corners: %d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
