import DesignSystem

/// The header's switches: one per modifier of the resolver that has a choice, each a row of
/// links to this page in each of its contexts (`?mode=dark`), which work without JavaScript; the
/// server remembers each choice in a cookie for the pages after. The light/dark pair's modifier
/// also offers `Auto`, the reader's system setting.
enum ContextSwitches {
    /// The switches, or nothing when no modifier has two choices.
    static func node(context: GuideContext) -> Node {
        let modifiers = context.inputs.modifiers.filter { $0.choices.count > 1 }
        guard !modifiers.isEmpty else { return .empty }
        let scheme = context.snapshot.colorScheme?.modifier
        return .div([.class("context-switches")], modifiers.map { modifier in
            let chosen = context.inputs.choices[modifier.name]
            return .nav([.class("theme-switch"), .aria("label", label(for: modifier.name))], [
                modifiers.count > 1 ? .span(.class("theme-switch__label"), .aria("hidden", "true"), children: .text(label(for: modifier.name)))
                    : .empty,
                .ul([], modifier.choices.map { choice in
                    var attributes: [Attribute] = [.href(context.switchLink(modifier.name, choice)),
                                                   .data("modifier", modifier.name), .data("choice", choice)]
                    if modifier.name == scheme { attributes.append(.data("theme-choice", choice)) }
                    if choice == chosen { attributes.append(.aria("current", "true")) }
                    return .li(children: .a(attributes, [.text(label(for: choice))]))
                }),
            ])
        })
    }

    /// `Auto`, `Light`, `Dark`, `Density`: a name with its first letter capitalised.
    static func label(for name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }
}
