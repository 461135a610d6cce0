/// Which tokens a format leaves out of a file, found with the same tests its writer uses to
/// decide what it can write (``SwiftLiteral``, ``AndroidExport/element(of:role:)``,
/// ``ComposeLiteral``, ``CSSValueWriter``, ``JSExport/literal(_:writer:)``, ``FigmaValue``).
enum ExportOmissions {
    /// The tokens among `tokens` that `format` cannot write, in order, each with its reason.
    static func of(_ tokens: [ResolvedToken], in format: TokenExportFormat) -> [ExportOmission] {
        let test = Test(format, inText: format.kind == .compose ? ComposeExport.textMeasures(in: tokens) : [],
                        roles: format.kind == .android ? AndroidDimensionRoles(tokens) : AndroidDimensionRoles())
        return tokens.compactMap { token in
            test.writes(token) ? nil : ExportOmission(token: token.path, format: format, reason: test.reason(token))
        }
    }

    /// The tokens some context of `variants` holds in a value `format` cannot write, each once,
    /// in the order of ``ContextVariants/allTokens``; the reason names the contexts when the
    /// others' values are written. Android's resources also leave out what only the qualified
    /// folder could declare (``AndroidContextsExport/overrides(_:at:)``).
    static func of(_ variants: ContextVariants, in format: TokenExportFormat, options: TokenExportOptions) -> [ExportOmission] {
        var inText: Set<TokenPath> = []
        if format.kind == .compose {
            for index in variants.variants.indices { inText.formUnion(ComposeExport.textMeasures(in: variants.tokens(at: index))) }
        }
        let test = Test(format, inText: inText,
                        roles: format.kind == .android ? AndroidContextsExport.roles(of: variants) : AndroidDimensionRoles())
        var order: [TokenPath] = []
        var failures: [TokenPath: (reason: String, contexts: [String])] = [:]
        var holders: [TokenPath: Int] = [:]
        func record(_ path: TokenPath, _ reason: String, in context: String) {
            if failures[path] == nil {
                order.append(path)
                failures[path] = (reason, [])
            }
            failures[path]?.contexts.append(context)
        }
        for (index, variant) in variants.variants.enumerated() {
            for token in variants.tokens(at: index) {
                holders[token.path, default: 0] += 1
                if !test.writes(token) { record(token.path, test.reason(token), in: variant.context) }
            }
        }
        if format.kind == .android, let other = variants.systemAlternative, variants.variants.count == 2 {
            let context = variants.variants[other.index].context
            for token in AndroidContextsExport.overrides(variants, at: other.index).unmatched {
                record(token.path, OmissionReason.androidUnmatched(token, base: variants.base.set[token.path]), in: context)
            }
        }
        return order.compactMap { path in
            guard let (reason, contexts) = failures[path] else { return nil }
            let everywhere = contexts.count >= holders[path, default: 0]
            let scope = everywhere ? "" : " (in \(variants.modifier)=\(contexts.joined(separator: ", ")))"
            return ExportOmission(token: path, format: format, reason: reason + scope)
        }
    }

    /// Whether a format writes a token, as its writer decides.
    private struct Test {
        let format: TokenExportFormat
        /// The dimension tokens Compose writes as `TextUnit`.
        let inText: Set<TokenPath>
        /// What Android writes each dimension token as.
        let roles: AndroidDimensionRoles

        init(_ format: TokenExportFormat, inText: Set<TokenPath>, roles: AndroidDimensionRoles) {
            self.format = format
            self.inText = inText
            self.roles = roles
        }

        /// Why the format leaves `token` out.
        func reason(_ token: ResolvedToken) -> String {
            if format.kind == .android, case .dimension(let length) = token.value,
               case .letterSpacing(let fontSize) = roles.role(of: token.path) {
                return OmissionReason.androidLetterSpacing(length, knowsFontSize: fontSize != nil)
            }
            return OmissionReason.of(token.value, in: format)
        }

        func writes(_ token: ResolvedToken) -> Bool {
            switch format.kind {
            case .dtcg, .flat: return true
            case .css: return CSSValueWriter().value(token.value) != nil
            case .scss: return CSSValueWriter(isSCSS: true).value(token.value) != nil
            case .js, .ts, .dts: return JSExport.literal(token.value, writer: CSSValueWriter()) != nil
            case .swift: return SwiftLiteral(token.value) != nil
            case .android: return AndroidExport.element(of: token.value, role: roles.role(of: token.path)) != nil
            case .compose: return ComposeLiteral(token.value, inText: inText.contains(token.path)) != nil
            case .figma: return FigmaValue(token.value, scope: nil) != nil
            }
        }
    }
}
