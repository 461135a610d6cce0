/// A component: a pure function from content and a resolved style to an HTML node tree.
///
/// It declares, through ``about``, the parts of a ``Displayable`` it shows, the states it has
/// and its composable style; it renders only parts with content, and takes every look from the
/// style's layout modifiers (no colour, size or font of its own).
public protocol Component: SendableMetatype {
    /// The component's composable style: the properties its styles set.
    associatedtype Style: ComposableStyle
    /// Its catalog entry: name, title, summary, parts shown, states.
    static var about: ComponentAbout { get }
    /// The HTML for `content` in `styling`.
    static func render(_ content: ComponentContent, styling: ComponentStyling) -> Node
}

/// What the catalog says about a component.
public struct ComponentAbout: Sendable {
    /// The name in URLs and style files.
    public let name: ComponentName
    /// The human name, such as `List section`.
    public let title: String
    /// One sentence on what it is for.
    public let summary: String
    /// The parts of an item it shows.
    public let parts: [DisplayPart]
    /// The states it has (`normal` first).
    public let states: [ComponentState]
    /// The sizes it has, smallest first.
    public let sizes: [ComponentSize]
    /// True when it shows sections of items rather than one item.
    public let showsSections: Bool

    /// An entry; every size unless `sizes` says otherwise.
    public init(name: ComponentName, title: String, summary: String, parts: [DisplayPart],
                states: [ComponentState], sizes: [ComponentSize] = ComponentSize.all, showsSections: Bool = false) {
        self.name = name
        self.title = title
        self.summary = summary
        self.parts = parts
        self.states = states
        self.sizes = sizes
        self.showsSections = showsSections
    }
}

extension ComponentAbout {
    /// The size shown when none is asked for: medium when it has it, else its first.
    public var defaultSize: ComponentSize { sizes.contains(.medium) ? .medium : sizes.first ?? .medium }
}

/// A component in the catalog, its type erased: what it is, its style's properties, how it renders.
public struct CatalogEntry: Sendable {
    /// What the catalog says about it.
    public let about: ComponentAbout
    /// Its style's properties.
    public let properties: [StyleProperty]
    /// Its style's contrast pairs.
    public let contrastPairs: [ContrastPair]
    /// Renders content in a styling (a render a template's limits stopped gives a notice saying so).
    public let render: @Sendable (ComponentContent, ComponentStyling) -> Node
    /// Renders content in a styling, or says why the render stopped (a template component's ``TemplateLimits``).
    public let attempt: @Sendable (ComponentContent, ComponentStyling) -> Result<Node, RenderRefusal>
    /// Where it comes from: compiled Swift, or a template in the Config.
    public let source: ComponentSource

    /// The entry of a component type.
    public init<C: Component>(_ component: C.Type) {
        about = C.about
        properties = C.Style.properties
        contrastPairs = C.Style.contrastPairs
        render = { C.render($0, styling: $1) }
        attempt = { .success(C.render($0, styling: $1)) }
        source = .compiled
    }

    /// The entry of a template component of the Config.
    public init(_ component: TemplateComponent) {
        about = component.definition.about
        properties = component.definition.properties
        contrastPairs = component.definition.contrastPairs
        render = { component.render($0, styling: $1) }
        attempt = { component.attempt($0, styling: $1) }
        source = .template(component)
    }

    /// The template component behind it, or nil for a compiled one.
    public var template: TemplateComponent? {
        if case .template(let component) = source { component } else { nil }
    }

    /// The property with this name, or nil.
    public func property(named name: String) -> StyleProperty? { properties.first { $0.name == name } }
}

/// Where a catalog entry comes from.
public enum ComponentSource: Sendable {
    /// A Swift type conforming to ``Component``: built in, or registered by a package that depends on this one.
    case compiled
    /// A folder `components/<name>/` of the Config: `component.json` and a Mustache `template.html`.
    case template(TemplateComponent)
}
