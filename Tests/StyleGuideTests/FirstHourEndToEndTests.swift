import DesignSystem
import Foundation
import HTTPTestSupport
import Testing

/// A team's first hour, end to end, on one running `serve --watch` that is never restarted: a
/// Config made by `init`, its colours typed as designers type them (hex strings), a dimension as
/// `"16px"` and one as a bare number, a docs page with `status`, `owner` and an `author` of the
/// team's own, and a Public folder made while the server runs. The guide follows every edit and
/// shows the status and owner; `check` refuses the loose values and names `swatchbook fix`;
/// after `fix`, `check` is clean (the `author` key a warning, never an error) and the guide reads
/// the same colours and sizes as before.
@Suite("A team's first hour, end to end", .serialized, .integration)
struct FirstHourEndToEndTests {
    /// Every strict colour object of a starter token file (`{ "colorSpace": …, "hex": "#…" }`),
    /// with its hex in the first capture.
    static var colourObject: Regex<(Substring, Substring)> { #/\{ "colorSpace": "srgb", "components": \[[^\]]*\], "hex": "(#[0-9a-f]{6})" \}/# }

    static func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }
    static func write(_ path: String, _ text: String) throws { try WatchSeesEverythingTests.write(path, text) }
    static func health(_ port: Int) throws -> JSON { try WatchSeesEverythingTests.health(port) }
    static func waitUntil(_ what: String, _ condition: () throws -> Bool) rethrows { try WatchSeesEverythingTests.waitUntil(what, condition) }
    static func get(_ port: Int, _ target: String) throws -> RawResponse { try RawConnection(port: port).request("GET", target) }

    /// Runs `swatchbook ARGUMENTS` in `root` to its end: its exit status and everything it printed.
    static func run(_ arguments: [String], in root: String) throws -> (status: Int32?, output: String) {
        let process = try SwatchbookProcess(arguments, directory: root)
        let status = process.waitForExit(timeout: .seconds(120))
        return (status, process.standardOutput + process.standardError)
    }

    /// What `/api/tokens/ID` resolves in the default context, in a form that survives a rewrite
    /// of the same value (a colour's hex; a dimension's number and unit).
    static func css(_ port: Int, _ id: String) throws -> String? {
        let value = try JSONParser.parse(get(port, "/api/tokens/" + id).body)["value"]
        if let hex = value?["hex"]?.stringValue { return hex }
        guard let number = value?["value"]?.doubleValue, let unit = value?["unit"]?.stringValue else { return nil }
        return "\(number)\(unit)"
    }

    @Test("init, hex colours, \"16px\", front matter with status, owner and author, Public made under --watch: fix, then check is clean; the guide follows without a restart")
    func firstHour() throws {
        let root = NSTemporaryDirectory() + "swatchbook-first-hour-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try Self.run(["init", "Design"], in: root).status == 0)
        let config = root + "/Design"

        let serve = try SwatchbookProcess(["serve", "--config", "Design", "--port", "0", "--watch"], directory: root)
        defer { serve.send(SIGTERM); _ = serve.waitForExit() }
        let port = try serve.waitForPort()
        let before = (brand: try Self.css(port, "color.brand.600"), space: try Self.css(port, "space.4"), radius: try Self.css(port, "radius.sm"))
        #expect(before.brand != nil && before.space != nil && before.radius != nil)

        // Edits as a designer makes them: every colour a hex string, a size as "16px", another as a bare number.
        let colours = config + "/tokens/core/color.tokens.json"
        let typed = try Self.read(colours).replacing(Self.colourObject) { "\"\($0.output.1)\"" }
        #expect(typed.contains(##""$value": "#"##) && !typed.contains("colorSpace"))
        try Self.write(colours, typed)
        let space = config + "/tokens/core/space.tokens.json"
        try Self.write(space, try Self.read(space).replacing(#"{ "value": 16, "unit": "px" }"#, with: #""16px""#))
        let radius = config + "/tokens/core/radius.tokens.json"
        try Self.write(radius, try Self.read(radius).replacing(#""sm": { "$value": { "value": 4, "unit": "px" } }"#, with: #""sm": { "$value": 4 }"#))
        #expect(try Self.read(radius).contains(#""$value": 4 }"#))

        // A docs page with the lifecycle keys and one of the team's own.
        let page = config + "/docs/getting-started.md"
        try Self.write(page, try Self.read(page).replacing("order: 1\n", with: "order: 1\nstatus: beta\nowner: Design systems team\nauthor: Jane\n"))

        // A sample naming a picture in a Public folder that does not exist yet: refused, the last good Config serving.
        try Self.write(config + "/samples/people.json", #"{"items": [{"primaryText": "Ada Lovelace", "image": "people/ada.svg"}]}"#)
        try Self.waitUntil("the missing picture reported") { try Self.health(port)["status"] == "degraded" }
        // Done as the message says: a folder named Public beside the Config.
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>"#
        try Self.write(root + "/Public/people/ada.svg", svg)
        try Self.waitUntil("the Config reloaded with the Public folder") { try Self.health(port)["status"] == "ok" }
        #expect(try Self.get(port, "/assets/people/ada.svg").text == svg)

        // Served as written (tolerant), with every warning counted; the page shows status and owner, never the author.
        let loose = try #require(try Self.health(port)["config"]?["warningCount"]?.doubleValue.map { Int($0) })
        #expect(loose >= 2, "the converted files and the author key")
        let guide = try Self.get(port, "/docs/getting-started")
        #expect(guide.status == 200 && guide.text.contains("status-badge--beta") && guide.text.contains("Owner: Design systems team"))
        #expect(!guide.text.contains("Jane"))
        #expect(try Self.get(port, "/docs").text.contains("Owner: Design systems team"))
        #expect(try Self.css(port, "color.brand.600") == before.brand)
        #expect(try Self.css(port, "space.4") == before.space)
        #expect(try Self.css(port, "radius.sm") == before.radius)

        // check refuses the loose values (strict) and names the one command that rewrites them.
        let refused = try Self.run(["check", "Design"], in: root)
        #expect(refused.status == 1)
        #expect(refused.output.contains("swatchbook fix"), "\(refused.output.prefix(2_000))")

        let fixed = try Self.run(["fix", "--config", "Design"], in: root)
        #expect(fixed.status == 0, "\(fixed.output.prefix(2_000))")
        #expect(fixed.output.contains("color.tokens.json") && fixed.output.contains("space.tokens.json") && fixed.output.contains("radius.tokens.json"))
        #expect(try Self.read(space).contains(#"{"value": 16, "unit": "px"}"#))
        #expect(try Self.read(colours).contains("colorSpace"))
        #expect(try Self.read(page).contains("author: Jane"), "fix leaves docs alone")

        let clean = try Self.run(["check", "Design"], in: root)
        #expect(clean.status == 0, "\(clean.output.prefix(2_000))")
        #expect(!clean.output.contains("error:"))
        #expect(clean.output.contains("author"), "the author key is a warning naming it")
        #expect(try Self.run(["fix", "--config", "Design", "--dry-run"], in: root).status == 0, "nothing left to fix")

        // The running server follows the rewrite: one warning left (author), the same values, status and owner shown.
        try Self.waitUntil("the fixed files reloaded") { try Self.health(port)["config"]?["warningCount"]?.doubleValue.map { Int($0) } == 1 }
        #expect(try Self.health(port)["status"] == "ok")
        #expect(try Self.css(port, "color.brand.600") == before.brand)
        #expect(try Self.css(port, "space.4") == before.space)
        #expect(try Self.get(port, "/docs/getting-started").text.contains("Owner: Design systems team"))
        #expect(serve.waitForExit(timeout: .zero) == nil, "the same server all along")
    }
}
