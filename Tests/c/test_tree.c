/* Tests the tree API of safearea.h from C: the shared scenarios (MODEL.md §7
 * E1-E13 and rule cases, generated into scenarios_gen.h), every tree
 * function, bad input (cycles, stale handles, NaN, double embedding, deep
 * chains, a million views), explain, guides, change lists and bulk calls.
 * Prints "N passed, N failed". */
#include "safearea.h"

#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

static const safearea_rect zero_rect = {0, 0, 0, 0};

static safearea_node view_of(safearea_tree *tree, safearea_node controller) {
    safearea_node view = 0;
    if (safearea_controller_view(&view, tree, controller) != SAFEAREA_OK)
        return 0;
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
    CHECK(safearea_tree_new(&tree, x, SAFEAREA_ORIENTATION_PORTRAIT_UPSIDE_DOWN, NULL, 0) ==
              SAFEAREA_E_UNSUPPORTED_ORIENTATION,
          "upside");
    CHECK(safearea_tree_new(&tree, x, 9, NULL, 0) == SAFEAREA_E_INVALID_ARGUMENT, "orientation 9");
    CHECK(safearea_tree_new(&tree, x, 0, "17", 0) == SAFEAREA_E_OS_VERSION, "iOS 17 on iPhone X");
    CHECK(safearea_tree_new(&tree, x, 0, NULL, 1u << 9) == SAFEAREA_E_INVALID_ARGUMENT, "unknown flag");
    CHECK(tree == NULL, "out unchanged");
    CHECK(safearea_tree_new(&tree, x, 0, NULL, SAFEAREA_TREE_CONTINUOUS | SAFEAREA_TREE_RIGHT_TO_LEFT) == SAFEAREA_OK,
          "flags");
    {
        double v[2];
        size_t n = 0;
        CHECK(safearea_tree_get(v, 2, &n, tree, 0, SAFEAREA_PROP_CHILD_INSETS_CONTINUOUS) == SAFEAREA_OK && n == 1 &&
                  v[0] == 1,
              "continuous");
        CHECK(safearea_tree_get(v, 2, &n, tree, 0, SAFEAREA_PROP_RIGHT_TO_LEFT) == SAFEAREA_OK && v[0] == 1, "rtl");
        CHECK(safearea_tree_get(v, 0, &n, tree, 0, SAFEAREA_PROP_RIGHT_TO_LEFT) == SAFEAREA_E_BUFFER_TOO_SMALL &&
                  n == 1,
              "small");
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
    safearea_rect nan_frame = {0, NAN, 10, 10}, inf_frame = {0, 0, INFINITY, 10}, negative = {0, 0, -5, 10},
                  huge = {1e300, 0, 1, 1};
    double values[4] = {0, 0, 0, 0};

    CHECK(safearea_view_new(&a, tree, SAFEAREA_VIEW_PLAIN, frame) == SAFEAREA_OK, "a");
    CHECK(safearea_view_add_subview(tree, root_view, a) == SAFEAREA_OK, "add a");
    CHECK(safearea_view_new(&b, tree, SAFEAREA_VIEW_PLAIN, frame) == SAFEAREA_OK, "b");
    CHECK(safearea_view_add_subview(tree, a, b) == SAFEAREA_OK, "add b");
    /* MODEL.md §7 E3 holds before and after every rejected call. */
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
    CHECK(safearea_tree_set(tree, a, SAFEAREA_PROP_PRESERVES_SUPERVIEW_LAYOUT_MARGINS, values, 1) ==
              SAFEAREA_E_INVALID_ARGUMENT,
          "bool 0.5");
    CHECK(safearea_tree_set(tree, a, SAFEAREA_PROP_CONTENT_SIZE, values, 2) == SAFEAREA_E_INVALID_ARGUMENT,
          "not a scroll view");
    CHECK(safearea_tree_set(tree, a, SAFEAREA_PROP_ADDITIONAL_SAFE_AREA_INSETS, values, 4) == SAFEAREA_E_UNKNOWN_HANDLE,
          "view as controller");
    CHECK(safearea_tree_set(tree, a, 999, values, 1) == SAFEAREA_E_INVALID_ARGUMENT, "unknown property");
    CHECK(safearea_tree_set(tree, a, SAFEAREA_PROP_ORIENTATION, values, 1) == SAFEAREA_E_INVALID_ARGUMENT,
          "window property on a view");
    values[0] = 1;
    CHECK(safearea_tree_set(tree, 0, SAFEAREA_PROP_ORIENTATION, values, 1) == SAFEAREA_E_UNSUPPORTED_ORIENTATION,
          "upside-down window");
    CHECK(safearea_view_safe_area(&got, tree, a) == SAFEAREA_OK && got.top == 37, "E3 after");

    /* Stale and foreign handles. */
    CHECK(safearea_view_remove_from_superview(tree, b) == SAFEAREA_OK, "remove b");
    CHECK(safearea_node_destroy(tree, b) == SAFEAREA_OK, "destroy b");
    CHECK(safearea_view_safe_area(&got, tree, b) == SAFEAREA_E_UNKNOWN_HANDLE, "stale");
    CHECK(safearea_view_new(&c, tree, SAFEAREA_VIEW_PLAIN, frame) == SAFEAREA_OK && c != b,
          "slot reuse gets a new handle");
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
        CHECK(safearea_controller_add_child(tree, other, child, a, NULL) == SAFEAREA_E_INVALID_ARGUMENT,
              "container outside parent");
        root = 0;
        {
            safearea_node r = 0;
            /* The root controller is the owner of root_view. */
            CHECK(safearea_controller_new(&r, tree, SAFEAREA_CONTROLLER_PLAIN, root_view) ==
                      SAFEAREA_E_INVALID_ARGUMENT,
                  "root view reused");
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
    CHECK(safearea_controller_add_child(tree, root, child, root_view, NULL) == SAFEAREA_E_INVALID_ARGUMENT,
          "added twice");
    CHECK(safearea_controller_add_child(tree, child, root, view_of(tree, child), NULL) == SAFEAREA_E_INVALID_ARGUMENT,
          "root as child");
    child_view = view_of(tree, child);
    CHECK(safearea_view_safe_area(&got, tree, child_view) == SAFEAREA_OK && got.top == 47 && got.bottom == 34,
          "full-size child");
    CHECK(safearea_view_remove_from_superview(tree, child_view) == SAFEAREA_E_INVALID_ARGUMENT, "embedded root view");
    CHECK(safearea_node_destroy(tree, child) == SAFEAREA_E_INVALID_ARGUMENT, "destroy embedded");
    CHECK(safearea_controller_remove_from_parent(tree, child) == SAFEAREA_OK, "remove");
    CHECK(safearea_view_safe_area(&got, tree, child_view) == SAFEAREA_OK && got.top == 0 && got.bottom == 0,
          "removed: zero (MODEL.md §2.2)");
    CHECK(safearea_node_destroy(tree, child) == SAFEAREA_OK, "destroy");
    CHECK(safearea_view_safe_area(&got, tree, child_view) == SAFEAREA_E_UNKNOWN_HANDLE, "root view went with it");
    /* Containers. */
    CHECK(safearea_controller_new(&nav, tree, SAFEAREA_CONTROLLER_NAVIGATION, 0) == SAFEAREA_OK, "nav");
    CHECK(safearea_controller_new(&tab, tree, SAFEAREA_CONTROLLER_TAB_BAR, 0) == SAFEAREA_OK, "tab");
    CHECK(safearea_controller_set_children(tree, nav, &tab, 1) == SAFEAREA_OK, "tab in nav");
    CHECK(safearea_controller_set_children(tree, tab, &nav, 1) == SAFEAREA_E_INVALID_ARGUMENT, "cycle of controllers");
    CHECK(safearea_controller_set_children(tree, root, &nav, 1) == SAFEAREA_E_INVALID_ARGUMENT,
          "plain controller takes no list");
    CHECK(safearea_controller_set_children(tree, nav, NULL, 3) == SAFEAREA_E_NULL_ARGUMENT, "NULL list");
    CHECK(safearea_controller_new(&again, tree, 5, 0) == SAFEAREA_E_INVALID_ARGUMENT, "kind 5");
    {
        double v = 3;
        CHECK(safearea_tree_set(tree, tab, SAFEAREA_PROP_SELECTED_INDEX, &v, 1) == SAFEAREA_E_INDEX_OUT_OF_RANGE,
              "selected past end");
        CHECK(safearea_tree_set(tree, root, SAFEAREA_PROP_NAVIGATION_BAR_HIDDEN, &v, 1) == SAFEAREA_E_INVALID_ARGUMENT,
              "not a nav");
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
    CHECK(safearea_view_subviews(NULL, 0, &count, tree, root_view) == SAFEAREA_E_BUFFER_TOO_SMALL && count == 3,
          "count first");
    CHECK(safearea_view_subviews(list, 2, &count, tree, root_view) == SAFEAREA_E_BUFFER_TOO_SMALL && count == 3 &&
              list[0] == 0,
          "too small: nothing written");
    CHECK(safearea_view_subviews(list, 4, &count, tree, root_view) == SAFEAREA_OK && count == 3, "subviews");
    CHECK(list[0] == a && list[1] == b && list[2] == c, "in order");
    CHECK(safearea_view_controller(&got, tree, a) == SAFEAREA_OK && got == 0, "not a root view");
    CHECK(safearea_view_superview(&got, tree, b) == SAFEAREA_OK && got == root_view, "superview");
    CHECK(safearea_view_subviews(list, 4, NULL, tree, root_view) == SAFEAREA_E_NULL_ARGUMENT, "NULL count");
    CHECK(safearea_view_subviews(NULL, 4, &count, tree, root_view) == SAFEAREA_E_NULL_ARGUMENT,
          "NULL out with a capacity");
    CHECK(safearea_view_subviews(list, 4, &count, tree, root) == SAFEAREA_E_UNKNOWN_HANDLE,
          "a controller is not a view");
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
    CHECK(safearea_controller_children(list, 4, &count, tree, nav) == SAFEAREA_OK && count == 2 && list[0] == first &&
              list[1] == second,
          "navigation stack, bottom first");
    CHECK(safearea_controller_parent(&got, tree, second) == SAFEAREA_OK && got == nav, "parent of a pushed controller");
    CHECK(safearea_controller_new(&child, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "child");
    CHECK(safearea_controller_add_child(tree, root, child, root_view, NULL) == SAFEAREA_OK, "embed");
    CHECK(safearea_controller_children(list, 4, &count, tree, root) == SAFEAREA_OK && count == 1 && list[0] == child,
          "embedded child");
    CHECK(safearea_controller_parent(&got, tree, child) == SAFEAREA_OK && got == root, "embedded child's parent");
    CHECK(safearea_controller_children(list, 0, &count, tree, nav) == SAFEAREA_E_BUFFER_TOO_SMALL && count == 2,
          "too small");
    CHECK(safearea_controller_children(list, 4, &count, tree, a) == SAFEAREA_E_UNKNOWN_HANDLE,
          "a view is not a controller");
    CHECK(safearea_controller_parent(&got, tree, a) == SAFEAREA_E_UNKNOWN_HANDLE, "a view has no parent controller");
    /* A node of the other kind: the message names the kind expected and what the handle is. */
    {
        char expected[256];
        safearea_insets in;
        snprintf(expected, sizeof expected,
                 "0x%llx is a view controller of this tree where a view is expected (a view controller's root "
                 "view is safearea_controller_view's)",
                 (unsigned long long)child);
        CHECK(safearea_view_safe_area(&in, tree, child) == SAFEAREA_E_UNKNOWN_HANDLE &&
                  strcmp(safearea_last_error_message(), expected) == 0,
              "a controller as a view: %s", safearea_last_error_message());
        snprintf(expected, sizeof expected, "0x%llx is a view of this tree where a view controller is expected",
                 (unsigned long long)a);
        CHECK(safearea_controller_children(list, 4, &count, tree, a) == SAFEAREA_E_UNKNOWN_HANDLE &&
                  strcmp(safearea_last_error_message(), expected) == 0,
              "a view as a controller: %s", safearea_last_error_message());
        CHECK(strcmp(safearea_status_string(SAFEAREA_E_UNKNOWN_HANDLE),
                     "the handle is not live, or is not the kind the argument takes (device, tree, report, view or "
                     "view controller)") == 0,
              "%s", safearea_status_string(SAFEAREA_E_UNKNOWN_HANDLE));
    }
    /* A node of another tree, and a destroyed one. */
    CHECK(safearea_tree_new(&other, find("iPhone 14"), SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) == SAFEAREA_OK,
          "other tree");
    CHECK(safearea_view_subviews(list, 4, &count, other, root_view) == SAFEAREA_E_UNKNOWN_HANDLE, "foreign node");
    {
        char expected[160];
        snprintf(expected, sizeof expected,
                 "view handle 0x%llx is not a live view of this tree (never created, destroyed, or another tree's)",
                 (unsigned long long)root_view);
        CHECK(strcmp(safearea_last_error_message(), expected) == 0, "foreign: %s", safearea_last_error_message());
        /* A device where a tree is expected, and a tree where a device is: each kind named. */
        CHECK(safearea_tree_layout((safearea_tree *)find("iPhone 14")) == SAFEAREA_E_UNKNOWN_HANDLE &&
                  strcmp(safearea_last_error_message(),
                         "tree is a safearea_device where a safearea_tree is expected") == 0,
              "a device as a tree: %s", safearea_last_error_message());
        {
            safearea_insets in;
            CHECK(safearea_device_safe_area(&in, (const safearea_device *)other, SAFEAREA_ORIENTATION_PORTRAIT, NULL,
                                            0) == SAFEAREA_E_UNKNOWN_HANDLE &&
                      strcmp(safearea_last_error_message(),
                             "device is a safearea_tree where a safearea_device is expected") == 0,
                  "a tree as a device: %s", safearea_last_error_message());
        }
    }
    CHECK(safearea_view_remove_from_superview(tree, c) == SAFEAREA_OK && safearea_node_destroy(tree, c) == SAFEAREA_OK,
          "destroy c");
    CHECK(safearea_view_controller(&got, tree, c) == SAFEAREA_E_UNKNOWN_HANDLE, "stale node");
    CHECK(safearea_view_subviews(list, 4, &count, tree, root_view) == SAFEAREA_OK && count == 3 && list[0] == a &&
              list[1] == b && list[2] == view_of(tree, child),
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
    /* Guides (MODEL.md §2.7): safe area below the 20-pt status bar; margins 8 + safe area. */
    CHECK(safearea_view_guide(&r, tree, v, SAFEAREA_GUIDE_SAFE_AREA) == SAFEAREA_OK && r.y == 20 && r.height == 647 &&
              r.width == 375,
          "safe guide");
    CHECK(safearea_view_guide(&r, tree, v, SAFEAREA_GUIDE_LAYOUT_MARGINS) == SAFEAREA_OK && r.x == 8 && r.y == 28 &&
              r.width == 359,
          "margins guide");
    CHECK(safearea_view_guide(&r, tree, v, SAFEAREA_GUIDE_READABLE_CONTENT) == SAFEAREA_OK && r.x == 8 &&
              r.width == 359,
          "readable: narrower than 672");
    CHECK(safearea_view_guide(&r, tree, v, SAFEAREA_GUIDE_KEYBOARD) == SAFEAREA_OK && r.y == 667 && r.height == 0,
          "keyboard hidden: safe bottom 0");
    values[0] = 260;
    CHECK(safearea_tree_set(tree, 0, SAFEAREA_PROP_KEYBOARD_HEIGHT, values, 1) == SAFEAREA_OK, "keyboard");
    CHECK(safearea_view_guide(&r, tree, v, SAFEAREA_GUIDE_KEYBOARD) == SAFEAREA_OK && r.y == 407 && r.height == 260,
          "keyboard up: %g %g", r.y, r.height);
    CHECK(safearea_view_guide(&r, tree, v, 9) == SAFEAREA_E_INVALID_ARGUMENT, "guide 9");
    CHECK(safearea_view_guide(NULL, tree, v, 0) == SAFEAREA_E_NULL_ARGUMENT, "NULL out");
    /* Explain. */
    CHECK(safearea_view_explain(NULL, 0, &length, tree, v, SAFEAREA_EDGE_TOP, 0) == SAFEAREA_E_BUFFER_TOO_SMALL &&
              length > 10,
          "size query");
    CHECK(safearea_view_explain(text, sizeof text, &length, tree, v, SAFEAREA_EDGE_TOP, 0) == SAFEAREA_OK, "explain");
    CHECK(strncmp(text, "top = 20", 8) == 0 && strstr(text, "status bar") != NULL, "%s", text);
    CHECK(safearea_view_explain(text, sizeof text, &length, tree, v, SAFEAREA_EDGE_TOP, 1) == SAFEAREA_OK &&
              text[0] == '[' && strstr(text, "\"kind\": \"device\"") != NULL,
          "%s", text);
    CHECK(safearea_view_explain(text, sizeof text, &length, tree, v, SAFEAREA_EDGE_NONE, 0) ==
              SAFEAREA_E_INVALID_ARGUMENT,
          "edge none");
    /* Change list: taking it empties it. */
    CHECK(safearea_tree_changed_views(changed, 64, &count, tree) == SAFEAREA_OK, "changes");
    CHECK(safearea_tree_changed_views(changed, 64, &count, tree) == SAFEAREA_OK && count == 0, "taken");
    values[0] = 0;
    values[1] = 10;
    values[2] = 375;
    values[3] = 100;
    CHECK(safearea_tree_set(tree, v, SAFEAREA_PROP_FRAME, values, 4) == SAFEAREA_OK, "move");
    CHECK(safearea_tree_changed_views(changed, 0, &count, tree) == SAFEAREA_E_BUFFER_TOO_SMALL && count == 1,
          "needs 1");
    CHECK(safearea_tree_changed_views(changed, 64, &count, tree) == SAFEAREA_OK && count == 1 && changed[0] == v,
          "the moved view");
    CHECK(safearea_view_safe_area(&got, tree, v) == SAFEAREA_OK && got.top == 10, "20 - 10");
    /* Scroll view outputs. */
    CHECK(safearea_view_new(&scroll, tree, SAFEAREA_VIEW_SCROLL, frame) == SAFEAREA_OK, "scroll");
    CHECK(safearea_view_add_subview(tree, root_view, scroll) == SAFEAREA_OK, "add scroll");
    values[0] = 375;
    values[1] = 2000;
    CHECK(safearea_tree_set(tree, scroll, SAFEAREA_PROP_CONTENT_SIZE, values, 2) == SAFEAREA_OK, "content size");
    CHECK(safearea_tree_get(values, 4, &count, tree, scroll, SAFEAREA_PROP_ADJUSTED_CONTENT_INSET) == SAFEAREA_OK &&
              values[0] == 20,
          "adjusted top 20");
    CHECK(safearea_tree_get(values, 4, &count, tree, scroll, SAFEAREA_PROP_CONTENT_OFFSET) == SAFEAREA_OK &&
              values[1] == -20,
          "offset -20");
    CHECK(safearea_tree_get(values, 4, &count, tree, scroll, SAFEAREA_PROP_VERTICAL_SCROLL_INDICATOR_INSETS) ==
                  SAFEAREA_OK &&
              values[0] == 20,
          "indicator");
    values[0] = 0;
    CHECK(safearea_tree_set(tree, scroll, SAFEAREA_PROP_AUTOMATICALLY_ADJUSTS_SCROLL_INDICATOR_INSETS, values, 1) ==
              SAFEAREA_OK,
          "no auto");
    CHECK(safearea_tree_get(values, 4, &count, tree, scroll, SAFEAREA_PROP_VERTICAL_SCROLL_INDICATOR_INSETS) ==
                  SAFEAREA_OK &&
              values[0] == 0,
          "indicator 0");
    CHECK(safearea_tree_set(tree, scroll, SAFEAREA_PROP_ADJUSTED_CONTENT_INSET, values, 4) ==
              SAFEAREA_E_INVALID_ARGUMENT,
          "read only");
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
        frames[i].x = 0;
        frames[i].y = 0;
        frames[i].width = 375;
        frames[i].height = 812;
    }
    CHECK(safearea_tree_add_views(nodes, tree, root_view, n, parents, frames, NULL) == SAFEAREA_OK, "chain");
    leaf = nodes[n - 1];
    CHECK(safearea_view_safe_area(&got, tree, leaf) == SAFEAREA_OK && got.top == 44 && got.bottom == 34,
          "deep leaf (MODEL.md §2.3)");
    CHECK(safearea_view_layout_margins(&got, tree, leaf) == SAFEAREA_OK && got.top == 52, "deep margins");
    {
        char text[256];
        size_t length;
        CHECK(safearea_view_explain(text, sizeof text, &length, tree, leaf, SAFEAREA_EDGE_TOP, 0) ==
                      SAFEAREA_E_BUFFER_TOO_SMALL &&
                  length > 256,
              "deep explain is long, not a crash");
    }
    CHECK(safearea_tree_safe_areas(insets, tree, nodes, n) == SAFEAREA_OK && insets[n / 2].top == 44, "bulk read");
    /* Invalid batches create nothing. */
    parents[5] = 7;
    CHECK(safearea_tree_add_views(nodes, tree, root_view, 10, parents, frames, NULL) == SAFEAREA_E_INVALID_ARGUMENT,
          "forward parent");
    parents[5] = 4;
    frames[3].width = NAN;
    CHECK(safearea_tree_add_views(nodes, tree, root_view, 10, parents, frames, NULL) == SAFEAREA_E_INVALID_ARGUMENT,
          "NaN in batch");
    CHECK(safearea_view_safe_area(&got, tree, leaf) == SAFEAREA_OK && got.top == 44, "unchanged");
    CHECK(safearea_tree_add_views(NULL, tree, root_view, 10, parents, frames, NULL) == SAFEAREA_E_NULL_ARGUMENT,
          "NULL out");
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
            boxes[i].x = 0;
            boxes[i].y = (double)(i % 900);
            boxes[i].width = 390;
            boxes[i].height = 100;
        }
        CHECK(safearea_tree_add_views(ids, tree, root_view, big, flat, boxes, NULL) == SAFEAREA_OK, "10^6 views");
        CHECK(safearea_tree_safe_areas(out, tree, ids, big) == SAFEAREA_OK, "10^6 read");
        /* MODEL.md §2.3 on P14: y = 10 -> top 37 (E3); y = 800 -> bottom 34 (E4). */
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

/* ------------------------------------------------------------------ */
/* Deep chains, legacy guides, transforms, transitions               */
/* ------------------------------------------------------------------ */

static safearea_insets device_insets(const char *name, safearea_orientation o, const char *os, uint32_t flags) {
    safearea_insets i = {0, 0, 0, 0};
    CHECK(safearea_device_safe_area(&i, find(name), o, os, flags) == SAFEAREA_OK, "%s insets", name);
    return i;
}

static double get1(safearea_tree *tree, safearea_node node, safearea_property property) {
    double v[8] = {-1};
    size_t n = 0;
    if (safearea_tree_get(v, 8, &n, tree, node, property) != SAFEAREA_OK)
        return -999;
    return v[0];
}

static void set1(safearea_tree *tree, safearea_node node, safearea_property property, double value) {
    CHECK(safearea_tree_set(tree, node, property, &value, 1) == SAFEAREA_OK, "set %s",
          safearea_property_string(property));
}

static int insets_eq(safearea_insets a, double t, double l, double b, double r) {
    return a.top == t && a.left == l && a.bottom == b && a.right == r;
}

/* A chain built one add_subview at a time (each addition lays out only the new view): the cycle check of a
 * new view no longer walks its ancestors; moving a subtree still finds cycles. */
static void test_deep_chain_one_at_a_time(void) {
    safearea_node root_view = 0, parent, child = 0, first = 0;
    safearea_insets got;
    safearea_tree *tree = phone_tree("iPhone X", &root_view);
    safearea_rect full = {0, 0, 375, 812};
    size_t i, n = 100000;
    int ok = 1;
    parent = root_view;
    for (i = 0; i < n && ok; i++) {
        ok = safearea_view_new(&child, tree, SAFEAREA_VIEW_PLAIN, full) == SAFEAREA_OK &&
             safearea_view_add_subview(tree, parent, child) == SAFEAREA_OK;
        if (i == 0)
            first = child;
        parent = child;
    }
    CHECK(ok, "10^5 add_subview calls");
    /* MODEL.md §2.3: every view of the chain covers the root view exactly, so it sees the window's (44,0,34,0) (E1). */
    CHECK(safearea_view_safe_area(&got, tree, child) == SAFEAREA_OK && insets_eq(got, 44, 0, 34, 0), "leaf %g %g",
          got.top, got.bottom);
    /* Reading after each insertion stays cheap too: one more level, read at once. */
    for (i = 0; i < 1000 && ok; i++) {
        safearea_node next = 0;
        ok = safearea_view_new(&next, tree, SAFEAREA_VIEW_PLAIN, full) == SAFEAREA_OK &&
             safearea_view_add_subview(tree, child, next) == SAFEAREA_OK &&
             safearea_view_safe_area(&got, tree, next) == SAFEAREA_OK && got.top == 44;
        child = next;
    }
    CHECK(ok, "insert and read, 1000 times");
    /* A cycle through a subtree that is moved: the first view of the chain under its own leaf. */
    CHECK(safearea_view_add_subview(tree, child, first) == SAFEAREA_E_INVALID_ARGUMENT, "cycle through a deep subtree");
    CHECK(safearea_view_add_subview(tree, child, child) == SAFEAREA_E_INVALID_ARGUMENT, "a new view under itself");
    CHECK(safearea_view_safe_area(&got, tree, child) == SAFEAREA_OK && got.top == 44, "unchanged after the refusals");
    safearea_tree_free(tree);
}

/* Legacy topLayoutGuide / bottomLayoutGuide (safearea.h: Apple's guide rules on top of the
 * window's safe area; MODEL.md §2.5 bar heights). */
typedef struct {
    const char *device;
    const char *os;
    double nav_bar, tab_bar, toolbar;
} guide_case;

static void test_legacy_layout_guides(void) {
    /* MODEL.md §2.5: iPhone navigation bar 44, tab bar 49, toolbar 44 (regular height); iPad 50 each. */
    const guide_case cases[] = {
        {"iPhone 8", NULL, 44, 49, 44},
        {"iPhone X", NULL, 44, 49, 44},
        {"iPad (9th generation)", "16", 50, 50, 50},
        {"iPad Pro 11-inch (4th generation)", "16.1", 50, 50, 50},
    };
    size_t k;
    for (k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        const guide_case *c = &cases[k];
        safearea_insets window = device_insets(c->device, SAFEAREA_ORIENTATION_PORTRAIT, c->os, 0);
        safearea_tree *tree = NULL;
        safearea_node plain = 0, nav = 0, tab = 0, content = 0, second = 0, other = 0, loose = 0;
        CHECK(safearea_tree_new(&tree, find(c->device), SAFEAREA_ORIENTATION_PORTRAIT, c->os, 0) == SAFEAREA_OK,
              "tree");
        /* A plain root controller: the status bar (or housing) on top, the home indicator below. */
        CHECK(safearea_controller_new(&plain, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "plain");
        CHECK(get1(tree, plain, SAFEAREA_PROP_TOP_LAYOUT_GUIDE_LENGTH) == 0, "%s: not in the window: 0", c->device);
        CHECK(safearea_tree_set_root(tree, plain) == SAFEAREA_OK, "root");
        CHECK(get1(tree, plain, SAFEAREA_PROP_TOP_LAYOUT_GUIDE_LENGTH) == window.top, "%s plain top %g", c->device,
              get1(tree, plain, SAFEAREA_PROP_TOP_LAYOUT_GUIDE_LENGTH));
        CHECK(get1(tree, plain, SAFEAREA_PROP_BOTTOM_LAYOUT_GUIDE_LENGTH) == window.bottom, "%s plain bottom",
              c->device);
        /* Its own additionalSafeAreaInsets are not a bar: the guides ignore them. */
        {
            double extra[4] = {10, 0, 10, 0};
            CHECK(safearea_tree_set(tree, plain, SAFEAREA_PROP_ADDITIONAL_SAFE_AREA_INSETS, extra, 4) == SAFEAREA_OK,
                  "additional");
            CHECK(get1(tree, plain, SAFEAREA_PROP_TOP_LAYOUT_GUIDE_LENGTH) == window.top, "%s additional ignored",
                  c->device);
        }
        /* A navigation controller: status bar + navigation bar (64 on iPhone 8, 88 on iPhone X). */
        CHECK(safearea_controller_new(&nav, tree, SAFEAREA_CONTROLLER_NAVIGATION, 0) == SAFEAREA_OK, "nav");
        CHECK(safearea_controller_new(&content, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "content");
        CHECK(safearea_controller_set_children(tree, nav, &content, 1) == SAFEAREA_OK, "stack");
        CHECK(safearea_tree_set_root(tree, nav) == SAFEAREA_OK, "nav root");
        CHECK(get1(tree, content, SAFEAREA_PROP_TOP_LAYOUT_GUIDE_LENGTH) == window.top + c->nav_bar, "%s nav top %g",
              c->device, get1(tree, content, SAFEAREA_PROP_TOP_LAYOUT_GUIDE_LENGTH));
        CHECK(get1(tree, content, SAFEAREA_PROP_BOTTOM_LAYOUT_GUIDE_LENGTH) == window.bottom, "%s nav bottom",
              c->device);
        CHECK(get1(tree, nav, SAFEAREA_PROP_TOP_LAYOUT_GUIDE_LENGTH) == window.top,
              "%s the navigation controller itself", c->device);
        /* A large title adds 52 (MODEL.md §2.5). */
        set1(tree, nav, SAFEAREA_PROP_PREFERS_LARGE_TITLES, 1);
        CHECK(get1(tree, content, SAFEAREA_PROP_TOP_LAYOUT_GUIDE_LENGTH) == window.top + c->nav_bar + 52,
              "%s large title", c->device);
        set1(tree, nav, SAFEAREA_PROP_PREFERS_LARGE_TITLES, 0);
        /* A visible toolbar: the bottom guide starts at its top. */
        set1(tree, nav, SAFEAREA_PROP_TOOLBAR_HIDDEN, 0);
        CHECK(get1(tree, content, SAFEAREA_PROP_BOTTOM_LAYOUT_GUIDE_LENGTH) == window.bottom + c->toolbar,
              "%s toolbar %g", c->device, get1(tree, content, SAFEAREA_PROP_BOTTOM_LAYOUT_GUIDE_LENGTH));
        set1(tree, nav, SAFEAREA_PROP_TOOLBAR_HIDDEN, 1);
        /* An opaque bar the view does not extend under: the view starts below it, the guide is 0. */
        set1(tree, nav, SAFEAREA_PROP_TRANSLUCENT, 0);
        CHECK(get1(tree, content, SAFEAREA_PROP_TOP_LAYOUT_GUIDE_LENGTH) == 0, "%s opaque bar", c->device);
        set1(tree, nav, SAFEAREA_PROP_TRANSLUCENT, 1);
        /* A tab bar controller: tab bar + home indicator (49 on iPhone 8, 83 on iPhone X). */
        CHECK(safearea_controller_new(&tab, tree, SAFEAREA_CONTROLLER_TAB_BAR, 0) == SAFEAREA_OK, "tab");
        CHECK(safearea_controller_new(&second, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "second");
        CHECK(safearea_controller_new(&other, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "other");
        {
            safearea_node tabs[2];
            tabs[0] = second;
            tabs[1] = other;
            CHECK(safearea_controller_set_children(tree, tab, tabs, 2) == SAFEAREA_OK, "tabs");
        }
        CHECK(safearea_tree_set_root(tree, tab) == SAFEAREA_OK, "tab root");
        CHECK(get1(tree, second, SAFEAREA_PROP_BOTTOM_LAYOUT_GUIDE_LENGTH) == window.bottom + c->tab_bar,
              "%s tab bottom %g", c->device, get1(tree, second, SAFEAREA_PROP_BOTTOM_LAYOUT_GUIDE_LENGTH));
        CHECK(get1(tree, second, SAFEAREA_PROP_TOP_LAYOUT_GUIDE_LENGTH) == window.top, "%s tab top", c->device);
        CHECK(get1(tree, other, SAFEAREA_PROP_BOTTOM_LAYOUT_GUIDE_LENGTH) == 0, "%s an unselected tab is not on screen",
              c->device);
        /* Read only; a view is not a controller. */
        CHECK(safearea_tree_set(tree, second, SAFEAREA_PROP_TOP_LAYOUT_GUIDE_LENGTH, &window.top, 1) ==
                  SAFEAREA_E_INVALID_ARGUMENT,
              "read only");
        CHECK(safearea_view_new(&loose, tree, SAFEAREA_VIEW_PLAIN, zero_rect) == SAFEAREA_OK, "view");
        CHECK(get1(tree, loose, SAFEAREA_PROP_TOP_LAYOUT_GUIDE_LENGTH) == -999, "a view has no layout guide");
        safearea_tree_free(tree);
    }
    /* MODEL.md §7 E2 in landscape: iPhone 8 compact height, status bar hidden, navigation bar 32. */
    {
        safearea_tree *tree = NULL;
        safearea_node nav = 0, content = 0;
        CHECK(safearea_tree_new(&tree, find("iPhone 8"), SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, NULL, 0) == SAFEAREA_OK,
              "tree");
        CHECK(safearea_controller_new(&nav, tree, SAFEAREA_CONTROLLER_NAVIGATION, 0) == SAFEAREA_OK, "nav");
        CHECK(safearea_controller_new(&content, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "content");
        CHECK(safearea_controller_set_children(tree, nav, &content, 1) == SAFEAREA_OK &&
                  safearea_tree_set_root(tree, nav) == SAFEAREA_OK,
              "nav");
        CHECK(get1(tree, content, SAFEAREA_PROP_TOP_LAYOUT_GUIDE_LENGTH) == 32, "landscape 32");
        safearea_tree_free(tree);
    }
}

/* Transforms are reported, not predicted (MODEL.md §2.4). */
static void test_transforms(void) {
    safearea_node root_view = 0, a = 0, b = 0, sibling = 0;
    safearea_insets got;
    safearea_tree *tree = phone_tree("iPhone 14", &root_view);
    safearea_rect frame = {0, 10, 390, 100};
    double scale[6] = {2, 0, 0, 2, 0, 0}, rotation[6] = {0, 1, -1, 0, 0, 0}, identity[6] = {1, 0, 0, 1, 0, 0};
    double singular[6] = {1, 2, 2, 4, 0, 0}, nan6[6] = {1, 0, 0, NAN, 0, 0}, values[8];
    safearea_node list[3];
    safearea_insets out[3];
    size_t n = 0;
    CHECK(safearea_view_new(&a, tree, SAFEAREA_VIEW_PLAIN, frame) == SAFEAREA_OK &&
              safearea_view_add_subview(tree, root_view, a) == SAFEAREA_OK,
          "a");
    CHECK(safearea_view_new(&b, tree, SAFEAREA_VIEW_PLAIN, frame) == SAFEAREA_OK &&
              safearea_view_add_subview(tree, a, b) == SAFEAREA_OK,
          "b");
    CHECK(safearea_view_new(&sibling, tree, SAFEAREA_VIEW_PLAIN, frame) == SAFEAREA_OK &&
              safearea_view_add_subview(tree, root_view, sibling) == SAFEAREA_OK,
          "sibling");
    CHECK(safearea_tree_get(values, 8, &n, tree, a, SAFEAREA_PROP_TRANSFORM) == SAFEAREA_OK && n == 6 &&
              values[0] == 1 && values[3] == 1 && values[1] == 0,
          "identity by default");
    CHECK(safearea_tree_set(tree, a, SAFEAREA_PROP_TRANSFORM, scale, 6) == SAFEAREA_OK, "scale");
    CHECK(safearea_view_safe_area(&got, tree, a) == SAFEAREA_E_UNSUPPORTED, "the transformed view");
    CHECK(strstr(safearea_last_error_message(), "transform") != NULL &&
              strstr(safearea_last_error_message(), "scale 2 x 2") != NULL,
          "%s", safearea_last_error_message());
    CHECK(safearea_view_safe_area(&got, tree, b) == SAFEAREA_E_UNSUPPORTED, "its subview");
    CHECK(strstr(safearea_last_error_message(), "ancestor") != NULL, "names the transformed ancestor: %s",
          safearea_last_error_message());
    CHECK(safearea_view_layout_margins(&got, tree, b) == SAFEAREA_E_UNSUPPORTED, "margins too");
    {
        safearea_rect r;
        char text[64];
        size_t length;
        CHECK(safearea_view_guide(&r, tree, b, SAFEAREA_GUIDE_KEYBOARD) == SAFEAREA_E_UNSUPPORTED, "guides too");
        CHECK(safearea_view_explain(text, sizeof text, &length, tree, b, SAFEAREA_EDGE_TOP, 0) ==
                  SAFEAREA_E_UNSUPPORTED,
              "explain too");
    }
    /* The rest of the tree works: E3 (P14, y = 10 -> top 37). */
    CHECK(safearea_view_safe_area(&got, tree, sibling) == SAFEAREA_OK && got.top == 37, "sibling E3");
    CHECK(safearea_view_safe_area(&got, tree, root_view) == SAFEAREA_OK && got.top == 47, "the root view");
    list[0] = sibling;
    list[1] = b;
    list[2] = root_view;
    CHECK(safearea_tree_safe_areas(out, tree, list, 3) == SAFEAREA_E_UNSUPPORTED, "bulk read with a transformed view");
    /* Bad transforms are refused and change nothing. */
    CHECK(safearea_tree_set(tree, a, SAFEAREA_PROP_TRANSFORM, singular, 6) == SAFEAREA_E_INVALID_ARGUMENT, "singular");
    CHECK(strstr(safearea_last_error_message(), "singular") != NULL, "%s", safearea_last_error_message());
    CHECK(safearea_tree_set(tree, sibling, SAFEAREA_PROP_TRANSFORM, nan6, 6) == SAFEAREA_E_INVALID_ARGUMENT, "NaN");
    CHECK(safearea_tree_set(tree, sibling, SAFEAREA_PROP_TRANSFORM, scale, 4) == SAFEAREA_E_INVALID_ARGUMENT,
          "4 values");
    CHECK(safearea_view_safe_area(&got, tree, sibling) == SAFEAREA_OK && got.top == 37, "sibling unchanged");
    CHECK(safearea_tree_get(values, 8, &n, tree, a, SAFEAREA_PROP_TRANSFORM) == SAFEAREA_OK && values[0] == 2 &&
              values[3] == 2,
          "still the scale");
    /* A rotation is unsupported as well; the identity restores the numbers. */
    CHECK(safearea_tree_set(tree, a, SAFEAREA_PROP_TRANSFORM, rotation, 6) == SAFEAREA_OK, "rotation");
    CHECK(safearea_view_safe_area(&got, tree, b) == SAFEAREA_E_UNSUPPORTED &&
              strstr(safearea_last_error_message(), "rotation") != NULL,
          "%s", safearea_last_error_message());
    CHECK(safearea_tree_set(tree, a, SAFEAREA_PROP_TRANSFORM, identity, 6) == SAFEAREA_OK, "identity");
    CHECK(safearea_view_safe_area(&got, tree, a) == SAFEAREA_OK && got.top == 37, "numbers again (E3)");
    /* b at y = 10 inside a (which sees 37 on top): 37 - 10 = 27 (MODEL.md §2.3). */
    CHECK(safearea_view_safe_area(&got, tree, b) == SAFEAREA_OK && got.top == 27, "subview: %g", got.top);
    CHECK(safearea_tree_safe_areas(out, tree, list, 3) == SAFEAREA_OK && out[1].top == 27, "bulk read again");
    /* A destroyed transformed view leaves nothing behind. */
    CHECK(safearea_tree_set(tree, sibling, SAFEAREA_PROP_TRANSFORM, scale, 6) == SAFEAREA_OK, "scale the sibling");
    CHECK(safearea_view_remove_from_superview(tree, sibling) == SAFEAREA_OK &&
              safearea_node_destroy(tree, sibling) == SAFEAREA_OK,
          "destroy");
    CHECK(safearea_view_safe_area(&got, tree, b) == SAFEAREA_OK && got.top == 27, "b");
    safearea_tree_free(tree);
}

static safearea_change changes_buffer[4096];

/* Runs a transition and reads its changes into changes_buffer; returns the count (or -1). */
static long transition(safearea_tree *tree, const safearea_transition *t) {
    size_t count = 0, again = 0;
    int status = safearea_tree_transition(&count, tree, t);
    if (status != SAFEAREA_OK)
        return -1;
    if (count > 4096)
        return -1;
    if (safearea_tree_transition_changes(changes_buffer, 4096, &again, tree) != SAFEAREA_OK || again != count)
        return -1;
    return (long)count;
}

static const safearea_change *change_of(long count, safearea_node node, safearea_change_property property) {
    long i;
    for (i = 0; i < count; i++) {
        if (changes_buffer[i].node == node && changes_buffer[i].property == property)
            return &changes_buffer[i];
    }
    return NULL;
}

static int quad_eq(const double *q, double a, double b, double c, double d) {
    return q[0] == a && q[1] == b && q[2] == c && q[3] == d;
}

/* UIKit's order: a superview's changes before its subviews' (so a controller's root view before its children). */
static int delivery_order_ok(safearea_tree *tree, long count) {
    long i, j;
    for (i = 0; i < count; i++) {
        safearea_node ancestor = 0, walker = changes_buffer[i].node;
        while (safearea_view_superview(&ancestor, tree, walker) == SAFEAREA_OK && ancestor != 0) {
            for (j = i + 1; j < count; j++) {
                if (changes_buffer[j].node == ancestor)
                    return 0;
            }
            walker = ancestor;
        }
        /* One view's changes are together. */
        for (j = i + 2; j < count; j++) {
            if (changes_buffer[j].node == changes_buffer[i].node &&
                changes_buffer[j - 1].node != changes_buffer[i].node)
                return 0;
        }
    }
    return 1;
}

/* Rotation of a navigation controller with a content scroll view, a label and a bottom banner
 * on iPhone 14 (iOS 17: landscape bottom 21, MODEL.md §1), each value derived from MODEL.md §2. */
static void test_transition_rotation(void) {
    safearea_tree *tree = NULL;
    safearea_node nav = 0, content = 0, nav_view, content_view, scroll = 0, label = 0, banner = 0;
    safearea_rect scroll_frame = {0, 0, 390, 844}, label_frame = {16, 0, 358, 40}, banner_frame = {0, 800, 390, 44};
    safearea_insets p = device_insets("iPhone 14", SAFEAREA_ORIENTATION_PORTRAIT, "17.0", 0);
    safearea_insets l = device_insets("iPhone 14", SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, "17.0", 0);
    safearea_transition rotate = {SAFEAREA_TRANSITION_ORIENTATION, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, 0, 0, NULL};
    const safearea_change *c;
    safearea_insets got;
    long count;
    double size[2] = {390, 2000};
    CHECK(insets_eq(p, 47, 0, 34, 0) && insets_eq(l, 0, 47, 21, 47), "MODEL.md §7 P14 (iOS 17)");
    CHECK(safearea_tree_new(&tree, find("iPhone 14"), SAFEAREA_ORIENTATION_PORTRAIT, "17.0", 0) == SAFEAREA_OK, "tree");
    CHECK(safearea_controller_new(&nav, tree, SAFEAREA_CONTROLLER_NAVIGATION, 0) == SAFEAREA_OK, "nav");
    CHECK(safearea_controller_new(&content, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "content");
    CHECK(safearea_controller_set_children(tree, nav, &content, 1) == SAFEAREA_OK &&
              safearea_tree_set_root(tree, nav) == SAFEAREA_OK,
          "stack");
    nav_view = view_of(tree, nav);
    content_view = view_of(tree, content);
    CHECK(safearea_view_new(&scroll, tree, SAFEAREA_VIEW_SCROLL, scroll_frame) == SAFEAREA_OK, "scroll");
    CHECK(safearea_view_add_subview(tree, content_view, scroll) == SAFEAREA_OK, "content scroll view");
    CHECK(safearea_tree_set(tree, scroll, SAFEAREA_PROP_CONTENT_SIZE, size, 2) == SAFEAREA_OK, "content size");
    set1(tree, scroll, SAFEAREA_PROP_AUTORESIZING_MASK,
         SAFEAREA_AUTORESIZING_FLEXIBLE_WIDTH | SAFEAREA_AUTORESIZING_FLEXIBLE_HEIGHT);
    CHECK(safearea_view_new(&label, tree, SAFEAREA_VIEW_PLAIN, label_frame) == SAFEAREA_OK &&
              safearea_view_add_subview(tree, scroll, label) == SAFEAREA_OK,
          "label");
    CHECK(safearea_view_new(&banner, tree, SAFEAREA_VIEW_PLAIN, banner_frame) == SAFEAREA_OK &&
              safearea_view_add_subview(tree, content_view, banner) == SAFEAREA_OK,
          "banner");
    set1(tree, banner, SAFEAREA_PROP_AUTORESIZING_MASK,
         SAFEAREA_AUTORESIZING_FLEXIBLE_WIDTH | SAFEAREA_AUTORESIZING_FLEXIBLE_TOP_MARGIN);
    /* Portrait: content root (47 + 44, 0, 34, 0) = (91,0,34,0) (E2 on a notch phone); the scroll view
     * applies top and bottom (automatic, navigation parent: MODEL.md §2.6) and passes left/right (0). */
    CHECK(safearea_view_safe_area(&got, tree, content_view) == SAFEAREA_OK && insets_eq(got, 91, 0, 34, 0),
          "portrait content");
    count = transition(tree, &rotate);
    CHECK(count > 0, "rotation: %ld changes", count);
    CHECK(delivery_order_ok(tree, count), "delivery order");
    /* The root view fills the rotated window (MODEL.md §2.2). */
    c = change_of(count, nav_view, SAFEAREA_CHANGE_FRAME);
    CHECK(c && quad_eq(c->before, 0, 0, 390, 844) && quad_eq(c->after, 0, 0, 844, 390), "root view frame");
    CHECK(changes_buffer[0].node == nav_view && changes_buffer[0].property == SAFEAREA_CHANGE_FRAME,
          "the root view first, its frame first");
    c = change_of(count, nav_view, SAFEAREA_CHANGE_SAFE_AREA_INSETS);
    CHECK(c && quad_eq(c->before, 47, 0, 34, 0) && quad_eq(c->after, 0, 47, 21, 47), "root view insets = window's");
    /* Root view margins: (0, h, 0, h) + safe area, h = 16 below 414 pt wide, 20 at 844 (MODEL.md §2.7). */
    c = change_of(count, nav_view, SAFEAREA_CHANGE_LAYOUT_MARGINS);
    CHECK(c && quad_eq(c->before, 47, 16, 34, 16) && quad_eq(c->after, 0, 67, 21, 67), "root view margins %g %g",
          c ? c->after[1] : -1, c ? c->after[0] : -1);
    /* Content root: the compact-height navigation bar is 32 (MODEL.md §2.5): (0 + 32, 47, 21, 47). */
    c = change_of(count, content_view, SAFEAREA_CHANGE_SAFE_AREA_INSETS);
    CHECK(c && quad_eq(c->before, 91, 0, 34, 0) && quad_eq(c->after, 32, 47, 21, 47), "content insets");
    c = change_of(count, content_view, SAFEAREA_CHANGE_FRAME);
    CHECK(c && quad_eq(c->after, 0, 0, 844, 390), "the container places its child over the window");
    /* The scroll view autoresizes (W|H) and applies top and bottom; horizontal content 390 < 844 is not scrollable. */
    c = change_of(count, scroll, SAFEAREA_CHANGE_FRAME);
    CHECK(c && quad_eq(c->after, 0, 0, 844, 390), "scroll view autoresized");
    c = change_of(count, scroll, SAFEAREA_CHANGE_ADJUSTED_CONTENT_INSET);
    CHECK(c && quad_eq(c->before, 91, 0, 34, 0) && quad_eq(c->after, 32, 0, 21, 0), "adjustedContentInset");
    /* The label sees left/right in content coordinates: 47 - 16 = 31 on the left, 0 on the right (MODEL.md §2.3, §2.6). */
    c = change_of(count, label, SAFEAREA_CHANGE_SAFE_AREA_INSETS);
    CHECK(c && quad_eq(c->before, 0, 0, 0, 0) && quad_eq(c->after, 0, 31, 0, 0), "label insets");
    c = change_of(count, label, SAFEAREA_CHANGE_LAYOUT_MARGINS);
    CHECK(c && quad_eq(c->before, 8, 8, 8, 8) && quad_eq(c->after, 8, 39, 8, 8),
          "label margins 8 + safe area (MODEL.md §2.7)");
    CHECK(change_of(count, label, SAFEAREA_CHANGE_FRAME) == NULL, "the label keeps its frame (no autoresizing mask)");
    /* The banner: flexible width and top margin: y 800 -> 800 - 454 = 346, width 844; it covers the
     * bottom 21 and both sides (MODEL.md §2.3). */
    c = change_of(count, banner, SAFEAREA_CHANGE_FRAME);
    CHECK(c && quad_eq(c->before, 0, 800, 390, 44) && quad_eq(c->after, 0, 346, 844, 44), "banner frame");
    c = change_of(count, banner, SAFEAREA_CHANGE_SAFE_AREA_INSETS);
    CHECK(c && quad_eq(c->before, 0, 0, 34, 0) && quad_eq(c->after, 0, 47, 21, 47), "banner insets");
    /* Its keyboard layout guide (keyboard hidden): from the safe area's bottom, 44 - 21 = 23 (MODEL.md §2.7). */
    c = change_of(count, banner, SAFEAREA_CHANGE_KEYBOARD_LAYOUT_GUIDE);
    CHECK(c && quad_eq(c->before, 0, 10, 390, 34) && quad_eq(c->after, 0, 23, 844, 21), "banner keyboard guide");
    /* The window changed; the tree reads the same as the change list says. */
    CHECK(safearea_view_safe_area(&got, tree, banner) == SAFEAREA_OK && insets_eq(got, 0, 47, 21, 47), "read after");
    /* And back: every value returns (no child controller here). */
    rotate.orientation = SAFEAREA_ORIENTATION_PORTRAIT;
    {
        long back = transition(tree, &rotate);
        CHECK(back == count, "the inverse lists as many changes: %ld %ld", back, count);
        c = change_of(back, banner, SAFEAREA_CHANGE_FRAME);
        CHECK(c && quad_eq(c->after, 0, 800, 390, 44), "banner back");
        c = change_of(back, label, SAFEAREA_CHANGE_LAYOUT_MARGINS);
        CHECK(c && quad_eq(c->after, 8, 8, 8, 8), "label margins back");
    }
    /* Nothing changes: an empty list. */
    CHECK(transition(tree, &rotate) == 0, "same orientation again: no change");
    safearea_tree_free(tree);
}

/* MODEL.md §2.4 across a rotation (the set-up of Matrix Projects' "Safe Area Insets": container and child with autoresizing W|H). */
static void test_transition_frozen_child(void) {
    safearea_node root_view = 0, root = 0, box = 0, child = 0, child_view, beside_box = 0, beside = 0;
    safearea_tree *tree = NULL;
    safearea_rect full = {0, 0, 390, 844};
    safearea_transition rotate = {SAFEAREA_TRANSITION_ORIENTATION, SAFEAREA_ORIENTATION_LANDSCAPE_RIGHT, 0, 0, NULL};
    double moved[4] = {0, 50, 390, 844},
           mask = SAFEAREA_AUTORESIZING_FLEXIBLE_WIDTH | SAFEAREA_AUTORESIZING_FLEXIBLE_HEIGHT;
    safearea_insets got;
    const safearea_change *c;
    long count;
    CHECK(safearea_tree_new(&tree, find("iPhone 14"), SAFEAREA_ORIENTATION_PORTRAIT, "17.0", 0) == SAFEAREA_OK, "tree");
    CHECK(safearea_controller_new(&root, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK &&
              safearea_tree_set_root(tree, root) == SAFEAREA_OK,
          "root");
    root_view = view_of(tree, root);
    CHECK(safearea_view_new(&box, tree, SAFEAREA_VIEW_PLAIN, full) == SAFEAREA_OK &&
              safearea_view_add_subview(tree, root_view, box) == SAFEAREA_OK,
          "box");
    CHECK(safearea_view_new(&beside_box, tree, SAFEAREA_VIEW_PLAIN, full) == SAFEAREA_OK &&
              safearea_view_add_subview(tree, root_view, beside_box) == SAFEAREA_OK,
          "beside box");
    CHECK(safearea_view_new(&beside, tree, SAFEAREA_VIEW_PLAIN, full) == SAFEAREA_OK &&
              safearea_view_add_subview(tree, beside_box, beside) == SAFEAREA_OK,
          "beside");
    set1(tree, box, SAFEAREA_PROP_AUTORESIZING_MASK, mask);
    set1(tree, beside_box, SAFEAREA_PROP_AUTORESIZING_MASK, mask);
    set1(tree, beside, SAFEAREA_PROP_AUTORESIZING_MASK, mask);
    CHECK(safearea_controller_new(&child, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "child");
    CHECK(safearea_controller_add_child(tree, root, child, box, NULL) == SAFEAREA_OK, "embed");
    child_view = view_of(tree, child);
    CHECK(get1(tree, child_view, SAFEAREA_PROP_AUTORESIZING_MASK) == mask, "a controller's view: W|H by default");
    /* E6: the container moves to y = +50; the full-size child keeps (47,0,34,0), the plain view (0,0,34,0). */
    CHECK(safearea_view_safe_area(&got, tree, child_view) == SAFEAREA_OK && insets_eq(got, 47, 0, 34, 0), "E6 before");
    CHECK(safearea_tree_set(tree, box, SAFEAREA_PROP_FRAME, moved, 4) == SAFEAREA_OK &&
              safearea_tree_set(tree, beside_box, SAFEAREA_PROP_FRAME, moved, 4) == SAFEAREA_OK,
          "move");
    CHECK(safearea_view_safe_area(&got, tree, child_view) == SAFEAREA_OK && insets_eq(got, 47, 0, 34, 0), "E6 child");
    CHECK(safearea_view_safe_area(&got, tree, beside) == SAFEAREA_OK && insets_eq(got, 0, 0, 34, 0), "E6 plain");
    /* Rotate: the containers become (0, 50, 844, 390) (flexible height: 844 - 454), the views (0, 0, 844, 390).
     * The child's frame in the root view is (0, 50, 844, 390): horizontally inside (updated: left 47, right 47),
     * vertically its bottom 440 leaves the bounds (390): frozen at 47 / 34 (MODEL.md §2.4). */
    count = transition(tree, &rotate);
    CHECK(delivery_order_ok(tree, count), "order");
    c = change_of(count, box, SAFEAREA_CHANGE_FRAME);
    CHECK(c && quad_eq(c->after, 0, 50, 844, 390), "container autoresized");
    c = change_of(count, child_view, SAFEAREA_CHANGE_SAFE_AREA_INSETS);
    CHECK(c && quad_eq(c->before, 47, 0, 34, 0) && quad_eq(c->after, 47, 47, 34, 47),
          "frozen vertically, updated horizontally: %g %g %g %g", c ? c->after[0] : -1, c ? c->after[1] : -1,
          c ? c->after[2] : -1, c ? c->after[3] : -1);
    /* The plain view: its container sees (0, 47, 21, 47) (top 0 - 50 -> 0; bottom 21 + 50 capped at 21). */
    c = change_of(count, beside, SAFEAREA_CHANGE_SAFE_AREA_INSETS);
    CHECK(c && quad_eq(c->before, 0, 0, 34, 0) && quad_eq(c->after, 0, 47, 21, 47), "plain view follows");
    /* Back to portrait: the horizontal axis updates to 0 / 0, the vertical stays frozen: (47,0,34,0) again. */
    rotate.orientation = SAFEAREA_ORIENTATION_PORTRAIT;
    count = transition(tree, &rotate);
    c = change_of(count, child_view, SAFEAREA_CHANGE_SAFE_AREA_INSETS);
    CHECK(c && quad_eq(c->after, 47, 0, 34, 0), "the inverse returns the frozen child");
    CHECK(safearea_view_safe_area(&got, tree, beside) == SAFEAREA_OK && insets_eq(got, 0, 0, 34, 0),
          "and the plain view");
    safearea_tree_free(tree);
}

/* Status bar toggles (MODEL.md §1: home-button phones and iPads lose the 20; notch phones keep the housing) and the keyboard. */
static void test_transition_status_bar_and_keyboard(void) {
    const char *devices[] = {"iPhone 8", "iPhone X", "iPad (9th generation)"};
    size_t k;
    for (k = 0; k < 3; k++) {
        safearea_node root_view = 0;
        safearea_tree *tree = phone_tree(devices[k], &root_view);
        safearea_insets shown = device_insets(devices[k], SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0);
        safearea_insets hidden =
            device_insets(devices[k], SAFEAREA_ORIENTATION_PORTRAIT, NULL, SAFEAREA_STATUS_BAR_HIDDEN);
        safearea_transition hide = {SAFEAREA_TRANSITION_STATUS_BAR, SAFEAREA_ORIENTATION_PORTRAIT, 1, 0, NULL};
        const safearea_change *c;
        long count = transition(tree, &hide);
        c = change_of(count, root_view, SAFEAREA_CHANGE_SAFE_AREA_INSETS);
        if (shown.top == hidden.top) {
            CHECK(count == 0 && c == NULL, "%s: the housing stays, nothing changes", devices[k]);
        } else {
            CHECK(c && c->before[0] == shown.top && c->after[0] == hidden.top, "%s: top %g -> %g", devices[k],
                  shown.top, hidden.top);
            c = change_of(count, root_view, SAFEAREA_CHANGE_LAYOUT_MARGINS);
            CHECK(c && c->before[0] == shown.top && c->after[0] == hidden.top, "%s: margins follow", devices[k]);
        }
        safearea_tree_free(tree);
    }
    /* Keyboard: UIKit's safe area ignores it; keyboardLayoutGuide follows it (MODEL.md §2.7). iPhone 15 Pro,
     * 852 tall, home indicator 34, keyboard 336. */
    {
        safearea_node root_view = 0, v = 0, off = 0;
        safearea_rect frame = {0, 0, 393, 852}, top_half = {0, 0, 393, 400};
        safearea_tree *tree = phone_tree("iPhone 15 Pro", &root_view);
        safearea_transition show = {SAFEAREA_TRANSITION_KEYBOARD, SAFEAREA_ORIENTATION_PORTRAIT, 0, 336, NULL};
        const safearea_change *c;
        long count;
        size_t i;
        CHECK(safearea_view_new(&v, tree, SAFEAREA_VIEW_PLAIN, frame) == SAFEAREA_OK &&
                  safearea_view_add_subview(tree, root_view, v) == SAFEAREA_OK,
              "v");
        CHECK(safearea_view_new(&off, tree, SAFEAREA_VIEW_PLAIN, top_half) == SAFEAREA_OK &&
                  safearea_view_add_subview(tree, root_view, off) == SAFEAREA_OK,
              "off");
        count = transition(tree, &show);
        for (i = 0; i < (size_t)(count > 0 ? count : 0); i++) {
            CHECK(changes_buffer[i].property == SAFEAREA_CHANGE_KEYBOARD_LAYOUT_GUIDE, "only keyboard guides change");
        }
        c = change_of(count, v, SAFEAREA_CHANGE_KEYBOARD_LAYOUT_GUIDE);
        CHECK(c && quad_eq(c->before, 0, 818, 393, 34) && quad_eq(c->after, 0, 516, 393, 336), "852 - 336 = 516");
        c = change_of(count, off, SAFEAREA_CHANGE_KEYBOARD_LAYOUT_GUIDE);
        CHECK(c == NULL, "a view above the keyboard (its guide stays at its bottom, 400)");
        CHECK(delivery_order_ok(tree, count) && changes_buffer[0].node == root_view, "root first");
        show.keyboard_height = 0;
        count = transition(tree, &show);
        c = change_of(count, v, SAFEAREA_CHANGE_KEYBOARD_LAYOUT_GUIDE);
        CHECK(c && quad_eq(c->after, 0, 818, 393, 34), "hidden again");
        safearea_tree_free(tree);
    }
}

static void test_transition_bad_input(void) {
    safearea_node root_view = 0, v = 0;
    safearea_tree *tree = phone_tree("iPhone X", &root_view);
    safearea_rect frame = {0, 0, 375, 100};
    safearea_transition t = {SAFEAREA_TRANSITION_ORIENTATION, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, 0, 0, NULL};
    safearea_insets got;
    size_t count = 77;
    safearea_change one[1];
    CHECK(safearea_view_new(&v, tree, SAFEAREA_VIEW_PLAIN, frame) == SAFEAREA_OK &&
              safearea_view_add_subview(tree, root_view, v) == SAFEAREA_OK,
          "v");
    CHECK(transition(tree, &t) > 0, "a first transition");
    t.orientation = SAFEAREA_ORIENTATION_PORTRAIT_UPSIDE_DOWN;
    CHECK(safearea_tree_transition(&count, tree, &t) == SAFEAREA_E_UNSUPPORTED_ORIENTATION && count == 77,
          "upside down on Face ID (MODEL.md §1)");
    t.orientation = 9;
    CHECK(safearea_tree_transition(&count, tree, &t) == SAFEAREA_E_INVALID_ARGUMENT, "orientation 9");
    t.fields = SAFEAREA_TRANSITION_KEYBOARD;
    t.keyboard_height = -1;
    CHECK(safearea_tree_transition(&count, tree, &t) == SAFEAREA_E_INVALID_ARGUMENT, "negative keyboard");
    t.keyboard_height = NAN;
    CHECK(safearea_tree_transition(&count, tree, &t) == SAFEAREA_E_INVALID_ARGUMENT, "NaN keyboard");
    t.keyboard_height = INFINITY;
    CHECK(safearea_tree_transition(&count, tree, &t) == SAFEAREA_E_INVALID_ARGUMENT, "infinite keyboard");
    t.fields = SAFEAREA_TRANSITION_STATUS_BAR;
    t.status_bar_hidden = 2;
    CHECK(safearea_tree_transition(&count, tree, &t) == SAFEAREA_E_INVALID_ARGUMENT, "status bar 2");
    t.fields = SAFEAREA_TRANSITION_OS_VERSION | SAFEAREA_TRANSITION_ORIENTATION;
    t.orientation = SAFEAREA_ORIENTATION_PORTRAIT;
    t.os_version = "9.0";
    CHECK(safearea_tree_transition(&count, tree, &t) == SAFEAREA_E_OS_VERSION, "iOS 9 on iPhone X");
    t.os_version = "banana";
    CHECK(safearea_tree_transition(&count, tree, &t) == SAFEAREA_E_OS_VERSION, "malformed");
    t.fields = 1u << 7;
    CHECK(safearea_tree_transition(&count, tree, &t) == SAFEAREA_E_INVALID_ARGUMENT, "unknown field bit");
    CHECK(safearea_tree_transition(NULL, tree, &t) == SAFEAREA_E_NULL_ARGUMENT, "NULL count");
    CHECK(safearea_tree_transition(&count, tree, NULL) == SAFEAREA_E_NULL_ARGUMENT, "NULL transition");
    CHECK(safearea_tree_transition(&count, NULL, &t) == SAFEAREA_E_NULL_ARGUMENT, "NULL tree");
    /* Every refusal left the tree in landscape, with the first transition's list. */
    CHECK(get1(tree, 0, SAFEAREA_PROP_ORIENTATION) == SAFEAREA_ORIENTATION_LANDSCAPE_LEFT &&
              get1(tree, 0, SAFEAREA_PROP_KEYBOARD_HEIGHT) == 0,
          "unchanged");
    CHECK(safearea_view_safe_area(&got, tree, v) == SAFEAREA_OK && insets_eq(got, 0, 44, 0, 0),
          "PX landscape, a 375-wide bar at the top left (no autoresizing): %g %g %g", got.top, got.left, got.bottom);
    CHECK(safearea_tree_transition_changes(NULL, 0, &count, tree) == SAFEAREA_E_BUFFER_TOO_SMALL && count > 1,
          "size query");
    CHECK(safearea_tree_transition_changes(one, 1, &count, tree) == SAFEAREA_E_BUFFER_TOO_SMALL, "too small");
    CHECK(safearea_tree_transition_changes(NULL, 3, &count, tree) == SAFEAREA_E_NULL_ARGUMENT,
          "NULL out with a capacity");
    CHECK(safearea_tree_transition_changes(one, 1, NULL, tree) == SAFEAREA_E_NULL_ARGUMENT, "NULL count");
    /* An OS version change (iOS 26: landscape bottom 20 instead of 21, MODEL.md §1) on iPhone 14. */
    safearea_tree_free(tree);
    {
        safearea_node rv = 0;
        safearea_tree *t14 = NULL;
        safearea_node rc = 0;
        safearea_transition os = {SAFEAREA_TRANSITION_OS_VERSION, SAFEAREA_ORIENTATION_PORTRAIT, 0, 0, "26.0"};
        safearea_insets old17 = device_insets("iPhone 14", SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, "17.0", 0);
        safearea_insets new26 = device_insets("iPhone 14", SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, "26.0", 0);
        const safearea_change *c;
        long n;
        CHECK(safearea_tree_new(&t14, find("iPhone 14"), SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, "17.0", 0) == SAFEAREA_OK,
              "tree");
        CHECK(safearea_controller_new(&rc, t14, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK &&
                  safearea_tree_set_root(t14, rc) == SAFEAREA_OK,
              "root");
        rv = view_of(t14, rc);
        n = transition(t14, &os);
        c = change_of(n, rv, SAFEAREA_CHANGE_SAFE_AREA_INSETS);
        CHECK(old17.bottom == 21 && new26.bottom == 20 && c && c->before[2] == 21 && c->after[2] == 20,
              "iOS 17 -> 26: %g -> %g", old17.bottom, new26.bottom);
        os.os_version = NULL;
        CHECK(transition(t14, &os) == 0, "NULL: the newest, which it already uses");
        safearea_tree_free(t14);
    }
    CHECK(strcmp(safearea_change_property_string(SAFEAREA_CHANGE_KEYBOARD_LAYOUT_GUIDE), "keyboard_layout_guide") == 0,
          "names");
    CHECK(strcmp(safearea_change_property_string(SAFEAREA_CHANGE_FRAME), "frame") == 0, "frame");
    CHECK(safearea_change_property_string((safearea_change_property)9) == NULL, "out of range");
    CHECK(strcmp(safearea_property_string(SAFEAREA_PROP_TRANSFORM), "transform") == 0, "transform name");
    CHECK(strcmp(safearea_property_string(SAFEAREA_PROP_TOP_LAYOUT_GUIDE_LENGTH), "top_layout_guide_length") == 0,
          "guide name");
}

/* Presentations (docs/MODEL.md §18). Expected values from Vercantez/openuikit
 * fixtures/realapp/detents_ios.json at 6f62d1d0df4b4aa3490da5e9637345741e1942d2 (iPhone 16, iOS 26.1). */
static void test_presentations(void) {
    safearea_tree *tree = NULL;
    safearea_node root = 0, sheet = 0, sheet_view = 0, nav = 0, child = 0, child_view = 0;
    safearea_presentation options = SAFEAREA_PRESENTATION_INIT;
    safearea_presentation_result r;
    safearea_insets insets;
    CHECK(safearea_tree_new(&tree, find("iPhone 16"), 0, "26.1", 0) == SAFEAREA_OK, "tree");
    CHECK(safearea_controller_new(&root, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "root");
    CHECK(safearea_tree_set_root(tree, root) == SAFEAREA_OK, "set root");
    CHECK(safearea_controller_new(&sheet, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "sheet");
    CHECK(safearea_controller_view(&sheet_view, tree, sheet) == SAFEAREA_OK, "sheet view");
    CHECK(options.version == SAFEAREA_PRESENT_OPTIONS_VERSION && options.style == SAFEAREA_PRESENTATION_AUTOMATIC &&
              options.detent == SAFEAREA_DETENT_LARGE,
          "INIT");
    CHECK(strcmp(safearea_presentation_style_string(SAFEAREA_PRESENTATION_FORM_SHEET), "form_sheet") == 0,
          "style name");
    CHECK(safearea_presentation_style_string(99) == NULL, "style 99");
    CHECK(strcmp(safearea_detent_kind_string(SAFEAREA_DETENT_CUSTOM), "custom") == 0, "detent name");
    CHECK(safearea_detent_kind_string(7) == NULL, "detent 7");

    /* Large form sheet: the page sheet's frame [0, 59, 393, 793], content insets (0, 0, 34, 0). */
    options.style = SAFEAREA_PRESENTATION_FORM_SHEET;
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_OK, "present");
    CHECK(safearea_controller_presentation(&r, tree, sheet) == SAFEAREA_OK, "read");
    CHECK(r.style == SAFEAREA_PRESENTATION_PAGE_SHEET && r.detent == SAFEAREA_DETENT_LARGE,
          "resolved to the page sheet");
    CHECK(r.frame.x == 0 && r.frame.y == 59 && r.frame.width == 393 && r.frame.height == 793, "large frame");
    CHECK(r.maximum_detent_height == 759 && r.provenance == SAFEAREA_PROVENANCE_MEASURED, "maximum 759, measured");
    CHECK(safearea_view_safe_area(&insets, tree, sheet_view) == SAFEAREA_OK && insets.top == 0 && insets.bottom == 34,
          "content insets");
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_E_INVALID_ARGUMENT, "twice");
    CHECK(safearea_controller_dismiss(tree, sheet) == SAFEAREA_OK, "dismiss");
    CHECK(safearea_controller_dismiss(tree, sheet) == SAFEAREA_E_INVALID_ARGUMENT, "dismiss twice");
    CHECK(safearea_controller_presentation(&r, tree, sheet) == SAFEAREA_E_INVALID_ARGUMENT, "not presented");

    /* Custom 300: [8, 523.59796437659031, 377, 320.40203562340969], bottom 34; custom 10: bottom 0. */
    options.detent = SAFEAREA_DETENT_CUSTOM;
    options.detent_height = 300;
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_OK, "custom 300");
    CHECK(safearea_controller_presentation(&r, tree, sheet) == SAFEAREA_OK && r.frame.x == 8 && r.frame.width == 377 &&
              fabs(r.frame.y - 523.59796437659031) < 1e-9 && fabs(r.frame.height - 320.40203562340969) < 1e-9 &&
              r.insets.bottom == 34,
          "custom 300 frame");
    CHECK(safearea_controller_dismiss(tree, sheet) == SAFEAREA_OK, "dismiss 300");
    options.detent_height = 10;
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_OK, "custom 10");
    CHECK(safearea_view_safe_area(&insets, tree, sheet_view) == SAFEAREA_OK && insets.bottom == 0,
          "custom 10 bottom 0");
    CHECK(safearea_controller_dismiss(tree, sheet) == SAFEAREA_OK, "dismiss 10");

    /* A height goes only with the custom detent: given with large or medium it is refused, naming
     * detent_height (never a silent large sheet), and nothing is presented. */
    options.detent = SAFEAREA_DETENT_LARGE;
    options.detent_height = 300;
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_E_INVALID_ARGUMENT &&
              strcmp(safearea_last_error_message(),
                     "detent_height: 300 is given with the large detent: a height goes only with a custom detent") == 0,
          "a height with large: %s", safearea_last_error_message());
    options.detent = SAFEAREA_DETENT_MEDIUM;
    options.detent_height = NAN;
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_E_INVALID_ARGUMENT &&
              strstr(safearea_last_error_message(), "detent_height: ") == safearea_last_error_message(),
          "NaN with medium: %s", safearea_last_error_message());
    CHECK(safearea_controller_presentation(&r, tree, sheet) == SAFEAREA_E_INVALID_ARGUMENT, "nothing presented");
    options.detent = SAFEAREA_DETENT_CUSTOM;

    /* Bad input: the tree is unchanged. */
    options.detent_height = -1;
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_E_INVALID_ARGUMENT, "negative");
    options.detent_height = 0;
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_E_INVALID_ARGUMENT, "zero");
    options.detent_height = NAN;
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_E_INVALID_ARGUMENT, "NaN");
    options.detent = 9;
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_E_INVALID_ARGUMENT, "detent 9");
    options.detent = SAFEAREA_DETENT_LARGE;
    options.version = 99;
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_E_INVALID_ARGUMENT, "version 99");
    CHECK(safearea_controller_present(tree, sheet, root, NULL) == SAFEAREA_E_INVALID_ARGUMENT, "presenting the root");
    CHECK(safearea_controller_presentation(&r, tree, sheet) == SAFEAREA_E_INVALID_ARGUMENT, "still not presented");
    CHECK(safearea_controller_presentation(NULL, tree, sheet) == SAFEAREA_E_NULL_ARGUMENT, "NULL out");

    /* A navigation controller as a sheet (NULL options: automatic, large): no source measured a bar in a
     * sheet's card (docs/MODEL.md §18), so a read under its bar is refused, naming why. */
    CHECK(safearea_controller_new(&nav, tree, SAFEAREA_CONTROLLER_NAVIGATION, 0) == SAFEAREA_OK, "nav");
    CHECK(safearea_controller_new(&child, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "child");
    CHECK(safearea_controller_set_children(tree, nav, &child, 1) == SAFEAREA_OK, "stack");
    CHECK(safearea_controller_present(tree, root, nav, NULL) == SAFEAREA_OK, "present nav");
    CHECK(safearea_controller_view(&child_view, tree, child) == SAFEAREA_OK, "child view");
    CHECK(safearea_view_safe_area(&insets, tree, child_view) == SAFEAREA_E_UNSUPPORTED &&
              strstr(safearea_last_error_message(), "shows its bars inside a sheet") != NULL,
          "bars in a sheet refused");
    safearea_tree_free(tree);

    /* iOS 13 and 14: refused as unmeasured (MODEL.md §18). */
    tree = NULL;
    CHECK(safearea_tree_new(&tree, find("iPhone 11"), 0, "14.0", 0) == SAFEAREA_OK, "tree 14");
    CHECK(safearea_controller_new(&root, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK &&
              safearea_tree_set_root(tree, root) == SAFEAREA_OK &&
              safearea_controller_new(&sheet, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK,
          "setup 14");
    CHECK(safearea_controller_present(tree, root, sheet, NULL) == SAFEAREA_E_UNSUPPORTED &&
              strstr(safearea_last_error_message(), "sheets on iOS 13 and 14") != NULL,
          "14 unsupported: %s", safearea_last_error_message());
    safearea_tree_free(tree);

    /* iOS 15: crifan/ios_re_dynamic_debug src/debug_ui/cycript/output_example.md at
     * 51b66bea99a282910b4d80b971efe4e30aef173b, a real iPhone 8 on iOS 15.0: the sheet
     * UIDropShadowView (0 40; 375 627), its content's safe area 0 (adjustedContentInset {56, 0, 0, 0} under
     * the 56-pt bar). A custom detent needs iOS 16.0 (Apple, UISheetPresentationController.Detent.custom). */
    tree = NULL;
    CHECK(safearea_tree_new(&tree, find("iPhone 8"), 0, "15.0", 0) == SAFEAREA_OK, "tree 15");
    CHECK(safearea_controller_new(&root, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK &&
              safearea_tree_set_root(tree, root) == SAFEAREA_OK &&
              safearea_controller_new(&sheet, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK &&
              safearea_controller_view(&sheet_view, tree, sheet) == SAFEAREA_OK,
          "setup 15");
    options = (safearea_presentation)SAFEAREA_PRESENTATION_INIT;
    options.style = SAFEAREA_PRESENTATION_PAGE_SHEET;
    options.detent = SAFEAREA_DETENT_CUSTOM;
    options.detent_height = 300;
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_E_INVALID_ARGUMENT &&
              strncmp(safearea_last_error_message(), "detent: a custom detent needs iOS 16.0 or later", 47) == 0,
          "custom on 15: %s", safearea_last_error_message());
    options.detent = SAFEAREA_DETENT_LARGE;
    options.detent_height = 0;
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_OK, "present 15");
    CHECK(safearea_controller_presentation(&r, tree, sheet) == SAFEAREA_OK &&
              r.style == SAFEAREA_PRESENTATION_PAGE_SHEET && r.frame.x == 0 && r.frame.y == 40 &&
              r.frame.width == 375 && r.frame.height == 627 && r.maximum_detent_height == 627 &&
              r.provenance == SAFEAREA_PROVENANCE_MEASURED,
          "iPhone 8 sheet on 15.0");
    CHECK(safearea_view_safe_area(&insets, tree, sheet_view) == SAFEAREA_OK && insets.top == 0 && insets.bottom == 0,
          "iPhone 8 sheet insets 0");
    safearea_tree_free(tree);

    /* iOS 16: boscojwho/SheetInteraction TestModal/ViewController.swift at
     * 77ce990b72d5cf1f9b01c7142b4a64e2e155a3ab (iOS 16.1): maximumDetentValue 749 on the iPhone 14 Pro;
     * the frame follows as [0, 852 - 34 - 749, 393, 783], derived (no frame was printed). */
    tree = NULL;
    CHECK(safearea_tree_new(&tree, find("iPhone 14 Pro"), 0, "16.1", 0) == SAFEAREA_OK, "tree 16");
    CHECK(safearea_controller_new(&root, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK &&
              safearea_tree_set_root(tree, root) == SAFEAREA_OK &&
              safearea_controller_new(&sheet, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK,
          "setup 16");
    CHECK(safearea_controller_present(tree, root, sheet, NULL) == SAFEAREA_OK, "present 16");
    CHECK(safearea_controller_presentation(&r, tree, sheet) == SAFEAREA_OK && r.maximum_detent_height == 749 &&
              r.frame.y == 69 && r.frame.height == 783 && r.provenance == SAFEAREA_PROVENANCE_DERIVED,
          "iPhone 14 Pro sheet on 16.1");
    safearea_tree_free(tree);
}

/* iPad sheets and popovers and the version-2 options (docs/MODEL.md §18). Expected values from
 * Vercantez/openuikit (iPad (A16) 820 x 1180, iPadOS 26.1, window insets [32,0,25,0]):
 * uikit/Sources/OpenUIKit/UIPresentation.swift at 0969a86788cec5c0ed9c90f478d63d4ff737ceb2 (form sheet
 * [120,260,580,650], custom 343 [120,567,580,343], content insets 0) and at
 * 3dc28ed19c4f19e4be251afacf9fdb878eb27887 (page sheet [0,42,820,1138]);
 * uikit/Tools/oracle2/wordpressrowsprobe/README.md at d8dca8adc9ce50db786d0df95aa98d790ea3e079 (a popover
 * from the view [100,300,60,40], preferred 240 x 180: [160,230,253,180] arrow left; no source throws). */
typedef struct presentation_v1 { /* the version-1 layout of safearea_presentation */
    unsigned int version;
    safearea_presentation_style style;
    safearea_detent_kind detent;
    double detent_height;
} presentation_v1;

static void test_pad_presentations(void) {
    safearea_tree *tree = NULL;
    safearea_node root = 0, root_view = 0, sheet = 0, sheet_view = 0, anchor = 0, loose = 0;
    safearea_presentation options = SAFEAREA_PRESENTATION_INIT;
    safearea_presentation_result r;
    safearea_insets insets;
    presentation_v1 v1 = {1, SAFEAREA_PRESENTATION_FORM_SHEET, SAFEAREA_DETENT_CUSTOM, 343};
    safearea_rect anchor_frame = {100, 300, 60, 40}, zero = {0, 0, 10, 10};
    CHECK(strcmp(safearea_arrow_direction_string(SAFEAREA_ARROW_LEFT), "left") == 0 &&
              strcmp(safearea_arrow_direction_string(SAFEAREA_ARROW_ANY), "any") == 0 &&
              strcmp(safearea_arrow_direction_string(SAFEAREA_ARROW_NONE), "none") == 0,
          "arrow names");
    CHECK(safearea_arrow_direction_string((safearea_arrow_direction)5) == NULL, "arrow mask 5 has no name");
    CHECK(options.version == 3 && options.permitted_arrow_directions == SAFEAREA_ARROW_ANY &&
              options.prefers_page_sizing == 1 && options.source_view == 0 && options.preferred_content_width == 0,
          "INIT v2");
    CHECK(safearea_tree_new(&tree, find("iPad (A16)"), SAFEAREA_ORIENTATION_PORTRAIT, "26.1", 0) == SAFEAREA_OK,
          "pad tree");
    CHECK(safearea_controller_new(&root, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK &&
              safearea_tree_set_root(tree, root) == SAFEAREA_OK &&
              safearea_controller_view(&root_view, tree, root) == SAFEAREA_OK,
          "pad root");
    CHECK(safearea_controller_new(&sheet, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK &&
              safearea_controller_view(&sheet_view, tree, sheet) == SAFEAREA_OK,
          "pad sheet");

    /* The form sheet, measured. */
    options.style = SAFEAREA_PRESENTATION_FORM_SHEET;
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_OK, "form sheet");
    CHECK(safearea_controller_presentation(&r, tree, sheet) == SAFEAREA_OK && r.frame.x == 120 && r.frame.y == 260 &&
              r.frame.width == 580 && r.frame.height == 650 && r.maximum_detent_height == 650 &&
              r.style == SAFEAREA_PRESENTATION_FORM_SHEET && r.arrow_direction == SAFEAREA_ARROW_NONE &&
              r.provenance == SAFEAREA_PROVENANCE_MEASURED,
          "form sheet [120, 260, 580, 650]");
    CHECK(safearea_view_safe_area(&insets, tree, sheet_view) == SAFEAREA_OK && insets.top == 0 && insets.bottom == 0,
          "form sheet content insets 0");
    CHECK(safearea_controller_dismiss(tree, sheet) == SAFEAREA_OK, "dismiss form sheet");

    /* A version-1 struct is still read (only its four fields): custom 343. */
    CHECK(safearea_controller_present(tree, root, sheet, (const safearea_presentation *)(const void *)&v1) ==
              SAFEAREA_OK,
          "v1 options");
    CHECK(safearea_controller_presentation(&r, tree, sheet) == SAFEAREA_OK && r.frame.x == 120 && r.frame.y == 567 &&
              r.frame.height == 343,
          "custom 343 [120, 567, 580, 343]");
    CHECK(safearea_controller_dismiss(tree, sheet) == SAFEAREA_OK, "dismiss 343");

    /* The page sheet: its frame is measured, its content insets derived. */
    options.style = SAFEAREA_PRESENTATION_PAGE_SHEET;
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_OK, "page sheet");
    CHECK(safearea_controller_presentation(&r, tree, sheet) == SAFEAREA_OK && r.frame.x == 0 && r.frame.y == 42 &&
              r.frame.width == 820 && r.frame.height == 1138 && r.provenance == SAFEAREA_PROVENANCE_DERIVED,
          "page sheet [0, 42, 820, 1138]");
    CHECK(safearea_controller_dismiss(tree, sheet) == SAFEAREA_OK, "dismiss page sheet");

    /* A popover from a view: arrow left, the frame spanning the 13-pt arrow. */
    CHECK(safearea_view_new(&anchor, tree, SAFEAREA_VIEW_PLAIN, anchor_frame) == SAFEAREA_OK &&
              safearea_view_add_subview(tree, root_view, anchor) == SAFEAREA_OK,
          "anchor");
    options.style = SAFEAREA_PRESENTATION_POPOVER;
    options.preferred_content_width = 240;
    options.preferred_content_height = 180;
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_E_INVALID_ARGUMENT &&
              strncmp(safearea_last_error_message(), "source", 6) == 0,
          "popover without a source names source");
    options.source_view = anchor;
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_OK, "popover");
    CHECK(safearea_controller_presentation(&r, tree, sheet) == SAFEAREA_OK && r.frame.x == 160 && r.frame.y == 230 &&
              r.frame.width == 253 && r.frame.height == 180 && r.arrow_direction == SAFEAREA_ARROW_LEFT &&
              r.style == SAFEAREA_PRESENTATION_POPOVER,
          "popover [160, 230, 253, 180] arrow left");
    CHECK(safearea_controller_dismiss(tree, sheet) == SAFEAREA_OK, "dismiss popover");
    options.has_source_rect = 1;
    options.source_rect = zero;
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_OK &&
              safearea_controller_presentation(&r, tree, sheet) == SAFEAREA_OK && r.frame.x == 110 &&
              r.frame.y == 215 && r.frame.width == 253,
          "sourceRect (0,0,10,10): [110, 215, 253, 180]");
    CHECK(safearea_controller_dismiss(tree, sheet) == SAFEAREA_OK, "dismiss rect popover");

    /* Bad input names the field; the tree is unchanged. */
    options.permitted_arrow_directions = 16;
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_E_INVALID_ARGUMENT &&
              strstr(safearea_last_error_message(), "permitted_arrow_directions") != NULL,
          "unknown arrow bit");
    options.permitted_arrow_directions = SAFEAREA_ARROW_ANY;
    options.preferred_content_width = NAN;
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_E_INVALID_ARGUMENT &&
              strstr(safearea_last_error_message(), "preferred_content_size") != NULL,
          "NaN preferred size");
    options.preferred_content_width = -5;
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_E_INVALID_ARGUMENT, "negative size");
    options.preferred_content_width = 240;
    options.source_rect.width = -1;
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_E_INVALID_ARGUMENT &&
              strstr(safearea_last_error_message(), "source") != NULL,
          "negative source rect");
    options.has_source_rect = 0;
    CHECK(safearea_view_new(&loose, tree, SAFEAREA_VIEW_PLAIN, zero) == SAFEAREA_OK, "loose view");
    options.source_view = loose;
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_E_INVALID_ARGUMENT &&
              strstr(safearea_last_error_message(), "source") != NULL,
          "a source view not in the window");
    options.source_view = anchor;
    options.permitted_arrow_directions = SAFEAREA_ARROW_RIGHT;
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_E_UNSUPPORTED, "forced right squeezed");
    CHECK(safearea_controller_presentation(&r, tree, sheet) == SAFEAREA_E_INVALID_ARGUMENT, "still not presented");
    safearea_tree_free(tree);

    /* On an iPhone a popover without a source adapts to the sheet (no exception, measured). */
    tree = NULL;
    options = (safearea_presentation)SAFEAREA_PRESENTATION_INIT;
    options.style = SAFEAREA_PRESENTATION_POPOVER;
    CHECK(safearea_tree_new(&tree, find("iPhone 16"), SAFEAREA_ORIENTATION_PORTRAIT, "26.1", 0) == SAFEAREA_OK &&
              safearea_controller_new(&root, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK &&
              safearea_tree_set_root(tree, root) == SAFEAREA_OK &&
              safearea_controller_new(&sheet, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK,
          "phone setup");
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_OK &&
              safearea_controller_presentation(&r, tree, sheet) == SAFEAREA_OK && r.frame.y == 59 &&
              r.frame.height == 793 && r.style == SAFEAREA_PRESENTATION_PAGE_SHEET &&
              r.arrow_direction == SAFEAREA_ARROW_NONE,
          "phone popover adapts to [0, 59, 393, 793]");
    safearea_tree_free(tree);
}

/* safearea_presentation_init (libgit2's git_checkout_options_init): SAFEAREA_PRESENTATION_VERSION fills what
 * SAFEAREA_PRESENTATION_INIT fills; version 1 fills a version-1 struct's four fields and writes nothing past
 * them (the bytes after them keep their fill); NULL and an unknown version are refused with a message, the
 * struct untouched; the deprecated SAFEAREA_PRESENT_OPTIONS_VERSION is the new name's value; a filled
 * struct presents. */
static int same_presentation(const safearea_presentation *a, const safearea_presentation *b) {
    return a->version == b->version && a->style == b->style && a->detent == b->detent &&
           a->detent_height == b->detent_height && a->source_view == b->source_view &&
           a->has_source_rect == b->has_source_rect && a->source_rect.x == b->source_rect.x &&
           a->source_rect.y == b->source_rect.y && a->source_rect.width == b->source_rect.width &&
           a->source_rect.height == b->source_rect.height &&
           a->permitted_arrow_directions == b->permitted_arrow_directions &&
           a->preferred_content_width == b->preferred_content_width &&
           a->preferred_content_height == b->preferred_content_height &&
           a->prefers_edge_attached_in_compact_height == b->prefers_edge_attached_in_compact_height &&
           a->width_follows_preferred_content_size_when_edge_attached ==
               b->width_follows_preferred_content_size_when_edge_attached &&
           a->prefers_page_sizing == b->prefers_page_sizing && a->source_bar_button == b->source_bar_button &&
           a->source_bar_button_index == b->source_bar_button_index &&
           a->keeps_popover_in_compact == b->keeps_popover_in_compact;
}

/* iPad sheets and popovers on iPadOS 16-18 (docs/MODEL.md §18). Expected values typed from UIKit's
 * constants in EthanArbuckle/iPad_10.2_18.0_22A3354_Restore at 72b0cf9bce0398fd8141f5dec3a304bf19566f28
 * (System/Library/PrivateFrameworks/UIKitCore.framework/): _UISheetPresentationMetrics.m (the default
 * form sheet 580 x 640 on a screen whose longer side is 1180; topOffset 10), _UISheetLayoutInfo.m (a
 * floating sheet centred), _UIPopoverShapeLayerChromeView.m (arrowHeight 13), _UIPopoverStandardChromeView.m
 * (the content's safe area 13 on the arrow's side); the iPad (10th generation)'s window at 18.0: 820 x 1180,
 * insets 24/25. */
static void test_pad_presentations_before_26(void) {
    safearea_tree *tree = NULL;
    safearea_node root = 0, sheet = 0, sheet_view = 0;
    safearea_presentation options = SAFEAREA_PRESENTATION_INIT;
    safearea_presentation_result r;
    safearea_insets insets;
    safearea_rect centre = {388, 568, 44, 44};
    CHECK(safearea_tree_new(&tree, find("iPad (10th generation)"), SAFEAREA_ORIENTATION_PORTRAIT, "18.0", 0) ==
                  SAFEAREA_OK &&
              safearea_controller_new(&root, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK &&
              safearea_tree_set_root(tree, root) == SAFEAREA_OK &&
              safearea_controller_new(&sheet, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK &&
              safearea_controller_view(&sheet_view, tree, sheet) == SAFEAREA_OK,
          "iPad 18.0 tree");
    /* The form sheet: 580 x 640 centred at 18.0, derived (read from the decompile, weak; the one measured form
     * sheet, 580 x 650 at y 260 at 26.1, disagrees: MODEL.md §16 item 40), so strict refuses it. */
    options.style = SAFEAREA_PRESENTATION_FORM_SHEET;
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_OK &&
              safearea_controller_presentation(&r, tree, sheet) == SAFEAREA_OK && r.frame.x == 120 &&
              r.frame.y == 270 && r.frame.width == 580 && r.frame.height == 640 &&
              r.provenance == SAFEAREA_PROVENANCE_DERIVED,
          "18.0 form sheet [120, 270, 580, 640]");
    CHECK(safearea_controller_dismiss(tree, sheet) == SAFEAREA_OK, "dismiss form sheet");
    /* The page sheet's medium detent: maximum 1180 - 34 - 25 = 1121, half of it above the bottom inset. */
    options.style = SAFEAREA_PRESENTATION_PAGE_SHEET;
    options.detent = SAFEAREA_DETENT_MEDIUM;
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_OK &&
              safearea_controller_presentation(&r, tree, sheet) == SAFEAREA_OK && r.frame.x == 0 &&
              r.frame.y == 594.5 && r.frame.width == 820 && r.frame.height == 585.5 &&
              r.provenance == SAFEAREA_PROVENANCE_DERIVED,
          "18.0 page sheet medium [0, 594.5, 820, 585.5]");
    CHECK(safearea_controller_dismiss(tree, sheet) == SAFEAREA_OK, "dismiss page sheet");
    /* A popover from a 44-pt rectangle at the centre, 320 x 320: above it, the 13-pt arrow down. */
    options.style = SAFEAREA_PRESENTATION_POPOVER;
    options.detent = SAFEAREA_DETENT_LARGE;
    options.has_source_rect = 1;
    options.source_rect = centre;
    options.preferred_content_width = 320;
    options.preferred_content_height = 320;
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_OK &&
              safearea_controller_presentation(&r, tree, sheet) == SAFEAREA_OK && r.frame.x == 250 &&
              r.frame.y == 235 && r.frame.width == 320 && r.frame.height == 333 &&
              r.arrow_direction == SAFEAREA_ARROW_DOWN,
          "18.0 popover [250, 235, 320, 333]");
    CHECK(safearea_view_safe_area(&insets, tree, sheet_view) == SAFEAREA_OK && insets.bottom == 13 && insets.top == 0,
          "popover content: 13 on the arrow's side");
    safearea_tree_free(tree);
    tree = NULL;
    /* Strict refuses the form sheet read from the decompile: the iPad Air 11-inch (M2)'s 820 x 1180 window at 18.0. */
    options = (safearea_presentation)SAFEAREA_PRESENTATION_INIT;
    options.style = SAFEAREA_PRESENTATION_FORM_SHEET;
    CHECK(safearea_tree_new(&tree, find("iPad Air 11-inch (M2)"), SAFEAREA_ORIENTATION_PORTRAIT, "18.0",
                            SAFEAREA_STRICT) == SAFEAREA_OK &&
              safearea_controller_new(&root, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK &&
              safearea_tree_set_root(tree, root) == SAFEAREA_OK &&
              safearea_controller_new(&sheet, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK &&
              safearea_controller_view(&sheet_view, tree, sheet) == SAFEAREA_OK &&
              safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_OK &&
              safearea_view_safe_area(&insets, tree, sheet_view) == SAFEAREA_E_OS_VERSION,
          "strict refuses the 18.0 form sheet (derived from the decompile)");
    safearea_tree_free(tree);
}

/* iPads in landscape (docs/MODEL.md §18), derived: UIKit 18.0's form sheet is sized by the screen's longer side
 * (EthanArbuckle/iPad_10.2_18.0_22A3354_Restore at 72b0cf9bce0398fd8141f5dec3a304bf19566f28,
 * _UISheetPresentationMetrics.m: 1194 pt gives 580 x 640), the same in either orientation, and centred on the
 * window (_UISheetLayoutInfo.m): in the 1194 x 834 window x = (1194 - 580)/2 = 307, y = (834 - 640)/2 = 97. On
 * 26 the 26.1 portrait card 580 x 650 (openuikit UIPresentation.swift at 0969a86788cec5c0ed9c90f478d63d4ff737ceb2)
 * keeps its size and the portrait rule y = (H - 650 - 10)/2: the iPad (A16)'s 1180 x 820 window gives [300, 80].
 * A popover's limits (arrow 13, 19 pt from the sides, 30 below the top inset) do not depend on orientation: the
 * probe's source [100, 300, 60, 40] with 240 x 180 gives [160, 230, 253, 180], arrow left, as in portrait. The
 * page sheet floats as a card of the readable width plus margins, unmeasured: refused. */
static void test_pad_presentations_in_landscape(void) {
    safearea_tree *tree = NULL;
    safearea_node root = 0, sheet = 0, sheet_view = 0;
    safearea_presentation options = SAFEAREA_PRESENTATION_INIT;
    safearea_presentation_result r;
    safearea_insets insets;
    safearea_rect source = {100, 300, 60, 40};
    CHECK(safearea_tree_new(&tree, find("iPad Pro 11-inch (3rd generation)"), SAFEAREA_ORIENTATION_LANDSCAPE_LEFT,
                            "18.0", 0) == SAFEAREA_OK &&
              safearea_controller_new(&root, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK &&
              safearea_tree_set_root(tree, root) == SAFEAREA_OK &&
              safearea_controller_new(&sheet, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK,
          "iPad Pro 11-inch 18.0 landscape tree");
    options.style = SAFEAREA_PRESENTATION_FORM_SHEET;
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_OK &&
              safearea_controller_presentation(&r, tree, sheet) == SAFEAREA_OK && r.frame.x == 307 && r.frame.y == 97 &&
              r.frame.width == 580 && r.frame.height == 640 && r.provenance == SAFEAREA_PROVENANCE_DERIVED,
          "18.0 landscape form sheet [307, 97, 580, 640], derived");
    CHECK(safearea_controller_dismiss(tree, sheet) == SAFEAREA_OK, "dismiss form sheet");
    options.style = SAFEAREA_PRESENTATION_PAGE_SHEET;
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_E_UNSUPPORTED &&
              strstr(safearea_last_error_message(), "readable width plus margins") != NULL,
          "landscape page sheet refused: %s", safearea_last_error_message());
    safearea_tree_free(tree);
    tree = NULL;
    CHECK(safearea_tree_new(&tree, find("iPad (A16)"), SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, "26.1", 0) == SAFEAREA_OK &&
              safearea_controller_new(&root, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK &&
              safearea_tree_set_root(tree, root) == SAFEAREA_OK &&
              safearea_controller_new(&sheet, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK &&
              safearea_controller_view(&sheet_view, tree, sheet) == SAFEAREA_OK,
          "iPad (A16) 26.1 landscape tree");
    options.style = SAFEAREA_PRESENTATION_AUTOMATIC;
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_OK &&
              safearea_controller_presentation(&r, tree, sheet) == SAFEAREA_OK &&
              r.style == SAFEAREA_PRESENTATION_FORM_SHEET && r.frame.x == 300 && r.frame.y == 80 &&
              r.frame.width == 580 && r.frame.height == 650 && r.provenance == SAFEAREA_PROVENANCE_DERIVED,
          "26.1 landscape form sheet [300, 80, 580, 650], derived");
    CHECK(safearea_controller_dismiss(tree, sheet) == SAFEAREA_OK, "dismiss form sheet");
    options.style = SAFEAREA_PRESENTATION_POPOVER;
    options.has_source_rect = 1;
    options.source_rect = source;
    options.preferred_content_width = 240;
    options.preferred_content_height = 180;
    CHECK(safearea_controller_present(tree, root, sheet, &options) == SAFEAREA_OK &&
              safearea_controller_presentation(&r, tree, sheet) == SAFEAREA_OK && r.frame.x == 160 &&
              r.frame.y == 230 && r.frame.width == 253 && r.frame.height == 180 &&
              r.arrow_direction == SAFEAREA_ARROW_LEFT && r.provenance == SAFEAREA_PROVENANCE_DERIVED,
          "26.1 landscape popover [160, 230, 253, 180]");
    CHECK(safearea_view_safe_area(&insets, tree, sheet_view) == SAFEAREA_OK && insets.left == 13 && insets.top == 0 &&
              insets.bottom == 0 && insets.right == 0,
          "popover content: 13 on the arrow's side");
    safearea_tree_free(tree);
}

static void test_presentation_init(void) {
    static const unsigned int bad[] = {0, SAFEAREA_PRESENTATION_VERSION + 1, 0xffffffffu};
    safearea_presentation expected = SAFEAREA_PRESENTATION_INIT, o, before;
    presentation_v1 v1;
    const unsigned char *bytes = (const unsigned char *)&o;
    size_t i, untouched = 0;
    safearea_tree *tree = NULL;
    safearea_node root = 0, sheet = 0;
    safearea_presentation_result r;
    memset(&o, 0xA5, sizeof o);
    CHECK(safearea_presentation_init(&o, SAFEAREA_PRESENTATION_VERSION) == SAFEAREA_OK &&
              same_presentation(&o, &expected),
          "init fills what SAFEAREA_PRESENTATION_INIT fills");
    CHECK(o.version == 3 && o.permitted_arrow_directions == SAFEAREA_ARROW_ANY && o.prefers_page_sizing == 1 &&
              o.source_bar_button == SAFEAREA_BAR_BUTTON_NONE && o.source_bar_button_index == 0 &&
              o.keeps_popover_in_compact == 0,
          "the defaults");
    /* Version 2: its fields, nothing after prefers_page_sizing. */
    memset(&o, 0xA5, sizeof o);
    CHECK(safearea_presentation_init(&o, 2) == SAFEAREA_OK && o.version == 2 && o.prefers_page_sizing == 1 &&
              o.permitted_arrow_directions == SAFEAREA_ARROW_ANY,
          "version 2");
    for (i = offsetof(safearea_presentation, source_bar_button), untouched = 0; i < sizeof o; i++)
        untouched += bytes[i] == 0xA5;
    CHECK(untouched == sizeof o - offsetof(safearea_presentation, source_bar_button),
          "version 2 writes nothing past prefers_page_sizing");
    untouched = 0;
    CHECK(SAFEAREA_PRESENT_OPTIONS_VERSION == SAFEAREA_PRESENTATION_VERSION, "the deprecated name is the new one");
    /* Version 1: the four fields, nothing after them. */
    memset(&o, 0xA5, sizeof o);
    CHECK(safearea_presentation_init(&o, 1) == SAFEAREA_OK && o.version == 1 &&
              o.style == SAFEAREA_PRESENTATION_AUTOMATIC && o.detent == SAFEAREA_DETENT_LARGE && o.detent_height == 0,
          "version 1");
    for (i = sizeof(presentation_v1); i < sizeof o; i++)
        untouched += bytes[i] == 0xA5;
    CHECK(untouched == sizeof o - sizeof(presentation_v1), "version 1 writes nothing past its four fields");
    memset(&v1, 0xA5, sizeof v1);
    CHECK(safearea_presentation_init((safearea_presentation *)(void *)&v1, 1) == SAFEAREA_OK && v1.version == 1 &&
              v1.style == SAFEAREA_PRESENTATION_AUTOMATIC && v1.detent == SAFEAREA_DETENT_LARGE &&
              v1.detent_height == 0,
          "a version-1 struct");
    CHECK(safearea_presentation_init(NULL, SAFEAREA_PRESENTATION_VERSION) == SAFEAREA_E_NULL_ARGUMENT &&
              strstr(safearea_last_error_message(), "opts") != NULL,
          "NULL");
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        memset(&o, 0xA5, sizeof o);
        memcpy(&before, &o, sizeof o);
        CHECK(safearea_presentation_init(&o, bad[i]) == SAFEAREA_E_INVALID_ARGUMENT &&
                  strstr(safearea_last_error_message(), "SAFEAREA_PRESENTATION_VERSION (3) or 1 or 2") != NULL &&
                  memcmp(&o, &before, sizeof o) == 0,
              "version %u refused, the struct untouched", bad[i]);
    }
    /* A filled struct presents: automatic on an iPhone is the page sheet. */
    CHECK(safearea_presentation_init(&o, SAFEAREA_PRESENTATION_VERSION) == SAFEAREA_OK, "init");
    CHECK(safearea_tree_new(&tree, find("iPhone 16"), 0, "26.1", 0) == SAFEAREA_OK &&
              safearea_controller_new(&root, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK &&
              safearea_tree_set_root(tree, root) == SAFEAREA_OK &&
              safearea_controller_new(&sheet, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK,
          "tree");
    CHECK(safearea_controller_present(tree, root, sheet, &o) == SAFEAREA_OK &&
              safearea_controller_presentation(&r, tree, sheet) == SAFEAREA_OK &&
              r.style == SAFEAREA_PRESENTATION_PAGE_SHEET && r.detent == SAFEAREA_DETENT_LARGE,
          "an initialised struct presents");
    safearea_tree_free(tree);
}

/* Popovers from a navigation bar's button item, kept popovers on an iPhone, bars inside a popover and the
 * window's own safe area (MODEL.md §18, §19). Typed from Vercantez/openuikit
 * uikit/Tools/oracle2/wordpressrowsprobe/ios-26.1-ipad-popover.json at fe6e2c2d81fa70d4800eb7a5bfb46891999812fd
 * (iPad (A16) 820 x 1180, iPadOS 26.1, safeArea [32,0,25,0], preferred 240 x 180: the right bar button's
 * popover [561,62,240,180], the left one's [19,62,240,180], arrowDirection 0) and openuikit's iPhone 16 window
 * insets [59,0,34,0] (fixtures/realapp/detents_ios.json at 6f62d1d0df4b4aa3490da5e9637345741e1942d2). */
static void test_bar_button_popovers(void) {
    safearea_tree *tree = NULL;
    safearea_node nav = 0, content = 0, pop = 0, inner_nav = 0, inner = 0, root = 0;
    safearea_presentation options = SAFEAREA_PRESENTATION_INIT;
    safearea_presentation_result r;
    safearea_insets insets;
    safearea_provenance provenance;
    double hidden = 1;
    CHECK(strcmp(safearea_bar_button_placement_string(SAFEAREA_BAR_BUTTON_NAVIGATION_TRAILING),
                 "navigation_trailing") == 0 &&
              strcmp(safearea_bar_button_placement_string(SAFEAREA_BAR_BUTTON_NONE), "none") == 0 &&
              safearea_bar_button_placement_string((safearea_bar_button_placement)9) == NULL,
          "bar button placement names");
    CHECK(safearea_tree_new(&tree, find("iPad (A16)"), SAFEAREA_ORIENTATION_PORTRAIT, "26.1", 0) == SAFEAREA_OK &&
              safearea_controller_new(&nav, tree, SAFEAREA_CONTROLLER_NAVIGATION, 0) == SAFEAREA_OK &&
              safearea_controller_new(&content, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK &&
              safearea_controller_set_children(tree, nav, &content, 1) == SAFEAREA_OK &&
              safearea_tree_set_root(tree, nav) == SAFEAREA_OK &&
              safearea_controller_new(&pop, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK,
          "iPad navigation tree");
    options.style = SAFEAREA_PRESENTATION_POPOVER;
    options.preferred_content_width = 240;
    options.preferred_content_height = 180;
    options.source_bar_button = SAFEAREA_BAR_BUTTON_NAVIGATION_TRAILING;
    CHECK(safearea_controller_present(tree, content, pop, &options) == SAFEAREA_OK &&
              safearea_controller_presentation(&r, tree, pop) == SAFEAREA_OK && r.frame.x == 561 && r.frame.y == 62 &&
              r.frame.width == 240 && r.frame.height == 180 && r.arrow_direction == SAFEAREA_ARROW_NONE &&
              r.style == SAFEAREA_PRESENTATION_POPOVER && r.provenance == SAFEAREA_PROVENANCE_DERIVED &&
              r.insets.top == 0 && r.insets.bottom == 0,
          "trailing bar button: [561, 62, 240, 180], no arrow");
    CHECK(safearea_controller_dismiss(tree, pop) == SAFEAREA_OK, "dismiss");
    options.source_bar_button = SAFEAREA_BAR_BUTTON_NAVIGATION_LEADING;
    CHECK(safearea_controller_present(tree, content, pop, &options) == SAFEAREA_OK &&
              safearea_controller_presentation(&r, tree, pop) == SAFEAREA_OK && r.frame.x == 19 && r.frame.y == 62,
          "leading bar button: [19, 62, 240, 180]");
    /* A navigation controller inside the popover: its bars are refused at reads. */
    CHECK(safearea_controller_dismiss(tree, pop) == SAFEAREA_OK &&
              safearea_controller_new(&inner_nav, tree, SAFEAREA_CONTROLLER_NAVIGATION, 0) == SAFEAREA_OK &&
              safearea_controller_new(&inner, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK &&
              safearea_controller_set_children(tree, inner_nav, &inner, 1) == SAFEAREA_OK &&
              safearea_controller_present(tree, content, inner_nav, &options) == SAFEAREA_OK,
          "navigation controller in a popover");
    CHECK(safearea_view_safe_area(&insets, tree, view_of(tree, inner)) == SAFEAREA_E_UNSUPPORTED &&
              strstr(safearea_last_error_message(), "inside a popover") != NULL,
          "bars inside a popover refused");
    CHECK(safearea_controller_dismiss(tree, inner_nav) == SAFEAREA_OK, "dismiss the navigation popover");
    /* Bad input and what no source measured. */
    options.source_bar_button = SAFEAREA_BAR_BUTTON_NAVIGATION_TRAILING;
    options.source_bar_button_index = 1;
    CHECK(safearea_controller_present(tree, content, pop, &options) == SAFEAREA_E_UNSUPPORTED &&
              strstr(safearea_last_error_message(), "index 1") != NULL,
          "a second item is unmeasured");
    options.source_bar_button_index = 0;
    options.source_bar_button = SAFEAREA_BAR_BUTTON_TOOLBAR;
    CHECK(safearea_controller_present(tree, content, pop, &options) != SAFEAREA_OK, "toolbar item refused");
    options.source_bar_button = (safearea_bar_button_placement)7;
    CHECK(safearea_controller_present(tree, content, pop, &options) == SAFEAREA_E_INVALID_ARGUMENT &&
              strstr(safearea_last_error_message(), "source_bar_button") != NULL,
          "placement out of range");
    options.source_bar_button = SAFEAREA_BAR_BUTTON_NAVIGATION_TRAILING;
    options.has_source_rect = 1;
    CHECK(safearea_controller_present(tree, content, pop, &options) == SAFEAREA_E_INVALID_ARGUMENT &&
              strstr(safearea_last_error_message(), "one source") != NULL,
          "a bar button item and a rectangle");
    options.has_source_rect = 0;
    CHECK(safearea_tree_set(tree, nav, SAFEAREA_PROP_NAVIGATION_BAR_HIDDEN, &hidden, 1) == SAFEAREA_OK &&
              safearea_controller_present(tree, content, pop, &options) == SAFEAREA_E_INVALID_ARGUMENT &&
              strncmp(safearea_last_error_message(), "source", 6) == 0,
          "a hidden navigation bar shows no item");
    CHECK(safearea_controller_presentation(&r, tree, pop) == SAFEAREA_E_INVALID_ARGUMENT, "not presented");
    safearea_tree_free(tree);

    /* A presenter in no navigation controller is bad input; the window's own safe area without a root. */
    tree = NULL;
    CHECK(safearea_tree_new(&tree, find("iPhone 16"), SAFEAREA_ORIENTATION_PORTRAIT, "26.1", 0) == SAFEAREA_OK,
          "iPhone 16 tree");
    CHECK(safearea_tree_window_safe_area(&insets, &provenance, tree) == SAFEAREA_OK && insets.top == 59 &&
              insets.bottom == 34 && insets.left == 0 && insets.right == 0 &&
              provenance.kind == SAFEAREA_PROVENANCE_DERIVED &&
              strstr(provenance.source, "UIView.safeAreaInsets") != NULL,
          "no root: the window's own safe area (59, 0, 34, 0), derived");
    CHECK(safearea_tree_window_safe_area(NULL, NULL, tree) == SAFEAREA_E_NULL_ARGUMENT, "NULL out");
    CHECK(safearea_tree_window_safe_area(&insets, NULL, NULL) == SAFEAREA_E_NULL_ARGUMENT &&
              strstr(safearea_last_error_message(), "tree") != NULL,
          "NULL tree: %s", safearea_last_error_message());
    CHECK(safearea_controller_new(&root, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK &&
              safearea_tree_set_root(tree, root) == SAFEAREA_OK &&
              safearea_controller_new(&pop, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK,
          "root");
    CHECK(safearea_tree_window_safe_area(&insets, &provenance, tree) == SAFEAREA_OK && insets.top == 59 &&
              strstr(provenance.source, "UIView.safeAreaInsets") == NULL,
          "with a root: the window's provenance");
    CHECK(safearea_controller_present(tree, root, pop, &options) == SAFEAREA_E_INVALID_ARGUMENT &&
              strstr(safearea_last_error_message(), "navigation controller") != NULL,
          "a bar button item outside a navigation controller");
    /* A popover kept a popover on the iPhone: the phone row's rule, derived; the card above the source. */
    options = (safearea_presentation)SAFEAREA_PRESENTATION_INIT;
    options.style = SAFEAREA_PRESENTATION_POPOVER;
    options.preferred_content_width = 240;
    options.preferred_content_height = 120;
    options.has_source_rect = 1;
    options.source_rect = (safearea_rect){100, 400, 60, 40};
    options.keeps_popover_in_compact = 1;
    CHECK(safearea_controller_present(tree, root, pop, &options) == SAFEAREA_OK &&
              safearea_controller_presentation(&r, tree, pop) == SAFEAREA_OK && r.frame.x == 19 && r.frame.y == 267 &&
              r.frame.width == 240 && r.frame.height == 133 && r.arrow_direction == SAFEAREA_ARROW_DOWN &&
              r.style == SAFEAREA_PRESENTATION_POPOVER && r.provenance == SAFEAREA_PROVENANCE_DERIVED,
          "kept popover [19, 267, 240, 133] arrow down");
    /* A version-2 struct: the fields after prefers_page_sizing are not read (the popover adapts). */
    options.version = 2;
    options.source_bar_button = (safearea_bar_button_placement)7;
    CHECK(safearea_controller_dismiss(tree, pop) == SAFEAREA_OK &&
              safearea_controller_present(tree, root, pop, &options) == SAFEAREA_OK &&
              safearea_controller_presentation(&r, tree, pop) == SAFEAREA_OK &&
              r.style == SAFEAREA_PRESENTATION_PAGE_SHEET,
          "a version-2 struct reads its own fields only");
    safearea_tree_free(tree);
    tree = NULL;
    CHECK(safearea_tree_new(&tree, find("iPhone 16"), SAFEAREA_ORIENTATION_PORTRAIT, "26.1", SAFEAREA_STRICT) ==
                  SAFEAREA_OK &&
              safearea_tree_window_safe_area(&insets, NULL, tree) == SAFEAREA_E_OS_VERSION,
          "strict refuses the derived answer");
    safearea_tree_free(tree);
}

int main(void) {
    run_scenarios();
    test_tree_arguments();
    test_bad_input();
    test_containment();
    test_structure();
    test_outputs();
    test_limits_and_bulk();
    test_deep_chain_one_at_a_time();
    test_legacy_layout_guides();
    test_transforms();
    test_transition_rotation();
    test_transition_frozen_child();
    test_transition_status_bar_and_keyboard();
    test_transition_bad_input();
    test_presentations();
    test_pad_presentations();
    test_pad_presentations_before_26();
    test_pad_presentations_in_landscape();
    test_presentation_init();
    test_bar_button_popovers();
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
