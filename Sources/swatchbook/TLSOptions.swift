import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc
import MicroHTTP

/// `serve`'s TLS options: `--tls-cert` and `--tls-key`, or `SWATCHBOOK_TLS_CERT` and
/// `SWATCHBOOK_TLS_KEY` (paths to secrets belong on the command line or in the environment,
/// never in the Config a design team edits).
enum TLSOptions {
    /// The certificate's environment variable.
    static let certificateVariable = "SWATCHBOOK_TLS_CERT"
    /// The key's environment variable.
    static let keyVariable = "SWATCHBOOK_TLS_KEY"

    /// The TLS configuration the flags (first) or the environment ask for; nil for plain HTTP.
    /// Both files or neither: one alone is a usage error.
    static func configuration(certificate: String?, key: String?) throws -> TLSConfiguration? {
        let certificate = certificate ?? environment(certificateVariable)
        let key = key ?? environment(keyVariable)
        switch (certificate, key) {
        case (nil, nil): return nil
        case let (certificate?, key?): return TLSConfiguration(certificateFile: certificate, keyFile: key)
        case (nil, _): throw ValidationError("--tls-key needs --tls-cert (or \(certificateVariable)): the certificate it is the key of")
        case (_, nil): throw ValidationError("--tls-cert needs --tls-key (or \(keyVariable)): the certificate's private key")
        }
    }

    /// A log line for the certificate being served.
    static func describe(_ certificate: TLSCertificateInfo) -> String {
        "TLS certificate serial \(certificate.serial)" + (certificate.expires.map { ", expires \(Date(timeIntervalSince1970: Double($0)).formatted(.iso8601))" } ?? "")
    }

    /// What `/healthz` may say of a refused pair: the file's name (not its folder) and the rule.
    static func publicProblem(_ error: TLSError) -> String {
        let name = error.file.split(separator: "/").last.map(String.init) ?? error.file
        return "TLS certificate reload refused: \(name) [\(error.code)]; still serving the previous certificate"
    }

    /// The environment variable `name`, when set and not empty.
    static func environment(_ name: String) -> String? {
        guard let value = getenv(name), case let text = String(cString: value), !text.isEmpty else { return nil }
        return text
    }
}
