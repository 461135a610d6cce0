import Testing
@testable import DesignTokens

@Suite("Resolver inputs")
struct ResolverInputTests {
    /// theme: light | dark (default light); density: compact | comfortable (no default).
    static let resolver = ##"""
    {"version": "2025.10",
     "modifiers": {\##(ResolverRules.theme),
                   "density": {"contexts": {"compact": [\##(ResolverRules.number("pad", 1))], "comfortable": [\##(ResolverRules.number("pad", 2))]}}},
     "resolutionOrder": [{"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/density"}]}
    """##

    static func system() throws -> TokenSystem {
        let (system, diagnostics) = ResolverRules.load(resolver)
        #expect(diagnostics.isEmpty, Rules.report(diagnostics))
        return try #require(system)
    }

    @Test("inputs choose contexts; names match exactly or ignoring case", arguments: [
        (["theme": "dark", "density": "compact"], 2.0, 1.0),
        (["Theme": "DARK", "DENSITY": "Comfortable"], 2, 2),
        (["density": "compact"], 1, 1),
        (["theme": "Light", "density": "comfortable"], 1, 2),
    ])
    func choose(inputs: [String: String], mode: Double, pad: Double) throws {
        let loaded = try Self.system()
        #expect(ResolverRules.value(loaded, "n.mode", inputs) == .number(mode))
        #expect(ResolverRules.value(loaded, "n.pad", inputs) == .number(pad))
        let permutation = try ResolverInputs.permutation(for: inputs, modifiers: loaded.modifiers).get()
        #expect(permutation.contexts["theme"] == (mode == 1 ? "light" : "dark"))
        #expect(permutation.description == "density=\(pad == 1 ? "compact" : "comfortable"), theme=\(mode == 1 ? "light" : "dark")")
    }

    @Test("bad inputs are each reported, together, naming the allowed values", arguments: [
        (["theme": "dark", "density": "compact", "size": "large"], ["/size"], ["unknown modifier 'size' (modifiers: theme, density)"]),
        (["theme": "blue", "density": "compact"], ["/theme"], ["'blue' is not a context of modifier 'theme' (light, dark)"]),
        (["theme": "dark"], ["/density"], ["modifier 'density' has no default; choose one of compact, comfortable"]),
        (["theme": "blue", "size": "l"], ["/size", "/theme", "/density"],
         ["unknown modifier 'size'", "'blue' is not a context of modifier 'theme'", "modifier 'density' has no default"]),
    ] as [([String: String], [String], [String])])
    func badInputs(inputs: [String: String], paths: [String], messages: [String]) throws {
        let loaded = try Self.system()
        guard case .failure(let problems) = loaded.tokens(for: inputs) else {
            Issue.record("\(inputs) was accepted")
            return
        }
        #expect(problems.list.map(\.path.description) == paths, "\(problems)")
        #expect(problems.errors.count == paths.count)
        for (problem, message) in zip(problems.list, messages) {
            #expect(problem.message.contains(message), "\(problem)")
        }
    }

    @Test("loading with bad inputs refuses and reports every problem")
    func loadWithBadInputs() {
        let (system, diagnostics) = ResolverRules.load(Self.resolver, scope: .inputs(["theme": "sepia", "mode": "x"]))
        #expect(system.map { _ in "a token system" } == nil)
        #expect(Set(diagnostics.map(\.path.description)) == ["/mode", "/theme", "/density"], Rules.report(diagnostics))
        #expect(diagnostics.allSatisfy { $0.severity == .error })
    }

    @Test("a document without modifiers takes no inputs")
    func noModifiers() throws {
        let (system, _) = ResolverRules.load(##"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [\##(ResolverRules.number("a", 1))]}]}"##)
        let loaded = try #require(system)
        #expect(ResolverRules.value(loaded, "n.a") == .number(1))
        guard case .failure(let problems) = loaded.tokens(for: ["theme": "dark"]) else { Issue.record("an input was accepted"); return }
        #expect(problems.list.first?.message.contains("unknown modifier 'theme' (this token system has no modifiers)") == true, "\(problems)")
    }

    @Test("an input that matches two contexts only when case is ignored is refused")
    func ambiguousCase() throws {
        let resolver = ##"{"version": "2025.10", "modifiers": {"m": {"contexts": {"Dark": [], "dark": []}, "default": "dark"}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##
        let (system, diagnostics) = ResolverRules.load(resolver, .tolerant)
        let loaded = try #require(system, Rules.report(diagnostics))
        #expect((try? ResolverInputs.permutation(for: ["m": "Dark"], modifiers: loaded.modifiers).get())?.contexts == ["m": "Dark"])
        #expect((try? ResolverInputs.permutation(for: ["m": "DARK"], modifiers: loaded.modifiers).get()) == nil)
    }

    @Test("allPermutations is the product of the contexts, in document order")
    func allPermutations() throws {
        let loaded = try Self.system()
        let all = ResolverInputs.allPermutations(of: loaded.modifiers).map(\.description)
        #expect(all == ["density=compact, theme=light", "density=comfortable, theme=light", "density=compact, theme=dark", "density=comfortable, theme=dark"])
        #expect(Set(loaded.permutations.keys.map(\.description)) == Set(all))
    }
}
