/* libFuzzer harnesses over the public header (include/safearea.h). One file,
 * one target per build: -DFUZZ_PROFILE, -DFUZZ_DESIGN, -DFUZZ_SWIFTUI, -DFUZZ_TREE or -DFUZZ_WINDOW.
 * Every call must return a status (never crash, leak or hang); a status other
 * than OK must come with a non-empty message. */
#include "safearea.h"
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void check_status(int status) {
    if (status != SAFEAREA_OK) {
        const char *message = safearea_last_error_message();
        if (message == NULL || message[0] == '\0') {
            fprintf(stderr, "status %d without a message\n", status);
            abort();
        }
    }
}

static char output[1 << 16];
/* Lengths of strings the fuzzer reads, kept so the reads are not optimised away. */
static volatile size_t touched;

#if defined(FUZZ_TREE) || defined(FUZZ_WINDOW)
/* Bytes read in order from the input; 0 past its end. */
typedef struct {
    const uint8_t *data;
    size_t size, at;
} input;
static uint8_t next_byte(input *in) {
    return in->at < in->size ? in->data[in->at++] : 0;
}
static double next_double(input *in) {
    static const double special[] = {NAN, -0.0, 10000, 10001, 0.5, -INFINITY};
    uint8_t kind = next_byte(in);
    if (kind < 150)
        return (double)(int8_t)next_byte(in) * 4.0;
    if (kind < 200)
        return (double)(int8_t)next_byte(in);
    if (kind >= 250)
        return special[kind - 250];
    double value = 0;
    for (size_t i = 0; i < sizeof value; i++)
        ((uint8_t *)&value)[i] = next_byte(in);
    return value;
}
/* An enum value: mostly one of the `named` values the header declares (0 ..< named), from 0xE8 on
 * a raw one out of range (one past, negative, huge). */
static int next_enum(input *in, int named) {
    static const int raw[] = {-1, 0x7fffffff, (int)0x80000000, 255, 1000, 3, 9, 10};
    uint8_t byte = next_byte(in);
    return byte < 0xE8 ? byte % named : raw[byte % 8];
}

/* A window request with raw fields (docs/MODEL.md §19): every placement, control style and compatibility
 * and raw values out of range, a version other than SAFEAREA_WINDOW_VERSION now and then, and a
 * floating frame raw (NaN, infinite, negative, huge), in fractions of `screen` (on it, or too small),
 * pushed off its edge, or the measured 711 x 941 window moved a little. */
static void next_window(input *in, safearea_window *w, safearea_rect screen) {
    uint8_t how = next_byte(in);
    *w = (safearea_window)SAFEAREA_WINDOW_INIT;
    if (how & 0x80) {
        static const unsigned versions[] = {0, 2, 0xffffffffu, SAFEAREA_WINDOW_VERSION};
        w->version = versions[how & 3];
    }
    w->placement = (safearea_window_placement)next_enum(in, 9);
    w->controls = (safearea_window_controls)next_enum(in, 3);
    w->compatibility = (safearea_window_compatibility)next_enum(in, 3);
    switch ((how >> 2) % 4) {
    case 0:
        w->frame = (safearea_rect){next_double(in), next_double(in), next_double(in), next_double(in)};
        break;
    case 1:
        w->frame.width = screen.width * next_byte(in) / 255.0;
        w->frame.height = screen.height * next_byte(in) / 255.0;
        w->frame.x = (screen.width - w->frame.width) * next_byte(in) / 255.0;
        w->frame.y = (screen.height - w->frame.height) * next_byte(in) / 255.0;
        break;
    case 2:
        w->frame.width = screen.width * next_byte(in) / 255.0;
        w->frame.height = screen.height * next_byte(in) / 255.0;
        w->frame.x = screen.width - w->frame.width + next_double(in);
        w->frame.y = screen.height - w->frame.height + next_double(in);
        break;
    default:
        w->frame.width = 711 + next_double(in);
        w->frame.height = 941 + next_double(in);
        w->frame.x = (screen.width - w->frame.width) / 2 + next_double(in);
        w->frame.y = (screen.height - w->frame.height) / 2 + next_double(in);
        break;
    }
}
#endif

#if defined(FUZZ_PROFILE)
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    safearea_device *device = NULL;
    size_t length = 0, count = 0;
    safearea_insets insets;
    safearea_region regions[32];
    const safearea_reserved_region *reserved = NULL;
    safearea_display_role role;
    safearea_corner_radii radii;
    safearea_vertical_bar_edge edge;
    const char *sibling_name = NULL;
    const safearea_device *sibling = NULL;
    int status = safearea_device_from_json(&device, (const char *)data, size);
    check_status(status);
    if (status != SAFEAREA_OK)
        return 0;
    for (int o = 0; o < 4; o++) {
        check_status(safearea_device_safe_area(&insets, device, (safearea_orientation)o, NULL, 0));
        check_status(safearea_device_safe_area(&insets, device, (safearea_orientation)o, "16.4", 1));
        check_status(safearea_device_unsafe_regions(regions, 32, &count, device, (safearea_orientation)o, NULL, 0));
        check_status(safearea_device_vertical_bar_edge(&edge, device, (safearea_orientation)o));
        /* Every pose the header names and one past them, with and without a version and strict;
         * every record answered is read (the sanitizers check the device's memory). */
        for (int p = 0; p < 4; p++) {
            status = safearea_device_reserved_regions(&reserved, &count, device, (safearea_orientation)o,
                                                      (safearea_pose)p, NULL, 0);
            check_status(status);
            for (size_t k = 0; status == SAFEAREA_OK && k < count; k++) {
                /* Every string is there and terminated; frames were validated when the profile loaded. */
                if (reserved[k].name == NULL || reserved[k].provenance.source == NULL ||
                    reserved[k].provenance.basis == NULL ||
                    !(reserved[k].frame.width >= 0 && reserved[k].frame.height >= 0)) {
                    abort();
                }
                touched += strlen(reserved[k].name) + strlen(reserved[k].provenance.source) +
                           strlen(reserved[k].provenance.basis);
            }
            check_status(safearea_device_reserved_regions(&reserved, &count, device, (safearea_orientation)o,
                                                          (safearea_pose)p, "27.1", SAFEAREA_STRICT));
        }
    }
    check_status(safearea_device_display(&role, &sibling_name, device));
    check_status(safearea_device_sibling(&sibling, device));
    check_status(safearea_device_corner_radii(&radii, device));
    check_status(safearea_device_to_json(output, sizeof output, &length, device));
    check_status(safearea_device_svg(output, sizeof output, &length, device, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0));
    safearea_device_free(device);
    return 0;
}
#elif defined(FUZZ_DESIGN)
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    safearea_report *report = NULL;
    size_t length = 0, errors = 0;
    /* Two devices keep each run short; the design parser and resolver see every input. The input's
     * length picks the screen state: the keyboard shown (and 'keyboard' anchors riding on it), and
     * the phone's Display Zoom variant. */
    uint32_t flags = (size & 1 ? SAFEAREA_AUDIT_KEYBOARD : 0) | (size & 2 ? SAFEAREA_AUDIT_DISPLAY_ZOOM : 0);
    int status = safearea_audit(&report, (const char *)data, size,
                                "iPhone 16 Pro;iPad Pro (12.9-inch) (6th generation)", NULL, NULL, flags);
    check_status(status);
    if (status != SAFEAREA_OK)
        return 0;
    check_status(safearea_report_counts(&errors, NULL, NULL, report));
    check_status(safearea_report_write(output, sizeof output, &length, report, SAFEAREA_REPORT_JSON, NULL));
    check_status(safearea_report_write(output, sizeof output, &length, report, SAFEAREA_REPORT_SARIF, "x.json"));
    safearea_report_free(report);
    return 0;
}
#elif defined(FUZZ_SWIFTUI)
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    size_t length = 0;
    check_status(safearea_swiftui_layout(output, sizeof output, &length, (const char *)data, size));
    check_status(safearea_swiftui_svg(output, sizeof output, &length, (const char *)data, size));
    return 0;
}
#elif defined(FUZZ_TREE)
/* Bytes drive a sequence of tree operations: node arguments pick among the nodes made so
 * far or forge handles; numbers come raw from the input (NaN, infinities, huge values) or as
 * small whole numbers (booleans, counts, enum values). The window's OS line and flags (strict
 * among them) come from the orientation byte's high bits; a property byte of 0xC0 or more
 * picks a controller or window property by name (the container settings among them). */
/* A property byte: raw (unknown ids included), or from 0xC0 on one the header names for controllers and
 * the window, so the container settings are reached often. */
static safearea_property next_property(input *in) {
    static const safearea_property named[] = {
        SAFEAREA_PROP_ADDITIONAL_SAFE_AREA_INSETS,
        SAFEAREA_PROP_PREFERS_STATUS_BAR_HIDDEN,
        SAFEAREA_PROP_EDGES_FOR_EXTENDED_LAYOUT,
        SAFEAREA_PROP_EXTENDED_LAYOUT_INCLUDES_OPAQUE_BARS,
        SAFEAREA_PROP_NAVIGATION_BAR_HIDDEN,
        SAFEAREA_PROP_TRANSLUCENT,
        SAFEAREA_PROP_PREFERS_LARGE_TITLES,
        SAFEAREA_PROP_TOOLBAR_HIDDEN,
        SAFEAREA_PROP_SELECTED_INDEX,
        SAFEAREA_PROP_TOOLBAR_ITEMS,
        SAFEAREA_PROP_SEARCH_CONTROLLER,
        SAFEAREA_PROP_BOTTOM_ACCESSORY,
        SAFEAREA_PROP_BAR_MINIMIZATION,
        SAFEAREA_PROP_ORIENTATION,
        SAFEAREA_PROP_STATUS_BAR_HIDDEN,
        SAFEAREA_PROP_STRICT,
    };
    uint8_t byte = next_byte(in);
    return byte < 0xC0 ? (safearea_property)byte : named[(byte - 0xC0) % (sizeof named / sizeof named[0])];
}
/* After a successful transition: every safe area it lists after is what a read gives now (when the
 * read answers), and on a failure the count is 0. */
static void check_transition(int status, size_t count, safearea_tree *tree) {
    static safearea_change changes[64];
    size_t n = 0;
    safearea_insets insets;
    if (status != SAFEAREA_OK) {
        if (count != 0)
            abort();
        return;
    }
    if (safearea_tree_transition_changes(changes, 64, &n, tree) != SAFEAREA_OK)
        return; /* more than 64 */
    if (n != count)
        abort();
    for (size_t i = 0; i < n; i++) {
        const safearea_change *c = &changes[i];
        if (c->property != SAFEAREA_CHANGE_SAFE_AREA_INSETS ||
            safearea_view_safe_area(&insets, tree, c->node) != SAFEAREA_OK)
            continue;
        if (memcmp(&insets.top, &c->after[0], sizeof(double)) || memcmp(&insets.left, &c->after[1], sizeof(double)) ||
            memcmp(&insets.bottom, &c->after[2], sizeof(double)) || memcmp(&insets.right, &c->after[3], sizeof(double)))
            abort();
    }
}
/* Presentations (docs/MODEL.md §12, §18): present (options raw: styles and detents out of range, a
 * wrong version, NULL), present, dismiss and detent changes as transitions, the read, and the
 * keyboard shown before presenting (a sheet over the keyboard is refused). */
static int presentation_op(input *in, safearea_tree *tree, safearea_node presenter, safearea_node controller) {
    safearea_presentation options = SAFEAREA_PRESENTATION_INIT;
    safearea_presentation_result result;
    uint8_t how = next_byte(in);
    size_t count = 99;
    int status;
    options.style = (safearea_presentation_style)(next_byte(in) % 7);
    options.detent = (safearea_detent_kind)(next_byte(in) % 4);
    options.detent_height = next_double(in);
    if (how & 0x80)
        options.version = next_byte(in);
    switch (how % 7) {
    case 0:
        return safearea_controller_present(tree, presenter, controller, (how & 0x40) ? NULL : &options);
    case 1:
        status = safearea_controller_present_transition(&count, tree, presenter, controller, &options);
        check_transition(status, count, tree);
        return status;
    case 2:
        return safearea_controller_dismiss(tree, controller);
    case 3:
        status = safearea_controller_dismiss_transition(&count, tree, controller);
        check_transition(status, count, tree);
        return status;
    case 4:
        status = safearea_controller_set_detent(&count, tree, controller, options.detent, options.detent_height);
        check_transition(status, count, tree);
        return status;
    case 5:
        return safearea_controller_presentation(&result, tree, controller);
    default: {
        double height = next_double(in);
        check_status(safearea_tree_set(tree, 0, SAFEAREA_PROP_KEYBOARD_HEIGHT, &height, 1));
        status = safearea_controller_present_transition(&count, tree, presenter, controller, &options);
        check_transition(status, count, tree);
        return status;
    }
    }
}
/* Two doubles are the same value, NaN and the sign of zero included. */
static int same_double(double a, double b) {
    return memcmp(&a, &b, sizeof a) == 0;
}
static int same_rect(const safearea_rect *a, const safearea_rect *b) {
    return same_double(a->x, b->x) && same_double(a->y, b->y) && same_double(a->width, b->width) &&
           same_double(a->height, b->height);
}
static int same_insets(const safearea_insets *a, const safearea_insets *b) {
    return same_double(a->top, b->top) && same_double(a->left, b->left) && same_double(a->bottom, b->bottom) &&
           same_double(a->right, b->right);
}
static int finite_rect(const safearea_rect *r) {
    return isfinite(r->x) && isfinite(r->y) && isfinite(r->width) && isfinite(r->height) && r->width >= 0 &&
           r->height >= 0;
}
static int finite_insets(const safearea_insets *in) {
    return isfinite(in->top) && isfinite(in->left) && isfinite(in->bottom) && isfinite(in->right) && in->top >= 0 &&
           in->left >= 0 && in->bottom >= 0 && in->right >= 0;
}
/* What a failing call must leave as it was (docs: "the tree is unchanged on a failure"): the window, the
 * controller's presentation, one view's safe area and the last transition's changes. */
typedef struct {
    int window_status, presentation_status, safe_area_status, changes_status;
    safearea_window_info window;
    safearea_presentation_result presentation;
    safearea_insets safe_area;
    size_t changes;
} snapshot;
static void take_snapshot(snapshot *s, safearea_tree *tree, safearea_node controller, safearea_node view) {
    memset(s, 0, sizeof *s);
    s->window_status = safearea_tree_window(&s->window, tree);
    s->presentation_status = safearea_controller_presentation(&s->presentation, tree, controller);
    s->safe_area_status = safearea_view_safe_area(&s->safe_area, tree, view);
    s->changes_status = safearea_tree_transition_changes(NULL, 0, &s->changes, tree);
}
static void check_unchanged(const snapshot *a, const snapshot *b, const char *call) {
    const safearea_window_info *w = &a->window, *v = &b->window;
    const safearea_presentation_result *p = &a->presentation, *q = &b->presentation;
    int same = a->window_status == b->window_status && a->presentation_status == b->presentation_status &&
               a->safe_area_status == b->safe_area_status && a->changes_status == b->changes_status &&
               a->changes == b->changes;
    if (same && a->window_status == SAFEAREA_OK)
        same = w->windowed == v->windowed && w->placement == v->placement && w->controls == v->controls &&
               w->compatibility == v->compatibility && same_rect(&w->screen, &v->screen) &&
               same_rect(&w->frame, &v->frame) && same_insets(&w->insets, &v->insets) &&
               same_insets(&w->insets_with_status_bar, &v->insets_with_status_bar) &&
               same_rect(&w->controls_rect, &v->controls_rect) && w->horizontal_size_class == v->horizontal_size_class;
    if (same && a->presentation_status == SAFEAREA_OK)
        same = p->style == q->style && p->detent == q->detent && same_double(p->detent_height, q->detent_height) &&
               same_rect(&p->frame, &q->frame) && same_rect(&p->layout_frame, &q->layout_frame) &&
               same_insets(&p->insets, &q->insets) && p->arrow_direction == q->arrow_direction;
    if (same && a->safe_area_status == SAFEAREA_OK)
        same = same_insets(&a->safe_area, &b->safe_area);
    if (!same) {
        fprintf(stderr, "a failing %s changed the tree\n", call);
        abort();
    }
}
/* The window a tree resolved to (docs/MODEL.md §19): on the screen, its frame and insets finite, its
 * insets non-negative and within it, its strings there. Checked after every step, so a rotation, an OS
 * change or a transition that keeps a placement keeps it on the screen too. */
static void check_window_info(const safearea_window_info *w) {
    const double slack = 1e-6;
    if (!finite_rect(&w->screen) || !finite_rect(&w->frame) || !(w->frame.width > 0 && w->frame.height > 0) ||
        !(w->frame.x >= w->screen.x - slack && w->frame.y >= w->screen.y - slack &&
          w->frame.x + w->frame.width <= w->screen.x + w->screen.width + slack &&
          w->frame.y + w->frame.height <= w->screen.y + w->screen.height + slack) ||
        !finite_insets(&w->insets) || !finite_insets(&w->insets_with_status_bar) ||
        !(w->insets.top + w->insets.bottom <= w->frame.height && w->insets.left + w->insets.right <= w->frame.width) ||
        !finite_rect(&w->controls_rect) || !isfinite(w->corner_adaptation) ||
        !isfinite(w->mid_window_edge_minimum_margin) || safearea_window_placement_string(w->placement) == NULL ||
        safearea_window_controls_string(w->controls) == NULL ||
        safearea_window_compatibility_string(w->compatibility) == NULL || w->provenance.source == NULL ||
        w->provenance.basis == NULL || w->controls_provenance.source == NULL || w->controls_provenance.basis == NULL) {
        fprintf(stderr, "window frame {%g, %g, %g, %g} on screen {%g, %g, %g, %g}, insets %g %g %g %g\n", w->frame.x,
                w->frame.y, w->frame.width, w->frame.height, w->screen.x, w->screen.y, w->screen.width,
                w->screen.height, w->insets.top, w->insets.left, w->insets.bottom, w->insets.right);
        abort();
    }
    touched += strlen(w->provenance.source) + strlen(w->provenance.basis) + strlen(w->controls_provenance.source);
}
/* After every step: the window, its reserved regions (strict on odd steps) and a corner-adapted guide of
 * `view` and of the root controller's view (the guide and axis from the step). */
static void check_window(safearea_tree *tree, safearea_node view, int step) {
    safearea_window_info info;
    safearea_reserved_region regions[4];
    safearea_rect rect;
    size_t n = 0;
    int status = safearea_tree_window(&info, tree);
    int windowed = status == SAFEAREA_OK;
    check_status(status);
    if (windowed)
        check_window_info(&info);
    status = safearea_tree_window_reserved_regions(regions, 4, &n, tree, (step & 1) ? SAFEAREA_STRICT : 0);
    check_status(status);
    for (size_t k = 0; status == SAFEAREA_OK && k < n; k++) {
        const safearea_reserved_region *r = &regions[k];
        if (n > 1 || r->name == NULL || r->provenance.source == NULL || r->provenance.basis == NULL ||
            !finite_rect(&r->frame) || !finite_insets(&r->margins) ||
            (windowed && !(r->frame.x >= 0 && r->frame.y >= 0 && r->frame.x + r->frame.width <= info.frame.width &&
                           r->frame.y + r->frame.height <= info.frame.height))) {
            fprintf(stderr, "window reserved region {%g, %g, %g, %g}\n", r->frame.x, r->frame.y, r->frame.width,
                    r->frame.height);
            abort();
        }
        touched += strlen(r->name);
    }
    for (int k = 0; k < 2; k++) {
        /* `view`, then the root controller's view */
        safearea_node root = 0;
        if (k == 1 && (safearea_tree_root(&root, tree) != SAFEAREA_OK || root == 0 ||
                       safearea_controller_view(&view, tree, root) != SAFEAREA_OK))
            break;
        status = safearea_view_corner_adapted_guide(&rect, tree, view, (safearea_guide)((step + k) % 3),
                                                    (safearea_adaptivity_axis)((step / 3 + k) % 3));
        check_status(status);
        if (status == SAFEAREA_OK && !finite_rect(&rect))
            abort();
    }
}
/* A view of another tree, made once: a handle that is not this tree's. */
static safearea_node foreign_view(void) {
    static safearea_tree *other = NULL;
    static safearea_node view = 0;
    const safearea_device *device = NULL;
    if (other == NULL && safearea_device_at(&device, 0) == SAFEAREA_OK &&
        safearea_tree_new(&other, device, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0) == SAFEAREA_OK) {
        for (int i = 0; i < 5; i++) /* past the handles a small tree of this input has */
            safearea_view_new(&view, other, SAFEAREA_VIEW_PLAIN, (safearea_rect){0, 0, 10, 10});
    }
    return view;
}
/* Places the window from raw fields (or NULL), strict switched first now and then; a failure changes
 * nothing, and after a success the window is on the screen. */
static int window_op(input *in, safearea_tree *tree, safearea_node controller, safearea_node view) {
    safearea_window_info info;
    safearea_window w;
    snapshot before, after;
    uint8_t how = next_byte(in);
    safearea_rect screen = {0, 0, 1032, 1376};
    int status;
    if (how & 1) {
        double strict = (how >> 1) & 1;
        check_status(safearea_tree_set(tree, 0, SAFEAREA_PROP_STRICT, &strict, 1));
    }
    if (safearea_tree_window(&info, tree) == SAFEAREA_OK)
        screen = info.screen;
    next_window(in, &w, screen);
    take_snapshot(&before, tree, controller, view);
    status = safearea_tree_set_window(tree, (how & 0x0C) == 0x0C ? NULL : &w);
    check_status(status);
    if (status != SAFEAREA_OK) {
        take_snapshot(&after, tree, controller, view);
        check_unchanged(&before, &after, "safearea_tree_set_window");
    } else if ((status = safearea_tree_window(&info, tree)) == SAFEAREA_OK) {
        check_window_info(&info);
    } else {
        check_status(status);
    }
    return SAFEAREA_OK;
}
/* Presentations with raw version-2 options (docs/MODEL.md §18): source views stale, forged or another
 * tree's, source rectangles and preferred sizes NaN, negative or huge, arrow masks with unknown bits, the
 * sheet options not 0 or 1, and a version-1 record in a block of exactly its size (a read past it is an
 * overflow). A failure changes nothing. */
static int presentation_v2_op(input *in, safearea_tree *tree, safearea_node presenter, safearea_node controller,
                              const safearea_node *nodes, size_t made, safearea_node view) {
    static const unsigned versions[] = {1, 0, 3, 0xffffffffu};
    static const int flags[] = {0, 1, 2, -1};
    safearea_presentation options = SAFEAREA_PRESENTATION_INIT;
    safearea_presentation_result result;
    snapshot before, after;
    const safearea_presentation *pass = &options;
    safearea_presentation *v1 = NULL;
    uint8_t how = next_byte(in), source = next_byte(in), arrows = next_byte(in);
    size_t count = 99;
    int status;
    options.style = (safearea_presentation_style)next_enum(in, 6);
    options.detent = (safearea_detent_kind)next_enum(in, 3);
    options.detent_height = next_double(in);
    switch (source % 5) {
    case 0:
        options.source_view = 0;
        break;
    case 1:
    case 2: /* any node made so far: a view, a controller, one destroyed since */
        options.source_view = made ? nodes[next_byte(in) % made] : 0;
        break;
    case 3:
        options.source_view = foreign_view();
        break;
    default:
        options.source_view = (safearea_node)next_byte(in) << 40 | next_byte(in);
        break;
    }
    options.has_source_rect = flags[(source >> 3) % 4];
    if (source & 0x20)
        options.source_rect = (safearea_rect){next_double(in), next_double(in), next_double(in), next_double(in)};
    options.permitted_arrow_directions = arrows < 0xF0 ? arrows & 15u : (uint32_t)arrows << (arrows % 25);
    if (source & 0x40) {
        options.preferred_content_width = next_double(in);
        options.preferred_content_height = next_double(in);
    }
    if (source & 0x80) {
        uint8_t sheet = next_byte(in);
        options.prefers_edge_attached_in_compact_height = flags[sheet % 4];
        options.width_follows_preferred_content_size_when_edge_attached = flags[(sheet >> 2) % 4];
        options.prefers_page_sizing = flags[(sheet >> 4) % 4];
    }
    if (how & 0x80) {
        options.version = versions[(how >> 5) & 3];
        if (options.version == 1) {
            v1 = malloc(offsetof(safearea_presentation, source_view));
            if (v1 == NULL)
                return SAFEAREA_OK;
            memcpy(v1, &options, offsetof(safearea_presentation, source_view));
            pass = v1;
        }
    }
    take_snapshot(&before, tree, controller, view);
    switch (how % 6) {
    case 0:
        status = safearea_controller_present(tree, presenter, controller, pass);
        break;
    case 1:
        status = safearea_controller_present_transition(&count, tree, presenter, controller, pass);
        check_status(status);
        check_transition(status, count, tree);
        break;
    case 2:
        status = safearea_controller_set_detent(&count, tree, controller, options.detent, options.detent_height);
        check_status(status);
        check_transition(status, count, tree);
        break;
    case 3:
        status = safearea_controller_dismiss_transition(&count, tree, controller);
        check_status(status);
        check_transition(status, count, tree);
        break;
    case 4:
        status = safearea_controller_dismiss(tree, controller);
        break;
    default:
        status = SAFEAREA_OK;
        break;
    }
    free(v1);
    check_status(status);
    if (status != SAFEAREA_OK) {
        take_snapshot(&after, tree, controller, view);
        check_unchanged(&before, &after, "presentation call");
        return SAFEAREA_OK;
    }
    status = safearea_controller_presentation(&result, tree, controller);
    check_status(status);
    if (status == SAFEAREA_OK &&
        (!finite_rect(&result.frame) || !finite_rect(&result.layout_frame) || !finite_insets(&result.insets) ||
         !isfinite(result.detent_height) || !isfinite(result.maximum_detent_height) || !isfinite(result.scale) ||
         safearea_arrow_direction_string(result.arrow_direction) == NULL ||
         safearea_presentation_style_string(result.style) == NULL))
        abort();
    return SAFEAREA_OK;
}
/* A window transition with raw fields (any orientation, NaN or negative keyboards, odd versions), then its
 * change list into a small or a large buffer; a failure changes nothing. */
static int transition_op(input *in, safearea_tree *tree, uint8_t b, const char *const *versions, safearea_node view) {
    static safearea_change changes[64];
    snapshot before, after;
    size_t count = 0;
    safearea_transition t = {next_byte(in) & 0x1F, (safearea_orientation)(next_byte(in) % 5), b & 1, next_double(in),
                             versions[next_byte(in) % 8]};
    int status;
    take_snapshot(&before, tree, 0, view);
    status = safearea_tree_transition(&count, tree, &t);
    check_status(status);
    if (status != SAFEAREA_OK) {
        if (count != 0)
            abort();
        take_snapshot(&after, tree, 0, view);
        check_unchanged(&before, &after, "safearea_tree_transition");
    } else {
        check_transition(status, count, tree);
    }
    return safearea_tree_transition_changes(changes, (b & 2) ? 64 : 1, &count, tree);
}
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static const char *const versions[] = {NULL, "26.1", "27.0", "18.3", "17.0", "26", "banana", "9.0"};
    input in = {data, size, 0};
    const safearea_device *device = NULL;
    safearea_tree *tree = NULL;
    safearea_node nodes[64];
    size_t made = 0, count = 0, length = 0;
    safearea_insets insets;
    safearea_rect rect;
    double values[8];
    safearea_node scratch[64];
    if (safearea_device_at(&device, next_byte(&in) % safearea_device_count()) != SAFEAREA_OK)
        return 0;
    {
        /* Orientation in the low 2 bits, the OS line in the next 3, flags in the top 3 (strict first). */
        uint8_t window = next_byte(&in);
        uint32_t flags = ((window & 0x20) ? SAFEAREA_STRICT : 0) | ((window & 0x40) ? SAFEAREA_STATUS_BAR_HIDDEN : 0) |
                         ((window & 0x80) ? SAFEAREA_TREE_CONTINUOUS : 0);
        int status =
            safearea_tree_new(&tree, device, (safearea_orientation)(window % 4), versions[(window >> 2) & 7], flags);
        check_status(status);
        if (status != SAFEAREA_OK)
            return 0;
    }
    for (int step = 0; step < 200 && in.at < in.size; step++) {
        /* Op bytes from 0xE0 on reach the windows (16), version-2 presentations (17), odd reads (18) and
         * rotations (19); the seeds' smaller bytes keep their meaning. */
        uint8_t op_byte = next_byte(&in);
        uint8_t op = op_byte < 0xE0 ? op_byte % 16 : 16 + op_byte % 4;
        uint8_t a = next_byte(&in), b = next_byte(&in);
        safearea_node na = (a & 0x80) ? ((safearea_node)a << 40 | b) : (made ? nodes[a % made] : 0);
        safearea_node nb = made ? nodes[b % made] : 0;
        /* The view whose safe area a failing call must leave alone, and whose corner-adapted guide is read. */
        safearea_node watched = made ? nodes[step % made] : 0;
        safearea_node out = 0;
        int status = SAFEAREA_OK;
        switch (op) {
        case 0:
        case 1: {
            safearea_rect frame = {next_double(&in), next_double(&in), next_double(&in), next_double(&in)};
            status = safearea_view_new(&out, tree, (safearea_view_kind)(op), frame);
            if (status == SAFEAREA_OK && made < 64)
                nodes[made++] = out;
            break;
        }
        case 2:
            status = safearea_view_add_subview(tree, na, nb);
            break;
        case 3:
            status = safearea_view_insert_subview(tree, na, nb, next_byte(&in));
            break;
        case 4:
            status = safearea_view_remove_from_superview(tree, na);
            break;
        case 5:
            status = safearea_controller_new(&out, tree, (safearea_controller_kind)(a % 4), (b & 1) ? nb : 0);
            if (status == SAFEAREA_OK && made < 64)
                nodes[made++] = out;
            break;
        case 6:
            status = safearea_tree_set_root(tree, na);
            break;
        case 7: {
            safearea_rect frame = {next_double(&in), next_double(&in), next_double(&in), next_double(&in)};
            status = safearea_controller_add_child(tree, na, nb, made ? nodes[next_byte(&in) % made] : 0,
                                                   (next_byte(&in) & 1) ? &frame : NULL);
            break;
        }
        case 8:
            status = safearea_controller_remove_from_parent(tree, na);
            break;
        case 9: {
            size_t n = next_byte(&in) % 9;
            for (size_t i = 0; i < n; i++)
                values[i] = next_double(&in);
            status = safearea_tree_set(tree, (b & 1) ? 0 : na, next_property(&in), values, n);
            break;
        }
        case 10:
            status = safearea_tree_get(values, 8, &count, tree, (b & 1) ? 0 : na, next_property(&in));
            break;
        case 11:
            status = safearea_tree_layout(tree);
            break;
        case 12: /* reads: insets and the structure (lists into a small or a large buffer) */
            switch (b % 6) {
            case 0:
                status = safearea_view_safe_area(&insets, tree, na);
                break;
            case 1:
                status = safearea_view_subviews(scratch, (a & 1) ? 64 : 1, &count, tree, na);
                break;
            case 2:
                status = safearea_controller_children(scratch, (a & 1) ? 64 : 1, &count, tree, na);
                break;
            case 3:
                status = safearea_controller_parent(&out, tree, na);
                break;
            case 4:
                status = safearea_view_controller(&out, tree, na);
                break;
            default:
                status = safearea_tree_root(&out, tree);
                break;
            }
            break;
        case 13:
            status = safearea_view_guide(&rect, tree, na, (safearea_guide)(b % 5));
            break;
        case 14:
            status = safearea_view_explain(output, (b & 1) ? sizeof output : 16, &length, tree, na,
                                           (safearea_edge)(next_byte(&in) % 5), a & 1);
            break;
        case 15:
            if (a & 1)
                status = safearea_node_destroy(tree, na);
            else if (a & 2)
                status = safearea_tree_changed_views(scratch, 64, &count, tree);
            else if (a & 4) {
                status = transition_op(&in, tree, b, versions, watched);
            } else if (a & 8) {
                /* A container's stack or tabs (b picks it) from up to 3 of the nodes made so far. */
                safearea_node children[3];
                size_t n = next_byte(&in) % 4;
                for (size_t i = 0; i < n; i++)
                    children[i] = made ? nodes[next_byte(&in) % made] : 0;
                status = safearea_controller_set_children(tree, nb, n ? children : NULL, n);
            } else if (a & 16) {
                snapshot before, after;
                take_snapshot(&before, tree, nb, watched);
                status = presentation_op(&in, tree, na, nb);
                check_status(status);
                if (status != SAFEAREA_OK) {
                    take_snapshot(&after, tree, nb, watched);
                    check_unchanged(&before, &after, "presentation call");
                }
            } else
                status = safearea_tree_svg(output, sizeof output, &length, tree);
            break;
        case 16:
            status = window_op(&in, tree, nb, watched);
            break;
        case 17:
            status = presentation_v2_op(&in, tree, na, nb, nodes, made, watched);
            break;
        case 18: { /* reads with odd arguments (raw guides, axes and flags, no room, NULL), a controller's view */
            safearea_reserved_region regions[1];
            safearea_window_info info;
            uint8_t how = next_byte(&in);
            switch (how % 5) {
            case 4: /* a controller's view, kept as a node (a popover's source, a guide to read) */
                status = safearea_controller_view(&out, tree, na);
                if (status == SAFEAREA_OK && made < 64)
                    nodes[made++] = out;
                break;
            case 0:
                status = safearea_view_corner_adapted_guide(&rect, tree, na, (safearea_guide)next_enum(&in, 4),
                                                            (safearea_adaptivity_axis)next_enum(&in, 3));
                break;
            case 1:
                status = safearea_tree_window_reserved_regions((how & 4) ? NULL : regions, (how & 8) ? 1 : 0, &count,
                                                               tree, (uint32_t)next_enum(&in, 16));
                break;
            case 2:
                status = safearea_tree_window((how & 4) ? NULL : &info, tree);
                break;
            default:
                status = safearea_view_corner_adapted_guide((how & 4) ? NULL : &rect, tree, nb, SAFEAREA_GUIDE_KEYBOARD,
                                                            SAFEAREA_ADAPTIVITY_AXIS_VERTICAL);
                break;
            }
            break;
        }
        default: /* a rotation (any orientation value) as a property, or a transition */
            if (b & 4) {
                snapshot before, after;
                double orientation = next_enum(&in, 4);
                take_snapshot(&before, tree, 0, watched);
                status = safearea_tree_set(tree, 0, SAFEAREA_PROP_ORIENTATION, &orientation, 1);
                check_status(status);
                if (status != SAFEAREA_OK) {
                    take_snapshot(&after, tree, 0, watched);
                    check_unchanged(&before, &after, "a rotation");
                }
            } else {
                status = transition_op(&in, tree, b, versions, watched);
            }
            break;
        }
        check_status(status);
        check_window(tree, watched, step);
    }
    check_status(safearea_tree_layout(tree));
    safearea_tree_free(tree);
    return 0;
}
#elif defined(FUZZ_WINDOW)
/* App windows in exports and audits (docs/MODEL.md §15, §19). Bytes pick a device (mostly an iPad, now
 * and then an iPhone, an Apple TV or any built-in device), a format and orientation (raw values out of
 * range among them), an OS version, export flags (unknown bits among them) and a window request with raw
 * fields (next_window), for safearea_device_export_window; without a window it must write exactly what
 * safearea_device_export writes. The rest drives safearea_audit_with_options over a small design: a raw
 * options version, devices, orientations, audit flags and window_controls, and the input's remaining
 * bytes as the `windows` string, also given to safearea_audit_window_svg. */
static const char design[] =
    "{\"name\": \"window fuzz\", \"reference_device\": \"iPad Pro 11-inch (M4)\", \"elements\": ["
    "{\"id\": \"close\", \"role\": \"control\", \"anchors\": {\"top\": {\"to\": \"screen\", \"offset\": 8}, "
    "\"left\": {\"to\": \"screen\", \"offset\": 8}}, \"width\": 44, \"height\": 44},"
    "{\"id\": \"title\", \"role\": \"text\", \"anchors\": {\"top\": {\"to\": \"safe_area\"}, \"left\": {\"to\": "
    "\"safe_area\", \"offset\": 16}, \"right\": {\"to\": \"safe_area\", \"offset\": 16}}, \"height\": 22},"
    "{\"id\": \"tab-bar\", \"role\": \"background\", \"anchors\": {\"bottom\": {\"to\": \"screen\"}, \"left\": "
    "{\"to\": \"screen\"}, \"right\": {\"to\": \"screen\"}}, \"height\": 90}]}";
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static const char *const devices[] = {
        "iPad Pro 11-inch (M4)", "iPad Pro 13-inch (M4)", "iPad (A16)",    "iPad mini (A17 Pro)",
        "iPad Air 13-inch (M3)", "iPad (9th generation)", "iPhone 16 Pro", "Apple TV 4K (3rd generation)"};
    static const char *const versions[] = {NULL, "26.0", "26.1", "27.0", "18.3", "26.5", "banana", "9.0"};
    static const char *const audited[] = {"iPad Pro 11-inch (M4)", "iPad Pro 11-inch (M4);iPhone 16 Pro", "iPad (A16)",
                                          "iPad mini (A17 Pro);iPad Pro 13-inch (M4)", "no such device"};
    static const char *const orientations[] = {"portrait", "landscape_left", "portrait;landscape_right", NULL, "up"};
    static const uint32_t export_flags[] = {
        SAFEAREA_STATUS_BAR_HIDDEN, SAFEAREA_STRICT,    SAFEAREA_ALL_ORIENTATIONS,  SAFEAREA_ONE_ORIENTATION,
        SAFEAREA_FLAT_POSE,         SAFEAREA_BOOK_POSE, SAFEAREA_MOBILE_USER_AGENT, 1u << 20};
    static char expected[1 << 16];
    input in = {data, size, 0};
    const safearea_device *device = NULL;
    safearea_report *report = NULL;
    safearea_audit_options options = SAFEAREA_AUDIT_OPTIONS_INIT;
    safearea_window w;
    safearea_rect screen = {0, 0, 1032, 1376};
    size_t length = 0, expected_length = 0, errors = 0;
    char windows[257];
    uint8_t pick = next_byte(&in), how = next_byte(&in), bits = next_byte(&in);
    safearea_export_format format = (safearea_export_format)next_enum(&in, 7);
    safearea_orientation orientation = (safearea_orientation)next_enum(&in, 4);
    const char *os = versions[next_byte(&in) % 8];
    uint32_t flags = 0;
    int status;
    if ((pick < 0xC0 ? safearea_device_find(&device, devices[pick % 8])
                     : safearea_device_at(&device, pick % safearea_device_count())) != SAFEAREA_OK)
        return 0;
    for (int i = 0; i < 8; i++)
        flags |= (bits >> i & 1) ? export_flags[i] : 0;
    safearea_device_screen_size(&screen.width, &screen.height, device, (safearea_orientation)(orientation & 3));
    next_window(&in, &w, screen);

    /* The export: into a large buffer, then one byte short of the length it gave (BUFFER_TOO_SMALL with the
     * same length); without a window, exactly safearea_device_export. */
    status = safearea_device_export_window(output, sizeof output, &length, device, format, orientation, os, flags,
                                           (how & 1) ? NULL : &w);
    check_status(status);
    if (status == SAFEAREA_OK) {
        size_t again = 0;
        if (strlen(output) != length)
            abort();
        int small = safearea_device_export_window(expected, length, &again, device, format, orientation, os, flags,
                                                  (how & 1) ? NULL : &w);
        check_status(small);
        if (small != SAFEAREA_E_BUFFER_TOO_SMALL || again != length)
            abort();
    }
    if (how & 1) {
        int plain =
            safearea_device_export(expected, sizeof expected, &expected_length, device, format, orientation, os, flags);
        if (plain != status || (status == SAFEAREA_OK && (expected_length != length || strcmp(expected, output))))
            abort();
    }

    /* The audit over windows named by the rest of the input. */
    if (how & 0x80) {
        static const unsigned raw_versions[] = {0, 2, 0xffffffffu, SAFEAREA_AUDIT_OPTIONS_VERSION};
        options.version = raw_versions[(how >> 5) & 3];
    }
    options.devices = audited[(how >> 1) % 5];
    options.orientations = orientations[(how >> 4) % 5];
    options.os_version = versions[next_byte(&in) % 8];
    options.flags = next_byte(&in) & 0x0F; /* every SAFEAREA_AUDIT_* bit and one unknown */
    options.window_controls = (safearea_window_controls)next_enum(&in, 3);
    {
        size_t n = in.size - in.at < sizeof windows - 1 ? in.size - in.at : sizeof windows - 1;
        memcpy(windows, in.data + in.at, n);
        windows[n] = '\0';
        options.windows = (n == 0 && (how & 2)) ? NULL : windows;
    }
    status = safearea_audit_with_options(&report, design, sizeof design - 1, &options);
    check_status(status);
    if (status == SAFEAREA_OK) {
        check_status(safearea_report_counts(&errors, NULL, NULL, report));
        check_status(safearea_report_write(output, sizeof output, &length, report, SAFEAREA_REPORT_JSON, NULL));
        safearea_report_free(report);
    }
    /* The picture of one window: the list's first entry, or now and then the whole list (refused). */
    if (options.windows != NULL && !(bits & 0x80))
        windows[strcspn(windows, ",;\n")] = '\0';
    status = safearea_audit_window_svg(output, sizeof output, &length, design, sizeof design - 1, device, orientation,
                                       options.os_version, options.windows, options.window_controls);
    check_status(status);
    return 0;
}
#else
#error "define one of FUZZ_PROFILE, FUZZ_DESIGN, FUZZ_SWIFTUI, FUZZ_TREE, FUZZ_WINDOW"
#endif
