/* Shared by the C test programs: the pass/fail counters, CHECK (which adds the
 * library's last error message to a failure), read_file, find and status_named. */
#ifndef SAFEAREA_TESTS_CHECK_H
#define SAFEAREA_TESTS_CHECK_H
#include "safearea.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int passed, failed;

#define CHECK(cond, ...)                                                                                               \
    do {                                                                                                               \
        if (cond) {                                                                                                    \
            passed++;                                                                                                  \
        } else {                                                                                                       \
            failed++;                                                                                                  \
            fprintf(stderr, "FAIL %s:%d: %s: ", __FILE__, __LINE__, #cond);                                            \
            fprintf(stderr, __VA_ARGS__);                                                                              \
            fprintf(stderr, " [last error: %s]\n", safearea_last_error_message());                                     \
        }                                                                                                              \
    } while (0)

static inline char *read_file(const char *path, size_t *length) {
    FILE *file = fopen(path, "rb");
    char *data;
    long size;
    if (file == NULL)
        return NULL;
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

/* The built-in device `name`; a program that cannot find one stops (exit 2). */
static inline const safearea_device *find(const char *name) {
    const safearea_device *device = NULL;
    if (safearea_device_find(&device, name) != SAFEAREA_OK) {
        fprintf(stderr, "no device %s\n", name);
        exit(2);
    }
    return device;
}

/* The status a fixture names ("os_version" for SAFEAREA_E_OS_VERSION); an unknown name fails a check. */
static inline int status_named(const char *name) {
    static const struct {
        const char *name;
        int status;
    } statuses[] = {
        {"invalid_argument", SAFEAREA_E_INVALID_ARGUMENT},
        {"device_not_found", SAFEAREA_E_DEVICE_NOT_FOUND},
        {"unsupported_orientation", SAFEAREA_E_UNSUPPORTED_ORIENTATION},
        {"os_version", SAFEAREA_E_OS_VERSION},
        {"unsupported", SAFEAREA_E_UNSUPPORTED},
    };
    size_t i;
    for (i = 0; i < sizeof statuses / sizeof statuses[0]; i++) {
        if (strcmp(statuses[i].name, name) == 0)
            return statuses[i].status;
    }
    CHECK(0, "no status %s", name);
    return SAFEAREA_OK;
}

#endif
