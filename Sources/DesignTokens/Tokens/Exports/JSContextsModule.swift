/// The names and contents of the module of every context, shared by the module
/// (``JSContextsExport``) and its declarations (``TypeScriptDeclarationsExport``) so the two always agree.
struct JSContextsModule {
    /// One context's object.
    struct Context {
        /// The context's name, the object's key.
        var name: String
        /// True for the default context, whose object is the constants' values.
        var isDefault: Bool
        /// The tokens whose value differs from the default's, or that the default lacks.
        var changes: [ResolvedToken]
        /// Which tokens the default has and this context lacks, for a comment; nil when none.
        var missingNote: String?
    }

    let baseTokens: [ResolvedToken]
    let baseNames: [String]
    let contexts: [Context]
    let modifierName: String, defaultName: String, defaultsName: String, contextsName: String
    /// The JSDoc of each of the names beside the tokens'.
    let modifierNote: String, defaultNote: String, contextsNote: String
    private let names: [TokenPath: String]

    init(_ variants: ContextVariants, options: TokenExportOptions) throws(TokenExportError) {
        let all = variants.allTokens
        let modifier = variants.modifier
        // Lower-case names, which no token's PascalCase name can be; claimed all the same.
        let others: [ExportNames.Claim] = [
            .init("modifier", label: "the name of the modifier"), .init("defaultContext", label: "the name of the default context"),
            .init("defaults", label: "the default context's values"), .init("contexts", label: "every context of \(modifier)"),
        ]
        let assigned = try JSExport.names(of: all, others: others, options: options)
        names = Dictionary(zip(all.map(\.path), assigned)) { first, _ in first }
        (modifierName, defaultName, defaultsName, contextsName) = (assigned[all.count], assigned[all.count + 1],
                                                                   assigned[all.count + 2], assigned[all.count + 3])
        modifierNote = Self.doc("The modifier whose every context `\(contextsName)` holds.")
        defaultNote = Self.doc("The context whose values the constants above hold.")
        contextsNote = Self.doc("Every token's value in each context of \(modifier): the constants above, with what that context changes.")
        baseTokens = variants.baseTokens
        baseNames = Array(assigned.prefix(baseTokens.count))
        contexts = variants.variants.indices.map { index in
            let missing = variants.missing(at: index)
            return Context(name: variants.variants[index].context, isDefault: index == 0,
                           changes: variants.differences(at: index),
                           missingNote: missing.isEmpty ? nil : "\(variants.variants[index].context) has no "
                            + missing.map(\.description).joined(separator: ", ") + ": the default's values stand")
        }
    }

    /// `/** text */` on one line.
    static func doc(_ text: String) -> String {
        "/** " + ExportText.breaking((UInt8(ascii: "*"), UInt8(ascii: "/")), with: UInt8(ascii: "\\"), in: ExportText.singleLine(text)) + " */"
    }

    /// The name of the token at `token`'s path.
    func name(of token: ResolvedToken) -> String { names[token.path]! }
}
