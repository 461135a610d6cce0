import DesignTokens
import Foundation
import HTTPTestSupport
import StyleGuide
import Testing

/// Every setting `swatchbook.json` knows and every flag of every command is in Swatchbook's
/// manual. The settings are found by reading (the census of the names `Settings.parse` asks
/// for, probing each object member it knows), the flags from the built command's own
/// description of itself, so a setting or flag added without documentation fails here by name.
@Suite("The manual documents every setting and flag", .integration)
struct ManualCompletenessTests {
    /// Every member `Settings.parse` asks for, at every depth, as dotted paths (`limits.connections`,
    /// `build.outputs.*.format`): found by parsing documents that give each known member an
    /// object, then an array of one object, until no new member turns up.
    static func settingPaths() -> [String] {
        var known: [[String]] = []
        var probed: Set<[String]> = []
        var frontier: [[String]?] = [nil]
        while let next = frontier.popLast() {
            let shapes: [JSON] = next == nil ? [.object(JSONObject())] : [document(setting: next!, to: .object(JSONObject())),
                                                                           document(setting: next!, to: .array([.object(JSONObject())]))]
            for shape in shapes {
                let census = MemberCensus()
                _ = Settings.parse(shape.serializedBytes(), file: "swatchbook.json", census: census)
                for member in census.members {
                    let path = member.object.tokens.map { Int($0) == nil ? $0 : "*" } + [member.name]
                    if !known.contains(path) { known.append(path) }
                    if probed.insert(path).inserted { frontier.append(path) }
                }
            }
        }
        return known.map { $0.joined(separator: ".") }
    }

    /// A document with `value` at `path` (`*` steps are arrays of one element), objects on the way.
    static func document(setting path: [String], to value: JSON) -> JSON {
        guard let first = path.first else { return value }
        let inner = document(setting: Array(path.dropFirst()), to: value)
        if first == "*" { return .array([inner]) }
        return .object(JSONObject([(first, inner)]))
    }

    @Test func theCensusFindsTheSettingsAtEveryDepth() {
        let paths = Self.settingPaths()
        // Members of each kind of object the settings hold, so the probe cannot silently find nothing.
        for path in ["name", "port", "limits.connections", "limits.tokens", "limits.templateBytes", "limits.exportPages",
                     "cache.sharedMaxAge", "build.outputs.*.format", "releases.*.version", "preview.background", "colorScheme.modifier"] {
            #expect(paths.contains(path), "the census did not find \(path) among \(paths.count) settings")
        }
    }

    @Test func everySettingOfSwatchbookJSONIsInTheManual() throws {
        let manual = try ManualText.all()
        let missing = Self.settingPaths().filter { !ManualText.names($0.split(separator: ".").last.map(String.init) ?? $0, in: manual) }
        #expect(missing.isEmpty, "settings of swatchbook.json the manual (Sources/StyleGuide/Embedded/manual) never names as `name` or \"name\": \(missing.joined(separator: ", "))")
    }

    @Test func everyMemberOfLimitsIsOnTheLimitsPage() throws {
        let page = try String(contentsOfFile: ManualText.folder + "/limits.md", encoding: .utf8)
        let limits = Self.settingPaths().filter { $0.hasPrefix("limits.") }.map { String($0.dropFirst("limits.".count)) }
        #expect(limits.count >= 30, "\(limits)")
        let missing = limits.filter { !page.contains("| `\($0)`") }
        #expect(missing.isEmpty, "members of limits without a row (| `name` | default | …) on the manual's limits.md: \(missing.joined(separator: ", "))")
    }

    /// Each command of the built binary (`swatchbook --experimental-dump-help`) and its long flags.
    static func commands() throws -> [(name: String, flags: [String])] {
        let process = try SwatchbookProcess(["--experimental-dump-help"])
        #expect(process.waitForExit(timeout: .seconds(30)) == 0, "\(process.standardError)")
        let info = try #require(try JSONSerialization.jsonObject(with: Data(process.standardOutput.utf8)) as? [String: Any])
        var commands: [(name: String, flags: [String])] = []
        func walk(_ command: [String: Any], path: [String]) {
            let name = (path + [command["commandName"] as? String ?? "?"]).joined(separator: " ")
            let arguments = command["arguments"] as? [[String: Any]] ?? []
            let flags = arguments.flatMap { argument -> [String] in
                guard (argument["shouldDisplay"] as? Bool) != false else { return [] }
                return (argument["names"] as? [[String: Any]] ?? []).compactMap { name in
                    // --help is every command's; --version the root's, which every subcommand inherits.
                    guard name["kind"] as? String == "long", let flag = name["name"] as? String, flag != "help",
                          flag != "version" || path.isEmpty else { return nil }
                    return "--" + flag
                }
            }
            commands.append((name, flags))
            for sub in command["subcommands"] as? [[String: Any]] ?? [] where sub["commandName"] as? String != "help" {
                walk(sub, path: path + [command["commandName"] as? String ?? "?"])
            }
        }
        walk(try #require(info["command"] as? [String: Any]), path: [])
        return commands
    }

    /// The synopsis of the command-line page (its first code block), each command's lines
    /// (a line starting `swatchbook NAME` and the indented lines after it) by command.
    static func synopsis() throws -> [String: String] {
        let page = try String(contentsOfFile: ManualText.folder + "/command-line.md", encoding: .utf8)
        let block = try #require(page.components(separatedBy: "```").dropFirst().first)
        var lines: [String: String] = [:]
        var current: String?
        for line in block.split(separator: "\n") {
            if line.hasPrefix("swatchbook") {
                // `swatchbook token create NAME …` is the line of `swatchbook token create`, and of `swatchbook token`.
                let names = line.split(separator: " ").dropFirst()
                    .prefix { $0.first?.isLowercase == true && $0.allSatisfy { $0.isLowercase || $0 == "-" } }
                let name = (["swatchbook"] + names).joined(separator: " ")
                current = name
                for length in (names.isEmpty ? 0 : 1)...names.count { lines[(["swatchbook"] + names.prefix(length)).joined(separator: " "), default: ""] += String(line) }
            } else if let current, line.first?.isWhitespace == true {
                lines[current, default: ""] += " " + line
            }
        }
        return lines
    }

    @Test func everyCommandAndFlagIsInTheCommandLineSynopsisAndTheManual() throws {
        let commands = try Self.commands()
        #expect(commands.count >= 9, "\(commands.map(\.name))")
        let synopsis = try Self.synopsis()
        let manual = try ManualText.all()
        var missing: [String] = []
        for command in commands {
            guard command.name != "swatchbook" || !command.flags.isEmpty else { continue }
            guard let lines = synopsis[command.name] else {
                missing.append("\(command.name) (no line of its own in the synopsis of command-line.md)")
                continue
            }
            for flag in command.flags where !lines.contains(flag) || !manual.contains(flag + " ") && !manual.contains(flag + "`") && !manual.contains(flag + "=") {
                missing.append("\(command.name) \(flag)")
            }
        }
        #expect(missing.isEmpty, "commands and flags the manual's command-line.md synopsis (and text) lacks: \(missing.joined(separator: "; "))")
    }
}
