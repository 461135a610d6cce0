/// Token values written back in DTCG 2025.10 form (colours as objects, dimensions as
/// `{value, unit}`), as the flat and DTCG exports need them.
extension TokenValue {
    /// The value as DTCG JSON.
    public var json: JSON {
        switch self {
        case .color(let color): return color.json
        case .dimension(let dimension): return dimension.json
        case .fontFamily(let names, let isList): return isList ? .array(names.map(JSON.string)) : .string(names.first ?? "")
        case .fontWeight(let weight): return weight.keyword.map(JSON.string) ?? .number(weight.weight)
        case .duration(let duration): return duration.json
        case .cubicBezier(let curve): return .array(curve.points.map(JSON.number))
        case .number(let number): return .number(number)
        case .strokeStyle(let style): return style.json
        case .border(let border):
            return ["color": border.color.json, "width": border.width.json, "style": border.style.json]
        case .transition(let transition):
            return ["duration": transition.duration.json, "delay": transition.delay.json,
                    "timingFunction": .array(transition.timingFunction.points.map(JSON.number))]
        case .shadow(let layers, let isList):
            return isList ? .array(layers.map(\.json)) : (layers.first?.json ?? .null)
        case .gradient(let stops):
            return .array(stops.map { ["color": $0.color.json, "position": .number($0.position)] })
        case .typography(let typography): return typography.json
        case .raw(let json): return json
        }
    }
}

extension ColorValue {
    /// `#abc` as `#aabbcc`; any other text as it is.
    static func sixDigitHex(_ hex: String) -> String {
        let digits = Array(hex.utf8)
        guard digits.count == 4, digits[0] == UInt8(ascii: "#"), digits.dropFirst().allSatisfy({ hexDigitValue($0) != nil }) else { return hex }
        return "#" + digits.dropFirst().map { String(decoding: [$0, $0], as: UTF8.self) }.joined()
    }

    /// `{"colorSpace": …, "components": […], "alpha": …, "hex": …}`; alpha only when not 1, and a
    /// three-digit `hex` fallback (read tolerantly) written out in the six digits DTCG requires.
    public var json: JSON {
        var members: [(String, JSON)] = [
            ("colorSpace", .string(colorSpace.rawValue)),
            ("components", .array(components.map { component in
                switch component {
                case .number(let value): return .number(value)
                case .none: return "none"
                }
            })),
        ]
        if alpha != 1 { members.append(("alpha", .number(alpha))) }
        if let hex { members.append(("hex", .string(Self.sixDigitHex(hex)))) }
        return .object(JSONObject(members))
    }
}

extension DimensionValue {
    /// `{"value": 16, "unit": "px"}`.
    public var json: JSON { ["value": .number(value), "unit": .string(unit)] }
}

extension DurationValue {
    /// `{"value": 200, "unit": "ms"}`.
    public var json: JSON { ["value": .number(value), "unit": .string(unit)] }
}

extension StrokeStyleValue {
    /// The keyword, or `{"dashArray": […], "lineCap": …}`.
    public var json: JSON {
        switch self {
        case .keyword(let keyword): return .string(keyword)
        case .pattern(let dashes, let cap): return ["dashArray": .array(dashes.map(\.json)), "lineCap": .string(cap)]
        }
    }
}

extension ShadowValue {
    /// One shadow object; `inset` only when true.
    public var json: JSON {
        var members: [(String, JSON)] = [
            ("color", color.json), ("offsetX", offsetX.json), ("offsetY", offsetY.json),
            ("blur", blur.json), ("spread", spread.json),
        ]
        if inset { members.append(("inset", true)) }
        return .object(JSONObject(members))
    }
}

extension TypographyValue {
    /// The typography object; members read as absent are left out.
    public var json: JSON {
        var members: [(String, JSON)] = [
            ("fontFamily", fontFamily.count == 1 ? .string(fontFamily[0]) : .array(fontFamily.map(JSON.string))),
            ("fontSize", fontSize.json),
            ("fontWeight", fontWeight.keyword.map(JSON.string) ?? .number(fontWeight.weight)),
        ]
        if let letterSpacing { members.append(("letterSpacing", letterSpacing.json)) }
        if let lineHeight { members.append(("lineHeight", lineHeight.json)) }
        return .object(JSONObject(members))
    }
}
