/// How ready a docs page or a component is for use: `draft`, `beta`, `stable` or `deprecated`.
///
/// An extensible set: a new status is one more static member, added to ``all``.
public struct LifecycleStatus: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The status as written: `draft`, `beta`, …
    public let rawValue: String

    /// The status `rawValue`, whether or not it is one of ``all`` (see ``init(named:)`` to check).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Being written: not ready to rely on.
    public static let draft = LifecycleStatus(rawValue: "draft")
    /// Usable, still changing: feedback wanted.
    public static let beta = LifecycleStatus(rawValue: "beta")
    /// Ready: changes follow the design system's versioning.
    public static let stable = LifecycleStatus(rawValue: "stable")
    /// On its way out: use what replaces it.
    public static let deprecated = LifecycleStatus(rawValue: "deprecated")

    /// Every status, from the least ready to the last stage.
    public static let all: [LifecycleStatus] = [.draft, .beta, .stable, .deprecated]

    /// The status named `name` (case ignored), or nil when it is not one of ``all``.
    public init?(named name: String) {
        let folded = name.lowercased()
        guard let known = Self.all.first(where: { $0.rawValue == folded }) else { return nil }
        self = known
    }

    /// The allowed names as a sentence: `'draft', 'beta', 'stable' or 'deprecated'`.
    public static var allowedNames: String {
        let quoted = all.map { "'\($0.rawValue)'" }
        return quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
    }

    /// The message for a status that is not one of ``all``, with the closest name when there is one.
    public static func unknownMessage(_ name: String) -> String {
        let suggestion = Suggestion.closest(to: name.lowercased(), among: all.map(\.rawValue)).map { " (did you mean '\($0)'?)" } ?? ""
        return "'\(name)' is not a status\(suggestion); the statuses are \(allowedNames)"
    }

    /// The status with its first letter capitalised, as a badge shows it: `Draft`.
    public var label: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The status as written.
    public var description: String { rawValue }

    /// Orders statuses as ``all`` lists them (unknown ones last, by name).
    public static func < (lhs: LifecycleStatus, rhs: LifecycleStatus) -> Bool {
        let order = { (status: LifecycleStatus) in all.firstIndex(of: status) ?? all.count }
        return (order(lhs), lhs.rawValue) < (order(rhs), rhs.rawValue)
    }
}
