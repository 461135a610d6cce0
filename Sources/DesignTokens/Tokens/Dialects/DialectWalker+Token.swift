/// One token: its keys renamed to DTCG's, its type mapped or inferred, its value converted, and
/// every member DTCG does not define kept under `$extensions["com.swatchbook.legacy"]`.
extension DialectWalker {
    /// The extension key under which converted files keep what DTCG has no place for.
    static let legacyExtension = "com.swatchbook.legacy"

    /// Build artefacts of a dumped Style Dictionary, dropped.
    private static let artefacts: Set<String> = ["original", "path", "filePath", "isSource"]

    mutating func token(_ object: JSONObject, at pointer: JSONPointer, path: [String], type inherited: TokenType?, line: Int?) -> JSONObject {
        let plain = object["$value"] == nil && object["$ref"] == nil
        let valueKey = plain ? "value" : (object["$value"] != nil ? "$value" : "$ref")
        let typeName = object["$type"]?.stringValue ?? (plain || dialect.acceptsPlainKeys ? object["type"]?.stringValue : nil)
        let written = rewriteReferences(object[valueKey] ?? .null)
        let changesBefore = values.tally.changes

        var type: TokenType? = inherited
        var writtenType: TokenType?
        var kept: String?
        var legacy: [(String, JSON)] = []
        if let typeName {
            let (mapped, renamed) = LegacyTypes.map(typeName)
            if let mapped { type = mapped; writtenType = mapped } else { kept = typeName }
            if renamed, mapped != nil {
                values.tally.record(.typeRenamed, isValue: false)
                legacy.append(("type", .string(typeName)))
            }
        } else if inherited == nil, let inferred = inferredType(path: path, value: written) {
            type = inferred
            writtenType = inferred
            values.tally.record(.typeInferred, isValue: false)
        } else if inherited == nil, dialect.acceptsPlainKeys, !LegacyValueConverter.isAlias(written) {
            kept = ["asset", "content"].contains(path.first ?? "") ? path.first! : "string"
        }

        var value = written
        if let kept {
            value = LegacyTextTokens.value(written)
            if dialect == .styleDictionary, let text = written.stringValue, TokenReference.interpolations(in: text) != nil {
                value = written
                legacy.append((PlainValues.templateKey, written))
                values.tally.record(.interpolated, isValue: false)
            }
            writtenType = TokenType(kept)
            values.tally.record(.kept, isValue: false)
            legacy.append(("type", .string(kept)))
        } else if let type {
            value = values.convert(written, as: type)
            if dialect == .styleDictionary, type.isStandard, let text = value.stringValue,
               TokenReference.interpolations(in: text) != nil {
                legacy.append((PlainValues.templateKey, value))
                values.tally.record(.interpolated, isValue: false)
            }
            if dialect != .styleDictionary, value == written, let text = value.stringValue, LegacyMath.isExpression(text),
               [.dimension, .number, .duration, .fontWeight].contains(type) {
                pendingMath.append(PendingMath(keys: path, pointer: pointer, expression: text, type: type))
            }
        }
        legacy += values.moved
        values.moved = []
        let converted = assemble(object, value: value, valueKey: valueKey, type: writtenType, legacy: legacy, pointer: pointer)
        if values.tally.changes > changesBefore {
            values.tally.locate(pointer.appending(valueKey), line: object.line(of: valueKey) ?? line)
        }
        return converted
    }

    /// The converted token object, members in their written order and on their written lines.
    private mutating func assemble(_ object: JSONObject, value: JSON, valueKey: String, type: TokenType?,
                                   legacy moved: [(String, JSON)], pointer: JSONPointer) -> JSONObject {
        var converted = JSONObject()
        var legacy = moved
        var extensions: JSONObject?
        var typeWritten = false
        func put(_ key: String, _ member: JSON, _ line: Int?) {
            if converted.index(forKey: key) == nil { converted.appendNewMember(key, member, line: line) }
        }
        let plainKeys = dialect.acceptsPlainKeys || valueKey == "value"
        for position in object.indices {
            let (key, member) = object[position]
            let line = object.line(at: position)
            var renamed = !key.hasPrefix("$")
            switch key {
            case valueKey:
                put(valueKey == "$ref" ? "$ref" : "$value", valueKey == "$ref" ? member : value, line)
                if let type, !typeWritten { put("$type", .string(type.rawValue), line); typeWritten = true }
            case "$type":
                if let type, !typeWritten { put("$type", .string(type.rawValue), line); typeWritten = true }
            case "type" where plainKeys:
                if let type, !typeWritten { put("$type", .string(type.rawValue), line); typeWritten = true }
            case "$description":
                put("$description", member, line)
            case "description" where plainKeys:
                put("$description", member, line)
            case "comment" where object["description"] == nil && object["$description"] == nil && member.stringValue != nil:
                put("$description", member, line)
            case "deprecated" where member.boolValue != nil || member.stringValue != nil:
                put("$deprecated", member, line)
            case "$extensions":
                // Kept in its written place (the members moved there are added below).
                extensions = member.objectValue
                if let extensions { put("$extensions", .object(extensions), line) }
            case _ where key.hasPrefix("$"):
                put(key, member, line)
            case _ where Self.artefacts.contains(key):
                continue
            default:
                legacy.append((key, member))
                renamed = false
            }
            if renamed { values.tally.record(.keys, isValue: false) }
        }
        if !legacy.isEmpty {
            var all = extensions ?? JSONObject()
            var kept = all[Self.legacyExtension]?.objectValue ?? JSONObject()
            for (key, member) in legacy where key != "type" || kept["type"] == nil { kept.setValue(member, forKey: key) }
            all.setValue(.object(kept), forKey: Self.legacyExtension)
            extensions = all
            values.tally.record(.extensions, isValue: false)
        }
        if let extensions { converted.setValue(.object(extensions), forKey: "$extensions") }
        if let type, !typeWritten { put("$type", .string(type.rawValue), nil) }
        return converted
    }
}
