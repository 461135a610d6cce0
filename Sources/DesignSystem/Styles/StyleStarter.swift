/// A minimal styles file for a component (`styles/<name>.json`): one `primary` style whose base
/// binds each property it can to a token of the Config, found by ``StarterTokens``. Properties no
/// token suits are left out, so the file passes `swatchbook check` as it is, and the team adds
/// the rest (each property's name, part and token type are in the component's catalog entry).
public struct StyleStarter: Sendable {
    /// The component it styles.
    public let component: ComponentName
    /// The file's JSON: `{"styles": {"primary": {"base": {…}}}}`.
    public let json: JSON

    /// The starter of `entry`, bound to the tokens `tokens` picked, with a keyword for each
    /// property whose effect `keywords` names (a template component's layout).
    public init(for entry: CatalogEntry, tokens: StarterTokens, keywords: [LayoutEffect: String] = [:]) {
        component = entry.about.name
        var base: [(String, JSON)] = []
        for property in entry.properties {
            if let keyword = keywords[property.effect] {
                base.append((property.name, .string(keyword)))
            } else if let path = tokens.token(for: property.effect) {
                base.append((property.name, .string("{\(path)}")))
            }
        }
        json = ["styles": ["primary": ["base": .object(JSONObject(base))]]]
    }

    /// Where it goes below the Config folder: `styles/<name>.json`.
    public var file: String { "styles/\(component.rawValue).json" }

    /// The file's text: the JSON indented by two spaces, ending in a line break.
    public var text: String { json.serialized(pretty: true) + "\n" }
}
