/* Private helpers shared by the Swift layer; not exported from libsafearea.so
 * (the linker version script exports only what safearea.h declares). */
#ifndef SAFEAREA_INTERNAL_H
#define SAFEAREA_INTERNAL_H

#include <stddef.h>

/** Stores `length` bytes of `message` as the calling thread's error message
 *  (truncated to fit, always NUL-terminated). */
void safearea_internal_set_error(const char *message, size_t length);
/** The calling thread's message buffer. */
const char *safearea_internal_error(void);

#endif
