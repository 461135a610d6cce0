/// The types whose values are a number, a string, a list, or a number with a unit.
extension ValueReader {
    mutating func readDimension(_ json: JSON, at path: @autoclosure () -> [String]) -> DimensionValue? {
        if let number = json.doubleValue { return unitlessDimension(number, at: path()) }
        return readMeasure(json, at: path(), what: "a dimension", units: DimensionValue.standardUnits).map {
            DimensionValue(value: $0.value, unit: $0.unit)
        }
    }

    mutating func readDuration(_ json: JSON, at path: @autoclosure () -> [String]) -> DurationValue? {
        readMeasure(json, at: path(), what: "a duration", units: DurationValue.standardUnits).map {
            DurationValue(value: $0.value, unit: $0.unit)
        }
    }

    /// `{"value": number, "unit": string}`; the old string form (`"16px"`) is read tolerantly.
    private mutating func readMeasure(_ json: JSON, at path: @autoclosure () -> [String], what: String,
                                      units: [String]) -> (value: Double, unit: String)? {
        var example: String { "{\"value\": 16, \"unit\": \"\(units[0])\"}" }
        if let text = json.stringValue {
            guard let measure = Self.splitMeasure(text) else {
                report(.invalidTokenValue, "\(what) must be an object like \(example), found the string '\(text)'", at: path())
                return nil
            }
            report(.legacyValue, "\(what) is an object like \(example) in DTCG 2025.10, not the string '\(text)'", at: path(), kind: .bent)
            checkUnit(measure.unit, units: units, at: path() + ["unit"], what: what)
            return measure
        }
        guard let object = json.objectValue else {
            report(.invalidTokenValue, "\(what) must be an object like \(example), found \(json.kindName)", at: path())
            return nil
        }
        checkKeys(object, known: ["value", "unit"], at: path(), what: what.capitalizedFirst)
        guard require(["value", "unit"], in: object, at: path(), what: what.capitalizedFirst) else { return nil }
        let valueIsReference = reference(object["value"]!, at: path() + ["value"], place: .part)
        let unitIsReference = reference(object["unit"]!, at: path() + ["unit"], place: .part)
        let value = valueIsReference ? nil : number(object["value"]!, at: path() + ["value"], what: "the value")
        var unit: String?
        if !unitIsReference {
            if let text = object["unit"]!.stringValue {
                checkUnit(text, units: units, at: path() + ["unit"], what: what)
                unit = text
            } else {
                report(.invalidTokenValue, "the unit must be a string such as \"\(units[0])\"", at: path() + ["unit"])
            }
        }
        guard let value, let unit else { return nil }
        return (value, unit)
    }

    private mutating func checkUnit(_ unit: String, units: [String], at path: @autoclosure () -> [String], what: String) {
        guard !units.contains(unit) else { return }
        let allowed = units.map { "'\($0)'" }.joined(separator: " or ")
        report(.unknownUnit, "'\(unit)' is not a unit of \(what) in DTCG 2025.10 (\(allowed)); it is kept as written",
               at: path(), kind: .bent)
    }

    /// `16px` → (16, "px"); nil when the text is not a number followed by letters or `%`.
    static func splitMeasure(_ text: String) -> (value: Double, unit: String)? {
        let trimmed = text.trimmingWhitespace()
        guard let unitStart = trimmed.firstIndex(where: { $0.isLetter || $0 == "%" }),
              let value = Double(trimmed[..<unitStart]) else { return nil }
        let unit = String(trimmed[unitStart...])
        return unit.allSatisfy({ $0.isLetter || $0 == "%" }) ? (value, unit) : nil
    }

    mutating func readFontFamily(_ json: JSON, at path: @autoclosure () -> [String]) -> TokenValue? {
        if let stack = fontStack(json, at: path()) { return .fontFamily(stack, isList: true) }
        if let name = json.stringValue { return fontName(name, at: path()).map { .fontFamily([$0], isList: false) } }
        guard let array = json.arrayValue, !array.isEmpty else {
            report(.invalidTokenValue, "a font family must be a name or a non-empty list of names, found \(json.kindName)", at: path())
            return nil
        }
        var names: [String] = []
        var complete = true
        for (index, element) in array.enumerated() {
            func elementPath() -> [String] { path() + [String(index)] }
            if reference(element, at: elementPath(), place: .part) { complete = false; continue }
            if let stack = fontStack(element, at: elementPath()) {
                names += stack
                continue
            }
            guard let text = element.stringValue, let name = fontName(text, at: elementPath()) else {
                if element.stringValue == nil {
                    report(.invalidTokenValue, "each font name must be a string, found \(element.kindName)", at: elementPath())
                }
                complete = false
                continue
            }
            names.append(name)
        }
        return complete ? .fontFamily(names, isList: true) : nil
    }

    /// The names of a CSS font stack written where one name belongs (`"Inter, 'Segoe UI', sans-serif"`),
    /// with a warning; nil when `json` is not a string of several names.
    private mutating func fontStack(_ json: JSON, at path: @autoclosure () -> [String]) -> [String]? {
        guard let stack = LegacyFont.families(json)?.arrayValue?.compactMap(\.stringValue), stack.count > 1 else { return nil }
        report(.fontFamilyStack, "a font family is one name or a list of names in DTCG 2025.10, not a CSS font stack; "
            + "\"\(json.stringValue ?? "")\" is read as the list \(stack.map { "'\($0)'" }.joined(separator: ", "))", at: path(), kind: .bent)
        return stack
    }

    private mutating func fontName(_ name: String, at path: @autoclosure () -> [String]) -> String? {
        if !name.contains(where: { !$0.isWhitespace }) {
            report(.invalidTokenValue, "a font name must not be empty", at: path())
            return nil
        }
        return name
    }

    mutating func readFontWeight(_ json: JSON, at path: @autoclosure () -> [String]) -> FontWeightValue? {
        if let weight = json.doubleValue {
            if !(1...1000).contains(weight) {
                report(.valueOutOfRange, "a font weight must be from 1 to 1000, found \(JSON.number(weight))", at: path(), kind: .bent)
            }
            return FontWeightValue(weight: weight)
        }
        guard let keyword = json.stringValue else {
            report(.invalidTokenValue, "a font weight must be a number from 1 to 1000 or a keyword such as \"bold\", found \(json.kindName)", at: path())
            return nil
        }
        if let match = FontWeightValue.keywords.first(where: { $0.0 == keyword }) {
            return FontWeightValue(weight: match.1, keyword: keyword)
        }
        if let match = FontWeightValue.keywords.first(where: { $0.0 == keyword.lowercased() }) {
            report(.invalidTokenValue, "font weight keywords are lower-case: '\(match.0)', not '\(keyword)'", at: path(), kind: .bent)
            return FontWeightValue(weight: match.1, keyword: keyword)
        }
        let suggestion = Suggestion.closest(to: keyword, among: FontWeightValue.keywords.map(\.0)).map { " (did you mean '\($0)'?)" } ?? ""
        report(.invalidTokenValue, "'\(keyword)' is not a font weight keyword\(suggestion)", at: path())
        return nil
    }

    mutating func readCubicBezier(_ json: JSON, at path: @autoclosure () -> [String]) -> CubicBezierValue? {
        guard let array = json.arrayValue, array.count == 4 else {
            report(.invalidTokenValue, "a cubic Bézier curve must be a list of four numbers [x1, y1, x2, y2]", at: path())
            return nil
        }
        var points: [Double] = []
        for (index, element) in array.enumerated() {
            func elementPath() -> [String] { path() + [String(index)] }
            if reference(element, at: elementPath(), place: .part) { continue }
            guard let point = number(element, at: elementPath(), what: "each point") else { continue }
            if index % 2 == 0 && !(0...1).contains(point) {
                report(.valueOutOfRange, "the x coordinates of a cubic Bézier curve must be from 0 to 1, found \(JSON.number(point))",
                       at: elementPath(), kind: .bent)
            }
            points.append(point)
        }
        return points.count == 4 ? CubicBezierValue(points) : nil
    }

    mutating func readNumber(_ json: JSON, at path: @autoclosure () -> [String]) -> Double? {
        if let number = json.doubleValue { return number }
        if let text = json.stringValue, let number = Double(text.trimmingWhitespace()) {
            report(.legacyValue, "a number token holds a JSON number, not the string '\(text)'", at: path(), kind: .bent)
            return number
        }
        report(.invalidTokenValue, "must be a number, found \(json.kindName)", at: path())
        return nil
    }
}

extension String {
    /// The string with its first character upper-cased.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }

    /// The string without leading and trailing whitespace.
    func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
