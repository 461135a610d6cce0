/// Every context of one modifier in one Swift file (`format=swift&theme=*`): one enum that
/// compiles on its own, where the old way (one file per context, each declaring the same enum)
/// could not be compiled together.
///
/// The enum holds the default context's tokens, as ``SwiftExport`` writes one context. A nested
/// enum per context, named `name/pascal` (`DesignTokens.Light`, `DesignTokens.Dark`,
/// `DesignTokens.HighContrast`), holds the tokens that differ between the contexts, as that
/// context has them, so a team can pin one; a comment in it names the tokens the context lacks.
/// Member names are the same everywhere (`colorTextDefault`).
///
/// When the modifier is a light/dark pair (``ContextVariants/colorScheme``) and the default is
/// one of the two, the colours that differ between light and dark follow the system appearance
/// at the top level: a colour token, and the colours inside a border, shadow or gradient that
/// differs in its colours alone (see ``SwiftAppearance``). Every other token that differs (a
/// dimension of a density, a shadow whose offset changes) takes the default context's value at
/// the top level.
enum SwiftContextsExport {
    /// The source file.
    static func render(_ variants: ContextVariants, options: TokenExportOptions) throws(TokenExportError) -> String {
        let typeName = try SwiftNames.checkedTypeName(options.typeName)
        let table = Table(variants)
        let types = try SwiftNames.contextTypes(variants.variants.map(\.context), of: variants.modifier)
        let named = table.paths.filter { path in table.contexts.indices.contains { table.literal(path, in: $0) != nil } }
        let names = Dictionary(uniqueKeysWithValues: zip(named, try SwiftExport.memberNames(named, options: options)))
        let scheme = appearancePair(of: variants)

        var support: Set<SwiftSupportType> = []
        var members: [String] = []
        var left: [ResolvedToken] = []
        var adaptive: [SwiftAppearance.Member] = []
        var adapts = false
        for token in table.contexts[0].tokens {
            guard var literal = table.literal(token.path, in: 0), let name = names[token.path] else {
                left.append(token)
                continue
            }
            var notes = ExportText.notes(for: token)
            if let scheme, let light = table.contexts[scheme.light][token.path], let dark = table.contexts[scheme.dark][token.path] {
                notes = deprecated(notes, by: [light, dark])
                if case .color(let lightColor) = light.value, case .color(let darkColor) = dark.value,
                   SwiftLiteral.color(lightColor) != SwiftLiteral.color(darkColor) {
                    literal = SwiftLiteral(type: nil, expression: "\(SwiftAppearance.adaptive)(light: \(types[scheme.light]).\(name), "
                        + "dark: \(types[scheme.dark]).\(name))")
                    adaptive.append(.init(name: name, attributes: SwiftExport.attributes(notes)))
                    adapts = true
                } else if let both = SwiftLiteral.adaptive(light: light.value, dark: dark.value) {
                    literal = both
                    adapts = true
                } else {
                    notes = ExportText.notes(for: token)
                }
            }
            support.formUnion(literal.support)
            members += SwiftExport.declaration(name, literal, notes: notes)
        }

        var lines = SwiftExport.preamble(options) + [summary(variants, types: types, adapts: adapts), "import SwiftUI"]
        if adapts { lines += SwiftAppearance.imports }
        lines += ["", "public enum \(typeName) {"]
        if !left.isEmpty { lines.append("    " + SwiftExport.unrepresentable(left)) }
        lines += members.map { "    " + $0 } + ["}", "", "extension \(typeName) {"]
        for (index, variant) in variants.variants.enumerated() {
            let role = index == 0 ? "\(variant.context) (the default)" : variant.context
            if index > 0 { lines.append("") }
            lines += ["    /// The tokens that differ between the contexts of \(variants.modifier), as \(role) has them.",
                      "    public enum \(types[index]) {"]
            lines += table.contextMembers(index, names: names, support: &support).map { "        " + $0 }
            lines.append("    }")
        }
        lines.append("}")
        lines += SwiftExport.supportTypes(support, in: typeName)
        if adapts, let scheme {
            lines += SwiftAppearance.section(typeName: typeName, members: adaptive, light: types[scheme.light],
                                             dark: types[scheme.dark], defaultIsDark: scheme.dark == 0)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The positions of the light and dark contexts, when the modifier is such a pair and one of
    /// the two is the default (the top level is the default context's, so it can only follow the
    /// appearance between the default and its partner).
    private static func appearancePair(of variants: ContextVariants) -> (light: Int, dark: Int)? {
        guard let scheme = variants.colorScheme,
              let light = variants.variants.firstIndex(where: { $0.context == scheme.light }),
              let dark = variants.variants.firstIndex(where: { $0.context == scheme.dark }),
              light == 0 || dark == 0 else { return nil }
        return (light, dark)
    }

    /// `notes`, deprecated as the first of `others` that is, when `notes` is not: a value following
    /// the appearance is the dark token's half the time.
    private static func deprecated(_ notes: ExportText.Notes, by others: [ResolvedToken]) -> ExportText.Notes {
        guard !notes.isDeprecated, let other = others.map(ExportText.notes(for:)).first(where: \.isDeprecated) else { return notes }
        var merged = notes
        merged.isDeprecated = true
        merged.reason = other.reason
        return merged
    }

    /// The comment line saying where each context is.
    private static func summary(_ variants: ContextVariants, types: [String], adapts: Bool) -> String {
        var listed = types.enumerated().map { $0.offset == 0 ? "\($0.element) (the default)" : $0.element }
        let last = listed.count > 1 ? listed.removeLast() : nil
        let holders = listed.joined(separator: ", ") + (last.map { " and " + $0 } ?? "")
        let base = variants.base.context
        var text = "Every context of \(variants.modifier): \(holders) \(types.count > 1 ? "hold" : "holds") the tokens that "
            + "differ between the contexts; the top level holds \(base)'s values"
        if adapts, let scheme = variants.colorScheme {
            text += ", its colours that differ between \(scheme.light) and \(scheme.dark) following the system appearance "
                + "(\(scheme.dark) on watchOS)"
        }
        return ExportText.lineComment(text + ".")
    }
}
