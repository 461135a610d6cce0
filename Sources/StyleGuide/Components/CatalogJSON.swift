import DesignSystem

/// The JSON of `/api/components` and `/api/styles`: what tools and visual-test runners read.
struct CatalogJSON {
    let config: ComponentConfig
    let settings: Settings
    /// Shows the Config's files relative to its folder.
    let paths: PublicPaths

    /// `/api/components`: every component with its parts, styles, sizes, states, samples and links.
    var index: JSON {
        [
            "components": .array(config.everyComponent.map { .object(summary(of: $0)) }),
            "samples": .array(config.samples.map { sample in
                ["name": .string(sample.name), "description": sample.description.map(JSON.string) ?? .null,
                 "items": .number(Double(sample.sections.reduce(0) { $0 + $1.items.count }))]
            }),
        ]
    }

    /// One contrast pair: its two properties, its kind, and the states it is measured in when it
    /// is not every state (a check box's mark, drawn only when checked).
    static func contrastPair(_ pair: ContrastPair) -> JSON {
        var members: [(String, JSON)] = [("foreground", .string(pair.foreground)), ("background", .string(pair.background)),
                                         ("kind", .string(pair.kind.rawValue))]
        if let states = pair.states { members.append(("states", .array(states.map { .string($0.rawValue) }))) }
        return .object(JSONObject(members))
    }

    /// `/api/components/{name}`: the summary, the style's properties and contrast pairs, the
    /// URL of every preview (style × size × state, default sample and theme), and for a
    /// component with no styles file the starter to copy into `styles/<name>.json`.
    func detail(of entry: CatalogEntry, starter: StyleStarter? = nil) -> JSON {
        var object = summary(of: entry)
        object.setValue(.array(entry.properties.map(Self.property)), forKey: "properties")
        object.setValue(.array(entry.contrastPairs.map(Self.contrastPair)), forKey: "contrastPairs")
        if let starter { object.setValue(["file": .string(starter.file), "content": starter.json], forKey: "starter") }
        let styles = config.styles[entry.about.name]?.styleNames ?? []
        var previews: [JSON] = []
        for style in styles {
            for size in entry.about.sizes {
                for state in entry.about.states {
                    previews.append(["style": .string(style.rawValue), "size": .string(size.rawValue), "state": .string(state.rawValue),
                                     "url": .string(PreviewLinks.preview(entry.about.name, style: style, size: size, state: state)),
                                     "lookup": .string(lookupURL(entry.about.name, style, size, state))])
                }
            }
        }
        object.setValue(.array(previews), forKey: "previews")
        return .object(object)
    }

    /// `/api/styles`: each component that has a styles file, its file and its styles.
    var styleIndex: JSON {
        ["components": .array(config.styles.components.compactMap { name -> JSON? in
            guard let document = config.styles[name] else { return nil }
            return ["name": .string(name.rawValue), "file": .string(paths(document.file)),
                    "styles": .array(document.styleNames.map { .string($0.rawValue) }),
                    "url": .string("/api/styles/\(PreviewLinks.encoded(name.rawValue))")]
        })]
    }

    /// `/api/styles/{component}`: the styles file as written, with the properties, sizes and states it may use.
    func styles(of entry: CatalogEntry) -> JSON {
        guard let document = config.styles[entry.about.name], case .object(var object) = document.json else { return .null }
        object.setValue(.string(paths(document.file)), forKey: "file")
        object.setValue(.array(entry.properties.map(Self.property)), forKey: "properties")
        object.setValue(.array(entry.about.sizes.map { .string($0.rawValue) }), forKey: "sizes")
        object.setValue(.array(entry.about.states.map { .string($0.rawValue) }), forKey: "states")
        return .object(object)
    }

    private func summary(of entry: CatalogEntry) -> JSONObject {
        let name = entry.about.name
        let encoded = PreviewLinks.encoded(name.rawValue)
        let styles = config.styles[name]?.styleNames ?? []
        let lifecycle = ComponentConfig.lifecycle(of: entry, styles: config.styles[name])
        return JSONObject([
            ("name", .string(name.rawValue)),
            ("title", .string(entry.about.title)),
            ("summary", .string(entry.about.summary)),
            ("status", lifecycle.status.map { .string($0.rawValue) } ?? .null),
            ("owner", lifecycle.owner.map(JSON.string) ?? .null),
            ("parts", .array(entry.about.parts.map { .string($0.rawValue) })),
            ("showsSections", .bool(entry.about.showsSections)),
            ("styled", .bool(config.styles[name] != nil)),
            ("source", source(of: entry)),
            ("styles", .array(styles.map { .string($0.rawValue) })),
            ("sizes", .array(entry.about.sizes.map { .string($0.rawValue) })),
            ("states", .array(entry.about.states.map { .string($0.rawValue) })),
            ("samples", .array(config.samples.map { .string($0.name) })),
            ("defaultSample", config.defaultSample(for: name).map { .string($0.name) } ?? .null),
            ("links", [
                "self": .string("/api/components/\(encoded)"),
                "styles": .string(styles.isEmpty ? "" : "/api/styles/\(encoded)"),
                "preview": .string(styles.isEmpty ? "" : "/preview/\(encoded)"),
                "previewTemplate": .string("/preview/\(encoded){?style,size,state,sample," + modifierNames + "}"),
            ]),
        ])
    }

    private var modifierNames: String { settingsModifiers.joined(separator: ",") }
    private var settingsModifiers: [String] { config.modifierNames }

    private func lookupURL(_ component: ComponentName, _ style: StyleName, _ size: ComponentSize, _ state: ComponentState) -> String {
        "/api/styles/\(PreviewLinks.encoded(component.rawValue))/\(PreviewLinks.encoded(style.rawValue))"
            + "?size=\(size.rawValue)&state=\(state.rawValue)"
    }

    /// `{"kind": "compiled"}`, or `{"kind": "template", "definition": …, "template": …}` with the files' paths.
    private func source(of entry: CatalogEntry) -> JSON {
        guard let template = entry.template else { return ["kind": "compiled"] }
        return ["kind": "template", "definition": .string(paths(template.definition.file)), "template": .string(paths(template.templateFile))]
    }

    private static func property(_ property: StyleProperty) -> JSON {
        ["name": .string(property.name), "part": .string(property.part.name), "effect": .string(property.effect.name),
         "accepts": property.accepts.json, "tokenType": property.tokenType.map { .string($0.rawValue) } ?? .null,
         "summary": .string(property.summary)]
    }
}
