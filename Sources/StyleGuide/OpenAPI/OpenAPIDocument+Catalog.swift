import DesignSystem

extension OpenAPIDocument {
    /// `/api/styles…` and `/api/components…`: one path per component of the Config, each with the
    /// styles, sizes and states it accepts, and a templated path for any other name (a 404).
    var catalogOperations: [(path: String, id: String, operation: OpenAPIOperation)] {
        let styled = config.styledComponents
        var operations: [(path: String, id: String, operation: OpenAPIOperation)] = [
            ("/api/styles", "getStyles", index("Each component that has a styles file, its file and its styles", "StyleIndex")),
            ("/api/styles/{component}", "getStylesOfComponent", any("component", "styles file", "StyleFile")),
            ("/api/styles/{component}/{style}", "lookUpStyle", anyLookup),
            ("/api/components", "getComponents", index("Every component with its parts, styles, sizes, states, samples and links",
                                                       "ComponentIndex")),
            ("/api/components/{name}", "getComponent", any("name", "component", "ComponentDetail")),
        ]
        for component in styled {
            let id = Self.identifier(component.name)
            operations.append(("/api/styles/\(component.name)", "getStylesOf\(id)", OpenAPIOperation(
                summary: "The \(component.name) styles file as written, with the properties, sizes and states it may use",
                tag: "catalog", parameters: [.ifNoneMatch],
                responses: [(200, .json("The styles file.", OpenAPISchema.ref("StyleFile"))), (304, .notModified),
                            (400, .apiError("It takes no query parameters."))])))
            operations.append(("/api/styles/\(component.name)/{style}", "lookUpStyleOf\(id)", lookup(component)))
        }
        for component in config.components {
            operations.append(("/api/components/\(component.name)", "getComponent\(Self.identifier(component.name))", OpenAPIOperation(
                summary: "The \(component.name) component: its summary, style properties, contrast pairs and every preview's URL",
                tag: "catalog", parameters: [.ifNoneMatch],
                responses: [(200, .json("The component.", OpenAPISchema.ref("ComponentDetail"))), (304, .notModified),
                            (400, .apiError("It takes no query parameters."))])))
        }
        return operations
    }

    /// `list-section` → `ListSection`, for operation ids.
    static func identifier(_ name: String) -> String {
        name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    private func index(_ summary: String, _ schema: String) -> OpenAPIOperation {
        OpenAPIOperation(summary: summary, tag: "catalog", parameters: [.ifNoneMatch],
                         responses: [(200, .json("The index.", OpenAPISchema.ref(schema))), (304, .notModified),
                                     (400, .apiError("It takes no query parameters."))])
    }

    private func any(_ parameter: String, _ what: String, _ schema: String) -> OpenAPIOperation {
        OpenAPIOperation(
            summary: "The \(what) of any name (each of the Config's names also has a path of its own)",
            tag: "catalog",
            parameters: [.path(parameter, "A component's name.", OpenAPISchema.text), .ifNoneMatch],
            responses: [(200, .json("The \(what).", OpenAPISchema.ref(schema))), (304, .notModified),
                        (400, .apiError("It takes no query parameters.")),
                        (404, .apiError("There is no such name (the closest is suggested, and every name listed)."))])
    }

    private var anyLookup: OpenAPIOperation {
        OpenAPIOperation(
            summary: "A style of any component looked up with its defaults (each styled component also has a path of its own)",
            tag: "catalog",
            parameters: [.path("component", "A component's name.", OpenAPISchema.text),
                         .path("style", "One of its styles.", OpenAPISchema.text), .ifNoneMatch],
            responses: [(200, .json("Every property of the style, resolved.", OpenAPISchema.ref("StyleLookup"))), (304, .notModified),
                        (400, .apiError("A query parameter is wrong.")),
                        (404, .apiError("There is no such component, it has no styles file, or the style is not one of its."))])
    }

    /// The query parameters a preview or style lookup of `component` reads.
    func variantParameters(_ component: OpenAPIConfigFacts.Component, sample: Bool) -> [OpenAPIParameter] {
        var parameters: [OpenAPIParameter] = [
            .query("size", "The size (default: the component's own).", OpenAPISchema.oneOf(component.sizes)),
            .query("state", "The state (default: normal).", OpenAPISchema.oneOf(component.states)),
        ]
        if sample {
            parameters.insert(.query("style", "The style (default: primary, else the first).", OpenAPISchema.oneOf(component.styles)), at: 0)
            if !config.samples.isEmpty {
                parameters.append(.query("sample", "The sample set shown (default: the component's own).", OpenAPISchema.oneOf(config.samples)))
            }
        }
        return parameters
    }

    private func lookup(_ component: OpenAPIConfigFacts.Component) -> OpenAPIOperation {
        let own = PreviewVariant.lookupParameters
        return OpenAPIOperation(
            summary: "A \(component.name) style looked up and resolved for a size, a state and the modifiers' contexts",
            tag: "catalog",
            parameters: [.path("style", "A style of \(component.name).", OpenAPISchema.oneOf(component.styles))]
                + variantParameters(component, sample: false) + modifierParameters(besides: own) + [.ifNoneMatch],
            responses: [(200, .json("Every property of the style, resolved, with contrast and notes.", OpenAPISchema.ref("StyleLookup"))),
                        (304, .notModified),
                        (400, .apiError("A parameter is wrong (unknown, repeated, or not one of the values allowed).")),
                        (404, .apiError("The style is not one of the component's."))])
    }
}
