import Foundation
import HTTPTestSupport
import Logging
import Testing
@testable import MicroHTTP

/// One way a certificate and key pair can be unusable, and the error it must give.
struct BadPair: CustomTestStringConvertible, Sendable {
    /// What the case is, for the test's name.
    let name: String
    /// The certificate file's text, or nil for no file at all.
    let certificate: String?
    /// The key file's text, or nil for no file at all.
    let key: String?
    /// The code expected.
    let code: TLSError.Code
    /// Whether the error names the key file (else the certificate file).
    let blamesKey: Bool

    var testDescription: String { name }

    static let all: [BadPair] = [
        BadPair(name: "certificate missing", certificate: nil, key: TLSFixture.key, code: .fileMissing, blamesKey: false),
        BadPair(name: "key missing", certificate: TLSFixture.certificate, key: nil, code: .fileMissing, blamesKey: true),
        BadPair(name: "certificate empty", certificate: "", key: TLSFixture.key, code: .notPEM, blamesKey: false),
        BadPair(name: "certificate not PEM", certificate: "hello\n", key: TLSFixture.key, code: .notPEM, blamesKey: false),
        BadPair(name: "key given as the certificate", certificate: TLSFixture.key, key: TLSFixture.key, code: .notPEM, blamesKey: false),
        BadPair(name: "certificate given as the key", certificate: TLSFixture.certificate, key: TLSFixture.certificate,
                code: .notPEM, blamesKey: true),
        BadPair(name: "key not PEM", certificate: TLSFixture.certificate, key: "not a key", code: .notPEM, blamesKey: true),
        BadPair(name: "key encrypted", certificate: TLSFixture.certificate, key: TLSFixture.encryptedKey,
                code: .encryptedKey, blamesKey: true),
        BadPair(name: "key of another certificate", certificate: TLSFixture.certificate, key: TLSFixture.renewedKey,
                code: .keyMismatch, blamesKey: true),
        BadPair(name: "certificate over 1 MiB", certificate: TLSFixture.certificate + String(repeating: "#", count: 1024 * 1024),
                key: TLSFixture.key, code: .fileTooLarge, blamesKey: false),
        BadPair(name: "certificate block of garbage", certificate: "-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n",
                key: TLSFixture.key, code: .notPEM, blamesKey: false),
    ]
}

@Suite("TLS certificate and key files", .integration)
struct TLSConfigurationTests {
    @Test("a certificate and its key are accepted, and described by serial and expiry")
    func goodPair() throws {
        let fixture = try TLSFixture()
        defer { fixture.remove() }
        let configuration = TLSConfiguration(certificateFile: try fixture.write("tls.crt", TLSFixture.certificate),
                                             keyFile: try fixture.write("tls.key", TLSFixture.key))
        let info = try configuration.check()
        #expect(info.serial == "1001")
        #expect((info.expires ?? 0) > 4_000_000_000)
    }

    @Test("a pair that cannot be served is refused with the file at fault and the rule", arguments: BadPair.all)
    func badPair(_ pair: BadPair) throws {
        let fixture = try TLSFixture()
        defer { fixture.remove() }
        let certificate = try pair.certificate.map { try fixture.write("tls.crt", $0) } ?? fixture.folder + "/tls.crt"
        let key = try pair.key.map { try fixture.write("tls.key", $0) } ?? fixture.folder + "/tls.key"
        let error = #expect(throws: TLSError.self) {
            try TLSConfiguration(certificateFile: certificate, keyFile: key).check()
        }
        #expect(error?.code == pair.code)
        #expect(error?.file == (pair.blamesKey ? key : certificate))
        #expect(error?.description.hasPrefix((pair.blamesKey ? key : certificate) + ": ") == true)
        #expect(error?.description.hasSuffix("[\(pair.code)]") == true)
    }

    @Test("a folder named as the certificate is unreadable, not missing")
    func folder() throws {
        let fixture = try TLSFixture()
        defer { fixture.remove() }
        let error = #expect(throws: TLSError.self) {
            try TLSConfiguration(certificateFile: fixture.folder, keyFile: try fixture.write("tls.key", TLSFixture.key)).check()
        }
        #expect(error?.code == .fileUnreadable)
    }

    @Test("HSTS is sent only when serving TLS, one year, without includeSubDomains")
    func strictTransportSecurity() {
        #expect(SecurityPolicy.strict.fields.allSatisfy { $0.name != "Strict-Transport-Security" })
        var policy = SecurityPolicy.strict
        policy.strictTransportSecurity = TLSConfiguration.defaultStrictTransportSecurity
        #expect(policy.fields.contains { $0 == ("Strict-Transport-Security", "max-age=31536000") })
    }

    @Test("a server with TLS says https, reloads a renewed pair and keeps its pair when a reload is bad")
    func reload() throws {
        let fixture = try TLSFixture()
        defer { fixture.remove() }
        let certificate = try fixture.write("tls.crt", TLSFixture.certificate)
        let key = try fixture.write("tls.key", TLSFixture.key)
        let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
        let server = try Server(configuration: ServerConfiguration(host: "127.0.0.1", port: 0, threads: 2,
                                                                   tls: TLSConfiguration(certificateFile: certificate, keyFile: key)),
                                responder: ClosureResponder { _ in Response(status: .ok) }, logger: logger)
        defer { server.stop(gracePeriod: .zero) }
        #expect(server.scheme == "https")
        #expect(server.certificate?.serial == "1001")
        try fixture.write("tls.crt", TLSFixture.renewedCertificate)
        #expect(throws: TLSError.self) { try server.reloadCertificate() } // the new certificate, the old key
        #expect(server.certificate?.serial == "1001")
        try fixture.write("tls.key", TLSFixture.renewedKey)
        #expect(try server.reloadCertificate()?.serial == "2002")
        #expect(server.certificate?.serial == "2002")
    }

    @Test("a bad pair stops the server from starting, with the TLS error's words")
    func badStart() throws {
        let fixture = try TLSFixture()
        defer { fixture.remove() }
        let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
        let tls = TLSConfiguration(certificateFile: fixture.folder + "/absent.crt", keyFile: fixture.folder + "/absent.key")
        let error = #expect(throws: ServerError.self) {
            _ = try Server(configuration: ServerConfiguration(host: "127.0.0.1", port: 0, threads: 2, tls: tls),
                           responder: ClosureResponder { _ in Response(status: .ok) }, logger: logger)
        }
        #expect(error?.code == .tls)
        #expect(error?.message.contains("absent.crt: no such file [tls-file-missing]") == true)
    }

    @Test("a plain server says http and has no certificate to reload")
    func plain() throws {
        let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
        let server = try Server(configuration: ServerConfiguration(host: "127.0.0.1", port: 0, threads: 2),
                                responder: ClosureResponder { _ in Response(status: .ok) }, logger: logger)
        defer { server.stop(gracePeriod: .zero) }
        #expect(server.scheme == "http")
        #expect(server.certificate == nil)
        #expect(try server.reloadCertificate() == nil)
    }
}
