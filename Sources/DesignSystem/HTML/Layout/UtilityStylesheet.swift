/// The stylesheet behind layout modifiers: one rule per modifier's class, sorted by class name.
///
/// Token values refer to the tokens' custom properties (`var(--space-4)`), so the same rules
/// serve every theme: only the stylesheet of variables changes. Literal values are written out;
/// an image's address becomes `url("…")`, quoted and escaped as a CSS string. A modifier whose
/// token the set lacks, or whose value CSS cannot write or its effect does not take, gets no rule.
public enum UtilityStylesheet {
    /// The CSS for `modifiers`, using the token variables of `variables`.
    public static func render(_ modifiers: some Sequence<LayoutModifier>, variables: CSSVariableNames) -> String {
        var rules: [String: [CSSDeclaration]] = [:]
        for modifier in modifiers {
            guard let className = modifier.className, rules[className] == nil,
                  let declarations = declarations(of: modifier, variables: variables) else { continue }
            rules[className] = declarations
        }
        return rules.keys.sorted().map { className in
            ".\(className) { " + rules[className]!.map { "\($0.property): \($0.value);" }.joined(separator: " ") + " }"
        }.joined(separator: "\n") + (rules.isEmpty ? "" : "\n")
    }

    /// The declarations of one modifier's rule, or nil when it cannot have one.
    static func declarations(of modifier: LayoutModifier, variables: CSSVariableNames) -> [CSSDeclaration]? {
        let takesImage = modifier.effect.accepts == .image
        switch modifier.value {
        case .image(let address):
            guard takesImage else { return nil }
            return modifier.effect.declarations(value: "url(" + CSSValueWriter.quoted(address) + ")")
        case _ where takesImage:
            return nil
        case .token(let path):
            guard let reference = variables.reference(to: path) else { return nil }
            return modifier.effect.declarations(value: reference.value, letterSpacing: reference.letterSpacing)
        case .literal(let value):
            guard let css = CSSValueWriter().value(value) else { return nil }
            return modifier.effect.declarations(value: css.text, letterSpacing: css.letterSpacing)
        case .keyword(let keyword):
            guard case .keywords(let allowed) = modifier.effect.accepts, allowed.contains(keyword) else { return nil }
            return modifier.effect.declarations(value: keyword)
        }
    }
}
