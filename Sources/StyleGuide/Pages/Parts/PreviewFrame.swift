import DesignSystem

/// One framed preview: the isolated preview document in an `iframe` (titled for screen
/// readers, loaded lazily) with a caption that links to the variant.
enum PreviewFrame {
    /// How tall the frame is drawn: components showing one line, a few lines, or whole lists.
    enum Height: String {
        /// Labels, badges, buttons, controls.
        case short
        /// Rows, headers.
        case medium
        /// Cards and list sections.
        case tall
    }

    /// The heights of the built-in components whose content needs more room than one line.
    static let builtInHeights: [ComponentName: Height] = ["row": .medium, "header": .medium, "text-field": .medium,
                                                          "card": .tall, "list-section": .tall]

    /// The height that suits a component: a template component's `previewHeight`, the built-in
    /// ones' own, else tall for lists and short for the rest.
    static func height(for entry: CatalogEntry) -> Height {
        if let written = entry.template?.definition.previewHeight, let height = Height(rawValue: written) { return height }
        let about = entry.about
        return builtInHeights[about.name] ?? (about.showsSections ? .tall : .short)
    }

    /// A frame of `src` (already themed) titled `title`, captioned with `caption` linking to `link`.
    /// Every frame stays in the tab order: a preview holds real controls, and content a keyboard
    /// cannot reach would hide them from keyboard users (axe's frame-focusable-content).
    static func node(src: String, title: String, caption: Node, link: String?, height: Height, current: Bool = false,
                     lazy: Bool = true) -> Node {
        var attributes: [Attribute] = [.class("preview-frame", "preview-frame--" + height.rawValue, current ? "is-current" : "")]
        if current { attributes.append(.aria("current", "true")) }
        var frame: [Attribute] = [.class("preview-frame__canvas"), .src(src), .title(title)]
        if lazy { frame.append(.loading("lazy")) }
        return .figure(attributes, [
            .iframe(frame, []),
            .figcaption(.class("preview-frame__caption"), children: link.map { .a(.href($0), children: caption) } ?? caption),
        ])
    }
}
