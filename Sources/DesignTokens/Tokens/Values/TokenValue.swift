/// A token's value, typed and fully resolved (no references left in it).
public enum TokenValue: Sendable, Hashable {
    /// `color`.
    case color(ColorValue)
    /// `dimension`.
    case dimension(DimensionValue)
    /// `fontFamily`: names in order of preference; `isList` records whether an array was written.
    case fontFamily([String], isList: Bool)
    /// `fontWeight`.
    case fontWeight(FontWeightValue)
    /// `duration`.
    case duration(DurationValue)
    /// `cubicBezier`.
    case cubicBezier(CubicBezierValue)
    /// `number`.
    case number(Double)
    /// `strokeStyle`.
    case strokeStyle(StrokeStyleValue)
    /// `border`.
    indirect case border(BorderValue)
    /// `transition`.
    indirect case transition(TransitionValue)
    /// `shadow`: one or several; `isList` records whether an array was written.
    case shadow([ShadowValue], isList: Bool)
    /// `gradient`: its stops in order.
    case gradient([GradientStop])
    /// `typography`.
    indirect case typography(TypographyValue)
    /// A value of a type the format does not define, kept as written (tolerant reading only).
    case raw(JSON)
}

/// A length: a number and a unit (`px` or `rem`; others only when reading tolerantly).
public struct DimensionValue: Sendable, Hashable {
    /// The number.
    public var value: Double
    /// The unit as written.
    public var unit: String

    /// Creates a dimension.
    public init(value: Double, unit: String) {
        self.value = value
        self.unit = unit
    }

    /// The units DTCG 2025.10 defines.
    public static let standardUnits = ["px", "rem"]
}

/// A time: a number and a unit (`ms` or `s`).
public struct DurationValue: Sendable, Hashable {
    /// The number.
    public var value: Double
    /// The unit as written.
    public var unit: String

    /// Creates a duration.
    public init(value: Double, unit: String) {
        self.value = value
        self.unit = unit
    }

    /// The duration in milliseconds (for the standard units).
    public var milliseconds: Double { unit == "s" ? value * 1000 : value }

    /// The units DTCG 2025.10 defines.
    public static let standardUnits = ["ms", "s"]
}

/// A font weight: its number, and the keyword it was written as, if any.
public struct FontWeightValue: Sendable, Hashable {
    /// The weight from 1 to 1000.
    public var weight: Double
    /// The keyword (`bold`), when the file used one.
    public var keyword: String?

    /// Creates a font weight.
    public init(weight: Double, keyword: String? = nil) {
        self.weight = weight
        self.keyword = keyword
    }

    /// The DTCG keywords and their weights (§8.4).
    public static let keywords: [(String, Double)] = [
        ("thin", 100), ("hairline", 100), ("extra-light", 200), ("ultra-light", 200), ("light", 300),
        ("normal", 400), ("regular", 400), ("book", 400), ("medium", 500), ("semi-bold", 600),
        ("demi-bold", 600), ("bold", 700), ("extra-bold", 800), ("ultra-bold", 800), ("black", 900),
        ("heavy", 900), ("extra-black", 950), ("ultra-black", 950),
    ]
}

/// An easing curve `cubic-bezier(x1, y1, x2, y2)`.
public struct CubicBezierValue: Sendable, Hashable {
    /// The four numbers in order: P1x, P1y, P2x, P2y.
    public var points: [Double]

    /// Creates a curve from its four numbers.
    public init(_ points: [Double]) { self.points = points }
}

/// A line style: a CSS keyword, or a dash pattern with a line cap.
public enum StrokeStyleValue: Sendable, Hashable {
    /// `solid`, `dashed`, `dotted`, `double`, `groove`, `ridge`, `outset` or `inset`.
    case keyword(String)
    /// Dash and gap lengths, and how the dashes end (`round`, `butt`, `square`).
    case pattern(dashArray: [DimensionValue], lineCap: String)

    /// The keywords DTCG 2025.10 defines.
    public static let keywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
    /// The line caps DTCG 2025.10 defines.
    public static let lineCaps = ["round", "butt", "square"]
}

/// A border: colour, width and style.
public struct BorderValue: Sendable, Hashable {
    /// The colour.
    public var color: ColorValue
    /// The width.
    public var width: DimensionValue
    /// The line style.
    public var style: StrokeStyleValue
}

/// An animated transition: duration, delay and easing.
public struct TransitionValue: Sendable, Hashable {
    /// How long it runs.
    public var duration: DurationValue
    /// How long it waits before starting.
    public var delay: DurationValue
    /// The easing curve.
    public var timingFunction: CubicBezierValue

    /// Creates a transition.
    public init(duration: DurationValue, delay: DurationValue, timingFunction: CubicBezierValue) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }
}

/// One shadow.
public struct ShadowValue: Sendable, Hashable {
    /// The colour.
    public var color: ColorValue
    /// Horizontal offset.
    public var offsetX: DimensionValue
    /// Vertical offset.
    public var offsetY: DimensionValue
    /// Blur radius.
    public var blur: DimensionValue
    /// Spread distance.
    public var spread: DimensionValue
    /// True for an inner shadow.
    public var inset: Bool
}

/// One stop of a gradient.
public struct GradientStop: Sendable, Hashable {
    /// The colour at this stop.
    public var color: ColorValue
    /// Where along the gradient, from 0 to 1.
    public var position: Double
}

/// A complete text style.
public struct TypographyValue: Sendable, Hashable {
    /// Font names in order of preference.
    public var fontFamily: [String]
    /// Font size.
    public var fontSize: DimensionValue
    /// Font weight.
    public var fontWeight: FontWeightValue
    /// Extra space between letters (required by the format; may be missing when read tolerantly).
    public var letterSpacing: DimensionValue?
    /// Line height: a multiple of the font size (required; may be missing, or an absolute length, when read tolerantly).
    public var lineHeight: LineHeightValue?
}
