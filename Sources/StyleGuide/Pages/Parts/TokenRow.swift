import DesignSystem

/// One token as the token pages show it: its demo, path, CSS value, type, description,
/// deprecation, alias chain (linked), contrast on the theme's background for a colour, the
/// members written beside its `$value` without `$` (kept as data when read tolerantly), the
/// tokens that refer to it, its CSS variable, and its API URL (linked). The row's `id` is its dotted path.
struct TokenRow {
    let set: TokenSet
    let variables: CSSVariableNames
    let context: GuideContext
    /// What lint finds about each token (by dotted path).
    var findings: [String: [LintFinding]] = [:]

    /// The row of `token`.
    func node(_ token: ResolvedToken) -> Node {
        let deprecated = token.deprecation?.isDeprecated == true
        var details: [Node] = []
        if !token.aliasChain.isEmpty {
            let chain = token.aliasChain
            var links = chain.prefix(AliasChain.displayedLinks).map(link)
            if chain.count > AliasChain.displayedLinks {
                links.append(.li(.class("alias-chain__more"), children: .text("… \(chain.count - AliasChain.displayedLinks) more")))
            }
            details += [.dt(children: "Alias of"), .dd(children: .ol([.class("alias-chain")], links))]
        }
        if case .color(let color) = token.value, let surface = context.surface {
            let ratio = ColorValue.contrastRatio(foreground: color, background: surface.color)
            details += [.dt(children: "Contrast"), .dd(children:
                .span(.class("ratio"), children: .text(NumberText.ratio(ratio))), .text(" on "),
                .code(children: .text(surface.path.description)), .text(" "), ContrastVerdict.badge(ratio))]
        }
        if let extra = token.extraMembers {
            details += [.dt(children: "Extra members"), .dd(children: .code(.class("token__extra"), children: .text(JSON.object(extra).compactDescription)))]
        }
        let referrers = set.tokensReferring(to: token.path)
        if !referrers.isEmpty {
            details += [.dt(children: "Used by"), .dd(children: .ul([.class("referrers")], referrers.map(link)))]
        }
        details += LintNotes.details(findings[token.path.description] ?? [])
        if let variable = variables.reference(to: token.path) {
            details += [.dt(children: "CSS"), .dd(children: .code(children: .text(variable.value)))]
        }
        let api = "/api/tokens/" + PercentEncoding.encode(token.path.description)
        details += [.dt(children: "API"), .dd(children: .a(.href(context.withModifiers(api)), .class("token__api"),
                                                          children: .code(children: .text(context.withModifiers(api)))))]
        return .article([.class("token", "token--" + token.type.rawValue, deprecated ? "token--deprecated" : ""),
                         .id(GuideLinks.anchor(token.path))], [
            .div(.class("token__demo"), children: TokenDemo.node(for: token)),
            .div(.class("token__body"), children:
                .h3(.class("token__name"), children: .a(.href("#" + GuideLinks.anchor(token.path)), .class("token__anchor"),
                                                        children: .code(children: .text(token.path.description)))),
                .p(.class("token__value"), children:
                    .code(.class("token__css"), children: .text(Self.valueText(token.value))),
                    hex(token.value),
                    .span(.class("token__type"), children: .text(token.type.rawValue))
                ),
                token.description.map { .p(.class("token__description"), children: .text($0)) } ?? .empty,
                deprecated ? .p(.class("token__deprecation"), children: .strong(children: "Deprecated."),
                                .text(token.deprecation?.reason.map { " " + $0 } ?? "")) : .empty,
                .dl([.class("token__details")], details)
            ),
        ])
    }

    /// The value as CSS writes it, or as compact JSON when CSS cannot.
    static func valueText(_ value: TokenValue) -> String {
        if let css = value.cssText { return css + (value.cssLetterSpacing.map { "; letter-spacing: " + $0 } ?? "") }
        return value.json.compactDescription
    }

    /// The hex form of a colour, when CSS writes it otherwise (`oklch(…)`).
    private func hex(_ value: TokenValue) -> Node {
        guard case .color(let color) = value, let css = value.cssText, css.lowercased() != color.hexString.lowercased() else { return .empty }
        return .code(.class("token__hex"), children: .text(color.hexString))
    }

    private func link(_ path: TokenPath) -> Node {
        .li(children: .a(.href(GuideLinks.token(path)), children: .code(children: .text(path.description))))
    }
}
