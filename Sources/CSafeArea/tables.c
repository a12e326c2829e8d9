/* The answer tables' published pointers: what the C API's fast paths read with
 * one acquire load (the loaders are static inline in safearea_internal.h), set
 * once by the Swift layer that builds the tables (Sources/SafeAreaC/AnswerTables.swift).
 * A new table published for a fast path puts its storage and publish function
 * here, beside these two. */
#include "safearea_internal.h"

const void *safearea_internal_flat_base_storage = NULL;
size_t safearea_internal_flat_count_storage = 0;

void safearea_internal_flat_publish(const void *base, size_t count) {
    safearea_internal_flat_count_storage = count;
    __atomic_store_n(&safearea_internal_flat_base_storage, base, __ATOMIC_RELEASE);
}

const safearea_internal_region_slot *safearea_internal_region_slots_storage = NULL;

void safearea_internal_region_slots_publish(const safearea_internal_region_slot *slots) {
    const safearea_internal_region_slot *expected = NULL;
    __atomic_compare_exchange_n(&safearea_internal_region_slots_storage, &expected, slots, 0, __ATOMIC_ACQ_REL,
                                __ATOMIC_ACQUIRE);
}
