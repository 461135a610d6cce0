import DesignSystem
import Foundation
import HTTPTestSupport
import Testing

/// Hostile and huge token files dropped into a Config served with `--watch` (issue 14): each is
/// refused by a limit or a rule before a new Snapshot is built, `/healthz` says degraded with the
/// reason, the last good Config keeps serving, and the server's memory stays far below 512 MB.
@Suite("Hostile token files under serve --watch", .serialized, .integration)
struct HostileReloadTests {
    static let goodCore = """
        {"color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}},
                   "paper": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}
        """

    /// The good core tokens with `members` (JSON object members) added at the top level.
    static func core(adding members: String) -> String {
        String(goodCore.dropLast()) + ", " + members + "}"
    }

    struct Hostile: CustomTestStringConvertible, Sendable {
        let name: String
        let members: @Sendable () -> String
        /// What `/healthz` names: the rule.
        let rule: String
        var testDescription: String { name }
    }

    static let hostile: [Hostile] = [
        Hostile(name: "gradients aliasing gradients, 10 wide and 9 deep (10^9 stops expanded)", members: {
            let stops = (0..<10).map { #"{"color": "{color.ink}", "position": \#(Double($0) / 10)}"# }.joined(separator: ", ")
            return #""g0": {"$type": "gradient", "$value": [\#(stops)]}, "#
                + (1..<9).map { level in #""g\#(level)": {"$type": "gradient", "$value": [\#(Array(repeating: "\"{g\(level - 1)}\"", count: 10).joined(separator: ", "))]}"# }
                    .joined(separator: ", ")
        }, rule: "limit-exceeded"),
        Hostile(name: "an untyped cycle of 10,000 tokens", members: {
            (0..<10_000).map { #""t\#($0)": {"$value": "{t\#(($0 + 1) % 10_000)}"}"# }.joined(separator: ", ")
        }, rule: "circular-reference"),
        Hostile(name: "a 20 MB $description (over tokenFileBytes)", members: {
            #""t": {"$type": "number", "$value": 1, "$description": "\#(String(repeating: "a", count: 20_000_000))"}"#
        }, rule: "limit-exceeded"),
        Hostile(name: "groups nested 500 deep", members: {
            String(repeating: #""n": {"#, count: 500) + #""$type": "number", "$value": 1"# + String(repeating: "}", count: 500)
        }, rule: "limit-exceeded"),
    ]

    /// The server's resident memory now and at its peak, in MB, from `/proc`.
    static func memory(of pid: Int32) -> (resident: Int, peak: Int) {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        func field(_ name: String) -> Int {
            let line = status.split(separator: "\n").first { $0.hasPrefix(name + ":") } ?? ""
            return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
        }
        return (field("VmRSS"), field("VmHWM"))
    }

    @Test("each file is refused on reload; the last good Config serves on; memory stays under 512 MB", arguments: hostile)
    func refusedOnReload(_ file: Hostile) throws {
        let config = try TemporaryConfig(settings: #"{"name": "Steady"}"#)
        defer { config.remove() }
        let serve = try SwatchbookProcess(["serve", "--port", "0", "--config", config.directory, "--watch"])
        defer { serve.send(SIGTERM); _ = serve.waitForExit() }
        let port = try serve.waitForPort()

        try config.writeFile("tokens/core.tokens.json", Self.core(adding: file.members()))
        let health = try TemplateComponentWatchTests.poll(port: port, "/healthz") { $0.text.contains("degraded") }
        #expect(health.text.contains(file.rule), "\(health.text.prefix(600))")
        #expect(health.text.contains("core.tokens.json"))
        let page = try RawConnection(port: port).request("GET", "/")
        #expect(page.status == 200 && page.text.contains("Steady"))
        #expect(try RawConnection(port: port).request("GET", "/api/tokens/color.ink").status == 200)
        let memory = Self.memory(of: serve.process.processIdentifier)
        #expect(memory.peak > 0 && memory.peak < 512, "peak \(memory.peak) MB, now \(memory.resident) MB")

        try config.writeFile("tokens/core.tokens.json", Self.goodCore)
        _ = try TemplateComponentWatchTests.poll(port: port, "/healthz") { $0.text.contains(#""status":"ok""#) || $0.text.contains(#""status": "ok""#) }
    }
}
