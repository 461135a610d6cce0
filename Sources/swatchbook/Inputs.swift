import DesignSystem
import StyleGuide

/// The words `check` sums up what it read with.
enum Inputs {
    /// `11 components styled, 46 styles, 8 sample sets` (and how many are documented without styles, if any).
    static func describe(_ components: ComponentConfig) -> String {
        let styled = components.styles.components
        let styles = styled.reduce(0) { $0 + (components.styles[$1]?.styles.count ?? 0) }
        let documentedOnly = components.catalog.filter { components.styles[$0.about.name] == nil && $0.template == nil }.count
        let templates = components.catalog.filter { $0.template != nil }.count
        return "\(count(styled.count, "component")) styled"
            + (documentedOnly == 0 ? "" : ", \(documentedOnly) documented without styles")
            + (templates == 0 ? "" : ", \(count(templates, "template component")) of the Config's own")
            + ", \(count(styles, "style")), \(count(components.samples.count, "sample set"))"
    }

    /// Every permutation's tokens, in the order of the permutations' names (so reports are stable).
    static func sets(of system: TokenSystem) -> [TokenSet] {
        system.permutations.sorted { $0.key.description < $1.key.description }.map(\.value)
    }

    /// `216 tokens × 2 permutations (theme: light, dark)`.
    static func describe(_ system: TokenSystem) -> String {
        let sizes = Set(system.permutations.values.map(\.tokens.count)).sorted()
        let counts = sizes.count == 1 ? count(sizes[0], "token") : sizes.map(String.init).joined(separator: "/") + " tokens"
        let modifiers = system.modifiers.map { "\($0.name): \($0.contextNames.joined(separator: ", "))" }
        return "\(counts) × \(count(system.permutations.count, "permutation"))"
            + (modifiers.isEmpty ? "" : " (\(modifiers.joined(separator: "; ")))")
    }

    /// `1 section`, `4 items`, `1 image below Public/` for a number and a noun (``Plural/counted(_:_:plural:)``).
    static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        Plural.counted(number, noun, plural: plural)
    }
}
