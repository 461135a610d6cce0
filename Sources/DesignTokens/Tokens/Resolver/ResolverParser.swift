/// Reads a resolver document, checking the structural rules of the Resolver Module 2025.10.
public struct ResolverParser {
    var document: ResolverDocument
    var sink: DiagnosticSink
    let json: JSON

    /// Parses `bytes` read from `file`; the document, when its structure allows one, and the diagnostics.
    public static func parse(_ bytes: [UInt8], file: String, strictness: Strictness) -> (ResolverDocument?, [Diagnostic]) {
        let json: JSON
        let notes: JSONNotes
        do {
            (json, notes) = try JSONParser.parseLenient(bytes)
        } catch {
            return (nil, [Diagnostic(error, file: file)])
        }
        var parser = ResolverParser(json: json, file: file, strictness: strictness)
        // The resolver module lets tools read JSONC and JSON5; only repeated names are reported.
        notes.report(file: file, into: &parser.sink, extensionsAllowed: true)
        parser.read()
        return (parser.sink.hasErrors ? nil : parser.document, parser.sink.diagnostics)
    }

    private init(json: JSON, file: String, strictness: Strictness) {
        self.json = json
        self.document = ResolverDocument(file: file)
        self.sink = DiagnosticSink(strictness: strictness)
    }

    private func origin(_ pointer: JSONPointer, in object: JSONObject? = nil, key: String? = nil) -> TokenOrigin {
        TokenOrigin(file: document.file, pointer: pointer, line: key.flatMap { object?.line(of: $0) })
    }

    private mutating func read() {
        guard let root = json.objectValue else {
            return sink.error(origin(.root).diagnostic(.wrongType, "a resolver document must be a JSON object, found \(json.kindName)"))
        }
        let known = ["$schema", "name", "description", "version", "sets", "modifiers", "resolutionOrder", "$defs", "$extensions"]
        for key in root.keys where !known.contains(key) {
            sink.bend(origin(JSONPointer.root.appending(key), in: root, key: key).diagnostic(.unknownMember,
                "unknown member '\(key)' of a resolver document" + (Suggestion.closest(to: key, among: known).map { " (did you mean '\($0)'?)" } ?? "")))
        }
        if root["$extensions"] != nil {
            sink.bend(origin(JSONPointer.root.appending("$extensions"), in: root, key: "$extensions").diagnostic(.unknownMember,
                "$extensions belongs on sets and modifiers, not at the root of a resolver document"))
        }
        switch root["version"] {
        case .string("2025.10"): break
        case nil: sink.error(origin(.root).diagnostic(.missingMember, "a resolver document needs \"version\": \"2025.10\""))
        case let other?:
            sink.bend(origin(JSONPointer.root.appending("version"), in: root, key: "version").diagnostic(.invalidValue,
                "version must be the string \"2025.10\", found \(other)"))
        }
        document.name = text(root, "name", at: .root)
        document.description = text(root, "description", at: .root)
        if let sets = members(root, "sets", at: .root) {
            for (name, value) in sets { readSet(name: name, value, at: JSONPointer(tokens: ["sets", name]), line: sets.line(of: name)) }
        }
        if let modifiers = members(root, "modifiers", at: .root) {
            for (name, value) in modifiers {
                readModifier(name: name, value, at: JSONPointer(tokens: ["modifiers", name]), line: modifiers.line(of: name))
            }
        }
        readOrder(root)
        checkUnusedSets()
    }

    private mutating func text(_ object: JSONObject, _ key: String, at base: JSONPointer) -> String? {
        guard let value = object[key] else { return nil }
        guard let text = value.stringValue else {
            sink.error(origin(base.appending(key), in: object, key: key).diagnostic(.wrongType, "\(key) must be a string, found \(value.kindName)"))
            return nil
        }
        return text
    }

    private mutating func members(_ object: JSONObject, _ key: String, at base: JSONPointer) -> JSONObject? {
        guard let value = object[key] else { return nil }
        guard let members = value.objectValue else {
            sink.error(origin(base.appending(key), in: object, key: key).diagnostic(.wrongType, "\(key) must be an object, found \(value.kindName)"))
            return nil
        }
        return members
    }

    private mutating func checkKeys(_ object: JSONObject, known: [String], at base: JSONPointer, what: String) {
        for key in object.keys where !known.contains(key) {
            let suggestion = Suggestion.closest(to: key, among: known).map { " (did you mean '\($0)'?)" } ?? ""
            sink.bend(origin(base.appending(key), in: object, key: key).diagnostic(.unknownMember, "unknown member '\(key)' of \(what)\(suggestion)"))
        }
        if let extensions = object["$extensions"], extensions.objectValue == nil {
            sink.error(origin(base.appending("$extensions"), in: object, key: "$extensions").diagnostic(.wrongType, "$extensions must be an object"))
        }
    }

    @discardableResult
    mutating func readSet(name: String, _ value: JSON, at base: JSONPointer, line: Int?) -> ResolverSet? {
        let setOrigin = TokenOrigin(file: document.file, pointer: base, line: line)
        guard let object = value.objectValue else {
            sink.error(setOrigin.diagnostic(.wrongType, "a set must be an object with sources, found \(value.kindName)"))
            return nil
        }
        checkKeys(object, known: ["sources", "description", "$extensions", "type", "name"], at: base, what: "a set")
        guard let list = object["sources"]?.arrayValue else {
            sink.error(setOrigin.diagnostic(.missingMember, "a set needs a sources array"))
            return nil
        }
        let set = ResolverSet(name: name, description: text(object, "description", at: base),
                              sources: sources(list, at: base.appending("sources")), origin: setOrigin)
        if !base.tokens.starts(with: ["resolutionOrder"]) { document.sets[name] = set }
        return set
    }

    @discardableResult
    mutating func readModifier(name: String, _ value: JSON, at base: JSONPointer, line: Int?) -> ResolverModifier? {
        let modifierOrigin = TokenOrigin(file: document.file, pointer: base, line: line)
        guard let object = value.objectValue else {
            sink.error(modifierOrigin.diagnostic(.wrongType, "a modifier must be an object with contexts, found \(value.kindName)"))
            return nil
        }
        checkKeys(object, known: ["contexts", "default", "description", "$extensions", "type", "name", "context"], at: base, what: "a modifier")
        var contextsKey = "contexts"
        if object["contexts"] == nil, object["context"] != nil {
            contextsKey = "context"
            sink.bend(modifierOrigin.diagnostic(.unknownMember, "the member is called 'contexts', not 'context'"))
        }
        guard let contexts = members(object, contextsKey, at: base), !contexts.isEmpty else {
            sink.error(modifierOrigin.diagnostic(.missingMember, "a modifier needs a contexts object with at least two contexts"))
            return nil
        }
        if contexts.count == 1 {
            sink.bend(modifierOrigin.diagnostic(.invalidValue, "a modifier should offer at least two contexts; '\(name)' has one"))
        }
        var modifier = ResolverModifier(name: name, description: text(object, "description", at: base), contexts: [],
                                        defaultContext: text(object, "default", at: base), origin: modifierOrigin)
        for (context, list) in contexts {
            let at = base.appending(contextsKey).appending(context)
            guard let array = list.arrayValue else {
                sink.error(origin(at, in: contexts, key: context).diagnostic(.wrongType, "context '\(context)' must be an array of sources"))
                continue
            }
            modifier.contexts.append((context, sources(array, at: at)))
        }
        if let fallback = modifier.defaultContext, !modifier.contextNames.contains(fallback) {
            sink.error(origin(base.appending("default"), in: object, key: "default").diagnostic(.invalidValue,
                "default '\(fallback)' is not one of the contexts (\(modifier.contextNames.joined(separator: ", ")))"))
        }
        if !base.tokens.starts(with: ["resolutionOrder"]) { document.modifiers[name] = modifier }
        return modifier
    }
}
