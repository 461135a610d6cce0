/// Reads a DTCG token document (one parsed JSON file or inline source) into a ``TokenGroup``.
///
/// It checks the structure: what is a token and what a group, names, and the `$` properties.
/// Values are checked later, once references can be followed.
public struct TokenDocumentParser {
    private let file: String
    private var sink: DiagnosticSink

    /// A parser reporting problems in `file` into `sink`.
    public init(file: String, sink: DiagnosticSink) {
        self.file = file
        self.sink = sink
    }

    /// The diagnostics collected so far.
    public var diagnostics: DiagnosticSink { sink }

    /// Reads a whole document. `$schema` is allowed at its root.
    public mutating func parse(_ document: JSON, at base: JSONPointer = .root) -> TokenGroup {
        let origin = TokenOrigin(file: file, pointer: base)
        guard let object = document.objectValue else {
            sink.error(origin.diagnostic(.invalidTokenValue, "a token document must be a JSON object, found \(document.kindName)"))
            return TokenGroup(origin: origin)
        }
        if object["$value"] != nil || object["$ref"] != nil {
            sink.error(origin.diagnostic(.tokenWithChildren, "the root of a token document is a group; it cannot have $value or $ref"))
        }
        return group(object, origin: origin, isRoot: true)
    }

    private mutating func node(_ value: JSON, name: String, origin: TokenOrigin) -> TokenNode? {
        guard let object = value.objectValue else {
            sink.error(origin.diagnostic(.invalidTokenValue,
                "'\(name)' must be a token (an object with $value) or a group (an object), found \(value.kindName)"))
            return nil
        }
        if object["$value"] != nil || object["$ref"] != nil { return token(object, origin: origin).map(TokenNode.token) }
        return .group(group(object, origin: origin, isRoot: false))
    }

    private mutating func group(_ object: JSONObject, origin: TokenOrigin, isRoot: Bool) -> TokenGroup {
        var group = TokenGroup(origin: origin)
        group.reserveCapacity(object.count)
        for position in object.indices {
            let (key, value) = object[position]
            let member = Self.memberOrigin(key, at: position, of: object, below: origin)
            switch key {
            case "$type": group.type = type(value, at: member)
            case "$description": group.description = text(value, at: member)
            case "$deprecated": group.deprecation = deprecation(value, at: member)
            case "$extensions": group.extensions = extensions(value, at: member)
            case "$extends": group.extends = extendsTarget(value, at: member)
            case "$schema" where isRoot: continue
            case TokenName.root:
                guard let root = value.objectValue, root["$value"] != nil || root["$ref"] != nil else {
                    sink.error(member.diagnostic(.invalidName, "'$root' is reserved for the group's own token; it must be an object with $value"))
                    continue
                }
                if let token = token(root, origin: member) { group.setChild(.token(token), named: key) }
            default:
                if key.hasPrefix("$") {
                    sink.bend(member.diagnostic(.unknownProperty, "unknown group property '\(key)' (it is ignored)"))
                    continue
                }
                if let problem = TokenName.problem(in: key) {
                    sink.error(member.diagnostic(.invalidName, "'\(key)' cannot name a token or group: \(problem)"))
                    continue
                }
                if let child = node(value, name: key, origin: member) { group.setChild(child, named: key) }
            }
        }
        if group.childCount == 0, group.type != nil, !isRoot, group.extends == nil {
            sink.advise(origin.diagnostic(.incompleteToken,
                "this group has a $type but no tokens; if it is meant to be a token, it needs a $value"))
        }
        return group
    }

    private mutating func token(_ object: JSONObject, origin: TokenOrigin) -> TokenDefinition? {
        var value = JSON.null
        var valueMember = "$value"
        var type: TokenType?
        var description: String?
        var deprecation: Deprecation?
        var extensions: JSON?
        var extraMembers: [(String, JSON)] = []
        var hasValue = false
        for position in object.indices {
            let (key, member) = object[position]
            func place() -> TokenOrigin { Self.memberOrigin(key, at: position, of: object, below: origin) }
            switch key {
            case "$value", "$ref":
                if hasValue { sink.error(place().diagnostic(.invalidTokenValue, "a token has either $value or $ref, not both")) }
                value = key == "$ref" ? ["$ref": member] : member
                valueMember = key
                hasValue = true
            case "$type": type = self.type(member, at: place())
            case "$description": description = text(member, at: place())
            case "$deprecated": deprecation = self.deprecation(member, at: place())
            case "$extensions": extensions = self.extensions(member, at: place())
            default:
                if key.hasPrefix("$") {
                    sink.bend(place().diagnostic(.unknownProperty, "unknown token property '\(key)' (it is ignored)"))
                } else if sink.strictness == .tolerant, !Self.isTokenOrGroup(member) {
                    extraMembers.append((key, member))
                    sink.bend(place().diagnostic(.extraTokenMember, "a token (an object with $value) has no member '\(key)'; "
                        + "it is kept as data on the token (not a child token, and not part of its value)"))
                } else {
                    sink.error(place().diagnostic(.tokenWithChildren,
                        "a token (an object with $value) cannot also contain '\(key)'; make it a group or remove '\(key)'"))
                }
            }
        }
        return TokenDefinition(value: value, valueMember: valueMember, type: type, description: description,
                               deprecation: deprecation, extensions: extensions,
                               extraMembers: extraMembers.isEmpty ? nil : JSONObject(extraMembers), origin: origin)
    }

    /// True for a member that is written as a token or group would be (an object with `$`
    /// properties): beside a `$value` it is a child token, which the format forbids.
    private static func isTokenOrGroup(_ member: JSON) -> Bool {
        guard let object = member.objectValue else { return false }
        return object.contains { key, value in key.hasPrefix("$") || isTokenOrGroup(value) }
    }

    /// Where the member at `position` of `object` (written at `parent`) stands.
    private static func memberOrigin(_ key: String, at position: Int, of object: JSONObject, below parent: TokenOrigin) -> TokenOrigin {
        TokenOrigin(file: parent.file, pointer: parent.pointer.appending(key), line: object.line(at: position))
    }

    private mutating func type(_ value: JSON, at origin: @autoclosure () -> TokenOrigin) -> TokenType? {
        guard let text = value.stringValue else {
            sink.error(origin().diagnostic(.unknownType, "$type must be a string, found \(value.kindName)"))
            return nil
        }
        let type = TokenType(text)
        if !type.isStandard {
            let suggestion = Suggestion.closest(to: text, among: TokenType.standard.map(\.rawValue)).map { " (did you mean '\($0)'?)" } ?? ""
            sink.bend(origin().diagnostic(.unknownType, "'\(text)' is not a DTCG type\(suggestion)"))
        }
        return type
    }

    private mutating func text(_ value: JSON, at origin: @autoclosure () -> TokenOrigin) -> String? {
        guard let text = value.stringValue else {
            sink.error(origin().diagnostic(.invalidTokenValue, "must be a string, found \(value.kindName)"))
            return nil
        }
        return text
    }

    private mutating func deprecation(_ value: JSON, at origin: @autoclosure () -> TokenOrigin) -> Deprecation? {
        if let flag = value.boolValue { return flag ? .deprecated : .current }
        if let reason = value.stringValue { return .deprecatedBecause(reason) }
        sink.error(origin().diagnostic(.invalidTokenValue, "$deprecated must be true, false or a reason, found \(value.kindName)"))
        return nil
    }

    private mutating func extensions(_ value: JSON, at origin: @autoclosure () -> TokenOrigin) -> JSON? {
        guard value.objectValue != nil else {
            sink.error(origin().diagnostic(.invalidTokenValue, "$extensions must be an object, found \(value.kindName)"))
            return nil
        }
        return value
    }

    private mutating func extendsTarget(_ value: JSON, at origin: @autoclosure () -> TokenOrigin) -> TokenReference? {
        guard let text = value.stringValue else {
            sink.error(origin().diagnostic(.invalidExtends, "$extends must be a string such as '{button}' or '#/button', found \(value.kindName)"))
            return nil
        }
        if text.hasPrefix("#/"), let pointer = JSONPointer(text) { return .pointer(pointer) }
        switch TokenReference.alias(in: text) {
        case .success(let reference): return reference
        case .failure(let problem): sink.error(origin().diagnostic(.invalidExtends, problem.message))
        case nil: sink.error(origin().diagnostic(.invalidExtends, "$extends must name a group, like '{button}' or '#/button'"))
        }
        return nil
    }
}
