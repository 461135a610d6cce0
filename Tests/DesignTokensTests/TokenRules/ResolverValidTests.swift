import Testing
@testable import DesignTokens

/// Loading resolver documents held in memory.
enum ResolverRules {
    static let path = "tokens/main.resolver.json"

    /// Loads `resolver` (at `tokens/main.resolver.json`) with `files` beside it.
    static func load(_ resolver: String, files: [String: String] = [:], scope: TokenSystem.Scope = .all,
                     _ strictness: Strictness = .strict) -> (system: TokenSystem?, diagnostics: [Diagnostic]) {
        var all = files
        all[path] = resolver
        return TokenSystem.load(resolver: path, source: MemoryTokenFileSource(all), scope: scope, strictness: strictness)
    }

    /// The value of `token` for `inputs`, or nil.
    static func value(_ system: TokenSystem?, _ token: String, _ inputs: [String: String] = [:]) -> TokenValue? {
        guard case .success(let set)? = system?.tokens(for: inputs) else { return nil }
        return set[Rules.path(token)]?.value
    }

    /// `{"n": {"$type": "number", "<name>": {"$value": value}}}`.
    static func number(_ name: String, _ value: Int) -> String { ##"{"n": {"$type": "number", "\##(name)": {"$value": \##(value)}}}"## }

    /// A theme modifier whose contexts set `n.mode` to 1 (light) and 2 (dark).
    static let theme = ##""theme": {"contexts": {"light": [\##(number("mode", 1))], "dark": [\##(number("mode", 2))]}, "default": "light"}"##
}

@Suite("Resolver documents that resolve")
struct ResolverValidTests {
    @Test("an inline set in resolutionOrder")
    func inlineSet() throws {
        let (system, diagnostics) = ResolverRules.load(##"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "base", "sources": [\##(ResolverRules.number("one", 1))]}]}"##)
        #expect(diagnostics.isEmpty, Rules.report(diagnostics))
        let loaded = try #require(system)
        #expect(loaded.modifiers.isEmpty)
        #expect(Array(loaded.permutations.keys) == [Permutation([:])])
        #expect(ResolverRules.value(loaded, "n.one") == .number(1))
    }

    @Test("file sets with ./ and ../ paths, relative to the resolver document")
    func relativeFiles() throws {
        let resolver = ##"{"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "./a/b.tokens.json"}, {"$ref": "../x.json"}, {"$ref": "c.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/core"}]}"##
        let (system, diagnostics) = ResolverRules.load(resolver, files: [
            "tokens/a/b.tokens.json": ResolverRules.number("b", 1), "x.json": ResolverRules.number("x", 2), "tokens/c.json": ResolverRules.number("c", 3),
        ])
        #expect(diagnostics.isEmpty, Rules.report(diagnostics))
        let set = try #require(system?.permutations.values.first)
        #expect(set[Rules.path("n.b")]?.value == .number(1))
        #expect(set[Rules.path("n.x")]?.value == .number(2))
        #expect(set[Rules.path("n.c")]?.value == .number(3))
        #expect(set[Rules.path("n.b")]?.origin.file == "tokens/a/b.tokens.json")
        #expect(set[Rules.path("n.x")]?.origin.file == "x.json")
    }

    @Test("a fragment of a file is used as a token document of its own")
    func fragment() throws {
        let file = ##"{"color": {"$type": "number", "one": {"$value": 1}}, "other": {"$type": "number", "two": {"$value": 2}}}"##
        let (system, diagnostics) = ResolverRules.load(##"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "core.json#/color"}]}]}"##,
                                                       files: ["tokens/core.json": file])
        #expect(diagnostics.isEmpty, Rules.report(diagnostics))
        let set = try #require(system?.permutations.values.first)
        #expect(set.tokens.map(\.path.description) == ["one"])
        #expect(set[Rules.path("one")]?.origin.pointer.description == "/color/one")
    }

    @Test("members next to $ref replace the file's top-level members (shallowly)")
    func overrides() throws {
        let file = ##"{"color": {"$type": "number", "red": {"$value": 1}, "blue": {"$value": 2}}, "size": {"$type": "number", "m": {"$value": 16}}}"##
        let resolver = ##"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "base.json", "color": {"$type": "number", "green": {"$value": 3}}}]}]}"##
        let (system, diagnostics) = ResolverRules.load(resolver, files: ["tokens/base.json": file])
        #expect(diagnostics.isEmpty, Rules.report(diagnostics))
        let set = try #require(system?.permutations.values.first)
        #expect(set.tokens.map(\.path.description).sorted() == ["color.green", "size.m"])
    }

    @Test("a set may splice in another set's sources")
    func setInSet() throws {
        let resolver = ##"""
        {"version": "2025.10",
         "sets": {"base": {"sources": [\##(ResolverRules.number("a", 1)), \##(ResolverRules.number("b", 1))]},
                  "all": {"sources": [{"$ref": "#/sets/base"}, \##(ResolverRules.number("b", 2))]}},
         "resolutionOrder": [{"$ref": "#/sets/all"}]}
        """##
        let (system, diagnostics) = ResolverRules.load(resolver)
        #expect(diagnostics.isEmpty, Rules.report(diagnostics))
        #expect(ResolverRules.value(system, "n.a") == .number(1))
        #expect(ResolverRules.value(system, "n.b") == .number(2))
    }

    @Test("later entries of resolutionOrder win", arguments: [
        (##"[{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/sets/late"}]"##, 9, 9),
        (##"[{"$ref": "#/sets/base"}, {"$ref": "#/sets/late"}, {"$ref": "#/modifiers/theme"}]"##, 1, 2),
        (##"[{"$ref": "#/modifiers/theme"}, {"$ref": "#/sets/late"}, {"$ref": "#/sets/base"}]"##, 0, 0),
    ])
    func order(order: String, light: Int, dark: Int) throws {
        let resolver = ##"""
        {"version": "2025.10", "sets": {"base": {"sources": [\##(ResolverRules.number("mode", 0))]}, "late": {"sources": [\##(ResolverRules.number("mode", 9))]}},
         "modifiers": {\##(ResolverRules.theme)}, "resolutionOrder": \##(order)}
        """##
        let (system, diagnostics) = ResolverRules.load(resolver)
        #expect(diagnostics.isEmpty, Rules.report(diagnostics))
        #expect(ResolverRules.value(system, "n.mode", ["theme": "light"]) == .number(Double(light)))
        #expect(ResolverRules.value(system, "n.mode", ["theme": "dark"]) == .number(Double(dark)))
    }

    @Test("groups merge deeply across files; aliases resolve after composition")
    func deepMergeAndLateAliases() throws {
        let palette = ##"{"color": {"$type": "color", "red": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}, "white": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}"##
        let light = ##"{"color": {"background": {"$root": {"$type": "color", "$value": "{color.white}"}, "hover": {"$type": "color", "$value": "{color.red}"}}}}"##
        let dark = ##"{"color": {"background": {"$root": {"$type": "color", "$value": "{color.red}"}}}}"##
        let resolver = ##"""
        {"version": "2025.10", "sets": {"palette": {"sources": [{"$ref": "palette.json"}]}},
         "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "light.json"}, {"$ref": "dark.json"}]}, "default": "light"}},
         "resolutionOrder": [{"$ref": "#/sets/palette"}, {"$ref": "#/modifiers/theme"}]}
        """##
        let (system, diagnostics) = ResolverRules.load(resolver, files: ["tokens/palette.json": palette, "tokens/light.json": light, "tokens/dark.json": dark])
        #expect(diagnostics.isEmpty, Rules.report(diagnostics))
        let loaded = try #require(system)
        #expect(loaded.permutations.count == 2)
        #expect(ResolverRules.value(loaded, "color.background.$root") == .color(Rules.srgb(1, 1, 1)))
        #expect(ResolverRules.value(loaded, "color.background.$root", ["theme": "dark"]) == .color(Rules.srgb(1, 0, 0)))
        #expect(ResolverRules.value(loaded, "color.background.hover", ["theme": "dark"]) == .color(Rules.srgb(1, 0, 0)))
        guard case .success(let darkSet) = loaded.tokens(for: ["theme": "dark"]) else { Issue.record("no dark set"); return }
        #expect(darkSet[Rules.path("color.background.$root")]?.aliasChain == AliasChain([Rules.path("color.red")]))
        #expect(darkSet.tokens.count == 4)
    }

    @Test("every permutation is resolved with .all; an inline modifier; a context splicing a set")
    func everyPermutation() throws {
        let resolver = ##"""
        {"version": "2025.10",
         "sets": {"roomy": {"sources": [\##(ResolverRules.number("pad", 30))]}},
         "modifiers": {\##(ResolverRules.theme)},
         "$defs": {"anything": {"at": "all"}},
         "resolutionOrder": [
           {"$ref": "#/modifiers/theme"},
           {"type": "modifier", "name": "density", "contexts": {
              "compact": [\##(ResolverRules.number("pad", 10))], "comfortable": [\##(ResolverRules.number("pad", 20))], "spacious": [{"$ref": "#/sets/roomy"}], "none": []},
            "default": "comfortable"}]}
        """##
        let (system, diagnostics) = ResolverRules.load(resolver)
        #expect(diagnostics.isEmpty, Rules.report(diagnostics))
        let loaded = try #require(system)
        #expect(loaded.modifiers.map(\.name) == ["theme", "density"])
        #expect(loaded.permutations.count == 8)
        for (theme, mode) in [("light", 1.0), ("dark", 2.0)] {
            for (density, pad) in [("compact", 10.0), ("comfortable", 20.0), ("spacious", 30.0)] {
                let set = try #require(loaded.permutations[Permutation(["theme": theme, "density": density])])
                #expect(set[Rules.path("n.mode")]?.value == .number(mode))
                #expect(set[Rules.path("n.pad")]?.value == .number(pad), "\(theme), \(density)")
            }
            #expect(loaded.permutations[Permutation(["theme": theme, "density": "none"])]?[Rules.path("n.pad")] == nil)
        }
        #expect(ResolverRules.value(loaded, "n.pad") == .number(20))
    }

    @Test("more valid documents", arguments: [
        ("a source from $defs", ##"{"version": "2025.10", "$defs": {"t": \##(ResolverRules.number("a", 1))}, "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "#/$defs/t"}]}]}"##, "n.a", 1.0),
        ("a set name with an escaped '/'", ##"{"version": "2025.10", "sets": {"a/b": {"sources": [\##(ResolverRules.number("a", 2))]}}, "resolutionOrder": [{"$ref": "#/sets/a~1b"}]}"##, "n.a", 2),
        ("$extends across sets", ##"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"base": {"$type": "number", "a": {"$value": 3}}}]}, {"type": "set", "name": "t", "sources": [{"d": {"$extends": "{base}"}}]}]}"##, "d.a", 3),
        ("an unused modifier without a default", ##"{"version": "2025.10", "modifiers": {"unused": {"contexts": {"a": [], "b": []}}}, "resolutionOrder": [{"type": "set", "name": "s", "sources": [\##(ResolverRules.number("a", 4))]}]}"##, "n.a", 4),
        ("the same modifier twice", ##"{"version": "2025.10", "modifiers": {\##(ResolverRules.theme)}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}, {"type": "set", "name": "s", "sources": [\##(ResolverRules.number("mode", 5))]}, {"$ref": "#/modifiers/theme"}]}"##, "n.mode", 1),
        ("a set with no sources and one with $extensions", ##"{"version": "2025.10", "sets": {"e": {"sources": [], "description": "empty", "$extensions": {"x.y": 1}}, "s": {"sources": [\##(ResolverRules.number("a", 6))]}}, "resolutionOrder": [{"$ref": "#/sets/e"}, {"$ref": "#/sets/s"}]}"##, "n.a", 6),
    ] as [(String, String, String, Double)])
    func moreValid(name: String, resolver: String, token: String, value: Double) throws {
        let (system, diagnostics) = ResolverRules.load(resolver)
        #expect(diagnostics.isEmpty, Rules.report(diagnostics))
        #expect(ResolverRules.value(system, token) == .number(value), "\(name)")
    }

    @Test("scope .inputs resolves only the permutation asked for")
    func scopeInputs() throws {
        let resolver = ##"{"version": "2025.10", "modifiers": {\##(ResolverRules.theme)}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}"##
        let (system, diagnostics) = ResolverRules.load(resolver, scope: .inputs(["theme": "dark"]))
        #expect(diagnostics.isEmpty, Rules.report(diagnostics))
        let loaded = try #require(system)
        #expect(Array(loaded.permutations.keys) == [Permutation(["theme": "dark"])])
        #expect(ResolverRules.value(loaded, "n.mode", ["theme": "dark"]) == .number(2))
        #expect(ResolverRules.value(loaded, "n.mode") == nil)
    }
}
