import Foundation

/// A Config of few tokens and many permutations, as a team's that serves fine but multiplies in
/// an export: the small token system of ``TemporaryConfig`` (a `theme` modifier, light and dark)
/// with `modifiers` more modifiers (`axis0`, `axis1`, …) of `contexts` contexts each, every
/// context adding one token, and a `label` component with two styles and a sample.
enum PermutationConfig {
    /// Writes the Config with `settings` as its `swatchbook.json`.
    static func make(modifiers: Int, contexts: Int, settings: String = #"{"name": "Many"}"#) throws -> TemporaryConfig {
        let config = try TemporaryConfig(settings: settings)
        var modifierMembers: [String] = [#""theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}"#]
        var order = [##"{"$ref": "#/sets/core"}"##, ##"{"$ref": "#/modifiers/theme"}"##]
        for modifier in 0..<modifiers {
            var members: [String] = []
            for context in 0..<contexts {
                let file = "axis\(modifier)-\(context).tokens.json"
                try config.writeFile("tokens/" + file, #"{"axis\#(modifier)": {"$type": "dimension", "$value": {"value": \#(context), "unit": "px"}}}"#)
                members.append(#""c\#(context)": [{"$ref": "\#(file)"}]"#)
            }
            modifierMembers.append(#""axis\#(modifier)": {"contexts": {\#(members.joined(separator: ", "))}, "default": "c0"}"#)
            order.append(##"{"$ref": "#/modifiers/axis\##(modifier)"}"##)
        }
        try config.writeFile("tokens/swatchbook.resolver.json", #"""
            {"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}},
             "modifiers": {\#(modifierMembers.joined(separator: ", "))}, "resolutionOrder": [\#(order.joined(separator: ", "))]}
            """#)
        try FileManager.default.createDirectory(atPath: config.directory + "/styles", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: config.directory + "/samples", withIntermediateDirectories: true)
        try config.writeFile("styles/label.json",
                             #"{"sample": "words", "styles": {"primary": {"base": {"foreground": "{color.text}"}}, "quiet": {"base": {"foreground": "{color.ink}"}}}}"#)
        try config.writeFile("samples/words.json", #"{"items": [{"primaryText": "Hello there"}]}"#)
        return config
    }
}
