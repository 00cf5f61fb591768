#ifndef PUSHSPEC_CSECUREMEMORY_H
#define PUSHSPEC_CSECUREMEMORY_H
// Zeroing of secrets that the optimizer may not remove, without OpenSSL or libsodium (so that it
// exists on Apple platforms too). Swift calls it through PushSpecCrypto's SecureMemory.

#include <stddef.h>

/// Writes `n` zero bytes at `p` (nothing when `p` is NULL or `n` is 0) with a call the compiler
/// may not elide as a dead store: `memset_s` on Apple platforms, `explicit_bzero` on glibc,
/// volatile byte stores elsewhere.
void pushspec_secure_zero(void *p, size_t n);

#endif
