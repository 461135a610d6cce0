@testable import DesignTokens
import Foundation
import Testing

private let nodePath = ["/usr/bin/node", "/usr/local/bin/node"].first { FileManager.default.isExecutableFile(atPath: $0) }

/// The TypeScript export with its types taken out is an ES module node runs, holding the same
/// values as the `js` export and, for every context, the same values as each context's own export.
///
/// The export's shape is regular enough to take its types out by lines (``strippingTypes(_:)``),
/// which no TypeScript compiler is needed for; the types themselves are checked by
/// ``GeneratedSourceParseTests``.
@Suite(.enabled(if: nodePath != nil, "skipped: node not found"))
struct TypeScriptNodeTests {
    @Test("the module's constants are the js module's, and tokens maps every id to its constant", arguments: ["fixture", "edge"])
    func sameValuesAsJavaScript(fixture: String) throws {
        let (js, ts) = fixture == "fixture" ? (try ExportFixture.render(.js), try ExportFixture.render(.ts))
            : (try EdgeFixture.render(.js), try EdgeFixture.render(.ts))
        let result = try evaluate(["js.mjs": js, "ts.mjs": strippingTypes(ts)], """
            const js = await import(dir + "/js.mjs"), ts = await import(dir + "/ts.mjs");
            const names = Object.keys(ts).filter(name => name !== "tokens");
            check(names.length > 0 && isDeepStrictEqual(names.sort(), Object.keys(js).sort()), "the same constants");
            for (const name of names) check(isDeepStrictEqual(ts[name], js[name]), name);
            check(Object.values(ts.tokens).every(value => names.some(name => ts[name] === value)), "tokens holds the constants");
            """)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("every context's object holds what that context's own export holds")
    func contextsMatchEachContext() throws {
        let all = try FormatContextsFixture.render(.ts)
        let light = try FormatContextsFixture.set("light")
        let dark = try FormatContextsFixture.set("dark")
        let result = try evaluate([
            "all.mjs": strippingTypes(all),
            "light.mjs": strippingTypes(try TokenExport.render(light.tokens, from: light, as: .ts)),
            "dark.mjs": strippingTypes(try TokenExport.render(dark.tokens, from: dark, as: .ts)),
        ], """
            const all = await import(dir + "/all.mjs");
            for (const context of ["light", "dark"]) {
              const own = (await import(dir + "/" + context + ".mjs")).tokens;
              check(Object.keys(own).length > 5, context + " has tokens");
              for (const id of Object.keys(own)) check(isDeepStrictEqual(all[context][id], own[id]), context + " " + id);
              const extra = Object.keys(all[context]).filter(id => !(id in own));
              check(isDeepStrictEqual(extra, context === "dark" ? ["color.highlight"] : []), context + " extra " + extra);
              check(all.theme[context] === all[context], "theme." + context);
            }
            """)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("node finds a broken module, and a type left in")
    func brokenModulesFail() throws {
        let text = try strippingTypes(ExportFixture.render(.ts))
        #expect(try evaluate(["m.mjs": text.replacingOccurrences(of: "\n};\n", with: "\n")], "await import(dir + \"/m.mjs\");").status != 0)
        #expect(try evaluate(["m.mjs": text + "export type X = 1;\n"], "await import(dir + \"/m.mjs\");").status != 0)
        #expect(try evaluate(["m.mjs": text], "await import(dir + \"/m.mjs\");").status == 0)
    }

    /// The export with its types taken out: every `export type` statement (to the first line
    /// ending in `;`) and `export interface` (to the line `}`), each `: Type` after a constant's
    /// name, and each `as const`. Sound for the shape the export writes: every type starts a line.
    private func strippingTypes(_ text: String) -> String {
        var lines: [Substring] = []
        var skipping: ((Substring) -> Bool)?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let end = skipping {
                if end(line) { skipping = nil }
                continue
            }
            if line.hasPrefix("export type ") {
                if !line.hasSuffix(";") { skipping = { $0.hasSuffix(";") } }
                continue
            }
            if line.hasPrefix("export interface ") {
                skipping = { $0 == "}" }
                continue
            }
            var kept = String(line)
            if kept.hasPrefix("export const "), let colon = kept.range(of: ": "), let equals = kept.range(of: " = "),
               colon.lowerBound < equals.lowerBound {
                kept.removeSubrange(colon.lowerBound..<equals.lowerBound)
            }
            if kept.hasSuffix(" as const;") { kept = String(kept.dropLast(" as const;".count)) + ";" }
            lines.append(Substring(kept))
        }
        return lines.joined(separator: "\n")
    }

    /// Writes `files` to a fresh folder and runs `body` as an ES module in node, with `dir` the
    /// folder's URL, `isDeepStrictEqual`, and `check(ok, what)`, which fails the run naming `what`.
    private func evaluate(_ files: [String: String], _ body: String) throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("node-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let script = """
            import { isDeepStrictEqual } from "node:util";
            const dir = \(ExportText.quoted(folder.absoluteURL.absoluteString.replacingOccurrences(of: "/$", with: "", options: .regularExpression), swift: false));
            let failed = 0;
            const check = (ok, what) => { if (!ok) { failed += 1; if (failed < 20) console.log("not so: " + what); } };
            \(body)
            if (failed > 0) process.exit(1);
            """
        return try runProcess(nodePath ?? "node", ["--input-type=module", "-e", script])
    }
}
