/// WCAG 2.x relative luminance and contrast ratio.
extension ColorValue {
    /// WCAG 2.x relative luminance (0 for black, 1 for white) of the gamut-mapped sRGB color; alpha is ignored.
    public var relativeLuminance: Double {
        Self.relativeLuminance(ofSRGB: SRGBGamutMapping.map(self))
    }

    /// The WCAG 2.x contrast ratio of two colors, lighter over darker, from 1 to 21.
    ///
    /// Both colors are taken as opaque: alpha is ignored. For a translucent foreground use
    /// `contrastRatio(foreground:background:)`, which composites it first.
    public static func contrastRatio(_ first: ColorValue, _ second: ColorValue) -> Double {
        ratio(first.relativeLuminance, second.relativeLuminance)
    }

    /// The WCAG 2.x contrast ratio of `foreground` drawn over `background`, from 1 to 21.
    ///
    /// The foreground is composited over the background with its alpha, per channel in
    /// gamma-encoded sRGB as browsers blend (`α·fg + (1-α)·bg`), after both are gamut-mapped.
    /// The background is taken as opaque: its own alpha is ignored.
    public static func contrastRatio(foreground: ColorValue, background: ColorValue) -> Double {
        let backgroundRGB = SRGBGamutMapping.map(background)
        let opacity = min(max(foreground.alpha, 0), 1)
        let composite = SRGBGamutMapping.map(foreground) * opacity + backgroundRGB * (1 - opacity)
        return ratio(relativeLuminance(ofSRGB: composite), relativeLuminance(ofSRGB: backgroundRGB))
    }

    /// `0.2126 R + 0.7152 G + 0.0722 B` over linear-light channels.
    private static func relativeLuminance(ofSRGB rgb: SIMD3<Double>) -> Double {
        (rgb.map(TransferCurve.srgb.linear) * SIMD3(0.2126, 0.7152, 0.0722)).sum()
    }

    /// `(lighter + 0.05) / (darker + 0.05)`.
    private static func ratio(_ first: Double, _ second: Double) -> Double {
        (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }
}
