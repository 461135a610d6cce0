/// Colour values (DTCG Color Module 2025.10).
extension ValueReader {
    mutating func readColor(_ json: JSON, at path: @autoclosure () -> [String]) -> ColorValue? {
        if let text = json.stringValue {
            guard let color = ColorValue(hexString: text) else {
                report(.invalidTokenValue, "a colour must be an object like {\"colorSpace\": \"srgb\", \"components\": [1, 0, 0]}, "
                    + "found the string '\(text)'", at: path())
                return nil
            }
            report(.legacyValue, "a colour is an object with colorSpace and components in DTCG 2025.10, not the string '\(text)'",
                   at: path(), kind: .bent)
            return color
        }
        guard let object = json.objectValue else {
            report(.invalidTokenValue, "a colour must be an object with colorSpace and components, found \(json.kindName)", at: path())
            return nil
        }
        checkKeys(object, known: ["colorSpace", "components", "alpha", "hex"], at: path(), what: "A colour")
        guard require(["colorSpace", "components"], in: object, at: path(), what: "A colour") else { return nil }
        let space = colorSpace(object["colorSpace"]!, at: path() + ["colorSpace"])
        let components = colorComponents(object["components"]!, space: space, at: path() + ["components"])
        let alpha = object["alpha"].map { colorAlpha($0, at: path() + ["alpha"]) } ?? 1
        let hex = object["hex"].flatMap { colorHex($0, at: path() + ["hex"]) }
        guard let space, let components, let alpha else { return nil }
        let color = ColorValue(colorSpace: space, components: components, alpha: alpha, hex: hex)
        if let hex, space == .srgb, hex.count == 7, hex.lowercased() != String(color.hexString.prefix(7)) {
            report(.invalidTokenValue, "the hex fallback \(hex) does not match the components (\(color.hexString.prefix(7)))",
                   at: path() + ["hex"], kind: .advice)
        }
        return color
    }

    private mutating func colorSpace(_ json: JSON, at path: @autoclosure () -> [String]) -> ColorSpace? {
        if reference(json, at: path(), place: .part) { return nil }
        guard let name = json.stringValue else {
            report(.invalidTokenValue, "colorSpace must be a string, found \(json.kindName)", at: path())
            return nil
        }
        guard let space = ColorSpace(name) else {
            let suggestion = Suggestion.closest(to: name, among: ColorSpace.all.map(\.rawValue)).map { " (did you mean '\($0)'?)" } ?? ""
            report(.invalidTokenValue, "'\(name)' is not a colour space of DTCG 2025.10\(suggestion)", at: path())
            return nil
        }
        return space
    }

    private mutating func colorComponents(_ json: JSON, space: ColorSpace?, at path: @autoclosure () -> [String]) -> [ColorComponent]? {
        if reference(json, at: path(), place: .part) { return nil }
        guard let array = json.arrayValue, array.count == 3 else {
            report(.invalidTokenValue, "components must be a list of three numbers (or \"none\")", at: path())
            return nil
        }
        var components: [ColorComponent] = []
        for (index, element) in array.enumerated() {
            func elementPath() -> [String] { path() + [String(index)] }
            if reference(element, at: elementPath(), place: .part) { continue }
            if element.stringValue == "none" {
                components.append(.none)
                continue
            }
            guard let value = number(element, at: elementPath(), what: "a colour component") else { continue }
            if let space { checkRange(value, of: space, component: index, at: elementPath()) }
            components.append(.number(value))
        }
        return components.count == 3 ? components : nil
    }

    private mutating func checkRange(_ value: Double, of space: ColorSpace, component index: Int, at path: @autoclosure () -> [String]) {
        let range = space.componentRanges[index]
        let name = space.componentNames[index]
        let belowLower = range.lower.map { value < $0 } ?? false
        let aboveUpper = range.upper.map { range.upperIsExclusive ? value >= $0 : value > $0 } ?? false
        guard belowLower || aboveUpper else { return }
        let lower = range.lower.map { String(describing: JSON.number($0)) } ?? "-∞"
        let upper = range.upper.map { String(describing: JSON.number($0)) } ?? "∞"
        let interval = "[\(lower), \(upper)\(range.upperIsExclusive ? ")" : "]")"
        let kind: Kind = (space == .xyzD65 || space == .xyzD50) ? .advice : .bent
        report(.valueOutOfRange, "\(name) of a \(space) colour must be in \(interval), found \(JSON.number(value))", at: path(), kind: kind)
    }

    private mutating func colorAlpha(_ json: JSON, at path: @autoclosure () -> [String]) -> Double? {
        if reference(json, at: path(), place: .part) { return nil }
        guard let alpha = number(json, at: path(), what: "alpha") else { return nil }
        if !(0...1).contains(alpha) {
            report(.valueOutOfRange, "alpha must be from 0 to 1, found \(JSON.number(alpha))", at: path(), kind: .bent)
        }
        return alpha
    }

    private mutating func colorHex(_ json: JSON, at path: @autoclosure () -> [String]) -> String? {
        if reference(json, at: path(), place: .part) { return nil }
        guard let hex = json.stringValue else {
            report(.invalidTokenValue, "hex must be a string like \"#ff00ff\", found \(json.kindName)", at: path())
            return nil
        }
        let digits = hex.dropFirst()
        guard hex.hasPrefix("#"), digits.count == 6, digits.allSatisfy(\.isHexDigit) else {
            report(.invalidTokenValue, "hex must be six hexadecimal digits after '#', like \"#ff00ff\" (alpha goes in 'alpha'), "
                + "found \"\(hex)\"", at: path(), kind: .bent)
            return hex
        }
        return hex
    }
}
