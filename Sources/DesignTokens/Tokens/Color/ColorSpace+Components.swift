/// What the three components of each color space are called and which values they allow.
extension ColorSpace {
    /// The components' names in order, e.g. `["hue", "saturation", "lightness"]` for `hsl`.
    public var componentNames: [String] {
        switch identifier {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
            return ["red", "green", "blue"]
        case .hsl: return ["hue", "saturation", "lightness"]
        case .hwb: return ["hue", "whiteness", "blackness"]
        case .lab, .oklab: return ["lightness", "a", "b"]
        case .lch, .oklch: return ["lightness", "chroma", "hue"]
        case .xyzD65, .xyzD50: return ["x", "y", "z"]
        }
    }

    /// The ranges the Color Module states for the components, in order.
    ///
    /// These are the spec's ranges as written. For `xyz-d65` and `xyz-d50` the spec says
    /// `[0, 1]`, yet ordinary colors exceed it: D65 white is (0.9505, 1, 1.0891), so its Z is
    /// above 1. A validator should treat an XYZ value above 1 as a warning, not an error.
    public var componentRanges: [ComponentRange] {
        switch identifier {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50:
            return [.unit, .unit, .unit]
        case .hsl, .hwb: return [.hue, .percent, .percent]
        case .lab: return [.percent, .unbounded, .unbounded]
        case .lch: return [.percent, .nonNegative, .hue]
        case .oklab: return [.unit, .unbounded, .unbounded]
        case .oklch: return [.unit, .nonNegative, .hue]
        }
    }

    /// The position of the hue component, if the space has one.
    public var hueIndex: Int? {
        switch identifier {
        case .hsl, .hwb: return 0
        case .lch, .oklch: return 2
        default: return nil
        }
    }
}
