import DesignSystem

/// A component's starter styles file, to copy into the Config: the file with a copy button, and
/// the command that writes it instead.
enum StarterSnippet {
    /// The starter's code block (its id unique on the page), titled with the file it goes in.
    static func node(_ starter: StyleStarter) -> Node {
        CodeSnippet.node(id: "starter-" + starter.component.rawValue, title: starter.file, code: starter.text, language: "json")
    }

    /// What to do with it: save it as the file, or let `init --component` write it.
    static func howTo(_ starter: StyleStarter) -> Node {
        .p(.class("starter__how"), children: .text("Save it as "), .code(children: .text(starter.file)),
           .text(" in the Config, or run "), .code(children: .text("swatchbook init --component \(starter.component)")),
           .text("; every value is a token of this Config, and check passes as it is."))
    }
}
