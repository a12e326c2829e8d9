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
