/* Which compilation of the batch kernel this processor can run. */
#include "safearea_internal.h"

#if defined(__x86_64__)
#include <cpuid.h>

int safearea_internal_cpu_x86_64_v3(void) {
    unsigned a, b, c, d;
    if (__get_cpuid_max(0, NULL) < 7 || !__get_cpuid(1, &a, &b, &c, &d)) {
        return 0;
    }
    /* SSE3, SSSE3, FMA, CMPXCHG16B, SSE4.1, SSE4.2, MOVBE, POPCNT, OSXSAVE, AVX, F16C */
    const unsigned leaf1 = 1u << 0 | 1u << 9 | 1u << 12 | 1u << 13 | 1u << 19 | 1u << 20 | 1u << 22 | 1u << 23 |
                           1u << 27 | 1u << 28 | 1u << 29;
    if ((c & leaf1) != leaf1) {
        return 0;
    }
    /* The operating system saves the SSE and AVX registers (XCR0 bits 1 and 2). */
    unsigned low, high;
    __asm__ volatile("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
    if ((low & 6u) != 6u) {
        return 0;
    }
    /* BMI1, AVX2, BMI2 */
    const unsigned leaf7 = 1u << 3 | 1u << 5 | 1u << 8;
    __cpuid_count(7, 0, a, b, c, d);
    if ((b & leaf7) != leaf7) {
        return 0;
    }
    /* LAHF/SAHF in 64-bit mode, LZCNT */
    const unsigned extended = 1u << 0 | 1u << 5;
    if (!__get_cpuid(0x80000001u, &a, &b, &c, &d)) {
        return 0;
    }
    return (c & extended) == extended;
}
#else
int safearea_internal_cpu_x86_64_v3(void) {
    return 0;
}
#endif
