import DesignSystem
import MicroHTTP

/// `GET /components/{name}?style=&size=&state=&sample=`: one component — the chosen variant
/// framed with a picker, its style table, contrast and snippets, every variant as a deep-linked
/// frame, and its guidelines from `docs/components/<name>.md`. A wrong parameter is a 400
/// naming the allowed values; an unknown component a 404 with the closest name.
struct ComponentPage: GuidePage {
    var parameters: [String] { PreviewVariant.previewParameters }

    func render(_ request: Request, context: GuideContext) throws(HTTPError) -> Page {
        let library = context.snapshot.components
        let name = ComponentName(request.parameters["name"] ?? "")
        guard let entry = library.config.anyEntry(named: name) else { throw Self.unknown(name, library: library) }
        let docs = context.snapshot.docs.page(for: name)
        var content: [Node] = [Breadcrumbs.node([("Components", "/components"), (entry.about.title, GuideLinks.component(name))])]
        guard let document = library.config.styles[name], context.tokens != nil else {
            if !context.query.isEmpty {
                throw HTTPError(.badRequest, "the \(entry.about.title) component has no styles file (styles/\(name).json), so it has no variants to choose")
            }
            content.append(intro(entry, document: nil, docs: docs, sections: []))
            content.append(.p(.class("notice"), children: .text("There are no previews: add styles/\(name).json to give this component its styles.")))
            content += UnstyledSections.nodes(entry, starter: library.starters[name]) { section($0, $1, lead: $2, $3) }
            content.append(ComponentGuidelines.node(docs))
            return Page(title: entry.about.title, siteName: context.settings.name, content: content, kind: "component")
        }
        let (variant, resolved) = try Self.chosenVariant(entry, document: document, context: context)
        let sections = [("preview", "Preview"), ("style", "Style"), ("contrast", "Contrast"), ("code", "Code"),
                        ("variants", "Variants")] + (docs == nil ? [] : [("guidelines", "Guidelines")])
        content.append(intro(entry, document: document, docs: docs, sections: sections))
        content.append(preview(variant, samples: library.config.samples, context: context))
        let styleNote = document.style(named: variant.style)?.description.map { " " + $0 } ?? ""
        content.append(section("style", "Style", lead: "What the \(variant.style) style sets in size \(variant.size), state \(variant.state): "
                               + "each property, the token it is bound to, and its value in this theme." + styleNote, [
            StyleTable.node(resolved, caption: "\(entry.about.title) · \(variant.style) · \(variant.size) · \(variant.state) — \(context.permutation)"),
        ]))
        content.append(section("contrast", "Contrast", lead: "WCAG 2.x contrast of the variant's colour pairs, measured on the preview canvas "
                               + "where a style sets no background: text by 1.4.3, icons by 1.4.11 non-text contrast (3:1).", [
                                   ContrastTable.node(resolved),
                                   LintNotes.node(try context.snapshot.lint?.findings(component: name.rawValue) ?? []),
                               ]))
        content.append(section("code", "Code", lead: "Copy the markup, the lookup that returns this style as JSON, or the tokens it uses.",
                               ComponentSnippets(variant: variant, resolved: resolved, context: context).nodes()))
        content.append(VariantMatrix(variant: variant, context: context).node())
        content.append(ComponentGuidelines.node(docs))
        return Page(title: entry.about.title, siteName: context.settings.name, content: content, kind: "component")
    }

    /// The component's title, what the styles file says of it (else what Swatchbook says), its
    /// styles with what the file says of each, sizes, states and parts, and links.
    private func intro(_ entry: CatalogEntry, document: StyleDocument?, docs: DocsLibrary.Page?, sections: [(String, String)]) -> Node {
        var facts: [Node] = []
        if let document {
            facts += [.dt(children: "Styles"), .dd(children: .ul([.class("style-list")], document.styles.map { style in
                .li(children: .a(.href(GuideLinks.component(entry.about.name) + "?style=" + PercentEncoding.encode(style.name.rawValue)
                                       + "#preview"), children: .text(style.name.rawValue)),
                    style.description.map { .text(": " + $0) } ?? .empty)
            }))]
        }
        facts += [.dt(children: "Sizes"), .dd(children: .text(entry.about.sizes.map(\.rawValue).joined(separator: ", "))),
                  .dt(children: "States"), .dd(children: .text(entry.about.states.map(\.rawValue).joined(separator: ", "))),
                  .dt(children: "Shows"), .dd(children: .text(entry.about.parts.map(\.rawValue).joined(separator: ", ")))]
        if entry.template != nil {
            facts += [.dt(children: "Made from"), .dd(children: .code(children: .text("components/\(entry.about.name)/template.html")),
                                                       .text(" ("), .a(.href(GuideLinks.templateContract), children: "how templates work"), .text(")"))]
        }
        var links: [Node] = [.a(.href("/api/components/" + PercentEncoding.encode(entry.about.name.rawValue)), children: "Catalog JSON")]
        if document != nil { links.append(.a(.href("/api/styles/" + PercentEncoding.encode(entry.about.name.rawValue)), children: "Styles JSON")) }
        if let docs { links.append(.a(.href(GuideLinks.doc(docs.path)), children: "Guidelines page")) }
        return PageIntro.node(eyebrow: "Component", title: entry.about.title, lead: document?.description ?? entry.about.summary, extra: [
            StatusBadge.line(ComponentConfig.lifecycle(of: entry, styles: document)),
            .dl([.class("facts")], facts),
            .p(.class("intro-links"), children: .fragment(links)),
            sections.isEmpty ? .empty : .nav([.class("on-this-page"), .aria("label", "On this page")], [
                .ul([], sections.map { .li(children: .a(.href("#" + $0.0), children: .text($0.1))) }),
            ]),
        ])
    }

    private func preview(_ variant: ComponentVariant, samples: [SampleSet], context: GuideContext) -> Node {
        let caption = Node.fragment([.strong(children: .text(variant.style.rawValue)),
                                     .text(" · \(variant.size) · \(variant.state)" + (variant.sample.map { " · sample \($0)" } ?? "")),
                                     .text(" — "), .a(.href(context.withInputs(variant.previewURL)), children: "open it on its own")])
        return section("preview", "Preview", lead: nil, [
            .div(.class("preview-stage"), children:
                PreviewFrame.node(src: context.withInputs(variant.previewURL), title: "Selected: " + variant.title, caption: caption, link: nil,
                                  height: PreviewFrame.height(for: variant.entry), current: false, lazy: false),
                // A static export holds each style, size and state with the default sample, not every sample.
                VariantPicker.node(variant, samples: context.exporting ? [] : samples)
            ),
        ])
    }

    private func section(_ id: String, _ title: String, lead: String?, _ children: [Node]) -> Node {
        .section([.class("page-section"), .id(id), .aria("labelledby", id + "-title")],
                 [.h2(.id(id + "-title"), children: .text(title)), lead.map { .p(.class("section-lead"), children: .text($0)) } ?? .empty]
                    + children)
    }

    /// The 404 for a component that is not in the catalog, with the closest name.
    static func unknown(_ name: ComponentName, library: ComponentLibrary) -> HTTPError {
        let names = library.config.everyComponent.map(\.about.name.rawValue)
        let suggestion = Suggestion.closest(to: name.rawValue, among: names).map { " (did you mean '\($0)'?)" } ?? ""
        return HTTPError(.notFound, "there is no component '\(name)'\(suggestion); components: " + names.joined(separator: ", "))
    }
}
