/// Determines every token's type and follows every reference in a composed token tree.
///
/// Types come from the token's own `$type`, else the token its whole value refers to, else the
/// nearest group (DTCG 2025.10 §5.2.2); only when reading tolerantly, and none of these gives
/// one, is a type read from a value whose shape allows just one (``TokenTypeInference``). References are
/// followed depth first with an explicit stack (no recursion, so no chain is too long), and every
/// token on a cycle is reported. A value is checked against its type as written, then built
/// again once its references are replaced by what they lead to.
struct TokenResolution {
    private let flat: [FlatToken]
    private let targets: ReferenceTargets
    private let strictness: Strictness
    private var sink: DiagnosticSink
    private var types: [TokenType?]
    private var sites: [[ReferenceSite]] = []
    /// Where each site leads, looked up once.
    private var siteTargets: [[ReferenceTarget]] = []
    private var written: [TokenValue?] = []
    private var state: [State]
    private var resolvedJSON: [JSON?]
    private var values: [TokenValue?]
    private var chains: [AliasChain]
    /// For each token, the tokens whose values refer to it.
    private var referrers: [[Int]]

    private enum State { case unvisited, visiting, done, failed }

    /// Resolves the tokens of `root`; nil when any token cannot be resolved (see the diagnostics).
    static func resolve(_ root: TokenGroup, strictness: Strictness, sink: inout DiagnosticSink) -> TokenSet? {
        let (flat, groups) = TokenFlattening.flatten(root)
        var positions: [TokenPath: Int] = [:]
        positions.reserveCapacity(flat.count)
        for (index, token) in flat.enumerated() { positions[token.path] = index }
        var resolution = TokenResolution(flat: flat, targets: ReferenceTargets(root: root, positions: positions),
                                         strictness: strictness, sink: sink)
        let tokens = resolution.run()
        sink = resolution.sink
        guard let tokens, !sink.hasErrors else { return nil }
        return TokenSet(tokens: tokens, positions: positions, groups: groups, referrers: resolution.referrers)
    }

    private init(flat: [FlatToken], targets: ReferenceTargets, strictness: Strictness, sink: DiagnosticSink) {
        self.flat = flat
        self.targets = targets
        self.strictness = strictness
        self.sink = sink
        types = Array(repeating: nil, count: flat.count)
        state = Array(repeating: .unvisited, count: flat.count)
        resolvedJSON = Array(repeating: nil, count: flat.count)
        values = Array(repeating: nil, count: flat.count)
        chains = Array(repeating: .empty, count: flat.count)
        referrers = Array(repeating: [], count: flat.count)
    }

    private mutating func run() -> [ResolvedToken]? {
        determineTypes()
        readWrittenValues()
        for start in flat.indices where state[start] == .unvisited { visit(start) }
        var tokens: [ResolvedToken] = []
        tokens.reserveCapacity(flat.count)
        for index in flat.indices {
            guard let type = types[index], let value = values[index] else { continue }
            tokens.append(ResolvedToken(path: flat[index].path, type: type, value: value, aliasChain: chains[index],
                                        references: sites[index], deprecation: flat[index].deprecation,
                                        definition: flat[index].definition))
        }
        return tokens.count == flat.count ? tokens : nil
    }

    // MARK: Types

    /// Gives each token its type, following whole-value aliases; linear: every token is walked
    /// once, whatever the length of its chain or of a cycle it is on.
    private mutating func determineTypes() {
        if strictness == .tolerant { inferTypes() }
        var settled = [Bool](repeating: false, count: flat.count)
        var onWalk = [Bool](repeating: false, count: flat.count)
        for start in flat.indices where types[start] == nil && !settled[start] {
            var walk: [Int] = []
            var current = start
            var found: TokenType?
            while true {
                if let own = flat[current].definition.type ?? types[current] { found = own; break }
                // An earlier walk went this way and found no type.
                if settled[current] { break }
                onWalk[current] = true
                walk.append(current)
                guard let next = wholeValueTarget(of: current), !onWalk[next] else {
                    found = flat[current].groupType
                    break
                }
                current = next
            }
            // The token the walk stopped at, when it has a type of its own, settles too.
            if walk.last != current, !settled[current] { walk.append(current) }
            for index in walk {
                if types[index] == nil { types[index] = flat[index].definition.type ?? found ?? flat[index].groupType }
                settled[index] = true
                onWalk[index] = false
            }
        }
        var reported = Set<Int>()
        for index in flat.indices where types[index] == nil && !reported.contains(index) {
            reportUntyped(index, reported: &reported)
        }
    }

    /// Says why a token has no type: what is wrong with the reference it has instead, or that it needs a `$type`.
    private mutating func reportUntyped(_ index: Int, reported: inout Set<Int>) {
        let origin = flat[index].definition.origin
        let location = valueLocation(index, [])
        guard let reference = wholeValueReference(of: index) else {
            reported.insert(index)
            let shape = TokenTypeInference.type(of: flat[index].definition.value).map { " (its value reads as a \($0))" } ?? ""
            return sink.error(origin.diagnostic(.missingType,
                "the type of \(flat[index].path) cannot be determined: give it a $type, or put it in a group with one\(shape)"))
        }
        switch targets.target(of: reference) {
        case .invalid(let rule, let message):
            reported.insert(index)
            state[index] = .failed
            sink.error(origin.diagnostic(rule, message, below: location))
        case .token(let target, let valuePath):
            var walk = [index]
            var positions = [index: 0]
            var next: Int? = valuePath.isEmpty ? target : nil
            // Stops at a token already reported: its cycle, or its own missing type, has been said.
            while let step = next, positions[step] == nil, !reported.contains(step) {
                positions[step] = walk.count
                walk.append(step)
                next = types[step] == nil ? wholeValueTarget(of: step) : nil
            }
            if let step = next, let start = positions[step] {
                let members = Array(walk[start...])
                reportCycle(members)
                reported.formUnion(members)
                if reported.contains(index) { return }
            }
            reported.insert(index)
            let why = valuePath.isEmpty ? "it refers to {\(flat[target].path)}, whose type cannot be determined either"
                : "a reference into part of a value needs a $type saying what that part is"
            sink.error(origin.diagnostic(.missingType, "the type of \(flat[index].path) cannot be determined: \(why)"))
        }
    }

    /// Gives each token with no `$type`, no group type and no whole-value reference the type its
    /// value's shape allows, if just one, with a warning naming it.
    private mutating func inferTypes() {
        for index in flat.indices where flat[index].definition.type == nil && flat[index].groupType == nil {
            guard wholeValueReference(of: index) == nil,
                  let type = TokenTypeInference.type(of: flat[index].definition.value) else { continue }
            types[index] = type
            sink.advise(flat[index].definition.origin.diagnostic(.inferredType,
                "\(flat[index].path) has no $type and no group gives it one; its value can only be a \(type), so it is read as one "
                    + "(add \"$type\": \"\(type)\")"))
        }
    }

    /// The token a whole-value reference points to, when the value is one.
    private func wholeValueTarget(of index: Int) -> Int? {
        guard let reference = wholeValueReference(of: index),
              case .token(let target, let valuePath) = targets.target(of: reference), valuePath.isEmpty else { return nil }
        return target
    }

    /// The reference a token's whole value is, when it is one.
    private func wholeValueReference(of index: Int) -> TokenReference? {
        let value = flat[index].definition.value
        if let text = value.stringValue, case .success(let parsed)? = TokenReference.alias(in: text) { return parsed }
        if case .success(let parsed)? = TokenReference.pointer(in: value) { return parsed }
        return nil
    }

    // MARK: Values as written

    private mutating func readWrittenValues() {
        written = Array(repeating: nil, count: flat.count)
        sites = Array(repeating: [], count: flat.count)
        siteTargets = Array(repeating: [], count: flat.count)
        for index in flat.indices {
            guard let type = types[index] else { state[index] = .failed; continue }
            var reader = ValueReader(origin: flat[index].definition.origin, valueMember: flat[index].definition.valueMember,
                                     strictness: strictness)
            written[index] = reader.read(flat[index].definition.value, as: type)
            sites[index] = reader.references
            if !reader.references.isEmpty { siteTargets[index] = reader.references.map { targets.target(of: $0.reference) } }
            for (site, target) in zip(sites[index], siteTargets[index]) {
                guard let problem = ReferenceTargets.objectPointerProblem(site.reference, target) else { continue }
                reader.sink.bend(flat[index].definition.origin.diagnostic(.invalidReference, problem, below: valueLocation(index, site.path)))
            }
            sink.merge(reader.sink.diagnostics)
            if reader.sink.hasErrors { state[index] = .failed }
        }
    }
}

extension TokenResolution {
    // MARK: Following references

    private mutating func visit(_ start: Int) {
        var stack: [(token: Int, next: Int)] = [(start, 0)]
        state[start] = .visiting
        while let top = stack.last {
            let index = top.token
            guard top.next < sites[index].count else {
                stack.removeLast()
                finish(index)
                continue
            }
            stack[stack.count - 1].next += 1
            guard case .token(let target, _) = siteTargets[index][top.next] else { continue }
            switch state[target] {
            case .unvisited:
                state[target] = .visiting
                stack.append((target, 0))
            case .visiting:
                reportCycle(stack.map(\.token), closingAt: target)
            case .done, .failed:
                continue
            }
        }
    }

    private mutating func reportCycle(_ stack: [Int], closingAt target: Int) {
        guard let start = stack.lastIndex(of: target) else { return }
        reportCycle(Array(stack[start...]))
    }

    /// Reports a cycle once, at its first member, naming its members (shortened when it is long),
    /// and fails every member.
    private mutating func reportCycle(_ members: [Int]) {
        guard let first = members.first, members.contains(where: { state[$0] != .failed }) else { return }
        for member in members { state[member] = .failed }
        let shown = members.count <= Self.cycleShownMembers ? members
            : Array(members.prefix(Self.cycleShownMembers - 2)) + [-1] + members.suffix(1)
        let names = (shown + [first]).map { $0 < 0 ? "… \(members.count - Self.cycleShownMembers + 1) more …" : "{\(flat[$0].path)}" }
        let size = members.count == 1 ? "" : " through \(members.count) tokens"
        sink.error(flat[first].definition.origin.diagnostic(.circularReference,
            "circular reference\(size): " + names.joined(separator: " → "), below: valueLocation(first, [])))
    }

    /// How many members of a cycle its message names; the others are counted.
    private static let cycleShownMembers = 8
}

extension TokenResolution {
    // MARK: Completing a value

    /// Replaces the references in a token's value by what they lead to, then builds the value.
    private mutating func finish(_ index: Int) {
        guard state[index] == .visiting else { return }
        guard let type = types[index] else { state[index] = .failed; return }
        if sites[index].first?.isInterpolated == true { return finishInterpolated(index) }
        if sites[index].count == 1, let alias = wholeAlias(sites[index][0], siteTargets[index][0], in: index, type: type) {
            values[index] = values[alias]
            resolvedJSON[index] = resolvedJSON[alias]
            state[index] = .done
            return
        }
        var json = flat[index].definition.value
        for (site, target) in zip(sites[index], siteTargets[index]) {
            guard let replacement = substitute(site, target, in: index, type: type) else {
                state[index] = .failed
                return
            }
            json = json.replacing(at: site.path[...], with: replacement)
        }
        if !sites[index].isEmpty, type == .shadow || type == .gradient { json = Self.spliceNestedLists(json) }
        if let value = sites[index].isEmpty ? written[index] : build(json, type: type, for: index) {
            values[index] = value
            resolvedJSON[index] = json
            state[index] = .done
        } else {
            state[index] = .failed
        }
    }

    /// A string whose text holds references: each replaced by its token's value as CSS text.
    private mutating func finishInterpolated(_ index: Int) {
        guard let text = flat[index].definition.value.stringValue, let found = TokenReference.interpolations(in: text) else {
            state[index] = .failed
            return
        }
        var replacements: [String] = []
        for (site, leadsTo) in zip(sites[index], siteTargets[index]) {
            switch leadsTo {
            case .invalid(let rule, let message):
                sink.error(flat[index].definition.origin.diagnostic(rule, message, below: valueLocation(index, site.path)))
                state[index] = .failed
                return
            case .token(let target, let valuePath):
                guard state[target] == .done, let value = values[target], let json = resolvedJSON[target] else {
                    state[index] = .failed
                    return
                }
                record(reference: target, from: index, whole: false)
                let part = valuePath.isEmpty ? nil : json.value(at: valuePath[...])
                replacements.append(part.map { $0.stringValue ?? $0.serialized() } ?? value.cssText ?? value.json.serialized())
            }
        }
        let result = JSON.string(TokenReference.interpolate(text, found, with: replacements))
        values[index] = .raw(result)
        resolvedJSON[index] = result
        state[index] = .done
    }

    /// The token a whole-value alias leads to, when `site` is one that fits: its value is then
    /// that token's value, with nothing to rebuild.
    private mutating func wholeAlias(_ site: ReferenceSite, _ leadsTo: ReferenceTarget, in index: Int, type: TokenType) -> Int? {
        guard site.path.isEmpty, case .token(let target, let valuePath) = leadsTo, valuePath.isEmpty,
              state[target] == .done, types[target] == type, values[target] != nil else { return nil }
        record(reference: target, from: index, whole: true)
        return target
    }

    /// What one reference of token `index` stands for, after checking it fits; nil (reported) when not.
    private mutating func substitute(_ site: ReferenceSite, _ leadsTo: ReferenceTarget, in index: Int, type: TokenType) -> JSON? {
        let origin = flat[index].definition.origin
        let location = valueLocation(index, site.path)
        switch leadsTo {
        case .invalid(let rule, let message):
            sink.error(origin.diagnostic(rule, message, below: location))
            return nil
        case .token(let target, let valuePath):
            guard state[target] == .done, let targetJSON = resolvedJSON[target] else { return nil }
            if valuePath.isEmpty, let expected = site.path.isEmpty ? type : site.expectedType, let actual = types[target],
               expected != actual {
                sink.error(origin.diagnostic(.typeMismatch,
                    "\(site.reference) is a \(actual) token, but \(site.path.isEmpty ? "this token is" : "this place needs") a \(expected)",
                    below: location))
                return nil
            }
            guard let part = targetJSON.value(at: valuePath[...]) else {
                sink.error(origin.diagnostic(.unresolvedReference,
                    "\(site.reference) leads past the end of {\(flat[target].path)}'s value", below: location))
                return nil
            }
            // A bare number is read as px only where the file writes it; one reached inside another value is no dimension.
            if !valuePath.isEmpty, (site.path.isEmpty ? type : site.expectedType) == .dimension, let number = part.doubleValue {
                sink.error(origin.diagnostic(.typeMismatch, "with its references followed, the value is not a valid dimension: "
                    + "\(site.reference) leads to the number \(JSON.number(number)), not a dimension", below: location))
                return nil
            }
            record(reference: target, from: index, whole: site.path.isEmpty && valuePath.isEmpty)
            return part
        }
    }

    private mutating func record(reference target: Int, from index: Int, whole: Bool) {
        referrers[target].append(index)
        if whole { chains[index] = AliasChain(flat[target].path, then: chains[target]) }
        if let deprecation = flat[target].deprecation, deprecation.isDeprecated {
            let reason = deprecation.reason.map { ": \($0)" } ?? ""
            sink.advise(flat[index].definition.origin.diagnostic(.deprecatedReference,
                "refers to {\(flat[target].path)}, which is deprecated\(reason)", below: valueLocation(index, [])))
        }
    }

    /// Builds the complete value; a value that no longer fits its type (through a JSON Pointer
    /// into a part of another value) is a type mismatch.
    private mutating func build(_ json: JSON, type: TokenType, for index: Int) -> TokenValue? {
        var reader = ValueReader(origin: flat[index].definition.origin, strictness: .tolerant)
        if let value = reader.read(json, as: type), reader.references.isEmpty { return value }
        let detail = reader.sink.diagnostics.first.map { ": \($0.message)" } ?? ""
        sink.error(flat[index].definition.origin.diagnostic(.typeMismatch,
            "with its references followed, the value is not a valid \(type)\(detail)", below: valueLocation(index, [])))
        return nil
    }

    /// The path below token `index` of a place in its value, for diagnostics.
    private func valueLocation(_ index: Int, _ path: [String]) -> [String] {
        ValueReader.location(path, member: flat[index].definition.valueMember)
    }

    /// A shadow or gradient list whose element referred to a whole list takes that list's
    /// elements in its place, so the result is one flat list (which is what can be drawn).
    private static func spliceNestedLists(_ json: JSON) -> JSON {
        guard let array = json.arrayValue else { return json }
        return .array(array.flatMap { $0.arrayValue ?? [$0] })
    }
}
