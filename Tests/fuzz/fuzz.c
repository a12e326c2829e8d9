/* libFuzzer harnesses over the public header (include/safearea.h). One file,
 * one target per build: -DFUZZ_PROFILE, -DFUZZ_DESIGN, -DFUZZ_SWIFTUI or -DFUZZ_TREE.
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
        uint8_t op = next_byte(&in) % 16;
        uint8_t a = next_byte(&in), b = next_byte(&in);
        safearea_node na = (a & 0x80) ? ((safearea_node)a << 40 | b) : (made ? nodes[a % made] : 0);
        safearea_node nb = made ? nodes[b % made] : 0;
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
                /* A transition with raw fields (any orientation, NaN or negative keyboards, odd versions),
                 * then its change list into a small or a large buffer. */
                static safearea_change changes[64];
                safearea_transition t = {next_byte(&in) & 0x1F, (safearea_orientation)(next_byte(&in) % 5), b & 1,
                                         next_double(&in), versions[next_byte(&in) % 8]};
                status = safearea_tree_transition(&count, tree, &t);
                check_status(status);
                status = safearea_tree_transition_changes(changes, (b & 2) ? 64 : 1, &count, tree);
            } else if (a & 8) {
                /* A container's stack or tabs (b picks it) from up to 3 of the nodes made so far. */
                safearea_node children[3];
                size_t n = next_byte(&in) % 4;
                for (size_t i = 0; i < n; i++)
                    children[i] = made ? nodes[next_byte(&in) % made] : 0;
                status = safearea_controller_set_children(tree, nb, n ? children : NULL, n);
            } else if (a & 16)
                status = presentation_op(&in, tree, na, nb);
            else
                status = safearea_tree_svg(output, sizeof output, &length, tree);
            break;
        }
        check_status(status);
    }
    check_status(safearea_tree_layout(tree));
    safearea_tree_free(tree);
    return 0;
}
#else
#error "define one of FUZZ_PROFILE, FUZZ_DESIGN, FUZZ_SWIFTUI, FUZZ_TREE"
#endif
