import DesignSystem
import MicroHTTP

extension ComponentLibrary {
    /// The preview document of `variant` drawn with the current tokens of its permutation (`auto`
    /// for the colour-scheme modifier when the variant follows the system's scheme).
    func render(_ variant: PreviewVariant, frame: StorybookFrame? = nil) -> Response {
        let permutation = tokenAPI.permutations[variant.permutation]
        return render(variant, stylesheet: PreviewDocument.stylesheetLink(for: permutation, auto: variant.automatic ? colorScheme : nil),
                      frame: frame)
    }

    /// The preview document of `variant` drawn with the tokens of `stylesheet` (the current
    /// tokens' for its permutation, or a release's): the markup depends on the styles alone,
    /// which bind tokens by their custom properties, so its canvas is drawn once for every
    /// permutation that styles it alike (see ``PreviewDrawing``), and kept within the bytes of
    /// the documents drawn.
    func render(_ variant: PreviewVariant, stylesheet: String, frame: StorybookFrame? = nil) -> Response {
        let permutation = tokenAPI.permutations[variant.permutation]
        guard let entry = config.entry(named: variant.component), let document = config.styles[variant.component],
              let resolved = resolvedStyle(document, style: variant.style, size: variant.size, state: variant.state,
                                           permutation: permutation) else {
            return Response(status: .notFound)
        }
        let key = PreviewDrawing(component: entry.about.name, sample: variant.sample, styling: resolved.styling)
        let answer = { (drawn: Result<Node, RenderRefusal>) -> Response in
            switch drawn {
            case .success(let canvas):
                return PageLayout.htmlResponse(PreviewDocument.node(entry: entry, canvas: canvas, variant: variant, stylesheet: stylesheet,
                                                                    settings: self.settings, frame: frame))
            case .failure(let refusal):
                return PreviewDocument.refusal(refusal, entry: entry, settings: self.settings)
            }
        }
        if let kept = canvases.kept(key) { return answer(kept) }
        let sample = variant.sample.flatMap(config.sample(named:))
        let drawn = entry.attempt(PreviewDocument.content(for: entry, sample: sample), key.styling).map { rendered in
            PreviewDocument.canvas(entry: entry, rendered: rendered, sample: variant.sample, settings: settings)
        }
        let response = answer(drawn)
        canvases.keep(drawn, for: key, bytes: response.body.count)
        return response
    }

    /// The HTML a preview of `entry` shows the sample named `sample` in, with `styling`, indented
    /// for reading (see ``ComponentSnippets/previewHTML(of:sample:styling:)``): the snippet of a
    /// component page and of its twin, in every copy of the guide whose permutation styles the
    /// variant alike, made once and kept among the last ones made (within ``drawingBytes``).
    func previewHTML(of entry: CatalogEntry, sample: String?, styling: ComponentStyling) -> String {
        let key = PreviewDrawing(component: entry.about.name, sample: sample, styling: styling)
        if let kept = previewMarkup.kept(key) { return kept }
        let made = ComponentSnippets.previewHTML(of: entry, sample: sample.flatMap(config.sample(named:)), styling: styling)
        previewMarkup.keep(made, for: key, bytes: made.utf8.count)
        return made
    }
}
