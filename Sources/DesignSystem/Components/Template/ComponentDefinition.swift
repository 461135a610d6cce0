/// A component a team declares in its Config rather than compiles: what `component.json` says
/// (its catalog entry, its style's properties and contrast pairs) and where its files are.
///
/// ```json
/// {"title": "Chip", "summary": "A compact choice or filter.",
///  "parts": ["primaryText", "image"], "states": ["normal", "hover", "selected"], "sizes": ["small", "medium"],
///  "sample": "tags", "shows": "item", "previewHeight": "short", "status": "beta", "owner": "Web platform",
///  "properties": {"background": {"effect": "background", "summary": "The chip's fill."},
///                 "labelColor": {"effect": "foreground", "part": "primary", "summary": "The label's colour."}},
///  "contrast": [{"foreground": "labelColor", "background": "background"}]}
/// ```
public struct ComponentDefinition: Sendable {
    /// What the catalog says about it (its name is its folder's).
    public let about: ComponentAbout
    /// Its style's properties, in file order.
    public let properties: [StyleProperty]
    /// The pairs of its properties whose contrast is checked.
    public let contrastPairs: [ContrastPair]
    /// The sample set its previews show when its styles file names none.
    public let sample: String?
    /// How tall a framed preview of it is drawn: `short`, `medium` or `tall`; nil for the guide's choice.
    public let previewHeight: String?
    /// `component.json`, as the user named it.
    public let file: String
    /// The component's `status` and `owner`, when `component.json` sets them.
    public var lifecycle = Lifecycle()

    /// A definition; ``ComponentDefinitionParser`` makes checked ones.
    public init(about: ComponentAbout, properties: [StyleProperty], contrastPairs: [ContrastPair], sample: String?,
                previewHeight: String?, file: String) {
        self.about = about
        self.properties = properties
        self.contrastPairs = contrastPairs
        self.sample = sample
        self.previewHeight = previewHeight
        self.file = file
    }

    /// The parts its properties apply to besides the root, in first-use order.
    public var styledParts: [ComponentPart] {
        var parts: [ComponentPart] = []
        for property in properties where property.part != .root && !parts.contains(property.part) { parts.append(property.part) }
        return parts
    }
}
