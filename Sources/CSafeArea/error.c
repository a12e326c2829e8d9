/* Thread-local storage for safearea_last_error_message(). Kept in C: a
 * `_Thread_local` buffer is the cheapest per-thread storage there is, and it
 * needs no allocation, so it cannot fail. */
#include "safearea_internal.h"

#include <string.h>

#define SAFEAREA_ERROR_CAPACITY 1024

static _Thread_local char error_buffer[SAFEAREA_ERROR_CAPACITY];

void safearea_internal_set_error(const char *message, size_t length) {
    if (message == NULL) {
        error_buffer[0] = '\0';
        return;
    }
    if (length >= SAFEAREA_ERROR_CAPACITY) {
        length = SAFEAREA_ERROR_CAPACITY - 1;
        /* Do not cut a UTF-8 sequence in half. */
        while (length > 0 && ((unsigned char)message[length] & 0xC0) == 0x80) {
            length--;
        }
    }
    memcpy(error_buffer, message, length);
    error_buffer[length] = '\0';
}

const char *safearea_internal_error(void) {
    return error_buffer;
}

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
