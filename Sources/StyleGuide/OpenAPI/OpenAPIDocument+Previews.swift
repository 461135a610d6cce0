import DesignSystem

extension OpenAPIDocument {
    /// `/preview/styles.css` and a preview path per styled component, and a templated path for
    /// any name.
    var previewOperations: [(path: String, id: String, operation: OpenAPIOperation)] {
        let styled = config.styledComponents
        var operations: [(path: String, id: String, operation: OpenAPIOperation)] = [
            ("/preview/styles.css", "getPreviewStylesheet", OpenAPIOperation(
                summary: "The tokens as custom properties and the layout utilities previews use, per context",
                tag: "previews", parameters: modifierParameters(autoForColorScheme: true) + releaseParameters + [.ifNoneMatch],
                responses: [(200, Self.text("text/css", "The stylesheet.")), (304, .notModified),
                            (400, .pageError("A parameter is wrong.")), (404, .pageError("The contexts asked for are not loaded."))])),
            ("/preview/{component}", "previewComponent", OpenAPIOperation(
                summary: "A preview of any component with its defaults (each styled component also has a path of its own)",
                tag: "previews",
                parameters: [.path("component", "A component's name.", OpenAPISchema.text), .ifNoneMatch],
                responses: [(200, Self.text("text/html", "The preview document.")), (304, .notModified),
                            (400, .pageError("A query parameter is wrong.")),
                            (404, .pageError("There is no such component, or it has no styles file.")), (500, Self.refusedRender)])),
        ]
        for component in styled {
            operations.append(("/preview/\(component.name)", "preview\(Self.identifier(component.name))", OpenAPIOperation(
                summary: "One isolated HTML document: the \(component.name) component's sample data in one style, size and state",
                tag: "previews",
                parameters: variantParameters(component, sample: true)
                    + modifierParameters(autoForColorScheme: true, besides: PreviewVariant.previewParameters) + releaseParameters + [.ifNoneMatch],
                responses: [(200, Self.text("text/html", "The preview document.")), (304, .notModified),
                            (400, .pageError("A parameter is wrong (unknown, repeated, or not one of the values allowed).")),
                            (404, .pageError("The style cannot be looked up in these contexts.")), (500, Self.refusedRender)])))
        }
        return operations
    }

    /// The answer of a preview whose render a template component's limits stopped.
    static let refusedRender = OpenAPIResponse.pageError("A template component's render passed previewBytes or previewElements "
        + "(limits in swatchbook.json): the page names the component, its template and the setting. Kept like any preview.")

    /// A 200 of `mediaType` text with an ETag.
    static func text(_ mediaType: String, _ description: String) -> OpenAPIResponse {
        OpenAPIResponse(description: description, content: [(mediaType, OpenAPISchema.string)], headers: [OpenAPIResponse.etagHeader])
    }
}
