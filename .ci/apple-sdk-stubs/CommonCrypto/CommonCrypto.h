// A transcription, for CI only, of the declarations of Apple's CommonCrypto that
// Sources/PushSpecCrypto/Backends/CryptoKit/AES256BlockDecryptor+CommonCrypto.swift uses, as the SDK's
// <CommonCrypto/CommonCryptor.h> and <CommonCrypto/CommonCryptoError.h> declare them (and as
// Apple's man page CCCryptor(3cc) documents them), so that `.ci/check-apple-code` type-checks
// our calls as Swift imports them. Not Apple's header: only what our code uses, never linked.
//
// Documentation: the man page CCCryptor(3cc) (`man CCCryptorCreate` on macOS).
// Source of the header: https://github.com/apple-oss-distributions/CommonCrypto (include/CommonCryptor.h)
#ifndef PUSHSPEC_CI_STUB_COMMONCRYPTO_H
#define PUSHSPEC_CI_STUB_COMMONCRYPTO_H

#include <stddef.h>
#include <stdint.h>

// CommonCryptor.h: CF_AVAILABLE(10_4, 2_0) on each function below (macOS 10.4, iOS 2.0).
#define PUSHSPEC_CC_AVAILABLE __attribute__((availability(macos, introduced = 10.4))) \
    __attribute__((availability(ios, introduced = 2.0)))

// CommonCryptoError.h
typedef int32_t CCStatus;
typedef int32_t CCCryptorStatus;
enum {
    kCCSuccess = 0,
};

// CommonCryptor.h: the opaque cryptor, imported into Swift as OpaquePointer.
typedef struct _CCCryptor *CCCryptorRef;

enum {
    kCCEncrypt = 0,
    kCCDecrypt,
};
typedef uint32_t CCOperation;

enum {
    kCCAlgorithmAES = 0,
};
typedef uint32_t CCAlgorithm;

enum {
    kCCOptionPKCS7Padding = 0x0001,
    kCCOptionECBMode = 0x0002,
};
typedef uint32_t CCOptions;

CCCryptorStatus CCCryptorCreate(
    CCOperation op, CCAlgorithm alg, CCOptions options, const void *key, size_t keyLength,
    const void *iv, CCCryptorRef *cryptorRef) PUSHSPEC_CC_AVAILABLE;

CCCryptorStatus CCCryptorRelease(CCCryptorRef cryptorRef) PUSHSPEC_CC_AVAILABLE;

CCCryptorStatus CCCryptorUpdate(
    CCCryptorRef cryptorRef, const void *dataIn, size_t dataInLength, void *dataOut,
    size_t dataOutAvailable, size_t *dataOutMoved) PUSHSPEC_CC_AVAILABLE;

#endif
