/// One property given a value in a style file: `"background": "{color.action.primary.$root}"`.
public struct StyleBinding: Hashable, Sendable {
    /// The property.
    public let property: StyleProperty
    /// Its value.
    public let value: StyleValue
    /// Where it was written: the file, the JSON Pointer to the member, and its line.
    public let origin: TokenOrigin

    /// A binding.
    public init(property: StyleProperty, value: StyleValue, origin: TokenOrigin) {
        self.property = property
        self.value = value
        self.origin = origin
    }

    /// The layout modifier it becomes.
    public var modifier: LayoutModifier { LayoutModifier(property.effect, value.layoutValue) }
}

/// The bindings a style sets for one size or one state, in file order.
public struct StyleOverride<Key: Hashable & Sendable>: Hashable, Sendable {
    /// The size or state.
    public let key: Key
    /// The properties it sets.
    public let bindings: [StyleBinding]

    /// An override.
    public init(key: Key, bindings: [StyleBinding]) {
        self.key = key
        self.bindings = bindings
    }
}

/// Where in a style file a resolved property was set: which style, and which of its layers.
public struct StyleLayer: Hashable, Sendable, CustomStringConvertible {
    /// The layers of one style, applied in this order.
    public enum Kind: Hashable, Sendable, CustomStringConvertible {
        /// The style's `base`.
        case base
        /// One of the style's `sizes`.
        case size(ComponentSize)
        /// One of the style's `states`.
        case state(ComponentState)

        /// `base`, `size:large` or `state:hover`.
        public var description: String {
            switch self {
            case .base: return "base"
            case .size(let size): return "size:\(size)"
            case .state(let state): return "state:\(state)"
            }
        }
    }

    /// The style that set it (the one looked up, or one it extends).
    public let style: StyleName
    /// The layer.
    public let kind: Kind

    /// A layer.
    public init(style: StyleName, kind: Kind) {
        self.style = style
        self.kind = kind
    }

    /// `primary base`, `primary size:large`, `primary state:hover`.
    public var description: String { "\(style) \(kind)" }
}
