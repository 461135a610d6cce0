import DesignSystem
import Foundation
import HTTPTestSupport
import Testing

/// A 6 KB resolver whose 12 modifiers of 10 contexts make 10^12 permutations: every command that
/// loads it refuses it by counting, naming the resolver, the JSON path of the modifiers and the
/// setting; under `serve --watch` or SIGHUP the last good Config keeps serving.
@Suite("A resolver of 10^12 permutations", .serialized, .integration)
struct HostileResolverTests {
    /// The resolver: the core set, then `m0` … `m11`, each of 10 contexts merging the theme file.
    static let resolver: String = {
        let modifiers = (0..<12).map { index in
            #""m\#(index)": {"default": "c0", "contexts": {"# + (0..<10).map { #""c\#($0)": [{"$ref": "light.tokens.json"}]"# }
                .joined(separator: ", ") + "}}"
        }
        let order = [##"{"$ref": "#/sets/core"}"##] + (0..<12).map { ##"{"$ref": "#/modifiers/m\##($0)"}"## }
        return #"{"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}}, "#
            + #""modifiers": {\#(modifiers.joined(separator: ", "))}, "resolutionOrder": [\#(order.joined(separator: ", "))]}"#
    }()

    static let refusal = #"the limit is 4,096 permutations ("limits": {"permutations": …} in swatchbook.json) [limit-exceeded]"#

    @Test("check, tokens and serve refuse it at once, exit 1, naming the resolver, /modifiers and the setting", arguments: [
        ["check", "{config}"], ["check", "{config}/tokens/swatchbook.resolver.json"],
        ["tokens", "--resolver", "{config}/tokens/swatchbook.resolver.json"], ["tokens", "--config", "{config}", "--input", "m0=*"],
        ["serve", "--port", "0", "--config", "{config}"],
    ])
    func refused(_ arguments: [String]) throws {
        let config = try TemporaryConfig(settings: #"{"name": "Hostile"}"#)
        defer { config.remove() }
        try config.writeFile("tokens/swatchbook.resolver.json", Self.resolver)
        let command = try SwatchbookProcess(arguments.map { $0.replacingOccurrences(of: "{config}", with: config.directory) })
        #expect(command.waitForExit(timeout: .seconds(20)) == 1)
        let errors = command.standardError
        #expect(errors.contains("swatchbook.resolver.json"), "\(errors)")
        #expect(errors.contains("at /modifiers: the modifiers make 1,000,000,000,000 permutations"), "\(errors)")
        #expect(errors.contains(Self.refusal), "\(errors)")
    }

    @Test("dropped into a served Config, it is refused on reload; the last good Config serves on", arguments: ["--watch", "SIGHUP"])
    func reload(_ trigger: String) throws {
        let config = try TemporaryConfig(settings: #"{"name": "Steady"}"#)
        defer { config.remove() }
        let serve = try SwatchbookProcess(["serve", "--port", "0", "--config", config.directory] + (trigger == "--watch" ? ["--watch"] : []))
        defer { serve.send(SIGTERM); _ = serve.waitForExit() }
        let port = try serve.waitForPort()

        try config.writeFile("tokens/swatchbook.resolver.json", Self.resolver)
        if trigger == "SIGHUP" { serve.send(SIGHUP) }
        let health = try TemplateComponentWatchTests.poll(port: port, "/healthz") { $0.text.contains("degraded") }
        #expect(health.text.contains("tokens/swatchbook.resolver.json") && health.text.contains("/modifiers [limit-exceeded]"),
                "\(health.text.prefix(600))")
        let page = try RawConnection(port: port).request("GET", "/")
        #expect(page.status == 200 && page.text.contains("Steady"))
        #expect(try RawConnection(port: port).request("GET", "/api/tokens?theme=dark").status == 200)
        let memory = HostileReloadTests.memory(of: serve.process.processIdentifier)
        #expect(memory.peak > 0 && memory.peak < 512, "peak \(memory.peak) MB, now \(memory.resident) MB")
    }
}
