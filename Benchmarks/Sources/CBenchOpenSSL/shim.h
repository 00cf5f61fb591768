#ifndef PUSHSPEC_BENCH_OPENSSL_SHIM_H
#define PUSHSPEC_BENCH_OPENSSL_SHIM_H
// What the benchmarks' test-only MTProto encryptor uses of OpenSSL's libcrypto.
#include <openssl/evp.h>
#endif
