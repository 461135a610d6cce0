/// A token value as a Kotlin expression for Jetpack Compose, with its type and the imports it needs.
///
/// Colours are `Color(0xAARRGGBB)` of the gamut-mapped sRGB colour, or `Color(red = …,
/// colorSpace = ColorSpaces.DisplayP3)` for Display P3. Dimensions are `Dp` (`16.dp`: px 1:1, rem
/// × 16); text sizes, letter spacings and line heights (``TextSizeTokens``, ``TextSpacingTokens``)
/// `TextUnit` (`16.sp`, `em` kept); numbers `Float`; durations `Int`
/// milliseconds (what `tween` takes); curves `CubicBezierEasing`; font weights `FontWeight(700)`;
/// a solid border `BorderStroke`; a gradient `Brush.verticalGradient` (top to bottom, as CSS draws
/// `linear-gradient` without an angle); typography a `TextStyle` (letter spacing in `sp`, a line
/// height that is a multiple of the size in `em`). Compose names no font by a string: a family
/// is the generic it ends with (`FontFamily.SansSerif`, `Serif`, `Monospace`, `Cursive`) or
/// `FontFamily.Default`, and ``note`` names the fonts it stands in for. Nil for what Compose has
/// no value type for: shadows, transitions, stroke styles, dashed borders, other units, and raw
/// values that are not a string, number or Boolean.
struct ComposeLiteral: Equatable {
    /// The declared type (`Color`, `Dp`).
    var type: String
    /// The expression: one line, or for a `TextStyle` the opening, one indented line per argument
    /// and the closing.
    var lines: [String]
    /// The imports it needs, fully qualified.
    var imports: Set<String>
    /// What it cannot say (the fonts a generic family stands in for), for a comment.
    var note: String?

    /// The literal for `value`; `inText` for a dimension that sizes or spaces text (`TextUnit`).
    init?(_ value: TokenValue, inText: Bool) {
        switch value {
        case .color(let color): self.init("Color", Self.color(color), imports: Self.colorImports(color))
        case .dimension(let dimension):
            guard let written = inText ? Self.textUnit(dimension) : Self.dimension(dimension, textSize: false) else { return nil }
            self.init(inText ? "TextUnit" : "Dp", written.text, imports: written.imports.union([inText ? Self.textUnit : Self.dpType]))
        case .fontFamily(let names, _):
            let family = Self.family(names)
            self.init("FontFamily", family.text, imports: [Self.fontFamily], note: family.note)
        case .fontWeight(let weight): self.init("FontWeight", Self.weight(weight), imports: [Self.fontWeight])
        case .duration(let duration):
            guard DurationValue.standardUnits.contains(duration.unit),
                  let milliseconds = Self.integer(duration.milliseconds) else { return nil }
            self.init("Int", milliseconds, imports: [])
        case .cubicBezier(let curve):
            guard curve.points.count == 4 else { return nil }
            self.init("CubicBezierEasing", "CubicBezierEasing(" + curve.points.map(Self.float).joined(separator: ", ") + ")",
                      imports: [Self.easing])
        case .number(let number): self.init("Float", Self.float(number), imports: [])
        case .border(let border):
            guard border.style == .keyword("solid"), let width = Self.dimension(border.width, textSize: false) else { return nil }
            self.init("BorderStroke", "BorderStroke(\(width.text), \(Self.color(border.color)))",
                      imports: Self.colorImports(border.color).union(width.imports).union([Self.borderStroke]))
        case .gradient(let stops):
            guard !stops.isEmpty else { return nil }
            let written = stops.map { Self.float($0.position) + " to " + Self.color($0.color) }
            self.init("Brush", "Brush.verticalGradient(" + written.joined(separator: ", ") + ")",
                      imports: stops.reduce(into: [Self.brush]) { $0.formUnion(Self.colorImports($1.color)) })
        case .typography(let typography):
            guard let style = Self.textStyle(typography) else { return nil }
            self = style
        case .raw(.string(let text)): self.init("String", KotlinText.string(text), imports: [])
        case .raw(.number(let number)): self.init("Float", Self.float(number), imports: [])
        case .raw(.bool(let flag)): self.init("Boolean", String(flag), imports: [])
        case .strokeStyle, .transition, .shadow, .raw: return nil
        }
    }

    private init(_ type: String, _ expression: String, imports: Set<String>, note: String? = nil) {
        self.init(type: type, lines: [expression], imports: imports, note: note)
    }

    private init(type: String, lines: [String], imports: Set<String>, note: String?) {
        self.type = type
        self.lines = lines
        self.imports = imports
        self.note = note
    }

    /// `TextStyle(fontFamily = …, fontWeight = …, fontSize = …, lineHeight = …, letterSpacing = …)`.
    private static func textStyle(_ typography: TypographyValue) -> ComposeLiteral? {
        guard let size = textUnit(typography.fontSize) else { return nil }
        let family = family(typography.fontFamily)
        var arguments = ["fontFamily = " + family.text, "fontWeight = " + weight(typography.fontWeight), "fontSize = " + size.text]
        var imports = Set([textStyleType, fontFamily, fontWeight]).union(size.imports)
        switch typography.lineHeight {
        case .multiple(let multiple)?:
            arguments.append("lineHeight = " + measure(multiple, "em"))
            imports.insert(em)
        case .length(let length)?:
            guard let height = textUnit(length) else { return nil }
            arguments.append("lineHeight = " + height.text)
            imports.formUnion(height.imports)
        case nil: break
        }
        if let letterSpacing = typography.letterSpacing {
            guard let spacing = textUnit(letterSpacing) else { return nil }
            arguments.append("letterSpacing = " + spacing.text)
            imports.formUnion(spacing.imports)
        }
        return ComposeLiteral(type: "TextStyle", lines: ["TextStyle("] + arguments.map { "    \($0)," } + [")"],
                              imports: imports, note: family.note)
    }

    /// `16.dp` or `16.sp` for px and rem (16 to the rem); nil for other units.
    private static func dimension(_ dimension: DimensionValue, textSize: Bool) -> (text: String, imports: Set<String>)? {
        let unit = textSize ? "sp" : "dp"
        switch dimension.unit {
        case "px": return (measure(dimension.value, unit), [textSize ? sp : dp])
        case "rem": return (measure(dimension.value * 16, unit), [textSize ? sp : dp])
        default: return nil
        }
    }

    /// A text length: `sp` for px and rem, `em` for em; nil for other units.
    private static func textUnit(_ dimension: DimensionValue) -> (text: String, imports: Set<String>)? {
        dimension.unit == "em" ? (measure(dimension.value, "em"), [em]) : self.dimension(dimension, textSize: true)
    }

    /// `16.dp`, `1.5.em`, `-0.5.sp` (a unary minus on the measure).
    private static func measure(_ value: Double, _ unit: String) -> String { CompactNumber.format(value) + "." + unit }

    /// `1.5f`, `16f`.
    static func float(_ value: Double) -> String { CompactNumber.format(value) + "f" }

    /// The nearest integer, when it fits a Kotlin `Int`.
    private static func integer(_ value: Double) -> String? {
        let rounded = value.rounded()
        return rounded.magnitude < 2_147_483_648 ? String(Int(rounded)) : nil
    }

    /// `FontWeight(700)`: the nearest whole weight from 1 to 1000, the range Compose accepts.
    private static func weight(_ weight: FontWeightValue) -> String {
        "FontWeight(\(Int(min(max(weight.weight.rounded(), 1), 1000))))"
    }

    /// `Color(0xFF4555E1)`, or the components in Display P3.
    private static func color(_ color: ColorValue) -> String {
        guard color.colorSpace == .displayP3 else { return "Color(0x" + AndroidExport.argb(color).dropFirst() + ")" }
        let channels = color.components.prefix(3).map { float(min(max($0.numericValue, 0), 1)) }
        return "Color(red = \(channels[0]), green = \(channels[1]), blue = \(channels[2]), "
            + "alpha = \(float(min(max(color.alpha, 0), 1))), colorSpace = ColorSpaces.DisplayP3)"
    }

    private static func colorImports(_ color: ColorValue) -> Set<String> {
        color.colorSpace == .displayP3 ? [colorType, colorSpaces] : [colorType]
    }

    /// The generic family a font list ends with, and a note naming the fonts it stands in for.
    private static func family(_ names: [String]) -> (text: String, note: String?) {
        let generic = names.last.flatMap { generics[$0.lowercased()] }
        let named = generic == nil ? names : Array(names.dropLast())
        let text = "FontFamily." + (generic ?? "Default")
        guard !named.isEmpty else { return (text, nil) }
        return (text, names.joined(separator: ", ") + ": Compose loads no font by name; \(text) stands in "
                    + "until \(named[0]) is added as a font resource")
    }

    /// CSS generic families and the `FontFamily` each maps to.
    private static let generics = [
        "sans-serif": "SansSerif", "ui-sans-serif": "SansSerif", "serif": "Serif", "ui-serif": "Serif",
        "monospace": "Monospace", "ui-monospace": "Monospace", "cursive": "Cursive", "system-ui": "Default",
        "ui-rounded": "Default", "fantasy": "Default", "emoji": "Default", "math": "Default", "fangsong": "Default",
    ]

    static let colorType = "androidx.compose.ui.graphics.Color"
    static let colorSpaces = "androidx.compose.ui.graphics.colorspace.ColorSpaces"
    static let brush = "androidx.compose.ui.graphics.Brush"
    static let dp = "androidx.compose.ui.unit.dp"
    static let sp = "androidx.compose.ui.unit.sp"
    static let em = "androidx.compose.ui.unit.em"
    static let textStyleType = "androidx.compose.ui.text.TextStyle"
    static let fontFamily = "androidx.compose.ui.text.font.FontFamily"
    static let fontWeight = "androidx.compose.ui.text.font.FontWeight"
    static let borderStroke = "androidx.compose.foundation.BorderStroke"
    static let easing = "androidx.compose.animation.core.CubicBezierEasing"
    /// The imports of the types `Dp` and `TextUnit`, which declarations name.
    static let dpType = "androidx.compose.ui.unit.Dp"
    static let textUnit = "androidx.compose.ui.unit.TextUnit"
}
