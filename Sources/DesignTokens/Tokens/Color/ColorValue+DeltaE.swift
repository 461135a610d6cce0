/// How far apart two colours look: CIEDE2000 (ΔE00).
extension ColorValue {
    /// The CIEDE2000 colour difference between `first` and `second` (CIE 142-2001, with
    /// kL = kC = kH = 1), computed on CIELAB relative to D50 as CSS Color 4 defines it.
    ///
    /// About 1 is the smallest difference a trained eye sees side by side, 2 to 3 is noticed at a
    /// glance, and 10 or more reads as another colour. Alpha is not part of it, and neither
    /// colour is gamut-mapped first.
    public static func deltaE2000(_ first: ColorValue, _ second: ColorValue) -> Double {
        CIEDE2000.difference(first.converted(to: .lab).numericComponents, second.converted(to: .lab).numericComponents)
    }
}

/// The CIEDE2000 formula over two CIELAB colours (Sharma, Wu and Dalal, 2005).
enum CIEDE2000 {
    /// `25^7`, the constant of the chroma weighting.
    private static let twentyFiveToTheSeventh = 6_103_515_625.0

    /// ΔE00 between two colours given as (L, a, b).
    static func difference(_ first: SIMD3<Double>, _ second: SIMD3<Double>) -> Double {
        let chromaMean = (chroma(first.y, first.z) + chroma(second.y, second.z)) / 2
        let g = 0.5 * (1 - chromaWeight(chromaMean))
        let a1 = (1 + g) * first.y, a2 = (1 + g) * second.y
        let c1 = chroma(a1, first.z), c2 = chroma(a2, second.z)
        let h1 = hue(a1, first.z), h2 = hue(a2, second.z)

        let deltaL = second.x - first.x
        let deltaC = c2 - c1
        var deltaHue = 0.0
        if c1 * c2 != 0 {
            deltaHue = h2 - h1
            if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
        }
        let deltaH = 2 * (c1 * c2).squareRoot() * ColorMath.sinCos(degrees: deltaHue / 2).sin

        let lMean = (first.x + second.x) / 2
        let cMean = (c1 + c2) / 2
        var hMean = h1 + h2
        if c1 * c2 != 0 {
            if (h1 - h2).magnitude <= 180 {
                hMean /= 2
            } else {
                hMean = hMean < 360 ? (hMean + 360) / 2 : (hMean - 360) / 2
            }
        }
        let t = 1 - 0.17 * cos(hMean - 30) + 0.24 * cos(2 * hMean) + 0.32 * cos(3 * hMean + 6) - 0.20 * cos(4 * hMean - 63)
        let rotation = 30 * ColorMath.exp(-((hMean - 275) / 25) * ((hMean - 275) / 25))
        let rC = 2 * chromaWeight(cMean)
        let lightnessOffset = (lMean - 50) * (lMean - 50)
        let sL = 1 + 0.015 * lightnessOffset / (20 + lightnessOffset).squareRoot()
        let sC = 1 + 0.045 * cMean
        let sH = 1 + 0.015 * cMean * t
        let rT = -ColorMath.sinCos(degrees: 2 * rotation).sin * rC
        let l = deltaL / sL, c = deltaC / sC, h = deltaH / sH
        return max(0, l * l + c * c + h * h + rT * c * h).squareRoot()
    }

    private static func chroma(_ a: Double, _ b: Double) -> Double { (a * a + b * b).squareRoot() }

    /// `sqrt(C^7 / (C^7 + 25^7))`.
    private static func chromaWeight(_ chroma: Double) -> Double {
        let squared = chroma * chroma
        let seventh = squared * squared * squared * chroma
        return (seventh / (seventh + twentyFiveToTheSeventh)).squareRoot()
    }

    /// The hue angle in [0, 360); 0 for a neutral.
    private static func hue(_ a: Double, _ b: Double) -> Double {
        if a == 0, b == 0 { return 0 }
        let angle = ColorMath.atan2Degrees(b, a)
        return angle < 0 ? angle + 360 : angle
    }

    private static func cos(_ degrees: Double) -> Double { ColorMath.sinCos(degrees: degrees).cos }
}
