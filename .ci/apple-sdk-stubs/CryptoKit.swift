// A transcription, for CI only, of the part of Apple's CryptoKit that PushSpecCrypto's CryptoKit
// backend uses (Sources/PushSpecCrypto/Backends/CryptoKit/): the declarations as Apple documents
// them, with each page's availability, so that `.ci/check-apple-code` type-checks the backend's
// Apple build (`canImport(CryptoKit)`: `import CryptoKit` and Foundation, not swift-crypto) on
// Linux. Not Apple's code, never linked or run: every body traps. Only what our code uses is
// declared (members, conformances and protocol requirements it does not use are left out).
// Availability is not checked on Linux; the attributes are the documentation's, for the reader.
//
// Documentation: https://developer.apple.com/documentation/cryptokit
// Sendable: CryptoKit's value types are Sendable in the SDK's Swift interface (CryptoKit is a
// Swift framework; swift-crypto, "the same API", declares the same types Sendable). Our code
// needs none of them to be.
import Foundation

/// https://developer.apple.com/documentation/cryptokit/symmetrickeysize
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct SymmetricKeySize: Sendable {
    /// https://developer.apple.com/documentation/cryptokit/symmetrickeysize/init(bitcount:)
    public init(bitCount: Int) { fatalError("stub") }
}

/// https://developer.apple.com/documentation/cryptokit/symmetrickey
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct SymmetricKey: ContiguousBytes, Sendable {
    /// https://developer.apple.com/documentation/cryptokit/symmetrickey/init(data:)
    public init<D: ContiguousBytes>(data: D) { fatalError("stub") }
    /// https://developer.apple.com/documentation/cryptokit/symmetrickey/init(size:)
    public init(size: SymmetricKeySize) { fatalError("stub") }
    /// https://developer.apple.com/documentation/cryptokit/symmetrickey/withunsafebytes(_:)
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { fatalError("stub") }
}

/// https://developer.apple.com/documentation/cryptokit/digest
/// (`protocol Digest : ContiguousBytes, CustomStringConvertible, Hashable, Sequence where Self.Element == UInt8`;
/// only ContiguousBytes, which our code uses, is kept.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol Digest: ContiguousBytes {}

/// https://developer.apple.com/documentation/cryptokit/hashfunction
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol HashFunction {
    associatedtype Digest: CryptoKit.Digest
    /// https://developer.apple.com/documentation/cryptokit/hashfunction/init()
    init()
    /// https://developer.apple.com/documentation/cryptokit/hashfunction/update(bufferpointer:)
    mutating func update(bufferPointer: UnsafeRawBufferPointer)
    /// https://developer.apple.com/documentation/cryptokit/hashfunction/finalize()
    func finalize() -> Digest
}

/// https://developer.apple.com/documentation/cryptokit/sha256digest
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct SHA256Digest: Digest, Sendable {
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { fatalError("stub") }
}

/// https://developer.apple.com/documentation/cryptokit/sha256
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct SHA256: HashFunction, Sendable {
    public typealias Digest = SHA256Digest
    public init() { fatalError("stub") }
    public mutating func update(bufferPointer: UnsafeRawBufferPointer) { fatalError("stub") }
    public func finalize() -> SHA256Digest { fatalError("stub") }
}

/// https://developer.apple.com/documentation/cryptokit/insecure
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum Insecure {
    /// https://developer.apple.com/documentation/cryptokit/insecure/sha1digest
    public struct SHA1Digest: CryptoKit.Digest, Sendable {
        public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { fatalError("stub") }
    }

    /// https://developer.apple.com/documentation/cryptokit/insecure/sha1
    public struct SHA1: HashFunction, Sendable {
        public typealias Digest = SHA1Digest
        public init() { fatalError("stub") }
        public mutating func update(bufferPointer: UnsafeRawBufferPointer) { fatalError("stub") }
        public func finalize() -> SHA1Digest { fatalError("stub") }
    }
}

/// https://developer.apple.com/documentation/cryptokit/hashedauthenticationcode
/// (`MessageAuthenticationCode`, of which our code uses ContiguousBytes.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct HashedAuthenticationCode<H: HashFunction>: ContiguousBytes, Sendable {
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { fatalError("stub") }
}

/// https://developer.apple.com/documentation/cryptokit/hkdf (iOS 14, macOS 11, tvOS 14, watchOS 7)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct HKDF<H: HashFunction>: Sendable {
    /// https://developer.apple.com/documentation/cryptokit/hkdf/extract(inputkeymaterial:salt:)
    public static func extract<Salt: DataProtocol>(
        inputKeyMaterial: SymmetricKey, salt: Salt?
    ) -> HashedAuthenticationCode<H> {
        fatalError("stub")
    }

    /// https://developer.apple.com/documentation/cryptokit/hkdf/expand(pseudorandomkey:info:outputbytecount:)
    public static func expand<PRK: ContiguousBytes, Info: DataProtocol>(
        pseudoRandomKey prk: PRK, info: Info?, outputByteCount: Int
    ) -> SymmetricKey {
        fatalError("stub")
    }
}

/// https://developer.apple.com/documentation/cryptokit/sharedsecret
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct SharedSecret: ContiguousBytes, Sendable {
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { fatalError("stub") }
}

/// https://developer.apple.com/documentation/cryptokit/aes
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum AES {
    /// https://developer.apple.com/documentation/cryptokit/aes/gcm
    public enum GCM {
        /// https://developer.apple.com/documentation/cryptokit/aes/gcm/nonce
        public struct Nonce: Sendable {
            /// https://developer.apple.com/documentation/cryptokit/aes/gcm/nonce/init(data:)
            public init<D: DataProtocol>(data: D) throws { fatalError("stub") }
        }

        /// https://developer.apple.com/documentation/cryptokit/aes/gcm/sealedbox
        public struct SealedBox: Sendable {
            /// https://developer.apple.com/documentation/cryptokit/aes/gcm/sealedbox/init(nonce:ciphertext:tag:)
            public init<C: DataProtocol, T: DataProtocol>(nonce: AES.GCM.Nonce, ciphertext: C, tag: T) throws {
                fatalError("stub")
            }
        }

        /// https://developer.apple.com/documentation/cryptokit/aes/gcm/open(_:using:)
        public static func open(_ sealedBox: AES.GCM.SealedBox, using key: SymmetricKey) throws -> Data {
            fatalError("stub")
        }
    }
}

/// https://developer.apple.com/documentation/cryptokit/p256
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum P256 {
    /// https://developer.apple.com/documentation/cryptokit/p256/keyagreement
    public enum KeyAgreement {
        /// https://developer.apple.com/documentation/cryptokit/p256/keyagreement/publickey
        public struct PublicKey: Sendable {
            /// https://developer.apple.com/documentation/cryptokit/p256/keyagreement/publickey/init(x963representation:)
            public init<Bytes: ContiguousBytes>(x963Representation: Bytes) throws { fatalError("stub") }
            /// https://developer.apple.com/documentation/cryptokit/p256/keyagreement/publickey/x963representation
            public var x963Representation: Data { fatalError("stub") }
        }

        /// https://developer.apple.com/documentation/cryptokit/p256/keyagreement/privatekey
        public struct PrivateKey: Sendable {
            /// https://developer.apple.com/documentation/cryptokit/p256/keyagreement/privatekey/init(rawrepresentation:)
            public init<Bytes: ContiguousBytes>(rawRepresentation: Bytes) throws { fatalError("stub") }
            /// https://developer.apple.com/documentation/cryptokit/p256/keyagreement/privatekey/publickey
            public var publicKey: P256.KeyAgreement.PublicKey { fatalError("stub") }
            /// https://developer.apple.com/documentation/cryptokit/p256/keyagreement/privatekey/sharedsecretfromkeyagreement(with:)
            public func sharedSecretFromKeyAgreement(with publicKeyShare: P256.KeyAgreement.PublicKey) throws -> SharedSecret {
                fatalError("stub")
            }
        }
    }
}
