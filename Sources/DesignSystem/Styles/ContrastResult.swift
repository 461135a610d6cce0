/// The WCAG 2.x contrast of one foreground colour on its background in a resolved style.
///
/// A text pair is judged by 1.4.3 (``aa``, ``aaLarge``, ``aaa``, ``aaaLarge``); an icon pair by
/// 1.4.11 non-text contrast, 3:1 (``passes``), which has no AAA level and no large size.
public struct ContrastResult: Hashable, Sendable {
    /// The foreground property's name.
    public let foreground: String
    /// The background property's name (even when the page surface stood in for it).
    public let background: String
    /// The foreground colour as resolved (possibly translucent).
    public let foregroundColor: ColorValue
    /// The opaque colour it was measured on: the background, composited over the surface when
    /// translucent, or the surface itself when the background is not set.
    public let backgroundColor: ColorValue
    /// The contrast ratio, from 1 to 21, unrounded.
    public let ratio: Double
    /// What was assumed to measure it (the surface standing in, a translucent colour composited), if anything.
    public let note: String?
    /// What the foreground colours: text, or an icon.
    public let kind: ContrastKind

    /// A result; of a text pair unless `kind` says otherwise.
    public init(foreground: String, background: String, foregroundColor: ColorValue, backgroundColor: ColorValue,
                ratio: Double, note: String? = nil, kind: ContrastKind = .text) {
        self.kind = kind
        self.foreground = foreground
        self.background = background
        self.foregroundColor = foregroundColor
        self.backgroundColor = backgroundColor
        self.ratio = ratio
        self.note = note
    }

    /// The least ratio the pair's criterion asks for at AA: 4.5 for text, 3 for an icon.
    public var required: Double { kind.required }
    /// Whether the pair meets its criterion at AA: 1.4.3 for text (4.5), 1.4.11 for an icon (3).
    public var passes: Bool { ratio >= required }

    /// WCAG AA for normal text: at least 4.5.
    public var aa: Bool { ratio >= 4.5 }
    /// WCAG AA for large text (and for graphics): at least 3.
    public var aaLarge: Bool { ratio >= 3 }
    /// WCAG AAA for normal text: at least 7.
    public var aaa: Bool { ratio >= 7 }
    /// WCAG AAA for large text: at least 4.5.
    public var aaaLarge: Bool { ratio >= 4.5 }

    /// The ratio rounded to two decimals, for display.
    public var roundedRatio: Double { (ratio * 100).rounded() / 100 }
}

/// Measures a resolved style's contrast pairs.
enum ContrastCheck {
    /// The results of the pairs whose foreground resolves to a colour, and a note for each of
    /// those that could not be measured (no background and no surface).
    static func measure(_ pairs: [ContrastPair], in properties: [ResolvedProperty],
                        surface: ColorValue?) -> ([ContrastResult], [String]) {
        var results: [ContrastResult] = []
        var notes: [String] = []
        let opaqueSurface = surface.map { composite($0, over: white) }
        for pair in pairs {
            guard let foreground = properties.first(where: { $0.property.name == pair.foreground })?.color else { continue }
            var assumed: [String] = []
            let background: ColorValue
            if let set = properties.first(where: { $0.property.name == pair.background }) {
                guard let color = set.color else {
                    notes.append("'\(pair.foreground)' on '\(pair.background)': the background does not resolve to a colour, so the contrast was not measured")
                    continue
                }
                background = color
            } else if let opaqueSurface {
                background = opaqueSurface
                assumed.append("'\(pair.background)' is not set; measured on the page surface \(opaqueSurface.hexString)")
            } else {
                notes.append("'\(pair.foreground)' on '\(pair.background)': the background is not set and no page surface was given, so the contrast was not measured")
                continue
            }
            var measuredOn = background
            if background.alpha < 1 {
                let base = opaqueSurface ?? white
                measuredOn = composite(background, over: base)
                assumed.append("'\(pair.background)' is translucent (alpha \(CompactNumber.format(background.alpha))); composited over "
                    + (opaqueSurface == nil ? "white (no page surface was given)" : "the page surface \(base.hexString)"))
            }
            if foreground.alpha < 1 {
                assumed.append("'\(pair.foreground)' is translucent (alpha \(CompactNumber.format(foreground.alpha))); composited over the background")
            }
            let ratio = ColorValue.contrastRatio(foreground: foreground, background: measuredOn)
            results.append(ContrastResult(foreground: pair.foreground, background: pair.background, foregroundColor: foreground,
                                          backgroundColor: measuredOn, ratio: ratio,
                                          note: assumed.isEmpty ? nil : assumed.joined(separator: "; "), kind: pair.kind))
        }
        return (results, notes)
    }

    /// Opaque white.
    static let white = ColorValue(.srgb, SIMD3(1, 1, 1), alpha: 1)

    /// `color` drawn over `base` with its alpha, per channel in gamma-encoded sRGB as browsers blend; opaque.
    static func composite(_ color: ColorValue, over base: ColorValue) -> ColorValue {
        let opacity = min(max(color.alpha, 0), 1)
        guard opacity < 1 else { return color }
        let baseRGB = SRGBGamutMapping.map(base.alpha < 1 ? composite(base, over: white) : base)
        return ColorValue(.srgb, SRGBGamutMapping.map(color) * opacity + baseRGB * (1 - opacity), alpha: 1)
    }
}
