import DesignSystem

/// What a lint rule reads: the settings, the tokens of every permutation in document order, and
/// the components' styles, with the lookups several rules share.
public struct LintSubject: Sendable {
    /// `swatchbook.json`.
    public let settings: Settings
    /// The tokens, resolved for every permutation.
    public let tokens: TokenSystem
    /// The components and their styles.
    public let components: ComponentConfig
    /// Every permutation that was resolved, in document order, each with its tokens.
    public let sets: [(permutation: Permutation, set: TokenSet)]
    /// The permutation with every modifier on its default (the settings' `defaultInputs` first), or the first one.
    public let defaultPermutation: Permutation

    /// The subject of a loaded Config.
    public init(_ config: LoadedConfig) {
        self.init(settings: config.settings, tokens: config.tokens, components: config.components)
    }

    /// The subject of these parts of a Config.
    public init(settings: Settings, tokens: TokenSystem, components: ComponentConfig) {
        self.settings = settings
        self.tokens = tokens
        self.components = components
        sets = ResolverInputs.allPermutations(of: tokens.modifiers).compactMap { permutation in
            tokens.permutations[permutation].map { (permutation, $0) }
        }
        let chosen = try? ResolverInputs.permutation(for: settings.defaultInputs, modifiers: tokens.modifiers).get()
        defaultPermutation = chosen.flatMap { tokens.permutations[$0] == nil ? nil : $0 } ?? sets.first?.permutation ?? Permutation([:])
    }

    /// The tokens with every modifier on its default.
    public var defaultSet: TokenSet? { tokens.permutations[defaultPermutation] }

    /// The style documents, by component name.
    var documents: [StyleDocument] { components.styles.components.compactMap { components.styles[$0] } }

    /// Every binding of every style, with its document and style, in file order.
    var bindings: [(document: StyleDocument, style: StyleDefinition, binding: StyleBinding)] {
        documents.flatMap { document in
            document.styles.flatMap { style in style.allBindings.map { (document, style, $0) } }
        }
    }
}

/// Findings gathered under a key (a token, a pair) with the permutations each holds in, in the order first found.
struct FindingTally<Key: Hashable> {
    private var order: [Key] = []
    private var entries: [Key: (finding: LintFinding, inputs: [Permutation])] = [:]

    /// Records `make()` under `key` in `permutation` (the finding is made only the first time).
    mutating func add(_ key: Key, in permutation: Permutation?, _ make: () -> LintFinding) {
        if entries[key] == nil {
            order.append(key)
            entries[key] = (make(), [])
        }
        if let permutation { entries[key]!.inputs.append(permutation) }
    }

    /// The findings, each with its permutations and, when `count` permutations exist but not all hold it, a note of them.
    func findings(of count: Int) -> [LintFinding] {
        order.map { key in
            var (finding, inputs) = entries[key]!
            finding.inputs = inputs
            if !inputs.isEmpty, inputs.count < count { finding.message += " (in \(LintFinding.inputsText(inputs, of: count)))" }
            return finding
        }
    }
}
