/* The C side of bench/compare.sh: the main C figures of bench/run.sh, one line each as
 * "name seconds", compiled against either revision's header and library (bench/compare.sh).
 * Only calls every compared revision has are used; presenting needs
 * safearea_controller_present (built with -DHAVE_PRESENT where the header declares it).
 *   c_call      one safearea_device_safe_area call (the catalog's fast path)
 *   tree_layout a full layout of 10^5 random plain views (a status-bar toggle, then layout)
 *   rotation    the rotation transition of a navigation controller over 10^4 mixed views
 *   present     presenting a page sheet (a plain controller over 10^3 views) and one read in it
 * Each figure is the best of several rounds. */
#define _POSIX_C_SOURCE 199309L
#include <safearea.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static uint32_t seed = 2024;
static double uniform(double lo, double hi) {
    seed = seed * 1103515245u + 12345u;
    return lo + (hi - lo) * (double)((seed >> 8) & 0xFFFFFF) / 16777216.0;
}

/* Random views under one root 390 x 844 (the same generator as bench_tree.c). */
static void random_views(int64_t *parents, safearea_rect *frames, size_t n) {
    double *w = malloc(n * sizeof *w), *h = malloc(n * sizeof *h);
    for (size_t i = 0; i < n; i++) {
        int64_t parent = (i < 16 || uniform(0, 1) < 0.33) ? -1 : (int64_t)uniform(0, (double)i);
        double pw = parent < 0 ? 390.0 : w[parent], ph = parent < 0 ? 844.0 : h[parent];
        w[i] = uniform(0.2, 1.0) * pw;
        h[i] = uniform(0.2, 1.0) * ph;
        parents[i] = parent;
        frames[i].x = uniform(-0.1, 0.3) * pw;
        frames[i].y = uniform(-0.1, 0.3) * ph;
        frames[i].width = w[i];
        frames[i].height = h[i];
    }
    free(w);
    free(h);
}

static int check(int status, const char *what) {
    if (status != SAFEAREA_OK) {
        fprintf(stderr, "compare_c: %s: %s\n", what, safearea_last_error_message());
        exit(1);
    }
    return status;
}

/* A tree on `device_name` whose root is a controller of `kind` holding a plain controller whose
 * view gets `n` random views; `*content_view` receives that view. */
static safearea_tree *tree_with(const char *device_name, safearea_controller_kind kind, size_t n,
                                safearea_node *content_view, safearea_node *root_out) {
    const safearea_device *device;
    safearea_tree *tree;
    safearea_node root, content;
    int64_t *parents = malloc(n * sizeof *parents);
    safearea_rect *frames = malloc(n * sizeof *frames);
    safearea_node *nodes = malloc(n * sizeof *nodes);
    check(safearea_device_find(&device, device_name), "device");
    check(safearea_tree_new(&tree, device, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0), "tree");
    check(safearea_controller_new(&root, tree, kind, 0), "controller");
    if (kind == SAFEAREA_CONTROLLER_PLAIN) {
        content = root;
    } else {
        check(safearea_controller_new(&content, tree, SAFEAREA_CONTROLLER_PLAIN, 0), "content");
        check(safearea_controller_set_children(tree, root, &content, 1), "children");
    }
    check(safearea_tree_set_root(tree, root), "root");
    check(safearea_controller_view(content_view, tree, content), "view");
    random_views(parents, frames, n);
    check(safearea_tree_add_views(nodes, tree, *content_view, n, parents, frames, NULL), "views");
    check(safearea_tree_layout(tree), "layout");
    if (root_out)
        *root_out = root;
    free(parents);
    free(frames);
    free(nodes);
    return tree;
}

static void c_call(void) {
    const safearea_device *device;
    safearea_insets in;
    double best = 1e9, sink = 0;
    const size_t calls = 200000;
    check(safearea_device_find(&device, "iPhone 15 Pro"), "device");
    for (int round = 0; round < 7; round++) {
        double t0 = now();
        for (size_t i = 0; i < calls; i++) {
            safearea_device_safe_area(&in, device, (safearea_orientation)(i & 3 ? 1 : 0), NULL, 0);
            sink += in.top;
        }
        double t = (now() - t0) / (double)calls;
        if (t < best)
            best = t;
    }
    printf("c_call %.9g\n", sink > 0 ? best : best);
}

static void tree_layout(void) {
    safearea_node view;
    safearea_tree *tree = tree_with("iPhone 14", SAFEAREA_CONTROLLER_PLAIN, 100000, &view, NULL);
    double best = 1e9, flag = 0;
    for (int round = 0; round < 7; round++) {
        flag = 1 - flag;
        check(safearea_tree_set(tree, 0, SAFEAREA_PROP_STATUS_BAR_HIDDEN, &flag, 1), "status bar");
        double t0 = now();
        check(safearea_tree_layout(tree), "layout");
        double t = now() - t0;
        if (t < best)
            best = t;
    }
    printf("tree_layout %.9g\n", best);
    safearea_tree_free(tree);
}

static void rotation(void) {
    safearea_node view;
    safearea_tree *tree = tree_with("iPhone 15 Pro", SAFEAREA_CONTROLLER_NAVIGATION, 10000, &view, NULL);
    double best = 1e9;
    size_t count;
    for (int round = 0; round < 8; round++) {
        safearea_orientation to = round % 2 == 0 ? SAFEAREA_ORIENTATION_LANDSCAPE_LEFT : SAFEAREA_ORIENTATION_PORTRAIT;
        safearea_transition t = {SAFEAREA_TRANSITION_ORIENTATION, to, 0, 0, NULL};
        double t0 = now();
        check(safearea_tree_transition(&count, tree, &t), "transition");
        double elapsed = now() - t0;
        if (elapsed < best)
            best = elapsed;
    }
    printf("rotation %.9g\n", best);
    safearea_tree_free(tree);
}

#ifdef HAVE_PRESENT
static void present(void) {
    safearea_node view, root, sheet, sheet_content, sheet_view;
    safearea_tree *tree = tree_with("iPhone 15 Pro", SAFEAREA_CONTROLLER_NAVIGATION, 10000, &view, &root);
    const size_t m = 1000;
    int64_t *parents = malloc(m * sizeof *parents);
    safearea_rect *frames = malloc(m * sizeof *frames);
    safearea_node *nodes = malloc(m * sizeof *nodes);
    safearea_presentation options = SAFEAREA_PRESENTATION_INIT;
    safearea_insets in;
    double best = 1e9;
    options.style = SAFEAREA_PRESENTATION_PAGE_SHEET;
    /* A plain controller: the bars of a container inside a sheet are refused (no source measured them,
     * MODEL.md §16 item 35), so the sheet holds its views directly. */
    check(safearea_controller_new(&sheet, tree, SAFEAREA_CONTROLLER_PLAIN, 0), "sheet");
    sheet_content = sheet;
    check(safearea_controller_view(&sheet_view, tree, sheet_content), "sheet view");
    random_views(parents, frames, m);
    check(safearea_tree_add_views(nodes, tree, sheet_view, m, parents, frames, NULL), "sheet views");
    for (int round = 0; round < 9; round++) {
        double t0 = now();
        check(safearea_controller_present(tree, root, sheet, &options), "present");
        check(safearea_view_safe_area(&in, tree, nodes[m - 1]), "read");
        double t = now() - t0;
        if (t < best)
            best = t;
        check(safearea_controller_dismiss(tree, sheet), "dismiss");
        check(safearea_tree_layout(tree), "layout");
    }
    printf("present %.9g\n", best);
    free(parents);
    free(frames);
    free(nodes);
    safearea_tree_free(tree);
}
#endif

int main(void) {
    c_call();
    tree_layout();
    rotation();
#ifdef HAVE_PRESENT
    present();
#endif
    return 0;
}
