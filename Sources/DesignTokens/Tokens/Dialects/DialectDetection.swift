/// Tells which dialect a parsed token document is written in, by walking it once.
///
/// Tokens Studio: `$themes` or `$metadata` at the root, a type only it uses (`sizing`,
/// `fontSizes`, `boxShadow`, …) or a `studio.tokens` extension. Style Dictionary classic: tokens
/// written with `value` (or, in a token file, only plain values such as `"baseline": "16"`) and
/// no `$value` anywhere. A DTCG draft: `$value` tokens with a value in a form 2025.10 replaced (a string
/// colour, `"16px"`, `"200ms"`, a capitalised weight, a comma list of families, a string shadow or
/// a Tokens Studio shadow, a string template). Anything else is DTCG 2025.10 and is left alone
/// (bare-number dimensions and missing types are the reader's to judge).
enum DialectDetection {
    /// What the walk found.
    private struct Evidence {
        var dollarTokens = 0
        var plainTokens = 0
        /// Leaves that are no token (`"baseline": "16"`): Style Dictionary's plain values.
        var plainValues = 0
        var tokensStudio = false
        var legacyValues = false
    }

    /// The dialect of `document`. A document of plain values alone (`{"globals": {"unit": "px"}}`)
    /// is Style Dictionary's only when it is known to be a token file (`isTokenFile`): any JSON
    /// file, a styles or samples file among them, holds leaves that are no token.
    static func dialect(of document: JSON, isTokenFile: Bool = false) -> TokenDialect {
        guard let root = document.objectValue else { return .dtcg2025 }
        if FigmaVariables.isFigma(document) { return .figmaVariables }
        if root["$themes"] != nil || root["$metadata"] != nil { return .tokensStudio }
        var evidence = Evidence()
        walk(root, type: nil, depth: 0, into: &evidence)
        if evidence.tokensStudio { return .tokensStudio }
        if evidence.dollarTokens == 0 {
            let plain = evidence.plainTokens + (isTokenFile ? evidence.plainValues : 0)
            return plain > 0 ? .styleDictionary : .dtcg2025
        }
        return evidence.legacyValues || evidence.plainTokens > 0 ? .dtcgDraft : .dtcg2025
    }

    private static func walk(_ group: JSONObject, type inherited: String?, depth: Int, into evidence: inout Evidence) {
        guard depth < 64 else { return }
        var groupType = inherited
        if let type = group["$type"]?.stringValue {
            groupType = type
            if LegacyTypes.isTokensStudioOnly(type) { evidence.tokensStudio = true }
        }
        if group["$extensions"]?["studio.tokens"] != nil { evidence.tokensStudio = true }
        for (key, value) in group where !key.hasPrefix("$") {
            guard let child = value.objectValue else {
                if value.stringValue != nil || value.doubleValue != nil { evidence.plainValues += 1 }
                continue
            }
            if let written = child["$value"] {
                evidence.dollarTokens += 1
                let type = child["$type"]?.stringValue ?? groupType
                if let type, LegacyTypes.isTokensStudioOnly(type) { evidence.tokensStudio = true }
                if child["$extensions"]?["studio.tokens"] != nil { evidence.tokensStudio = true }
                if !evidence.legacyValues, let type, isLegacy(written, as: TokenType(type)) { evidence.legacyValues = true }
            } else if child["value"] != nil, child["value"]?.objectValue?["value"] == nil {
                evidence.plainTokens += 1
                if let type = child["type"]?.stringValue, LegacyTypes.isTokensStudioOnly(type) { evidence.tokensStudio = true }
            } else {
                walk(child, type: groupType, depth: depth + 1, into: &evidence)
            }
        }
    }

    /// True when `value`, as a value of `type`, is written in a form DTCG 2025.10 replaced.
    static func isLegacy(_ value: JSON, as type: TokenType) -> Bool {
        if LegacyValueConverter.isAlias(value) { return false }
        if let text = value.stringValue {
            switch type {
            case .fontWeight: return LegacyFont.weight(value) != nil
            case .fontFamily: return text.contains(",")
            case .strokeStyle: return false
            default: return type.isStandard
            }
        }
        if let array = value.arrayValue, type == .shadow || type == .gradient {
            return array.contains { isLegacy($0, as: type) }
        }
        guard let object = value.objectValue else { return false }
        if type == .shadow, object["x"] != nil || object["y"] != nil || object["type"] != nil { return true }
        let members: [String: TokenType]
        switch type {
        case .shadow: members = ["color": .color, "offsetX": .dimension, "offsetY": .dimension, "blur": .dimension, "spread": .dimension]
        case .border: members = ["color": .color, "width": .dimension]
        case .typography: members = ["fontSize": .dimension, "fontWeight": .fontWeight, "fontFamily": .fontFamily,
                                     "letterSpacing": .dimension, "lineHeight": .number]
        case .transition: members = ["duration": .duration, "delay": .duration, "timingFunction": .cubicBezier]
        case .gradient: members = ["color": .color]
        default: return false
        }
        return members.contains { key, memberType in object[key].map { isLegacy($0, as: memberType) } ?? false }
    }
}
