/// Reads the body of Figma's `POST /v1/files/:file_key/variables` that creates collections and
/// their variables, as `tokens --format figma` writes it: `variableCollections` (each `CREATE`d
/// with a temporary id and an `initialModeId`), `variableModes` (an `UPDATE` renames the initial
/// mode, a `CREATE` adds one), `variables` and `variableModeValues`.
///
/// A collection's initial mode is its default (Figma names it "Mode 1" until it is renamed). A
/// body that updates or deletes what a file already holds is no token source, and is refused.
enum FigmaRequestBody {
    /// The variables of `root`, read with `reader` (which collects the problems).
    static func read(_ root: JSONObject, with reader: inout FigmaReader) -> FigmaVariables {
        var result = FigmaVariables()
        var collectionIndex: [String: Int] = [:], modeOwner: [String: (collection: Int, mode: Int)] = [:]
        for (object, pointer) in changes("variableCollections", of: root, with: &reader) {
            guard creates(object, at: pointer, what: "collection", with: &reader),
                  let id = reader.string("id", of: object, at: pointer), let name = reader.string("name", of: object, at: pointer) else { continue }
            guard collectionIndex.updateValue(result.collections.count, forKey: id) == nil else {
                reader.fail(.invalidValue, "the id '\(id)' is used twice", at: reader.origin(pointer.appending("id"), line: object.line(of: "id")))
                continue
            }
            let initial = reader.string("initialModeId", of: object, at: pointer, required: false) ?? "\(id)#initial-mode"
            modeOwner[initial] = (result.collections.count, 0)
            result.collections.append(FigmaVariables.Collection(id: id, name: name, modes: [FigmaVariables.Mode(id: initial, name: "Mode 1")],
                                                                defaultMode: 0, remote: false,
                                                                origin: reader.origin(pointer, line: object.line(of: "action"))))
        }
        for (object, pointer) in changes("variableModes", of: root, with: &reader) {
            guard let action = reader.string("action", of: object, at: pointer) else { continue }
            guard action == "CREATE" || action == "UPDATE" else {
                _ = creates(object, at: pointer, what: "mode", with: &reader)
                continue
            }
            guard let name = reader.string("name", of: object, at: pointer),
                  let collectionID = reader.string("variableCollectionId", of: object, at: pointer) else { continue }
            guard let collection = known(collectionID, in: collectionIndex, object: object, at: pointer, with: &reader) else { continue }
            let id = reader.string("id", of: object, at: pointer, required: action == "UPDATE")
            switch action {
            case "UPDATE":
                guard let id, let owner = modeOwner[id], owner.collection == collection else {
                    reader.fail(.unresolvedReference, "this UPDATE renames a mode the body does not create in '\(collectionID)'",
                                at: reader.origin(pointer.appending("id"), line: object.line(of: "id")))
                    continue
                }
                result.collections[collection].modes[owner.mode].name = name
            default:
                let modeID = id ?? "\(pointer)"
                guard modeOwner[modeID] == nil else {
                    reader.fail(.invalidValue, "the id '\(modeID)' is used twice", at: reader.origin(pointer.appending("id"), line: object.line(of: "id")))
                    continue
                }
                modeOwner[modeID] = (collection, result.collections[collection].modes.count)
                result.collections[collection].modes.append(FigmaVariables.Mode(id: modeID, name: name))
            }
        }
        var variableIndex: [String: Int] = [:]
        for (object, pointer) in changes("variables", of: root, with: &reader) {
            guard creates(object, at: pointer, what: "variable", with: &reader),
                  let id = reader.string("id", of: object, at: pointer), let name = reader.string("name", of: object, at: pointer),
                  let collectionID = reader.string("variableCollectionId", of: object, at: pointer),
                  let resolvedType = resolvedType(of: object, at: pointer, with: &reader),
                  let collection = known(collectionID, in: collectionIndex, object: object, at: pointer, with: &reader) else { continue }
            guard variableIndex.updateValue(result.variables.count, forKey: id) == nil else {
                reader.fail(.invalidValue, "the id '\(id)' is used twice", at: reader.origin(pointer.appending("id"), line: object.line(of: "id")))
                continue
            }
            result.variables.append(FigmaVariables.Variable(
                id: id, name: name, collection: collection, resolvedType: resolvedType,
                values: Array(repeating: nil, count: result.collections[collection].modes.count),
                scopes: reader.strings("scopes", of: object, at: pointer),
                description: reader.string("description", of: object, at: pointer, required: false).flatMap { $0.isEmpty ? nil : $0 },
                remote: false, origin: reader.origin(pointer, line: object.line(of: "action"))))
        }
        for (object, pointer) in changes("variableModeValues", of: root, with: &reader) {
            guard let variableID = reader.string("variableId", of: object, at: pointer),
                  let modeID = reader.string("modeId", of: object, at: pointer) else { continue }
            guard let variable = variableIndex[variableID] else {
                reader.fail(.unresolvedReference, "variableId '\(variableID)' is no variable the body creates",
                            at: reader.origin(pointer.appending("variableId"), line: object.line(of: "variableId")))
                continue
            }
            guard let owner = modeOwner[modeID], owner.collection == result.variables[variable].collection else {
                reader.fail(.unresolvedReference, "modeId '\(modeID)' is no mode of the collection of '\(variableID)'",
                            at: reader.origin(pointer.appending("modeId"), line: object.line(of: "modeId")))
                continue
            }
            guard let value = object["value"] else {
                reader.fail(.missingMember, "a value is required here", at: reader.origin(pointer, line: object.line(of: "variableId")))
                continue
            }
            result.variables[variable].values[owner.mode] = FigmaVariables.Written(
                value: value, origin: reader.origin(pointer.appending("value"), line: object.line(of: "value")))
        }
        return result
    }

    /// The objects of the array member `key` of `root`, with their pointers (problems reported for the rest).
    private static func changes(_ key: String, of root: JSONObject,
                                with reader: inout FigmaReader) -> [(JSONObject, JSONPointer)] {
        guard let member = root[key] else { return [] }
        let pointer = JSONPointer.root.appending(key)
        guard let list = member.arrayValue else {
            reader.fail(.wrongType, "\(key) must be an array, found \(member.kindName)", at: reader.origin(pointer, line: root.line(of: key)))
            return []
        }
        return list.enumerated().compactMap { offset, element in
            reader.object(element, named: "an element of \(key)", at: pointer.appending(offset), line: root.line(of: key))
                .map { ($0, pointer.appending(offset)) }
        }
    }

    /// True when the change `object` is a `CREATE`; reported when it is not.
    private static func creates(_ object: JSONObject, at pointer: JSONPointer, what: String, with reader: inout FigmaReader) -> Bool {
        guard let action = reader.string("action", of: object, at: pointer) else { return false }
        guard action == "CREATE" else {
            reader.fail(.invalidValue, "this \(action) changes a \(what) of an existing file; a body read as tokens only creates them "
                + "(as `swatchbook tokens --format figma` writes it)", at: reader.origin(pointer.appending("action"), line: object.line(of: "action")))
            return false
        }
        return true
    }

    /// The position of the collection `id` the change `object` names; nil (reported) when the body creates none by that id.
    private static func known(_ id: String, in index: [String: Int], object: JSONObject, at pointer: JSONPointer,
                              with reader: inout FigmaReader) -> Int? {
        if let position = index[id] { return position }
        reader.fail(.unresolvedReference, "variableCollectionId '\(id)' is no collection the body creates",
                    at: reader.origin(pointer.appending("variableCollectionId"), line: object.line(of: "variableCollectionId")))
        return nil
    }

    /// The `resolvedType` of the variable `object`; nil (reported) when it is none of Figma's four.
    static func resolvedType(of object: JSONObject, at pointer: JSONPointer, with reader: inout FigmaReader) -> String? {
        guard let type = reader.string("resolvedType", of: object, at: pointer) else { return nil }
        guard FigmaVariables.resolvedTypes.contains(type) else {
            reader.fail(.invalidValue, "resolvedType '\(type)' is none of COLOR, FLOAT, STRING and BOOLEAN",
                        at: reader.origin(pointer.appending("resolvedType"), line: object.line(of: "resolvedType")))
            return nil
        }
        return type
    }
}
