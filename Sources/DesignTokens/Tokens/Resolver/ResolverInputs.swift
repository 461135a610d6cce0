/// The context chosen for each modifier: one permutation of a token system.
public struct Permutation: Hashable, Sendable, CustomStringConvertible {
    /// Modifier name → context name.
    public let contexts: [String: String]

    /// A permutation from its choices.
    public init(_ contexts: [String: String]) { self.contexts = contexts }

    /// `theme=dark, size=large`, sorted by modifier; `default` when there are no modifiers.
    public var description: String {
        contexts.isEmpty ? "default" : contexts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
    }
}

/// Matches the inputs a user gives against a document's modifiers (Resolver Module §6).
public enum ResolverInputs {
    /// The permutation `inputs` choose: each modifier's context, its default when not given.
    /// Names match exactly or, failing that, ignoring case when that is unambiguous. Every
    /// problem is reported: unknown modifiers, unknown contexts, missing inputs without a default.
    public static func permutation(for inputs: [String: String], modifiers: [ResolverModifier]) -> Result<Permutation, Diagnostics> {
        var chosen: [String: String] = [:]
        var problems: [Diagnostic] = []
        let names = modifiers.map(\.name)
        var used = Set<String>()
        for (key, value) in inputs.sorted(by: { $0.key < $1.key }) {
            guard let name = match(key, among: names) else {
                let known = names.isEmpty ? "this token system has no modifiers" : "modifiers: \(names.joined(separator: ", "))"
                problems.append(Diagnostic(.invalidValue, file: "input", path: JSONPointer(tokens: [key]),
                    "unknown modifier '\(key)' (\(known))"))
                continue
            }
            let modifier = modifiers.first { $0.name == name }!
            guard let context = match(value, among: modifier.contextNames) else {
                problems.append(Diagnostic(.invalidValue, file: "input", path: JSONPointer(tokens: [key]),
                    "'\(value)' is not a context of modifier '\(name)' (\(modifier.contextNames.joined(separator: ", ")))"))
                continue
            }
            used.insert(name)
            chosen[name] = context
        }
        for modifier in modifiers where !used.contains(modifier.name) {
            if let fallback = modifier.defaultContext {
                chosen[modifier.name] = fallback
            } else {
                problems.append(Diagnostic(.missingMember, file: "input", path: JSONPointer(tokens: [modifier.name]),
                    "modifier '\(modifier.name)' has no default; choose one of \(modifier.contextNames.joined(separator: ", "))"))
            }
        }
        return problems.isEmpty ? .success(Permutation(chosen)) : .failure(Diagnostics(problems))
    }

    /// Every permutation: the product of the modifiers' contexts, in document order.
    public static func allPermutations(of modifiers: [ResolverModifier]) -> [Permutation] {
        modifiers.reduce([Permutation([:])]) { partial, modifier in
            partial.flatMap { permutation in
                modifier.contextNames.map { context in
                    Permutation(permutation.contexts.merging([modifier.name: context]) { $1 })
                }
            }
        }
    }

    private static func match(_ text: String, among candidates: [String]) -> String? {
        if candidates.contains(text) { return text }
        let folded = candidates.filter { $0.lowercased() == text.lowercased() }
        return folded.count == 1 ? folded[0] : nil
    }
}
