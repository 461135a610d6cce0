import Testing
@testable import DesignTokens

/// A resolver document (with files beside it) expected to be refused.
struct ResolverRefusedCase: Sendable, CustomTestStringConvertible {
    let name: String
    let resolver: String
    var files: [String: String] = [:]
    let rule: Diagnostic.Rule
    let path: String
    let message: String

    var testDescription: String { name }
}

@Suite("Resolver documents that are refused")
struct ResolverInvalidTests {
    static let one = ResolverRules.number("one", 1)
    static let set = ##""sets": {"base": {"sources": [\##(one)]}}"##
    static let order = ##""resolutionOrder": [{"$ref": "#/sets/base"}]"##

    static func document(_ members: String) -> String { ##"{"version": "2025.10", \##(members)}"## }

    static let cases: [ResolverRefusedCase] = [
        ResolverRefusedCase(name: "missing version", resolver: ##"{\##(set), \##(order)}"##,
                            rule: .missingMember, path: "", message: #"needs "version": "2025.10""#),
        ResolverRefusedCase(name: "an older draft's version", resolver: ##"{"version": "2025-10-01", \##(set), \##(order)}"##,
                            rule: .invalidValue, path: "/version", message: #"version must be the string "2025.10""#),
        ResolverRefusedCase(name: "version as a number", resolver: ##"{"version": 2025.10, \##(set), \##(order)}"##,
                            rule: .invalidValue, path: "/version", message: "version must be the string"),
        ResolverRefusedCase(name: "empty resolutionOrder", resolver: document(##"\##(set), "resolutionOrder": []"##),
                            rule: .missingMember, path: "", message: "needs a non-empty resolutionOrder"),
        ResolverRefusedCase(name: "missing resolutionOrder", resolver: document(set),
                            rule: .missingMember, path: "", message: "needs a non-empty resolutionOrder"),
        ResolverRefusedCase(name: "a set without sources", resolver: document(##""sets": {"base": {"description": "x"}}, \##(order)"##),
                            rule: .missingMember, path: "/sets/base", message: "a set needs a sources array"),
        ResolverRefusedCase(name: "a modifier with 0 contexts", resolver: document(##""modifiers": {"theme": {"contexts": {}}}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}]"##),
                            rule: .missingMember, path: "/modifiers/theme", message: "a modifier needs a contexts object"),
        ResolverRefusedCase(name: "a modifier without contexts", resolver: document(##""modifiers": {"theme": {"default": "x"}}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}]"##),
                            rule: .missingMember, path: "/modifiers/theme", message: "a modifier needs a contexts object"),
        ResolverRefusedCase(name: "a modifier with 1 context", resolver: document(##""modifiers": {"theme": {"contexts": {"light": [\##(one)]}}}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}]"##),
                            rule: .invalidValue, path: "/modifiers/theme", message: "should offer at least two contexts; 'theme' has one"),
        ResolverRefusedCase(name: "a default that is not a context", resolver: document(##""modifiers": {"theme": {"contexts": {"light": [], "dark": []}, "default": "blue"}}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}]"##),
                            rule: .invalidValue, path: "/modifiers/theme/default", message: "default 'blue' is not one of the contexts (light, dark)"),
        ResolverRefusedCase(name: "a set referring to a modifier", resolver: document(##""modifiers": {\##(ResolverRules.theme)}, "sets": {"base": {"sources": [{"$ref": "#/modifiers/theme"}]}}, \##(order)"##),
                            rule: .invalidValue, path: "/sets/base/sources/0", message: "sets and modifiers may not refer to a modifier"),
        ResolverRefusedCase(name: "a context referring to a modifier", resolver: document(##""modifiers": {"other": {"contexts": {"a": [], "b": []}}, "theme": {"contexts": {"light": [], "dark": [{"$ref": "#/modifiers/other"}]}}}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}]"##),
                            rule: .invalidValue, path: "/modifiers/theme/contexts/dark/0", message: "may not refer to a modifier"),
        ResolverRefusedCase(name: "a set referring to #/resolutionOrder/0", resolver: document(##""sets": {"base": {"sources": [{"$ref": "#/resolutionOrder/0"}]}}, "resolutionOrder": [{"type": "set", "name": "x", "sources": []}, {"$ref": "#/sets/base"}]"##),
                            rule: .invalidValue, path: "/sets/base/sources/0", message: "nothing may refer to an item of resolutionOrder"),
        ResolverRefusedCase(name: "resolutionOrder referring to its own item", resolver: document(##""resolutionOrder": [{"type": "set", "name": "x", "sources": []}, {"$ref": "#/resolutionOrder/0"}]"##),
                            rule: .invalidValue, path: "/resolutionOrder/1", message: "'#/resolutionOrder/0'"),
        ResolverRefusedCase(name: "an unknown set in resolutionOrder", resolver: document(##"\##(set), "resolutionOrder": [{"$ref": "#/sets/nope"}]"##),
                            rule: .invalidValue, path: "/resolutionOrder/0", message: "there is no set 'nope'"),
        ResolverRefusedCase(name: "an unknown modifier in resolutionOrder", resolver: document(##"\##(set), "resolutionOrder": [{"$ref": "#/modifiers/nope"}]"##),
                            rule: .invalidValue, path: "/resolutionOrder/0", message: "there is no modifier 'nope'"),
        ResolverRefusedCase(name: "an unknown set in sources", resolver: document(##""sets": {"base": {"sources": [{"$ref": "#/sets/nope"}]}}, \##(order)"##),
                            rule: .invalidValue, path: "/sets/base/sources/0", message: "there is no set 'nope'"),
        ResolverRefusedCase(name: "sets referring to each other", resolver: document(##""sets": {"a": {"sources": [{"$ref": "#/sets/b"}]}, "b": {"sources": [{"$ref": "#/sets/a"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]"##),
                            rule: .circularReference, path: "/sets/b/sources/0", message: "sets refer to each other in a circle: a → b → a"),
        ResolverRefusedCase(name: "a set referring to itself", resolver: document(##""sets": {"a": {"sources": [\##(one), {"$ref": "#/sets/a"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]"##),
                            rule: .circularReference, path: "/sets/a/sources/1", message: "a → a"),
        ResolverRefusedCase(name: "an inline entry without a name", resolver: document(##""resolutionOrder": [{"type": "set", "sources": []}]"##),
                            rule: .missingMember, path: "/resolutionOrder/0", message: "needs a name and a type"),
        ResolverRefusedCase(name: "an inline entry without a type", resolver: document(##""resolutionOrder": [{"name": "x", "sources": []}]"##),
                            rule: .missingMember, path: "/resolutionOrder/0", message: "needs a name and a type"),
        ResolverRefusedCase(name: "an inline entry of an unknown type", resolver: document(##""resolutionOrder": [{"type": "group", "name": "x", "sources": []}]"##),
                            rule: .invalidValue, path: "/resolutionOrder/0", message: #"type must be "set" or "modifier", found "group""#),
        ResolverRefusedCase(name: "two inline entries with one name", resolver: document(##""resolutionOrder": [{"type": "set", "name": "colors", "sources": []}, {"type": "set", "name": "colors", "sources": []}]"##),
                            rule: .invalidValue, path: "/resolutionOrder/1", message: "two entries of resolutionOrder are named 'colors'"),
        ResolverRefusedCase(name: "two modifiers with one name", resolver: document(##""modifiers": {\##(ResolverRules.theme)}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}, {"type": "modifier", "name": "theme", "contexts": {"x": [], "y": []}, "default": "x"}]"##),
                            rule: .invalidValue, path: "/resolutionOrder/1", message: "two different modifiers are both named 'theme'"),
        ResolverRefusedCase(name: "a missing file", resolver: document(##""sets": {"base": {"sources": [{"$ref": "./missing.json"}]}}, \##(order)"##),
                            rule: .unreadableFile, path: "/sets/base/sources/0", message: "cannot use './missing.json': tokens/missing.json"),
        ResolverRefusedCase(name: "a file that is not JSON", resolver: document(##""sets": {"base": {"sources": [{"$ref": "bad.json"}]}}, \##(order)"##),
                            files: ["tokens/bad.json": "{\n  \"n\": {\n    \"$type\": \"number\",,\n  }\n}"],
                            rule: .jsonSyntax, path: "", message: "column "),
        ResolverRefusedCase(name: "a fragment pointing to nothing", resolver: document(##""sets": {"base": {"sources": [{"$ref": "a.json#/nope"}]}}, \##(order)"##),
                            files: ["tokens/a.json": one], rule: .invalidValue, path: "/sets/base/sources/0", message: "'a.json#/nope' points to nothing"),
        ResolverRefusedCase(name: "a fragment without '/'", resolver: document(##""sets": {"base": {"sources": [{"$ref": "a.json#n"}]}}, \##(order)"##),
                            files: ["tokens/a.json": one], rule: .invalidValue, path: "/sets/base/sources/0", message: "a fragment is a JSON Pointer starting with '/'"),
        ResolverRefusedCase(name: "a URL", resolver: document(##""sets": {"base": {"sources": [{"$ref": "https://example.com/t.json"}]}}, \##(order)"##),
                            rule: .invalidValue, path: "/sets/base/sources/0", message: "only files relative to the resolver document"),
        ResolverRefusedCase(name: "a source that is not an object", resolver: document(##""sets": {"base": {"sources": ["a.json"]}}, \##(order)"##),
                            rule: .wrongType, path: "/sets/base/sources/0", message: "a source must be a token object"),
        ResolverRefusedCase(name: "an unknown root member", resolver: document(##"\##(set), \##(order), "modifers": {}"##),
                            rule: .unknownMember, path: "/modifers", message: "(did you mean 'modifiers'?)"),
        ResolverRefusedCase(name: "an unknown set member", resolver: document(##""sets": {"base": {"sources": [], "sorces": []}}, \##(order)"##),
                            rule: .unknownMember, path: "/sets/base/sorces", message: "unknown member 'sorces' of a set"),
        ResolverRefusedCase(name: "$extensions not an object", resolver: document(##""sets": {"base": {"sources": [], "$extensions": 1}}, \##(order)"##),
                            rule: .wrongType, path: "/sets/base/$extensions", message: "$extensions must be an object"),
        ResolverRefusedCase(name: "a resolver document that is not JSON", resolver: "{\"version\": \"2025.10\"\n \"sets\": {}}",
                            rule: .jsonSyntax, path: "", message: "column 2: expected ',' or '}' after object member"),
        ResolverRefusedCase(name: "a token error in a file", resolver: document(##""sets": {"base": {"sources": [{"$ref": "a.json"}]}}, \##(order)"##),
                            files: ["tokens/a.json": ##"{"n": {"$type": "number", "bad": {"$value": "x"}}}"##],
                            rule: .invalidTokenValue, path: "/n/bad/$value", message: "must be a number, found string"),
        ResolverRefusedCase(name: "a token error in an inline source", resolver: document(##""sets": {"base": {"sources": [{"n": {"$type": "number", "bad": {"$value": "x"}}}]}}, \##(order)"##),
                            rule: .invalidTokenValue, path: "/sets/base/sources/0/n/bad/$value", message: "must be a number, found string"),
        ResolverRefusedCase(name: "a token error in a fragment", resolver: document(##""sets": {"base": {"sources": [{"$ref": "a.json#/g"}]}}, \##(order)"##),
                            files: ["tokens/a.json": ##"{"g": {"n": {"$type": "number", "bad": {"$value": "x"}}}}"##],
                            rule: .invalidTokenValue, path: "/g/n/bad/$value", message: "must be a number, found string"),
        ResolverRefusedCase(name: "an alias to a token of a context not chosen", resolver: document(##""modifiers": {"theme": {"contexts": {"light": [\##(ResolverRules.number("accent", 1))], "dark": []}, "default": "light"}}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}, {"type": "set", "name": "s", "sources": [{"t": {"$type": "number", "$value": "{n.accent}"}}]}]"##),
                            rule: .unresolvedReference, path: "/resolutionOrder/1/sources/0/t/$value", message: "(with theme=dark)"),
    ]

    @Test("each invalid resolver document is refused, naming file, path and rule", arguments: cases)
    func refused(_ testCase: ResolverRefusedCase) {
        let (system, diagnostics) = ResolverRules.load(testCase.resolver, files: testCase.files)
        #expect(system.map { _ in "a token system" } == nil, "accepted: \(Rules.report(diagnostics).rawValue)")
        let matching = diagnostics.filter { $0.severity == .error && $0.rule == testCase.rule && $0.path.description == testCase.path }
        #expect(!matching.isEmpty, "no \(testCase.rule) error at \(testCase.path):\n\(Rules.report(diagnostics).rawValue)")
        #expect(matching.contains { $0.message.contains(testCase.message) }, "no message with \"\(testCase.message)\":\n\(Rules.report(diagnostics).rawValue)")
    }

    @Test("token diagnostics name the token file and the line")
    func fileAndLine() throws {
        let file = "{\n  \"n\": {\n    \"$type\": \"number\",\n    \"bad\": {\"$value\": \"x\"}\n  }\n}"
        let (_, diagnostics) = ResolverRules.load(Self.document(##""sets": {"base": {"sources": [{"$ref": "./a/b.json"}]}}, \##(Self.order)"##),
                                                  files: ["tokens/a/b.json": file])
        let diagnostic = try #require(diagnostics.first, Rules.report(diagnostics))
        #expect(diagnostic.file == "tokens/a/b.json")
        #expect(diagnostic.line == 4)
        #expect(diagnostic.description.hasPrefix("tokens/a/b.json:4: error: at /n/bad/$value: "), "\(diagnostic)")
    }

    @Test("tolerant: a modifier with 1 context, an old version and a fragment without '/' are warnings", arguments: [
        (document(##""modifiers": {"theme": {"contexts": {"light": [\##(one)]}, "default": "light"}}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}]"##), "/modifiers/theme"),
        (##"{"version": "2025-10-01", \##(set), \##(order)}"##, "/version"),
        (document(##""sets": {"base": {"sources": [{"$ref": "frag.json#x"}]}}, \##(order)"##), "/sets/base/sources/0"),
        (document(##""modifiers": {"theme": {"context": {"light": [\##(one)], "dark": []}, "default": "light"}}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}]"##), "/modifiers/theme"),
    ])
    func tolerantWarnings(resolver: String, path: String) throws {
        let (system, diagnostics) = ResolverRules.load(resolver, files: ["tokens/frag.json": ##"{"x": \##(Self.one)}"##], .tolerant)
        #expect(diagnostics.map(\.severity) == [.warning], Rules.report(diagnostics))
        #expect(diagnostics.first?.path.description == path)
        #expect(ResolverRules.value(system, "n.one") == .number(1))
    }

    @Test("tolerant: bad JSON, a missing file, a missing version and a cycle still refuse", arguments: [
        document(##""sets": {"base": {"sources": [{"$ref": "bad.json"}]}}, \##(order)"##),
        document(##""sets": {"base": {"sources": [{"$ref": "gone.json"}]}}, \##(order)"##),
        ##"{\##(set), \##(order)}"##,
        document(##""sets": {"a": {"sources": [{"$ref": "#/sets/a"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]"##),
    ])
    func tolerantRefuses(resolver: String) {
        let (system, diagnostics) = ResolverRules.load(resolver, files: ["tokens/bad.json": "{"], .tolerant)
        #expect(system.map { _ in "a token system" } == nil)
        #expect(diagnostics.contains { $0.severity == .error }, Rules.report(diagnostics))
    }

    /// Resolver Module §5: "Reference objects MUST NOT be circular"; the document is invalid whether
    /// or not resolutionOrder happens to reach the cycle (checklist §7 step 0: check for $ref cycles).
    @Test("circular sets are an error even when resolutionOrder does not use them")
    func unusedCircularSets() {
        let resolver = Self.document(##""sets": {"a": {"sources": [{"$ref": "#/sets/b"}]}, "b": {"sources": [{"$ref": "#/sets/a"}]}, "c": {"sources": [\##(Self.one)]}}, "resolutionOrder": [{"$ref": "#/sets/c"}]"##)
        let (system, diagnostics) = ResolverRules.load(resolver)
        #expect(system.map { _ in "a token system" } == nil)
        let circular = diagnostics.filter { $0.rule == .circularReference && $0.severity == .error }
        #expect(circular.contains { ["/sets/a/sources/0", "/sets/b/sources/0"].contains($0.path.description) }, Rules.report(diagnostics))
    }

    @Test("a resolver file that cannot be read is reported")
    func missingResolver() {
        let (system, diagnostics) = TokenSystem.load(resolver: "nowhere.resolver.json", source: MemoryTokenFileSource([:]), strictness: .tolerant)
        #expect(system.map { _ in "a token system" } == nil)
        #expect(diagnostics.map(\.rule) == [.unreadableFile])
        #expect(diagnostics.first?.file == "nowhere.resolver.json")
    }

    @Test("several document problems are reported together")
    func collectsEverything() {
        let resolver = ##"{"sets": {"base": {}}, "modifiers": {"m": {"contexts": {"a": []}, "default": "z"}}, "resolutionOrder": [{"$ref": "#/sets/nope"}, {"name": "x"}]}"##
        let (system, diagnostics) = ResolverRules.load(resolver)
        #expect(system.map { _ in "a token system" } == nil)
        #expect(Set(diagnostics.map(\.path.description)) == ["", "/sets/base", "/modifiers/m", "/modifiers/m/default", "/resolutionOrder/0", "/resolutionOrder/1"],
                Rules.report(diagnostics))
    }
}
