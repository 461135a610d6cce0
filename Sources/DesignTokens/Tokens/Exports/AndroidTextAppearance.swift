/// A typography token as an Android text appearance style, which a `TextView` takes as
/// `android:textAppearance="@style/TextAppearance.TypographyBody"`:
///
/// ```xml
/// <style name="TextAppearance.TypographyDisplay" parent="android:TextAppearance">
///     <item name="android:fontFamily">sans-serif</item>
///     <item name="android:textSize">44sp</item>
///     <item name="android:textFontWeight">700</item>
///     <item name="android:letterSpacing">-0.011364</item>
///     <item name="android:lineHeight">52.8sp</item>
/// </style>
/// ```
///
/// Sizes are `sp` (px 1:1, rem × 16); the letter spacing is in em, as Android takes it (px or rem
/// divided by the font size); the line height is the multiple times the size. Android loads no
/// font by a CSS name: the family is the generic the list ends with (`sans-serif`, `serif`,
/// `monospace`, `cursive`; `sans-serif` otherwise), and ``note`` names the fonts it stands in for.
/// `textFontWeight` and `lineHeight` take effect from API 28. Nil when the size is not px or rem,
/// or a spacing's unit does not convert (``TypographyMeasures``).
struct AndroidTextAppearance: Equatable {
    /// The style's items: attribute and value, in order.
    var items: [Item]
    /// The fonts the generic family stands in for, for a comment; nil when the list names none.
    var note: String?

    /// One `<item>`.
    struct Item: Equatable {
        var attribute: String
        var value: String
    }

    /// The style of `value`, when it is a typography value Android can hold.
    init?(_ value: TokenValue) {
        guard case .typography(let typography) = value, let measures = TypographyMeasures(typography),
              let spacing = measures.letterSpacingEm else { return nil }
        let names = typography.fontFamily
        let generic = names.last.flatMap { Self.generics[$0.lowercased()] }
        let family = generic ?? "sans-serif"
        let named = generic == nil ? names : Array(names.dropLast())
        note = named.isEmpty ? nil : names.joined(separator: ", ") + ": Android loads no font by this name; \(family) stands in "
            + "until \(named[0]) is added under res/font/ and named in android:fontFamily"
        items = [Item(attribute: "android:fontFamily", value: family),
                 Item(attribute: "android:textSize", value: Self.number(measures.size) + "sp"),
                 Item(attribute: "android:textFontWeight", value: String(Int(min(max(typography.fontWeight.weight.rounded(), 1), 1000))))]
        if typography.letterSpacing != nil { items.append(Item(attribute: "android:letterSpacing", value: Self.number(spacing))) }
        if let height = measures.lineHeightPoints { items.append(Item(attribute: "android:lineHeight", value: Self.number(height) + "sp")) }
    }

    /// The style's lines, unindented, under the escaped `name`.
    func lines(named name: String) -> [String] {
        ["<style name=\"\(AndroidExport.escaped(name))\" parent=\"android:TextAppearance\">"]
            + items.map { "    <item name=\"\($0.attribute)\">\($0.value)</item>" } + ["</style>"]
    }

    /// The style name of the token at `path`: `TextAppearance.` and the path in Pascal case.
    static func name(_ path: TokenPath) -> String {
        "TextAppearance." + ExportNames.identifier(TokenNaming.pascal(path))
    }

    private static func number(_ value: Double) -> String { CompactNumber.format(value) }

    /// CSS generic families and the Android family each maps to.
    private static let generics = [
        "sans-serif": "sans-serif", "ui-sans-serif": "sans-serif", "system-ui": "sans-serif", "serif": "serif",
        "ui-serif": "serif", "monospace": "monospace", "ui-monospace": "monospace", "cursive": "cursive",
    ]
}
