import DesignSystem

extension OpenAPIDocument {
    /// `release` on previews and their stylesheet, when the Config lists releases.
    var releaseParameters: [OpenAPIParameter] {
        guard config.hasReleases else { return [] }
        return [.query(ReleasePreviews.parameter, "Draw with this release's tokens instead of the current ones (today's components, "
            + "styles and samples); another value is a 400 naming the releases.", OpenAPISchema.oneOf(Array(config.releaseSides.dropFirst())))]
    }

    /// `/changes`' choice of before/after pairs: one component's, and the page of pairs.
    var reviewParameters: [OpenAPIParameter] {
        [.query(ChangeReview.componentParameter, "Show the before/after pairs of this component only.",
                OpenAPISchema.oneOf(config.styledComponents.map(\.name))),
         .query(ChangeReview.pageParameter, "The page of before/after pairs, from 1, `changesPreviewPairs` a page (a number past the last is a 404).",
                ["type": "integer", "minimum": 1])]
    }
}
