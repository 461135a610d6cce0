/// Reads the answer of Figma's `GET /v1/files/:file_key/variables/local`:
/// `{"status": 200, "error": false, "meta": {"variables": {id: variable}, "variableCollections": {id: collection}}}`
/// (the members of `meta` alone are read too).
///
/// Each collection's modes keep their order and its `defaultModeId` names the default; each
/// variable's `valuesByMode` gives its value in each mode. Extended collections (`isExtension`)
/// are skipped with a note, as are values for modes a collection does not have.
enum FigmaLocalAnswer {
    /// The variables of `root`, read with `reader` (which collects the problems).
    static func read(_ root: JSONObject, with reader: inout FigmaReader) -> FigmaVariables {
        var result = FigmaVariables()
        var base = JSONPointer.root
        var holder = root
        if let meta = root["meta"] {
            base = base.appending("meta")
            guard let object = reader.object(meta, named: "meta", at: base, line: root.line(of: "meta")) else { return result }
            holder = object
        }
        let collectionsPointer = base.appending("variableCollections"), variablesPointer = base.appending("variables")
        guard let collections = reader.object(holder["variableCollections"], named: "variableCollections", at: collectionsPointer,
                                              line: holder.line(of: "variableCollections")),
              let variables = reader.object(holder["variables"], named: "variables", at: variablesPointer, line: holder.line(of: "variables"))
        else { return result }
        var collectionIndex: [String: Int] = [:], modeIndex: [[String: Int]] = [], skipped = Set<String>()
        for position in collections.indices {
            let (id, value) = collections[position]
            let pointer = collectionsPointer.appending(id), line = collections.line(at: position)
            guard let object = reader.object(value, named: "a collection", at: pointer, line: line) else { continue }
            if object["isExtension"]?.boolValue == true || object["parentVariableCollectionId"]?.stringValue != nil {
                result.extendedCollections.append(object["name"]?.stringValue ?? id)
                skipped.insert(id)
                continue
            }
            guard let name = reader.string("name", of: object, at: pointer),
                  let (modes, index) = self.modes(of: object, at: pointer, with: &reader) else { continue }
            guard let defaultID = reader.string("defaultModeId", of: object, at: pointer) else { continue }
            guard let defaultMode = index[defaultID] else {
                reader.fail(.invalidValue, "defaultModeId '\(defaultID)' is none of the collection's modes",
                            at: reader.origin(pointer.appending("defaultModeId"), line: object.line(of: "defaultModeId")))
                continue
            }
            collectionIndex[id] = result.collections.count
            modeIndex.append(index)
            result.collections.append(FigmaVariables.Collection(id: id, name: name, modes: modes, defaultMode: defaultMode,
                                                                remote: reader.flag("remote", of: object, at: pointer),
                                                                origin: reader.origin(pointer, line: line)))
        }
        for position in variables.indices {
            let (id, value) = variables[position]
            let pointer = variablesPointer.appending(id), line = variables.line(at: position)
            guard let object = reader.object(value, named: "a variable", at: pointer, line: line),
                  let name = reader.string("name", of: object, at: pointer),
                  let collectionID = reader.string("variableCollectionId", of: object, at: pointer),
                  let resolvedType = FigmaRequestBody.resolvedType(of: object, at: pointer, with: &reader) else { continue }
            guard !skipped.contains(collectionID) else { continue }
            guard let collection = collectionIndex[collectionID] else {
                reader.fail(.unresolvedReference, "variableCollectionId '\(collectionID)' is no collection of this answer",
                            at: reader.origin(pointer.appending("variableCollectionId"), line: object.line(of: "variableCollectionId")))
                continue
            }
            let valuesPointer = pointer.appending("valuesByMode")
            guard let byMode = reader.object(object["valuesByMode"], named: "valuesByMode", at: valuesPointer,
                                             line: object.line(of: "valuesByMode") ?? line) else { continue }
            var values = [FigmaVariables.Written?](repeating: nil, count: result.collections[collection].modes.count)
            for modePosition in byMode.indices {
                let (modeID, written) = byMode[modePosition]
                guard let mode = modeIndex[collection][modeID] else {
                    result.strayValues += 1
                    continue
                }
                values[mode] = FigmaVariables.Written(value: written, origin: reader.origin(valuesPointer.appending(modeID),
                                                                                            line: byMode.line(at: modePosition)))
            }
            result.variables.append(FigmaVariables.Variable(
                id: id, name: name, collection: collection, resolvedType: resolvedType, values: values,
                scopes: reader.strings("scopes", of: object, at: pointer),
                description: reader.string("description", of: object, at: pointer, required: false).flatMap { $0.isEmpty ? nil : $0 },
                remote: reader.flag("remote", of: object, at: pointer), origin: reader.origin(pointer, line: line)))
        }
        return result
    }

    /// The modes of a collection and their positions by id; nil (reported) when they are missing, empty or repeated.
    private static func modes(of object: JSONObject, at pointer: JSONPointer,
                              with reader: inout FigmaReader) -> ([FigmaVariables.Mode], [String: Int])? {
        let modesPointer = pointer.appending("modes"), line = object.line(of: "modes")
        guard let list = object["modes"]?.arrayValue, !list.isEmpty else {
            reader.fail(.missingMember, "a collection needs a modes array of at least one mode", at: reader.origin(modesPointer, line: line))
            return nil
        }
        var modes: [FigmaVariables.Mode] = [], index: [String: Int] = [:]
        for (offset, element) in list.enumerated() {
            let at = modesPointer.appending(offset)
            guard let mode = reader.object(element, named: "a mode", at: at, line: line),
                  let id = reader.string("modeId", of: mode, at: at), let name = reader.string("name", of: mode, at: at) else { return nil }
            guard index.updateValue(modes.count, forKey: id) == nil else {
                reader.fail(.invalidValue, "the mode id '\(id)' is listed twice", at: reader.origin(at.appending("modeId"), line: mode.line(of: "modeId")))
                return nil
            }
            modes.append(FigmaVariables.Mode(id: id, name: name))
        }
        return (modes, index)
    }
}
