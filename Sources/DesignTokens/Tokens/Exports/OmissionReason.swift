/// Why a format cannot write a value, in a reader's words, for ``ExportOmission/reason``.
///
/// The first thing that stops it is named: a type the platform has no value for ("Android
/// resources have no type for a shadow"), or the member whose unit does not convert
/// ("letterSpacing is in vw, which Swift does not convert (px, rem and em do)").
enum OmissionReason {
    /// The reason `format` cannot write `value`.
    static func of(_ value: TokenValue, in format: TokenExportFormat) -> String {
        let name = platform(format)
        if let kind = unheld(value, in: format) { return "\(name) \(isPlural(format) ? "have" : "has") no type for \(kind)" }
        for (member, length) in lengths(of: value) where !converts(length.unit, member: member, in: format) {
            let units = convertible(member: member, in: format)
            let subject = member.map { "\($0) is" } ?? "it is"
            if member == nil, length.unit == "em", units != nil {
                return "it is in em, a fraction of a font size it does not have (\(units ?? "") convert)"
            }
            guard let units else { return "\(subject) in '\(length.unit)', which is not a unit \(name) can write" }
            return "\(subject) in \(length.unit), which \(name) \(does(format)) not convert (\(units) do)"
        }
        for (member, duration) in durations(of: value) where !DurationValue.standardUnits.contains(duration.unit) {
            return "\(member.map { "\($0) is" } ?? "it is") in \(duration.unit), which \(name) \(does(format)) not convert (ms and s do)"
        }
        var style: StrokeStyleValue?
        if case .strokeStyle(let own) = value { style = own }
        if case .border(let border) = value { style = border.style }
        if case .keyword(let keyword)? = style, !StrokeStyleValue.keywords.contains(keyword) {
            return "its stroke style '\(keyword)' is not one DTCG defines"
        }
        if case .pattern(_, let cap)? = style, !StrokeStyleValue.lineCaps.contains(cap) {
            return "its line cap '\(cap)' is not one DTCG defines"
        }
        if case .typography(let typography) = value, TypographyMeasures(typography) == nil {
            return typography.fontSize.value == 0 ? "its lineHeight cannot be a multiple of its font size, which is 0"
                : "a length of it, converted, is past the numbers \(name) can write"
        }
        if case .typography(let typography) = value, let measures = TypographyMeasures(typography), measures.letterSpacingEm == nil {
            return measures.size == 0 ? "its letterSpacing cannot be a fraction of its font size, which is 0"
                : "its letterSpacing is too large a fraction of its font size to write"
        }
        switch value {
        case .cubicBezier(let curve) where curve.points.count != 4: return "its curve has \(curve.points.count) numbers, not 4"
        default: return "its value has no \(name) form"
        }
    }

    /// Why Android cannot write the letter spacing `length`, which `android:letterSpacing` takes
    /// in `em` only: its unit does not convert, or no single font size is known to divide it by.
    static func androidLetterSpacing(_ length: DimensionValue, knowsFontSize: Bool) -> String {
        guard LineHeightValue.pixels(length) != nil else {
            return "it is a letter spacing in '\(length.unit)', and Android writes letter spacing in em (px and rem convert)"
        }
        guard knowsFontSize else {
            return "it is a letter spacing in \(length.unit), and Android writes letter spacing in em: the typography tokens that use it "
                + "do not share one font size in px or rem to divide it by (none uses it, or they differ); write it in em"
        }
        return "it is a letter spacing in \(length.unit) that is past the numbers Android resources can write in em"
    }

    /// Why Android's qualified folder (`values-night/`) cannot hold `token`: `values/` has no
    /// resource of its name and type, and Android throws on reading it in the default mode.
    static func androidUnmatched(_ token: ResolvedToken, base: ResolvedToken?) -> String {
        let lacking = base == nil ? "the default context lacks it" : "the default context's value is a resource of another type"
        return "\(lacking), so values/ declares no resource for values-night/ to override (Android reads values/ in the default mode)"
    }

    /// True when the platform's name is plural ("Android resources", "Figma variables").
    private static func isPlural(_ format: TokenExportFormat) -> Bool { format.kind == .android || format.kind == .figma }

    /// `does`, or `do` after a plural name.
    private static func does(_ format: TokenExportFormat) -> String { isPlural(format) ? "do" : "does" }

    /// The platform as a sentence names it.
    static func platform(_ format: TokenExportFormat) -> String {
        switch format.kind {
        case .swift: return "Swift"
        case .android: return "Android resources"
        case .compose: return "Compose"
        case .css: return "CSS"
        case .scss: return "SCSS"
        case .js, .ts, .dts: return "JavaScript"
        case .figma: return "Figma variables"
        case .dtcg, .flat: return "DTCG"
        }
    }

    /// `a shadow` when `format` has no value of `value`'s kind at all; nil when it has.
    private static func unheld(_ value: TokenValue, in format: TokenExportFormat) -> String? {
        switch (format.kind, value) {
        case (_, .raw(.array)), (_, .raw(.object)), (_, .raw(.null)): return "a list, object or null of no DTCG type"
        case (.android, .shadow), (.compose, .shadow), (.figma, .shadow): return "a shadow"
        case (.android, .transition), (.compose, .transition), (.figma, .transition): return "a transition"
        case (.android, .gradient), (.figma, .gradient): return "a gradient"
        case (.android, .border), (.figma, .border): return "a border"
        case (.figma, .typography): return "a typography style"
        case (.android, .strokeStyle(.pattern)), (.compose, .strokeStyle), (.figma, .strokeStyle): return "a dashed stroke style"
        case (.compose, .border(let border)) where border.style != .keyword("solid"): return "a border that is not solid"
        case (.figma, .duration): return "a duration"
        case (.figma, .cubicBezier): return "a cubic Bézier curve"
        default: return nil
        }
    }

    /// The lengths in `value`, each with the member it is (nil for the value itself).
    private static func lengths(of value: TokenValue) -> [(String?, DimensionValue)] {
        switch value {
        case .dimension(let length): return [(nil, length)]
        case .border(let border): return [("width", border.width)]
        case .shadow(let layers, _):
            return layers.flatMap { [("offsetX", $0.offsetX), ("offsetY", $0.offsetY), ("blur", $0.blur), ("spread", $0.spread)] }
        case .strokeStyle(.pattern(let dashes, _)): return dashes.map { ("dashArray", $0) }
        case .typography(let typography):
            var lengths: [(String?, DimensionValue)] = [("fontSize", typography.fontSize)]
            if let spacing = typography.letterSpacing { lengths.append(("letterSpacing", spacing)) }
            if case .length(let height)? = typography.lineHeight { lengths.append(("lineHeight", height)) }
            return lengths
        default: return []
        }
    }

    /// The durations in `value`, each with the member it is.
    private static func durations(of value: TokenValue) -> [(String?, DurationValue)] {
        switch value {
        case .duration(let duration): return [(nil, duration)]
        case .transition(let transition): return [("duration", transition.duration), ("delay", transition.delay)]
        default: return []
        }
    }

    /// The units `format` converts for `member`, as a phrase; nil when it keeps any CSS unit.
    private static func convertible(member: String?, in format: TokenExportFormat) -> String? {
        switch format.kind {
        case .css, .scss, .js, .ts, .dts, .dtcg, .flat: return nil
        default:
            let units = units(member: member, in: format)
            return units.dropLast().joined(separator: ", ") + " and " + (units.last ?? "")
        }
    }

    /// True when `format` writes a length in `unit` as `member`.
    private static func converts(_ unit: String, member: String?, in format: TokenExportFormat) -> Bool {
        switch format.kind {
        case .css, .scss, .js, .ts, .dts, .dtcg, .flat: return CSSValueWriter().dimension(DimensionValue(value: 0, unit: unit)) != nil
        default: return units(member: member, in: format).contains(unit)
        }
    }

    /// The length units Swift, Android, Compose and Figma convert for `member`: px and rem, and
    /// em for a typography value's spacing (at its own size) and for Compose's text units.
    private static func units(member: String?, in format: TokenExportFormat) -> [String] {
        switch (format.kind, member) {
        case (.swift, "letterSpacing"), (.swift, "lineHeight"), (.android, "letterSpacing"), (.android, "lineHeight"),
             (.compose, "letterSpacing"), (.compose, "lineHeight"), (.compose, "fontSize"):
            return TypographyMeasures.spacingUnits
        default: return DimensionValue.standardUnits
        }
    }
}
