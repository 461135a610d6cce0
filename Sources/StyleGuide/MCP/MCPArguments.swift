import DesignSystem
import MicroHTTP

/// A tool call's arguments, checked against what the tool takes: no unknown name, every
/// required one given, each of the right type and size. A mistake is a 400 naming the argument,
/// its JSON Pointer in the arguments, what it must be, and what was found.
struct MCPArguments {
    private let values: JSONObject
    private let own: [MCPArgument]
    /// The modifiers given, as the API's query parameters (`theme=dark`), for the API's own readers.
    let modifierItems: QueryItems

    /// Checks `values` for the tool `tool`, which takes `own` and the modifiers as `modifiers` plans.
    init(_ values: JSONObject, tool: String, own: [MCPArgument], modifiers: MCPModifierArguments) throws(HTTPError) {
        self.values = values
        self.own = own
        let allowed = own.map(\.name) + modifiers.modifiers.map(\.name).filter(modifiers.topLevel.contains)
            + (modifiers.usesInputs ? [MCPModifierArguments.inputsName] : [])
        let unknown = values.keys.filter { !allowed.contains($0) }
        if !unknown.isEmpty {
            let names = unknown.prefix(5).map { "'\(Self.shown($0))'" }.joined(separator: ", ") + (unknown.count > 5 ? ", …" : "")
            throw HTTPError(.badRequest, "unknown argument\(unknown.count == 1 ? "" : "s") \(names) for \(tool); allowed: "
                + (allowed.isEmpty ? "none" : allowed.joined(separator: ", ")))
        }
        for argument in own {
            guard let value = values[argument.name] else {
                if argument.required { throw HTTPError(.badRequest, "\(tool) needs the argument '\(argument.name)': \(argument.description)") }
                continue
            }
            try Self.check(value, against: argument, at: "/" + argument.name)
        }
        var items: [QueryItems.Item] = []
        for modifier in modifiers.modifiers where modifiers.topLevel.contains(modifier.name) {
            if let value = values[modifier.name] { items.append(.init(name: modifier.name, value: try Self.context(value, of: modifier, at: "/" + modifier.name))) }
        }
        if modifiers.usesInputs, let inputs = values[MCPModifierArguments.inputsName] {
            guard let object = inputs.objectValue else {
                throw HTTPError(.badRequest, "argument '\(MCPModifierArguments.inputsName)' (at /\(MCPModifierArguments.inputsName)) "
                    + "must be an object of modifier names to contexts, found \(inputs.kindName)")
            }
            let nested = modifiers.modifiers.filter { !modifiers.topLevel.contains($0.name) }
            for key in object.keys {
                guard let modifier = nested.first(where: { $0.name == key }) else {
                    throw HTTPError(.badRequest, "unknown modifier '\(Self.shown(key))' in '\(MCPModifierArguments.inputsName)'; allowed: "
                        + nested.map(\.name).joined(separator: ", ") + " (the others are top-level arguments)")
                }
                items.append(.init(name: key, value: try Self.context(object[key]!, of: modifier, at: "/\(MCPModifierArguments.inputsName)/\(key)")))
            }
        }
        modifierItems = QueryItems(items)
    }

    /// The string argument `name`, or nil when not given.
    func string(_ name: String) -> String? { values[name]?.stringValue }

    /// The Boolean argument `name`, false when not given.
    func flag(_ name: String) -> Bool { values[name]?.boolValue ?? false }

    /// The whole-number argument `name`, or its preset when not given.
    func integer(_ name: String) -> Int {
        if let number = values[name]?.doubleValue { return Int(number) }
        guard let argument = own.first(where: { $0.name == name }), case .integer(_, let preset) = argument.kind else { return 0 }
        return preset
    }

    /// Checks one value against its argument's kind.
    private static func check(_ value: JSON, against argument: MCPArgument, at pointer: String) throws(HTTPError) {
        let place = "argument '\(argument.name)' (at \(pointer))"
        switch argument.kind {
        case .string(let choices):
            guard let text = value.stringValue else { throw HTTPError(.badRequest, "\(place) must be a string, found \(value.kindName)") }
            try checkLength(text, place: place)
            if let choices, !choices.contains(text) {
                throw HTTPError(.badRequest, "\(place) is '\(shown(text))'; allowed: " + choices.joined(separator: ", "))
            }
        case .boolean:
            guard value.boolValue != nil else { throw HTTPError(.badRequest, "\(place) must be true or false, found \(value.kindName)") }
        case .integer(let range, _):
            guard let number = value.doubleValue, number.rounded() == number, number >= Double(range.lowerBound),
                  number <= Double(range.upperBound) else {
                let found = value.doubleValue.map { "\(JSON.number($0).compactDescription)" } ?? value.kindName
                throw HTTPError(.badRequest, "\(place) must be a whole number from \(range.lowerBound) to \(range.upperBound), found \(found)")
            }
        }
    }

    /// A modifier's value: a string of bounded length (the API's readers check that it names a context).
    private static func context(_ value: JSON, of modifier: ResolverModifier, at pointer: String) throws(HTTPError) -> String {
        let place = "argument '\(modifier.name)' (at \(pointer))"
        guard let text = value.stringValue else {
            throw HTTPError(.badRequest, "\(place) must be a string naming a context of '\(modifier.name)' ("
                + modifier.contextNames.joined(separator: ", ") + "), found \(value.kindName)")
        }
        try checkLength(text, place: place)
        return text
    }

    private static func checkLength(_ text: String, place: String) throws(HTTPError) {
        guard text.utf8.count > MCPArgument.maximumStringBytes else { return }
        throw HTTPError(.badRequest, "\(place) has \(TokenLimits.grouped(text.utf8.count)) bytes; the limit is "
            + "\(TokenLimits.grouped(MCPArgument.maximumStringBytes)) bytes")
    }

    /// A name or value as an error shows it: at most 60 characters.
    static func shown(_ text: String) -> String { text.count > 60 ? text.prefix(60) + "…" : text }
}
