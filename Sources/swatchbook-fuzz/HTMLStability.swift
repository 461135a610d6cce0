import DesignSystem

/// What must hold of HTML the node renderer wrote after a policy filtered it.
enum HTMLStability {
    /// The rules under which the fragment parser removes something (not those of mere structure).
    static let removals: Set<Diagnostic.Rule> = [.elementNotAllowed, .attributeNotAllowed, .eventHandler, .inlineStyle, .unsafeURL]

    /// Throws unless `html`, read under `policy`, loses nothing and renders to itself: what the
    /// renderer wrote from allowed nodes is allowed, and reading it again changes nothing. Rules in
    /// `judgedLater` are left to a later step (a link's scheme, which the docs sanitizer drops).
    static func require(_ html: String, readsBackUnder policy: HTMLPolicy, _ what: String, judgedLater: Set<Diagnostic.Rule> = []) throws(FuzzFailure) {
        let (nodes, problems) = HTMLFragmentParser.parse(html, policy: policy)
        let removed = problems.filter { removals.contains($0.rule) && !judgedLater.contains($0.rule) }
        try FuzzFailure.require(removed.isEmpty, "\(what) holds what its policy refuses: \(removed)\n\(html)")
        // What a later step judges was dropped here, so the HTML read back differs by it.
        guard !problems.contains(where: { judgedLater.contains($0.rule) }) else { return }
        let again = HTMLRenderer.render(.fragment(nodes))
        try FuzzFailure.require(again == html, "\(what) changes when it is read and rendered again:\n\(html)\n→\n\(again)")
    }
}
