/// Each token's type: its own, its alias target's, its group's, or (tolerant) one its value's shape allows.
extension TokenResolution {
    /// Gives each token its type, following whole-value aliases; linear: every token is walked
    /// once, whatever the length of its chain or of a cycle it is on.
    mutating func determineTypes() {
        if strictness == .tolerant { inferTypes() }
        var settled = [Bool](repeating: false, count: flat.count)
        var onWalk = [Bool](repeating: false, count: flat.count)
        for start in flat.indices where types[start] == nil && !settled[start] {
            var walk: [Int] = []
            var current = start
            var found: TokenType?
            while true {
                steps += 1
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
    mutating func reportUntyped(_ index: Int, reported: inout Set<Int>) {
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
                steps += 1
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
    mutating func inferTypes() {
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
    func wholeValueTarget(of index: Int) -> Int? {
        guard case .token(let target, let valuePath)? = wholeTargets[index], valuePath.isEmpty else { return nil }
        return target
    }

    /// The reference a token's whole value is, when it is one.
    func wholeValueReference(of index: Int) -> TokenReference? {
        wholeReferences[index]?.reference
    }

    /// Reads each token's whole-value reference, and where it leads, once for every later use.
    mutating func findWholeReferences() {
        wholeReferences = flat.map { token in
            let value = token.definition.value
            if let text = value.stringValue, case .success(let parsed)? = TokenReference.alias(in: text) {
                return (parsed, isAlias: true)
            }
            if case .success(let parsed)? = TokenReference.pointer(in: value) { return (parsed, isAlias: false) }
            return nil
        }
        wholeTargets = wholeReferences.map { $0.map { targets.target(of: $0.reference) } }
    }
}
