// pushspec_secure_zero: see include/CSecureMemory.h.
#if defined(__APPLE__)
// Annex K's memset_s is declared by <string.h> only when this is defined first.
#define __STDC_WANT_LIB_EXT1__ 1
#elif !defined(_DEFAULT_SOURCE)
// glibc declares explicit_bzero (2.25+) under _DEFAULT_SOURCE.
#define _DEFAULT_SOURCE 1
#endif

#include <string.h>

#include "CSecureMemory.h"

void pushspec_secure_zero(void *p, size_t n) {
    if (p == NULL || n == 0) {
        return;
    }
#if defined(__APPLE__)
    // memset_s is specified never to be optimized away (C11 K.3.7.4.1).
    (void) memset_s(p, n, 0, n);
#elif defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 25))
    explicit_bzero(p, n);
#else
    // Stores through a volatile pointer are observable behaviour, so none may be removed.
    volatile unsigned char *bytes = (volatile unsigned char *) p;
    while (n--) {
        *bytes++ = 0;
    }
#endif
}
