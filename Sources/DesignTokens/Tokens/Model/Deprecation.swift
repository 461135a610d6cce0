/// Whether a token or group is deprecated, and why.
public enum Deprecation: Hashable, Sendable {
    /// Explicitly not deprecated (`false`), overriding a deprecated group.
    case current
    /// Deprecated without a reason (`true`).
    case deprecated
    /// Deprecated, with the reason given.
    case deprecatedBecause(String)

    /// True unless `current`.
    public var isDeprecated: Bool { self != .current }

    /// The reason, if one was given.
    public var reason: String? {
        if case .deprecatedBecause(let reason) = self { return reason }
        return nil
    }

    /// The `$deprecated` value as JSON: `false`, `true` or the reason.
    public var json: JSON {
        switch self {
        case .current: return false
        case .deprecated: return true
        case .deprecatedBecause(let reason): return .string(reason)
        }
    }
}
