/* Tests the container settings of safearea.h from C (docs/MODEL.md §2.5, §17): bad toolbar
 * item counts, bar minimizations out of range, settings on controllers that do not have them,
 * SAFEAREA_PROP_STRICT and the tree flag SAFEAREA_STRICT, transitions into windows whose bars
 * are unmeasured or derived (refused before anything changes), and explanations that name the
 * bar and its source. Expected values come from the rows of data/containers.json and the
 * probes they cite (Vercantez/openuikit, iOS 26.1), and the catalog's own window insets.
 * Prints "N passed, N failed". */
#include "safearea.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

#define MESSAGE_IS(text)  (strcmp(safearea_last_error_message(), (text)) == 0)
#define MESSAGE_HAS(text) (strstr(safearea_last_error_message(), (text)) != NULL)

/* A window on `device` at `os` whose root is a container of `kind` holding one plain child;
 * the child and its view are written to `child` and `view`, the container to `container`. */
static safearea_tree *container_tree(const char *device, const char *os, uint32_t flags, safearea_controller_kind kind,
                                     safearea_node *container, safearea_node *child, safearea_node *view) {
    safearea_tree *tree = NULL;
    CHECK(safearea_tree_new(&tree, find(device), SAFEAREA_ORIENTATION_PORTRAIT, os, flags) == SAFEAREA_OK, "%s %s",
          device, os);
    CHECK(safearea_controller_new(child, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "child");
    CHECK(safearea_controller_new(container, tree, kind, 0) == SAFEAREA_OK, "container");
    CHECK(safearea_controller_set_children(tree, *container, child, 1) == SAFEAREA_OK, "children");
    CHECK(safearea_tree_set_root(tree, *container) == SAFEAREA_OK, "root");
    CHECK(safearea_controller_view(view, tree, *child) == SAFEAREA_OK, "view");
    return tree;
}

static double get1(safearea_tree *tree, safearea_node node, safearea_property property) {
    double value = -99;
    size_t count = 0;
    CHECK(safearea_tree_get(&value, 1, &count, tree, node, property) == SAFEAREA_OK && count == 1, "get %s",
          safearea_property_string(property));
    return value;
}

static int set1(safearea_tree *tree, safearea_node node, safearea_property property, double value) {
    return safearea_tree_set(tree, node, property, &value, 1);
}

static int insets_are(const safearea_insets *in, double top, double left, double bottom, double right) {
    return in->top == top && in->left == left && in->bottom == bottom && in->right == right;
}

/* The catalog's window insets of `device` (the numbers a container adds its bars to). */
static safearea_insets window_insets(const char *device, safearea_orientation orientation, const char *os) {
    safearea_insets in = {0, 0, 0, 0};
    CHECK(safearea_device_safe_area(&in, find(device), orientation, os, 0) == SAFEAREA_OK, "%s insets", device);
    return in;
}

static void test_toolbar_items(void) {
    safearea_node nav = 0, child = 0, view = 0;
    safearea_tree *tree = container_tree("iPhone 16", "26.1", 0, SAFEAREA_CONTROLLER_NAVIGATION, &nav, &child, &view);
    static const struct {
        double value;
        const char *message;
    } bad[] = {
        {-1, "toolbar items must be a whole number from 0 to 10000, got -1"},
        {1.5, "toolbar items must be a whole number from 0 to 10000, got 1.5"},
        {10001, "toolbar items must be a whole number from 0 to 10000, got 10001"},
        {1e300, "toolbar items must be a whole number from 0 to 10000"},
        {-INFINITY, "toolbar items must be finite numbers"},
    };
    double two[2] = {1, 1};
    size_t i;
    CHECK(get1(tree, child, SAFEAREA_PROP_TOOLBAR_ITEMS) == 0, "default 0");
    CHECK(set1(tree, child, SAFEAREA_PROP_TOOLBAR_ITEMS, 3) == SAFEAREA_OK, "3");
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        CHECK(set1(tree, child, SAFEAREA_PROP_TOOLBAR_ITEMS, bad[i].value) == SAFEAREA_E_INVALID_ARGUMENT, "%g",
              bad[i].value);
        CHECK(MESSAGE_HAS(bad[i].message), "%g: %s", bad[i].value, safearea_last_error_message());
    }
    CHECK(set1(tree, child, SAFEAREA_PROP_TOOLBAR_ITEMS, NAN) == SAFEAREA_E_INVALID_ARGUMENT, "NaN");
    CHECK(MESSAGE_IS("toolbar items must be finite numbers"), "NaN: %s", safearea_last_error_message());
    CHECK(safearea_tree_set(tree, child, SAFEAREA_PROP_TOOLBAR_ITEMS, two, 2) == SAFEAREA_E_INVALID_ARGUMENT,
          "two values");
    CHECK(MESSAGE_HAS("toolbar items"), "count: %s", safearea_last_error_message());
    CHECK(safearea_tree_set(tree, child, SAFEAREA_PROP_TOOLBAR_ITEMS, NULL, 1) == SAFEAREA_E_NULL_ARGUMENT, "NULL");
    CHECK(get1(tree, child, SAFEAREA_PROP_TOOLBAR_ITEMS) == 3, "unchanged by every refusal");
    CHECK(set1(tree, child, SAFEAREA_PROP_TOOLBAR_ITEMS, 10000) == SAFEAREA_OK, "10000 is the limit");
    CHECK(get1(tree, child, SAFEAREA_PROP_TOOLBAR_ITEMS) == 10000, "10000");
    CHECK(set1(tree, child, SAFEAREA_PROP_TOOLBAR_ITEMS, 0) == SAFEAREA_OK, "0");
    /* A view is not a controller. */
    CHECK(set1(tree, view, SAFEAREA_PROP_TOOLBAR_ITEMS, 1) != SAFEAREA_OK, "on a view");
    CHECK(safearea_last_error_message()[0] != '\0', "a message");
    /* A detached controller takes the count too (toolbarItems is every controller's). */
    {
        safearea_node lone = 0;
        CHECK(safearea_controller_new(&lone, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "lone");
        CHECK(set1(tree, lone, SAFEAREA_PROP_TOOLBAR_ITEMS, -2) == SAFEAREA_E_INVALID_ARGUMENT, "detached -2");
        CHECK(MESSAGE_HAS("toolbar items must be a whole number"), "%s", safearea_last_error_message());
        CHECK(set1(tree, lone, SAFEAREA_PROP_TOOLBAR_ITEMS, 2) == SAFEAREA_OK, "detached 2");
        CHECK(get1(tree, lone, SAFEAREA_PROP_TOOLBAR_ITEMS) == 2, "detached reads 2");
    }
    safearea_tree_free(tree);
}

static void test_bar_minimization_and_accessory(void) {
    safearea_node nav = 0, child = 0, view = 0, tabs = 0, tab = 0, tab_view = 0;
    safearea_tree *tree = container_tree("iPhone 16", "26.1", 0, SAFEAREA_CONTROLLER_NAVIGATION, &nav, &child, &view);
    safearea_tree *tab_tree =
        container_tree("iPhone 16", "26.1", 0, SAFEAREA_CONTROLLER_TAB_BAR, &tabs, &tab, &tab_view);
    safearea_insets in;
    static const double out_of_range[] = {3, -1, 0.5, 255};
    size_t i;

    CHECK(get1(tree, nav, SAFEAREA_PROP_BAR_MINIMIZATION) == SAFEAREA_BAR_MINIMIZATION_NONE, "default none");
    for (i = 0; i < sizeof out_of_range / sizeof out_of_range[0]; i++) {
        CHECK(set1(tree, nav, SAFEAREA_PROP_BAR_MINIMIZATION, out_of_range[i]) == SAFEAREA_E_INVALID_ARGUMENT, "%g",
              out_of_range[i]);
        CHECK(MESSAGE_HAS("bar minimization must be a whole number from 0 to 2"), "%g: %s", out_of_range[i],
              safearea_last_error_message());
    }
    CHECK(set1(tree, nav, SAFEAREA_PROP_BAR_MINIMIZATION, NAN) == SAFEAREA_E_INVALID_ARGUMENT, "NaN");
    CHECK(MESSAGE_IS("bar minimization must be finite numbers"), "NaN: %s", safearea_last_error_message());
    CHECK(safearea_bar_minimization_string((safearea_bar_minimization)3) == NULL, "no name for 3");
    /* Only containers minimize their bars. */
    CHECK(set1(tree, child, SAFEAREA_PROP_BAR_MINIMIZATION, SAFEAREA_BAR_MINIMIZATION_KEEPS_SAFE_AREA) ==
              SAFEAREA_E_INVALID_ARGUMENT,
          "plain controller");
    CHECK(MESSAGE_IS("bar minimization: this view controller is not a navigation or tab bar controller"), "%s",
          safearea_last_error_message());
    CHECK(get1(tree, nav, SAFEAREA_PROP_BAR_MINIMIZATION) == SAFEAREA_BAR_MINIMIZATION_NONE, "unchanged");
    /* ouk_probe_iphone16: [113,0,34,0] before and after every refusal. */
    CHECK(safearea_view_safe_area(&in, tree, view) == SAFEAREA_OK && insets_are(&in, 113, 0, 34, 0), "113");
    CHECK(set1(tree, nav, SAFEAREA_PROP_BAR_MINIMIZATION, SAFEAREA_BAR_MINIMIZATION_ADJUSTS_SAFE_AREA) == SAFEAREA_OK,
          "adjusts");
    CHECK(get1(tree, nav, SAFEAREA_PROP_BAR_MINIMIZATION) == SAFEAREA_BAR_MINIMIZATION_ADJUSTS_SAFE_AREA, "reads");
    CHECK(safearea_view_safe_area(&in, tree, view) == SAFEAREA_E_UNSUPPORTED, "minimized bars are unmeasured");
    CHECK(MESSAGE_HAS("no public probe measured minimized bars"), "%s", safearea_last_error_message());
    CHECK(set1(tree, nav, SAFEAREA_PROP_BAR_MINIMIZATION, SAFEAREA_BAR_MINIMIZATION_NONE) == SAFEAREA_OK, "none");
    CHECK(safearea_view_safe_area(&in, tree, view) == SAFEAREA_OK && insets_are(&in, 113, 0, 34, 0), "113 again");

    /* bottomAccessory is a tab bar controller's. */
    CHECK(set1(tree, nav, SAFEAREA_PROP_BOTTOM_ACCESSORY, 1) == SAFEAREA_E_INVALID_ARGUMENT, "navigation");
    CHECK(
        MESSAGE_HAS("bottom_accessory: view controller #") &&
            MESSAGE_HAS(" is not a tab bar controller (the accessory is a band above a tab bar controller's tab bar)"),
        "%s", safearea_last_error_message());
    CHECK(set1(tree, child, SAFEAREA_PROP_BOTTOM_ACCESSORY, 1) == SAFEAREA_E_INVALID_ARGUMENT, "plain");
    CHECK(
        MESSAGE_HAS("bottom_accessory: view controller #") &&
            MESSAGE_HAS(" is not a tab bar controller (the accessory is a band above a tab bar controller's tab bar)"),
        "%s", safearea_last_error_message());
    CHECK(set1(tab_tree, tabs, SAFEAREA_PROP_BOTTOM_ACCESSORY, 2) == SAFEAREA_E_INVALID_ARGUMENT, "2");
    CHECK(MESSAGE_IS("bottom accessory is a boolean: 0 or 1, got 2"), "%s", safearea_last_error_message());
    CHECK(get1(tab_tree, tabs, SAFEAREA_PROP_BOTTOM_ACCESSORY) == 0, "default 0");
    /* ouk_scroll_edge: the iPhone 16's tab bar child reads [59,0,83,0] (an 83-pt band). */
    CHECK(safearea_view_safe_area(&in, tab_tree, tab_view) == SAFEAREA_OK && insets_are(&in, 59, 0, 83, 0), "83");
    CHECK(set1(tab_tree, tabs, SAFEAREA_PROP_BOTTOM_ACCESSORY, 1) == SAFEAREA_OK, "accessory");
    CHECK(get1(tab_tree, tabs, SAFEAREA_PROP_BOTTOM_ACCESSORY) == 1, "reads 1");
    /* MODEL.md §17: 139 measured on the iPhone 16 at 26.5 (bartosz-skejcik/passkey-vault ios/DOCK-PANEL-RESEARCH.md
     * @ d2dde67b); on 26.1 the same band is carried (derived): 59 + the 83-pt band + the accessory's 56. */
    CHECK(safearea_view_safe_area(&in, tab_tree, tab_view) == SAFEAREA_OK && insets_are(&in, 59, 0, 139, 0), "139");
    CHECK(set1(tab_tree, tabs, SAFEAREA_PROP_BAR_MINIMIZATION, 7) == SAFEAREA_E_INVALID_ARGUMENT, "tab bar 7");
    CHECK(MESSAGE_HAS("bar minimization must be a whole number from 0 to 2, got 7"), "%s",
          safearea_last_error_message());

    /* A search controller is a boolean too. */
    CHECK(set1(tree, child, SAFEAREA_PROP_SEARCH_CONTROLLER, 0.5) == SAFEAREA_E_INVALID_ARGUMENT, "search 0.5");
    CHECK(MESSAGE_IS("search controller is a boolean: 0 or 1, got 0.5"), "%s", safearea_last_error_message());
    safearea_tree_free(tab_tree);
    safearea_tree_free(tree);
}

static void test_strict(void) {
    safearea_node nav = 0, child = 0, view = 0;
    /* The iPhone 17 Pro's 27.0 window insets are measured; its 27 bars are derived from 26.1. */
    safearea_insets window = window_insets("iPhone 17 Pro", SAFEAREA_ORIENTATION_PORTRAIT, "27.0"), in;
    safearea_tree *tree =
        container_tree("iPhone 17 Pro", "27.0", 0, SAFEAREA_CONTROLLER_NAVIGATION, &nav, &child, &view);
    safearea_tree *flagged = NULL;
    safearea_node fnav = 0, fchild = 0, fview = 0;

    CHECK(get1(tree, 0, SAFEAREA_PROP_STRICT) == 0, "default 0");
    CHECK(safearea_view_safe_area(&in, tree, view) == SAFEAREA_OK &&
              insets_are(&in, window.top + 54, window.left, window.bottom, window.right),
          "54 carried from 26.1");
    CHECK(set1(tree, 0, SAFEAREA_PROP_STRICT, 1) == SAFEAREA_OK, "strict");
    CHECK(get1(tree, 0, SAFEAREA_PROP_STRICT) == 1, "reads 1");
    CHECK(safearea_view_safe_area(&in, tree, view) == SAFEAREA_E_OS_VERSION, "derived bar refused");
    CHECK(MESSAGE_HAS("navigation bar (54 pt on iOS 27.0) is derived, not measured or documented"), "%s",
          safearea_last_error_message());
    CHECK(set1(tree, 0, SAFEAREA_PROP_STRICT, 2) == SAFEAREA_E_INVALID_ARGUMENT, "strict 2");
    CHECK(MESSAGE_IS("strict is a boolean: 0 or 1, got 2"), "%s", safearea_last_error_message());
    CHECK(set1(tree, 0, SAFEAREA_PROP_STRICT, NAN) == SAFEAREA_E_INVALID_ARGUMENT, "strict NaN");
    CHECK(MESSAGE_HAS("strict"), "%s", safearea_last_error_message());
    CHECK(set1(tree, nav, SAFEAREA_PROP_STRICT, 0) == SAFEAREA_E_INVALID_ARGUMENT, "a window property on a node");
    CHECK(safearea_last_error_message()[0] != '\0', "a message");
    CHECK(get1(tree, 0, SAFEAREA_PROP_STRICT) == 1, "still 1");
    CHECK(set1(tree, 0, SAFEAREA_PROP_STRICT, 0) == SAFEAREA_OK, "not strict");
    CHECK(get1(tree, 0, SAFEAREA_PROP_STRICT) == 0, "reads 0");
    CHECK(safearea_view_safe_area(&in, tree, view) == SAFEAREA_OK && in.top == window.top + 54, "answered again");
    safearea_tree_free(tree);

    /* The flag at creation is the same setting. */
    flagged = container_tree("iPhone 17 Pro", "27.0", SAFEAREA_STRICT, SAFEAREA_CONTROLLER_NAVIGATION, &fnav, &fchild,
                             &fview);
    CHECK(get1(flagged, 0, SAFEAREA_PROP_STRICT) == 1, "flag reads 1");
    CHECK(safearea_view_safe_area(&in, flagged, fview) == SAFEAREA_E_OS_VERSION, "flag refuses");
    CHECK(MESSAGE_HAS("is derived, not measured or documented"), "%s", safearea_last_error_message());
    safearea_tree_free(flagged);
    /* Strict with the other flags, and an unknown bit beside it. */
    CHECK(safearea_tree_new(&flagged, find("iPhone 16"), SAFEAREA_ORIENTATION_PORTRAIT, "26.1",
                            SAFEAREA_STRICT | SAFEAREA_TREE_CONTINUOUS | SAFEAREA_TREE_RIGHT_TO_LEFT) == SAFEAREA_OK,
          "strict | continuous | rtl");
    CHECK(get1(flagged, 0, SAFEAREA_PROP_STRICT) == 1 && get1(flagged, 0, SAFEAREA_PROP_RIGHT_TO_LEFT) == 1 &&
              get1(flagged, 0, SAFEAREA_PROP_CHILD_INSETS_CONTINUOUS) == 1,
          "each flag reads back");
    safearea_tree_free(flagged);
    flagged = NULL;
    CHECK(safearea_tree_new(&flagged, find("iPhone 16"), SAFEAREA_ORIENTATION_PORTRAIT, "26.1",
                            SAFEAREA_STRICT | (1u << 12)) == SAFEAREA_E_INVALID_ARGUMENT,
          "unknown bit");
    CHECK(flagged == NULL && safearea_last_error_message()[0] != '\0', "out unchanged, a message");
}

static void test_transitions(void) {
    safearea_node tabs = 0, child = 0, view = 0;
    safearea_tree *tree = container_tree("iPad (A16)", "26.1", 0, SAFEAREA_CONTROLLER_TAB_BAR, &tabs, &child, &view);
    safearea_transition to18 = {SAFEAREA_TRANSITION_OS_VERSION | SAFEAREA_TRANSITION_ORIENTATION,
                                SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, 0, 0, "18.3"};
    safearea_transition rotate = {SAFEAREA_TRANSITION_ORIENTATION, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, 0, 0, NULL};
    safearea_insets in, landscape = window_insets("iPad (A16)", SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, "26.1");
    size_t count = 99;

    /* ouk_tab_bar_controller: the floating tab bar [0,32,820,44]; a plain child from 96 = 32 + 44 + 20, bottom 25. */
    CHECK(safearea_view_safe_area(&in, tree, view) == SAFEAREA_OK && insets_are(&in, 96, 0, 25, 0), "96");
    /* iPadOS 18's floating tab bar is derived from a decompile (MODEL.md §17): a strict window refuses the
       transition into it before anything changes. */
    CHECK(set1(tree, 0, SAFEAREA_PROP_STRICT, 1) == SAFEAREA_OK, "strict");
    CHECK(safearea_tree_transition(&count, tree, &to18) == SAFEAREA_E_OS_VERSION, "iPadOS 18 tab bar, strict");
    CHECK(MESSAGE_HAS("tab bar (50 pt on iPadOS 18.3) is derived"), "%s", safearea_last_error_message());
    CHECK(MESSAGE_HAS("decompiled iOS 18.2 UIKitCore"), "%s", safearea_last_error_message());
    CHECK(count == 99, "count untouched");
    CHECK(get1(tree, 0, SAFEAREA_PROP_ORIENTATION) == SAFEAREA_ORIENTATION_PORTRAIT, "still portrait");
    to18.fields = SAFEAREA_TRANSITION_OS_VERSION;
    CHECK(safearea_tree_transition(&count, tree, &to18) == SAFEAREA_E_OS_VERSION, "18.3 alone");
    /* Read back not strict (the iPad (A16)'s 26.1 window is itself carried from 26.5): unchanged. */
    CHECK(set1(tree, 0, SAFEAREA_PROP_STRICT, 0) == SAFEAREA_OK, "not strict");
    CHECK(safearea_view_safe_area(&in, tree, view) == SAFEAREA_OK && insets_are(&in, 96, 0, 25, 0), "96 still");

    /* Rotation stays on 26.1, whose top tab bar is measured: the row's rule in the new window. */
    CHECK(safearea_tree_transition(&count, tree, &rotate) == SAFEAREA_OK && count > 0, "rotation");
    CHECK(get1(tree, 0, SAFEAREA_PROP_ORIENTATION) == SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, "landscape");
    CHECK(safearea_view_safe_area(&in, tree, view) == SAFEAREA_OK &&
              insets_are(&in, landscape.top + 44 + 20, landscape.left, landscape.bottom, landscape.right),
          "landscape %g %g %g %g", in.top, in.left, in.bottom, in.right);
    /* Not strict, the transition into iPadOS 18 is answered. uikitcore_18_2_decompile (_UITabContainerView.m,
       -edgeInsetsForChildViewController:, -_floatingTabBarFittingHeight): a plain child gets the top inset + 50
       and a bottom of 0 over the window's. */
    {
        safearea_insets landscape18 = window_insets("iPad (A16)", SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, "18.3");
        CHECK(safearea_tree_transition(&count, tree, &to18) == SAFEAREA_OK && count > 0, "18.3 taken");
        CHECK(safearea_view_safe_area(&in, tree, view) == SAFEAREA_OK &&
                  insets_are(&in, landscape18.top + 50, landscape18.left, landscape18.bottom, landscape18.right),
              "18.3 landscape %g %g %g %g", in.top, in.left, in.bottom, in.right);
    }
    safearea_tree_free(tree);

    /* A strict window refuses a transition into derived 27 bars, and stays as it was (26.5: the version the
       iPhone 17 Pro's 26 insets were measured on, MODEL.md §8; the 26 rows are measured on the line, §17). */
    {
        safearea_node nav = 0;
        safearea_insets window = window_insets("iPhone 17 Pro", SAFEAREA_ORIENTATION_PORTRAIT, "26.5");
        safearea_transition to27 = {SAFEAREA_TRANSITION_OS_VERSION, SAFEAREA_ORIENTATION_PORTRAIT, 0, 0, "27.0"};
        tree = container_tree("iPhone 17 Pro", "26.5", SAFEAREA_STRICT, SAFEAREA_CONTROLLER_NAVIGATION, &nav, &child,
                              &view);
        CHECK(safearea_view_safe_area(&in, tree, view) == SAFEAREA_OK && in.top == window.top + 54, "26.5 strict");
        CHECK(safearea_tree_transition(&count, tree, &to27) == SAFEAREA_E_OS_VERSION, "27 refused");
        CHECK(MESSAGE_HAS("navigation bar (54 pt on iOS 27.0) is derived, not measured or documented"), "%s",
              safearea_last_error_message());
        CHECK(safearea_view_safe_area(&in, tree, view) == SAFEAREA_OK && in.top == window.top + 54, "unchanged");
        CHECK(set1(tree, 0, SAFEAREA_PROP_STRICT, 0) == SAFEAREA_OK, "not strict");
        CHECK(safearea_tree_transition(&count, tree, &to27) == SAFEAREA_OK, "27 taken when not strict");
        safearea_tree_free(tree);
    }
}

static void test_explain_names_the_bar_and_its_source(void) {
    safearea_node nav = 0, child = 0, view = 0;
    safearea_tree *tree = container_tree("iPhone 16", "26.1", 0, SAFEAREA_CONTROLLER_NAVIGATION, &nav, &child, &view);
    static char text[8192];
    size_t length = 0;
    CHECK(safearea_view_explain(text, sizeof text, &length, tree, view, SAFEAREA_EDGE_TOP, 0) == SAFEAREA_OK,
          "explain");
    CHECK(strstr(text, "navigation bar 54") != NULL, "%s", text);
    /* ouk_navigation_controller, the row's source in data/containers.json. */
    CHECK(strstr(text, "measured: Vercantez/openuikit, uikit/Sources/OpenUIKit/UINavigationController.swift") != NULL,
          "%s", text);
    CHECK(strstr(text, "113") != NULL, "%s", text);
    CHECK(safearea_view_explain(text, sizeof text, &length, tree, view, SAFEAREA_EDGE_TOP, 1) == SAFEAREA_OK,
          "explain json");
    CHECK(strstr(text, "navigation bar 54") != NULL && strstr(text, "openuikit") != NULL, "%s", text);
    safearea_tree_free(tree);
}

/* iPadOS 18's floating tab bar, from a decompiled iOS 18.2 UIKitCore (uikitcore_18_2_decompile,
   EthanArbuckle/iPhone17-1_18.2_22C152_Restore at f2374d1a3ed838584b9966f98b2531c70202701b, _UITabContainerView.m):
   a plain child gets the top inset + 50 (-_floatingTabBarFittingHeight) and a bottom of 0; a navigation controller
   hosts the tab bar in its navigation bar (_UITabBarControllerVisualStyle_Pad.m) and gets 0, its child reading
   the iPad's 50-pt navigation bar alone (MODEL.md §2.5). Derived: a strict tree refuses both. The iPad Pro 11-inch
   (M4)'s 18.x window is measured (flutter_device_preview_18: 24/0/25/0), so what strict refuses is the bar. */
static void test_ipados18_floating_tab_bar(void) {
    safearea_node tabs = 0, child = 0, view = 0, nav = 0, inner = 0, inner_view = 0;
    safearea_insets in, window = window_insets("iPad Pro 11-inch (M4)", SAFEAREA_ORIENTATION_PORTRAIT, "18.0");
    safearea_tree *tree =
        container_tree("iPad Pro 11-inch (M4)", "18.0", 0, SAFEAREA_CONTROLLER_TAB_BAR, &tabs, &child, &view);
    static char text[8192];
    size_t length = 0;
    CHECK(safearea_view_safe_area(&in, tree, view) == SAFEAREA_OK &&
              insets_are(&in, window.top + 50, window.left, window.bottom, window.right),
          "plain child %g %g %g %g", in.top, in.left, in.bottom, in.right);
    CHECK(safearea_view_explain(text, sizeof text, &length, tree, view, SAFEAREA_EDGE_TOP, 0) == SAFEAREA_OK,
          "explain");
    CHECK(strstr(text, "4 below the top inset, its height unmeasured") != NULL, "%s", text);
    CHECK(strstr(text, "EthanArbuckle/iPhone17-1_18.2_22C152_Restore") != NULL, "%s", text);
    safearea_tree_free(tree);

    tree = container_tree("iPad Pro 11-inch (M4)", "18.0", 0, SAFEAREA_CONTROLLER_TAB_BAR, &tabs, &nav, &view);
    CHECK(safearea_controller_new(&nav, tree, SAFEAREA_CONTROLLER_NAVIGATION, 0) == SAFEAREA_OK, "nav");
    CHECK(safearea_controller_new(&inner, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "inner");
    CHECK(safearea_controller_set_children(tree, nav, &inner, 1) == SAFEAREA_OK, "nav children");
    CHECK(safearea_controller_set_children(tree, tabs, &nav, 1) == SAFEAREA_OK, "tab children");
    CHECK(safearea_controller_view(&inner_view, tree, inner) == SAFEAREA_OK, "inner view");
    CHECK(safearea_view_safe_area(&in, tree, inner_view) == SAFEAREA_OK &&
              insets_are(&in, window.top + 50, window.left, window.bottom, window.right),
          "navigation child %g %g %g %g", in.top, in.left, in.bottom, in.right);
    CHECK(set1(tree, 0, SAFEAREA_PROP_STRICT, 1) == SAFEAREA_OK, "strict");
    CHECK(safearea_view_safe_area(&in, tree, inner_view) == SAFEAREA_E_OS_VERSION, "strict refuses");
    CHECK(MESSAGE_HAS("tab bar (0 pt on iPadOS 18.0) is derived"), "%s", safearea_last_error_message());
    safearea_tree_free(tree);
}

/* The search band before iOS 26 (docs/MODEL.md §17): software-mansion/react-native-screens issue #1951
 * (iPhone 13 simulator, iOS 15.5, inline title, the view inspector): "44 for the upper part, 52 for the
 * search bar" below the 47-pt status bar, so the child's top is 47 + 44 + 52 = 143. */
static void test_search_band_before_26(void) {
    safearea_node nav = 0, child = 0, view = 0;
    safearea_tree *tree = container_tree("iPhone 13", "15.5", 0, SAFEAREA_CONTROLLER_NAVIGATION, &nav, &child, &view);
    safearea_transition rotate = {SAFEAREA_TRANSITION_ORIENTATION, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, 0, 0, NULL};
    safearea_insets in;
    static char text[8192];
    size_t length = 0, count = 99;
    CHECK(set1(tree, child, SAFEAREA_PROP_SEARCH_CONTROLLER, 1) == SAFEAREA_OK, "search");
    CHECK(safearea_view_safe_area(&in, tree, view) == SAFEAREA_OK && insets_are(&in, 143, 0, 34, 0), "143: %g %g %g %g",
          in.top, in.left, in.bottom, in.right);
    CHECK(safearea_view_explain(text, sizeof text, &length, tree, view, SAFEAREA_EDGE_TOP, 0) == SAFEAREA_OK,
          "explain");
    CHECK(strstr(text, "search field 52") != NULL && strstr(text, "react-native-screens issue #1951") != NULL, "%s",
          text);
    /* Under a large title the band stays below the large title's 52 (wix/react-native-navigation issue #7514:
       a 148-pt bar = 44 + 52 + 52): 47 + 148 = 195. */
    CHECK(set1(tree, nav, SAFEAREA_PROP_PREFERS_LARGE_TITLES, 1) == SAFEAREA_OK, "large");
    CHECK(safearea_view_safe_area(&in, tree, view) == SAFEAREA_OK && in.top == 195, "195: %g", in.top);
    /* The one reading is in portrait: at compact height the band is refused, before anything changes. */
    CHECK(safearea_tree_transition(&count, tree, &rotate) == SAFEAREA_E_UNSUPPORTED, "landscape refused");
    CHECK(MESSAGE_HAS("search controller's band at compact height"), "%s", safearea_last_error_message());
    CHECK(count == 99, "count untouched");
    safearea_tree_free(tree);
    /* Strict: the band is carried to the iPhone 16 on 18.0 (derived), so a strict window refuses it. */
    tree = container_tree("iPhone 16", "18.0", SAFEAREA_STRICT, SAFEAREA_CONTROLLER_NAVIGATION, &nav, &child, &view);
    CHECK(set1(tree, child, SAFEAREA_PROP_SEARCH_CONTROLLER, 1) == SAFEAREA_OK, "search");
    CHECK(safearea_view_safe_area(&in, tree, view) == SAFEAREA_E_OS_VERSION, "strict refuses the carried band");
    CHECK(set1(tree, 0, SAFEAREA_PROP_STRICT, 0) == SAFEAREA_OK, "not strict");
    CHECK(safearea_view_safe_area(&in, tree, view) == SAFEAREA_OK && in.top == 59 + 44 + 52, "155: %g", in.top);
    safearea_tree_free(tree);
}

int main(void) {
    test_toolbar_items();
    test_bar_minimization_and_accessory();
    test_strict();
    test_transitions();
    test_explain_names_the_bar_and_its_source();
    test_ipados18_floating_tab_bar();
    test_search_band_before_26();
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
