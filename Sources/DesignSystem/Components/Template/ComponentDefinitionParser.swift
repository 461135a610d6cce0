/// Reads a template component's `component.json`: its catalog entry, its style's properties and
/// its contrast pairs. Every problem is reported with file, JSON Pointer, line and rule.
public enum ComponentDefinitionParser {
    /// The members `parts` may list, as ``Displayable`` names them.
    static let partNames = DisplayPart.allCases.map(\.rawValue)
    /// What `shows` may say.
    static let showsValues = ["item", "sections"]
    /// What `previewHeight` may say.
    static let heights = ["short", "medium", "tall"]

    /// Parses the bytes of `component.json` for the component `name` (its folder's name).
    public static func parse(_ bytes: [UInt8], file: String, name: ComponentName) -> (ComponentDefinition?, [Diagnostic]) {
        do {
            return parse(try JSONParser.parse(bytes), file: file, name: name)
        } catch {
            return (nil, [Diagnostic(error, file: file)])
        }
    }

    /// Parses the JSON of `component.json`: the definition, or nil when there is any error; and every diagnostic.
    public static func parse(_ json: JSON, file: String, name: ComponentName) -> (ComponentDefinition?, [Diagnostic]) {
        var reader = ObjectReader(json, file: file)
        var extra: [Diagnostic] = []
        _ = reader.value("$schema")
        let title = required(reader.string("title"), "title", "the name people read, such as \"Chip\"", json, &reader, file: file)
        let summary = required(reader.string("summary"), "summary", "one sentence on what it is for", json, &reader, file: file)
        let parts = names(reader.strings("parts"), "parts", allowed: partNames, what: "a part of an item", &reader)
            .compactMap(DisplayPart.init(rawValue:))
        let states = names(reader.strings("states"), "states", allowed: ComponentState.all.map(\.rawValue), what: "a state", &reader)
            .compactMap(ComponentState.init(named:))
        let sizes = names(reader.strings("sizes"), "sizes", allowed: ComponentSize.all.map(\.rawValue), what: "a size", &reader)
            .compactMap(ComponentSize.init(named:))
        if !states.isEmpty, states.first != .normal {
            reader.report(.invalidValue, at: "states", "must start with 'normal', the state at rest")
        }
        let sample = reader.string("sample")
        if let sample, !SampleParser.isValidName(sample) {
            reader.report(.invalidName, at: "sample", "'\(sample)' is not a sample name: the name of a file in samples/ without .json")
        }
        let shows = keyword(reader.string("shows"), "shows", allowed: showsValues, &reader) ?? "item"
        let height = keyword(reader.string("previewHeight"), "previewHeight", allowed: heights, &reader)
        let lifecycle = Lifecycle.read(&reader)
        let properties = reader.object("properties") { PropertyReading.read(&$0, file: file, extra: &extra) } ?? []
        let contrast = reader.value("contrast").map {
            ContrastReading.read($0, at: reader.pointer("contrast"), line: reader.line("contrast"), properties: properties,
                                 file: file, into: &extra)
        } ?? []
        reader.finish()
        let diagnostics = (reader.diagnostics + extra).sorted { ($0.line ?? 0) < ($1.line ?? 0) }
        guard let title, let summary, !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics) }
        let about = ComponentAbout(name: name, title: title, summary: summary, parts: parts,
                                   states: states.isEmpty ? [.normal] : states, sizes: sizes.isEmpty ? ComponentSize.all : sizes,
                                   showsSections: shows == "sections")
        var definition = ComponentDefinition(about: about, properties: properties, contrastPairs: contrast, sample: sample,
                                             previewHeight: height, file: file)
        definition.lifecycle = lifecycle
        return (definition, diagnostics)
    }

    /// A required string member; reports it missing or blank.
    private static func required(_ value: String?, _ key: String, _ what: String, _ json: JSON, _ reader: inout ObjectReader,
                                 file: String) -> String? {
        guard json.objectValue != nil else { return nil }
        guard let value else {
            if json[key] == nil {
                reader.report(.missingMember, at: key, "a component needs '\(key)': \(what)")
            }
            return nil
        }
        guard value.contains(where: { !$0.isWhitespace }) else {
            reader.report(.invalidValue, at: key, "must not be blank: \(what)")
            return nil
        }
        return value
    }

    /// The names of a list member that are among `allowed`, each once; reports the others and repeats.
    private static func names(_ list: [String]?, _ key: String, allowed: [String], what: String,
                              _ reader: inout ObjectReader) -> [String] {
        var kept: [String] = []
        for name in list ?? [] {
            if kept.contains(name) {
                reader.report(.invalidValue, at: key, "lists '\(name)' twice")
            } else if allowed.contains(name) {
                kept.append(name)
            } else {
                // `primary` is the part's name in templates and classes; `parts` lists the item's parts, `primaryText`.
                let closest = Suggestion.closest(to: name, among: allowed) ?? allowed.first { $0 == name + "Text" }
                let suggestion = closest.map { " (did you mean '\($0)'?)" } ?? ""
                reader.report(.invalidValue, at: key, "'\(name)' is not \(what)\(suggestion); use \(StyleValueReader.list(allowed, or: true))")
            }
        }
        return kept
    }

    /// A string member that must be one of `allowed`.
    private static func keyword(_ value: String?, _ key: String, allowed: [String], _ reader: inout ObjectReader) -> String? {
        guard let value else { return nil }
        guard allowed.contains(value) else {
            reader.report(.invalidValue, at: key, "'\(value)' is not allowed; use \(StyleValueReader.list(allowed, or: true))")
            return nil
        }
        return value
    }
}
