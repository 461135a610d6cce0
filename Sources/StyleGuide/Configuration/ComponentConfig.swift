import DesignSystem

/// The components of a Config: the compiled ones it uses and its own template components, the styles of `styles/*.json` and the
/// sample sets of `samples/*.json`, checked against each other and the tokens.
public struct ComponentConfig: Sendable {
    /// The components, in catalog order.
    public let catalog: [CatalogEntry]
    /// Each component's styles (a component without a styles file has none).
    public let styles: StyleLibrary
    /// The sample sets, by name.
    public let samples: [SampleSet]
    /// The resolver's modifiers, which previews and lookups take as query parameters.
    public let modifierNames: [String]
    /// The compiled components the Config neither styles nor documents, in catalog order: the
    /// built-ins it could add, listed after its own with a starter styles file.
    public let availableBuiltIns: [CatalogEntry]

    /// The catalog entry named `name`, or nil.
    public func entry(named name: ComponentName) -> CatalogEntry? { catalog.first { $0.about.name == name } }

    /// Every component with a page and a catalog entry: the Config's, then the available built-ins.
    public var everyComponent: [CatalogEntry] { catalog + availableBuiltIns }

    /// The component named `name` whether the Config uses it or not (an available built-in), or nil.
    public func anyEntry(named name: ComponentName) -> CatalogEntry? {
        entry(named: name) ?? availableBuiltIns.first { $0.about.name == name }
    }

    /// The sample set named `name`, or nil.
    public func sample(named name: String) -> SampleSet? { samples.first { $0.name == name } }

    /// The sample set a component's previews show when none is asked for: the one its styles
    /// file names, else the one its `component.json` names (a template component), else the first (by name).
    public func defaultSample(for component: ComponentName) -> SampleSet? {
        styles[component]?.sample.flatMap(sample(named:))
            ?? entry(named: component)?.template?.definition.sample.flatMap(sample(named:)) ?? samples.first
    }
}
