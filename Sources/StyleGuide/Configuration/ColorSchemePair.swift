import DesignSystem

/// The light/dark pair of a design system: the resolver modifier whose two contexts the
/// reader's system picks between (`prefers-color-scheme`) when the guide is on `auto`.
///
/// Set with `colorScheme` in `swatchbook.json` (`{"modifier": "mode", "light": "day", "dark":
/// "night"}`), or found: the first modifier with contexts named `light` and `dark` (in any case).
public struct ColorSchemePair: Hashable, Sendable {
    /// The modifier's name, such as `theme` or `mode`.
    public var modifier: String
    /// Its context for light schemes.
    public var light: String
    /// Its context for dark schemes.
    public var dark: String

    /// A pair of `modifier`'s contexts.
    public init(modifier: String, light: String, dark: String) {
        self.modifier = modifier
        self.light = light
        self.dark = dark
    }

    /// The query value and choice that asks for it: `auto`.
    public static let keyword = "auto"

    /// The pair `setting` names, else the one found in `modifiers`; nil when there is none.
    static func find(in modifiers: [ResolverModifier], setting: ColorSchemePair?) -> ColorSchemePair? {
        if let setting { return setting }
        for modifier in modifiers {
            let light = modifier.contextNames.first { $0.lowercased() == "light" }
            let dark = modifier.contextNames.first { $0.lowercased() == "dark" }
            if let light, let dark { return ColorSchemePair(modifier: modifier.name, light: light, dark: dark) }
        }
        return nil
    }

    /// `colorScheme` in the settings: an object of three strings.
    static func read(_ reader: inout ObjectReader) -> ColorSchemePair? {
        let modifier = reader.string("modifier"), light = reader.string("light"), dark = reader.string("dark")
        for (name, value) in [("modifier", modifier), ("light", light), ("dark", dark)] where value == nil && reader.diagnostics.isEmpty {
            reader.report(.missingMember, at: name, "colorScheme needs 'modifier', 'light' and 'dark', such as "
                + #"{"modifier": "mode", "light": "day", "dark": "night"}"#)
        }
        guard let modifier, let light, let dark else { return nil }
        if light == dark { reader.report(.invalidValue, at: "dark", "'light' and 'dark' must name two different contexts") }
        return ColorSchemePair(modifier: modifier, light: light, dark: dark)
    }

    /// Problems with a pair set in the settings: its modifier must be the resolver's, with both contexts.
    func problems(in modifiers: [ResolverModifier], file: String) -> [Diagnostic] {
        guard let found = modifiers.first(where: { $0.name == modifier }) else {
            let known = modifiers.map(\.name)
            return [Diagnostic(.invalidValue, file: file, path: JSONPointer(tokens: ["colorScheme", "modifier"]),
                               "'\(modifier)' is not a modifier of the resolver"
                                + (known.isEmpty ? " (it has none)" : " (modifiers: \(known.joined(separator: ", ")))"))]
        }
        return [("light", light), ("dark", dark)].compactMap { member, context in
            found.contextNames.contains(context) ? nil
                : Diagnostic(.invalidValue, file: file, path: JSONPointer(tokens: ["colorScheme", member]),
                             "'\(context)' is not a context of '\(modifier)' (\(found.contextNames.joined(separator: ", ")))")
        }
    }
}
