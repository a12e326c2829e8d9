/* Shared by the C test programs: the pass/fail counters, CHECK (which adds the
 * library's last error message to a failure), and read_file. */
#ifndef SAFEAREA_TESTS_CHECK_H
#define SAFEAREA_TESTS_CHECK_H
#include "safearea.h"
#include <stdio.h>
#include <stdlib.h>

static int passed, failed;

#define CHECK(cond, ...)                                                                       \
    do {                                                                                       \
        if (cond) {                                                                            \
            passed++;                                                                          \
        } else {                                                                               \
            failed++;                                                                          \
            fprintf(stderr, "FAIL %s:%d: %s: ", __FILE__, __LINE__, #cond);                              \
            fprintf(stderr, __VA_ARGS__);                                                      \
            fprintf(stderr, " [last error: %s]\n", safearea_last_error_message());             \
        }                                                                                      \
    } while (0)

static inline char *read_file(const char *path, size_t *length) {
    FILE *file = fopen(path, "rb");
    char *data;
    long size;
    if (file == NULL) return NULL;
    fseek(file, 0, SEEK_END);
    size = ftell(file);
    fseek(file, 0, SEEK_SET);
    data = malloc((size_t)size + 1);
    if (data != NULL && fread(data, 1, (size_t)size, file) != (size_t)size) {
        free(data);
        data = NULL;
    }
    fclose(file);
    if (data != NULL) {
        data[size] = '\0';
        *length = (size_t)size;
    }
    return data;
}

#endif
