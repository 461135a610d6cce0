/// Every context of one modifier, the other modifiers held to one context each: what an export
/// with `theme=*` writes in one file.
///
/// The default context comes first and is written in full; every other context is written as
/// what differs from it (``differences(at:)``). When the modifier is a light/dark pair,
/// ``colorScheme`` says which contexts are which, for the formats that follow the reader's
/// system setting (`prefers-color-scheme`, dynamic colours, `values-night`).
public struct ContextVariants: Sendable {
    /// One context and its resolved tokens.
    public struct Variant: Sendable {
        /// The context's name (`dark`).
        public let context: String
        /// The whole permutation it stands for.
        public let permutation: Permutation
        /// Its resolved tokens.
        public let set: TokenSet

        /// A context of the varying modifier and its tokens.
        public init(context: String, permutation: Permutation, set: TokenSet) {
            self.context = context
            self.permutation = permutation
            self.set = set
        }
    }

    /// The names of a light/dark pair among the contexts.
    public struct ColorScheme: Hashable, Sendable {
        /// The light context.
        public var light: String
        /// The dark context.
        public var dark: String

        /// A pair of context names.
        public init(light: String, dark: String) {
            self.light = light
            self.dark = dark
        }
    }

    /// The modifier whose contexts vary (`theme`).
    public let modifier: String
    /// Every context, the default first, then the others in the resolver's order.
    public let variants: [Variant]
    /// Which contexts are light and dark, when the modifier is such a pair.
    public let colorScheme: ColorScheme?
    /// Which tokens are written (`?type=`, `?group=`); all when nil.
    private var include: (@Sendable (ResolvedToken) -> Bool)?

    /// The variants of `modifier`, `variants[0]` the default context; `colorScheme` is kept only
    /// when both of its contexts are among the variants.
    public init(modifier: String, variants: [Variant], colorScheme: ColorScheme? = nil) {
        precondition(!variants.isEmpty, "a modifier has at least one context")
        self.modifier = modifier
        self.variants = variants
        let names = Set(variants.map(\.context))
        self.colorScheme = colorScheme.flatMap { names.contains($0.light) && names.contains($0.dark) ? $0 : nil }
    }

    /// The variants of `modifier` in `system`, the other modifiers as `base` chooses and
    /// `modifier`'s default context (`base`'s choice for it) first; nil when `system` does not
    /// hold every permutation needed. A light/dark pair is found as the guide finds it when not
    /// given: the contexts named `light` and `dark` in any case.
    public static func of(_ modifier: String, in system: TokenSystem, around base: Permutation,
                          colorScheme: ColorScheme? = nil) -> ContextVariants? {
        guard let found = system.modifiers.first(where: { $0.name == modifier }) else { return nil }
        let first = base.contexts[modifier] ?? found.defaultContext ?? found.contextNames[0]
        let order = [first] + found.contextNames.filter { $0 != first }
        var variants: [Variant] = []
        for context in order {
            let permutation = Permutation(base.contexts.merging([modifier: context]) { $1 })
            guard let set = system.permutations[permutation] else { return nil }
            variants.append(Variant(context: context, permutation: permutation, set: set))
        }
        let scheme = colorScheme ?? {
            let light = found.contextNames.first { $0.lowercased() == "light" }
            let dark = found.contextNames.first { $0.lowercased() == "dark" }
            return light.flatMap { light in dark.map { ColorScheme(light: light, dark: $0) } }
        }()
        return ContextVariants(modifier: modifier, variants: variants, colorScheme: scheme)
    }

    /// The default context.
    public var base: Variant { variants[0] }

    /// The same variants, writing only the tokens `include` accepts.
    public func filtered(by include: @escaping @Sendable (ResolvedToken) -> Bool) -> ContextVariants {
        var copy = self
        copy.include = include
        return copy
    }

    /// The tokens of `variants[index]` that are written, in its order.
    public func tokens(at index: Int) -> [ResolvedToken] {
        include.map { variants[index].set.tokens.filter($0) } ?? variants[index].set.tokens
    }

    /// The default context's tokens that are written: the file's base, in full.
    public var baseTokens: [ResolvedToken] { tokens(at: 0) }

    /// The tokens of `variants[index]` whose value differs from the default context's (or, with
    /// `resolveAliases` false, whose reference differs), or that the default context lacks, in
    /// that context's order. Empty for the default context itself.
    public func differences(at index: Int, resolveAliases: Bool = true) -> [ResolvedToken] {
        guard index > 0 else { return [] }
        let baseSet = base.set
        return tokens(at: index).filter { token in
            guard let original = baseSet[token.path] else { return true }
            if original.value != token.value || original.type != token.type { return true }
            return !resolveAliases && original.writtenValue != token.writtenValue
        }
    }

    /// The paths of tokens the default context has and `variants[index]` lacks: a format writing
    /// differences cannot say "absent", so these are named in a comment where the format has them.
    public func missing(at index: Int) -> [TokenPath] {
        let set = variants[index].set
        return baseTokens.compactMap { set[$0.path] == nil ? $0.path : nil }
    }
}
