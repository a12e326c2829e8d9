/* Private helpers shared by the Swift layer; not exported from libsafearea.so
 * (the linker version script exports only what safearea.h declares). */
#ifndef SAFEAREA_INTERNAL_H
#define SAFEAREA_INTERNAL_H

#include <stddef.h>

#include "safearea.h"

/* The header's version, for the Swift layer (Swift does not import a macro
 * that is an expression of other macros, nor a string macro as a C string). */
static inline int safearea_internal_version_number(void) {
    return SAFEAREA_VERSION_NUMBER;
}
static inline const char *safearea_internal_version_string(void) {
    return SAFEAREA_VERSION_STRING;
}
/* SAFEAREA_MAX_DESIGN_JSON_BYTES, likewise an expression Swift does not import. */
static inline size_t safearea_internal_max_design_json_bytes(void) {
    return SAFEAREA_MAX_DESIGN_JSON_BYTES;
}

/* The versioned structs as their SAFEAREA_<STRUCT>_INIT fills them, for the
 * safearea_<struct>_init functions: the defaults are typed once, in the header's
 * initialiser (Swift does not import a brace initialiser). */
static inline safearea_presentation safearea_internal_presentation_init(void) {
    safearea_presentation value = SAFEAREA_PRESENTATION_INIT;
    return value;
}
static inline safearea_window safearea_internal_window_init(void) {
    safearea_window value = SAFEAREA_WINDOW_INIT;
    return value;
}
static inline safearea_audit_options safearea_internal_audit_options_init(void) {
    safearea_audit_options value = SAFEAREA_AUDIT_OPTIONS_INIT;
    return value;
}

/** Stores `length` bytes of `message` as the calling thread's error message
 *  (truncated to fit, always NUL-terminated). */
void safearea_internal_set_error(const char *message, size_t length);
/** The calling thread's message buffer. */
const char *safearea_internal_error(void);

/* The answer tables (storage in tables.c; built and published by
 * Sources/SafeAreaC/AnswerTables.swift). Each is published once and read with
 * one acquire load on every call, so a fast path needs no lazy-initialisation
 * check: the loader is static inline here, the storage and its publish function
 * in tables.c. A new table a fast path reads goes at the end of this section,
 * in the same three parts. */

/* The built-in devices' flat table (a block of FlatDevice slots), published
 * when the first built-in handle is made. */
extern const void *safearea_internal_flat_base_storage;
extern size_t safearea_internal_flat_count_storage;

static inline const void *safearea_internal_flat_base(void) {
    return __atomic_load_n(&safearea_internal_flat_base_storage, __ATOMIC_ACQUIRE);
}

static inline size_t safearea_internal_flat_count(void) {
    return safearea_internal_flat_count_storage;
}

/** Publishes the table; `count` is written before the base is released. */
void safearea_internal_flat_publish(const void *base, size_t count);

/* The built-in devices' reserved regions as safearea_device_reserved_regions
 * answers them without an OS version or flags: per device (in handle order),
 * orientation (the header's value) and pose (the header's value), one slot with
 * the answer's first record and count, or a NULL first record where the query
 * is refused. Published once by the Swift layer on the first query, then read
 * with an acquire load like the flat table. */
typedef struct safearea_internal_region_slot {
    const safearea_reserved_region *first;
    size_t count;
} safearea_internal_region_slot;

enum { SAFEAREA_INTERNAL_REGION_POSES = 3, SAFEAREA_INTERNAL_REGION_ORIENTATIONS = 4 };

extern const safearea_internal_region_slot *safearea_internal_region_slots_storage;

static inline const safearea_internal_region_slot *safearea_internal_region_slots(void) {
    return __atomic_load_n(&safearea_internal_region_slots_storage, __ATOMIC_ACQUIRE);
}

/** Publishes the slots (idempotent: the first table published stays). */
void safearea_internal_region_slots_publish(const safearea_internal_region_slot *slots);

/* (The next answer table goes here.) */

/** 1 when this processor and operating system run x86-64-v3 code (AVX2, FMA,
 *  BMI1/2, LZCNT, MOVBE, F16C, with the AVX registers saved), else 0. */
int safearea_internal_cpu_x86_64_v3(void);

#endif
