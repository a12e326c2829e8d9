/* C benchmark: safearea_device_safe_area per call against a plain C function
 * doing the same table lookup (validate arguments, pick the device's newest
 * record or the one covering a version, apply the status-bar rule), measured
 * in the same run over the same random query stream. Prints figures and
 * ratios; asserts nothing about time. */
#include "safearea.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
    uint32_t os_min, os_max;
    double status_bar;
    safearea_insets insets[4];
} plain_record;

typedef struct {
    int has_housing;
    /* 0 where the library refuses the status bar hidden as unmeasured (the iPhone Duo): the stream asks it shown. */
    int hidden_answers;
    uint32_t orientations, os_min, os_max;
    int record_count;
    plain_record records[8];
} plain_device;

static plain_device table[128];
static size_t table_count;

/* The baseline: what a hand-written C table of the same data would do per call. */
__attribute__((noinline)) static int plain_safe_area(safearea_insets *out, size_t device,
                                                     safearea_orientation orientation, const char *os_version,
                                                     uint32_t flags) {
    const plain_device *d;
    const plain_record *r = NULL;
    uint32_t version = 0;
    int i;
    if (out == NULL)
        return SAFEAREA_E_NULL_ARGUMENT;
    if (device >= table_count)
        return SAFEAREA_E_UNKNOWN_HANDLE;
    if ((unsigned)orientation > 3)
        return SAFEAREA_E_INVALID_ARGUMENT;
    if (flags & ~SAFEAREA_QUERY_FLAGS_ALL)
        return SAFEAREA_E_INVALID_ARGUMENT;
    d = &table[device];
    if (!(d->orientations & (1u << orientation)))
        return SAFEAREA_E_UNSUPPORTED_ORIENTATION;
    if (os_version != NULL) {
        unsigned a = 0, b = 0, c = 0;
        if (sscanf(os_version, "%u.%u.%u", &a, &b, &c) < 1)
            return SAFEAREA_E_OS_VERSION;
        version = a * 10000 + b * 100 + c;
        for (i = 0; i < d->record_count; i++) {
            if (d->records[i].os_min <= version && version <= d->records[i].os_max)
                r = &d->records[i];
        }
        if (r == NULL)
            return SAFEAREA_E_OS_VERSION;
    } else {
        r = &d->records[d->record_count - 1];
    }
    *out = r->insets[orientation];
    if ((flags & SAFEAREA_STATUS_BAR_HIDDEN) && !d->has_housing) {
        out->top = out->top - r->status_bar > 0 ? out->top - r->status_bar : 0;
    }
    return SAFEAREA_OK;
}

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

typedef struct {
    size_t device;
    safearea_orientation orientation;
    uint32_t flags;
    const char *version; /* a version the device has data for */
} query;

static char versions[128][8][16];

/* safearea_device_check_rects on 10^6 random rectangles over an iPhone 15 Pro screen, against a plain C
 * loop doing only the rectangular safe-area test (the library also classifies the real shapes). */
static void bench_batch(void) {
    const safearea_device *device = NULL;
    size_t n = 1000000, i;
    int round;
    double *rects = malloc(n * 4 * sizeof *rects), *overlap = malloc(n * 4 * sizeof *overlap);
    uint8_t *safe = malloc(n), *obstruction = malloc(n);
    double best_safe = 1e9, best_shapes = 1e9, best_all = 1e9, best_plain = 1e9, best_single = 1e9, t0;
    size_t inside = 0;
    if (!rects || !overlap || !safe || !obstruction || safearea_device_find(&device, "iPhone 15 Pro") != SAFEAREA_OK) {
        fprintf(stderr, "batch benchmark: setup failed\n");
        exit(1);
    }
    srand(5);
    for (i = 0; i < n; i++) {
        rects[4 * i] = -20 + 413.0 * rand() / RAND_MAX;
        rects[4 * i + 1] = -20 + 872.0 * rand() / RAND_MAX;
        rects[4 * i + 2] = 1 + 119.0 * rand() / RAND_MAX;
        rects[4 * i + 3] = 1 + 79.0 * rand() / RAND_MAX;
    }
    for (round = 0; round < 7; round++) {
        t0 = now();
        safearea_device_check_rects(safe, NULL, NULL, device, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0, rects, n);
        if (now() - t0 < best_safe)
            best_safe = now() - t0;
        t0 = now();
        safearea_device_check_rects(safe, NULL, obstruction, device, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0, rects, n);
        if (now() - t0 < best_shapes)
            best_shapes = now() - t0;
        t0 = now();
        safearea_device_check_rects(safe, overlap, obstruction, device, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0, rects,
                                    n);
        if (now() - t0 < best_all)
            best_all = now() - t0;
        t0 = now();
        for (i = 0; i < n; i++) {
            const double *r = rects + 4 * i;
            safe[i] = r[0] >= 0 && r[1] >= 59 && r[0] + r[2] <= 393 && r[1] + r[3] <= 818;
        }
        if (now() - t0 < best_plain)
            best_plain = now() - t0;
        for (i = 0; i < n; i++)
            inside += safe[i];
    }
    printf("C batch: %zu random rectangles, iPhone 15 Pro portrait, best of 7 (batch threads %zu)\n", n,
           safearea_batch_threads());
    printf("  check_rects, safe-area test only     %7.2f ns/rect\n", best_safe / (double)n * 1e9);
    printf("  plain C safe-area test               %7.2f ns/rect   (ratio %.2f)\n", best_plain / (double)n * 1e9,
           best_safe / best_plain);
    printf("  check_rects + real shapes            %7.2f ns/rect\n", best_shapes / (double)n * 1e9);
    printf("  check_rects + shapes + overlaps      %7.2f ns/rect   (checksum %zu)\n", best_all / (double)n * 1e9,
           inside);
    safearea_set_batch_threads(1);
    for (round = 0; round < 7; round++) {
        t0 = now();
        safearea_device_check_rects(safe, NULL, obstruction, device, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0, rects, n);
        if (now() - t0 < best_single)
            best_single = now() - t0;
    }
    safearea_set_batch_threads(0);
    printf("  check_rects + real shapes, 1 thread  %7.2f ns/rect\n", best_single / (double)n * 1e9);
    /* 1,000 rectangles per call, over 100 different batches (one batch repeated would let the
     * branch predictor learn it), for each kernel this processor runs, interleaved, best of 15. */
    {
        static const char *const kernels[] = {"baseline", "x86-64-v3"};
        double best[2] = {1e9, 1e9};
        int k, runs[2] = {safearea_set_batch_kernel(kernels[0]) == SAFEAREA_OK,
                          safearea_set_batch_kernel(kernels[1]) == SAFEAREA_OK};
        for (round = 0; round < 15; round++) {
            for (k = 0; k < 2; k++) {
                int call;
                if (!runs[k])
                    continue;
                safearea_set_batch_kernel(kernels[k]);
                t0 = now();
                for (call = 0; call < 2000; call++) {
                    safearea_device_check_rects(safe, NULL, obstruction, device, SAFEAREA_ORIENTATION_PORTRAIT, NULL, 0,
                                                rects + 4000 * (size_t)(call % 100), 1000);
                }
                if ((now() - t0) / 2000 < best[k])
                    best[k] = (now() - t0) / 2000;
            }
        }
        safearea_set_batch_kernel("auto");
        for (k = 0; k < 2; k++) {
            if (runs[k])
                printf("  check_rects + real shapes, 1,000 rectangles per call, %-9s kernel  %.2f us/call\n",
                       kernels[k], best[k] * 1e6);
        }
        if (runs[1])
            printf("  ratio x86-64-v3 / baseline kernel  %.2f   (the library uses %s)\n", best[1] / best[0],
                   safearea_batch_kernel());
    }
    free(rects);
    free(overlap);
    free(safe);
    free(obstruction);
}

/* safearea_device_reserved_regions against safearea_device_safe_area on the same device and orientation: the
 * iPhone Duo's inner display in landscape (three regions, the pose given) and an iPhone 15 Pro (none). Each loop
 * reads what the call writes (the count; the insets' bottom); the regions themselves are the device's memory. */
static void bench_reserved_regions(void) {
    static const char *const names[] = {"iPhone Duo (inner display)", "iPhone 15 Pro"};
    static const safearea_pose poses[] = {SAFEAREA_POSE_BOOK, SAFEAREA_POSE_NONE};
    size_t calls = 1000000, i, count = 0, total = 0;
    int d, round;
    printf("C reserved regions: %zu calls each, landscape_left, best of 7\n", calls);
    for (d = 0; d < 2; d++) {
        const safearea_device *device = NULL;
        const safearea_reserved_region *regions = NULL;
        safearea_insets in;
        double best_regions = 1e9, best_safe = 1e9, t0;
        if (safearea_device_find(&device, names[d]) != SAFEAREA_OK) {
            fprintf(stderr, "reserved regions benchmark: no %s\n", names[d]);
            exit(1);
        }
        for (round = 0; round < 7; round++) {
            t0 = now();
            for (i = 0; i < calls; i++) {
                if (safearea_device_reserved_regions(&regions, &count, device, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT,
                                                     poses[d], NULL, 0) == SAFEAREA_OK) {
                    total += count;
                }
            }
            if (now() - t0 < best_regions)
                best_regions = now() - t0;
            t0 = now();
            for (i = 0; i < calls; i++) {
                if (safearea_device_safe_area(&in, device, SAFEAREA_ORIENTATION_LANDSCAPE_LEFT, NULL, 0) == SAFEAREA_OK)
                    total += (size_t)in.bottom;
            }
            if (now() - t0 < best_safe)
                best_safe = now() - t0;
        }
        total += (size_t)(regions != NULL && count > 0 ? regions[count - 1].active : 0);
        printf("  %-28s reserved_regions %6.1f ns/call, safe_area %5.1f ns/call (ratio %.2f, goal <= 1.00)\n", names[d],
               best_regions / (double)calls * 1e9, best_safe / (double)calls * 1e9, best_regions / best_safe);
    }
    printf("  (checksum %zu)\n", total);
}

int main(int argc, char **argv) {
    size_t n = argc > 1 ? (size_t)atol(argv[1]) : 2000000, i, q;
    size_t count = safearea_device_count();
    const safearea_device **handles = malloc(count * sizeof *handles);
    query *queries = malloc(n * sizeof *queries);
    double sink = 0, best_lib = 1e9, best_plain = 1e9, best_lib_v = 1e9, best_plain_v = 1e9;
    int round;
    unsigned seed = 12345;

    /* Fill the plain table from the library (setup, not timed). */
    table_count = count;
    for (i = 0; i < count; i++) {
        safearea_device_info info;
        size_t r, ranges;
        safearea_device_at(&handles[i], i);
        safearea_device_get_info(&info, handles[i]);
        table[i].has_housing = info.housing != SAFEAREA_HOUSING_NONE;
        table[i].hidden_answers = 1;
        table[i].orientations = info.orientations;
        ranges = safearea_device_os_range_count(handles[i]);
        table[i].record_count = (int)ranges;
        for (r = 0; r < ranges; r++) {
            safearea_os_range range;
            char version[32];
            int o;
            safearea_device_os_range_at(&range, handles[i], r);
            table[i].records[r].os_min = range.min;
            table[i].records[r].os_max = range.max;
            snprintf(version, sizeof version, "%u.%u", range.min / 10000, range.min / 100 % 100);
            memcpy(versions[i][r], version, sizeof versions[i][r]);
            for (o = 0; o < 4; o++) {
                safearea_insets shown, hidden;
                if (!(info.orientations & (1u << o)))
                    continue;
                safearea_device_safe_area(&shown, handles[i], (safearea_orientation)o, version, 0);
                hidden = shown;
                if (safearea_device_safe_area(&hidden, handles[i], (safearea_orientation)o, version,
                                              SAFEAREA_STATUS_BAR_HIDDEN) != SAFEAREA_OK) {
                    table[i].hidden_answers = 0;
                }
                table[i].records[r].insets[o] = shown;
                if (shown.top - hidden.top > table[i].records[r].status_bar)
                    table[i].records[r].status_bar = shown.top - hidden.top;
            }
        }
    }
    /* A random stream of valid queries over every device and supported orientation. */
    for (q = 0; q < n; q++) {
        size_t d;
        int o;
        do {
            seed = seed * 1103515245u + 12345u;
            d = (seed >> 8) % count;
            o = (int)((seed >> 20) % 4);
        } while (!(table[d].orientations & (1u << o)));
        queries[q].device = d;
        queries[q].orientation = (safearea_orientation)o;
        queries[q].flags = table[d].hidden_answers ? (seed >> 4) & 1 : 0;
        queries[q].version = versions[d][(seed >> 12) % (unsigned)table[d].record_count];
    }
    for (round = 0; round < 9; round++) {
        double t0, t1;
        safearea_insets in;
        t0 = now();
        for (q = 0; q < n; q++) {
            if (safearea_device_safe_area(&in, handles[queries[q].device], queries[q].orientation, NULL,
                                          queries[q].flags) == 0)
                sink += in.top;
        }
        t1 = now();
        if (t1 - t0 < best_lib)
            best_lib = t1 - t0;
        t0 = now();
        for (q = 0; q < n; q++) {
            if (plain_safe_area(&in, queries[q].device, queries[q].orientation, NULL, queries[q].flags) == 0)
                sink += in.top;
        }
        t1 = now();
        if (t1 - t0 < best_plain)
            best_plain = t1 - t0;
        /* With an explicit OS version string to parse. */
        t0 = now();
        for (q = 0; q < n / 4; q++) {
            if (safearea_device_safe_area(&in, handles[queries[q].device], queries[q].orientation, queries[q].version,
                                          queries[q].flags) == 0)
                sink += in.top;
        }
        t1 = now();
        if (t1 - t0 < best_lib_v)
            best_lib_v = t1 - t0;
        t0 = now();
        for (q = 0; q < n / 4; q++) {
            if (plain_safe_area(&in, queries[q].device, queries[q].orientation, queries[q].version, queries[q].flags) ==
                0)
                sink += in.top;
        }
        t1 = now();
        if (t1 - t0 < best_plain_v)
            best_plain_v = t1 - t0;
    }
    printf("C benchmark: %zu random queries over %zu devices, best of 9 rounds\n", n, count);
    printf("  safearea_device_safe_area (newest)   %7.1f ns/call\n", best_lib / (double)n * 1e9);
    printf("  plain C table lookup (newest)        %7.1f ns/call\n", best_plain / (double)n * 1e9);
    printf("  ratio library / plain C              %7.2f   (goal <= 1.30)\n", best_lib / best_plain);
    printf("  safearea_device_safe_area (\"17.0\")   %7.1f ns/call   (an OS version string to parse)\n",
           best_lib_v / (double)(n / 4) * 1e9);
    printf("  plain C with sscanf (\"17.0\")         %7.1f ns/call\n", best_plain_v / (double)(n / 4) * 1e9);
    printf("  ratio library / plain C (version)    %7.2f\n", best_lib_v / best_plain_v);
    printf("  (checksum %g)\n", sink);
    bench_batch();
    bench_reserved_regions();
    free(queries);
    free(handles);
    return 0;
}
