import Foundation
import Testing
@testable import StyleGuide

/// How an `Authorization` header is read: Bearer, Basic with any user, and every malformed shape refused.
@Suite("Authorization header")
struct AuthorizationCredentialsTests {
    static let token = "sbt_" + String(repeating: "A", count: 43)

    static func basic(_ userAndPassword: String) -> String { "Basic " + Data(userAndPassword.utf8).base64EncodedString() }

    static let offers: [(String, String)] = [
        ("Bearer \(token)", token),
        ("bearer \(token)", token),
        ("BEARER   \(token)  ", token),
        ("\tBearer\t\(token)", token),
        (basic("ci:\(token)"), token),
        (basic(":\(token)"), token),
        (basic("a user with spaces:\(token)"), token),
        (basic("ünïcode:\(token)"), token),
        (basic("ci:pass:with:colons"), "pass:with:colons"),
        ("basic " + Data("x:\(token)".utf8).base64EncodedString(), token),
    ]

    @Test("offers the token", arguments: offers)
    func offered(header: String, token: String) {
        #expect(AuthorizationCredentials(header: header) == .token(token))
    }

    static let malformedHeaders: [(String, String)] = [
        ("", "empty"),
        ("   ", "empty"),
        ("Bearer", "no credentials"),
        ("Bearer ", "no credentials"),
        ("Bearer a b", "no spaces"),
        ("Basic !!!!", "not base64"),
        ("Basic YWJj", "no ':'"),
        ("Basic YWJjZA", "not base64"),
        ("Basic Y2k=6Y2k", "not base64"),
        ("Basic " + Data([0x63, 0x3A, 0xFF, 0xFE]).base64EncodedString(), "not UTF-8"),
        ("Digest username=\"ci\"", "must be Bearer or Basic"),
        ("Token \(token)", "must be Bearer or Basic"),
        ("Bearer " + String(repeating: "x", count: 5000), "longer than 1024 bytes"),
        (basic("ci:" + String(repeating: "y", count: 2000)), "longer than 1024 bytes"),
    ]

    @Test("refuses a malformed header, naming what is wrong", arguments: malformedHeaders)
    func malformed(header: String, reason: String) {
        guard case .malformed(let message) = AuthorizationCredentials(header: header) else {
            Issue.record("'\(header.prefix(40))' was accepted")
            return
        }
        #expect(message.contains(reason), "\(message)")
        #expect(!message.contains(Self.token))
    }

    @Test("a huge header is refused without being decoded, in one pass")
    func hugeHeader() {
        let header = "Basic " + String(repeating: "QUFB", count: 1_000_000)
        #expect(AuthorizationCredentials(header: header) == .malformed("the Authorization header is longer than 1024 bytes"))
    }
}
