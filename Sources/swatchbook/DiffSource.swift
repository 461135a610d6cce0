import ArgumentParser
import DesignSystem
import StyleGuide

/// One side of `swatchbook diff`: its contexts resolved, read from a Config folder, a resolver
/// document, a token file or a folder (see ``TokenFiles``).
struct DiffSource {
    /// Its contexts in order; nil when it could not be read.
    var contexts: [(Permutation, TokenSet)]?
    /// Every problem found reading it.
    var diagnostics: [Diagnostic]
    /// The modifiers it names, with their contexts.
    var modifiers: [Modifier] = []
    /// A Config's preview background, which changed colours are measured against.
    var contrastReference: TokenPath?

    /// A modifier and the contexts the side has of it.
    struct Modifier {
        let name: String
        let contextNames: [String]
    }

    /// Reads `path` as what it is, as strictly as asked.
    static func load(_ path: String, strictness: Strictness) -> DiffSource {
        if ConfigLoader.isConfigFolder(path) {
            let folder = ConfigLoader(directory: path)
            switch folder.loadSettings() {
            case .failure(let problems): return DiffSource(contexts: nil, diagnostics: problems.list)
            case .success(let settings):
                let (system, diagnostics) = folder.honouring(settings).loadTokens(settings: settings, strictness: strictness)
                return DiffSource(contexts: system?.orderedPermutations, diagnostics: diagnostics, modifiers: Self.modifiers(of: system?.orderedPermutations ?? []),
                                  contrastReference: settings.preview.background)
            }
        }
        switch TokenFiles.locate(path) {
        case .failure(let problem): return DiffSource(contexts: nil, diagnostics: [problem])
        case .success(let files):
            let (contexts, diagnostics) = files.load(boundary: nil, strictness: strictness, limits: TokenLimits())
            return DiffSource(contexts: contexts, diagnostics: diagnostics, modifiers: Self.modifiers(of: contexts ?? []))
        }
    }

    /// The modifiers the contexts name, each with the contexts it takes, in order of appearance.
    private static func modifiers(of contexts: [(Permutation, TokenSet)]) -> [Modifier] {
        var names: [String] = []
        var choices: [String: [String]] = [:]
        for (permutation, _) in contexts {
            for (name, context) in permutation.contexts.sorted(by: { $0.key < $1.key }) {
                if choices[name] == nil { names.append(name) }
                if !(choices[name]?.contains(context) ?? false) { choices[name, default: []].append(context) }
            }
        }
        return names.map { Modifier(name: $0, contextNames: choices[$0] ?? []) }
    }

    /// The `--input` choices as the sides name them (a name or context in another case is
    /// matched when that is unambiguous); a usage error naming the choices when one names no
    /// modifier or context of either side.
    static func contexts(_ inputs: [String: String], among sides: [[Modifier]]) throws -> [String: String] {
        let modifiers = sides.flatMap { $0 }
        var chosen: [String: String] = [:]
        for (name, value) in inputs.sorted(by: { $0.key < $1.key }) {
            let named = modifiers.filter { $0.name == name }
            let matching = named.isEmpty ? modifiers.filter { $0.name.lowercased() == name.lowercased() } : named
            guard let modifier = matching.first else {
                let known = Set(modifiers.map(\.name)).sorted()
                throw ValidationError("--input \(name)=\(value): neither side has a modifier '\(name)'"
                    + (known.isEmpty ? " (they have none)" : " (modifiers: \(known.joined(separator: ", ")))"))
            }
            let contexts = matching.flatMap(\.contextNames)
            guard let context = contexts.first(where: { $0 == value }) ?? contexts.first(where: { $0.lowercased() == value.lowercased() }) else {
                throw ValidationError("--input \(name)=\(value): '\(value)' is not a context of '\(modifier.name)' (\(contexts.joined(separator: ", ")))")
            }
            chosen[modifier.name] = context
        }
        return chosen
    }
}
