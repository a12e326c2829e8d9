/* Tests the tree API of safearea.h from C: the shared scenarios (SPEC §7
 * E1-E13 and rule cases, generated into scenarios_gen.h), every tree
 * function, bad input (cycles, stale handles, NaN, double embedding, deep
 * chains, a million views), explain, guides, change lists and bulk calls.
 * Prints "N passed, N failed". */
#include "safearea.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

static const safearea_rect zero_rect = {0, 0, 0, 0};

static const safearea_device *find(const char *name) {
    const safearea_device *device = NULL;
    if (safearea_device_find(&device, name) != SAFEAREA_OK) {
        fprintf(stderr, "no device %s\n", name);
        exit(2);
    }
    return device;
}

static safearea_node view_of(safearea_tree *tree, safearea_node controller) {
    safearea_node view = 0;
    if (safearea_controller_view(&view, tree, controller) != SAFEAREA_OK) return 0;
    return view;
}

#include "scenarios_gen.h"

static safearea_tree *phone_tree(const char *name, safearea_node *root_view) {
    safearea_tree *tree = NULL;
    safearea_node root = 0;
    CHECK(safearea_tree_new(&tree, find(name), SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) == SAFEAREA_OK, "tree");
    CHECK(safearea_controller_new(&root, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "root");
    CHECK(safearea_tree_set_root(tree, root) == SAFEAREA_OK, "set root");
    *root_view = view_of(tree, root);
    return tree;
}

static void test_tree_arguments(void) {
    safearea_tree *tree = NULL;
    const safearea_device *x = find("iPhone X");
    CHECK(safearea_tree_new(NULL, x, 0, NULL, 0) == SAFEAREA_E_NULL_ARGUMENT, "NULL out");
    CHECK(safearea_tree_new(&tree, NULL, 0, NULL, 0) == SAFEAREA_E_NULL_ARGUMENT, "NULL device");
    CHECK(safearea_tree_new(&tree, x, SAFEAREA_ORIENTATION_PORTRAIT_UPSIDE_DOWN, NULL, 0) == SAFEAREA_E_UNSUPPORTED_ORIENTATION, "upside");
    CHECK(safearea_tree_new(&tree, x, 9, NULL, 0) == SAFEAREA_E_INVALID_ARGUMENT, "orientation 9");
    CHECK(safearea_tree_new(&tree, x, 0, "17", 0) == SAFEAREA_E_OS_VERSION, "iOS 17 on iPhone X");
    CHECK(safearea_tree_new(&tree, x, 0, NULL, 1u << 9) == SAFEAREA_E_INVALID_ARGUMENT, "unknown flag");
    CHECK(tree == NULL, "out unchanged");
    CHECK(safearea_tree_new(&tree, x, 0, NULL, SAFEAREA_TREE_CONTINUOUS | SAFEAREA_TREE_RIGHT_TO_LEFT) == SAFEAREA_OK, "flags");
    {
        double v[2];
        size_t n = 0;
        CHECK(safearea_tree_get(v, 2, &n, tree, 0, SAFEAREA_PROP_CHILD_INSETS_CONTINUOUS) == SAFEAREA_OK && n == 1 && v[0] == 1, "continuous");
        CHECK(safearea_tree_get(v, 2, &n, tree, 0, SAFEAREA_PROP_RIGHT_TO_LEFT) == SAFEAREA_OK && v[0] == 1, "rtl");
        CHECK(safearea_tree_get(v, 0, &n, tree, 0, SAFEAREA_PROP_RIGHT_TO_LEFT) == SAFEAREA_E_BUFFER_TOO_SMALL && n == 1, "small");
    }
    safearea_tree_free(tree);
    /* A freed tree is unknown, not dereferenced. */
    CHECK(safearea_tree_layout(tree) == SAFEAREA_E_UNKNOWN_HANDLE, "freed tree");
    CHECK(safearea_tree_layout(NULL) == SAFEAREA_E_NULL_ARGUMENT, "NULL tree");
    CHECK(safearea_tree_layout((safearea_tree *)&tree) == SAFEAREA_E_UNKNOWN_HANDLE, "garbage tree");
    safearea_tree_free(NULL);
    safearea_tree_free((safearea_tree *)&tree); /* ignored, message set */
    CHECK(strstr(safearea_last_error_message(), "not a live") != NULL, "%s", safearea_last_error_message());
}

static void test_bad_input(void) {
    safearea_node root_view = 0, a = 0, b = 0, c = 0, child = 0, other = 0;
    safearea_insets got;
    safearea_tree *tree = phone_tree("iPhone 14", &root_view), *second = NULL;
    safearea_rect frame = {0, 10, 390, 100};
    safearea_rect nan_frame = {0, NAN, 10, 10}, inf_frame = {0, 0, INFINITY, 10}, negative = {0, 0, -5, 10}, huge = {1e300, 0, 1, 1};
    double values[4] = {0, 0, 0, 0};

    CHECK(safearea_view_new(&a, tree, SAFEAREA_VIEW_PLAIN, frame) == SAFEAREA_OK, "a");
    CHECK(safearea_view_add_subview(tree, root_view, a) == SAFEAREA_OK, "add a");
    CHECK(safearea_view_new(&b, tree, SAFEAREA_VIEW_PLAIN, frame) == SAFEAREA_OK, "b");
    CHECK(safearea_view_add_subview(tree, a, b) == SAFEAREA_OK, "add b");
    /* SPEC §7 E3 holds before and after every rejected call. */
    CHECK(safearea_view_safe_area(&got, tree, a) == SAFEAREA_OK && got.top == 37, "E3 before");
    CHECK(safearea_view_add_subview(tree, b, a) == SAFEAREA_E_INVALID_ARGUMENT, "cycle");
    CHECK(strstr(safearea_last_error_message(), "cycle") != NULL, "%s", safearea_last_error_message());
    CHECK(safearea_view_add_subview(tree, a, a) == SAFEAREA_E_INVALID_ARGUMENT, "self");
    CHECK(safearea_view_new(&c, tree, SAFEAREA_VIEW_PLAIN, nan_frame) == SAFEAREA_E_INVALID_ARGUMENT, "NaN");
    CHECK(safearea_view_new(&c, tree, SAFEAREA_VIEW_PLAIN, inf_frame) == SAFEAREA_E_INVALID_ARGUMENT, "inf");
    CHECK(safearea_view_new(&c, tree, SAFEAREA_VIEW_PLAIN, negative) == SAFEAREA_E_INVALID_ARGUMENT, "negative size");
    CHECK(safearea_view_new(&c, tree, SAFEAREA_VIEW_PLAIN, huge) == SAFEAREA_E_INVALID_ARGUMENT, "1e300");
    CHECK(safearea_view_new(&c, tree, 7, frame) == SAFEAREA_E_INVALID_ARGUMENT, "kind 7");
    CHECK(c == 0, "out unchanged");
    values[1] = NAN;
    CHECK(safearea_tree_set(tree, a, SAFEAREA_PROP_FRAME, values, 4) == SAFEAREA_E_INVALID_ARGUMENT, "NaN frame");
    CHECK(safearea_tree_set(tree, a, SAFEAREA_PROP_FRAME, values, 3) == SAFEAREA_E_INVALID_ARGUMENT, "count");
    CHECK(safearea_tree_set(tree, a, SAFEAREA_PROP_FRAME, NULL, 4) == SAFEAREA_E_NULL_ARGUMENT, "NULL values");
    values[0] = 0.5;
    CHECK(safearea_tree_set(tree, a, SAFEAREA_PROP_PRESERVES_SUPERVIEW_LAYOUT_MARGINS, values, 1) == SAFEAREA_E_INVALID_ARGUMENT, "bool 0.5");
    CHECK(safearea_tree_set(tree, a, SAFEAREA_PROP_CONTENT_SIZE, values, 2) == SAFEAREA_E_INVALID_ARGUMENT, "not a scroll view");
    CHECK(safearea_tree_set(tree, a, SAFEAREA_PROP_ADDITIONAL_SAFE_AREA_INSETS, values, 4) == SAFEAREA_E_UNKNOWN_HANDLE, "view as controller");
    CHECK(safearea_tree_set(tree, a, 999, values, 1) == SAFEAREA_E_INVALID_ARGUMENT, "unknown property");
    CHECK(safearea_tree_set(tree, a, SAFEAREA_PROP_ORIENTATION, values, 1) == SAFEAREA_E_INVALID_ARGUMENT, "window property on a view");
    values[0] = 1;
    CHECK(safearea_tree_set(tree, 0, SAFEAREA_PROP_ORIENTATION, values, 1) == SAFEAREA_E_UNSUPPORTED_ORIENTATION, "upside-down window");
    CHECK(safearea_view_safe_area(&got, tree, a) == SAFEAREA_OK && got.top == 37, "E3 after");

    /* Stale and foreign handles. */
    CHECK(safearea_view_remove_from_superview(tree, b) == SAFEAREA_OK, "remove b");
    CHECK(safearea_node_destroy(tree, b) == SAFEAREA_OK, "destroy b");
    CHECK(safearea_view_safe_area(&got, tree, b) == SAFEAREA_E_UNKNOWN_HANDLE, "stale");
    CHECK(safearea_view_new(&c, tree, SAFEAREA_VIEW_PLAIN, frame) == SAFEAREA_OK && c != b, "slot reuse gets a new handle");
    CHECK(safearea_view_safe_area(&got, tree, b) == SAFEAREA_E_UNKNOWN_HANDLE, "still stale after reuse");
    CHECK(safearea_view_safe_area(&got, tree, 0) == SAFEAREA_E_UNKNOWN_HANDLE, "node 0");
    CHECK(safearea_view_safe_area(&got, tree, 0xFFFFFFFFFFFFFFFFull) == SAFEAREA_E_UNKNOWN_HANDLE, "garbage node");
    CHECK(safearea_tree_new(&second, find("iPhone 14"), 0, NULL, 0) == SAFEAREA_OK, "second tree");
    CHECK(safearea_view_safe_area(&got, second, a) == SAFEAREA_E_UNKNOWN_HANDLE, "a view of another tree");
    CHECK(safearea_view_add_subview(second, a, a) == SAFEAREA_E_UNKNOWN_HANDLE, "a view in two trees");
    safearea_tree_free(second);

    /* Controllers: added twice, cycles, container outside the hierarchy, destroying embedded ones. */
    {
        safearea_node root = 0, box = 0;
        CHECK(safearea_controller_new(&child, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "child");
        CHECK(safearea_controller_new(&other, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "other");
        CHECK(safearea_view_superview(&box, tree, a) == SAFEAREA_OK && box == root_view, "superview");
        CHECK(safearea_controller_add_child(tree, other, child, a, NULL) == SAFEAREA_E_INVALID_ARGUMENT, "container outside parent");
        root = 0;
        {
            safearea_node r = 0;
            /* The root controller is the owner of root_view. */
            CHECK(safearea_controller_new(&r, tree, SAFEAREA_CONTROLLER_PLAIN, root_view) == SAFEAREA_E_INVALID_ARGUMENT, "root view reused");
        }
        (void)root;
    }
    safearea_tree_free(tree);
}

static void test_containment(void) {
    safearea_tree *tree = NULL;
    safearea_node root = 0, root_view = 0, child = 0, child_view = 0, nav = 0, tab = 0, again = 0;
    safearea_insets got;
    CHECK(safearea_tree_new(&tree, find("iPhone 14"), SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) == SAFEAREA_OK, "tree");
    CHECK(safearea_controller_new(&root, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "root");
    CHECK(safearea_tree_set_root(tree, root) == SAFEAREA_OK, "set root");
    root_view = view_of(tree, root);
    CHECK(safearea_controller_new(&child, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "child");
    CHECK(safearea_controller_add_child(tree, root, child, root_view, NULL) == SAFEAREA_OK, "embed");
    CHECK(safearea_controller_add_child(tree, root, child, root_view, NULL) == SAFEAREA_E_INVALID_ARGUMENT, "added twice");
    CHECK(safearea_controller_add_child(tree, child, root, view_of(tree, child), NULL) == SAFEAREA_E_INVALID_ARGUMENT, "root as child");
    child_view = view_of(tree, child);
    CHECK(safearea_view_safe_area(&got, tree, child_view) == SAFEAREA_OK && got.top == 47 && got.bottom == 34, "full-size child");
    CHECK(safearea_view_remove_from_superview(tree, child_view) == SAFEAREA_E_INVALID_ARGUMENT, "embedded root view");
    CHECK(safearea_node_destroy(tree, child) == SAFEAREA_E_INVALID_ARGUMENT, "destroy embedded");
    CHECK(safearea_controller_remove_from_parent(tree, child) == SAFEAREA_OK, "remove");
    CHECK(safearea_view_safe_area(&got, tree, child_view) == SAFEAREA_OK && got.top == 0 && got.bottom == 0, "removed: zero (SPEC §2.2)");
    CHECK(safearea_node_destroy(tree, child) == SAFEAREA_OK, "destroy");
    CHECK(safearea_view_safe_area(&got, tree, child_view) == SAFEAREA_E_UNKNOWN_HANDLE, "root view went with it");
    /* Containers. */
    CHECK(safearea_controller_new(&nav, tree, SAFEAREA_CONTROLLER_NAVIGATION, 0) == SAFEAREA_OK, "nav");
    CHECK(safearea_controller_new(&tab, tree, SAFEAREA_CONTROLLER_TAB_BAR, 0) == SAFEAREA_OK, "tab");
    CHECK(safearea_controller_set_children(tree, nav, &tab, 1) == SAFEAREA_OK, "tab in nav");
    CHECK(safearea_controller_set_children(tree, tab, &nav, 1) == SAFEAREA_E_INVALID_ARGUMENT, "cycle of controllers");
    CHECK(safearea_controller_set_children(tree, root, &nav, 1) == SAFEAREA_E_INVALID_ARGUMENT, "plain controller takes no list");
    CHECK(safearea_controller_set_children(tree, nav, NULL, 3) == SAFEAREA_E_NULL_ARGUMENT, "NULL list");
    CHECK(safearea_controller_new(&again, tree, 5, 0) == SAFEAREA_E_INVALID_ARGUMENT, "kind 5");
    {
        double v = 3;
        CHECK(safearea_tree_set(tree, tab, SAFEAREA_PROP_SELECTED_INDEX, &v, 1) == SAFEAREA_E_INDEX_OUT_OF_RANGE, "selected past end");
        CHECK(safearea_tree_set(tree, root, SAFEAREA_PROP_NAVIGATION_BAR_HIDDEN, &v, 1) == SAFEAREA_E_INVALID_ARGUMENT, "not a nav");
    }
    safearea_tree_free(tree);
}

/* The structure reads: superview, subviews, a root view's controller, the
 * window's root, a controller's parent and children. */
static void test_structure(void) {
    safearea_tree *tree = NULL, *other = NULL;
    safearea_node root = 0, root_view = 0, a = 0, b = 0, c = 0, got = 7, nav = 0, first = 0, second = 0, child = 0;
    safearea_node list[4] = {0, 0, 0, 0};
    size_t count = 99;
    CHECK(safearea_tree_new(&tree, find("iPhone 14"), SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) == SAFEAREA_OK, "tree");
    CHECK(safearea_tree_root(&got, tree) == SAFEAREA_OK && got == 0, "no root yet");
    CHECK(safearea_controller_new(&root, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "root");
    CHECK(safearea_tree_set_root(tree, root) == SAFEAREA_OK, "set root");
    CHECK(safearea_tree_root(&got, tree) == SAFEAREA_OK && got == root, "root");
    root_view = view_of(tree, root);
    CHECK(safearea_view_controller(&got, tree, root_view) == SAFEAREA_OK && got == root, "root view's controller");
    CHECK(safearea_view_subviews(NULL, 0, &count, tree, root_view) == SAFEAREA_OK && count == 0, "no subviews");
    CHECK(safearea_view_new(&a, tree, SAFEAREA_VIEW_PLAIN, zero_rect) == SAFEAREA_OK, "a");
    CHECK(safearea_view_new(&b, tree, SAFEAREA_VIEW_SCROLL, zero_rect) == SAFEAREA_OK, "b");
    CHECK(safearea_view_new(&c, tree, SAFEAREA_VIEW_PLAIN, zero_rect) == SAFEAREA_OK, "c");
    CHECK(safearea_view_add_subview(tree, root_view, a) == SAFEAREA_OK, "add a");
    CHECK(safearea_view_add_subview(tree, root_view, c) == SAFEAREA_OK, "add c");
    CHECK(safearea_view_insert_subview(tree, root_view, b, 1) == SAFEAREA_OK, "insert b");
    CHECK(safearea_view_subviews(NULL, 0, &count, tree, root_view) == SAFEAREA_E_BUFFER_TOO_SMALL && count == 3, "count first");
    CHECK(safearea_view_subviews(list, 2, &count, tree, root_view) == SAFEAREA_E_BUFFER_TOO_SMALL && count == 3 && list[0] == 0,
          "too small: nothing written");
    CHECK(safearea_view_subviews(list, 4, &count, tree, root_view) == SAFEAREA_OK && count == 3, "subviews");
    CHECK(list[0] == a && list[1] == b && list[2] == c, "in order");
    CHECK(safearea_view_controller(&got, tree, a) == SAFEAREA_OK && got == 0, "not a root view");
    CHECK(safearea_view_superview(&got, tree, b) == SAFEAREA_OK && got == root_view, "superview");
    CHECK(safearea_view_subviews(list, 4, NULL, tree, root_view) == SAFEAREA_E_NULL_ARGUMENT, "NULL count");
    CHECK(safearea_view_subviews(NULL, 4, &count, tree, root_view) == SAFEAREA_E_NULL_ARGUMENT, "NULL out with a capacity");
    CHECK(safearea_view_subviews(list, 4, &count, tree, root) == SAFEAREA_E_UNKNOWN_HANDLE, "a controller is not a view");
    CHECK(safearea_view_controller(NULL, tree, a) == SAFEAREA_E_NULL_ARGUMENT, "NULL out");
    CHECK(safearea_tree_root(NULL, tree) == SAFEAREA_E_NULL_ARGUMENT, "NULL out");
    CHECK(safearea_tree_root(&got, NULL) == SAFEAREA_E_NULL_ARGUMENT, "NULL tree");
    /* Controllers: a navigation stack (bottom first) and an embedded child. */
    CHECK(safearea_controller_parent(&got, tree, root) == SAFEAREA_OK && got == 0, "the root has no parent");
    CHECK(safearea_controller_new(&nav, tree, SAFEAREA_CONTROLLER_NAVIGATION, 0) == SAFEAREA_OK, "nav");
    CHECK(safearea_controller_new(&first, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "first");
    CHECK(safearea_controller_new(&second, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "second");
    {
        safearea_node stack[2];
        stack[0] = first;
        stack[1] = second;
        CHECK(safearea_controller_set_children(tree, nav, stack, 2) == SAFEAREA_OK, "stack");
    }
    CHECK(safearea_controller_children(list, 4, &count, tree, nav) == SAFEAREA_OK && count == 2 && list[0] == first && list[1] == second,
          "navigation stack, bottom first");
    CHECK(safearea_controller_parent(&got, tree, second) == SAFEAREA_OK && got == nav, "parent of a pushed controller");
    CHECK(safearea_controller_new(&child, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "child");
    CHECK(safearea_controller_add_child(tree, root, child, root_view, NULL) == SAFEAREA_OK, "embed");
    CHECK(safearea_controller_children(list, 4, &count, tree, root) == SAFEAREA_OK && count == 1 && list[0] == child, "embedded child");
    CHECK(safearea_controller_parent(&got, tree, child) == SAFEAREA_OK && got == root, "embedded child's parent");
    CHECK(safearea_controller_children(list, 0, &count, tree, nav) == SAFEAREA_E_BUFFER_TOO_SMALL && count == 2, "too small");
    CHECK(safearea_controller_children(list, 4, &count, tree, a) == SAFEAREA_E_UNKNOWN_HANDLE, "a view is not a controller");
    CHECK(safearea_controller_parent(&got, tree, a) == SAFEAREA_E_UNKNOWN_HANDLE, "a view has no parent controller");
    /* A node of another tree, and a destroyed one. */
    CHECK(safearea_tree_new(&other, find("iPhone 14"), SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) == SAFEAREA_OK, "other tree");
    CHECK(safearea_view_subviews(list, 4, &count, other, root_view) == SAFEAREA_E_UNKNOWN_HANDLE, "foreign node");
    CHECK(safearea_view_remove_from_superview(tree, c) == SAFEAREA_OK && safearea_node_destroy(tree, c) == SAFEAREA_OK, "destroy c");
    CHECK(safearea_view_controller(&got, tree, c) == SAFEAREA_E_UNKNOWN_HANDLE, "stale node");
    CHECK(safearea_view_subviews(list, 4, &count, tree, root_view) == SAFEAREA_OK && count == 3 && list[0] == a && list[1] == b &&
              list[2] == view_of(tree, child),
          "c is gone; the embedded child's view came last: %u", (unsigned)count);
    safearea_tree_free(other);
    safearea_tree_free(tree);
}

static void test_outputs(void) {
    safearea_node root_view = 0, v = 0, scroll = 0;
    safearea_rect r;
    safearea_insets got;
    char text[4096];
    size_t length = 0, count = 0;
    safearea_node changed[64];
    safearea_tree *tree = phone_tree("iPhone 8", &root_view);
    safearea_rect frame = {0, 0, 375, 667};
    double values[4];
    CHECK(safearea_view_new(&v, tree, SAFEAREA_VIEW_PLAIN, frame) == SAFEAREA_OK, "v");
    CHECK(safearea_view_add_subview(tree, root_view, v) == SAFEAREA_OK, "add");
    /* Guides (SPEC §2.7): safe area below the 20-pt status bar; margins 8 + safe area. */
    CHECK(safearea_view_guide(&r, tree, v, SAFEAREA_GUIDE_SAFE_AREA) == SAFEAREA_OK && r.y == 20 && r.height == 647 && r.width == 375, "safe guide");
    CHECK(safearea_view_guide(&r, tree, v, SAFEAREA_GUIDE_LAYOUT_MARGINS) == SAFEAREA_OK && r.x == 8 && r.y == 28 && r.width == 359, "margins guide");
    CHECK(safearea_view_guide(&r, tree, v, SAFEAREA_GUIDE_READABLE_CONTENT) == SAFEAREA_OK && r.x == 8 && r.width == 359, "readable: narrower than 672");
    CHECK(safearea_view_guide(&r, tree, v, SAFEAREA_GUIDE_KEYBOARD) == SAFEAREA_OK && r.y == 667 && r.height == 0, "keyboard hidden: safe bottom 0");
    values[0] = 260;
    CHECK(safearea_tree_set(tree, 0, SAFEAREA_PROP_KEYBOARD_HEIGHT, values, 1) == SAFEAREA_OK, "keyboard");
    CHECK(safearea_view_guide(&r, tree, v, SAFEAREA_GUIDE_KEYBOARD) == SAFEAREA_OK && r.y == 407 && r.height == 260, "keyboard up: %g %g", r.y, r.height);
    CHECK(safearea_view_guide(&r, tree, v, 9) == SAFEAREA_E_INVALID_ARGUMENT, "guide 9");
    CHECK(safearea_view_guide(NULL, tree, v, 0) == SAFEAREA_E_NULL_ARGUMENT, "NULL out");
    /* Explain. */
    CHECK(safearea_view_explain(NULL, 0, &length, tree, v, SAFEAREA_EDGE_TOP, 0) == SAFEAREA_E_BUFFER_TOO_SMALL && length > 10, "size query");
    CHECK(safearea_view_explain(text, sizeof text, &length, tree, v, SAFEAREA_EDGE_TOP, 0) == SAFEAREA_OK, "explain");
    CHECK(strncmp(text, "top = 20", 8) == 0 && strstr(text, "status bar") != NULL, "%s", text);
    CHECK(safearea_view_explain(text, sizeof text, &length, tree, v, SAFEAREA_EDGE_TOP, 1) == SAFEAREA_OK && text[0] == '[' &&
              strstr(text, "\"kind\": \"device\"") != NULL,
          "%s", text);
    CHECK(safearea_view_explain(text, sizeof text, &length, tree, v, SAFEAREA_EDGE_NONE, 0) == SAFEAREA_E_INVALID_ARGUMENT, "edge none");
    /* Change list: taking it empties it. */
    CHECK(safearea_tree_changed_views(changed, 64, &count, tree) == SAFEAREA_OK, "changes");
    CHECK(safearea_tree_changed_views(changed, 64, &count, tree) == SAFEAREA_OK && count == 0, "taken");
    values[0] = 0; values[1] = 10; values[2] = 375; values[3] = 100;
    CHECK(safearea_tree_set(tree, v, SAFEAREA_PROP_FRAME, values, 4) == SAFEAREA_OK, "move");
    CHECK(safearea_tree_changed_views(changed, 0, &count, tree) == SAFEAREA_E_BUFFER_TOO_SMALL && count == 1, "needs 1");
    CHECK(safearea_tree_changed_views(changed, 64, &count, tree) == SAFEAREA_OK && count == 1 && changed[0] == v, "the moved view");
    CHECK(safearea_view_safe_area(&got, tree, v) == SAFEAREA_OK && got.top == 10, "20 - 10");
    /* Scroll view outputs. */
    CHECK(safearea_view_new(&scroll, tree, SAFEAREA_VIEW_SCROLL, frame) == SAFEAREA_OK, "scroll");
    CHECK(safearea_view_add_subview(tree, root_view, scroll) == SAFEAREA_OK, "add scroll");
    values[0] = 375; values[1] = 2000;
    CHECK(safearea_tree_set(tree, scroll, SAFEAREA_PROP_CONTENT_SIZE, values, 2) == SAFEAREA_OK, "content size");
    CHECK(safearea_tree_get(values, 4, &count, tree, scroll, SAFEAREA_PROP_ADJUSTED_CONTENT_INSET) == SAFEAREA_OK && values[0] == 20, "adjusted top 20");
    CHECK(safearea_tree_get(values, 4, &count, tree, scroll, SAFEAREA_PROP_CONTENT_OFFSET) == SAFEAREA_OK && values[1] == -20, "offset -20");
    CHECK(safearea_tree_get(values, 4, &count, tree, scroll, SAFEAREA_PROP_VERTICAL_SCROLL_INDICATOR_INSETS) == SAFEAREA_OK && values[0] == 20, "indicator");
    values[0] = 0;
    CHECK(safearea_tree_set(tree, scroll, SAFEAREA_PROP_AUTOMATICALLY_ADJUSTS_SCROLL_INDICATOR_INSETS, values, 1) == SAFEAREA_OK, "no auto");
    CHECK(safearea_tree_get(values, 4, &count, tree, scroll, SAFEAREA_PROP_VERTICAL_SCROLL_INDICATOR_INSETS) == SAFEAREA_OK && values[0] == 0, "indicator 0");
    CHECK(safearea_tree_set(tree, scroll, SAFEAREA_PROP_ADJUSTED_CONTENT_INSET, values, 4) == SAFEAREA_E_INVALID_ARGUMENT, "read only");
    CHECK(safearea_view_layout_margins(&got, tree, v) == SAFEAREA_OK && got.left == 8, "margins");
    CHECK(safearea_tree_layout(tree) == SAFEAREA_OK, "layout");
    safearea_tree_free(tree);
}

static void test_limits_and_bulk(void) {
    safearea_node root_view = 0, leaf;
    safearea_insets got;
    safearea_tree *tree = phone_tree("iPhone X", &root_view);
    size_t n = 100000, i;
    int64_t *parents = malloc(n * sizeof *parents);
    safearea_rect *frames = malloc(n * sizeof *frames);
    safearea_node *nodes = malloc(n * sizeof *nodes);
    safearea_insets *insets = malloc(n * sizeof *insets);
    /* A chain 10^5 deep: no recursion may overflow the stack. */
    for (i = 0; i < n; i++) {
        parents[i] = (int64_t)i - 1;
        frames[i].x = 0; frames[i].y = 0; frames[i].width = 375; frames[i].height = 812;
    }
    CHECK(safearea_tree_add_views(nodes, tree, root_view, n, parents, frames, NULL) == SAFEAREA_OK, "chain");
    leaf = nodes[n - 1];
    CHECK(safearea_view_safe_area(&got, tree, leaf) == SAFEAREA_OK && got.top == 44 && got.bottom == 34, "deep leaf (SPEC §2.3)");
    CHECK(safearea_view_layout_margins(&got, tree, leaf) == SAFEAREA_OK && got.top == 52, "deep margins");
    {
        char text[256];
        size_t length;
        CHECK(safearea_view_explain(text, sizeof text, &length, tree, leaf, SAFEAREA_EDGE_TOP, 0) == SAFEAREA_E_BUFFER_TOO_SMALL && length > 256,
              "deep explain is long, not a crash");
    }
    CHECK(safearea_tree_safe_areas(insets, tree, nodes, n) == SAFEAREA_OK && insets[n / 2].top == 44, "bulk read");
    /* Invalid batches create nothing. */
    parents[5] = 7;
    CHECK(safearea_tree_add_views(nodes, tree, root_view, 10, parents, frames, NULL) == SAFEAREA_E_INVALID_ARGUMENT, "forward parent");
    parents[5] = 4;
    frames[3].width = NAN;
    CHECK(safearea_tree_add_views(nodes, tree, root_view, 10, parents, frames, NULL) == SAFEAREA_E_INVALID_ARGUMENT, "NaN in batch");
    CHECK(safearea_view_safe_area(&got, tree, leaf) == SAFEAREA_OK && got.top == 44, "unchanged");
    CHECK(safearea_tree_add_views(NULL, tree, root_view, 10, parents, frames, NULL) == SAFEAREA_E_NULL_ARGUMENT, "NULL out");
    CHECK(safearea_tree_safe_areas(insets, tree, NULL, 3) == SAFEAREA_E_NULL_ARGUMENT, "NULL views");
    frames[3].width = 375;
    safearea_tree_free(tree);

    /* A million views in one flat level, laid out and read in bulk. */
    {
        size_t big = 1000000;
        int64_t *flat = malloc(big * sizeof *flat);
        safearea_rect *boxes = malloc(big * sizeof *boxes);
        safearea_node *ids = malloc(big * sizeof *ids);
        safearea_insets *out = malloc(big * sizeof *out);
        tree = phone_tree("iPhone 14", &root_view);
        for (i = 0; i < big; i++) {
            flat[i] = -1;
            boxes[i].x = 0; boxes[i].y = (double)(i % 900); boxes[i].width = 390; boxes[i].height = 100;
        }
        CHECK(safearea_tree_add_views(ids, tree, root_view, big, flat, boxes, NULL) == SAFEAREA_OK, "10^6 views");
        CHECK(safearea_tree_safe_areas(out, tree, ids, big) == SAFEAREA_OK, "10^6 read");
        /* SPEC §2.3 on P14: y = 10 -> top 37 (E3); y = 800 -> bottom 34 (E4). */
        CHECK(out[10].top == 37 && out[800].bottom == 34 && out[500].top == 0, "%g %g", out[10].top, out[800].bottom);
        safearea_tree_free(tree);
        free(flat);
        free(boxes);
        free(ids);
        free(out);
    }
    free(parents);
    free(frames);
    free(nodes);
    free(insets);
}

int main(void) {
    run_scenarios();
    test_tree_arguments();
    test_bad_input();
    test_containment();
    test_structure();
    test_outputs();
    test_limits_and_bulk();
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
