/// A Tokens Studio export of several sets in one file: each top-level member is a set (its name
/// may hold `/`), `$metadata.tokenSetOrder` orders them, and `$themes` lists which sets each
/// theme enables. References inside a set are to the merged sets, never qualified by set name.
struct TokensStudioSets {
    /// The set names in merge order: `tokenSetOrder` first, then any other set in file order.
    let order: [String]
    /// The themes, in file order.
    let themes: [TokensStudioTheme]
    /// The set trees by name.
    let trees: [String: JSON]

    /// The sets of `document`, or nil when it has neither `$themes` nor `$metadata`.
    init?(_ document: JSON) {
        guard let root = document.objectValue, root["$themes"] != nil || root["$metadata"] != nil else { return nil }
        var trees: [String: JSON] = [:]
        var fileOrder: [String] = []
        for (name, tree) in root where !name.hasPrefix("$") && tree.objectValue != nil {
            trees[name] = tree
            fileOrder.append(name)
        }
        self.init(trees: trees, fileOrder: fileOrder, metadata: root["$metadata"], themes: root["$themes"])
    }

    /// Sets read from separate files (the folder form), with its `$metadata.json` and `$themes.json`.
    init(trees: [String: JSON], fileOrder: [String], metadata: JSON?, themes: JSON?) {
        // Each set once, in linear time however long (or repetitive) `tokenSetOrder` is.
        var seen = Set<String>()
        let listed = (metadata?["tokenSetOrder"]?.arrayValue ?? []).compactMap(\.stringValue).filter { trees[$0] != nil && seen.insert($0).inserted }
        self.order = listed + fileOrder.filter { seen.insert($0).inserted }
        self.trees = trees
        self.themes = (themes?.arrayValue ?? []).compactMap(TokensStudioTheme.init)
    }

    /// The sets as sources to convert, in order; each from `file` at `base` + its name.
    func sets(file: String, base: JSONPointer) -> [DialectConverter.SetSource] {
        order.map { DialectConverter.SetSource(name: $0, file: file, base: base.appending($0), document: trees[$0]!) }
    }

    /// `tree` merged over `merged`: groups merge member by member, a token replaces what was there.
    static func merge(_ tree: JSON, into merged: JSON) -> JSON {
        guard var target = merged.objectValue, let source = tree.objectValue,
              source["$value"] == nil, target["$value"] == nil else { return tree }
        for position in source.indices {
            let (key, value) = source[position]
            if let existing = target[key] {
                target.setValue(merge(value, into: existing), forKey: key)
            } else {
                target.appendNewMember(key, value, line: source.line(at: position))
            }
        }
        return .object(target)
    }
}

/// One theme of a Tokens Studio export: a name, an optional group, and each set's status.
struct TokensStudioTheme {
    /// `name`.
    let name: String
    /// `group`; themes without one share the modifier `theme`.
    let group: String?
    /// The sets it enables (their tokens are its output), in file order.
    let enabled: [String]
    /// The sets it uses only to resolve references (`source`).
    let sources: [String]

    init?(_ json: JSON) {
        guard let object = json.objectValue, let name = object["name"]?.stringValue,
              let selected = object["selectedTokenSets"]?.objectValue else { return nil }
        self.name = name
        self.group = object["group"]?.stringValue
        self.enabled = selected.filter { $0.value.stringValue == "enabled" }.map(\.key)
        self.sources = selected.filter { $0.value.stringValue == "source" }.map(\.key)
    }
}
