import DesignSystem

/// The guide's chrome tinted with the team's colour (`accent` in `swatchbook.json`): custom
/// properties appended to the token stylesheet of each permutation, after the guide's own.
///
/// `--sb-brand` (the brand mark, decoration) always takes the accent. Links, buttons, focus
/// rings and the current-page tint take it only where it is legible — 4.5:1 or more on every
/// background of the guide's scheme(s) this permutation is shown in, with a text colour that
/// reads on it — so an accent too light or too dark for text never makes the guide unreadable.
struct GuideBranding: Sendable {
    /// The accent token, if the settings name one.
    let accent: TokenPath?
    /// The light/dark pair, which tells which scheme of the guide a permutation is shown in.
    let scheme: ColorSchemePair?

    /// The text colours tried on the accent (buttons, the brand monogram).
    static let onAccent = [ColorValue(hexString: "#ffffff")!, ColorValue(hexString: "#0d0f13")!]
    /// How much of the accent the current-page tint may mix into the surface, strongest first:
    /// the first at which the accent and every text colour of the guide still read at 4.5:1.
    static let tints = [0.14, 0.1, 0.07, 0.04]

    /// The `:root` rule for `set`, shown as `permutation`, whose custom properties `variables`
    /// names (asked for only when there is an accent); empty without an accent.
    func css(for set: TokenSet, permutation: Permutation, variables: @autoclosure () -> CSSVariableNames) -> String {
        guard let accent, case .color(let color)? = set[accent]?.value,
              let variable = variables().reference(to: accent)?.value else { return "" }
        let palettes = schemes(of: permutation).map(GuidePalette.of)
        let brandText = Self.bestText(on: color)
        var lines = ["  --sb-brand: \(variable);", "  --sb-brand-text: \(brandText.hexString);"]
        let legible = palettes.allSatisfy { palette in
            palette.backgrounds.allSatisfy { ColorValue.contrastRatio(foreground: color, background: $0) >= 4.5 }
        } && ColorValue.contrastRatio(foreground: brandText, background: color) >= 4.5
        if legible {
            lines += ["  --sb-accent: \(variable);", "  --sb-accent-hover: \(variable);", "  --sb-focus: \(variable);",
                      "  --sb-accent-text: \(brandText.hexString);"]
            let readable = Self.tints.lazy.map { amount in palettes.map { Self.mix(color, into: $0.surface, amount: amount) } }
                .first { tints in
                    zip(tints, palettes).allSatisfy { tint, palette in
                        ([color] + palette.texts).allSatisfy { ColorValue.contrastRatio(foreground: $0, background: tint) >= 4.5 }
                    }
                }
            if let tints = readable {
                lines.append("  --sb-accent-soft: " + (tints.count == 1 ? tints[0].hexString
                    : "light-dark(\(tints[0].hexString), \(tints[1].hexString))") + ";")
            }
        }
        return "\n/* The guide's accent: {\(accent)}, from swatchbook.json. */\n:root {\n" + lines.joined(separator: "\n") + "\n}\n"
    }

    /// The guide's schemes `permutation` is shown in: one when the colour-scheme modifier is on
    /// one of the pair's contexts, both otherwise (the guide then follows the reader's system).
    func schemes(of permutation: Permutation) -> [GuidePalette.Scheme] {
        guard let scheme, let context = permutation.contexts[scheme.modifier] else { return GuidePalette.Scheme.allCases }
        if context == scheme.light { return [.light] }
        if context == scheme.dark { return [.dark] }
        return GuidePalette.Scheme.allCases
    }

    /// White or near-black, whichever contrasts more with `color`.
    static func bestText(on color: ColorValue) -> ColorValue {
        onAccent.max { ColorValue.contrastRatio(foreground: $0, background: color) < ColorValue.contrastRatio(foreground: $1, background: color) }!
    }

    /// `color` mixed into `surface` at `amount` (0 to 1), channel by channel in gamma-encoded
    /// sRGB (as CSS `color-mix(in srgb, …)` does).
    static func mix(_ color: ColorValue, into surface: ColorValue, amount tint: Double) -> ColorValue {
        let top = ColorValue(hexString: color.hexString)!.components.map(\.numericValue)
        let bottom = ColorValue(hexString: surface.hexString)!.components.map(\.numericValue)
        let mixed = zip(top, bottom).map { ColorComponent.number($0 * tint + $1 * (1 - tint)) }
        return ColorValue(colorSpace: .srgb, components: mixed)
    }
}
