/* SafeAreaHints is header-only (static inline functions); a C target needs one
 * translation unit. */
#include "safearea_hints.h"
