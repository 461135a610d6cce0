import DesignSystem

/// The form that picks the variant shown in detail: style, size, state and sample. A GET to the
/// component's page, so it works without JavaScript (`guide.js` submits it on change).
enum VariantPicker {
    /// The form for `variant`, offering `samples`.
    static func node(_ variant: ComponentVariant, samples: [SampleSet]) -> Node {
        let fields: [Node] = [
            field("style", "Style", options: variant.document.styleNames.map(\.rawValue), chosen: variant.style.rawValue),
            field("size", "Size", options: variant.entry.about.sizes.map(\.rawValue), chosen: variant.size.rawValue),
            field("state", "State", options: variant.entry.about.states.map(\.rawValue), chosen: variant.state.rawValue),
            samples.isEmpty ? .empty
                : field("sample", "Sample", options: samples.map(\.name), chosen: variant.sample ?? "",
                        labels: samples.map { sample in sample.description.map { "\(sample.name) — \($0)" } ?? sample.name }),
        ]
        return .form([.class("variant-picker"), .custom("method", "get"),
                      .custom("action", GuideLinks.component(variant.name) + "#preview"), .data("auto-submit", "true"),
                      .aria("label", "Choose the variant")],
                     fields + [.button(.type("submit"), .class("button"), children: "Show")])
    }

    private static func field(_ name: String, _ label: String, options: [String], chosen: String, labels: [String]? = nil) -> Node {
        let id = "pick-" + name
        return .div(.class("field"), children:
            .label(.for(id), children: .text(label)),
            .select([.id(id), .name(name)], options.enumerated().map { index, option in
                var attributes: [Attribute] = [.custom("value", option)]
                if option == chosen { attributes.append(.boolean("selected")) }
                return .option(attributes, [.text(labels?[index] ?? option)])
            })
        )
    }
}
