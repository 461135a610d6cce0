/// Where a docs page or a component stands and who looks after it: its `status` and `owner`,
/// each optional, as a page's front matter, a styles file or a `component.json` sets them.
public struct Lifecycle: Sendable, Hashable {
    /// How ready it is, or nil when not said.
    public var status: LifecycleStatus?
    /// The person or team who looks after it, or nil when not said.
    public var owner: String?

    /// The most characters an `owner` may have: a name or a team, not a paragraph.
    public static let ownerCharacters = 80

    /// Nothing said, or the status and owner given.
    public init(status: LifecycleStatus? = nil, owner: String? = nil) {
        self.status = status
        self.owner = owner
    }

    /// True when neither a status nor an owner is said.
    public var isEmpty: Bool { status == nil && owner == nil }

    /// This lifecycle, with what it does not say taken from `other`.
    public func filled(from other: Lifecycle) -> Lifecycle {
        Lifecycle(status: status ?? other.status, owner: owner ?? other.owner)
    }

    /// Why `owner` cannot be an owner (blank, several lines, too long), or nil when it can.
    public static func ownerProblem(_ owner: String) -> String? {
        if owner.allSatisfy(\.isWhitespace) { return "'owner' must not be blank: name a person or a team, such as \"Design systems team\"" }
        if owner.contains(where: \.isNewline) { return "'owner' must be one line: a person or a team" }
        if owner.count > ownerCharacters {
            return "'owner' has \(owner.count) characters; an owner is a person or a team of at most \(ownerCharacters) characters"
        }
        return nil
    }

    /// Reads `status` and `owner` from a JSON object (a styles file, a `component.json`),
    /// reporting a status that is not one of ``LifecycleStatus/all`` and an owner that is not a short line.
    public static func read(_ reader: inout ObjectReader) -> Lifecycle {
        var lifecycle = Lifecycle()
        if let name = reader.string("status") {
            if let status = LifecycleStatus(named: name) {
                lifecycle.status = status
            } else {
                reader.report(.invalidValue, at: "status", LifecycleStatus.unknownMessage(name))
            }
        }
        if let owner = reader.string("owner") {
            if let problem = ownerProblem(owner) { reader.report(.invalidValue, at: "owner", problem) } else { lifecycle.owner = owner }
        }
        return lifecycle
    }

    /// `"status"` and `"owner"` as JSON members, `null` for what is not said.
    public var jsonMembers: [(String, JSON)] {
        [("status", status.map { .string($0.rawValue) } ?? .null), ("owner", owner.map(JSON.string) ?? .null)]
    }
}
