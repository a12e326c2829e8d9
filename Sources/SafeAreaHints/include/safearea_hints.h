/* Processor hints for the engine's hot loops, which Swift cannot spell: inlined
 * into the Swift code that calls them, never exported (no symbol). */
#ifndef SAFEAREA_HINTS_H
#define SAFEAREA_HINTS_H

/** Asks the processor to start loading the cache line at `address` (for a read,
 *  kept in every cache level). A hint: no fault, no effect on any value, and it
 *  retires at once, so a loop can ask for a line many iterations before it reads
 *  it without waiting for it. */
static inline void safearea_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
