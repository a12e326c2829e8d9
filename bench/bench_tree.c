/* Tree benchmark: figures and same-run ratios, never pass/fail.
 *  1. Full layout of N plain views with random frames and random parents
 *     against a plain C loop doing the same clamp arithmetic (MODEL.md §2.3) over
 *     the same arrays.
 *  2. A mixed tree (controllers, containers, scroll views, margins): ns per view
 *     at 10^4, 10^5, 10^6.
 *  3. Moving one leaf and reading its insets, at 10^4 and 10^5 views.
 *  4. Bulk construction + layout + bulk read of 10^5 views (the C side of the
 *     Python bulk comparison).
 *  5. A rotation transition of a 10^5-view mixed tree against a full
 *     layout of it (ns per changed node), and a 10^5-deep chain built one
 *     add_subview at a time against 10^5 siblings built the same way.
 *     The goal is "at most 1.5x a full layout plus the cost of writing the changed
 *     values". Two full layouts are measured in each round: the same rotation
 *     without a transition (the orientation set, then a full layout: every flexible
 *     view autoresized, every value recomputed, nothing listed) -- the layout the
 *     transition performs, so the goal's ratio isolates what listing the changes
 *     costs -- and, for reference, a full layout in which nothing changes (the
 *     status bar flag toggled on a Dynamic Island phone: no frame moves, no value
 *     differs), which is cheaper than any rotation, with or without a change list.
 *     Both layouts, the transition and the writing are measured moments apart in
 *     each of 21 rounds; the goal's figure is the median of the rounds' ratios (as
 *     the Python benchmark pairs its measurements), printed beside the ratio of the
 *     best times.
 *     Writing is measured in the same run as a plain C loop that fills
 *     `total` safearea_change records (node, property, before[4], after[4]) into a
 *     preallocated array, in tree order, with values read from per-view arrays --
 *     the least any implementation must do to hand the list over. The transition's
 *     own change list is that output; reading it back with
 *     safearea_tree_transition_changes is a copy on top and is reported apart.
 *  6. Presenting a controller (docs/MODEL.md §18): a page sheet holding a plain controller (bars in
 *     a sheet's card are refused, §18) and a mixed subtree of 2,000 views over a 10^4-view mixed window (iPhone 16, iOS 26.1).
 *     The goal's figure: safearea_controller_present and one read in the presented subtree (the
 *     read lays it out) against one layout of the presented subtree as presented (its root view
 *     touched -- its frame set to what it is -- then the same read). Beside it: presenting and
 *     dismissing as transitions (the presentation, its one layout pass and the change list), a
 *     full layout of the window, and the rotation transition of the same window without the
 *     sheet. Medians of 21 rounds' ratios, measured moments apart.
 *  7. App windows (docs/MODEL.md §19): the mixed tree of 10^5 views on an iPad in a half-width
 *     and a floating window against the same tree filling the screen (bench_windows). */
#define _POSIX_C_SOURCE 199309L
#include "safearea.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* A full layout, timed: toggling the status bar flag (*flag) dirties the whole window without
 * changing a notch or Dynamic Island phone's insets. */
static double timed_full_layout(safearea_tree *tree, double *flag) {
    double t0;
    *flag = 1 - *flag;
    safearea_tree_set(tree, 0, SAFEAREA_PROP_STATUS_BAR_HIDDEN, flag, 1);
    t0 = now();
    safearea_tree_layout(tree);
    return now() - t0;
}

static unsigned seed = 2024;
static double uniform(double lo, double hi) {
    seed = seed * 1103515245u + 12345u;
    return lo + (hi - lo) * (double)((seed >> 8) & 0xFFFFFF) / 16777216.0;
}

typedef struct {
    int64_t parent;
    double x, y, w, h;
} plain_view;

/* The baseline: the same clamp arithmetic over an array in creation order. */
static void plain_layout(const plain_view *views, safearea_insets *out, size_t n, safearea_insets root, double root_w,
                         double root_h) {
    size_t i;
    for (i = 0; i < n; i++) {
        const plain_view *v = &views[i];
        safearea_insets p;
        double pw, ph;
        if (v->parent < 0) {
            p = root;
            pw = root_w;
            ph = root_h;
        } else {
            p = out[v->parent];
            pw = views[v->parent].w;
            ph = views[v->parent].h;
        }
        {
            double t = p.top - v->y, l = p.left - v->x, b = p.bottom - (ph - (v->y + v->h)),
                   r = p.right - (pw - (v->x + v->w));
            out[i].top = t < 0 ? 0 : (t > p.top ? p.top : t);
            out[i].left = l < 0 ? 0 : (l > p.left ? p.left : l);
            out[i].bottom = b < 0 ? 0 : (b > p.bottom ? p.bottom : b);
            out[i].right = r < 0 ? 0 : (r > p.right ? p.right : r);
        }
    }
}

static safearea_tree *new_tree(const char *device_name, safearea_node *root_view) {
    const safearea_device *device;
    safearea_tree *tree;
    safearea_node root;
    safearea_device_find(&device, device_name);
    safearea_tree_new(&tree, device, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0);
    safearea_controller_new(&root, tree, SAFEAREA_CONTROLLER_PLAIN, 0);
    safearea_tree_set_root(tree, root);
    safearea_controller_view(root_view, tree, root);
    return tree;
}

static void random_views(plain_view *views, int64_t *parents, safearea_rect *frames, size_t n) {
    size_t i;
    for (i = 0; i < n; i++) {
        /* A third hang off the root, the rest off a random earlier view. */
        int64_t parent = (i < 16 || uniform(0, 1) < 0.33) ? -1 : (int64_t)uniform(0, (double)i);
        double pw = parent < 0 ? 390 : views[parent].w, ph = parent < 0 ? 844 : views[parent].h;
        views[i].parent = parent;
        views[i].w = uniform(0.2, 1.0) * pw;
        views[i].h = uniform(0.2, 1.0) * ph;
        views[i].x = uniform(-0.1, 0.3) * pw;
        views[i].y = uniform(-0.1, 0.3) * ph;
        parents[i] = parent;
        frames[i].x = views[i].x;
        frames[i].y = views[i].y;
        frames[i].width = views[i].w;
        frames[i].height = views[i].h;
    }
}

static void bench_full_layout(size_t n) {
    plain_view *views = malloc(n * sizeof *views);
    int64_t *parents = malloc(n * sizeof *parents);
    safearea_rect *frames = malloc(n * sizeof *frames);
    safearea_node *nodes = malloc(n * sizeof *nodes), root_view;
    safearea_insets *ours = malloc(n * sizeof *ours), *base = malloc(n * sizeof *base), root_insets;
    safearea_tree *tree = new_tree("iPhone 14", &root_view);
    double best_lib = 1e9, best_c = 1e9, flag = 0;
    size_t i, nonzero = 0, mismatches = 0;
    int round;
    random_views(views, parents, frames, n);
    safearea_tree_add_views(nodes, tree, root_view, n, parents, frames, NULL);
    safearea_view_safe_area(&root_insets, tree, root_view);
    for (round = 0; round < 11; round++) {
        double t0, t1, lib = timed_full_layout(tree, &flag);
        if (lib < best_lib)
            best_lib = lib;
        t0 = now();
        plain_layout(views, base, n, root_insets, 390, 844);
        t1 = now();
        if (t1 - t0 < best_c)
            best_c = t1 - t0;
    }
    safearea_tree_safe_areas(ours, tree, nodes, n);
    for (i = 0; i < n; i++) {
        if (ours[i].top != base[i].top || ours[i].left != base[i].left || ours[i].bottom != base[i].bottom ||
            ours[i].right != base[i].right)
            mismatches++;
        if (ours[i].top > 0 || ours[i].bottom > 0 || ours[i].left > 0 || ours[i].right > 0)
            nonzero++;
    }
    printf("  full layout, %zu plain views (%.0f%% with non-zero insets; %zu differ from the C loop)\n", n,
           100.0 * (double)nonzero / (double)n, mismatches);
    printf("    libsafearea layout                   %8.2f ms  %6.1f ns/view\n", best_lib * 1e3,
           best_lib / (double)n * 1e9);
    printf("    plain C clamp loop                   %8.2f ms  %6.1f ns/view\n", best_c * 1e3,
           best_c / (double)n * 1e9);
    printf("    ratio                                %8.2f   (goal <= 1.50)\n", best_lib / best_c);
    safearea_tree_free(tree);
    free(views);
    free(parents);
    free(frames);
    free(nodes);
    free(ours);
    free(base);
}

/* A mixed tree: per 100 views, a child controller in a box, a scroll view with content, margins settings. */
static double mixed_layout(size_t n) {
    safearea_node root_view, *nodes = malloc(n * sizeof *nodes);
    safearea_tree *tree = new_tree("iPhone 15 Pro", &root_view);
    int64_t *parents = malloc(n * sizeof *parents);
    safearea_rect *frames = malloc(n * sizeof *frames);
    uint8_t *kinds = malloc(n);
    double best = 1e9, flag = 0;
    size_t i;
    int round;
    plain_view *views = malloc(n * sizeof *views);
    random_views(views, parents, frames, n);
    for (i = 0; i < n; i++)
        kinds[i] = (uint8_t)(i % 50 == 7);
    safearea_tree_add_views(nodes, tree, root_view, n, parents, frames, kinds);
    for (i = 0; i < n; i += 50) {
        double size[2] = {frames[i + 7 < n ? i + 7 : i].width, 3000};
        if (i + 7 < n)
            safearea_tree_set(tree, nodes[i + 7], SAFEAREA_PROP_CONTENT_SIZE, size, 2);
    }
    for (i = 0; i + 1 < n && i < n; i += 100) {
        safearea_node child, child_view;
        double one = 1;
        safearea_controller_new(&child, tree, SAFEAREA_CONTROLLER_PLAIN, 0);
        if (parents[i] == -1) {
            safearea_controller_add_child(tree, 0, child, nodes[i], NULL); /* fails harmlessly: no parent controller */
        }
        safearea_controller_view(&child_view, tree, child);
        safearea_node_destroy(tree, child);
        safearea_tree_set(tree, nodes[i], SAFEAREA_PROP_PRESERVES_SUPERVIEW_LAYOUT_MARGINS, &one, 1);
    }
    for (round = 0; round < 5; round++) {
        double t = timed_full_layout(tree, &flag);
        if (t < best)
            best = t;
    }
    safearea_tree_free(tree);
    free(nodes);
    free(parents);
    free(frames);
    free(kinds);
    free(views);
    return best / (double)n * 1e9;
}

static double move_leaf(size_t n) {
    safearea_node root_view, *nodes = malloc(n * sizeof *nodes);
    safearea_tree *tree = new_tree("iPhone 14", &root_view);
    int64_t *parents = malloc(n * sizeof *parents);
    safearea_rect *frames = malloc(n * sizeof *frames);
    plain_view *views = malloc(n * sizeof *views);
    safearea_insets insets;
    double t0, t1, best = 1e9, sink = 0;
    int round, k;
    random_views(views, parents, frames, n);
    safearea_tree_add_views(nodes, tree, root_view, n, parents, frames, NULL);
    safearea_tree_layout(tree);
    for (round = 0; round < 7; round++) {
        t0 = now();
        for (k = 0; k < 1000; k++) {
            double frame[4] = {0, (double)(k % 100), 100, 100};
            safearea_tree_set(tree, nodes[n - 1], SAFEAREA_PROP_FRAME, frame, 4);
            safearea_view_safe_area(&insets, tree, nodes[n - 1]);
            sink += insets.top;
        }
        t1 = now();
        if (t1 - t0 < best)
            best = t1 - t0;
    }
    safearea_tree_free(tree);
    free(nodes);
    free(parents);
    free(frames);
    free(views);
    return best / 1000 * 1e9 + sink * 0;
}

static void bench_bulk(size_t n) {
    safearea_node root_view, *nodes = malloc(n * sizeof *nodes);
    int64_t *parents = malloc(n * sizeof *parents);
    safearea_rect *frames = malloc(n * sizeof *frames);
    plain_view *views = malloc(n * sizeof *views);
    safearea_insets *out = malloc(n * sizeof *out);
    double best = 1e9;
    int round;
    random_views(views, parents, frames, n);
    for (round = 0; round < 5; round++) {
        safearea_tree *tree = new_tree("iPhone 14", &root_view);
        double t0 = now(), t1;
        safearea_tree_add_views(nodes, tree, root_view, n, parents, frames, NULL);
        safearea_tree_safe_areas(out, tree, nodes, n);
        t1 = now();
        if (t1 - t0 < best)
            best = t1 - t0;
        safearea_tree_free(tree);
    }
    printf("  bulk build + layout + read, %zu views (C)  %8.2f ms\n", n, best * 1e3);
    free(nodes);
    free(parents);
    free(frames);
    free(views);
    free(out);
}

/* A mixed tree under a navigation controller's content view: random plain views and scroll views
 * (content sizes), preserved margins, child controllers embedded in some views. On `device_name`
 * at `os_version` (NULL: the newest). */
static safearea_tree *mixed_window_on(const char *device_name, const char *os_version, size_t n,
                                      safearea_node **nodes_out) {
    const safearea_device *device;
    safearea_tree *tree;
    safearea_node nav, content, content_view, *nodes = malloc(n * sizeof *nodes);
    int64_t *parents = malloc(n * sizeof *parents);
    safearea_rect *frames = malloc(n * sizeof *frames);
    uint8_t *kinds = malloc(n);
    plain_view *views = malloc(n * sizeof *views);
    size_t i;
    double one = 1, mask = SAFEAREA_AUTORESIZING_FLEXIBLE_WIDTH | SAFEAREA_AUTORESIZING_FLEXIBLE_HEIGHT;
    safearea_device_find(&device, device_name);
    safearea_tree_new(&tree, device, SAFEAREA_ORIENTATION_PORTRAIT, os_version, 0);
    safearea_controller_new(&nav, tree, SAFEAREA_CONTROLLER_NAVIGATION, 0);
    safearea_controller_new(&content, tree, SAFEAREA_CONTROLLER_PLAIN, 0);
    safearea_controller_set_children(tree, nav, &content, 1);
    safearea_tree_set_root(tree, nav);
    safearea_controller_view(&content_view, tree, content);
    random_views(views, parents, frames, n);
    for (i = 0; i < n; i++)
        kinds[i] = (uint8_t)(i % 50 == 7);
    safearea_tree_add_views(nodes, tree, content_view, n, parents, frames, kinds);
    for (i = 0; i < n; i++) {
        if (kinds[i]) {
            double size[2] = {frames[i].width, 3000};
            safearea_tree_set(tree, nodes[i], SAFEAREA_PROP_CONTENT_SIZE, size, 2);
        }
        if (i % 10 == 3)
            safearea_tree_set(tree, nodes[i], SAFEAREA_PROP_PRESERVES_SUPERVIEW_LAYOUT_MARGINS, &one, 1);
        if (i % 4 == 1)
            safearea_tree_set(tree, nodes[i], SAFEAREA_PROP_AUTORESIZING_MASK, &mask, 1);
    }
    for (i = 0; i < n; i += 1000) {
        safearea_node child;
        safearea_controller_new(&child, tree, SAFEAREA_CONTROLLER_PLAIN, 0);
        if (parents[i] == -1)
            safearea_controller_add_child(tree, content, child, nodes[i], NULL);
    }
    safearea_tree_layout(tree);
    free(parents);
    free(frames);
    free(kinds);
    free(views);
    *nodes_out = nodes;
    return tree;
}

static safearea_tree *mixed_window(size_t n, safearea_node **nodes_out) {
    return mixed_window_on("iPhone 15 Pro", NULL, n, nodes_out);
}

/* The writing baseline: `total` change records for views in tree order (view k*n/total, as a
 * transition lists a superview before its subviews), their numbers read from per-view arrays. */
static void write_changes(safearea_change *out, size_t total, const safearea_node *nodes, const safearea_rect *frames,
                          size_t n) {
    size_t k;
    for (k = 0; k < total; k++) {
        size_t v = (size_t)((double)k * (double)n / (double)total);
        const safearea_rect *f = &frames[v];
        out[k].node = nodes[v];
        out[k].property = (safearea_change_property)(k % 5);
        out[k].before[0] = f->x;
        out[k].before[1] = f->y;
        out[k].before[2] = f->width;
        out[k].before[3] = f->height;
        out[k].after[0] = f->y;
        out[k].after[1] = f->x;
        out[k].after[2] = f->height;
        out[k].after[3] = f->width;
    }
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *values, size_t count) {
    qsort(values, count, sizeof *values, compare_doubles);
    return count % 2 ? values[count / 2] : (values[count / 2 - 1] + values[count / 2]) / 2;
}

#define TRANSITION_ROUNDS 21

static void bench_transition(size_t n) {
    safearea_node *nodes;
    safearea_tree *tree = mixed_window(n, &nodes);
    safearea_change *changes = malloc(n * 6 * sizeof *changes), *written = malloc(n * 6 * sizeof *written);
    safearea_rect *frames = malloc(n * sizeof *frames);
    double best_layout = 1e9, best_rotation = 1e9, best_transition = 1e9, best_read = 1e9, best_write = 1e9, flag = 0,
           extra;
    /* Per round: the layouts, the transition and the writing measured moments apart, as one ratio each (the median is the goal's figure). */
    double rotation_ratio[TRANSITION_ROUNDS], layout_ratio[TRANSITION_ROUNDS], round_layout = 0, round_rotation = 0,
                                                                               round_transition = 0;
    size_t count = 0, total = 0, changed_nodes = 0, i;
    int round;
    for (i = 0; i < n; i++) {
        size_t got;
        safearea_tree_get(&frames[i].x, 4, &got, tree, nodes[i], SAFEAREA_PROP_FRAME);
    }
    for (round = 0; round < TRANSITION_ROUNDS; round++) {
        safearea_orientation to = round % 2 == 0 ? SAFEAREA_ORIENTATION_LANDSCAPE_LEFT : SAFEAREA_ORIENTATION_PORTRAIT;
        safearea_orientation from =
            round % 2 == 0 ? SAFEAREA_ORIENTATION_PORTRAIT : SAFEAREA_ORIENTATION_LANDSCAPE_LEFT;
        safearea_transition t = {SAFEAREA_TRANSITION_ORIENTATION, to, 0, 0, NULL};
        double t0, t1, orientation;
        /* A full layout in which nothing changes. */
        round_layout = timed_full_layout(tree, &flag);
        if (round_layout < best_layout)
            best_layout = round_layout;
        /* The same rotation without a transition, then back (not timed). */
        orientation = (double)to;
        t0 = now();
        safearea_tree_set(tree, 0, SAFEAREA_PROP_ORIENTATION, &orientation, 1);
        safearea_tree_layout(tree);
        t1 = now();
        if (t1 - t0 < best_rotation)
            best_rotation = t1 - t0;
        round_rotation = t1 - t0;
        orientation = (double)from;
        safearea_tree_set(tree, 0, SAFEAREA_PROP_ORIENTATION, &orientation, 1);
        safearea_tree_layout(tree);
        t0 = now();
        safearea_tree_transition(&count, tree, &t);
        t1 = now();
        if (t1 - t0 < best_transition)
            best_transition = t1 - t0;
        round_transition = t1 - t0;
        t0 = now();
        safearea_tree_transition_changes(changes, n * 6, &total, tree);
        t1 = now();
        if (t1 - t0 < best_read)
            best_read = t1 - t0;
        /* The same number of records, written by plain C from the views' frames. */
        t0 = now();
        write_changes(written, total, nodes, frames, n);
        t1 = now();
        if (t1 - t0 < best_write)
            best_write = t1 - t0;
        rotation_ratio[round] = (round_transition - (t1 - t0)) / round_rotation;
        layout_ratio[round] = (round_transition - (t1 - t0)) / round_layout;
    }
    for (i = 0; i < total; i++) {
        if (i == 0 || changes[i].node != changes[i - 1].node)
            changed_nodes++;
    }
    printf("  rotation transition, mixed tree of %zu views (%zu changes on %zu views)\n", n, total, changed_nodes);
    printf("    full layout of the rotation (orientation set, no change list)  %6.2f ms\n", best_rotation * 1e3);
    printf(
        "    full layout with nothing changing (status bar toggle)         %6.2f ms  (the rotation costs %.2fx this)\n",
        best_layout * 1e3, best_rotation / best_layout);
    printf(
        "    transition (layout + changes)        %8.2f ms  %6.1f ns per changed view beyond the rotation's layout\n",
        best_transition * 1e3, (best_transition - best_rotation) / (double)(changed_nodes ? changed_nodes : 1) * 1e9);
    printf("    reading the change list              %8.2f ms\n", best_read * 1e3);
    extra = best_transition - best_write;
    printf("    writing the changed values (C loop)  %8.2f ms  %6.1f ns per change\n", best_write * 1e3,
           best_write / (double)(total ? total : 1) * 1e9);
    printf("    transition per changed view          %8.1f ns  (%.1f ns per change)\n",
           best_transition / (double)(changed_nodes ? changed_nodes : 1) * 1e9,
           best_transition / (double)(total ? total : 1) * 1e9);
    printf("    ratio (transition - writing) / full layout of the rotation   %5.2f   (goal <= 1.50; median of %d "
           "rounds, ratio of best times %.2f)\n",
           median(rotation_ratio, TRANSITION_ROUNDS), TRANSITION_ROUNDS, extra / best_rotation);
    printf("    ratio (transition - writing) / layout with nothing changing  %5.2f   (for reference, no goal; ratio of "
           "best times %.2f)\n",
           median(layout_ratio, TRANSITION_ROUNDS), extra / best_layout);
    safearea_tree_free(tree);
    free(nodes);
    free(changes);
    free(written);
    free(frames);
}

/* A window of `n` mixed views (as mixed_window) on the iPhone 16, iOS 26.1, and a detached
 * plain controller holding `m` mixed views to present from its root (`sheet_leaf`: the last). */
static safearea_tree *sheet_window(size_t n, size_t m, safearea_node *root, safearea_node *sheet,
                                   safearea_node *sheet_leaf) {
    const safearea_device *device;
    safearea_tree *tree;
    safearea_node content, views_root[2], *nodes = malloc((n > m ? n : m) * sizeof *nodes);
    int64_t *parents = malloc((n > m ? n : m) * sizeof *parents);
    safearea_rect *frames = malloc((n > m ? n : m) * sizeof *frames);
    plain_view *views = malloc((n > m ? n : m) * sizeof *views);
    uint8_t *kinds = malloc(n > m ? n : m);
    size_t sizes[2] = {n, m}, i;
    int k;
    safearea_device_find(&device, "iPhone 16");
    safearea_tree_new(&tree, device, SAFEAREA_ORIENTATION_PORTRAIT, "26.1", 0);
    safearea_controller_new(root, tree, SAFEAREA_CONTROLLER_NAVIGATION, 0);
    safearea_controller_new(&content, tree, SAFEAREA_CONTROLLER_PLAIN, 0);
    safearea_controller_set_children(tree, *root, &content, 1);
    safearea_tree_set_root(tree, *root);
    safearea_controller_view(&views_root[0], tree, content);
    safearea_controller_new(sheet, tree, SAFEAREA_CONTROLLER_PLAIN, 0);
    safearea_controller_view(&views_root[1], tree, *sheet);
    for (k = 0; k < 2; k++) {
        random_views(views, parents, frames, sizes[k]);
        for (i = 0; i < sizes[k]; i++)
            kinds[i] = (uint8_t)(i % 50 == 7);
        safearea_tree_add_views(nodes, tree, views_root[k], sizes[k], parents, frames, kinds);
    }
    *sheet_leaf = nodes[m - 1];
    safearea_tree_layout(tree);
    free(nodes);
    free(parents);
    free(frames);
    free(views);
    free(kinds);
    return tree;
}

static void bench_presentation(size_t n, size_t m) {
    safearea_node root, sheet, sheet_view, leaf;
    safearea_tree *tree = sheet_window(n, m, &root, &sheet, &leaf);
    safearea_presentation options = SAFEAREA_PRESENTATION_INIT;
    safearea_insets insets;
    double best_present = 1e9, best_plain = 1e9, best_dismiss = 1e9, best_subtree = 1e9, best_window = 1e9,
           best_rotation = 1e9, flag = 0, frame[4], sink = 0;
    double plain_ratio[TRANSITION_ROUNDS], subtree_ratio[TRANSITION_ROUNDS], dismiss_ratio[TRANSITION_ROUNDS],
        rotation_ratio[TRANSITION_ROUNDS], window_ratio[TRANSITION_ROUNDS];
    size_t count = 0, presented = 0, dismissed = 0, got;
    int round;
    options.style = SAFEAREA_PRESENTATION_PAGE_SHEET;
    safearea_controller_view(&sheet_view, tree, sheet);
    /* Present once so that the sheet's frame is its presented one (a dismissed view keeps it). */
    safearea_controller_present(tree, root, sheet, &options);
    safearea_tree_layout(tree);
    safearea_tree_get(frame, 4, &got, tree, sheet_view, SAFEAREA_PROP_FRAME);
    safearea_controller_dismiss(tree, sheet);
    safearea_tree_layout(tree);
    for (round = 0; round < TRANSITION_ROUNDS; round++) {
        safearea_transition rotate = {SAFEAREA_TRANSITION_ORIENTATION, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, 0, 0, NULL};
        double t0, present, plain, dismiss, subtree, window, rotation;
        /* Presenting without a transition, and one read in the presented subtree (it lays it out),
         * after an untimed presentation and dismissal, so that the sheet's views are in cache as
         * they are for the layout it is compared with, measured right after it. */
        safearea_controller_present(tree, root, sheet, &options);
        safearea_tree_layout(tree);
        safearea_controller_dismiss(tree, sheet);
        safearea_tree_layout(tree);
        t0 = now();
        safearea_controller_present(tree, root, sheet, &options);
        safearea_view_safe_area(&insets, tree, leaf);
        plain = now() - t0;
        sink += insets.bottom;
        /* One layout of the presented subtree, as presented: its root view touched (its frame set
         * to what it is), then the same read. */
        t0 = now();
        safearea_tree_set(tree, sheet_view, SAFEAREA_PROP_FRAME, frame, 4);
        safearea_view_safe_area(&insets, tree, leaf);
        subtree = now() - t0;
        sink += insets.bottom;
        safearea_controller_dismiss(tree, sheet);
        safearea_tree_layout(tree);
        /* The same presentation as a transition, then dismissed as one. */
        t0 = now();
        safearea_controller_present_transition(&count, tree, root, sheet, &options);
        present = now() - t0;
        presented = count;
        t0 = now();
        safearea_controller_dismiss_transition(&count, tree, sheet);
        dismiss = now() - t0;
        dismissed = count;
        /* A full layout of the window, and its rotation as a transition (and back, not timed). */
        window = timed_full_layout(tree, &flag);
        t0 = now();
        safearea_tree_transition(&count, tree, &rotate);
        rotation = now() - t0;
        rotate.orientation = SAFEAREA_ORIENTATION_PORTRAIT;
        safearea_tree_transition(&count, tree, &rotate);
        if (present < best_present)
            best_present = present;
        if (plain < best_plain)
            best_plain = plain;
        if (dismiss < best_dismiss)
            best_dismiss = dismiss;
        if (subtree < best_subtree)
            best_subtree = subtree;
        if (window < best_window)
            best_window = window;
        if (rotation < best_rotation)
            best_rotation = rotation;
        plain_ratio[round] = plain / subtree;
        subtree_ratio[round] = present / subtree;
        dismiss_ratio[round] = dismiss / subtree;
        rotation_ratio[round] = present / rotation;
        window_ratio[round] = subtree / window;
    }
    printf("  presenting a page sheet (a plain controller over %zu views) over a window of %zu views\n", m, n);
    printf("    present + one read in the sheet        %8.3f ms  (safearea_controller_present; the read lays it out)\n",
           best_plain * 1e3);
    printf("    one layout of the presented subtree    %8.3f ms  (its root view touched, then the same read)\n",
           best_subtree * 1e3);
    printf("    present as a transition (%zu changes)  %8.3f ms\n", presented, best_present * 1e3);
    printf("    dismiss as a transition (%zu changes)  %8.3f ms\n", dismissed, best_dismiss * 1e3);
    printf("    full layout of the window              %8.3f ms\n", best_window * 1e3);
    printf("    rotation transition of the window      %8.3f ms  (no sheet: the window alone, for scale)\n",
           best_rotation * 1e3);
    printf("    ratio present / one layout of the presented subtree            %5.2f   (goal: about 1, the layout's "
           "values unchanged, the presentation's changing; median of %d rounds)\n",
           median(plain_ratio, TRANSITION_ROUNDS), TRANSITION_ROUNDS);
    printf("    ratio present transition / one layout of the presented subtree %5.2f   (the change list on top)\n",
           median(subtree_ratio, TRANSITION_ROUNDS));
    printf("    ratio dismiss transition / one layout of the presented subtree %5.2f\n",
           median(dismiss_ratio, TRANSITION_ROUNDS));
    printf("    ratio present transition / rotation transition                 %5.2f\n",
           median(rotation_ratio, TRANSITION_ROUNDS));
    printf("    ratio one layout of the subtree / full layout of the window    %5.2f   (checksum %.0f)\n",
           median(window_ratio, TRANSITION_ROUNDS), sink);
    safearea_tree_free(tree);
}

/* App windows (docs/MODEL.md §19): the mixed tree of `n` views on an iPad (iPadOS 26.5) in a
 * placed window against the same tree filling the screen. Per round, for each placement in turn:
 * the window set (untimed, its layout too), a full layout with nothing changing (the same window
 * set again: every view recomputed) and the rotation transition to landscape (back untimed).
 * The placements take turns going first. Ratios: the median of the rounds' windowed / full-screen
 * times, measured moments apart. A floating window keeps its frame when the screen turns, so its
 * rotation changes nothing (listed for reference; its ratio has no goal). */
#define WINDOW_PLACEMENTS 3
static void bench_windows(size_t n) {
    static const char *names[WINDOW_PLACEMENTS] = {"full screen (no window)", "half_leading",
                                                   "floating 711 x 941 at (100, 40)"};
    safearea_window windows[WINDOW_PLACEMENTS] = {SAFEAREA_WINDOW_INIT, SAFEAREA_WINDOW_INIT, SAFEAREA_WINDOW_INIT};
    const safearea_window *asks[WINDOW_PLACEMENTS];
    safearea_node *nodes;
    safearea_tree *tree = mixed_window_on("iPad Pro 13-inch (M4)", "26.5", n, &nodes);
    double layout[WINDOW_PLACEMENTS][TRANSITION_ROUNDS], rotation[WINDOW_PLACEMENTS][TRANSITION_ROUNDS];
    double ratio[TRANSITION_ROUNDS], best_layout[WINDOW_PLACEMENTS], best_rotation[WINDOW_PLACEMENTS];
    size_t changes[WINDOW_PLACEMENTS] = {0, 0, 0}, back;
    int round, w, failed = 0;
    windows[1].placement = SAFEAREA_WINDOW_PLACEMENT_HALF_LEADING;
    windows[2].placement = SAFEAREA_WINDOW_PLACEMENT_FLOATING;
    windows[2].frame.x = 100; /* inside the screen in both orientations, so that the rotation keeps it */
    windows[2].frame.y = 40;
    windows[2].frame.width = 711;
    windows[2].frame.height = 941;
    asks[0] = NULL;
    asks[1] = &windows[1];
    asks[2] = &windows[2];
    for (w = 0; w < WINDOW_PLACEMENTS; w++) {
        best_layout[w] = 1e9;
        best_rotation[w] = 1e9;
    }
    for (round = 0; round < TRANSITION_ROUNDS; round++) {
        int turn;
        for (turn = 0; turn < WINDOW_PLACEMENTS; turn++) {
            safearea_transition t = {SAFEAREA_TRANSITION_ORIENTATION, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, 0, 0, NULL};
            double t0;
            w = (round + turn) % WINDOW_PLACEMENTS;
            failed |= safearea_tree_set_window(tree, asks[w]);
            safearea_tree_layout(tree);
            failed |= safearea_tree_set_window(tree, asks[w]);
            t0 = now();
            safearea_tree_layout(tree);
            layout[w][round] = now() - t0;
            t0 = now();
            failed |= safearea_tree_transition(&changes[w], tree, &t);
            rotation[w][round] = now() - t0;
            t.orientation = SAFEAREA_ORIENTATION_PORTRAIT;
            failed |= safearea_tree_transition(&back, tree, &t);
            if (layout[w][round] < best_layout[w])
                best_layout[w] = layout[w][round];
            if (rotation[w][round] < best_rotation[w])
                best_rotation[w] = rotation[w][round];
        }
    }
    printf("  app windows: the mixed tree of %zu views on the iPad Pro 13-inch (M4), iPadOS 26.5%s\n", n,
           failed ? " (A CALL FAILED)" : "");
    for (w = 0; w < WINDOW_PLACEMENTS; w++) {
        int r;
        printf("    %-32s full layout %6.2f ms  rotation transition %6.2f ms (%zu changes)", names[w],
               best_layout[w] * 1e3, best_rotation[w] * 1e3, changes[w]);
        if (w == 0) {
            printf("\n");
            continue;
        }
        for (r = 0; r < TRANSITION_ROUNDS; r++)
            ratio[r] = layout[w][r] / layout[0][r];
        printf("\n      ratio to full screen: layout %.2f", median(ratio, TRANSITION_ROUNDS));
        for (r = 0; r < TRANSITION_ROUNDS; r++)
            ratio[r] = rotation[w][r] / rotation[0][r];
        if (changes[w] == 0)
            printf(", rotation %.2f   (goal for the layout: 1.00; the window keeps its frame: nothing changes)\n",
                   median(ratio, TRANSITION_ROUNDS));
        else
            printf(", rotation %.2f   (goal: 1.00, as fast as full screen; medians of %d rounds)\n",
                   median(ratio, TRANSITION_ROUNDS), TRANSITION_ROUNDS);
    }
    safearea_tree_free(tree);
    free(nodes);
}

/* 10^5 views added one add_subview at a time: a chain (each under the last) and siblings. */
static double one_at_a_time(size_t n, int chain) {
    safearea_node root_view, parent, child;
    safearea_rect frame = {0, 0, 390, 844};
    safearea_insets insets;
    double best = 1e9;
    size_t i;
    int round;
    for (round = 0; round < 3; round++) {
        safearea_tree *tree = new_tree("iPhone 14", &root_view);
        double t0 = now(), t1;
        parent = root_view;
        for (i = 0; i < n; i++) {
            safearea_view_new(&child, tree, SAFEAREA_VIEW_PLAIN, frame);
            safearea_view_add_subview(tree, parent, child);
            if (chain)
                parent = child;
        }
        safearea_view_safe_area(&insets, tree, child);
        t1 = now();
        if (t1 - t0 < best)
            best = t1 - t0;
        safearea_tree_free(tree);
    }
    return best;
}

int main(int argc, char **argv) {
    double m4, m5, m6, leaf4, leaf5;
    /* One section by name (for profiling): "presentation". */
    if (argc > 1 && strcmp(argv[1], "presentation") == 0) {
        bench_presentation(10000, 2000);
        return 0;
    }
    if (argc > 1 && strcmp(argv[1], "windows") == 0) {
        bench_windows(100000);
        return 0;
    }
    printf("Tree benchmark (best of several rounds)\n");
    bench_full_layout(100000);
    bench_full_layout(1000000);
    m4 = mixed_layout(10000);
    m5 = mixed_layout(100000);
    m6 = mixed_layout(1000000);
    printf(
        "  mixed tree full layout                 10^4: %.1f  10^5: %.1f  10^6: %.1f ns/view  (linear: about equal)\n",
        m4, m5, m6);
    leaf4 = move_leaf(10000);
    leaf5 = move_leaf(100000);
    printf("  move one leaf + read its insets        10^4: %.0f ns  10^5: %.0f ns  ratio %.2f (goal: independent of "
           "size)\n",
           leaf4, leaf5, leaf5 / leaf4);
    bench_bulk(100000);
    bench_transition(100000);
    bench_presentation(10000, 2000);
    bench_windows(100000);
    {
        double chain = one_at_a_time(100000, 1), siblings = one_at_a_time(100000, 0);
        printf("  10^5 views one add_subview at a time + read the last\n");
        printf("    a chain 10^5 deep                    %8.2f ms\n", chain * 1e3);
        printf("    10^5 siblings                        %8.2f ms\n", siblings * 1e3);
        printf("    ratio chain / siblings               %8.2f   (goal <= 2)\n", chain / siblings);
    }
    return 0;
}
