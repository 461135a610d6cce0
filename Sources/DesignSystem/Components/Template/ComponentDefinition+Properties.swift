/// Reading the `properties` of `component.json`: each a name bound by style files to a token,
/// with the layout effect it drives, the part it applies to and one line on what it is for.
///
/// ```json
/// "properties": {"labelColor": {"effect": "foreground", "part": "primary", "summary": "The label's colour."}}
/// ```
enum PropertyReading {
    /// The effects a property may drive: every built-in one but the icon mask, whose value comes from a sample.
    static let effects = LayoutEffect.all.filter { $0.accepts != .image }

    /// Reads every property of the `properties` object.
    static func read(_ reader: inout ObjectReader, file: String, extra: inout [Diagnostic]) -> [StyleProperty] {
        var properties: [StyleProperty] = []
        for key in reader.keys {
            if !isPropertyName(key) {
                reader.report(.invalidName, at: key, "'\(key)' is not a property name: start with a lower-case letter, "
                    + "then letters and digits (such as \"labelColor\")")
            }
            let property = reader.object(key) { member -> StyleProperty? in
                let effectName = member.string("effect")
                let partName = member.string("part") ?? ComponentPart.root.name
                let summary = member.string("summary")
                if effectName == nil, member.keys.contains("effect") == false {
                    member.report(.missingMember, at: "effect", "a property needs 'effect', what it sets: "
                        + StyleValueReader.list(effects.map(\.name), or: true))
                }
                if summary == nil, !member.keys.contains("summary") {
                    member.report(.missingMember, at: "summary", "a property needs 'summary', one line on what it is for")
                }
                var effect: LayoutEffect?
                if let effectName {
                    effect = effects.first { $0.name == effectName }
                    if effect == nil {
                        let suggestion = Suggestion.closest(to: effectName, among: effects.map(\.name)).map { " (did you mean '\($0)'?)" } ?? ""
                        member.report(.invalidValue, at: "effect", "'\(effectName)' is not an effect\(suggestion); effects: "
                            + effects.map(\.name).joined(separator: ", "))
                    }
                }
                if !StyleName.isValid(partName) {
                    member.report(.invalidName, at: "part", "'\(partName)' is not a part name: lower-case letters, digits and "
                        + "single '-' between them, such as \"label\", or one of the item's parts (primary, secondary, tertiary, quaternary, image)")
                }
                guard let effect, let summary, StyleName.isValid(partName), isPropertyName(key) else { return nil }
                return StyleProperty(key, effect, on: ComponentPart(partName), summary)
            }
            if let property = property ?? nil { properties.append(property) }
        }
        return properties
    }

    /// `labelColor`: an ASCII letter in lower case, then ASCII letters and digits, at most 64.
    static func isPropertyName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first), name.utf8.count <= 64 else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }
}

/// Reading the `contrast` list of `component.json`: pairs of colour properties whose contrast the guide checks.
///
/// ```json
/// "contrast": [{"foreground": "labelColor", "background": "background"},
///              {"foreground": "iconColor", "background": "background", "kind": "icon"}]
/// ```
enum ContrastReading {
    /// The pairs of `json`, an array; each property must be one of `properties` and set a colour.
    static func read(_ json: JSON, at pointer: JSONPointer, line: Int?, properties: [StyleProperty], file: String,
                     into diagnostics: inout [Diagnostic]) -> [ContrastPair] {
        guard let array = json.arrayValue else {
            diagnostics.append(Diagnostic(.wrongType, file: file, path: pointer, line: line, "must be an array of pairs, found \(json.kindName)"))
            return []
        }
        var pairs: [ContrastPair] = []
        for (index, element) in array.enumerated() {
            var reader = ObjectReader(element, file: file, path: pointer.appending(index), line: line)
            let foreground = colourProperty(reader.string("foreground"), "foreground", properties, &reader)
            let background = colourProperty(reader.string("background"), "background", properties, &reader)
            var kind = ContrastKind.text
            if let name = reader.string("kind") {
                if let known = ContrastKind(rawValue: name) { kind = known } else {
                    reader.report(.invalidValue, at: "kind", "'\(name)' is not a kind; use 'text' (4.5:1) or 'icon' (3:1)")
                }
            }
            reader.finish()
            diagnostics += reader.diagnostics
            if let foreground, let background { pairs.append(ContrastPair(foreground: foreground, background: background, kind: kind)) }
        }
        return pairs
    }

    /// The name when it is a colour property; otherwise reports why not.
    private static func colourProperty(_ name: String?, _ key: String, _ properties: [StyleProperty],
                                       _ reader: inout ObjectReader) -> String? {
        guard let name else {
            if !reader.keys.contains(key) { reader.report(.missingMember, at: key, "a pair needs '\(key)', a colour property's name") }
            return nil
        }
        guard let property = properties.first(where: { $0.name == name }) else {
            let suggestion = Suggestion.closest(to: name, among: properties.map(\.name)).map { " (did you mean '\($0)'?)" } ?? ""
            reader.report(.invalidValue, at: key, "'\(name)' is not a property of this component\(suggestion)")
            return nil
        }
        guard property.accepts == .token(.color) else {
            reader.report(.invalidValue, at: key, "'\(name)' sets \(property.effect.name), not a colour; contrast is measured between colours")
            return nil
        }
        return name
    }
}
