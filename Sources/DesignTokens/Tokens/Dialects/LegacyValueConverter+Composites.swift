/// Composite values: shadows, borders, typography, transitions and gradients, member by member.
extension LegacyValueConverter {
    /// A shadow string (`"0 1px 2px rgba(0,0,0,.2)"`, comma-separated layers, `inset`), a Tokens
    /// Studio shadow (`x`, `y`, `type: innerShadow`), or a draft shadow with string members.
    mutating func shadow(_ json: JSON) -> JSON {
        if let text = json.stringValue {
            guard let layers = LegacyShadow.layers(text) else { return json }
            tally.record(.shadow)
            var converted: [JSON] = []
            for layer in layers { converted.append(members(layer, shadowTypes)) }
            return converted.count == 1 ? converted[0] : .array(converted)
        }
        if let array = json.arrayValue {
            var layers: [JSON] = []
            for layer in array { layers.append(shadowObject(layer)) }
            return .array(layers)
        }
        return shadowObject(json)
    }

    private mutating func shadowObject(_ json: JSON) -> JSON {
        guard var object = json.objectValue, !Self.isAlias(json) else { return json }
        var renamed = false
        for (old, new) in [("x", "offsetX"), ("y", "offsetY")] where object[new] == nil {
            if let value = object.removeValue(forKey: old) { object.setValue(value, forKey: new); renamed = true }
        }
        if let kind = object["type"]?.stringValue {
            object.removeValue(forKey: "type")
            if kind == "innerShadow" || kind == "inset" { object.setValue(true, forKey: "inset") }
            renamed = true
        }
        if let blend = object.removeValue(forKey: "blendMode") { moved.append(("blendMode", blend)); renamed = true }
        for key in ["blur", "spread"] where object[key] == nil { object.setValue(LegacyMeasure.object(0, "px"), forKey: key); renamed = true }
        if renamed { tally.record(.shadow) }
        return members(.object(object), shadowTypes)
    }

    private var shadowTypes: [String: TokenType] {
        ["color": .color, "offsetX": .dimension, "offsetY": .dimension, "blur": .dimension, "spread": .dimension]
    }

    /// A border template `"1px solid #000"` or `"{size.border} solid {color.border}"` (width,
    /// style, colour), or a border object with string members (a missing style is `solid`).
    mutating func border(_ json: JSON) -> JSON {
        if let text = json.stringValue {
            guard let object = LegacyShadow.border(text) else { return json }
            tally.record(.template)
            return members(object, borderTypes)
        }
        guard var object = json.objectValue, !Self.isAlias(json) else { return json }
        if object["style"] == nil, object["color"] != nil, object["width"] != nil {
            object.setValue("solid", forKey: "style")
            tally.record(.composite)
        }
        return members(.object(object), borderTypes)
    }

    private var borderTypes: [String: TokenType] { ["color": .color, "width": .dimension] }

    /// A typography object: each member converted; Tokens Studio's `lineHeight` as a percentage
    /// or in pixels of a pixel `fontSize` becomes a ratio, `letterSpacing` in % or em of a pixel
    /// `fontSize` becomes pixels; members DTCG lacks move to `$extensions`.
    mutating func typography(_ json: JSON) -> JSON {
        guard var object = json.objectValue, !Self.isAlias(json) else { return json }
        for key in ["paragraphSpacing", "paragraphIndent", "textCase", "textDecoration", "fontStyle"] {
            if let value = object.removeValue(forKey: key) { moved.append((key, value)); tally.record(.extensions, isValue: false) }
        }
        var converted = members(.object(object), ["fontFamily": .fontFamily, "fontWeight": .fontWeight]).objectValue ?? object
        let fontSize = converted["fontSize"].map { convert($0, as: .dimension) }
        if let fontSize { converted.setValue(fontSize, forKey: "fontSize") }
        let pixels = fontSize?["unit"] == "px" ? fontSize?["value"]?.doubleValue : nil
        if let lineHeight = converted["lineHeight"], !Self.isAlias(lineHeight), let ratio = ratio(lineHeight, fontSize: pixels) {
            converted.setValue(replace(lineHeight, .number(ratio), .composite), forKey: "lineHeight")
        }
        if let spacing = converted["letterSpacing"], !Self.isAlias(spacing) {
            converted.setValue(letterSpacing(spacing, fontSize: pixels), forKey: "letterSpacing")
        }
        return .object(converted)
    }

    private func ratio(_ json: JSON, fontSize: Double?) -> Double? {
        if let text = json.stringValue, let (value, unit) = LegacyMeasure.split(text), unit == "px", let fontSize, fontSize != 0 {
            return value / fontSize
        }
        return json.stringValue == nil ? nil : LegacyMeasure.number(json)
    }

    private mutating func letterSpacing(_ json: JSON, fontSize: Double?) -> JSON {
        if let text = json.stringValue, let (value, unit) = LegacyMeasure.split(text), let fontSize {
            if unit == "%" { return replace(json, LegacyMeasure.object(value / 100 * fontSize, "px"), .composite) }
            if unit == "em" { return replace(json, LegacyMeasure.object(value * fontSize, "px"), .composite) }
        }
        return convert(json, as: .dimension)
    }

    /// A transition with string durations or a string timing function.
    mutating func transition(_ json: JSON) -> JSON {
        members(json, ["duration": .duration, "delay": .duration, "timingFunction": .cubicBezier])
    }

    /// A gradient whose stops have string colours.
    mutating func gradient(_ json: JSON) -> JSON {
        guard let stops = json.arrayValue else { return json }
        var converted: [JSON] = []
        for stop in stops { converted.append(members(stop, ["color": .color, "position": .number])) }
        return .array(converted)
    }

    /// `json` with each member named in `types` converted as its type.
    mutating func members(_ json: JSON, _ types: [String: TokenType]) -> JSON {
        guard var object = json.objectValue, !Self.isAlias(json) else { return json }
        for (key, type) in types {
            if let member = object[key] { object.setValue(convert(member, as: type), forKey: key) }
        }
        return .object(object)
    }
}
