/// Why ``HTTPClient`` got no usable answer: a typed error with a code and a message for a person.
public struct ClientError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of failure.
    public struct Code: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL is not an http or https URL the client can ask, or a header holds a line break.
        public static let invalidRequest = Code(rawValue: "invalid-request")
        /// No connection: the name does not resolve, nothing listens, the deadline passed.
        public static let unreachable = Code(rawValue: "unreachable")
        /// The TLS handshake failed or the certificate did not verify.
        public static let tls = Code(rawValue: "tls")
        /// The answer's body is larger than the limit asked for.
        public static let tooLarge = Code(rawValue: "too-large")
        /// The answer is not HTTP the client can read (a bad status line, bad chunk, cut short).
        public static let badAnswer = Code(rawValue: "bad-answer")
    }

    /// What kind of failure.
    public let code: Code
    /// What went wrong.
    public let message: String

    /// A failure of `code` saying `message`.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// `message [code]`.
    public var description: String { "\(message) [\(code.rawValue)]" }
}
