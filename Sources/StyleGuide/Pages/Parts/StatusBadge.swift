import DesignSystem

/// A docs page's or a component's `status` as a coloured badge, and its `owner`: shown near the
/// page's title, on the docs index's cards and the components grid's.
///
/// The badge's text is the status itself (`Beta`), preceded by a visually hidden "Status: ", so
/// that it is read the same with or without colour; each status's colours are the guide's
/// verdict pairs, legible in light and dark.
enum StatusBadge {
    /// The badge of `status`, or nothing.
    static func node(_ status: LifecycleStatus?) -> Node {
        guard let status else { return .empty }
        return .span([.class("status-badge", "status-badge--" + status.rawValue)], [
            .span([.class("visually-hidden")], [.text("Status: ")]),
            .text(status.label),
        ])
    }

    /// The status badge and "Owner: …" on one line below a title, or nothing when neither is said.
    static func line(_ lifecycle: Lifecycle) -> Node {
        guard !lifecycle.isEmpty else { return .empty }
        return .p([.class("lifecycle")], parts(lifecycle))
    }

    /// The status badge and owner for a card's foot, or nothing when neither is said.
    static func cardLine(_ lifecycle: Lifecycle) -> Node {
        guard !lifecycle.isEmpty else { return .empty }
        return .p([.class("card__meta", "lifecycle", "lifecycle--card")], parts(lifecycle))
    }

    private static func parts(_ lifecycle: Lifecycle) -> [Node] {
        [node(lifecycle.status),
         lifecycle.owner.map { .span([.class("lifecycle__owner")], [.text("Owner: " + $0)]) } ?? .empty]
    }
}
