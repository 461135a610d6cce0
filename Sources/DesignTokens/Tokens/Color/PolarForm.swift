/// The polar form (lightness, chroma, hue) of a Lab-like space: LCH from Lab, OKLCH from OKLab.
enum PolarForm {
    /// (L, C, H in degrees) to (L, a, b).
    static func rectangular(fromPolar lch: SIMD3<Double>) -> SIMD3<Double> {
        let (sin, cos) = ColorMath.sinCos(degrees: lch.z)
        return SIMD3(lch.x, lch.y * cos, lch.y * sin)
    }

    /// (L, a, b) to (L, C, H in [0, 360)); the hue is NaN (powerless) when C ≤ `achromaticChroma`.
    static func polar(fromRectangular lab: SIMD3<Double>, achromaticChroma: Double) -> SIMD3<Double> {
        let chroma = (lab.y * lab.y + lab.z * lab.z).squareRoot()
        var hue = ColorMath.atan2Degrees(lab.z, lab.y)
        if hue < 0 { hue += 360 }
        if hue >= 360 { hue -= 360 }
        return SIMD3(lab.x, chroma, chroma <= achromaticChroma ? .nan : hue)
    }

    /// CSS Color 4's threshold for a powerless LCH hue.
    static let lchAchromaticChroma = 0.0015
    /// CSS Color 4's threshold for a powerless OKLCH hue.
    static let oklchAchromaticChroma = 0.000004
}
