import HTTPTestSupport
import Testing
@testable import MicroHTTP

@Suite("SHA-256, HMAC-SHA256 and signature keys through GnuTLS")
struct CryptographyTests {
    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }

    @Test("SHA-256 gives the published digests (FIPS 180-4 examples)", arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func sha256(_ text: String, _ expected: String) {
        #expect(Self.hex(SHA256Digest.hash(text)) == expected)
        #expect(SHA256Digest.hash(Array(text.utf8)) == SHA256Digest.hash(text))
    }

    @Test("HMAC-SHA256 gives RFC 4231's codes and checks them", arguments: [
        (Array("Jefe".utf8), "what do ya want for nothing?", "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"),
        ([UInt8](repeating: 0x0b, count: 20), "Hi There", "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"),
    ])
    func hmac(_ key: [UInt8], _ message: String, _ expected: String) {
        let code = HMACSHA256.code(for: Array(message.utf8), key: key)
        #expect(Self.hex(code) == expected)
        #expect(HMACSHA256.isValid(code, for: Array(message.utf8), key: key))
        var flipped = code
        flipped[31] ^= 1
        #expect(!HMACSHA256.isValid(flipped, for: Array(message.utf8), key: key))
        #expect(!HMACSHA256.isValid(Array(code.dropLast()), for: Array(message.utf8), key: key))
        #expect(!HMACSHA256.isValid(code, for: Array((message + "!").utf8), key: key))
    }

    static let rsa = TestSigningKey(.rsa(bits: 2048))
    static let p256 = TestSigningKey(.p256)

    static func publicKey(_ key: TestSigningKey) -> SignatureKey? {
        let (first, second) = key.publicNumbers
        if case .p256 = key.kind { return SignatureKey(p256X: first, y: second) }
        return SignatureKey(rsaModulus: first, exponent: second)
    }

    @Test("a signature verifies with its key, and not when the message, the signature or the key differ", arguments: [rsa, p256])
    func signatures(_ signer: TestSigningKey) throws {
        let key = try #require(Self.publicKey(signer))
        let message = Array("header.payload".utf8)
        let signature = signer.sign(message)
        #expect(message.withUnsafeBytes { key.isValidSignature(signature, for: $0) })
        #expect(!Array("header.payloaD".utf8).withUnsafeBytes { key.isValidSignature(signature, for: $0) })
        var flipped = signature
        flipped[flipped.count / 2] ^= 0x40
        #expect(!message.withUnsafeBytes { key.isValidSignature(flipped, for: $0) })
        #expect(!message.withUnsafeBytes { key.isValidSignature(Array(signature.dropLast()), for: $0) })
        #expect(!message.withUnsafeBytes { key.isValidSignature([], for: $0) })
        let other = try #require(Self.publicKey(TestSigningKey(signer.kind)))
        #expect(!message.withUnsafeBytes { other.isValidSignature(signature, for: $0) })
    }

    @Test("an ES256 signature whose r or s starts with a zero byte verifies (DER drops the zero)")
    func leadingZeros() throws {
        let key = try #require(Self.publicKey(Self.p256))
        var found = (r: false, s: false)
        for attempt in 0..<20_000 where !(found.r && found.s) {
            let message = Array("message \(attempt)".utf8)
            let signature = Self.p256.sign(message)
            guard signature[0] == 0 || signature[32] == 0 else { continue }
            if signature[0] == 0 { found.r = true } else { found.s = true }
            #expect(message.withUnsafeBytes { key.isValidSignature(signature, for: $0) }, "attempt \(attempt)")
        }
        #expect(found.r && found.s, "20,000 signatures held no r and no s with a leading zero byte")
    }

    @Test("keys that are too small, too large or not on the curve are refused")
    func badKeys() {
        let small = TestSigningKey(.rsa(bits: 1024)).publicNumbers
        #expect(SignatureKey(rsaModulus: small.first, exponent: small.second) == nil, "1,024-bit RSA")
        #expect(SignatureKey(rsaModulus: [1] + [UInt8](repeating: 0xff, count: 1024), exponent: [1, 0, 1]) == nil, "8,193-bit RSA")
        let good = Self.rsa.publicNumbers
        #expect(SignatureKey(rsaModulus: [0, 0] + good.first, exponent: good.second) != nil, "leading zeros are not bits")
        #expect(SignatureKey(rsaModulus: good.first, exponent: []) == nil, "no exponent")
        let point = Self.p256.publicNumbers
        var offCurve = point.second
        offCurve[31] ^= 1
        #expect(SignatureKey(p256X: point.first, y: offCurve) == nil, "a point off P-256")
        #expect(SignatureKey(p256X: Array(point.first.dropFirst()), y: point.second) == nil, "31-byte x")
        #expect(SignatureKey(p256X: [UInt8](repeating: 0, count: 32), y: [UInt8](repeating: 0, count: 32)) == nil, "the origin")
    }

    @Test("constant-time comparison: equal only for the same bytes of the same length", arguments: [
        ([UInt8](), [UInt8](), true), ([1, 2, 3], [1, 2, 3], true), ([1, 2, 3], [1, 2, 4], false),
        ([9, 2, 3], [1, 2, 3], false), ([1, 2], [1, 2, 3], false), ([], [0], false),
    ] as [([UInt8], [UInt8], Bool)])
    func constantTimeBytes(left: [UInt8], right: [UInt8], equal: Bool) {
        #expect(ConstantTime.equal(left, right) == equal)
        #expect(ConstantTime.equal(right, left) == equal)
    }

    @Test("constant-time comparison of strings compares their UTF-8 bytes")
    func constantTimeStrings() {
        #expect(ConstantTime.equal("état-7f3a", "état-7f3a"))
        #expect(!ConstantTime.equal("état-7f3a", "etat-7f3a"))
        #expect(!ConstantTime.equal("nonce", "nonce "))
        #expect(ConstantTime.equal("", ""))
    }
}
