/// A token value as a Figma variable value: its `resolvedType`, the value in the shape the
/// variables REST API takes, and the `scopes` (where Figma offers the variable) when they are
/// narrower than all.
///
/// Colours are `COLOR`, `{"r", "g", "b", "a"}` from 0 to 1 of the gamut-mapped sRGB colour;
/// dimensions in px or rem are `FLOAT` pixels (rem × 16), text sizes (``TextSizeTokens``), letter
/// spacings and line heights (``TextSpacingTokens``) scoped to `FONT_SIZE`, `LETTER_SPACING` and
/// `LINE_HEIGHT`, other dimensions to the length fields (``lengthScopes``, so that reading the
/// body back finds a dimension); numbers are `FLOAT`; font weights `FLOAT` scoped to `FONT_WEIGHT`; a font family is
/// the `STRING` of its first name, scoped to `FONT_FAMILY`; raw strings, numbers and Booleans are
/// `STRING`, `FLOAT` and `BOOLEAN`. Nil for what has no variable type: durations, curves, stroke
/// styles, the composite types (border, transition, shadow, gradient, typography), other units,
/// and raw arrays and objects.
struct FigmaValue: Equatable {
    /// A variable's type, as Figma names it.
    struct ResolvedType: Hashable, CustomStringConvertible {
        /// `COLOR`.
        let rawValue: String
        /// A colour.
        static let color = ResolvedType(rawValue: "COLOR")
        /// A number.
        static let float = ResolvedType(rawValue: "FLOAT")
        /// A string.
        static let string = ResolvedType(rawValue: "STRING")
        /// A Boolean.
        static let boolean = ResolvedType(rawValue: "BOOLEAN")
        /// The name.
        var description: String { rawValue }
    }

    /// The variable's type.
    var type: ResolvedType
    /// The value.
    var value: JSON
    /// Where Figma offers the variable, when not everywhere (`FONT_SIZE`).
    var scopes: [String]?

    /// The variable value of `value`; `scope` is where a dimension is offered when it sizes or
    /// spaces text (`FONT_SIZE`).
    init?(_ value: TokenValue, scope: String?) {
        switch value {
        case .color(let color): self.init(.color, Self.rgba(color))
        case .dimension(let dimension):
            guard let pixels = Self.pixels(dimension) else { return nil }
            self.init(.float, .number(pixels), scopes: scope.map { [$0] } ?? Self.lengthScopes)
        case .number(let number): self.init(.float, .number(number))
        case .fontWeight(let weight): self.init(.float, .number(weight.weight), scopes: ["FONT_WEIGHT"])
        case .fontFamily(let names, _):
            guard let first = names.first else { return nil }
            self.init(.string, .string(first), scopes: ["FONT_FAMILY"])
        case .raw(.string(let text)): self.init(.string, .string(text))
        case .raw(.object(let kept)) where kept.count == 1 && kept["text"]?.stringValue != nil:
            self.init(.string, kept["text"]!) // text kept by a dialect converter, braces and all (``LegacyTextTokens``)
        case .raw(.number(let number)): self.init(.float, .number(number))
        case .raw(.bool(let flag)): self.init(.boolean, .bool(flag))
        case .duration, .cubicBezier, .strokeStyle, .border, .transition, .shadow, .gradient, .typography, .raw: return nil
        }
    }

    private init(_ type: ResolvedType, _ value: JSON, scopes: [String]? = nil) {
        self.type = type
        self.value = value
        self.scopes = scopes
    }

    /// Where a dimension that sizes or spaces no text is offered: the fields that take lengths.
    static let lengthScopes = ["CORNER_RADIUS", "WIDTH_HEIGHT", "GAP", "STROKE_FLOAT", "EFFECT_FLOAT"]

    /// A reference to the variable with the (temporary) id `id`.
    static func alias(to id: String) -> JSON { ["type": "VARIABLE_ALIAS", "id": .string(id)] }

    /// Pixels for px and rem (16 to the rem); nil for other units.
    private static func pixels(_ dimension: DimensionValue) -> Double? {
        switch dimension.unit {
        case "px": return dimension.value
        case "rem": return dimension.value * 16
        default: return nil
        }
    }

    /// `{"r", "g", "b", "a"}`, each from 0 to 1, to 6 decimal places.
    private static func rgba(_ color: ColorValue) -> JSON {
        let rgb = color.mappedToSRGBGamut()
        let channels = [("r", rgb.red), ("g", rgb.green), ("b", rgb.blue), ("a", color.alpha)]
        return .object(JSONObject(channels.map { ($0.0, .number((min(max($0.1, 0), 1) * 1_000_000).rounded() / 1_000_000)) }))
    }
}
