/// Sources and the resolution order of a resolver document.
extension ResolverParser {
    mutating func sources(_ list: [JSON], at base: JSONPointer) -> [ResolverSource] {
        list.enumerated().compactMap { index, item in source(item, at: base.appending(index)) }
    }

    private mutating func source(_ item: JSON, at pointer: JSONPointer) -> ResolverSource? {
        let itemOrigin = TokenOrigin(file: document.file, pointer: pointer)
        guard let object = item.objectValue else {
            sink.error(itemOrigin.diagnostic(.wrongType, "a source must be a token object or {\"$ref\": …}, found \(item.kindName)"))
            return nil
        }
        guard let reference = object["$ref"] else { return .inline(item, origin: itemOrigin) }
        guard let target = reference.stringValue, !target.isEmpty else {
            sink.error(itemOrigin.diagnostic(.wrongType, "$ref must be a non-empty string"))
            return nil
        }
        var overrides = object
        overrides.removeValue(forKey: "$ref")
        let siblings = overrides.isEmpty ? nil : overrides
        if target.hasPrefix("#") { return sameDocument(target, siblings: siblings, origin: itemOrigin) }
        if target.contains("://") {
            sink.error(itemOrigin.diagnostic(.invalidValue, "'\(target)': only files relative to the resolver document can be read, not URLs"))
            return nil
        }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        var fragment: JSONPointer?
        if parts.count == 2 {
            fragment = fragmentPointer(String(parts[1]), origin: itemOrigin)
            if fragment == nil { return nil }
        }
        return .file(path: String(parts[0]), fragment: fragment, overrides: siblings, origin: itemOrigin)
    }

    private mutating func fragmentPointer(_ fragment: String, origin: TokenOrigin) -> JSONPointer? {
        if let pointer = JSONPointer("#" + fragment) { return pointer }
        if let pointer = JSONPointer("#/" + fragment) {
            sink.bend(origin.diagnostic(.invalidValue, "a fragment is a JSON Pointer starting with '/': '#/\(fragment)', not '#\(fragment)'"))
            return pointer
        }
        sink.error(origin.diagnostic(.invalidValue, "'#\(fragment)' is not a JSON Pointer"))
        return nil
    }

    private mutating func sameDocument(_ target: String, siblings: JSONObject?, origin: TokenOrigin) -> ResolverSource? {
        guard let pointer = fragmentPointer(String(target.dropFirst()), origin: origin) else { return nil }
        switch pointer.tokens.first {
        case "sets" where pointer.tokens.count == 2:
            return .set(name: pointer.tokens[1], origin: origin)
        case "modifiers":
            sink.error(origin.diagnostic(.invalidValue, "'\(target)': sets and modifiers may not refer to a modifier; only resolutionOrder may"))
            return nil
        case "resolutionOrder":
            sink.error(origin.diagnostic(.invalidValue, "'\(target)': nothing may refer to an item of resolutionOrder"))
            return nil
        default:
            guard var value = pointer.resolve(in: json) else {
                sink.error(origin.diagnostic(.invalidValue, "'\(target)' points to nothing in this document"))
                return nil
            }
            if let siblings, var object = value.objectValue {
                for (key, member) in siblings { object.setValue(member, forKey: key) }
                value = .object(object)
            }
            return .inline(value, origin: TokenOrigin(file: document.file, pointer: pointer))
        }
    }

    mutating func readOrder(_ root: JSONObject) {
        let base = JSONPointer.root.appending("resolutionOrder")
        guard let order = root["resolutionOrder"]?.arrayValue, !order.isEmpty else {
            return sink.error(TokenOrigin(file: document.file, pointer: .root).diagnostic(.missingMember,
                "a resolver document needs a non-empty resolutionOrder"))
        }
        var inlineNames = Set<String>()
        var modifierNames = Set<String>()
        for (index, item) in order.enumerated() {
            let at = base.appending(index)
            let itemOrigin = TokenOrigin(file: document.file, pointer: at)
            guard let object = item.objectValue else {
                sink.error(itemOrigin.diagnostic(.wrongType, "each entry must be {\"$ref\": …} or an inline set or modifier"))
                continue
            }
            let step: ResolutionStep?
            if let reference = object["$ref"]?.stringValue {
                step = namedStep(reference, origin: itemOrigin)
            } else {
                step = inlineStep(object, at: at, origin: itemOrigin, names: &inlineNames)
            }
            guard let step else { continue }
            if case .modifier(let modifier) = step, !modifierNames.insert(modifier.name).inserted,
               !document.order.contains(where: { if case .modifier(let m) = $0 { m.origin == modifier.origin } else { false } }) {
                sink.error(itemOrigin.diagnostic(.invalidValue, "two different modifiers are both named '\(modifier.name)'"))
            }
            document.order.append(step)
        }
        checkSetReferences()
    }

    private mutating func namedStep(_ reference: String, origin: TokenOrigin) -> ResolutionStep? {
        let tokens = JSONPointer(reference)?.tokens ?? []
        switch (tokens.first, tokens.count) {
        case ("sets", 2):
            if let set = document.sets[tokens[1]] { return .set(set) }
            sink.error(origin.diagnostic(.invalidValue, "'\(reference)': there is no set '\(tokens[1])'"))
        case ("modifiers", 2):
            if let modifier = document.modifiers[tokens[1]] { return .modifier(modifier) }
            sink.error(origin.diagnostic(.invalidValue, "'\(reference)': there is no modifier '\(tokens[1])'"))
        default:
            sink.error(origin.diagnostic(.invalidValue, "'\(reference)': resolutionOrder refers to '#/sets/…' or '#/modifiers/…'"))
        }
        return nil
    }

    private mutating func inlineStep(_ object: JSONObject, at pointer: JSONPointer, origin: TokenOrigin,
                                     names: inout Set<String>) -> ResolutionStep? {
        guard let name = object["name"]?.stringValue, let type = object["type"]?.stringValue else {
            sink.error(origin.diagnostic(.missingMember, "an inline entry of resolutionOrder needs a name and a type (\"set\" or \"modifier\")"))
            return nil
        }
        guard names.insert(name).inserted else {
            sink.error(origin.diagnostic(.invalidValue, "two entries of resolutionOrder are named '\(name)'"))
            return nil
        }
        switch type {
        case "set": return readSet(name: name, .object(object), at: pointer, line: nil).map(ResolutionStep.set)
        case "modifier": return readModifier(name: name, .object(object), at: pointer, line: nil).map(ResolutionStep.modifier)
        default:
            sink.error(origin.diagnostic(.invalidValue, "type must be \"set\" or \"modifier\", found \"\(type)\""))
            return nil
        }
    }

    private mutating func checkSetReferences() {
        var lists = document.sets.values.map(\.sources)
        lists += document.modifiers.values.flatMap { $0.contexts.map(\.sources) }
        for step in document.order {
            switch step {
            case .set(let set): lists.append(set.sources)
            case .modifier(let modifier): lists += modifier.contexts.map(\.sources)
            }
        }
        for case .set(let name, let origin) in lists.joined() where document.sets[name] == nil {
            sink.error(origin.diagnostic(.invalidValue, "'#/sets/\(name)': there is no set '\(name)'"))
        }
        checkSetCycles()
    }

    /// Sets that refer to each other in a circle are an error wherever they are used, or not.
    private mutating func checkSetCycles() {
        var finished = Set<String>()
        for start in document.sets.keys.sorted() where !finished.contains(start) {
            // Each set's references are listed once, when it is entered: a set naming 100,000 sets stays linear.
            func setReferences(of name: String) -> [(String, TokenOrigin)] {
                (document.sets[name]?.sources ?? []).compactMap { source -> (String, TokenOrigin)? in
                    if case .set(let name, let origin) = source { (name, origin) } else { nil }
                }
            }
            var stack: [(name: String, next: Int, references: [(String, TokenOrigin)])] = [(start, 0, setReferences(of: start))]
            var onStack: Set<String> = [start]
            while let top = stack.last {
                let references = top.references
                guard top.next < references.count else {
                    finished.insert(top.name)
                    onStack.remove(top.name)
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let (name, origin) = references[top.next]
                if onStack.contains(name) {
                    let loop = stack.map(\.name).drop { $0 != name } + [name]
                    sink.error(origin.diagnostic(.circularReference, "sets refer to each other in a circle: \(loop.joined(separator: " → "))"))
                } else if !finished.contains(name), document.sets[name] != nil {
                    stack.append((name, 0, setReferences(of: name)))
                    onStack.insert(name)
                }
            }
        }
    }
}
