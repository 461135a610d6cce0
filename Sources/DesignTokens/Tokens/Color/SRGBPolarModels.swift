/// HSL and HWB: the two polar reshapings of gamma-encoded sRGB (CSS Color 4 sample code).
///
/// Saturation, lightness, whiteness and blackness are 0–100, as in DTCG tokens; RGB is 0–1.
/// A powerless hue (a gray) comes back as NaN, which `ColorValue` writes as `none`.
enum SRGBPolarModels {
    /// Saturation (0–1) below which the hue of a converted color is powerless.
    private static let achromaticSaturation = 1e-5

    /// HSL to gamma-encoded sRGB.
    static func srgb(fromHSL hsl: SIMD3<Double>) -> SIMD3<Double> {
        var hue = hsl.x.truncatingRemainder(dividingBy: 360)
        if hue < 0 { hue += 360 }
        let saturation = hsl.y / 100
        let lightness = hsl.z / 100
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let amount = saturation * min(lightness, 1 - lightness)
            return lightness - amount * max(-1, min(k - 3, 9 - k, 1))
        }
        return SIMD3(channel(0), channel(8), channel(4))
    }

    /// Gamma-encoded sRGB to HSL; very out-of-gamut input turns the hue by 180° to keep saturation ≥ 0.
    static func hsl(fromSRGB rgb: SIMD3<Double>) -> SIMD3<Double> {
        let maximum = rgb.max()
        let minimum = rgb.min()
        let lightness = (maximum + minimum) / 2
        let delta = maximum - minimum
        var hue = Double.nan
        var saturation = 0.0
        if delta != 0 {
            saturation = (lightness == 0 || lightness == 1) ? 0 : (maximum - lightness) / min(lightness, 1 - lightness)
            switch maximum {
            case rgb.x: hue = (rgb.y - rgb.z) / delta + (rgb.y < rgb.z ? 6 : 0)
            case rgb.y: hue = (rgb.z - rgb.x) / delta + 2
            default: hue = (rgb.x - rgb.y) / delta + 4
            }
            hue *= 60
        }
        if saturation < 0 {
            hue += 180
            saturation = -saturation
        }
        if hue >= 360 { hue -= 360 }
        if saturation < achromaticSaturation { hue = .nan }
        return SIMD3(hue, saturation * 100, lightness * 100)
    }

    /// HWB to gamma-encoded sRGB; whiteness + blackness ≥ 100 is a gray.
    static func srgb(fromHWB hwb: SIMD3<Double>) -> SIMD3<Double> {
        let whiteness = hwb.y / 100
        let blackness = hwb.z / 100
        if whiteness + blackness >= 1 {
            let gray = whiteness / (whiteness + blackness)
            return SIMD3(repeating: gray)
        }
        let pure = srgb(fromHSL: SIMD3(hwb.x, 100, 50))
        return pure * (1 - whiteness - blackness) + whiteness
    }

    /// Gamma-encoded sRGB to HWB.
    static func hwb(fromSRGB rgb: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(hsl(fromSRGB: rgb).x, rgb.min() * 100, (1 - rgb.max()) * 100)
    }
}
