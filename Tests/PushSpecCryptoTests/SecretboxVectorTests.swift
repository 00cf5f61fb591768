@testable import PushSpecCrypto
import PushSpecTestSupport
import Testing

/// The Swift secretbox, and every backend's `secretboxOpen`, open the boxes of two other
/// implementations: libsodium's own test vectors (`Fixtures/libsodium`, from its
/// `test/default/secretbox*` files) and boxes made by PyNaCl (`Fixtures/pynacl`, written by its
/// `generate.py`).
@Suite("Secretbox vectors")
struct SecretboxVectorTests {
    @Test("the fixture files are what these tests expect")
    func counts() {
        #expect(SecretboxFixtures.libsodium.map(\.message.count) == [131, 0, 10])
        #expect(SecretboxFixtures.pynacl.map(\.message.count) == [0, 1, 15, 16, 63, 64, 65, 400, 4096])
        for vector in SecretboxFixtures.libsodium + SecretboxFixtures.pynacl {
            #expect(vector.box.count == vector.message.count + XSalsa20Poly1305.macSize, "\(vector)")
        }
    }

    @Test("libsodium's secretbox vectors open, in place and into another buffer", arguments: SecretboxUnderTest.all, SecretboxFixtures.libsodium)
    func libsodium(secretbox: SecretboxUnderTest, _ vector: SecretboxFixtures.Vector) {
        #expect(secretbox.disjoint(vector.box, nonce: vector.nonce, key: vector.key) == vector.message)
        #expect(secretbox.inPlace(vector.box, nonce: vector.nonce, key: vector.key).plaintext == vector.message)
    }

    @Test("PyNaCl's boxes open, in place and into another buffer", arguments: SecretboxUnderTest.all, SecretboxFixtures.pynacl)
    func pynacl(secretbox: SecretboxUnderTest, _ vector: SecretboxFixtures.Vector) {
        #expect(secretbox.disjoint(vector.box, nonce: vector.nonce, key: vector.key) == vector.message)
        #expect(secretbox.inPlace(vector.box, nonce: vector.nonce, key: vector.key).plaintext == vector.message)
    }

    /// The fixtures are also what the libsodium linked here makes, so the tests above check the
    /// Swift code against three implementations that agree.
    @Test("the installed libsodium makes the same boxes")
    func libsodiumAgrees() {
        for vector in SecretboxFixtures.libsodium + SecretboxFixtures.pynacl {
            #expect(LibsodiumSecretbox.seal(vector.message, nonce: vector.nonce, key: vector.key) == vector.box, "\(vector)")
        }
    }
}
