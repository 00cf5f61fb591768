// A transcription, for CI only, of what Sources/CSecureMemory/CSecureMemory.c takes from Apple's
// <string.h> on Apple platforms: `memset_s` (C11 Annex K), which Apple's header declares when
// __STDC_WANT_LIB_EXT1__ is 1, with the Annex K types `errno_t` and `rsize_t`. Not Apple's
// header; `.ci/check-apple-code` compiles that file for an Apple target (-fsyntax-only) with this
// directory as the only system include directory besides the compiler's own.
//
// The man page memset_s(3) (`man memset_s` on macOS):
//   "errno_t memset_s(void *s, rsize_t smax, int c, rsize_t n);" (macOS 10.9, iOS 7.0)
#ifndef PUSHSPEC_CI_STUB_STRING_H
#define PUSHSPEC_CI_STUB_STRING_H

#include <stddef.h>

#if defined(__STDC_WANT_LIB_EXT1__) && __STDC_WANT_LIB_EXT1__ >= 1
typedef int errno_t;
typedef size_t rsize_t;
errno_t memset_s(void *s, rsize_t smax, int c, rsize_t n)
    __attribute__((availability(macos, introduced = 10.9))) __attribute__((availability(ios, introduced = 7.0)));
#endif

#endif
