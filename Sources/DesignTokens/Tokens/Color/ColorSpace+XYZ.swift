/// Every space's way to and from CIE XYZ relative to D65, the hub all conversions pass through.
///
/// D50 spaces (`lab`, `lch`, `prophoto-rgb`, `xyz-d50`) are adapted with Bradford; `hsl` and
/// `hwb` go through gamma-encoded sRGB. Polar results carry NaN for a powerless hue.
extension ColorSpace {
    /// XYZ (D65) of a color given in this space; `none` components must already be 0.
    func xyzD65(from values: SIMD3<Double>) -> SIMD3<Double> {
        switch identifier {
        case .srgb: return Matrix3.linearSRGBToXYZ * values.map(TransferCurve.srgb.linear)
        case .srgbLinear: return Matrix3.linearSRGBToXYZ * values
        case .hsl: return ColorSpace.srgb.xyzD65(from: SRGBPolarModels.srgb(fromHSL: values))
        case .hwb: return ColorSpace.srgb.xyzD65(from: SRGBPolarModels.srgb(fromHWB: values))
        case .lab: return Matrix3.d50ToD65 * CIELab.xyzD50(fromLab: values)
        case .lch: return Matrix3.d50ToD65 * CIELab.xyzD50(fromLab: PolarForm.rectangular(fromPolar: values))
        case .oklab: return OKLab.xyzD65(fromOKLab: values)
        case .oklch: return OKLab.xyzD65(fromOKLab: PolarForm.rectangular(fromPolar: values))
        case .displayP3: return Matrix3.linearP3ToXYZ * values.map(TransferCurve.srgb.linear)
        case .a98RGB: return Matrix3.linearA98ToXYZ * values.map(TransferCurve.a98RGB.linear)
        case .prophotoRGB:
            return Matrix3.d50ToD65 * (Matrix3.linearProPhotoToXYZD50 * values.map(TransferCurve.prophotoRGB.linear))
        case .rec2020: return Matrix3.linearRec2020ToXYZ * values.map(TransferCurve.rec2020.linear)
        case .xyzD65: return values
        case .xyzD50: return Matrix3.d50ToD65 * values
        }
    }

    /// The components in this space of a color given as XYZ (D65).
    func values(fromXYZD65 xyz: SIMD3<Double>) -> SIMD3<Double> {
        switch identifier {
        case .srgb: return (Matrix3.xyzToLinearSRGB * xyz).map(TransferCurve.srgb.encoded)
        case .srgbLinear: return Matrix3.xyzToLinearSRGB * xyz
        case .hsl: return SRGBPolarModels.hsl(fromSRGB: ColorSpace.srgb.values(fromXYZD65: xyz))
        case .hwb: return SRGBPolarModels.hwb(fromSRGB: ColorSpace.srgb.values(fromXYZD65: xyz))
        case .lab: return CIELab.lab(fromXYZD50: Matrix3.d65ToD50 * xyz)
        case .lch:
            return PolarForm.polar(fromRectangular: CIELab.lab(fromXYZD50: Matrix3.d65ToD50 * xyz),
                                   achromaticChroma: PolarForm.lchAchromaticChroma)
        case .oklab: return OKLab.okLab(fromXYZD65: xyz)
        case .oklch:
            return PolarForm.polar(fromRectangular: OKLab.okLab(fromXYZD65: xyz),
                                   achromaticChroma: PolarForm.oklchAchromaticChroma)
        case .displayP3: return (Matrix3.xyzToLinearP3 * xyz).map(TransferCurve.srgb.encoded)
        case .a98RGB: return (Matrix3.xyzToLinearA98 * xyz).map(TransferCurve.a98RGB.encoded)
        case .prophotoRGB:
            return (Matrix3.xyzD50ToLinearProPhoto * (Matrix3.d65ToD50 * xyz)).map(TransferCurve.prophotoRGB.encoded)
        case .rec2020: return (Matrix3.xyzToLinearRec2020 * xyz).map(TransferCurve.rec2020.encoded)
        case .xyzD65: return xyz
        case .xyzD50: return Matrix3.d65ToD50 * xyz
        }
    }
}
