/// Names in code for what an export of every context declares beside its tokens: one per context
/// (`light` → `light` in TypeScript, `Light` in Kotlin), the modifier's own, and the file's fixed
/// names. Two of them that become one name are an error naming both.
struct ContextIdentifiers {
    /// A name in the file and what it stands for (`the context 'dark' of 'theme'`).
    typealias Claim = (name: String, owner: String)

    /// The name of each context of `variants`, in order: `style` applied to the context's name,
    /// made an identifier (a leading digit or a word of `reserved` gets `_`).
    let contexts: [String]

    /// Names the contexts of `variants` with `style`, and checks them against `others` (the
    /// modifier's names and the file's fixed ones, in the same scope) in `format`.
    init(_ variants: ContextVariants, style: (TokenPath) -> String, reserved: Set<String>, others: [Claim],
         format: String) throws(TokenExportError) {
        contexts = variants.variants.map { ExportNames.identifier(style(TokenPath([$0.context])), reserved: reserved) }
        let claims = zip(variants.variants, contexts).map { ($1, "the context '\($0.context)' of '\(variants.modifier)'") } + others
        try Self.check(claims, format: format)
    }

    /// Throws a ``TokenExportError/Code/nameCollision`` for the first two claims of one name.
    static func check(_ claims: [Claim], format: String) throws(TokenExportError) {
        var owners: [String: String] = [:]
        for claim in claims {
            if let first = owners[claim.name] {
                throw TokenExportError(.nameCollision, "\(first) and \(claim.owner) both become '\(claim.name)' in \(format); "
                    + "rename the context or modifier in the resolver")
            }
            owners[claim.name] = claim.owner
        }
    }
}
