#ifndef PUSHSPEC_COPENSSL_SHIM_H
#define PUSHSPEC_COPENSSL_SHIM_H
// The parts of OpenSSL's libcrypto (libssl-dev) that PushSpecCrypto uses.
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/rand.h>
#include <openssl/sha.h>
#include <openssl/ec.h>
#include <openssl/kdf.h>
#include <openssl/core_names.h>
#include <openssl/params.h>
#include <openssl/err.h>
#endif
