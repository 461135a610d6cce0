/// The DTCG type a Figma variable becomes, from its `resolvedType` and `scopes`.
///
/// `COLOR` is a colour and `BOOLEAN` a Boolean kept as text (DTCG has no Boolean type). A `FLOAT`
/// offered only for lengths (``lengthScopes``) is a dimension in px, one offered only for font
/// weights a font weight, any other a number. A `STRING` offered only for font families is a font
/// family, any other text (DTCG has no string type). A variable offered everywhere (`ALL_SCOPES`)
/// or nowhere (no scope) says nothing by itself: it takes the type of the variables aliased to
/// it or by it (``FigmaTokenKinds``), since an alias and its target must share a type.
struct FigmaTokenKind: Hashable, CustomStringConvertible {
    /// The DTCG `$type` (`string` and `boolean` are kept as text).
    let type: String
    /// A colour.
    static let color = FigmaTokenKind(type: "color")
    /// A dimension in px.
    static let dimension = FigmaTokenKind(type: "dimension")
    /// A font weight.
    static let fontWeight = FigmaTokenKind(type: "fontWeight")
    /// A number.
    static let number = FigmaTokenKind(type: "number")
    /// A font family.
    static let fontFamily = FigmaTokenKind(type: "fontFamily")
    /// Text, a type DTCG lacks.
    static let text = FigmaTokenKind(type: "string")
    /// A Boolean, a type DTCG lacks.
    static let boolean = FigmaTokenKind(type: "boolean")

    /// `dimension`.
    var description: String { type }

    /// True for the kinds DTCG has no type for, kept as text.
    var isKeptAsText: Bool { self == .text || self == .boolean }

    /// The `FLOAT` scopes whose fields take lengths in px: sizes, gaps, radii, strokes, effects
    /// (blur, spread, offsets), font sizes, line heights and letter spacing (in px when bound to
    /// a variable), paragraph spacing and indent. The REST spec's list of `FLOAT` scopes omits
    /// `CORNER_RADIUS`, which its enum and the Plugin API's list have.
    static let lengthScopes: Set<String> = ["WIDTH_HEIGHT", "GAP", "CORNER_RADIUS", "STROKE_FLOAT", "EFFECT_FLOAT", "FONT_SIZE",
                                            "LINE_HEIGHT", "LETTER_SPACING", "PARAGRAPH_SPACING", "PARAGRAPH_INDENT"]

    /// The kind `resolvedType` and `scopes` say by themselves; nil when they leave it open (a
    /// `FLOAT` or `STRING` offered everywhere or nowhere).
    static func said(by resolvedType: String, scopes: [String]) -> FigmaTokenKind? {
        switch resolvedType {
        case "COLOR": return .color
        case "BOOLEAN": return .boolean
        default: break
        }
        if scopes.isEmpty || scopes.contains("ALL_SCOPES") { return nil }
        if resolvedType == "FLOAT" {
            if scopes.allSatisfy(lengthScopes.contains) { return .dimension }
            return scopes.allSatisfy { $0 == "FONT_WEIGHT" } ? .fontWeight : .number
        }
        return scopes.allSatisfy { $0 == "FONT_FAMILY" } ? .fontFamily : .text
    }

    /// The kind of a variable whose own scopes and aliases leave it open.
    static func fallback(for resolvedType: String) -> FigmaTokenKind {
        switch resolvedType {
        case "COLOR": .color
        case "BOOLEAN": .boolean
        case "FLOAT": .number
        default: .text
        }
    }
}
