/// Why a certificate and key cannot be served: a code to match on, the file at fault and a
/// readable sentence (``description`` puts them together, the one place they are rendered).
public struct TLSError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of failure, extensible like the other names of this module.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// A short stable identifier, e.g. `tls-not-pem`.
        public let name: String

        /// This libmicrohttpd was built without TLS (GnuTLS), or without certificate callbacks.
        public static let unsupported = Code(name: "tls-unsupported")
        /// The file does not exist.
        public static let fileMissing = Code(name: "tls-file-missing")
        /// The file exists but cannot be read (permissions, a folder, an I/O error).
        public static let fileUnreadable = Code(name: "tls-file-unreadable")
        /// The file is larger than ``TLSConfiguration/largestFileBytes``.
        public static let fileTooLarge = Code(name: "tls-file-too-large")
        /// The file holds no PEM certificate, or no PEM private key, that GnuTLS can read.
        public static let notPEM = Code(name: "tls-not-pem")
        /// The private key is encrypted with a passphrase.
        public static let encryptedKey = Code(name: "tls-key-encrypted")
        /// The private key is not the key of the (first) certificate.
        public static let keyMismatch = Code(name: "tls-key-mismatch")

        /// The identifier.
        public var description: String { name }
    }

    /// What kind of failure this is.
    public let code: Code
    /// The file at fault, as it was named.
    public let file: String
    /// What is wrong with it, in words, without the file name.
    public let reason: String

    /// Creates an error.
    public init(_ code: Code, file: String, _ reason: String) {
        self.code = code
        self.file = file
        self.reason = reason
    }

    /// `FILE: reason [code]`.
    public var description: String { "\(file): \(reason) [\(code)]" }
}
