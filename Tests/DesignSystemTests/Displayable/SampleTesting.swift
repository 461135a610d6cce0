import Testing
@testable import DesignSystem
@testable import DesignTokens

/// Shared helpers for the sample parser tests.
enum Samples {
    /// The file every test document pretends to be.
    static let file = "Config/samples/people.json"

    /// Parses `document` as the bytes of a sample file named `name`.
    static func parse(_ document: String, name: String = "people") -> (set: SampleSet?, diagnostics: [Diagnostic]) {
        let (set, diagnostics) = SampleParser.parse(Array(document.utf8), name: name, file: file)
        return (set, diagnostics)
    }

    /// Every diagnostic, one per line, for failure messages.
    static func report(_ diagnostics: [Diagnostic]) -> Comment {
        Comment(rawValue: diagnostics.isEmpty ? "(no diagnostics)" : diagnostics.map(\.description).joined(separator: "\n"))
    }

    /// `{"items": [item]}`: one untitled section holding one item written as JSON text.
    static func oneItem(_ item: String) -> String { ##"{"items": [\##(item)]}"## }

    /// `{"items": [{"primaryText": "Ada", <members>}]}`.
    static func ada(_ members: String = "") -> String {
        oneItem(##"{"primaryText": "Ada"\##(members.isEmpty ? "" : ", " + members)}"##)
    }
}

/// A sample document expected to be accepted without any diagnostic, and what it holds.
struct AcceptedSample: Sendable, CustomTestStringConvertible {
    let name: String
    let document: String
    var description: String? = nil
    let sections: [SampleSection]

    var testDescription: String { name }
}

/// A sample document expected to get a diagnostic: its rule, pointer, line and part of its message.
struct RefusedSample: Sendable, CustomTestStringConvertible {
    let name: String
    var sampleName = "people"
    let document: String
    let rule: Diagnostic.Rule
    let path: String
    var line: Int? = 1
    let message: String

    var testDescription: String { name }
}
