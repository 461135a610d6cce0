/// The semantic-versioning bump a set of token changes calls for.
///
/// - `major`: something a consumer may rely on is gone or different in kind: a token removed or
///   renamed, a token's type changed, or a context (a theme) removed.
/// - `minor`: something was added or announced without breaking anything: a token added, a
///   token newly deprecated, a context added.
/// - `patch`: only values changed (a colour retuned, a size adjusted).
/// - `none`: nothing changed.
///
/// The highest that applies wins.
public enum VersionBump: String, Sendable, Comparable, CaseIterable {
    /// Nothing changed.
    case none
    /// Only values changed.
    case patch
    /// Additions and deprecations.
    case minor
    /// Removals, renames, type changes.
    case major

    /// Orders bumps from `none` to `major`.
    public static func < (a: VersionBump, b: VersionBump) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// How many tokens changed in each way, and how many contexts were added or removed.
public struct DiffSummary: Sendable, Hashable {
    /// Tokens added.
    public var added: Int
    /// Tokens removed.
    public var removed: Int
    /// Tokens renamed.
    public var renamed: Int
    /// Tokens whose value changed.
    public var valueChanged: Int
    /// Tokens whose type changed.
    public var typeChanged: Int
    /// Tokens newly deprecated.
    public var deprecated: Int
    /// Contexts only the newer side has.
    public var contextsAdded: Int
    /// Contexts only the older side has.
    public var contextsRemoved: Int

    /// The bump these changes call for (see ``VersionBump``).
    public var bump: VersionBump {
        if removed + renamed + typeChanged + contextsRemoved > 0 { return .major }
        if added + deprecated + contextsAdded > 0 { return .minor }
        return valueChanged > 0 ? .patch : .none
    }

    /// Why ``bump`` is what it is: the changes of its level, in words (`1 token removed, 2 renamed`);
    /// empty for `none`.
    public var reason: String {
        func count(_ number: Int, _ words: String) -> String? { number == 0 ? nil : "\(number) \(words)" }
        let parts: [String?]
        switch bump {
        case .major:
            parts = [count(removed, "removed"), count(renamed, "renamed"), count(typeChanged, "changed type"),
                     count(contextsRemoved, contextsRemoved == 1 ? "context removed" : "contexts removed")]
        case .minor:
            parts = [count(added, "added"), count(deprecated, "newly deprecated"),
                     count(contextsAdded, contextsAdded == 1 ? "context added" : "contexts added")]
        case .patch: parts = [count(valueChanged, valueChanged == 1 ? "value changed" : "values changed")]
        case .none: parts = []
        }
        return parts.compactMap { $0 }.joined(separator: ", ")
    }
}
