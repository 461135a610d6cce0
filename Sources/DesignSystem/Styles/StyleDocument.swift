/// A component's style file, parsed and checked: its named styles in file order.
///
/// Made by ``StyleDocumentParser``, which returns one only when the file has no error, so every
/// `extends` names a style of the file and none leads round in a circle. Check its token
/// references against a token system with ``validate(against:)``; look a style up with
/// ``resolve(_:size:state:in:surface:)``.
public struct StyleDocument: Sendable {
    /// The component the file styles.
    public let component: ComponentName
    /// The file, as the user named it.
    public let file: String
    /// What the file says about the component's styles, if anything.
    public let description: String?
    /// The sample set its previews show by default (`sample`), if the file names one.
    public let sample: String?
    /// The styles, in file order.
    public let styles: [StyleDefinition]
    /// The component's properties, in the order a resolved style lists them.
    public let properties: [StyleProperty]
    /// The component's contrast pairs.
    public let contrastPairs: [ContrastPair]
    /// The component's states.
    public let states: [ComponentState]
    /// The component's `status` and `owner`, when the file sets them.
    public var lifecycle = Lifecycle()

    /// A document; ``StyleDocumentParser`` makes checked ones.
    public init(component: ComponentName, file: String, description: String?, sample: String? = nil, styles: [StyleDefinition],
                properties: [StyleProperty], contrastPairs: [ContrastPair], states: [ComponentState]) {
        self.component = component
        self.file = file
        self.description = description
        self.sample = sample
        self.styles = styles
        self.properties = properties
        self.contrastPairs = contrastPairs
        self.states = states
    }

    /// The names of the styles, in file order.
    public var styleNames: [StyleName] { styles.map(\.name) }

    /// The style named `name`, or nil.
    public func style(named name: StyleName) -> StyleDefinition? { styles.first { $0.name == name } }

    /// The style named `name` and the styles it extends, the furthest ancestor first; empty for
    /// an unknown name. A missing parent or a circle (which a parsed document cannot have) ends the chain.
    public func chain(of name: StyleName) -> [StyleDefinition] {
        var chain: [StyleDefinition] = []
        var next: StyleName? = name
        while let current = next, !chain.contains(where: { $0.name == current }), let style = style(named: current) {
            chain.append(style)
            next = style.extends
        }
        return chain.reversed()
    }

    /// Every binding of every style, in file order.
    public var allBindings: [StyleBinding] { styles.flatMap(\.allBindings) }

    /// Every layout modifier any of its styles, sizes and states can produce.
    public var usedModifiers: Set<LayoutModifier> { Set(allBindings.map(\.modifier)) }
}
