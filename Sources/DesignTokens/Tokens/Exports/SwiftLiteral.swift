/// A token value as a Swift expression, with its type when the expression does not fix it.
///
/// Colours become `Color(.sRGB, …)`, or `Color(.displayP3, …)` for Display P3; every other space
/// is converted to sRGB and mapped into its gamut. Dimensions are `CGFloat` points (px 1:1,
/// rem × 16), durations `TimeInterval` seconds, numbers `Double`, font weights the nearest
/// `Font.Weight` (100 `.ultraLight` … 900 `.black`), font families `[String]`, gradients
/// `Gradient`; the other composites use the types of ``SwiftSupportType`` (typography's letter
/// spacing in points and line height as a multiple, from `em` at its own size: ``TypographyMeasures``).
/// Nil for what Swift cannot hold: a unit other than px, rem, ms or s (em only inside a typography
/// value), a stroke keyword or line cap DTCG does not define, or a raw value that is not a string,
/// number or Boolean.
struct SwiftLiteral: Equatable {
    /// The declared type, or nil when the expression says it (`Color(…)`).
    var type: String?
    /// The expression; for a list, the part before its elements (`[`, `Gradient(stops: [`).
    var expression: String
    /// A list's elements.
    var elements: [String] = []
    /// For a list, the part after its elements (`]`, `])`).
    var closing = ""
    /// The support types it uses.
    var support: Set<SwiftSupportType> = []

    /// The expression's lines: one, or for a list of several elements, the opening, one indented
    /// line per element and the closing.
    var lines: [String] {
        guard elements.count > 1 else { return [expression + elements.joined() + closing] }
        return [expression] + elements.map { "    \($0)," } + [closing]
    }

    /// The literal of `value`, each colour written by `color` (a `Color(…)` expression by default).
    init?(_ value: TokenValue, color: (ColorValue) -> String = SwiftLiteral.color) {
        switch value {
        case .color(let value): self.init(type: nil, expression: color(value))
        case .dimension(let dimension):
            guard let points = Self.points(dimension) else { return nil }
            self.init(type: "CGFloat", expression: points)
        case .fontFamily(let names, _): self.init(type: "[String]", expression: Self.strings(names))
        case .fontWeight(let weight): self.init(type: "Font.Weight", expression: Self.weight(weight))
        case .duration(let duration):
            guard let seconds = Self.seconds(duration) else { return nil }
            self.init(type: "TimeInterval", expression: seconds)
        case .cubicBezier(let curve):
            guard let text = Self.curve(curve) else { return nil }
            self.init(type: nil, expression: text, support: [.cubicBezier])
        case .number(let number): self.init(type: "Double", expression: Self.number(number))
        case .strokeStyle(let style):
            guard let text = Self.strokeStyle(style) else { return nil }
            self.init(type: "StrokeStyleToken", expression: text, support: [.strokeStyle])
        case .border(let border):
            guard let width = Self.points(border.width), let style = Self.strokeStyle(border.style) else { return nil }
            self.init(type: nil, expression: "Border(color: \(color(border.color)), width: \(width), style: \(style))",
                      support: [.border, .strokeStyle])
        case .transition(let transition):
            guard let duration = Self.seconds(transition.duration), let delay = Self.seconds(transition.delay),
                  let curve = Self.curve(transition.timingFunction) else { return nil }
            self.init(type: nil, expression: "Transition(duration: \(duration), delay: \(delay), curve: \(curve))",
                      support: [.transition, .cubicBezier])
        case .shadow(let layers, _):
            var written: [String] = []
            for layer in layers {
                guard let x = Self.points(layer.offsetX), let y = Self.points(layer.offsetY),
                      let blur = Self.points(layer.blur), let spread = Self.points(layer.spread) else { return nil }
                written.append("Shadow(color: \(color(layer.color)), x: \(x), y: \(y), blur: \(blur), "
                    + "spread: \(spread), inset: \(layer.inset))")
            }
            self.init(type: "[Shadow]", expression: "[", elements: written, closing: "]", support: [.shadow])
        case .gradient(let stops):
            let written = stops.map { ".init(color: \(color($0.color)), location: \(Self.number($0.position)))" }
            self.init(type: nil, expression: "Gradient(stops: [", elements: written, closing: "])")
        case .typography(let typography):
            guard let measures = TypographyMeasures(typography) else { return nil }
            self.init(type: nil, expression: "Typography(fontFamily: \(Self.strings(typography.fontFamily)), "
                + "size: \(Self.number(measures.size)), weight: \(Self.weight(typography.fontWeight)), "
                + "letterSpacing: \(measures.letterSpacing.map(Self.number) ?? "nil"), "
                + "lineHeight: \(measures.lineHeight.map(Self.number) ?? "nil"))", support: [.typography])
        case .raw(let json):
            switch json {
            case .string(let text): self.init(type: "String", expression: ExportText.quoted(text, swift: true))
            case .number(let number): self.init(type: "Double", expression: Self.number(number))
            case .bool(let flag): self.init(type: "Bool", expression: String(flag))
            default: return nil
            }
        }
    }

    /// A literal of these parts.
    init(type: String?, expression: String, elements: [String] = [], closing: String = "",
         support: Set<SwiftSupportType> = []) {
        self.type = type
        self.expression = expression
        self.elements = elements
        self.closing = closing
        self.support = support
    }

    private static func number(_ value: Double) -> String { CompactNumber.format(value) }

    /// `Color(.sRGB, red: …, green: …, blue: …, opacity: …)`, or `.displayP3` for a Display P3 colour.
    static func color(_ color: ColorValue) -> String {
        let opacity = number(min(max(color.alpha, 0), 1))
        let (space, red, green, blue): (String, Double, Double, Double)
        if color.colorSpace == .displayP3 {
            (space, red, green, blue) = ("displayP3", color.components[0].numericValue, color.components[1].numericValue,
                                         color.components[2].numericValue)
        } else {
            let rgb = color.mappedToSRGBGamut()
            (space, red, green, blue) = ("sRGB", rgb.red, rgb.green, rgb.blue)
        }
        return "Color(.\(space), red: \(number(red)), green: \(number(green)), blue: \(number(blue)), opacity: \(opacity))"
    }

    /// Points for px (1:1) and rem (16 each).
    private static func points(_ dimension: DimensionValue) -> String? {
        switch dimension.unit {
        case "px": return number(dimension.value)
        case "rem": return number(dimension.value * 16)
        default: return nil
        }
    }

    private static func seconds(_ duration: DurationValue) -> String? {
        DurationValue.standardUnits.contains(duration.unit) ? number(duration.milliseconds / 1000) : nil
    }

    private static func strings(_ names: [String]) -> String {
        "[" + names.map { ExportText.quoted($0, swift: true) }.joined(separator: ", ") + "]"
    }

    private static let weights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

    /// The nearest of the nine weights (halves round up; below 100 and above 900 clamp).
    private static func weight(_ weight: FontWeightValue) -> String {
        "." + weights[min(max(Int((weight.weight / 100).rounded()), 1), 9) - 1]
    }

    private static func curve(_ curve: CubicBezierValue) -> String? {
        guard curve.points.count == 4 else { return nil }
        let points = curve.points.map(number)
        return "CubicBezier(x1: \(points[0]), y1: \(points[1]), x2: \(points[2]), y2: \(points[3]))"
    }

    /// `.dashed`, or `.pattern(dashArray: [4, 2], lineCap: .round)`.
    private static func strokeStyle(_ style: StrokeStyleValue) -> String? {
        switch style {
        case .keyword(let keyword): return StrokeStyleValue.keywords.contains(keyword) ? "." + keyword : nil
        case .pattern(let dashes, let cap):
            let lengths = dashes.compactMap(points)
            guard lengths.count == dashes.count, StrokeStyleValue.lineCaps.contains(cap) else { return nil }
            return ".pattern(dashArray: [\(lengths.joined(separator: ", "))], lineCap: .\(cap))"
        }
    }
}
