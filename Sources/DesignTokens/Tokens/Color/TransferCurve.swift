/// The transfer functions between gamma-encoded RGB components and linear light (CSS Color 4).
///
/// Each is extended to negative values by symmetry, so out-of-gamut colors survive a round trip.
enum TransferCurve {
    /// The sRGB curve, also used by Display P3.
    case srgb
    /// Adobe RGB (1998): a pure power of 563/256.
    case a98RGB
    /// ProPhoto RGB: a power of 1.8 with a linear toe.
    case prophotoRGB
    /// Rec. 2020 as CSS Color 4 now defines it: display-referred, the BT.1886 EOTF with
    /// gamma 2.4 (a pure power; CSSWG resolution of August 2025, w3c/csswg-drafts#12574),
    /// which replaced the BT.2020 camera OETF of older sample code.
    case rec2020

    /// Gamma-encoded to linear light.
    func linear(_ encoded: Double) -> Double {
        let magnitude = encoded.magnitude
        let sign: Double = encoded < 0 ? -1 : 1
        switch self {
        case .srgb:
            guard magnitude >= 0.04045 else { return encoded / 12.92 }
            return sign * ColorMath.pow((magnitude + 0.055) / 1.055, 2.4)
        case .a98RGB:
            return ColorMath.signedPow(encoded, 563 / 256)
        case .prophotoRGB:
            guard magnitude > 16 / 512 else { return encoded / 16 }
            return ColorMath.signedPow(encoded, 1.8)
        case .rec2020:
            return ColorMath.signedPow(encoded, 2.4)
        }
    }

    /// Linear light to gamma-encoded.
    func encoded(_ linear: Double) -> Double {
        let magnitude = linear.magnitude
        let sign: Double = linear < 0 ? -1 : 1
        switch self {
        case .srgb:
            guard magnitude > 0.0031308 else { return linear * 12.92 }
            return sign * (1.055 * ColorMath.pow(magnitude, 1 / 2.4) - 0.055)
        case .a98RGB:
            return ColorMath.signedPow(linear, 256 / 563)
        case .prophotoRGB:
            guard magnitude >= 1 / 512 else { return linear * 16 }
            return ColorMath.signedPow(linear, 1 / 1.8)
        case .rec2020:
            return ColorMath.signedPow(linear, 1 / 2.4)
        }
    }
}
