import DesignSystem

extension BuildSettings {
    /// Problems of the outputs with the tokens: every modifier an output names must be the
    /// resolver's, every context one of its contexts, every modifier without a default chosen,
    /// Android's every-context folder a light/dark pair, and a group one the tokens have.
    func problems(in system: TokenSystem, settings: Settings, file: String) -> [Diagnostic] {
        (outputs ?? []).flatMap { $0.problems(in: system, settings: settings, file: file) }
    }
}

extension BuildOutput {
    /// The pointer to member `key` of this output (`/build/outputs/3/inputs/theme`).
    func pointer(_ keys: String...) -> JSONPointer {
        JSONPointer(tokens: ["build", "outputs", String(index ?? 0)] + keys)
    }

    /// The problems of this output with `system`'s modifiers and tokens.
    func problems(in system: TokenSystem, settings: Settings, file: String) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let names = system.modifiers.map(\.name)
        for (name, context) in inputs.sorted(by: { $0.key < $1.key }) {
            guard let modifier = system.modifiers.first(where: { $0.name == name }) else {
                let guess = Suggestion.closest(to: name, among: names).map { " (did you mean '\($0)'?)" } ?? ""
                problems.append(Diagnostic(.invalidValue, file: file, path: pointer("inputs", name), "'\(name)' is not a modifier of the "
                    + "resolver\(guess)" + (names.isEmpty ? " (it has none)" : "; modifiers: \(names.joined(separator: ", "))")))
                continue
            }
            guard context == Self.allContexts || modifier.contextNames.contains(context) else {
                let guess = Suggestion.closest(to: context, among: modifier.contextNames).map { " (did you mean '\($0)'?)" } ?? ""
                problems.append(Diagnostic(.invalidValue, file: file, path: pointer("inputs", name), "'\(context)' is not a context of "
                    + "'\(name)'\(guess); contexts: \(modifier.contextNames.joined(separator: ", ")), or \"*\" for every one in one file"))
                continue
            }
        }
        for modifier in system.modifiers where inputs[modifier.name] == nil && settings.defaultInputs[modifier.name] == nil
            && modifier.defaultContext == nil {
            problems.append(Diagnostic(.missingMember, file: file, path: pointer("inputs"), "the modifier '\(modifier.name)' has no "
                + "default: name one of its contexts (\(modifier.contextNames.joined(separator: ", "))) or \"*\" in inputs"))
        }
        if fileIsFolder, let varying = allContextsOf, let modifier = system.modifiers.first(where: { $0.name == varying }),
           !Self.isLightDarkPair(modifier, settings: settings) {
            problems.append(Diagnostic(.invalidValue, file: file, path: pointer("inputs", varying), "Android resources hold every "
                + "context only of a light/dark pair (values/ and values-night/), and '\(varying)' has \(modifier.contextNames.joined(separator: ", ")): "
                + "write one output per context (\"\(varying)\": \"\(modifier.contextNames.last ?? "…")\")"))
        }
        if let group, !system.permutations.values.contains(where: { $0.group(at: group) != nil }) {
            problems.append(Diagnostic(.invalidValue, file: file, path: pointer("group"), "there is no group '\(group)' in the tokens"))
        }
        return problems
    }

    /// True when `modifier` has exactly two contexts, the light/dark pair the settings name or
    /// that are named `light` and `dark`.
    static func isLightDarkPair(_ modifier: ResolverModifier, settings: Settings) -> Bool {
        guard modifier.contextNames.count == 2,
              let pair = ColorSchemePair.find(in: [modifier], setting: settings.colorScheme.flatMap { $0.modifier == modifier.name ? $0 : nil })
        else { return false }
        return Set(modifier.contextNames) == [pair.light, pair.dark]
    }
}
