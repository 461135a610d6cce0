import DesignSystem

/// The form that picks the two sides the changes page compares: a GET to `/changes`, so it
/// works without JavaScript (`guide.js` submits it on change, as the variant picker).
enum ChangesPicker {
    /// The form offering `sides` (`current`, then the releases, newest first) for each side.
    static func node(sides: [String], from: String, to: String) -> Node {
        .form([.class("variant-picker", "changes-picker"), .custom("method", "get"), .custom("action", "/changes"),
               .data("auto-submit", "true"), .aria("label", "Choose the versions to compare")], [
            field("from", "From", sides: Array(sides.dropFirst()) + [sides[0]], chosen: from),
            field("to", "To", sides: sides, chosen: to),
            .button(.type("submit"), .class("button"), children: "Compare"),
        ])
    }

    private static func field(_ name: String, _ label: String, sides: [String], chosen: String) -> Node {
        let id = "changes-" + name
        return .div(.class("field"), children:
            .label(.for(id), children: .text(label)),
            .select([.id(id), .name(name)], sides.map { side in
                var attributes: [Attribute] = [.custom("value", side)]
                if side == chosen { attributes.append(.boolean("selected")) }
                return .option(attributes, [.text(side == SemanticVersion.current ? "current (served now)" : side)])
            })
        )
    }
}
