/// Gives every Figma variable its DTCG type so that an alias and its target always share one.
///
/// Variables joined by aliases (in any mode) form groups; a group takes the one kind its members'
/// scopes say (``FigmaTokenKind/said(by:scopes:)``), so that a primitive offered nowhere takes the
/// type of the gap or font size aliased to it. A group whose members say nothing takes the
/// fallback of its resolved type (a number, text); one whose members say different kinds (a gap
/// and a font weight aliasing one primitive) takes the fallback too, with a note naming them.
/// Near-linear: a union-find over the aliases, with path halving and union by size.
enum FigmaTokenKinds {
    /// The kind of each variable, and a note for each group whose members disagree.
    /// `aliases[i]` lists the variables variable `i` aliases (of its resolved type).
    static func kinds(of variables: [FigmaVariables.Variable], aliases: [[Int]]) -> (kinds: [FigmaTokenKind], notes: [String]) {
        var parent = Array(variables.indices), size = Array(repeating: 1, count: variables.count)
        func root(_ start: Int) -> Int {
            var node = start
            while parent[node] != node {
                parent[node] = parent[parent[node]]
                node = parent[node]
            }
            return node
        }
        for (from, targets) in aliases.enumerated() {
            for target in targets {
                var (a, b) = (root(from), root(target))
                guard a != b else { continue }
                if size[a] < size[b] { swap(&a, &b) }
                parent[b] = a
                size[a] += size[b]
            }
        }
        // What each group's members say: the first variable saying each kind.
        var said: [Int: [(kind: FigmaTokenKind, variable: Int)]] = [:]
        for (index, variable) in variables.enumerated() {
            guard let kind = FigmaTokenKind.said(by: variable.resolvedType, scopes: variable.scopes) else { continue }
            let group = root(index)
            if said[group]?.contains(where: { $0.kind == kind }) != true { said[group, default: []].append((kind, index)) }
        }
        var notes: [String] = []
        for (group, kinds) in said.sorted(by: { $0.key < $1.key }) where kinds.count > 1 {
            let named = kinds.map { "'\(variables[$0.variable].name)' (\($0.kind))" }.joined(separator: ", ")
            notes.append("\(named) alias each other, so their scopes disagree on a type: these variables and the rest of their "
                + "aliases are read as \(FigmaTokenKind.fallback(for: variables[group].resolvedType))s")
        }
        let kinds = variables.indices.map { index -> FigmaTokenKind in
            let group = said[root(index)] ?? []
            return group.count == 1 ? group[0].kind : FigmaTokenKind.fallback(for: variables[index].resolvedType)
        }
        return (kinds, notes)
    }
}
