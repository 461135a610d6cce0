/// What resolving a resolver document's permutations would cost, counted before any is built:
/// how many permutations its modifiers make (the product of their contexts, against
/// `permutations`), how many tokens the wanted ones hold at least (the largest source each merges,
/// against `tokens`), and how many token definitions merging them takes (every source's tokens,
/// each time a permutation merges it, against `mergedTokens`). A refusal names the resolver, the
/// JSON path of its modifiers (or of the set or modifier that weighs most) and the setting.
enum PermutationBudget {
    /// How many permutations `modifiers` make: the product of their contexts; nil past `Int.max`.
    static func count(_ modifiers: [ResolverModifier]) -> Int? {
        var product = 1
        for modifier in modifiers {
            let (next, overflow) = product.multipliedReportingOverflow(by: modifier.contexts.count)
            if overflow { return nil }
            product = next
        }
        return product
    }

    /// The refusal of a document whose modifiers make more than `limits.permutations` permutations,
    /// at the JSON path the modifiers share (`/modifiers`).
    static func tooMany(_ document: ResolverDocument, limits: TokenLimits) -> Diagnostic? {
        let modifiers = document.activeModifiers
        let count = count(modifiers)
        if let count, count <= limits.permutations { return nil }
        let total = count.map(TokenLimits.grouped) ?? "more than \(TokenLimits.grouped(.max))"
        let factors = modifiers.prefix(4).map { "\($0.name): \($0.contexts.count)" }.joined(separator: " × ")
            + (modifiers.count > 4 ? " × … (\(modifiers.count) modifiers)" : "")
        let what = "the modifiers make \(total) permutations, the product of their contexts (\(factors))"
        let origins = modifiers.map(\.origin)
        let line = origins.count == 1 ? origins[0].line : nil
        return limits.exceeded(.permutations, what, file: document.file, path: sharedPath(origins.map(\.pointer)), line: line)
    }

    /// The refusal when merging the sources of `wanted` would hold more than `limits.tokens`
    /// tokens, or merge more than `limits.mergedTokens` token definitions; weighs (and parses)
    /// every source the permutations use, merging none.
    static func tooHeavy(_ wanted: [Permutation], composer: inout ResolverComposer, limits: TokenLimits) -> Diagnostic? {
        let count = wanted.count
        let plural = count == 1 ? "the permutation" : "the \(TokenLimits.grouped(count)) permutations"
        var definitions = 0
        var heaviest: (definitions: Int, origin: TokenOrigin, name: String)?
        var floor: (tokens: Int, origin: TokenOrigin, what: String)?
        for step in composer.document.order {
            let weight: SourceWeight, least: Int, origin: TokenOrigin, name: String, what: String
            switch step {
            case .set(let set):
                weight = composer.weight(of: set.sources, visiting: [set.name]).times(count)
                least = weight.largest.saturatingProduct(count)
                (origin, name) = (set.origin, "set '\(set.name)'")
                what = "\(name) gives each \(TokenLimits.grouped(weight.largest))"
            case .modifier(let modifier):
                var uses: [String: Int] = [:]
                for permutation in wanted { if let context = permutation.contexts[modifier.name] { uses[context, default: 0] += 1 } }
                var total = SourceWeight(), sum = 0
                for (context, sources) in modifier.contexts {
                    guard let times = uses[context] else { continue }
                    let one = composer.weight(of: sources)
                    total = total.adding(one.times(times))
                    sum = sum.saturatingSum(one.largest.saturatingProduct(times))
                }
                (weight, least, origin, name) = (total, sum, modifier.origin, "modifier '\(modifier.name)'")
                what = "the contexts of \(name) give them \(TokenLimits.grouped(sum)) together"
            }
            if let refusal = composer.tooDeep { return refusal }
            definitions = definitions.saturatingSum(weight.definitions)
            if weight.definitions > heaviest?.definitions ?? -1 { heaviest = (weight.definitions, origin, name) }
            if least > floor?.tokens ?? -1 { floor = (least, origin, what) }
        }
        if let floor, floor.tokens > limits.tokens {
            return limits.exceeded(.tokens, "\(plural) would hold at least \(amount(floor.tokens)) tokens (\(floor.what))",
                                   file: floor.origin.file, path: floor.origin.pointer, line: floor.origin.line)
        }
        if let heaviest, definitions > limits.mergedTokens {
            return limits.exceeded(.mergedTokens, "building \(plural) would merge \(amount(definitions)) token definitions, "
                + "\(amount(heaviest.definitions)) of them from \(heaviest.name) (each source's tokens, each time it is merged)",
                file: heaviest.origin.file, path: heaviest.origin.pointer, line: heaviest.origin.line)
        }
        return nil
    }

    /// `number` grouped, or "more than 9,223,…" when it saturated.
    private static func amount(_ number: Int) -> String {
        number == .max ? "more than \(TokenLimits.grouped(.max - 1))" : TokenLimits.grouped(number)
    }

    /// The longest path all of `pointers` start with (the one pointer itself when there is one).
    private static func sharedPath(_ pointers: [JSONPointer]) -> JSONPointer {
        guard var shared = pointers.first?.tokens else { return .root }
        for pointer in pointers.dropFirst() {
            shared = Array(zip(shared, pointer.tokens).prefix { $0 == $1 }.map(\.0))
        }
        return JSONPointer(tokens: shared)
    }
}
