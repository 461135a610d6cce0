import DesignSystem
import MicroHTTP

/// Reads the query of a token request the fast way, for one loaded token system: a valid query
/// naming modifiers (one of them may be `*`), `format` and `resolve` exactly as written becomes
/// positions into prepared responses without building a dictionary. Anything else (a filter, a name in another case, a
/// mistake) is left to ``TokenQuery/parse(_:system:defaultInputs:allowFormat:)``, which
/// understands every form and says precisely what is wrong.
struct TokenQueryReader: Sendable {
    /// Every permutation; a choice's `permutation` is a position in this list.
    let permutations: [Permutation]
    /// The modifiers' names, in the resolver's order.
    let modifierNames: [String]
    private let contextNames: [[String]]
    /// The position of each modifier's default context; nil when some modifier has none.
    private let defaults: [Int]?
    /// How far apart in `permutations` two neighbouring contexts of each modifier are.
    private let strides: [Int]

    /// What a fast-path query chose.
    struct Choice: Hashable, Sendable {
        /// A position in ``TokenQueryReader/permutations``.
        let permutation: Int
        /// The output format.
        let format: TokenExportFormat
        /// Whether references are replaced by values.
        let resolve: Bool
        /// The position of the modifier asked for with `*` (every context in one answer), whose
        /// default context `permutation` holds.
        var allContextsOf: Int? = nil
    }

    /// A reader for `modifiers`, whose unnamed modifiers take `defaultInputs`, then their own default.
    init(modifiers: [ResolverModifier], defaultInputs: [String: String]) {
        modifierNames = modifiers.map(\.name)
        contextNames = modifiers.map(\.contextNames)
        var strides = Array(repeating: 1, count: modifiers.count)
        for index in modifiers.indices.reversed().dropFirst() {
            strides[index] = strides[index + 1] * max(1, contextNames[index + 1].count)
        }
        self.strides = strides
        let defaults = modifiers.map { modifier in
            (defaultInputs[modifier.name] ?? modifier.defaultContext).flatMap { modifier.contextNames.firstIndex(of: $0) }
        }
        self.defaults = defaults.contains(nil) ? nil : defaults.map { $0! }
        let total = contextNames.reduce(1) { $0 * $1.count }
        permutations = (0..<total).map { [contextNames, modifierNames, strides] position in
            var contexts: [String: String] = [:]
            for (index, name) in modifierNames.enumerated() {
                contexts[name] = contextNames[index][position / strides[index] % contextNames[index].count]
            }
            return Permutation(contexts)
        }
    }

    /// The choice `items` make, or nil when only the full parser can tell.
    ///
    /// Items named in `others` are skipped: the caller reads them itself.
    func choice(for items: QueryItems, allowFormat: Bool = true, others: Set<String> = []) -> Choice? {
        guard let defaults, modifierNames.count <= 60 else { return nil }
        var position = zip(defaults, strides).reduce(0) { $0 + $1.0 * $1.1 }
        var format = TokenExportFormat.dtcg
        var resolve = true
        var allContextsOf: Int?
        var seen: UInt64 = 0
        for item in items where !others.contains(item.name) {
            let bit: UInt64
            switch item.name {
            case "format" where allowFormat:
                guard let named = TokenExportFormat(item.value) else { return nil }
                format = named
                bit = 1
            case "resolve" where allowFormat:
                guard item.value == "true" || item.value == "false" else { return nil }
                resolve = item.value == "true"
                bit = 2
            default:
                guard let modifier = modifierNames.firstIndex(of: item.name) else { return nil }
                if item.value == TokenQuery.allContexts {
                    guard allowFormat, allContextsOf == nil else { return nil }
                    allContextsOf = modifier
                } else {
                    guard let context = contextNames[modifier].firstIndex(of: item.value) else { return nil }
                    position += (context - defaults[modifier]) * strides[modifier]
                }
                bit = 4 << UInt64(modifier)
            }
            guard seen & bit == 0 else { return nil }
            seen |= bit
        }
        return Choice(permutation: position, format: format, resolve: resolve, allContextsOf: allContextsOf)
    }
}
