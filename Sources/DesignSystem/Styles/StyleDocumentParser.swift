/// Reads a component's style file (`Config/styles/<component>.json`) and checks it against the
/// component: its properties, keywords, sizes and states. Every problem is reported, with file,
/// JSON Pointer, line and rule; token references are checked later, against a token system
/// (``StyleDocument/validate(against:)``).
///
/// ```json
/// {"description": "…", "sample": "people", "status": "beta", "owner": "Design systems team",
///  "styles": {"primary": {"description": "…", "extends": "other-style",
///                         "base": {"background": "{color.action.primary.$root}"},
///                         "sizes": {"small": {…}}, "states": {"hover": {…}}}}}
/// ```
public enum StyleDocumentParser {
    /// Parses the bytes of a style file; a JSON syntax error is one diagnostic.
    public static func parse(_ bytes: [UInt8], file: String, component: CatalogEntry) -> (StyleDocument?, [Diagnostic]) {
        do {
            return parse(try JSONParser.parse(bytes), file: file, component: component)
        } catch {
            return (nil, [Diagnostic(error, file: file)])
        }
    }

    /// Parses a style file's JSON for `component`: the document, or nil when there is any error;
    /// and every diagnostic (warnings too), in file order.
    public static func parse(_ json: JSON, file: String, component: CatalogEntry) -> (StyleDocument?, [Diagnostic]) {
        var reading = StyleFileReading(file: file, entry: component)
        var reader = ObjectReader(json, file: file)
        _ = reader.value("$schema")
        let description = reader.string("description")
        let sample = reader.string("sample")
        if let sample, !SampleParser.isValidName(sample) {
            reader.report(.invalidName, at: "sample", "'\(sample)' is not a sample name: the name of a file in samples/ without .json")
        }
        let lifecycle = Lifecycle.read(&reader)
        if json.objectValue != nil, reader.value("styles") == nil {
            reading.extra.append(Diagnostic(.missingMember, file: file,
                "a styles file needs 'styles': an object of named styles such as \"primary\""))
        }
        let count = reader.object("styles") { styles in reading.readStyles(&styles) }
        // Any names will do: a team styles a component with the styles it has (only none at all is wrong).
        if count == 0, json["styles"]?.objectValue != nil {
            reader.report(.invalidValue, at: "styles", "must define at least one style, such as \"primary\"")
        }
        reader.finish()
        reading.checkExtends()
        let diagnostics = (reader.diagnostics + reading.extra).enumerated()
            .sorted { ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset) }.map(\.element)
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics) }
        var document = StyleDocument(component: component.about.name, file: file, description: description, sample: sample,
                                     styles: reading.styles, properties: component.properties,
                                     contrastPairs: component.contrastPairs, states: component.about.states)
        document.lifecycle = lifecycle
        return (document, diagnostics)
    }
}

/// The state of reading one style file.
private struct StyleFileReading {
    let file: String
    let entry: CatalogEntry
    var styles: [StyleDefinition] = []
    /// Diagnostics that ObjectReader cannot hold (those below a member, from the value reader).
    var extra: [Diagnostic] = []
    /// Each `extends` as written: the style, the target text, and where.
    var extends: [(style: StyleName, target: String, origin: TokenOrigin)] = []

    /// Reads every style; returns how many members `styles` has.
    mutating func readStyles(_ reader: inout ObjectReader) -> Int {
        for key in reader.keys {
            let name = StyleName(key)
            if name == nil {
                reader.report(.invalidName, at: key, "'\(key)' is not a valid style name: use lower-case letters, digits "
                    + "and single '-' between them, starting with a letter (such as \"primary\" or \"call-to-action\")")
            }
            let origin = TokenOrigin(file: file, pointer: reader.pointer(key), line: reader.line(key))
            reader.object(key) { style in
                if let definition = readStyle(&style, name: name, origin: origin) { styles.append(definition) }
            }
        }
        return reader.keys.count
    }

    /// Reads one style; nil when its name is invalid (its contents are still checked).
    private mutating func readStyle(_ reader: inout ObjectReader, name: StyleName?, origin: TokenOrigin) -> StyleDefinition? {
        let description = reader.string("description")
        let sample = reader.string("sample")
        if let sample, !SampleParser.isValidName(sample) {
            reader.report(.invalidName, at: "sample", "'\(sample)' is not a sample name: the name of a file in samples/ without .json")
        }
        let target = reader.string("extends")
        if let name, let target {
            extends.append((name, target, TokenOrigin(file: file, pointer: reader.pointer("extends"), line: reader.line("extends"))))
        }
        let base = reader.object("base") { readBindings(&$0) } ?? []
        var sizes: [StyleOverride<ComponentSize>] = []
        reader.object("sizes") { sizesReader in
            for key in sizesReader.keys {
                let own = entry.about.sizes, allowed = StyleValueReader.list(own.map(\.rawValue))
                guard let size = ComponentSize(named: key), own.contains(size) else {
                    _ = sizesReader.value(key)
                    if ComponentSize(named: key) != nil {
                        sizesReader.report(.unknownSize, at: key, "\(entry.about.name) has no '\(key)' size; its sizes are \(allowed)")
                    } else {
                        let suggestion = Suggestion.closest(to: key, among: own.map(\.rawValue)).map { " (did you mean '\($0)'?)" } ?? ""
                        sizesReader.report(.unknownSize, at: key, "'\(key)' is not a size\(suggestion); the sizes of \(entry.about.name) are \(allowed)")
                    }
                    continue
                }
                let bindings = sizesReader.object(key) { readBindings(&$0) } ?? []
                sizes.append(StyleOverride(key: size, bindings: bindings))
            }
        }
        var states: [StyleOverride<ComponentState>] = []
        reader.object("states") { statesReader in
            for key in statesReader.keys {
                guard let state = checkedState(key, in: &statesReader) else { continue }
                let bindings = statesReader.object(key) { readBindings(&$0) } ?? []
                states.append(StyleOverride(key: state, bindings: bindings))
            }
        }
        guard let name else { return nil }
        return StyleDefinition(name: name, description: description, extends: target.flatMap { StyleName($0) }, base: base,
                               sizes: sizes, states: states, origin: origin)
    }

    /// The state named `key` when the component has it; otherwise reports it (and marks it read).
    private func checkedState(_ key: String, in reader: inout ObjectReader) -> ComponentState? {
        let own = entry.about.states
        let allowed = StyleValueReader.list(own.map(\.rawValue))
        if let state = ComponentState(named: key), own.contains(state) { return state }
        _ = reader.value(key)
        if ComponentState(named: key) != nil {
            reader.report(.unknownState, at: key, "\(entry.about.name) has no '\(key)' state; its states are \(allowed)")
        } else {
            let suggestion = Suggestion.closest(to: key, among: own.map(\.rawValue)).map { " (did you mean '\($0)'?)" } ?? ""
            reader.report(.unknownState, at: key, "'\(key)' is not a state\(suggestion); the states of \(entry.about.name) are \(allowed)")
        }
        return nil
    }

    /// Reads an object of property bindings.
    private mutating func readBindings(_ reader: inout ObjectReader) -> [StyleBinding] {
        var bindings: [StyleBinding] = []
        for key in reader.keys {
            let json = reader.value(key)!
            guard let property = entry.property(named: key) else {
                let names = entry.properties.map(\.name)
                let suggestion = Suggestion.closest(to: key, among: names).map { " (did you mean '\($0)'?)" } ?? ""
                reader.report(.unknownStyleProperty, at: key,
                              "\(entry.about.name) has no property '\(key)'\(suggestion); its properties are \(names.joined(separator: ", "))")
                continue
            }
            let origin = TokenOrigin(file: file, pointer: reader.pointer(key), line: reader.line(key))
            let (value, diagnostics) = StyleValueReader.read(json, for: property, at: origin)
            extra += diagnostics
            if let value { bindings.append(StyleBinding(property: property, value: value, origin: origin)) }
        }
        return bindings
    }

    /// Checks every `extends`: its target must be a style of the file, and no style may extend itself through others.
    mutating func checkExtends() {
        let names = styles.map(\.name.rawValue)
        for entry in extends where !names.contains(entry.target) {
            let suggestion = Suggestion.closest(to: entry.target, among: names).map { " (did you mean '\($0)'?)" } ?? ""
            extra.append(entry.origin.diagnostic(.unknownStyle,
                "'\(entry.style)' extends '\(entry.target)', which is not a style of this file\(suggestion)"))
        }
        let parents = Dictionary(styles.compactMap { style in style.extends.map { (style.name, $0) } }) { first, _ in first }
        var reported = Set<StyleName>()
        for start in styles.map(\.name) where !reported.contains(start) {
            var walk: [StyleName] = []
            var current: StyleName? = start
            while let name = current, !walk.contains(name) {
                walk.append(name)
                current = parents[name]
            }
            guard let repeated = current, let first = walk.firstIndex(of: repeated) else { continue }
            let members = Array(walk[first...])
            guard !members.contains(where: reported.contains) else { continue }
            let circle = (members + [repeated]).map(\.rawValue).joined(separator: " → ")
            for member in members {
                reported.insert(member)
                if let origin = extends.last(where: { $0.style == member })?.origin {
                    extra.append(origin.diagnostic(.styleCycle, "styles extend each other in a circle: \(circle)"))
                }
            }
        }
    }
}
