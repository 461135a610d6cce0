/// Sets a resolver document defines but never uses (Apple's HIG example defines a `typography`
/// set its tokens refer to, and leaves it out of `resolutionOrder`).
extension ResolverParser {
    /// Reports each named set that neither `resolutionOrder` nor another set or context uses.
    /// Reading tolerantly, such a set is applied first, beneath everything the order names, as its
    /// author evidently meant it to be used; reading strictly, it is ignored, as the format says.
    mutating func checkUnusedSets() {
        var used = Set<String>()
        var lists = document.sets.values.map(\.sources) + document.modifiers.values.flatMap { $0.contexts.map(\.sources) }
        for step in document.order {
            switch step {
            case .set(let set):
                lists.append(set.sources)
                if set.origin.pointer == JSONPointer(tokens: ["sets", set.name]) { used.insert(set.name) }
            case .modifier(let modifier): lists += modifier.contexts.map(\.sources)
            }
        }
        for case .set(let name, _) in lists.joined() { used.insert(name) }
        let unused = document.sets.values.filter { !used.contains($0.name) }
            .sorted { ($0.origin.line ?? 0, $0.name) < ($1.origin.line ?? 0, $1.name) }
        for set in unused {
            if sink.strictness == .tolerant {
                sink.advise(set.origin.diagnostic(.unusedSet, "set '\(set.name)' is defined but resolutionOrder never uses it; "
                    + "it is applied first, beneath everything resolutionOrder names"))
            } else {
                sink.advise(set.origin.diagnostic(.unusedSet, "set '\(set.name)' is defined but resolutionOrder never uses it; it is ignored"))
            }
        }
        if sink.strictness == .tolerant { document.order.insert(contentsOf: unused.map(ResolutionStep.set), at: 0) }
    }
}
