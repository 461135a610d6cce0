import Testing
@testable import DesignSystem
@testable import DesignTokens

/// Building template components in tests, from text written in the test.
enum TemplateTesting {
    /// A `component.json` for `chip`, with `extra` members spliced in.
    static func definition(_ extra: String = "") -> String {
        """
        {"title": "Chip", "summary": "A compact choice.", "parts": ["primaryText", "image"],
         "states": ["normal", "hover", "selected", "disabled"], "sizes": ["small", "medium"],
         "properties": {
           "background": {"effect": "background", "summary": "Fill."},
           "labelColor": {"effect": "foreground", "part": "primary", "summary": "Label colour."},
           "iconSize": {"effect": "size", "part": "image", "summary": "Icon size."}
         },
         "contrast": [{"foreground": "labelColor", "background": "background"}]\(extra.isEmpty ? "" : ", " + extra)}
        """
    }

    /// A template marking every part `definition()` styles.
    static let chip = """
        <span role="option" {{#is.selected}}aria-selected="true"{{/is.selected}}>
          {{#image}}<span data-part="image" data-src="{{image.url}}"></span>{{/image}}
          {{#primaryText}}<span data-part="primary" id="{{id}}-label">{{primaryText}}</span>{{/primaryText}}
        </span>
        """

    /// Loads a component named `name` from a definition and a template.
    static func load(_ template: String, definition: String = definition(), name: String = "chip")
        -> (TemplateComponent?, [Diagnostic]) {
        TemplateComponent.load(definition: Array(definition.utf8), definitionFile: "components/\(name)/component.json",
                               template: template, templateFile: "components/\(name)/template.html", name: ComponentName(name))
    }

    /// A component that must load without error.
    static func component(_ template: String = chip, definition: String = definition()) throws -> TemplateComponent {
        let (component, problems) = load(template, definition: definition)
        let errors = problems.filter { $0.severity == .error }
        try #require(errors.isEmpty, "\(errors)")
        return try #require(component)
    }

    /// The rules of the errors loading `template` reports.
    static func errorRules(_ template: String, definition: String = definition()) -> [String] {
        load(template, definition: definition).1.filter { $0.severity == .error }.map(\.rule.name)
    }
}
