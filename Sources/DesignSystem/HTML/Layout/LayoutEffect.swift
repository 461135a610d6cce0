/// One visual concern a layout modifier sets on a node (its padding, its background, its font…),
/// the values it accepts, and the CSS declarations it becomes.
///
/// A struct with static members, like `HTTPMethod` in swift-http-types: the built-in effects are
/// listed here, and equality is by name.
public struct LayoutEffect: Hashable, Sendable, CustomStringConvertible {
    /// The name, used in class names (`sb-padding--space-4`) and in style files' diagnostics.
    public let name: String
    /// What it accepts.
    public let accepts: Accepted
    /// The declarations for a CSS value (and, for a font, the letter spacing that goes apart).
    private let declarations: @Sendable (_ value: String, _ letterSpacing: String?) -> [CSSDeclaration]

    /// The values an effect accepts.
    public enum Accepted: Sendable, Hashable {
        /// A token (or a literal value) of this type.
        case token(TokenType)
        /// One of these keywords.
        case keywords([String])
        /// An image's address, from the sample rather than a style file (an icon drawn as a mask).
        case image
    }

    private init(_ name: String, _ accepts: Accepted,
                 _ declarations: @escaping @Sendable (_ value: String, _ letterSpacing: String?) -> [CSSDeclaration]) {
        self.name = name
        self.accepts = accepts
        self.declarations = declarations
    }

    private init(_ name: String, _ type: TokenType, _ properties: String...) {
        self.init(name, .token(type)) { value, _ in properties.map { CSSDeclaration($0, value) } }
    }

    /// The name.
    public var description: String { name }

    /// The CSS declarations for `value` (a CSS value such as `var(--space-4)` or `12px`, or a keyword).
    public func declarations(value: String, letterSpacing: String? = nil) -> [CSSDeclaration] {
        declarations(value, letterSpacing)
    }

    /// Equal when the names are.
    public static func == (a: LayoutEffect, b: LayoutEffect) -> Bool { a.name == b.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Space inside the node's edges, all round (a dimension).
    public static let padding = LayoutEffect("padding", .dimension, "padding")
    /// Space inside the left and right edges (a dimension).
    public static let paddingInline = LayoutEffect("padding-inline", .dimension, "padding-inline")
    /// Space inside the top and bottom edges (a dimension).
    public static let paddingBlock = LayoutEffect("padding-block", .dimension, "padding-block")
    /// Space outside the node's edges (a dimension).
    public static let margin = LayoutEffect("margin", .dimension, "margin")
    /// Space between the node's children (a dimension).
    public static let gap = LayoutEffect("gap", .dimension, "gap")
    /// Rounded corners (a dimension).
    public static let cornerRadius = LayoutEffect("corner-radius", .dimension, "border-radius")
    /// The fill behind the node (a colour).
    public static let background = LayoutEffect("background", .color, "background-color")
    /// The colour of text and icons (a colour).
    public static let foreground = LayoutEffect("foreground", .color, "color")
    /// A border: width, style and colour (a border token).
    public static let border = LayoutEffect("border", .border, "border")
    /// The colour of a border set elsewhere (a colour).
    public static let borderColor = LayoutEffect("border-color", .color, "border-color")
    /// A shadow, or several (a shadow token).
    public static let shadow = LayoutEffect("shadow", .shadow, "box-shadow")
    /// The text style (a typography token; its letter spacing is set too when it has one).
    public static let font = LayoutEffect("font", .token(.typography)) { value, letterSpacing in
        [CSSDeclaration("font", value)] + (letterSpacing.map { [CSSDeclaration("letter-spacing", $0)] } ?? [])
    }
    /// The width (a dimension).
    public static let width = LayoutEffect("width", .dimension, "width")
    /// The height (a dimension).
    public static let height = LayoutEffect("height", .dimension, "height")
    /// Width and height alike (a dimension): square images, avatars, boxes.
    public static let size = LayoutEffect("size", .dimension, "width", "height")
    /// How opaque the node is, from 0 to 1 (a number).
    public static let opacity = LayoutEffect("opacity", .number, "opacity")
    /// At most this many lines of text, the rest cut with an ellipsis (a number).
    public static let lineLimit = LayoutEffect("line-limit", .token(.number)) { value, _ in
        [CSSDeclaration("display", "-webkit-box"), CSSDeclaration("-webkit-box-orient", "vertical"),
         CSSDeclaration("-webkit-line-clamp", value), CSSDeclaration("overflow", "hidden")]
    }
    /// How changes of the node's look are animated (a transition token).
    public static let transition = LayoutEffect("transition", .transition, "transition")
    /// Where the content sits along the line: `leading`, `center` or `trailing`.
    public static let alignment = LayoutEffect("alignment", .keywords(["leading", "center", "trailing"])) { keyword, _ in
        let (text, flex) = switch keyword {
        case "center": ("center", "center")
        case "trailing": ("end", "flex-end")
        default: ("start", "flex-start")
        }
        return [CSSDeclaration("text-align", text), CSSDeclaration("justify-content", flex)]
    }
    /// How the node lays out its children: `inline` (side by side, centred, in a box as wide as
    /// they are: a chip, a tag), `row` (side by side, tops aligned: an icon beside a column of
    /// text), `wrap` (side by side, centred, onto more lines when they do not fit: a trail, a set
    /// of tags) or `column` (one above the other). The `gap` effect spaces them. A list laid out
    /// so shows no markers. Built-in components have this from their own stylesheet; a template
    /// component, which has none, says it in its style.
    public static let layout = LayoutEffect("layout", .keywords(["inline", "row", "wrap", "column"])) { keyword, _ in
        switch keyword {
        case "inline":
            [CSSDeclaration("display", "inline-flex"), CSSDeclaration("align-items", "center"),
             CSSDeclaration("vertical-align", "middle")]
        case "row":
            [CSSDeclaration("display", "flex"), CSSDeclaration("align-items", "flex-start"),
             CSSDeclaration("list-style", "none")]
        case "wrap":
            [CSSDeclaration("display", "flex"), CSSDeclaration("flex-wrap", "wrap"), CSSDeclaration("align-items", "center"),
             CSSDeclaration("list-style", "none")]
        default:
            [CSSDeclaration("display", "flex"), CSSDeclaration("flex-direction", "column"),
             CSSDeclaration("list-style", "none")]
        }
    }

    /// An icon: the image at a CSS `url(…)` as the node's mask, filled with the foreground colour
    /// (`currentColor`), centred and scaled to fit the node's box. Its value is the image's
    /// address (``LayoutValue/image(_:)``), which a sample gives, never a style.
    public static let iconMask = LayoutEffect("icon-mask", .image) { url, _ in
        [CSSDeclaration("-webkit-mask-image", url), CSSDeclaration("mask-image", url),
         CSSDeclaration("-webkit-mask-repeat", "no-repeat"), CSSDeclaration("mask-repeat", "no-repeat"),
         CSSDeclaration("-webkit-mask-position", "center"), CSSDeclaration("mask-position", "center"),
         CSSDeclaration("-webkit-mask-size", "contain"), CSSDeclaration("mask-size", "contain"),
         CSSDeclaration("background-color", "currentColor")]
    }

    /// Every built-in effect.
    public static let all: [LayoutEffect] = [
        .padding, .paddingInline, .paddingBlock, .margin, .gap, .cornerRadius, .background, .foreground, .border,
        .borderColor, .shadow, .font, .width, .height, .size, .opacity, .lineLimit, .transition, .alignment, .layout, .iconMask,
    ]

    /// The built-in effect with this name, or nil.
    public init?(named name: String) {
        guard let effect = Self.all.first(where: { $0.name == name }) else { return nil }
        self = effect
    }
}

/// One CSS declaration, `property: value`.
public struct CSSDeclaration: Hashable, Sendable, CustomStringConvertible {
    /// The property, such as `padding`.
    public let property: String
    /// The value, such as `var(--space-4)`.
    public let value: String

    /// A declaration.
    public init(_ property: String, _ value: String) {
        self.property = property
        self.value = value
    }

    /// `property: value`.
    public var description: String { "\(property): \(value)" }
}
