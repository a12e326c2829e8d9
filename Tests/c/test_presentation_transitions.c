/* Tests presenting, dismissing and changing the detent as transitions from C (docs/MODEL.md §12,
 * §18): safearea_controller_present_transition, safearea_controller_dismiss_transition and
 * safearea_controller_set_detent, their change lists read with safearea_tree_transition_changes,
 * bad input (the tree and its last transition unchanged, *count 0), and the keyboard in a sheet
 * refused both ways. Geometry from Vercantez/openuikit fixtures/realapp/detents_ios.json at
 * 6f62d1d0df4b4aa3490da5e9637345741e1942d2 (iPhone 16, iOS 26.1, window 393 x 852, insets
 * [59, 0, 34, 0]): the large sheet [0, 59, 393, 793], the medium [8, 403.687…, 377, 440.313…],
 * content insets (0, 0, 34, 0). Prints "N passed, N failed". */
#include "safearea.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

#define MESSAGE_HAS(text) (strstr(safearea_last_error_message(), (text)) != NULL)

static safearea_change changes[64];

/* The change of `property` of `node` among the first `n` changes, or NULL. */
static const safearea_change *find_change(size_t n, safearea_node node, safearea_change_property property) {
    size_t i;
    for (i = 0; i < n; i++)
        if (changes[i].node == node && changes[i].property == property)
            return &changes[i];
    return NULL;
}

static int quad_is(const double *v, double a, double b, double c, double d) {
    return fabs(v[0] - a) < 1e-9 && fabs(v[1] - b) < 1e-9 && fabs(v[2] - c) < 1e-9 && fabs(v[3] - d) < 1e-9;
}

/* Reads the tree's last transition into `changes`; returns the count it reports. */
static size_t last(safearea_tree *tree) {
    size_t count = 0;
    CHECK(safearea_tree_transition_changes(changes, 64, &count, tree) == SAFEAREA_OK, "changes");
    return count;
}

static void test_present_dismiss_detent(void) {
    safearea_tree *tree = NULL;
    safearea_node root = 0, root_view = 0, sheet = 0, view = 0, footer = 0, other = 0;
    safearea_presentation options = SAFEAREA_PRESENTATION_INIT;
    safearea_rect footer_frame = {0, 693, 393, 100};
    const safearea_change *c;
    size_t count = 99, n, i;
    CHECK(safearea_tree_new(&tree, find("iPhone 16"), 0, "26.1", 0) == SAFEAREA_OK, "tree");
    CHECK(safearea_controller_new(&root, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "root");
    CHECK(safearea_tree_set_root(tree, root) == SAFEAREA_OK, "set root");
    CHECK(safearea_controller_view(&root_view, tree, root) == SAFEAREA_OK, "root view");
    CHECK(safearea_controller_new(&sheet, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "sheet");
    CHECK(safearea_controller_new(&other, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "other");
    CHECK(safearea_controller_view(&view, tree, sheet) == SAFEAREA_OK, "sheet view");
    CHECK(safearea_view_new(&footer, tree, SAFEAREA_VIEW_PLAIN, footer_frame) == SAFEAREA_OK, "footer");
    CHECK(safearea_view_add_subview(tree, view, footer) == SAFEAREA_OK, "add footer");

    /* Presenting a page sheet: the presented root first ([0,0,0,0] detached -> the large frame, insets
     * 0 -> (0,0,34,0)), then the footer along its bottom (its covered 34, MODEL.md §2.3); the presenter
     * unchanged. */
    options.style = SAFEAREA_PRESENTATION_PAGE_SHEET;
    CHECK(safearea_controller_present_transition(&count, tree, root, sheet, &options) == SAFEAREA_OK, "present");
    n = last(tree);
    CHECK(n == count && n > 0, "count %zu of %zu", count, n);
    CHECK(changes[0].node == view && changes[0].property == SAFEAREA_CHANGE_FRAME, "the presented root first");
    CHECK(quad_is(changes[0].before, 0, 0, 0, 0) && quad_is(changes[0].after, 0, 59, 393, 793), "frame");
    c = find_change(n, view, SAFEAREA_CHANGE_SAFE_AREA_INSETS);
    CHECK(c != NULL && quad_is(c->before, 0, 0, 0, 0) && quad_is(c->after, 0, 0, 34, 0), "sheet insets");
    c = find_change(n, footer, SAFEAREA_CHANGE_SAFE_AREA_INSETS);
    CHECK(c != NULL && quad_is(c->after, 0, 0, 34, 0), "footer insets");
    for (i = 0; i < n; i++)
        CHECK(changes[i].node == view || changes[i].node == footer, "only the presented views change (%zu)", i);

    /* Dismissing: the reverse of the insets; the view keeps its frame. */
    CHECK(safearea_controller_dismiss_transition(&count, tree, sheet) == SAFEAREA_OK, "dismiss");
    n = last(tree);
    CHECK(n == count, "dismiss count");
    c = find_change(n, view, SAFEAREA_CHANGE_SAFE_AREA_INSETS);
    CHECK(c != NULL && quad_is(c->before, 0, 0, 34, 0) && quad_is(c->after, 0, 0, 0, 0), "insets back");
    c = find_change(n, footer, SAFEAREA_CHANGE_SAFE_AREA_INSETS);
    CHECK(c != NULL && quad_is(c->before, 0, 0, 34, 0) && quad_is(c->after, 0, 0, 0, 0), "footer back");
    CHECK(find_change(n, view, SAFEAREA_CHANGE_FRAME) == NULL, "no frame change");

    /* Medium, then large: [8, 403.687…, 377, 440.313…] -> [0, 59, 393, 793]; the insets stay 34 at the bottom. */
    options.detent = SAFEAREA_DETENT_MEDIUM;
    CHECK(safearea_controller_present_transition(&count, tree, root, sheet, &options) == SAFEAREA_OK, "medium");
    CHECK(safearea_controller_set_detent(&count, tree, sheet, SAFEAREA_DETENT_LARGE, 0) == SAFEAREA_OK, "to large");
    n = last(tree);
    CHECK(n == count, "detent count");
    c = find_change(n, view, SAFEAREA_CHANGE_FRAME);
    CHECK(c != NULL && quad_is(c->before, 8, 403.6870229007634, 377, 440.3129770992366) &&
              quad_is(c->after, 0, 59, 393, 793),
          "medium to large frame");
    CHECK(find_change(n, view, SAFEAREA_CHANGE_SAFE_AREA_INSETS) == NULL, "insets unchanged");
    CHECK(safearea_controller_set_detent(&count, tree, sheet, SAFEAREA_DETENT_CUSTOM, 300) == SAFEAREA_OK && count > 0,
          "custom 300");
    c = find_change(last(tree), view, SAFEAREA_CHANGE_FRAME);
    CHECK(c != NULL && quad_is(c->after, 8, 523.59796437659031, 377, 320.40203562340969), "custom 300 frame");
    n = last(tree);

    /* Bad input: an error, *count 0, the tree and its last transition unchanged. */
    count = 7;
    CHECK(safearea_controller_dismiss_transition(&count, tree, other) == SAFEAREA_E_INVALID_ARGUMENT && count == 0,
          "dismissing what is not presented");
    CHECK(MESSAGE_HAS("not presented"), "message");
    count = 7;
    CHECK(safearea_controller_set_detent(&count, tree, sheet, SAFEAREA_DETENT_CUSTOM, -1) ==
                  SAFEAREA_E_INVALID_ARGUMENT &&
              count == 0,
          "negative detent");
    CHECK(MESSAGE_HAS("detent"), "names the detent");
    CHECK(safearea_controller_set_detent(&count, tree, sheet, SAFEAREA_DETENT_CUSTOM, NAN) ==
              SAFEAREA_E_INVALID_ARGUMENT,
          "NaN detent");
    CHECK(safearea_controller_set_detent(&count, tree, sheet, SAFEAREA_DETENT_CUSTOM, 0) == SAFEAREA_E_INVALID_ARGUMENT,
          "zero detent");
    CHECK(safearea_controller_set_detent(&count, tree, sheet, (safearea_detent_kind)9, 0) ==
              SAFEAREA_E_INVALID_ARGUMENT,
          "detent 9");
    /* A height goes only with the custom detent: with medium it is refused, not dropped for a medium sheet. */
    count = 7;
    CHECK(safearea_controller_set_detent(&count, tree, sheet, SAFEAREA_DETENT_MEDIUM, 300) ==
                  SAFEAREA_E_INVALID_ARGUMENT &&
              count == 0 &&
              strcmp(safearea_last_error_message(),
                     "detent_height: 300 is given with the medium detent: a height goes only with a custom detent") ==
                  0,
          "a height with medium: %s", safearea_last_error_message());
    CHECK(safearea_controller_set_detent(&count, tree, other, SAFEAREA_DETENT_LARGE, 0) == SAFEAREA_E_INVALID_ARGUMENT,
          "detent of what is not presented");
    CHECK(safearea_controller_present_transition(&count, tree, root, sheet, NULL) == SAFEAREA_E_INVALID_ARGUMENT,
          "presented twice");
    CHECK(safearea_controller_present_transition(NULL, tree, root, other, NULL) == SAFEAREA_E_NULL_ARGUMENT,
          "NULL count");
    CHECK(safearea_controller_dismiss_transition(NULL, tree, sheet) == SAFEAREA_E_NULL_ARGUMENT, "NULL count");
    CHECK(safearea_controller_set_detent(NULL, tree, sheet, SAFEAREA_DETENT_LARGE, 0) == SAFEAREA_E_NULL_ARGUMENT,
          "NULL count");
    CHECK(safearea_controller_dismiss_transition(&count, NULL, sheet) == SAFEAREA_E_NULL_ARGUMENT, "NULL tree");
    CHECK(last(tree) == n, "the last transition kept");
    c = find_change(n, view, SAFEAREA_CHANGE_FRAME);
    CHECK(c != NULL && quad_is(c->after, 8, 523.59796437659031, 377, 320.40203562340969), "still custom 300");
    safearea_tree_free(tree);
}

static void test_keyboard_in_a_sheet(void) {
    safearea_tree *tree = NULL;
    safearea_node root = 0, sheet = 0, view = 0;
    safearea_presentation options = SAFEAREA_PRESENTATION_INIT;
    safearea_transition keyboard = {SAFEAREA_TRANSITION_KEYBOARD, SAFEAREA_ORIENTATION_PORTRAIT, 0, 336, NULL};
    double height = 336, read = -1;
    size_t count = 0;
    safearea_presentation_result result;
    safearea_insets insets;
    const safearea_change *c;
    CHECK(safearea_tree_new(&tree, find("iPhone 16"), 0, "26.1", 0) == SAFEAREA_OK, "tree");
    CHECK(safearea_controller_new(&root, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "root");
    CHECK(safearea_tree_set_root(tree, root) == SAFEAREA_OK, "set root");
    CHECK(safearea_controller_new(&sheet, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "sheet");
    CHECK(safearea_controller_view(&view, tree, sheet) == SAFEAREA_OK, "view");

    /* A sheet, then the keyboard: refused as a property and as a transition. */
    CHECK(safearea_controller_present(tree, root, sheet, NULL) == SAFEAREA_OK, "present");
    CHECK(safearea_tree_set(tree, 0, SAFEAREA_PROP_KEYBOARD_HEIGHT, &height, 1) == SAFEAREA_E_UNSUPPORTED,
          "keyboard property over a sheet");
    CHECK(MESSAGE_HAS("the keyboard shown while a sheet is presented"), "names what is unmeasured");
    CHECK(safearea_tree_transition(&count, tree, &keyboard) == SAFEAREA_E_UNSUPPORTED, "keyboard transition");
    CHECK(safearea_tree_get(&read, 1, &count, tree, 0, SAFEAREA_PROP_KEYBOARD_HEIGHT) == SAFEAREA_OK && read == 0,
          "no keyboard");
    CHECK(safearea_controller_dismiss(tree, sheet) == SAFEAREA_OK, "dismiss");

    /* The keyboard, then a sheet: refused by both present functions, the tree unchanged. */
    CHECK(safearea_tree_set(tree, 0, SAFEAREA_PROP_KEYBOARD_HEIGHT, &height, 1) == SAFEAREA_OK, "keyboard");
    CHECK(safearea_controller_present(tree, root, sheet, NULL) == SAFEAREA_E_UNSUPPORTED, "present over a keyboard");
    CHECK(MESSAGE_HAS("presenting a sheet while the keyboard is up"), "names what is unmeasured");
    CHECK(safearea_controller_present_transition(&count, tree, root, sheet, NULL) == SAFEAREA_E_UNSUPPORTED,
          "present transition over a keyboard");
    CHECK(safearea_controller_presentation(&result, tree, sheet) == SAFEAREA_E_INVALID_ARGUMENT, "not presented");
    CHECK(safearea_view_safe_area(&insets, tree, view) == SAFEAREA_OK && insets.bottom == 0, "out of the window");

    /* Full screen keeps the window's keyboard: the guide from the keyboard's top, 852 - 336 = 516 (MODEL.md §10). */
    options.style = SAFEAREA_PRESENTATION_FULL_SCREEN;
    CHECK(safearea_controller_present_transition(&count, tree, root, sheet, &options) == SAFEAREA_OK, "full screen");
    c = find_change(last(tree), view, SAFEAREA_CHANGE_KEYBOARD_LAYOUT_GUIDE);
    CHECK(c != NULL && quad_is(c->after, 0, 516, 393, 336), "guide over the keyboard");
    c = find_change(last(tree), view, SAFEAREA_CHANGE_SAFE_AREA_INSETS);
    CHECK(c != NULL && quad_is(c->after, 59, 0, 34, 0), "the window's insets");
    safearea_tree_free(tree);
}

/* A popover follows its source view (docs/MODEL.md §18). The expected frame is openuikit's probe case
 * (uikit/Tools/oracle2/wordpressrowsprobe/README.md at d8dca8adc9ce50db786d0df95aa98d790ea3e079; iPad (A16),
 * iPadOS 26.1, preferred 240 x 180): a view [100, 300, 60, 40] gives [160, 230, 253, 180], arrow left. The source
 * is moved there after presenting, then moved again through its superview; when it leaves the window the
 * presentation is refused with UNSUPPORTED naming that. */
static void test_popover_follows_its_source(void) {
    const safearea_device *ipad = NULL;
    safearea_tree *tree = NULL;
    safearea_node root = 0, root_view = 0, holder = 0, source = 0, popover = 0, content = 0;
    safearea_presentation o = SAFEAREA_PRESENTATION_INIT;
    safearea_presentation_result r;
    safearea_insets in;
    double frame[4] = {100, 300, 60, 40}, holder_frame[4] = {50, 50, 400, 600}, one = 1;
    CHECK(safearea_device_find(&ipad, "iPad (A16)") == SAFEAREA_OK, "iPad (A16)");
    CHECK(safearea_tree_new(&tree, ipad, SAFEAREA_ORIENTATION_PORTRAIT, "26.1", 0) == SAFEAREA_OK, "tree");
    CHECK(safearea_controller_new(&root, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "root");
    CHECK(safearea_tree_set_root(tree, root) == SAFEAREA_OK, "set root");
    CHECK(safearea_controller_view(&root_view, tree, root) == SAFEAREA_OK, "root view");
    CHECK(safearea_view_new(&holder, tree, SAFEAREA_VIEW_PLAIN, (safearea_rect){0, 0, 820, 1180}) == SAFEAREA_OK,
          "holder");
    CHECK(safearea_view_add_subview(tree, root_view, holder) == SAFEAREA_OK, "add holder");
    CHECK(safearea_view_new(&source, tree, SAFEAREA_VIEW_PLAIN, (safearea_rect){500, 800, 60, 40}) == SAFEAREA_OK,
          "source");
    CHECK(safearea_view_add_subview(tree, holder, source) == SAFEAREA_OK, "add source");
    CHECK(safearea_controller_new(&popover, tree, SAFEAREA_CONTROLLER_PLAIN, 0) == SAFEAREA_OK, "popover");
    CHECK(safearea_controller_view(&content, tree, popover) == SAFEAREA_OK, "content");
    o.style = SAFEAREA_PRESENTATION_POPOVER;
    o.source_view = source;
    o.preferred_content_width = 240;
    o.preferred_content_height = 180;
    CHECK(safearea_controller_present(tree, root, popover, &o) == SAFEAREA_OK, "present");
    /* Moved onto the probe's source: the probe's frame. */
    CHECK(safearea_tree_set(tree, source, SAFEAREA_PROP_FRAME, frame, 4) == SAFEAREA_OK, "move source");
    CHECK(safearea_controller_presentation(&r, tree, popover) == SAFEAREA_OK && r.frame.x == 160 && r.frame.y == 230 &&
              r.frame.width == 253 && r.frame.height == 180 && r.arrow_direction == SAFEAREA_ARROW_LEFT,
          "follows: %g %g %g %g", r.frame.x, r.frame.y, r.frame.width, r.frame.height);
    /* The same place in the window through a moved superview: the same frame. */
    frame[0] = 50;
    frame[1] = 250;
    CHECK(safearea_tree_set(tree, source, SAFEAREA_PROP_FRAME, frame, 4) == SAFEAREA_OK, "source in holder");
    CHECK(safearea_tree_set(tree, holder, SAFEAREA_PROP_FRAME, holder_frame, 4) == SAFEAREA_OK, "move holder");
    CHECK(safearea_view_safe_area(&in, tree, content) == SAFEAREA_OK, "content read");
    CHECK(safearea_controller_presentation(&r, tree, popover) == SAFEAREA_OK && r.frame.x == 160 && r.frame.y == 230,
          "through the ancestor: %g %g", r.frame.x, r.frame.y);
    /* The source leaves the window: refused (not the misleading 'needs a source'), also after a window change. */
    CHECK(safearea_view_remove_from_superview(tree, source) == SAFEAREA_OK, "remove source");
    CHECK(safearea_controller_presentation(&r, tree, popover) == SAFEAREA_E_UNSUPPORTED &&
              MESSAGE_HAS("source view left the window"),
          "left the window");
    CHECK(safearea_node_destroy(tree, source) == SAFEAREA_OK, "destroy source");
    CHECK(safearea_tree_set(tree, 0, SAFEAREA_PROP_STATUS_BAR_HIDDEN, &one, 1) == SAFEAREA_OK, "status bar");
    CHECK(safearea_view_safe_area(&in, tree, content) == SAFEAREA_E_UNSUPPORTED &&
              MESSAGE_HAS("source view left the window"),
          "content refused");
    CHECK(safearea_controller_dismiss(tree, popover) == SAFEAREA_OK, "dismiss");
    safearea_tree_free(tree);
}

int main(void) {
    test_present_dismiss_detent();
    test_keyboard_in_a_sheet();
    test_popover_follows_its_source();
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
