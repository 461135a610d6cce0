import DesignSystem

/// Who may read a Swatchbook (`"access"` in swatchbook.json).
public enum AccessMode: String, Sendable, Equatable, CaseIterable {
    /// Everyone who can reach the server reads everything (the default).
    case `public`
    /// Only signed-in readers, machine tokens and readers a listed proxy vouches for; everyone
    /// else gets `401` or the sign-in page, except at `/healthz` and the sign-in routes.
    case `private`

    /// Reads the `access` member, reporting a value that is neither mode; nil when it is absent.
    static func read(_ reader: inout ObjectReader) -> AccessMode? {
        guard let text = reader.string("access") else { return nil }
        guard let mode = AccessMode(rawValue: text) else {
            reader.report(.invalidValue, at: "access",
                          "must be \(allCases.map { "'\($0.rawValue)'" }.joined(separator: " or ")), found '\(text)'")
            return nil
        }
        return mode
    }
}
