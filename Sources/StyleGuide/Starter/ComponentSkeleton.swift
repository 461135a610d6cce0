import DesignSystem

/// A template component of the Config's own to start from (`components/<name>/component.json`
/// and `template.html`, as the template-components manual page describes): an item's primary
/// and secondary text in a column, on a fill, each text with its font and colour.
enum ComponentSkeleton {
    /// `component.json` for `name`, titled after it (`status-banner` → `Status banner`).
    static func definition(for name: ComponentName) -> JSON {
        let words = name.rawValue.split(separator: "-").joined(separator: " ")
        let title = words.prefix(1).uppercased() + words.dropFirst()
        let properties: [(String, JSON)] = [
            ("layout", property("layout", "The texts one above the other.")),
            ("background", property("background", "The fill.")),
            ("padding", property("padding", "Space between the edges and the texts.")),
            ("gap", property("gap", "Space between the texts.")),
            ("cornerRadius", property("corner-radius", "The corners.")),
            ("titleFont", property("font", "The primary text's type.", part: "primary")),
            ("titleColor", property("foreground", "The primary text's colour.", part: "primary")),
            ("textFont", property("font", "The secondary text's type.", part: "secondary")),
            ("textColor", property("foreground", "The secondary text's colour.", part: "secondary")),
        ]
        return .object(JSONObject([
            ("title", .string(title)),
            ("summary", .string("\(title): a component of this design system, drawn from a template.")),
            ("parts", ["primaryText", "secondaryText"]),
            ("states", ["normal"]),
            ("properties", .object(JSONObject(properties))),
            ("contrast", [["foreground": "titleColor", "background": "background"],
                          ["foreground": "textColor", "background": "background"]]),
        ]))
    }

    /// `template.html`: one root element, each text in a marked part shown only when the item has it.
    static let template = """
        <div>
          {{#primaryText}}<strong data-part="primary">{{primaryText}}</strong>{{/primaryText}}
          {{#secondaryText}}<span data-part="secondary">{{secondaryText}}</span>{{/secondaryText}}
        </div>

        """

    /// The keyword values its starter styles file sets (a template has no stylesheet of its own to lay it out).
    static let keywords: [LayoutEffect: String] = [.layout: "column"]

    private static func property(_ effect: String, _ summary: String, part: String? = nil) -> JSON {
        var members: [(String, JSON)] = [("effect", .string(effect))]
        if let part { members.append(("part", .string(part))) }
        members.append(("summary", .string(summary)))
        return .object(JSONObject(members))
    }
}
