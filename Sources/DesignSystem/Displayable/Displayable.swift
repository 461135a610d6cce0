/// The information hierarchy every component consumes: four levels of text, an image and how
/// the image is masked.
///
/// A component never knows the concrete type behind it: anything `Displayable` renders in any
/// component, and a component shows only the parts it uses. A part with no content (nil, or text
/// that is empty or only whitespace) is not rendered at all. Every requirement has a default
/// (nothing), so a type states only what it has.
public protocol Displayable {
    /// The most important text: a title, a name, a button's label.
    var primaryText: String? { get }
    /// Supporting text: a subtitle, a detail line.
    var secondaryText: String? { get }
    /// A third level: body text, a caption, a hint.
    var tertiaryText: String? { get }
    /// The least prominent text: metadata, a trailing value.
    var quaternaryText: String? { get }
    /// An image: a file under `Public/` or an `https:` address.
    var image: ImageSource? { get }
    /// How the image is masked.
    var imageMask: ImageMask { get }
}

extension Displayable {
    /// No primary text.
    public var primaryText: String? { nil }
    /// No secondary text.
    public var secondaryText: String? { nil }
    /// No tertiary text.
    public var tertiaryText: String? { nil }
    /// No quaternary text.
    public var quaternaryText: String? { nil }
    /// No image.
    public var image: ImageSource? { nil }
    /// No mask.
    public var imageMask: ImageMask { .none }

    /// The text of a text part when it has content (not nil, not blank); nil otherwise and for `.image`.
    public func text(of part: DisplayPart) -> String? {
        let text: String? = switch part {
        case .primaryText: primaryText
        case .secondaryText: secondaryText
        case .tertiaryText: tertiaryText
        case .quaternaryText: quaternaryText
        case .image: nil
        }
        guard let text, text.contains(where: { !$0.isWhitespace }) else { return nil }
        return text
    }

    /// True when `part` has content to render.
    public func hasContent(_ part: DisplayPart) -> Bool {
        part == .image ? image != nil : text(of: part) != nil
    }
}

/// One part of a ``Displayable``, as components declare the parts they show.
public enum DisplayPart: String, CaseIterable, Sendable, Hashable, Codable {
    /// ``Displayable/primaryText``.
    case primaryText
    /// ``Displayable/secondaryText``.
    case secondaryText
    /// ``Displayable/tertiaryText``.
    case tertiaryText
    /// ``Displayable/quaternaryText``.
    case quaternaryText
    /// ``Displayable/image`` (with its mask).
    case image
}
