/// Why the server could not start or serve: a code to match on and a readable description.
public struct ServerError: Error, Sendable, CustomStringConvertible {
    /// The kind of failure, extensible like the other names of this module.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// A short stable identifier, e.g. `address-in-use`.
        public let name: String

        /// The host is not an IP address or resolvable name.
        public static let invalidHost = Code(name: "invalid-host")
        /// The port is outside 0...65535.
        public static let invalidPort = Code(name: "invalid-port")
        /// libmicrohttpd refused to start (address in use, permission denied, ...).
        public static let startFailed = Code(name: "start-failed")
        /// A limit is out of range, or the limits contradict each other.
        public static let invalidLimits = Code(name: "invalid-limits")
        /// The process's limit on open files could not be raised.
        public static let descriptorLimit = Code(name: "descriptor-limit")
        /// The folder of static files is missing or not a folder.
        public static let publicFolderMissing = Code(name: "public-folder-missing")
        /// The TLS certificate or key cannot be served (the message is the ``TLSError``'s).
        public static let tls = Code(name: "tls")

        /// The identifier.
        public var description: String { name }
    }

    /// What kind of failure this is.
    public let code: Code
    /// What went wrong, in words.
    public let message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
