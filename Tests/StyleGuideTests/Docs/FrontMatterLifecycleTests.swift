import DesignSystem
import Testing
@testable import StyleGuide

/// One front matter with a status, an owner or keys of its own: what it gives and what it reports.
struct LifecycleFrontMatterCase: Sendable, CustomTestStringConvertible {
    /// What the case shows.
    let name: String
    /// The page's text.
    let markdown: String
    /// How bent rules are treated.
    var strictness: Strictness = .strict
    /// The limits the page is read with.
    var limits = FrontMatterLimits()
    /// The status expected.
    var status: LifecycleStatus?
    /// The owner expected.
    var owner: String?
    /// The metadata expected, as `key=value`.
    var metadata: [String] = []
    /// Each diagnostic as `line:severity:rule`.
    var problems: [String] = []

    /// The case's name in test reports.
    var testDescription: String { name }
}

/// `status` and `owner` are read and checked; every other key is kept as metadata with a warning,
/// never an error, up to the limits of `limits`.
@Suite("Docs: status, owner and metadata in front matter")
struct FrontMatterLifecycleTests {
    /// Small limits for the hostile cases.
    static let small: FrontMatterLimits = {
        var limits = FrontMatterLimits()
        limits.keys = 2
        limits.valueBytes = 64
        return limits
    }()

    static let cases: [LifecycleFrontMatterCase] = [
        LifecycleFrontMatterCase(name: "status and owner", markdown: "---\nstatus: beta\nowner: Design systems team\n---\n",
                                 status: .beta, owner: "Design systems team"),
        LifecycleFrontMatterCase(name: "every status, any case", markdown: "---\nstatus: Deprecated\n---\n", status: .deprecated),
        LifecycleFrontMatterCase(name: "a quoted owner", markdown: "---\nowner: \"Jane: web\"\n---\n", owner: "Jane: web"),
        LifecycleFrontMatterCase(name: "an unknown key when strict is kept, with a warning", markdown: "---\nauthor: Jane\nstatus: draft\n---\n",
                                 status: .draft, metadata: ["author=Jane"], problems: ["2:warning:unknown-member"]),
        LifecycleFrontMatterCase(name: "unknown keys keep their order and quotes are taken off",
                                 markdown: "---\nreviewed: '2026-11-01'\nauthor: Jane\n---\n", strictness: .tolerant,
                                 metadata: ["reviewed=2026-11-01", "author=Jane"], problems: ["2:warning:unknown-member", "3:warning:unknown-member"]),
        LifecycleFrontMatterCase(name: "an unknown key set twice: the last is kept", markdown: "---\nauthor: A\nauthor: B\n---\n",
                                 strictness: .tolerant, metadata: ["author=B"], problems: ["2:warning:unknown-member", "3:warning:invalid-value"]),
        LifecycleFrontMatterCase(name: "a status not in the list is an error", markdown: "---\nstatus: wip\n---\n", problems: ["2:error:invalid-value"]),
        LifecycleFrontMatterCase(name: "a misspelt status is an error even when tolerant", markdown: "---\nstatus: stabel\n---\n",
                                 strictness: .tolerant, problems: ["2:error:invalid-value"]),
        LifecycleFrontMatterCase(name: "an empty status bends the rules", markdown: "---\nstatus:\n---\n", strictness: .tolerant,
                                 problems: ["2:warning:invalid-value"]),
        LifecycleFrontMatterCase(name: "an owner of more than 80 characters is an error",
                                 markdown: "---\nowner: \(String(repeating: "x", count: 81))\n---\n", problems: ["2:error:invalid-value"]),
        LifecycleFrontMatterCase(name: "a value past frontMatterValueBytes is an error",
                                 markdown: "---\nnotes: \(String(repeating: "é", count: 40))\n---\n", limits: small, problems: ["2:error:limit-exceeded"]),
        LifecycleFrontMatterCase(name: "a key past frontMatterValueBytes is an error",
                                 markdown: "---\n\(String(repeating: "k", count: 65)): v\n---\n", limits: small, problems: ["2:error:limit-exceeded"]),
        LifecycleFrontMatterCase(name: "one key repeated 5,000 times is one key, the last value kept",
                                 markdown: "---\n" + (1...5000).map { "seen: \($0)" }.joined(separator: "\n") + "\n---\n", strictness: .tolerant,
                                 metadata: ["seen=5000"], problems: ["2:warning:unknown-member"] + (3...5001).map { "\($0):warning:invalid-value" }),
        LifecycleFrontMatterCase(name: "keys past frontMatterKeys: one error, the first ones kept",
                                 markdown: "---\n" + (1...50).map { "k\($0): v" }.joined(separator: "\n") + "\n---\n", strictness: .tolerant,
                                 limits: small, metadata: ["k1=v", "k2=v"],
                                 problems: ["2:warning:unknown-member", "3:warning:unknown-member", "4:error:limit-exceeded"]),
    ]

    @Test("status, owner and metadata are read, or reported with their line and rule", arguments: cases)
    func parse(_ example: LifecycleFrontMatterCase) {
        var sink = DiagnosticSink(strictness: example.strictness)
        let (frontMatter, _) = FrontMatter.split(example.markdown, file: "docs/page.md", limits: example.limits, sink: &sink)
        #expect(frontMatter.lifecycle.status == example.status)
        #expect(frontMatter.lifecycle.owner == example.owner)
        #expect(frontMatter.metadata.map { "\($0.key)=\($0.value)" } == example.metadata)
        #expect(sink.diagnostics.map { "\($0.line ?? 0):\($0.severity):\($0.rule)" } == example.problems,
                "\(sink.diagnostics.map(\.description))")
    }

    @Test("the messages name the file, the line, the key, what happens to it, and the statuses or the limit's setting")
    func messages() {
        var sink = DiagnosticSink(strictness: .strict)
        _ = FrontMatter.split("---\nauthor: Jane\nstatus: stabel\n" + (1...3).map { "k\($0): v" }.joined(separator: "\n") + "\n---\n",
                              file: "Config/docs/intro.md", limits: Self.small, sink: &sink)
        let descriptions = sink.diagnostics.map(\.description)
        #expect(descriptions.first == "Config/docs/intro.md:2: warning: at /author: unknown front matter key 'author': kept as page metadata, "
            + "not shown; the keys Swatchbook reads are title, description, order, section, status, owner [unknown-member]", "\(descriptions)")
        #expect(descriptions.contains("Config/docs/intro.md:3: error: at /status: 'stabel' is not a status (did you mean 'stable'?); "
            + "the statuses are 'draft', 'beta', 'stable' or 'deprecated' [invalid-value]"), "\(descriptions)")
        #expect(descriptions.last == "Config/docs/intro.md:5: error: at /k2: the front matter holds more than 2 keys of its own; "
            + "the limit is 2 keys (\"limits\": {\"frontMatterKeys\": …} in swatchbook.json) [limit-exceeded]", "\(descriptions)")
    }

    @Test("the front matter limits are read from limits, each in its range", arguments: [
        (#"{"frontMatterKeys": 10, "frontMatterValueBytes": 100}"#, true), (#"{"frontMatterKeys": 0}"#, false),
        (#"{"frontMatterValueBytes": 10}"#, false), (#"{"frontMatterKeys": "many"}"#, false),
    ])
    func settings(limits: String, valid: Bool) throws {
        let parsed = Settings.parse(Array(#"{"limits": \#(limits)}"#.utf8), file: "swatchbook.json")
        switch parsed {
        case .success(let settings):
            #expect(valid)
            #expect(settings.frontMatterLimits.keys == 10 && settings.frontMatterLimits.valueBytes == 100)
        case .failure(let problems):
            #expect(!valid, "\(problems)")
            #expect(problems.allSatisfy { $0.description.contains("frontMatter") }, "\(problems)")
        }
    }
}
