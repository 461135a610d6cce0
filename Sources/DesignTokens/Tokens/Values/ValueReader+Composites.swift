/// The composite types: objects (and lists of objects) of other values (DTCG 2025.10 §9).
extension ValueReader {
    mutating func readStrokeStyle(_ json: JSON, at path: @autoclosure () -> [String]) -> StrokeStyleValue? {
        if let keyword = json.stringValue {
            if !StrokeStyleValue.keywords.contains(keyword) {
                report(.invalidTokenValue, "'\(keyword)' is not a stroke style (\(StrokeStyleValue.keywords.joined(separator: ", ")))",
                       at: path(), kind: .bent)
            }
            return .keyword(keyword)
        }
        guard let object = json.objectValue else {
            report(.invalidTokenValue, "a stroke style must be a keyword such as \"dashed\" or an object with dashArray and lineCap", at: path())
            return nil
        }
        checkKeys(object, known: ["dashArray", "lineCap"], at: path(), what: "A stroke style")
        guard require(["dashArray", "lineCap"], in: object, at: path(), what: "A stroke style") else { return nil }
        var dashes: [DimensionValue]?
        if !reference(object["dashArray"]!, at: path() + ["dashArray"], place: .part) {
            if let array = object["dashArray"]!.arrayValue, !array.isEmpty {
                let read = array.enumerated().map { index, element in
                    self.read(element, as: .dimension, at: path() + ["dashArray", String(index)])
                }
                if read.allSatisfy({ $0 != nil }) { dashes = read.compactMap { if case .dimension(let d)? = $0 { d } else { nil } } }
            } else {
                report(.invalidTokenValue, "dashArray must be a non-empty list of dimensions", at: path() + ["dashArray"])
            }
        }
        var cap: String?
        if !reference(object["lineCap"]!, at: path() + ["lineCap"], place: .part) {
            if let text = object["lineCap"]!.stringValue, StrokeStyleValue.lineCaps.contains(text) {
                cap = text
            } else {
                report(.invalidTokenValue, "lineCap must be \"round\", \"butt\" or \"square\"", at: path() + ["lineCap"])
            }
        }
        guard let dashes, let cap else { return nil }
        return .pattern(dashArray: dashes, lineCap: cap)
    }

    mutating func readBorder(_ json: JSON, at path: @autoclosure () -> [String]) -> BorderValue? {
        guard let object = composite(json, at: path(), what: "A border", keys: ["color", "width", "style"]) else { return nil }
        let color = sub(object, "color", as: .color, at: path()) { if case .color(let c) = $0 { c } else { nil } }
        let width = sub(object, "width", as: .dimension, at: path()) { if case .dimension(let d) = $0 { d } else { nil } }
        let style = sub(object, "style", as: .strokeStyle, at: path()) { if case .strokeStyle(let s) = $0 { s } else { nil } }
        guard let color, let width, let style else { return nil }
        return BorderValue(color: color, width: width, style: style)
    }

    mutating func readTransition(_ json: JSON, at path: @autoclosure () -> [String]) -> TransitionValue? {
        guard let object = composite(json, at: path(), what: "A transition", keys: ["duration", "delay", "timingFunction"],
                                     optional: ["delay"]) else { return nil }
        let duration = sub(object, "duration", as: .duration, at: path()) { if case .duration(let d) = $0 { d } else { nil } }
        let delay = object["delay"] == nil ? DurationValue(value: 0, unit: "ms")
            : sub(object, "delay", as: .duration, at: path()) { if case .duration(let d) = $0 { d } else { nil } }
        let timing = sub(object, "timingFunction", as: .cubicBezier, at: path()) { if case .cubicBezier(let c) = $0 { c } else { nil } }
        guard let duration, let delay, let timing else { return nil }
        return TransitionValue(duration: duration, delay: delay, timingFunction: timing)
    }

    mutating func readShadow(_ json: JSON, at path: @autoclosure () -> [String]) -> TokenValue? {
        guard let array = json.arrayValue else { return readShadowLayer(json, at: path()).map { .shadow([$0], isList: false) } }
        guard !array.isEmpty else {
            report(.invalidTokenValue, "a list of shadows must not be empty", at: path())
            return nil
        }
        var layers: [ShadowValue] = []
        var complete = true
        for (index, element) in array.enumerated() {
            func elementPath() -> [String] { path() + [String(index)] }
            if reference(element, at: elementPath(), place: .token(.shadow)) { complete = false; continue }
            if let layer = readShadowLayer(element, at: elementPath()) { layers.append(layer) } else { complete = false }
        }
        return complete ? .shadow(layers, isList: true) : nil
    }

    private mutating func readShadowLayer(_ json: JSON, at path: @autoclosure () -> [String]) -> ShadowValue? {
        guard let object = composite(json, at: path(), what: "A shadow", keys: ["color", "offsetX", "offsetY", "blur", "spread", "inset"],
                                     optional: ["blur", "spread", "inset"]) else { return nil }
        let color = sub(object, "color", as: .color, at: path()) { if case .color(let c) = $0 { c } else { nil } }
        var lengths: [String: DimensionValue] = [:]
        var complete = true
        for key in ["offsetX", "offsetY", "blur", "spread"] {
            guard object[key] != nil else { lengths[key] = DimensionValue(value: 0, unit: "px"); continue }
            let length = sub(object, key, as: .dimension, at: path()) { if case .dimension(let d) = $0 { d } else { nil } }
            if let length { lengths[key] = length } else { complete = false }
        }
        var inset = false
        if let flag = object["inset"], !reference(flag, at: path() + ["inset"], place: .part) {
            if let value = flag.boolValue { inset = value } else {
                report(.invalidTokenValue, "inset must be true or false, found \(flag.kindName)", at: path() + ["inset"])
                complete = false
            }
        } else if object["inset"] != nil {
            complete = false
        }
        guard let color, complete else { return nil }
        return ShadowValue(color: color, offsetX: lengths["offsetX"]!, offsetY: lengths["offsetY"]!,
                           blur: lengths["blur"]!, spread: lengths["spread"]!, inset: inset)
    }

    mutating func readGradient(_ json: JSON, at path: @autoclosure () -> [String]) -> [GradientStop]? {
        guard let array = json.arrayValue, !array.isEmpty else {
            report(.invalidTokenValue, "a gradient must be a non-empty list of stops {\"color\": …, \"position\": 0…1}", at: path())
            return nil
        }
        var stops: [GradientStop] = []
        var complete = true
        for (index, element) in array.enumerated() {
            func stopPath() -> [String] { path() + [String(index)] }
            if reference(element, at: stopPath(), place: .token(.gradient)) { complete = false; continue }
            guard let object = composite(element, at: stopPath(), what: "A gradient stop", keys: ["color", "position"]) else {
                complete = false
                continue
            }
            let color = sub(object, "color", as: .color, at: stopPath()) { if case .color(let c) = $0 { c } else { nil } }
            let position = sub(object, "position", as: .number, at: stopPath()) { if case .number(let n) = $0 { n } else { nil } }
            guard let color, let position else { complete = false; continue }
            if !(0...1).contains(position) {
                report(.valueOutOfRange, "a stop position outside 0…1 is clamped to \(position < 0 ? 0 : 1)",
                       at: stopPath() + ["position"], kind: .advice)
            }
            stops.append(GradientStop(color: color, position: min(1, max(0, position))))
        }
        return complete ? stops : nil
    }

    mutating func readTypography(_ json: JSON, at path: @autoclosure () -> [String]) -> TypographyValue? {
        let keys = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
        guard let object = composite(json, at: path(), what: "A typography value", keys: keys,
                                     optional: ["letterSpacing", "lineHeight"]) else { return nil }
        let family = sub(object, "fontFamily", as: .fontFamily, at: path()) { if case .fontFamily(let f, _) = $0 { f } else { nil } }
        let size = sub(object, "fontSize", as: .dimension, at: path()) { if case .dimension(let d) = $0 { d } else { nil } }
        let weight = sub(object, "fontWeight", as: .fontWeight, at: path()) { if case .fontWeight(let w) = $0 { w } else { nil } }
        let spacing = sub(object, "letterSpacing", as: .dimension, at: path()) { if case .dimension(let d) = $0 { d } else { nil } }
        let lineHeight = object["lineHeight"].flatMap { readLineHeight($0, at: path() + ["lineHeight"]) }
        let incomplete = (object["letterSpacing"] != nil && spacing == nil) || (object["lineHeight"] != nil && lineHeight == nil)
        guard let family, let size, let weight, !incomplete else { return nil }
        return TypographyValue(fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: spacing, lineHeight: lineHeight)
    }

    /// The object of a composite value: checks its keys; a missing required key is an error, a
    /// missing `optional` one (which the format requires but readers can default) is bent.
    private mutating func composite(_ json: JSON, at path: @autoclosure () -> [String], what: String, keys: [String],
                                    optional: [String] = []) -> JSONObject? {
        guard let object = json.objectValue else {
            report(.invalidTokenValue, "\(what) must be an object with \(keys.joined(separator: ", ")), found \(json.kindName)", at: path())
            return nil
        }
        checkKeys(object, known: keys, at: path(), what: what)
        for key in optional where object[key] == nil && key != "inset" {
            report(.invalidTokenValue, "\(what) needs '\(key)'; it is read as \(key == "lineHeight" || key == "letterSpacing" ? "absent" : "0")",
                   at: path(), kind: .bent)
        }
        return require(keys, except: optional, in: object, at: path(), what: what) ? object : nil
    }
}
