import DesignSystem

/// The theme switch: links to this page in each theme (`?theme=dark`), which work without
/// JavaScript; the server remembers the choice in a cookie.
enum ThemeSwitch {
    /// The switch, or nothing when the design system has no theme to choose.
    static func node(context: GuideContext) -> Node {
        guard !context.themeChoices.isEmpty else { return .empty }
        return .nav(.class("theme-switch"), .aria("label", "Theme"), children:
            .ul([], context.themeChoices.map { choice in
                var attributes: [Attribute] = [.href(context.themeLink(choice)), .data("theme-choice", choice)]
                if choice == context.theme.choice { attributes.append(.aria("current", "true")) }
                return .li(children: .a(attributes, [.text(label(for: choice))]))
            })
        )
    }

    /// `Auto`, `Light`, `Dark`: the choice's name, capitalised.
    static func label(for choice: String) -> String {
        choice.prefix(1).uppercased() + choice.dropFirst()
    }
}
