/// Style documents as the styles API writes them: the file's content, values as written.
extension StyleDocument {
    /// `{"component", "file", "description", "sample", "styles": {"<name>": {"description", "extends",
    /// "base": {…}, "sizes": {"<size>": {…}}, "states": {"<state>": {…}}}}}`, every value as
    /// written: `"{token}"`, a literal, or a keyword.
    public var json: JSON {
        [
            "component": .string(component.rawValue),
            "file": .string(file),
            "description": description.map(JSON.string) ?? nil,
            "sample": sample.map(JSON.string) ?? nil,
            "styles": .object(JSONObject(styles.map { ($0.name.rawValue, $0.json) })),
        ]
    }
}

extension StyleDefinition {
    /// `{"description", "extends", "base", "sizes", "states"}`, values as written.
    public var json: JSON {
        [
            "description": description.map(JSON.string) ?? nil,
            "extends": extends.map { .string($0.rawValue) } ?? nil,
            "base": Self.json(base),
            "sizes": .object(JSONObject(sizes.map { ($0.key.rawValue, Self.json($0.bindings)) })),
            "states": .object(JSONObject(states.map { ($0.key.rawValue, Self.json($0.bindings)) })),
        ]
    }

    private static func json(_ bindings: [StyleBinding]) -> JSON {
        .object(JSONObject(bindings.map { ($0.property.name, $0.value.json) }))
    }
}
