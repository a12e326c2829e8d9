/* Tests the app windows of safearea.h from C (docs/MODEL.md §19): safearea_tree_set_window,
 * safearea_tree_window, safearea_tree_window_reserved_regions and the enums' strings. Expected
 * values are typed from the sources data/windows.json cites: multiplex-term/Multiplex (the
 * control pill x 20.5-59.5, y 21-43 under .unified and 6-27.5 under .minimal; a 711 x 941
 * floating window's top 32, on a 1032 x 1376 iPad), SFenton/FestivalNativeApps (tiles on the
 * iPad Pro 11-inch, iPadOS 26.5: halves 600 / 412, thirds 396.5 / 375; minimum 375),
 * GetStream/stream-chat-react-native (an iPhone app on the iPad Pro 11-inch, iPadOS 27.0: 417 x
 * 1210, 32 / 0 / 20 / 0), CharlesWiltgen/Axiom (axiom-codex/skills/axiom-swiftui/skills/layout-ref.md at
 * 002cbff5eb4b182da23bfa79c81bac0874ccbd53: an iPhone app on a physical iPad Pro 12.9-inch, iPadOS 27.0, regular at
 * 683 x 1024, compact at 477 x 1024 and 375 x 1024, "stopped at 683 wide"), minh-ton/reynard-browser issue #186 (the
 * controls of a window touching the screen's top "shifted down", iPadOS 26.5, no numbers) and erik-sutton95/OpenZCine (a UIRequiresFullScreen window: top 0 with
 * a 9.5-pt corner adaptation, 32 with the status bar shown); FestivalNativeApps' split (a zero system
 * minimum margin at an edge inside the window, iPadOS 26.5); safearea_window_placement_from_string.
 * Prints "N passed, N failed". */
#include "safearea.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

#define MESSAGE_HAS(text) (strstr(safearea_last_error_message(), (text)) != NULL)

static safearea_tree *tree_on(const char *device, safearea_orientation orientation, const char *os, uint32_t flags) {
    safearea_tree *tree = NULL;
    CHECK(safearea_tree_new(&tree, find(device), orientation, os, flags) == SAFEAREA_OK, "%s %s", device, os);
    return tree;
}

static int insets_are(const safearea_insets *in, double top, double left, double bottom, double right) {
    return in->top == top && in->left == left && in->bottom == bottom && in->right == right;
}

static int rect_is(const safearea_rect *r, double x, double y, double w, double h) {
    return r->x == x && r->y == y && r->width == w && r->height == h;
}

static void test_strings(void) {
    CHECK(strcmp(safearea_window_placement_string(SAFEAREA_WINDOW_PLACEMENT_TWO_THIRDS_TRAILING),
                 "two_thirds_trailing") == 0,
          "placement string");
    CHECK(strcmp(safearea_window_placement_string(SAFEAREA_WINDOW_PLACEMENT_FLOATING), "floating") == 0, "floating");
    CHECK(safearea_window_placement_string((safearea_window_placement)99) == NULL, "unknown placement");
    CHECK(strcmp(safearea_window_controls_string(SAFEAREA_WINDOW_CONTROLS_MINIMAL), "minimal") == 0, "controls");
    CHECK(safearea_window_controls_string((safearea_window_controls)7) == NULL, "unknown controls");
    CHECK(strcmp(safearea_window_compatibility_string(SAFEAREA_WINDOW_COMPATIBILITY_REQUIRES_FULL_SCREEN),
                 "requires_full_screen") == 0,
          "compatibility");
    CHECK(safearea_window_compatibility_string((safearea_window_compatibility)3) == NULL, "unknown compatibility");
}

/* One window's placement by name, as Python and the command line read it: a tile named without its
 * side is its leading side (docs/MODEL.md §19's choice); "all" names no single window. */
static void test_placement_from_string(void) {
    static const struct {
        const char *name;
        safearea_window_placement placement;
    } cases[] = {
        {"full", SAFEAREA_WINDOW_PLACEMENT_FULL},
        {"half_trailing", SAFEAREA_WINDOW_PLACEMENT_HALF_TRAILING},
        {"Half-Leading", SAFEAREA_WINDOW_PLACEMENT_HALF_LEADING},
        {"half", SAFEAREA_WINDOW_PLACEMENT_HALF_LEADING},
        {"third", SAFEAREA_WINDOW_PLACEMENT_THIRD_LEADING},
        {"two-thirds", SAFEAREA_WINDOW_PLACEMENT_TWO_THIRDS_LEADING},
        {"TWO_THIRDS_TRAILING", SAFEAREA_WINDOW_PLACEMENT_TWO_THIRDS_TRAILING},
        {"slide-over", SAFEAREA_WINDOW_PLACEMENT_SLIDE_OVER},
        {"floating", SAFEAREA_WINDOW_PLACEMENT_FLOATING},
    };
    const char *expected = "placement: 'all' is not a window placement: use full, half_leading, half_trailing, "
                           "third_leading, third_trailing, two_thirds_leading, two_thirds_trailing, slide_over, "
                           "floating, or half, third or two_thirds for a tile's leading side";
    safearea_window_placement placement = SAFEAREA_WINDOW_PLACEMENT_FULL;
    safearea_window w = SAFEAREA_WINDOW_INIT;
    safearea_window_info info;
    safearea_tree *tree;
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        placement = (safearea_window_placement)99;
        CHECK(safearea_window_placement_from_string(&placement, cases[i].name) == SAFEAREA_OK &&
                  placement == cases[i].placement,
              "%s -> %d", cases[i].name, (int)placement);
    }
    placement = SAFEAREA_WINDOW_PLACEMENT_SLIDE_OVER;
    CHECK(safearea_window_placement_from_string(&placement, "all") == SAFEAREA_E_INVALID_ARGUMENT &&
              strcmp(safearea_last_error_message(), expected) == 0 && placement == SAFEAREA_WINDOW_PLACEMENT_SLIDE_OVER,
          "all: %s", safearea_last_error_message());
    CHECK(safearea_window_placement_from_string(&placement, "quarter") == SAFEAREA_E_INVALID_ARGUMENT &&
              MESSAGE_HAS("placement: 'quarter' is not a window placement"),
          "quarter: %s", safearea_last_error_message());
    CHECK(safearea_window_placement_from_string(&placement, "") == SAFEAREA_E_INVALID_ARGUMENT, "empty");
    CHECK(safearea_window_placement_from_string(NULL, "half") == SAFEAREA_E_NULL_ARGUMENT &&
              strcmp(safearea_last_error_message(), "out is NULL") == 0,
          "NULL out");
    CHECK(safearea_window_placement_from_string(&placement, NULL) == SAFEAREA_E_NULL_ARGUMENT &&
              strcmp(safearea_last_error_message(), "name is NULL") == 0,
          "NULL name");
    /* "half" places the leading half: 600 wide at x 0 on the iPad Pro 11-inch in landscape (FestivalNativeApps). */
    tree = tree_on("iPad Pro 11-inch (M4)", SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, "26.5", 0);
    CHECK(safearea_window_placement_from_string(&w.placement, "half") == SAFEAREA_OK, "half");
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_OK && safearea_tree_window(&info, tree) == SAFEAREA_OK &&
              info.placement == SAFEAREA_WINDOW_PLACEMENT_HALF_LEADING && rect_is(&info.frame, 0, 0, 600, 834),
          "half window %g %g %g %g", info.frame.x, info.frame.y, info.frame.width, info.frame.height);
    safearea_tree_free(tree);
}

static void test_iphone_app(void) {
    safearea_tree *tree = tree_on("iPad Pro 11-inch (M4)", SAFEAREA_ORIENTATION_PORTRAIT, "27.0", 0);
    safearea_window w = SAFEAREA_WINDOW_INIT;
    safearea_window_info info;
    w.compatibility = SAFEAREA_WINDOW_COMPATIBILITY_IPHONE;
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_OK, "iphone app");
    CHECK(safearea_tree_window(&info, tree) == SAFEAREA_OK, "info");
    CHECK(info.windowed == 1 && info.compatibility == SAFEAREA_WINDOW_COMPATIBILITY_IPHONE, "windowed");
    CHECK(info.frame.width == 417 && info.frame.height == 1210, "%g x %g", info.frame.width, info.frame.height);
    CHECK(insets_are(&info.insets, 32, 0, 20, 0), "%g %g %g %g", info.insets.top, info.insets.left, info.insets.bottom,
          info.insets.right);
    CHECK(strstr(info.provenance.source, "stream-chat-react-native") != NULL, "%s", info.provenance.source);
    /* The root view fills the window and reads its insets. */
    {
        safearea_node controller = 0, view = 0;
        safearea_insets in;
        double frame[4];
        size_t count = 0;
        CHECK(safearea_controller_new(&controller, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "controller");
        CHECK(safearea_tree_set_root(tree, controller) == SAFEAREA_OK, "root");
        CHECK(safearea_controller_view(&view, tree, controller) == SAFEAREA_OK, "view");
        CHECK(safearea_view_safe_area(&in, tree, view) == SAFEAREA_OK && insets_are(&in, 32, 0, 20, 0), "root insets");
        CHECK(safearea_tree_get(frame, 4, &count, tree, view, SAFEAREA_PROP_FRAME) == SAFEAREA_OK && frame[2] == 417 &&
                  frame[3] == 1210,
              "root frame %g x %g", frame[2], frame[3]);
    }
    /* In landscape no source printed this screen's window: the rule, half of 1210 by the 834 height, derived. */
    CHECK(safearea_tree_set(tree, 0, SAFEAREA_PROP_ORIENTATION, (double[]){SAFEAREA_ORIENTATION_LANDSCAPE_LEFT}, 1) ==
              SAFEAREA_OK,
          "landscape iphone app");
    CHECK(safearea_tree_window(&info, tree) == SAFEAREA_OK && rect_is(&info.frame, 302.5, 0, 605, 834) &&
              info.provenance.kind == SAFEAREA_PROVENANCE_DERIVED,
          "landscape %g %g %g %g", info.frame.x, info.frame.y, info.frame.width, info.frame.height);
    /* The unified pill, 21-43 in a floating window, moved down 32 - 10 at the screen's top: 43-65 (derived). */
    {
        safearea_reserved_region regions[1];
        size_t count = 0;
        CHECK(safearea_tree_window_reserved_regions(regions, 1, &count, tree, 0) == SAFEAREA_OK && count == 1 &&
                  rect_is(&regions[0].frame, 20.5, 43, 39, 22) &&
                  strstr(regions[0].provenance.source, "reynard-browser") != NULL,
              "pill at the top");
    }
    safearea_tree_free(tree);
}

/* Axiom's readings on the iPad Pro 12.9-inch in landscape, iPadOS 27.0: the widest window 683 x 1024 (regular),
 * resized to 477 and 375 wide (compact); 684 and 374 wide refused naming the frame; a shorter window unmeasured;
 * iPadOS 26 and the iPad mini in portrait (half of 744 is 372) refused. */
static void test_iphone_app_resized(void) {
    safearea_tree *tree =
        tree_on("iPad Pro 12.9-inch (6th generation)", SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, "27.0", 0);
    safearea_window w = SAFEAREA_WINDOW_INIT;
    safearea_window_info info;
    w.compatibility = SAFEAREA_WINDOW_COMPATIBILITY_IPHONE;
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_OK && safearea_tree_window(&info, tree) == SAFEAREA_OK &&
              info.frame.width == 683 && info.frame.height == 1024 && info.horizontal_size_class == 1,
          "launch %g x %g", info.frame.width, info.frame.height);
    w.placement = SAFEAREA_WINDOW_PLACEMENT_FLOATING;
    w.frame = (safearea_rect){0, 0, 477, 1024};
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_OK && safearea_tree_window(&info, tree) == SAFEAREA_OK &&
              rect_is(&info.frame, 0, 0, 477, 1024) && info.horizontal_size_class == 0,
          "477 wide");
    w.frame = (safearea_rect){0, 0, 375, 1024};
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_OK && safearea_tree_window(&info, tree) == SAFEAREA_OK &&
              info.frame.width == 375 && info.horizontal_size_class == 0,
          "375 wide");
    w.frame = (safearea_rect){0, 0, 374, 1024};
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_E_INVALID_ARGUMENT && MESSAGE_HAS("window.frame") &&
              MESSAGE_HAS("at least 375 pt wide"),
          "374 wide: %s", safearea_last_error_message());
    w.frame = (safearea_rect){0, 0, 684, 1024};
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_E_INVALID_ARGUMENT && MESSAGE_HAS("at most 683 pt wide"),
          "684 wide: %s", safearea_last_error_message());
    w.frame = (safearea_rect){0, 0, 477, 767};
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_E_UNSUPPORTED && MESSAGE_HAS("spans the screen's height"),
          "shorter: %s", safearea_last_error_message());
    safearea_tree_free(tree);
    w = (safearea_window)SAFEAREA_WINDOW_INIT;
    w.compatibility = SAFEAREA_WINDOW_COMPATIBILITY_IPHONE;
    tree = tree_on("iPad mini (A17 Pro)", SAFEAREA_ORIENTATION_PORTRAIT, "27.0", 0);
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_E_UNSUPPORTED && MESSAGE_HAS("half of 744 is 372"), "mini: %s",
          safearea_last_error_message());
    safearea_tree_free(tree);
    /* iPadOS 26: the iPhone-sized box, 375 x 667 centred, 20 / 0 / 0 / 0 (hacknicity.medium.com "How iPhone-only
       Apps Appear on iPad", iOS 10 simulators, carried: derived); not resizable. */
    tree = tree_on("iPad Pro 11-inch (M4)", SAFEAREA_ORIENTATION_PORTRAIT, "26.5", 0);
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_OK, "26.5 box: %s", safearea_last_error_message());
    {
        safearea_window_info box;
        CHECK(safearea_tree_window(&box, tree) == SAFEAREA_OK && rect_is(&box.frame, 229.5, 271.5, 375, 667) &&
                  insets_are(&box.insets, 20, 0, 0, 0) && box.provenance.kind == SAFEAREA_PROVENANCE_DERIVED,
              "box");
    }
    w.placement = SAFEAREA_WINDOW_PLACEMENT_FLOATING;
    w.frame = (safearea_rect){0, 0, 400, 1210};
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_E_UNSUPPORTED && MESSAGE_HAS("not resizable"), "resized: %s",
          safearea_last_error_message());
    safearea_tree_free(tree);
}

/* Split View before iPadOS 26: pointfreeco/swift-snapshot-testing View.swift at
   012fd98e58585ac48e6b4b0b4c6c34195b46ab8f, iPadPro11 landscape one half 592 x 834 with 24 / 0 / 20 / 0 (and Lakr233/Kimis
   at df1cb1e2f7ef1a50b513ccf610bd9f2a1118b06a: 592 x 834 on iPadOS 16.1-16.2); derived on 16. No half in portrait;
   no floating window on iPadOS 15 (no Stage Manager). */
static void test_before_26(void) {
    safearea_window w = SAFEAREA_WINDOW_INIT;
    safearea_window_info info;
    safearea_tree *tree = tree_on("iPad Pro 11-inch (3rd generation)", SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, "16.0", 0);
    w.placement = SAFEAREA_WINDOW_PLACEMENT_HALF_LEADING;
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_OK && safearea_tree_window(&info, tree) == SAFEAREA_OK &&
              rect_is(&info.frame, 0, 0, 592, 834) && insets_are(&info.insets, 24, 0, 20, 0) &&
              info.provenance.kind == SAFEAREA_PROVENANCE_DERIVED,
          "half on 16: %s", safearea_last_error_message());
    safearea_tree_free(tree);
    tree = tree_on("iPad Pro 11-inch (3rd generation)", SAFEAREA_ORIENTATION_PORTRAIT, "16.0", 0);
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_E_UNSUPPORTED &&
              MESSAGE_HAS("Split View has no half in portrait"),
          "portrait half: %s", safearea_last_error_message());
    safearea_tree_free(tree);
    tree = tree_on("iPad Pro 11-inch (3rd generation)", SAFEAREA_ORIENTATION_PORTRAIT, "15.0", 0);
    w.placement = SAFEAREA_WINDOW_PLACEMENT_FLOATING;
    w.frame = (safearea_rect){100, 100, 500, 600};
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_E_UNSUPPORTED && MESSAGE_HAS("iPadOS 15 has no Stage Manager"),
          "floating on 15: %s", safearea_last_error_message());
    safearea_tree_free(tree);
    /* A Stage Manager window on 16-18: iPadOS 18.0 decompiled (EthanArbuckle/iPad_10.2_18.0_22A3354_Restore at
       72b0cf9bce0398fd8141f5dec3a304bf19566f28: SBSwitcherChamoisSettings.m, SBDeviceApplicationSceneHandle.m, UIWindow.m):
       the caller's frame if at least 320 x 480 and 24 from each edge; the full screen's insets wherever it sits: 24 / 0 / 25 / 0
       on 18 (the decompile's flagged bottom 25, as aloisdeniel/flutter_device_preview at bfdd4e7 reads on an 18.x simulator). */
    tree = tree_on("iPad Pro 11-inch (3rd generation)", SAFEAREA_ORIENTATION_PORTRAIT, "18.0", 0);
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_OK && safearea_tree_window(&info, tree) == SAFEAREA_OK &&
              rect_is(&info.frame, 100, 100, 500, 600) && insets_are(&info.insets, 24, 0, 25, 0) &&
              info.provenance.kind == SAFEAREA_PROVENANCE_DERIVED,
          "stage manager on 18: %s", safearea_last_error_message());
    w.frame = (safearea_rect){100, 100, 319, 600};
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_E_INVALID_ARGUMENT && MESSAGE_HAS("window.frame") &&
              MESSAGE_HAS("at least 320 x 480"),
          "narrow stage window: %s", safearea_last_error_message());
    w.frame = (safearea_rect){100, 10, 500, 600};
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_E_INVALID_ARGUMENT && MESSAGE_HAS("y 24-1170"),
          "stage window at the top: %s", safearea_last_error_message());
    safearea_tree_free(tree);
}

static void test_floating_top(void) {
    safearea_tree *tree = tree_on("iPad Pro 13-inch (M4)", SAFEAREA_ORIENTATION_PORTRAIT, "26.0", 0);
    safearea_window w = SAFEAREA_WINDOW_INIT;
    safearea_window_info info;
    w.placement = SAFEAREA_WINDOW_PLACEMENT_FLOATING;
    w.frame = (safearea_rect){160.5, 217.5, 711, 941};
    w.controls = SAFEAREA_WINDOW_CONTROLS_MINIMAL;
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_OK, "floating");
    CHECK(safearea_tree_window(&info, tree) == SAFEAREA_OK, "info");
    CHECK(rect_is(&info.frame, 160.5, 217.5, 711, 941), "frame");
    CHECK(info.insets.top == 32, "top %g", info.insets.top);
    /* Under unified, Flutter's ~10 (mithka): derived, the conflict of docs/MODEL.md §16. */
    w.controls = SAFEAREA_WINDOW_CONTROLS_UNIFIED;
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_OK, "unified floating");
    CHECK(safearea_tree_window(&info, tree) == SAFEAREA_OK && info.insets.top == 10 &&
              info.provenance.kind == SAFEAREA_PROVENANCE_DERIVED,
          "unified top %g", info.insets.top);
    CHECK(info.placement == SAFEAREA_WINDOW_PLACEMENT_FLOATING, "placement");
    safearea_tree_free(tree);
}

static double tile_width(safearea_orientation orientation, safearea_window_placement placement) {
    safearea_tree *tree = tree_on("iPad Pro 11-inch (M4)", orientation, "26.5", 0);
    safearea_window w = SAFEAREA_WINDOW_INIT;
    safearea_window_info info;
    double width = -1;
    w.placement = placement;
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_OK, "%s", safearea_window_placement_string(placement));
    if (safearea_tree_window(&info, tree) == SAFEAREA_OK) {
        width = info.frame.width;
        CHECK(info.horizontal_size_class == 0, "a tile is compact");
    }
    safearea_tree_free(tree);
    return width;
}

static void test_tiles(void) {
    CHECK(tile_width(SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, SAFEAREA_WINDOW_PLACEMENT_HALF_LEADING) == 600,
          "half landscape");
    CHECK(tile_width(SAFEAREA_ORIENTATION_PORTRAIT, SAFEAREA_WINDOW_PLACEMENT_HALF_TRAILING) == 412, "half portrait");
    CHECK(tile_width(SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT, SAFEAREA_WINDOW_PLACEMENT_THIRD_LEADING) == 396.5,
          "third landscape");
    CHECK(tile_width(SAFEAREA_ORIENTATION_PORTRAIT, SAFEAREA_WINDOW_PLACEMENT_THIRD_TRAILING) == 375, "third portrait");
}

static void test_controls(void) {
    safearea_tree *tree = tree_on("iPad Pro 13-inch (M4)", SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, "27.0", 0);
    safearea_window w = SAFEAREA_WINDOW_INIT;
    safearea_reserved_region regions[2];
    size_t count = 99;
    /* A full-screen app without windowing has no window-level region. */
    CHECK(safearea_tree_window_reserved_regions(regions, 2, &count, tree, 0) == SAFEAREA_OK && count == 0, "none");
    /* A window spanning the screen hides its pill. */
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_OK, "full");
    CHECK(safearea_tree_window_reserved_regions(regions, 2, &count, tree, 0) == SAFEAREA_OK && count == 0, "no pill");
    {
        /* Without controls the rectangle is empty and its provenance is the window's own (docs/MODEL.md §19). */
        safearea_window_info info;
        CHECK(safearea_tree_window(&info, tree) == SAFEAREA_OK && rect_is(&info.controls_rect, 0, 0, 0, 0) &&
                  info.controls_provenance.kind == info.provenance.kind &&
                  strcmp(info.controls_provenance.source, info.provenance.source) == 0,
              "controls provenance without controls");
    }
    w.placement = SAFEAREA_WINDOW_PLACEMENT_FLOATING;
    w.frame = (safearea_rect){300, 50, 711, 941};
    w.controls = SAFEAREA_WINDOW_CONTROLS_UNIFIED;
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_OK, "unified");
    count = 0;
    CHECK(safearea_tree_window_reserved_regions(regions, 2, &count, tree, 0) == SAFEAREA_OK && count == 1,
          "one region");
    if (count != 1) {
        safearea_tree_free(tree);
        return;
    }
    CHECK(regions[0].kind == SAFEAREA_RESERVED_OCCLUSION && strcmp(regions[0].name, "window_controls") == 0, "kind");
    CHECK(rect_is(&regions[0].frame, 20.5, 21, 39, 22), "unified pill %g %g %g %g", regions[0].frame.x,
          regions[0].frame.y, regions[0].frame.width, regions[0].frame.height);
    /* y measured on iPadOS 26, x on 27: each carried to the other, so derived, and strict refuses it. */
    CHECK(regions[0].provenance.kind == SAFEAREA_PROVENANCE_DERIVED &&
              strstr(regions[0].provenance.source, "multiplex-term/Multiplex") != NULL,
          "source");
    CHECK(safearea_tree_window_reserved_regions(regions, 2, &count, tree, SAFEAREA_STRICT) == SAFEAREA_E_OS_VERSION,
          "strict");
    w.controls = SAFEAREA_WINDOW_CONTROLS_MINIMAL;
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_OK, "minimal");
    CHECK(safearea_tree_window_reserved_regions(regions, 2, &count, tree, 0) == SAFEAREA_OK, "read");
    CHECK(rect_is(&regions[0].frame, 20.5, 6, 39, 21.5), "minimal pill");
    CHECK(safearea_tree_window_reserved_regions(NULL, 0, &count, tree, 0) == SAFEAREA_E_BUFFER_TOO_SMALL && count == 1,
          "too small");
    CHECK(safearea_tree_window_reserved_regions(regions, 2, &count, tree, 1u << 9) == SAFEAREA_E_INVALID_ARGUMENT,
          "flags");
    safearea_tree_free(tree);
    /* On an iPad whose pill no source measured, strict refuses the carried rectangle. */
    tree = tree_on("iPad Pro 11-inch (M4)", SAFEAREA_ORIENTATION_PORTRAIT, "26.5", 0);
    w.frame = (safearea_rect){0, 100, 600, 800};
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_OK, "minimal 11-inch");
    CHECK(safearea_tree_window_reserved_regions(regions, 2, &count, tree, SAFEAREA_STRICT) == SAFEAREA_E_OS_VERSION,
          "strict refuses the carried pill");
    safearea_tree_free(tree);
}

static void test_compatibility_mode(void) {
    safearea_window w = SAFEAREA_WINDOW_INIT;
    safearea_window_info info;
    safearea_tree *tree = tree_on("iPad Pro 11-inch (M4)", SAFEAREA_ORIENTATION_PORTRAIT, "26.2", 0);
    safearea_reserved_region regions[1];
    size_t count = 9;
    w.compatibility = SAFEAREA_WINDOW_COMPATIBILITY_REQUIRES_FULL_SCREEN;
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_OK, "compatibility mode");
    CHECK(safearea_tree_window(&info, tree) == SAFEAREA_OK && info.insets.top == 32, "shown: top 32");
    CHECK(info.corner_adaptation == 9.5, "corner adaptation %g", info.corner_adaptation);
    /* The app's canvas is the screen; the system's pill is invisible to it. */
    CHECK(rect_is(&info.frame, 0, 0, 834, 1210), "canvas");
    CHECK(safearea_tree_window_reserved_regions(regions, 1, &count, tree, 0) == SAFEAREA_OK && count == 0, "no pill");
    w.placement = SAFEAREA_WINDOW_PLACEMENT_HALF_LEADING;
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_E_UNSUPPORTED && MESSAGE_HAS("canvas"), "tile refused");
    w.placement = SAFEAREA_WINDOW_PLACEMENT_FULL;
    safearea_tree_free(tree);
    tree = tree_on("iPad Pro 11-inch (M4)", SAFEAREA_ORIENTATION_PORTRAIT, "26.2", SAFEAREA_STATUS_BAR_HIDDEN);
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_OK, "compatibility mode, hidden");
    CHECK(safearea_tree_window(&info, tree) == SAFEAREA_OK && info.insets.top == 0, "hidden: top 0 (%g)",
          info.insets.top);
    CHECK(info.insets_with_status_bar.top == 32, "shown %g", info.insets_with_status_bar.top);
    safearea_tree_free(tree);
}

static void test_margins(void) {
    safearea_tree *tree = tree_on("iPad Pro 11-inch (M4)", SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, "26.5", 0);
    safearea_window w = SAFEAREA_WINDOW_INIT;
    safearea_window_info info;
    safearea_node controller = 0, view = 0;
    safearea_insets margins;
    w.placement = SAFEAREA_WINDOW_PLACEMENT_HALF_LEADING;
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_OK, "half");
    CHECK(safearea_tree_window(&info, tree) == SAFEAREA_OK && info.mid_window_edge_minimum_margin == 0, "mid edge 0");
    CHECK(safearea_controller_new(&controller, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "controller");
    CHECK(safearea_tree_set_root(tree, controller) == SAFEAREA_OK, "root");
    CHECK(safearea_controller_view(&view, tree, controller) == SAFEAREA_OK, "view");
    CHECK(safearea_view_layout_margins(&margins, tree, view) == SAFEAREA_OK && margins.left == 20 &&
              margins.right == 20,
          "window root margins 20: %g %g", margins.left, margins.right);
    safearea_tree_free(tree);
}

/* SFenton/FestivalNativeApps split-view.md at 95979f95940ddb284ba1deec19e3c7f48457f7a7: on the iPad
 * Pro 11-inch in landscape (1210 pt) on iPadOS 26.5 an app's own split has panes of 604.5 either side
 * of a hairline at 604.5-605.5; "UIKit reports a zero system minimum margin at a mid-window edge",
 * the trailing pane's title inset 0 at the divider, the window root's margins 20. */
static safearea_node pane(safearea_tree *tree, safearea_node root, safearea_node root_view, double x, double w) {
    safearea_node child = 0, view = 0;
    safearea_rect frame;
    frame.x = x;
    frame.y = 0;
    frame.width = w;
    frame.height = 834;
    CHECK(safearea_controller_new(&child, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "pane");
    CHECK(safearea_controller_add_child(tree, root, child, root_view, &frame) == SAFEAREA_OK, "add pane");
    CHECK(safearea_controller_view(&view, tree, child) == SAFEAREA_OK, "pane view");
    return view;
}

static void test_margins_inside_the_window(void) {
    const char *devices[2] = {"iPad Pro 11-inch (M4)", "iPad Air 11-inch (M3)"};
    int d;
    for (d = 0; d < 2; d++) {
        safearea_tree *tree = tree_on(devices[d], SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, "26.5", SAFEAREA_STRICT);
        safearea_node root = 0, root_view = 0, trailing, leading;
        safearea_insets margins;
        char text[4096];
        size_t length = 0;
        CHECK(safearea_controller_new(&root, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "root");
        CHECK(safearea_tree_set_root(tree, root) == SAFEAREA_OK, "set root");
        CHECK(safearea_controller_view(&root_view, tree, root) == SAFEAREA_OK, "root view");
        leading = pane(tree, root, root_view, 0, 604.5);
        trailing = pane(tree, root, root_view, 605.5, 604.5);
        CHECK(safearea_view_layout_margins(&margins, tree, root_view) == SAFEAREA_OK && margins.left == 20 &&
                  margins.right == 20,
              "%s: root 20 / 20: %g %g", devices[d], margins.left, margins.right);
        if (d == 0) {
            /* Measured on this iPad and version: a strict tree answers. */
            CHECK(safearea_view_layout_margins(&margins, tree, trailing) == SAFEAREA_OK && margins.left == 0 &&
                      margins.right == 20,
                  "trailing pane 0 / 20: %g %g", margins.left, margins.right);
            CHECK(safearea_view_layout_margins(&margins, tree, leading) == SAFEAREA_OK && margins.left == 20 &&
                      margins.right == 0,
                  "leading pane 20 / 0: %g %g", margins.left, margins.right);
            CHECK(safearea_view_explain(text, sizeof text, &length, tree, trailing, SAFEAREA_EDGE_LEFT, 1) ==
                          SAFEAREA_OK &&
                      strstr(text, "\"inside_edge_margin\"") != NULL && strstr(text, "FestivalNativeApps") != NULL,
                  "explain names the rule: %s", text);
        } else {
            /* Carried to another iPad: derived, refused by a strict tree, answered by another. */
            CHECK(safearea_view_layout_margins(&margins, tree, trailing) == SAFEAREA_E_OS_VERSION &&
                      MESSAGE_HAS("edge inside the window"),
                  "strict refuses the derived rule: %s", safearea_last_error_message());
            safearea_tree_free(tree);
            tree = tree_on(devices[d], SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, "26.5", 0);
            CHECK(safearea_controller_new(&root, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "root");
            CHECK(safearea_tree_set_root(tree, root) == SAFEAREA_OK, "set root");
            CHECK(safearea_controller_view(&root_view, tree, root) == SAFEAREA_OK, "root view");
            trailing = pane(tree, root, root_view, 590, 590);
            CHECK(safearea_view_layout_margins(&margins, tree, trailing) == SAFEAREA_OK && margins.left == 0 &&
                      margins.right == 20,
                  "derived 0 / 20: %g %g", margins.left, margins.right);
        }
        safearea_tree_free(tree);
    }
    {
        /* No source measured it before iPadOS 26: the minimum stays at every edge. */
        safearea_tree *tree = tree_on("iPad Pro 11-inch (M4)", SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, "18.0", 0);
        safearea_node root = 0, root_view = 0, trailing;
        safearea_insets margins;
        CHECK(safearea_controller_new(&root, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "root");
        CHECK(safearea_tree_set_root(tree, root) == SAFEAREA_OK, "set root");
        CHECK(safearea_controller_view(&root_view, tree, root) == SAFEAREA_OK, "root view");
        trailing = pane(tree, root, root_view, 605.5, 604.5);
        CHECK(safearea_view_layout_margins(&margins, tree, trailing) == SAFEAREA_OK && margins.left == 20 &&
                  margins.right == 20,
              "iPadOS 18: 20 / 20: %g %g", margins.left, margins.right);
        safearea_tree_free(tree);
    }
}

static void test_refusals(void) {
    safearea_window w = SAFEAREA_WINDOW_INIT;
    safearea_window_info info;
    safearea_tree *tree = tree_on("iPhone 16", SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0);
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_E_UNSUPPORTED && MESSAGE_HAS("not an iPad"), "iPhone");
    safearea_tree_free(tree);
    tree = tree_on("iPad Pro 11-inch (M4)", SAFEAREA_ORIENTATION_PORTRAIT, "18.0", 0);
    w.placement = SAFEAREA_WINDOW_PLACEMENT_SLIDE_OVER;
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_E_UNSUPPORTED && MESSAGE_HAS("iPadOS 18.0") &&
              MESSAGE_HAS("Slide Over window's height"),
          "iPadOS 18: %s", safearea_last_error_message());
    w.placement = SAFEAREA_WINDOW_PLACEMENT_FULL;
    safearea_tree_free(tree);

    tree = tree_on("iPad Pro 11-inch (M4)", SAFEAREA_ORIENTATION_PORTRAIT, "26.5", 0);
    w.placement = SAFEAREA_WINDOW_PLACEMENT_HALF_LEADING;
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_OK, "half");
    w.placement = SAFEAREA_WINDOW_PLACEMENT_FLOATING;
    w.frame = (safearea_rect){500, 100, 711, 941};
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_E_INVALID_ARGUMENT && MESSAGE_HAS("window.frame") &&
              MESSAGE_HAS("outside") && MESSAGE_HAS("834 x 1210"),
          "off screen");
    w.frame = (safearea_rect){0, 0, NAN, 500};
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_E_INVALID_ARGUMENT && MESSAGE_HAS("finite"), "NaN");
    w.frame = (safearea_rect){-10, 0, 400, 500};
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_E_INVALID_ARGUMENT && MESSAGE_HAS("negative"), "negative");
    w.frame = (safearea_rect){0, 0, 300, 500};
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_E_INVALID_ARGUMENT && MESSAGE_HAS("375"), "below minimum");
    w.placement = (safearea_window_placement)42;
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_E_INVALID_ARGUMENT && MESSAGE_HAS("window->placement"),
          "placement");
    w.placement = SAFEAREA_WINDOW_PLACEMENT_FULL;
    w.controls = (safearea_window_controls)9;
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_E_INVALID_ARGUMENT && MESSAGE_HAS("window->controls"),
          "controls");
    w.controls = SAFEAREA_WINDOW_CONTROLS_AUTOMATIC;
    w.compatibility = (safearea_window_compatibility)5;
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_E_INVALID_ARGUMENT && MESSAGE_HAS("window->compatibility"),
          "compatibility");
    w.compatibility = SAFEAREA_WINDOW_COMPATIBILITY_NONE;
    w.version = 7;
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_E_INVALID_ARGUMENT && MESSAGE_HAS("window->version"),
          "version");
    w.version = SAFEAREA_WINDOW_OPTIONS_VERSION;
    /* A frame with a placement other than floating is refused, not dropped (the frame's numbers named). */
    w.placement = SAFEAREA_WINDOW_PLACEMENT_HALF_TRAILING;
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_E_INVALID_ARGUMENT && MESSAGE_HAS("frame") &&
              MESSAGE_HAS("(0, 0, 300, 500)"),
          "frame with a tile");
    w.frame = (safearea_rect){NAN, 5, 6, 7};
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_E_INVALID_ARGUMENT && MESSAGE_HAS("frame"), "NaN frame, tile");
    w.frame = (safearea_rect){0, 0, 0, 0};
    w.placement = SAFEAREA_WINDOW_PLACEMENT_SLIDE_OVER;
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_E_UNSUPPORTED && MESSAGE_HAS("Slide Over"), "slide over");
    /* Every refusal left the half tile. */
    CHECK(safearea_tree_window(&info, tree) == SAFEAREA_OK &&
              info.placement == SAFEAREA_WINDOW_PLACEMENT_HALF_LEADING && info.frame.width == 412,
          "unchanged");
    CHECK(safearea_tree_set_window(tree, NULL) == SAFEAREA_OK, "back to full screen");
    CHECK(safearea_tree_window(&info, tree) == SAFEAREA_OK && info.windowed == 0 && info.frame.width == 834, "full");
    CHECK(safearea_tree_set_window(NULL, NULL) == SAFEAREA_E_NULL_ARGUMENT, "NULL tree");
    CHECK(safearea_tree_window(NULL, tree) == SAFEAREA_E_NULL_ARGUMENT, "NULL out");
    safearea_tree_free(tree);

    /* Strict: a tile's height is derived (no source measured it), so its window is refused. */
    tree = tree_on("iPad Pro 11-inch (M4)", SAFEAREA_ORIENTATION_PORTRAIT, "26.5", SAFEAREA_STRICT);
    w = (safearea_window)SAFEAREA_WINDOW_INIT;
    w.placement = SAFEAREA_WINDOW_PLACEMENT_HALF_LEADING;
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_OK, "strict half");
    CHECK(safearea_tree_window(&info, tree) == SAFEAREA_E_OS_VERSION && MESSAGE_HAS("strict"), "strict refuses");
    safearea_tree_free(tree);
}

/* A floating window's minimum height (docs/MODEL.md §19): no source measured one; the least that holds the
 * window's own insets and its controls' rectangle. Under unified the pill spans y 21-43 (Multiplex) and the
 * window's own top is 10, so 43; under minimal the pill spans 6-27.5 and the top is 32 (Multiplex), so 32. */
static void test_minimum_height(void) {
    safearea_tree *tree = tree_on("iPad Pro 13-inch (M4)", SAFEAREA_ORIENTATION_PORTRAIT, "26.1", 0);
    safearea_window w = SAFEAREA_WINDOW_INIT;
    safearea_window_info info;
    safearea_node root = 0, sheet = 0;
    safearea_presentation o = SAFEAREA_PRESENTATION_INIT;
    w.placement = SAFEAREA_WINDOW_PLACEMENT_FLOATING;
    w.controls = SAFEAREA_WINDOW_CONTROLS_UNIFIED;
    w.frame = (safearea_rect){100, 100, 375, 5};
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_E_INVALID_ARGUMENT && MESSAGE_HAS("window.frame") &&
              MESSAGE_HAS("(100, 100, 375, 5)") && MESSAGE_HAS("43"),
          "5 tall");
    w.frame = (safearea_rect){100, 100, 375, 42.5};
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_E_INVALID_ARGUMENT, "42.5 tall");
    w.frame = (safearea_rect){100, 100, 375, 43};
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_OK, "43 tall");
    w.controls = SAFEAREA_WINDOW_CONTROLS_MINIMAL;
    w.frame = (safearea_rect){0, 100, 900, 31};
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_E_INVALID_ARGUMENT && MESSAGE_HAS("32"), "31 tall, minimal");
    /* 32 tall holds the top inset, but a page sheet's top is 10 below it (measured on the iPad (A16)): its
     * maximum detent value is below 0, refused. The window is regular width (900 >= 830). */
    w.frame = (safearea_rect){0, 100, 900, 32};
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_OK, "32 tall, minimal");
    CHECK(safearea_tree_window(&info, tree) == SAFEAREA_OK && info.horizontal_size_class == 1, "regular");
    CHECK(safearea_controller_new(&root, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "root");
    CHECK(safearea_tree_set_root(tree, root) == SAFEAREA_OK, "set root");
    CHECK(safearea_controller_new(&sheet, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "sheet");
    o.style = SAFEAREA_PRESENTATION_PAGE_SHEET;
    CHECK(safearea_controller_present(tree, root, sheet, &o) == SAFEAREA_E_UNSUPPORTED && MESSAGE_HAS("no height"),
          "page sheet without height");
    safearea_tree_free(tree);
}

/* Presentations in app windows (docs/MODEL.md §18, §19): at compact width a sheet or popover adapts (Apple,
 * UIModalPresentationStyle.popover: "behaves the same as formSheet"; .formSheet and .pageSheet: "as a sheet")
 * to a sheet no source measured on an iPad, refused; a window change or a rotation a presentation cannot
 * follow is refused with the tree unchanged; reads lay out pending changes first. */
static void test_presentations_in_windows(void) {
    safearea_tree *tree = tree_on("iPad Pro 11-inch (M4)", SAFEAREA_ORIENTATION_PORTRAIT, "26.1", 0);
    safearea_window w = SAFEAREA_WINDOW_INIT;
    safearea_window_info info;
    safearea_node root = 0, sheet = 0;
    safearea_presentation o = SAFEAREA_PRESENTATION_INIT;
    safearea_presentation_result r;
    safearea_reserved_region regions[2];
    size_t count = 0;
    double one = 1, landscape = SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, value = -1;
    CHECK(safearea_controller_new(&root, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "root");
    CHECK(safearea_tree_set_root(tree, root) == SAFEAREA_OK, "set root");
    CHECK(safearea_controller_new(&sheet, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "sheet");
    w.placement = SAFEAREA_WINDOW_PLACEMENT_FLOATING;
    w.frame = (safearea_rect){100, 100, 375, 600};
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_OK, "375 wide");
    CHECK(safearea_tree_window(&info, tree) == SAFEAREA_OK && info.horizontal_size_class == 0, "compact");
    o.style = SAFEAREA_PRESENTATION_POPOVER;
    o.has_source_rect = 1;
    o.source_rect = (safearea_rect){20, 200, 40, 40};
    o.preferred_content_width = 200;
    o.preferred_content_height = 200;
    CHECK(safearea_controller_present(tree, root, sheet, &o) == SAFEAREA_E_UNSUPPORTED && MESSAGE_HAS("compact") &&
              MESSAGE_HAS("formSheet"),
          "popover at compact width");
    o = (safearea_presentation)SAFEAREA_PRESENTATION_INIT;
    o.style = SAFEAREA_PRESENTATION_PAGE_SHEET;
    CHECK(safearea_controller_present(tree, root, sheet, &o) == SAFEAREA_E_UNSUPPORTED && MESSAGE_HAS("compact-width"),
          "page sheet at compact width");
    o.style = SAFEAREA_PRESENTATION_FORM_SHEET;
    CHECK(safearea_controller_present(tree, root, sheet, &o) == SAFEAREA_E_UNSUPPORTED && MESSAGE_HAS("compact-width"),
          "form sheet at compact width");
    /* A full-screen presentation fills the window (docs/MODEL.md §18). */
    o.style = SAFEAREA_PRESENTATION_FULL_SCREEN;
    CHECK(safearea_controller_present(tree, root, sheet, &o) == SAFEAREA_OK, "full screen");
    CHECK(safearea_controller_presentation(&r, tree, sheet) == SAFEAREA_OK && rect_is(&r.frame, 0, 0, 375, 600),
          "fills the window");
    CHECK(safearea_controller_dismiss(tree, sheet) == SAFEAREA_OK, "dismiss");

    /* Full screen again, a page sheet: [0, t + 10, W, H - t - 10] (iPad (A16), measured). */
    CHECK(safearea_tree_set_window(tree, NULL) == SAFEAREA_OK, "full screen");
    o.style = SAFEAREA_PRESENTATION_PAGE_SHEET;
    CHECK(safearea_controller_present(tree, root, sheet, &o) == SAFEAREA_OK, "page sheet");
    CHECK(safearea_tree_window(&info, tree) == SAFEAREA_OK, "info");
    CHECK(safearea_controller_presentation(&r, tree, sheet) == SAFEAREA_OK && r.frame.y == info.insets.top + 10,
          "top + 10");
    /* The half tile in portrait is 412 wide, compact: the page sheet cannot follow, the window is unchanged. */
    w = (safearea_window)SAFEAREA_WINDOW_INIT;
    w.placement = SAFEAREA_WINDOW_PLACEMENT_HALF_LEADING;
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_E_UNSUPPORTED && MESSAGE_HAS("compact"), "half refused");
    CHECK(safearea_tree_window(&info, tree) == SAFEAREA_OK && info.windowed == 0 && info.frame.width == 834,
          "window unchanged");
    CHECK(safearea_controller_presentation(&r, tree, sheet) == SAFEAREA_OK && r.frame.width == 834, "sheet unchanged");
    /* Rotating through the plain property: an iPad page sheet in landscape floats as a card of the unread readable
     * width (docs/MODEL.md §18): refused, orientation kept. */
    CHECK(safearea_tree_set(tree, 0, SAFEAREA_PROP_ORIENTATION, &landscape, 1) == SAFEAREA_E_UNSUPPORTED &&
              MESSAGE_HAS("readable width plus margins"),
          "rotation refused");
    CHECK(safearea_tree_get(&value, 1, &count, tree, 0, SAFEAREA_PROP_ORIENTATION) == SAFEAREA_OK &&
              value == SAFEAREA_ORIENTATION_PORTRAIT,
          "still portrait (%g)", value);
    CHECK(safearea_controller_presentation(&r, tree, sheet) == SAFEAREA_OK, "still readable");
    /* The presentation read lays out first: a hidden status bar moves the sheet to its new top + 10. */
    CHECK(safearea_tree_set(tree, 0, SAFEAREA_PROP_STATUS_BAR_HIDDEN, &one, 1) == SAFEAREA_OK, "hide status bar");
    CHECK(safearea_controller_presentation(&r, tree, sheet) == SAFEAREA_OK, "read");
    CHECK(safearea_tree_window(&info, tree) == SAFEAREA_OK && r.frame.y == info.insets.top + 10,
          "sheet follows: %g for top %g", r.frame.y, info.insets.top);
    safearea_tree_free(tree);

    /* A strict tree refuses the derived controls rectangle without the flag; the read lays out first. */
    tree = tree_on("iPad Pro 13-inch (M4)", SAFEAREA_ORIENTATION_PORTRAIT, "27.0", SAFEAREA_STRICT);
    w = (safearea_window)SAFEAREA_WINDOW_INIT;
    w.placement = SAFEAREA_WINDOW_PLACEMENT_FLOATING;
    w.frame = (safearea_rect){100, 100, 711, 941};
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_OK, "strict floating");
    CHECK(safearea_tree_window_reserved_regions(regions, 2, &count, tree, 0) == SAFEAREA_E_OS_VERSION &&
              MESSAGE_HAS("strict"),
          "strict tree refuses the pill");
    safearea_tree_free(tree);
}

/* A UIRequiresFullScreen window's 9.5-pt corner adaptation (erik-sutton95/OpenZCine ios/Runner/DesignShared.swift
 * at 99f9853c4c69b067a30734435be842e0729cf363: "top inset 0, corner adaptation 9.5pt display-corner only"):
 * with the status bar hidden the safe area reaches the top corners, and its corner-adapted guide moves 9.5 in. */
static void test_compatibility_corners(void) {
    safearea_tree *tree =
        tree_on("iPad Pro 11-inch (M4)", SAFEAREA_ORIENTATION_PORTRAIT, "26.2", SAFEAREA_STATUS_BAR_HIDDEN);
    safearea_window w = SAFEAREA_WINDOW_INIT;
    safearea_node root = 0, view = 0;
    safearea_rect g;
    w.compatibility = SAFEAREA_WINDOW_COMPATIBILITY_REQUIRES_FULL_SCREEN;
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_OK, "compatibility mode");
    CHECK(safearea_controller_new(&root, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "root");
    CHECK(safearea_tree_set_root(tree, root) == SAFEAREA_OK, "set root");
    CHECK(safearea_controller_view(&view, tree, root) == SAFEAREA_OK, "view");
    CHECK(safearea_view_corner_adapted_guide(&g, tree, view, SAFEAREA_GUIDE_SAFE_AREA,
                                             SAFEAREA_ADAPTIVITY_AXIS_HORIZONTAL) == SAFEAREA_OK,
          "guide");
    CHECK(g.x == 9.5 && g.x + g.width == 834 - 9.5, "9.5 in from both top corners: %g %g", g.x, g.width);
    safearea_tree_free(tree);
}

/* safearea_window_init (libgit2's git_checkout_options_init): the version fills what SAFEAREA_WINDOW_INIT
 * fills; NULL and an unknown version are refused with a message, the struct untouched; the deprecated
 * SAFEAREA_WINDOW_OPTIONS_VERSION is SAFEAREA_WINDOW_VERSION; a filled struct places a window. */
static int same_window(const safearea_window *a, const safearea_window *b) {
    return a->version == b->version && a->placement == b->placement && a->frame.x == b->frame.x &&
           a->frame.y == b->frame.y && a->frame.width == b->frame.width && a->frame.height == b->frame.height &&
           a->controls == b->controls && a->compatibility == b->compatibility;
}

static void test_window_init(void) {
    static const unsigned int bad[] = {0, SAFEAREA_WINDOW_VERSION + 1, 0xffffffffu};
    safearea_window expected = SAFEAREA_WINDOW_INIT, w, before;
    safearea_window_info info;
    safearea_tree *tree;
    size_t i;
    memset(&w, 0xA5, sizeof w);
    CHECK(safearea_window_init(&w, SAFEAREA_WINDOW_VERSION) == SAFEAREA_OK && same_window(&w, &expected),
          "init fills what SAFEAREA_WINDOW_INIT fills");
    CHECK(w.version == SAFEAREA_WINDOW_VERSION && w.placement == SAFEAREA_WINDOW_PLACEMENT_FULL &&
              w.controls == SAFEAREA_WINDOW_CONTROLS_AUTOMATIC && w.compatibility == SAFEAREA_WINDOW_COMPATIBILITY_NONE,
          "the defaults");
    CHECK(SAFEAREA_WINDOW_OPTIONS_VERSION == SAFEAREA_WINDOW_VERSION, "the deprecated name is the new one");
    CHECK(safearea_window_init(NULL, SAFEAREA_WINDOW_VERSION) == SAFEAREA_E_NULL_ARGUMENT && MESSAGE_HAS("opts"),
          "NULL");
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        memset(&w, 0xA5, sizeof w);
        memcpy(&before, &w, sizeof w);
        CHECK(safearea_window_init(&w, bad[i]) == SAFEAREA_E_INVALID_ARGUMENT &&
                  MESSAGE_HAS("SAFEAREA_WINDOW_VERSION (1)") && memcmp(&w, &before, sizeof w) == 0,
              "version %u refused, the struct untouched", bad[i]);
    }
    tree = tree_on("iPad Pro 11-inch (M4)", SAFEAREA_ORIENTATION_PORTRAIT, "26.5", 0);
    CHECK(safearea_window_init(&w, SAFEAREA_WINDOW_VERSION) == SAFEAREA_OK, "init");
    w.placement = SAFEAREA_WINDOW_PLACEMENT_HALF_LEADING;
    CHECK(safearea_tree_set_window(tree, &w) == SAFEAREA_OK && safearea_tree_window(&info, tree) == SAFEAREA_OK &&
              info.placement == SAFEAREA_WINDOW_PLACEMENT_HALF_LEADING && info.frame.width == 412,
          "an initialised window places the half tile");
    safearea_tree_free(tree);
}

int main(void) {
    test_strings();
    test_placement_from_string();
    test_iphone_app();
    test_iphone_app_resized();
    test_before_26();
    test_floating_top();
    test_tiles();
    test_controls();
    test_compatibility_mode();
    test_margins();
    test_margins_inside_the_window();
    test_refusals();
    test_minimum_height();
    test_presentations_in_windows();
    test_compatibility_corners();
    test_window_init();
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
