@testable import DesignTokens

/// Checks a request body for Figma's `POST /v1/files/:file_key/variables` against what Figma's
/// REST API documents for it (the `PostVariablesRequestBody` of its OpenAPI description and the
/// endpoint's rules), written out by hand, and against what Swatchbook promises on top: every
/// variable has exactly one value in every mode of its collection.
///
/// Figma's rules checked: the four top-level arrays and no other member; each change's members
/// (`action`, and the members of a create or update of that kind); temporary ids unique in the
/// body and referred to only after they are defined; a collection's modes, its initial mode
/// included, at most 40, with names of at most 40 characters; variable names unique in their
/// collection and free of `.`, `{` and `}`; at most 5,000 variables in a collection; a resolved
/// type of `BOOLEAN`, `FLOAT`, `STRING` or `COLOR`; scopes from the documented list, `ALL_SCOPES`
/// alone; `codeSyntax` platforms `WEB`, `ANDROID`, `iOS`; each value of the variable's type (a
/// colour `{r, g, b}` or `{r, g, b, a}` from 0 to 1), or an alias to a variable of the same type
/// that is not itself and forms no cycle; a body of at most 4 MB.
enum FigmaBodyCheck {
    static let scopes: Set<String> = [
        "ALL_SCOPES", "TEXT_CONTENT", "CORNER_RADIUS", "WIDTH_HEIGHT", "GAP", "ALL_FILLS", "FRAME_FILL", "SHAPE_FILL",
        "TEXT_FILL", "STROKE_COLOR", "STROKE_FLOAT", "EFFECT_FLOAT", "EFFECT_COLOR", "OPACITY", "FONT_FAMILY", "FONT_STYLE",
        "FONT_WEIGHT", "FONT_SIZE", "LINE_HEIGHT", "LETTER_SPACING", "PARAGRAPH_SPACING", "PARAGRAPH_INDENT", "FONT_VARIATIONS",
    ]

    /// Every problem found in `text`, each naming where it is; empty when the body is valid.
    static func problems(_ text: String) -> [String] {
        var problems: [String] = []
        if text.utf8.count > 4 * 1024 * 1024 { problems.append("the body is over 4 MB") }
        guard let body = try? JSONParser.parse(text), let top = body.objectValue else { return ["the body is not a JSON object"] }
        let arrays = ["variableCollections", "variableModes", "variables", "variableModeValues"]
        for key in top.keys where !arrays.contains(key) { problems.append("unknown top-level member '\(key)'") }
        if top.keys.isEmpty { problems.append("the body is empty") }
        var ids: Set<String> = []
        func define(_ id: String?, _ at: String) {
            guard let id else { return problems.append("\(at) has no id") }
            if !ids.insert(id).inserted { problems.append("\(at): the id '\(id)' is used twice") }
        }
        func members(_ object: JSONObject, allowed: Set<String>, required: [String], _ at: String) {
            for key in object.keys where !allowed.contains(key) { problems.append("\(at): unknown member '\(key)'") }
            for key in required where object[key]?.stringValue == nil { problems.append("\(at): no string '\(key)'") }
        }

        var modesOf: [String: [String]] = [:]
        for (index, change) in (top["variableCollections"]?.arrayValue ?? []).enumerated() {
            let at = "variableCollections[\(index)]"
            guard let object = change.objectValue, object["action"] == "CREATE" else {
                problems.append("\(at) is not a CREATE")
                continue
            }
            members(object, allowed: ["action", "id", "name", "initialModeId", "hiddenFromPublishing"], required: ["id", "name"], at)
            define(object["id"]?.stringValue, at)
            if let initial = object["initialModeId"]?.stringValue, let id = object["id"]?.stringValue {
                define(initial, at + ".initialModeId")
                modesOf[id] = [initial]
            }
        }
        var modeNames: [String: Set<String>] = [:]
        for (index, change) in (top["variableModes"]?.arrayValue ?? []).enumerated() {
            let at = "variableModes[\(index)]"
            guard let object = change.objectValue, let action = object["action"]?.stringValue else {
                problems.append("\(at) has no action")
                continue
            }
            members(object, allowed: ["action", "id", "name", "variableCollectionId"], required: ["id", "variableCollectionId"], at)
            guard let collection = object["variableCollectionId"]?.stringValue, let id = object["id"]?.stringValue,
                  modesOf[collection] != nil else {
                problems.append("\(at) names no collection of the body")
                continue
            }
            switch action {
            case "CREATE":
                define(id, at)
                modesOf[collection, default: []].append(id)
            case "UPDATE" where modesOf[collection]?.contains(id) == true: break
            default: problems.append("\(at): \(action) of a mode the body has not defined, '\(id)'")
            }
            if let name = object["name"]?.stringValue {
                if name.count > 40 { problems.append("\(at): the mode name '\(name)' is over 40 characters") }
                if !modeNames[collection, default: []].insert(name).inserted { problems.append("\(at): a second mode named '\(name)'") }
            } else if action == "CREATE" {
                problems.append("\(at): a new mode needs a name")
            }
        }
        for (collection, modes) in modesOf where modes.count > 40 { problems.append("\(collection) has \(modes.count) modes, over 40") }

        var variables: [String: (collection: String, type: String)] = [:]
        var names: Set<[String]> = []
        let types: Set<String> = ["BOOLEAN", "FLOAT", "STRING", "COLOR"]
        for (index, change) in (top["variables"]?.arrayValue ?? []).enumerated() {
            let at = "variables[\(index)]"
            guard let object = change.objectValue, object["action"] == "CREATE" else {
                problems.append("\(at) is not a CREATE")
                continue
            }
            members(object, allowed: ["action", "id", "name", "variableCollectionId", "resolvedType", "description",
                                      "hiddenFromPublishing", "scopes", "codeSyntax"],
                    required: ["id", "name", "variableCollectionId", "resolvedType"], at)
            define(object["id"]?.stringValue, at)
            guard let id = object["id"]?.stringValue, let name = object["name"]?.stringValue,
                  let collection = object["variableCollectionId"]?.stringValue, let type = object["resolvedType"]?.stringValue else { continue }
            if modesOf[collection] == nil { problems.append("\(at): no collection '\(collection)' in the body") }
            if !types.contains(type) { problems.append("\(at): resolvedType '\(type)'") }
            if name.contains(where: { ".{}".contains($0) }) { problems.append("\(at): the name '\(name)' holds . { or }") }
            if !names.insert([collection, name]).inserted { problems.append("\(at): a second variable named '\(name)'") }
            if let scopes = object["scopes"] {
                let list = scopes.arrayValue?.compactMap(\.stringValue) ?? []
                if list.count != scopes.arrayValue?.count || !Set(list).isSubset(of: Self.scopes)
                    || (list.contains("ALL_SCOPES") && list.count > 1) {
                    problems.append("\(at): scopes \(scopes)")
                }
            }
            if let syntax = object["codeSyntax"] {
                let platforms = syntax.objectValue.map { Array($0.keys) } ?? ["(not an object)"]
                for platform in platforms where !["WEB", "ANDROID", "iOS"].contains(platform) || syntax[platform]?.stringValue == nil {
                    problems.append("\(at): codeSyntax platform '\(platform)'")
                }
            }
            if let description = object["description"], description.stringValue == nil { problems.append("\(at): description") }
            variables[id] = (collection, type)
        }
        let counts = Dictionary(grouping: variables.values, by: \.collection).mapValues(\.count)
        for (collection, count) in counts where count > 5000 { problems.append("\(collection) has \(count) variables, over 5000") }

        var seen: Set<[String]> = []
        var aliases: [String: [String: String]] = [:]
        for (index, entry) in (top["variableModeValues"]?.arrayValue ?? []).enumerated() {
            let at = "variableModeValues[\(index)]"
            guard let object = entry.objectValue, Set(object.keys) == ["variableId", "modeId", "value"],
                  let variable = object["variableId"]?.stringValue, let mode = object["modeId"]?.stringValue,
                  let value = object["value"] else {
                problems.append("\(at) is not {variableId, modeId, value}")
                continue
            }
            guard let (collection, type) = variables[variable] else {
                problems.append("\(at): no variable '\(variable)' in the body")
                continue
            }
            if modesOf[collection]?.contains(mode) != true { problems.append("\(at): '\(mode)' is no mode of \(collection)") }
            if !seen.insert([variable, mode]).inserted { problems.append("\(at): a second value of \(variable) in \(mode)") }
            if value["type"] == "VARIABLE_ALIAS" {
                guard let target = value["id"]?.stringValue, value.objectValue?.keys.count == 2 else {
                    problems.append("\(at): an alias is {type, id}")
                    continue
                }
                if target == variable { problems.append("\(at): \(variable) aliases itself") }
                if variables[target]?.type != type {
                    problems.append("\(at): \(variable) (\(type)) aliases '\(target)', no \(type) variable of the body")
                }
                aliases[mode, default: [:]][variable] = target
            } else if let problem = mismatch(value, type) {
                problems.append("\(at): \(problem)")
            }
        }
        for (variable, (collection, _)) in variables {
            for mode in modesOf[collection] ?? [] where !seen.contains([variable, mode]) {
                problems.append("\(variable) has no value in \(mode)")
            }
        }
        for (mode, links) in aliases {
            for start in links.keys {
                var current = start
                var steps = 0
                while let next = links[current], steps <= links.count {
                    current = next
                    steps += 1
                }
                if steps > links.count { problems.append("the aliases from \(start) in \(mode) form a cycle") }
            }
        }
        return problems
    }

    /// Why `value` is not a value of `type`, or nil.
    private static func mismatch(_ value: JSON, _ type: String) -> String? {
        switch type {
        case "COLOR":
            guard let object = value.objectValue, [["r", "g", "b"], ["r", "g", "b", "a"]].contains(object.keys),
                  object.allSatisfy({ ($0.value.doubleValue ?? -1) >= 0 && ($0.value.doubleValue ?? 2) <= 1 }) else {
                return "\(value) is no {r, g, b[, a]} from 0 to 1"
            }
            return nil
        case "FLOAT": return value.doubleValue == nil ? "\(value) is no number" : nil
        case "STRING": return value.stringValue == nil ? "\(value) is no string" : nil
        default: return value.boolValue == nil ? "\(value) is no Boolean" : nil
        }
    }
}
