/// What the foreground of a contrast pair is, which decides the WCAG 2.x criterion it is judged by.
public enum ContrastKind: String, Hashable, Sendable, CaseIterable {
    /// Text: 1.4.3 Contrast (Minimum), 4.5:1 at AA (3:1 for large text), 7:1 at AAA.
    case text
    /// An icon drawn in the foreground colour: 1.4.11 Non-text Contrast, 3:1, a level AA criterion with no AAA level.
    case icon

    /// The WCAG 2.x success criterion the pair is judged by.
    public var criterion: String {
        switch self {
        case .text: "1.4.3 Contrast (Minimum)"
        case .icon: "1.4.11 Non-text Contrast"
        }
    }

    /// The least ratio that criterion asks for at level AA: 4.5 for (normal) text, 3 for an icon.
    public var required: Double {
        switch self {
        case .text: 4.5
        case .icon: 3
        }
    }
}
