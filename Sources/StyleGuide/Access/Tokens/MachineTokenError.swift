import DesignSystem

/// Why `swatchbook token create`, `list` or `revoke` failed; rendered by ``description``.
public enum MachineTokenError: Error, Sendable, CustomStringConvertible {
    /// The tokens file cannot be read, written or locked.
    case file(String)
    /// The tokens file breaks a rule of its format.
    case invalidFile(Diagnostics)
    /// The change would take the file past a limit.
    case limit(String)
    /// A token of that name exists already (create).
    case exists(String)
    /// No token has that name (revoke).
    case unknown(String)

    /// The code scripts can match, as `[code]` ends the message.
    public var code: String {
        switch self {
        case .file: "tokens-file"
        case .invalidFile: "invalid-tokens-file"
        case .limit: "limit-exceeded"
        case .exists: "token-exists"
        case .unknown: "unknown-token"
        }
    }

    /// The message for the person at the terminal.
    public var description: String {
        switch self {
        case .file(let message): "\(message) [\(code)]"
        case .invalidFile(let problems): problems.list.map(\.description).joined(separator: "\n")
        case .limit(let message): "\(message) [\(code)]"
        case .exists(let name): "a token named '\(name)' exists already: revoke it first, or choose another name [\(code)]"
        case .unknown(let name): "no token is named '\(name)' (swatchbook token list shows them) [\(code)]"
        }
    }
}
