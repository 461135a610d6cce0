/// One Figma variable value as a DTCG token object: `{"$type", "$value", "$description"}`.
///
/// A `COLOR` `{r, g, b, a}` (0 to 1) becomes an sRGB colour with its alpha; a `FLOAT` the
/// dimension `{"value": n, "unit": "px"}`, the font weight or the number its kind says; a `STRING`
/// a font family or text; a `BOOLEAN` `true`/`false`. Text and Booleans keep the type DTCG lacks
/// (`string`, `boolean`) with `$extensions["com.swatchbook.legacy"].type`, as other dialects'
/// text tokens do. An alias is `"{color.brand.500}"`.
enum FigmaTokenValue {
    /// What one value is, once its alias (if any) is looked up.
    enum Reading {
        /// A literal, as written.
        case literal(JSON)
        /// An alias to the variable at this position.
        case alias(Int)
    }

    /// The token object of `variable` (of `kind`, at `path` targets' paths) for the value `reading`
    /// written at `origin`; nil, reported, when the value does not fit the variable's type.
    static func token(_ reading: Reading, of variable: FigmaVariables.Variable, kind: FigmaTokenKind, origin: TokenOrigin,
                      paths: [TokenPath?], reader: inout FigmaReader) -> JSON? {
        var members: [(String, JSON)] = [("$type", .string(kind.type))]
        switch reading {
        case .alias(let target):
            guard let path = paths[target] else { return nil }
            members.append(("$value", .string("{\(path)}")))
        case .literal(let written):
            guard let value = literal(written, of: variable.resolvedType, as: kind, origin: origin, reader: &reader) else { return nil }
            members.append(("$value", value))
        }
        if let description = variable.description { members.append(("$description", .string(description))) }
        if kind.isKeptAsText {
            members.append(("$extensions", [DialectWalker.legacyExtension: ["type": .string(kind.type)]]))
        }
        return .object(JSONObject(members))
    }

    /// The DTCG `$value` of a literal.
    private static func literal(_ written: JSON, of resolvedType: String, as kind: FigmaTokenKind, origin: TokenOrigin,
                                reader: inout FigmaReader) -> JSON? {
        func refuse(_ rule: Diagnostic.Rule, _ why: String) -> JSON? {
            reader.fail(rule, why, at: origin)
            return nil
        }
        switch (resolvedType, written) {
        case ("COLOR", .object(let rgba)):
            var channels: [Double] = []
            for channel in ["r", "g", "b", "a"] {
                guard let member = rgba[channel] else {
                    if channel == "a" { break }
                    return refuse(.missingMember, "a COLOR value needs r, g and b (from 0 to 1); '\(channel)' is missing")
                }
                guard let number = member.doubleValue, (0...1).contains(number) else {
                    return refuse(.outOfRange, "'\(channel)' of a COLOR value must be a number from 0 to 1, found \(member.kindName == "number" ? "\(member.doubleValue!)" : member.kindName)")
                }
                channels.append(number)
            }
            var color: [(String, JSON)] = [("colorSpace", "srgb"), ("components", .array(channels.prefix(3).map(JSON.number)))]
            if channels.count == 4, channels[3] != 1 { color.append(("alpha", .number(channels[3]))) }
            return .object(JSONObject(color))
        case ("FLOAT", .number(let number)):
            switch kind {
            case .dimension: return ["value": .number(number), "unit": "px"]
            case .fontWeight:
                guard (1...1000).contains(number) else {
                    return refuse(.outOfRange, "this variable is scoped to font weights, which run from 1 to 1000; found \(JSON.number(number))")
                }
                return .number(number)
            default: return .number(number)
            }
        case ("STRING", .string(let text)):
            if kind == .fontFamily, text.isEmpty { return refuse(.invalidValue, "a font family must not be empty") }
            return kind == .text ? LegacyTextTokens.value(written) : .string(text)
        case ("BOOLEAN", .bool):
            return written
        default:
            let expected = ["COLOR": "an object {r, g, b, a}", "FLOAT": "a number", "STRING": "a string", "BOOLEAN": "true or false"]
            return refuse(.wrongType, "a \(resolvedType) variable's value must be \(expected[resolvedType] ?? "a value") or a "
                + "VARIABLE_ALIAS, found \(written.kindName)")
        }
    }
}
