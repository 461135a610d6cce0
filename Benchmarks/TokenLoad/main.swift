// Generates a token system of a given size, or loads and resolves every permutation of one once
// and prints the time and the process's peak memory. Benchmarks/tokens.sh runs each load in a
// fresh process, as `swatchbook serve` loads its Config at start, so every size pays the same
// first-touch costs.
//
// usage: token-load-benchmark generate TOKENS FOLDER [--next]
//        token-load-benchmark load FOLDER
//        token-load-benchmark diff OLD_FOLDER NEW_FOLDER [ROUNDS]
//        token-load-benchmark generate-dialect draft|classic TOKENS FILE
//        token-load-benchmark load-file FILE

import DesignTokens
import FoundationEssentials
import Glibc

/// Reads generated files from disk, as `swatchbook serve` would.
struct Files: TokenFileSource {
    func contents(of path: String) -> Result<[UInt8], Diagnostic> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(Diagnostic(.unreadableFile, file: path, "missing"))
        }
        return .success([UInt8](data))
    }
}

/// A design system of about `count` tokens: colour scales, dimensions, typography composites
/// referring to them, semantic aliases in chains, and two theme files of aliases.
///
/// `next` makes the following release of the same system, changed in one group of every ten
/// for each kind of change: a colour removed (group 0), a length renamed (1), a colour retuned
/// (2, which its alias chain and the theme roles on it follow), a colour added (3), an alias
/// deprecated (4), a length turned into a number (5).
func generate(count: Int, into folder: String, next: Bool = false) throws {
    let groups = max(1, count / 100)
    var core = JSONObject()
    var scales = JSONObject()
    var dims = JSONObject()
    var type = JSONObject()
    for group in 0..<groups {
        var scale = JSONObject()
        for step in 0..<(next && group % 10 == 3 ? 41 : 40) where !(next && group % 10 == 0 && step == 39) {
            let v = Double((group * 40 + step) % 255) / 255
            let green = next && group % 10 == 2 && step == 0 ? 0.42 : 0.5
            scale.setValue(["$value": ["colorSpace": "srgb", "components": [.number(v), .number(green), .number(1 - v)]]], forKey: "c\(step)")
        }
        scales.setValue(.object(scale), forKey: "hue\(group)")
        var dim = JSONObject()
        for step in 0..<20 {
            let name = next && group % 10 == 1 && step == 19 ? "step19" : "s\(step)"
            let value: JSON = next && group % 10 == 5 && step == 0 ? ["$type": "number", "$value": 0]
                : ["$value": ["value": .number(Double(step * 4)), "unit": "px"]]
            dim.setValue(value, forKey: name)
        }
        dims.setValue(.object(dim), forKey: "set\(group)")
        var styles = JSONObject()
        for step in 0..<10 {
            styles.setValue(["$value": [
                "fontFamily": ["Inter", "sans-serif"], "fontSize": .string("{space.set\(group).s\(step + 2)}"),
                "fontWeight": 400, "letterSpacing": ["value": 0, "unit": "px"], "lineHeight": 1.4,
            ]], forKey: "t\(step)")
        }
        type.setValue(.object(styles), forKey: "set\(group)")
    }
    core.setValue(.object(scales.merged(with: ["$type": "color"])), forKey: "color")
    core.setValue(.object(dims.merged(with: ["$type": "dimension"])), forKey: "space")
    core.setValue(.object(type.merged(with: ["$type": "typography"])), forKey: "type")
    var semantic = JSONObject()
    for group in 0..<groups {
        var chain = JSONObject()
        for link in 0..<10 {
            let target = link == 0 ? "{color.hue\(group).c\(link)}" : "{semantic.g\(group).a\(link - 1)}"
            var token: JSONObject = ["$type": "color", "$value": .string(target)]
            if next && group % 10 == 4 && link == 9 { token.setValue("Use a8.", forKey: "$deprecated") }
            chain.setValue(.object(token), forKey: "a\(link)")
        }
        semantic.setValue(.object(chain), forKey: "g\(group)")
    }
    func theme(_ offset: Int) -> JSON {
        var themed = JSONObject()
        for group in 0..<groups {
            var roles = JSONObject()
            for role in 0..<20 {
                roles.setValue(["$type": "color", "$value": .string("{semantic.g\(group).a\((role + offset) % 10)}")], forKey: "r\(role)")
            }
            themed.setValue(.object(roles), forKey: "g\(group)")
        }
        return ["theme": .object(themed)]
    }
    let files: [(String, JSON)] = [
        ("core.tokens.json", .object(core)), ("semantic.tokens.json", ["semantic": .object(semantic)]),
        ("light.tokens.json", theme(0)), ("dark.tokens.json", theme(5)),
        ("bench.resolver.json", [
            "version": "2025.10",
            "sets": ["base": ["sources": [["$ref": "core.tokens.json"], ["$ref": "semantic.tokens.json"]]]],
            "modifiers": ["theme": ["contexts": ["light": [["$ref": "light.tokens.json"]], "dark": [["$ref": "dark.tokens.json"]]],
                                    "default": "light"]],
            "resolutionOrder": [["$ref": "#/sets/base"], ["$ref": "#/modifiers/theme"]],
        ]),
    ]
    for (name, json) in files {
        guard FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(json.serializedBytes())) else {
            throw BenchmarkError("cannot write \(folder)/\(name)")
        }
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension JSONObject {
    func merged(with other: JSONObject) -> JSONObject {
        var result = other
        for (key, value) in self { result.setValue(value, forKey: key) }
        return result
    }
}

func usage() -> Never {
    print("usage: token-load-benchmark generate TOKENS FOLDER [--next] | load FOLDER | diff OLD NEW [ROUNDS]"
        + " | generate-dialect draft|classic TOKENS FILE | load-file FILE")
    exit(2)
}

let arguments = CommandLine.arguments
switch arguments.dropFirst().first {
case "generate":
    guard arguments.count == 4 || (arguments.count == 5 && arguments[4] == "--next"), let count = Int(arguments[2]), count >= 100 else { usage() }
    try FileManager.default.createDirectory(atPath: arguments[3], withIntermediateDirectories: true)
    try generate(count: count, into: arguments[3], next: arguments.count == 5)
case "diff":
    guard arguments.count == 4 || arguments.count == 5, let rounds = Int(arguments.count == 5 ? arguments[4] : "21"), rounds > 0 else { usage() }
    try timeDiff(old: arguments[2], new: arguments[3], rounds: rounds)
case "load":
    guard arguments.count == 3 else { usage() }
    let start = ContinuousClock.now
    let (system, diagnostics) = TokenSystem.load(resolver: arguments[2] + "/bench.resolver.json", source: Files(),
                                                 strictness: .strict)
    let elapsed = ContinuousClock.now - start
    guard let system else {
        print(diagnostics.prefix(5).map(\.description).joined(separator: "\n"))
        exit(1)
    }
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    print("tokens \(system.permutations.values.first?.tokens.count ?? 0) permutations \(system.permutations.count)"
        + " seconds \(seconds) peak_rss_mb \(Double(usage.ru_maxrss) / 1024)")
case "generate-dialect":
    guard arguments.count == 5, let dialect = BenchmarkDialect(rawValue: arguments[2]), let count = Int(arguments[3]), count >= 100 else { usage() }
    try generateDialect(dialect, count: count, into: arguments[4])
case "load-file":
    guard arguments.count == 3 else { usage() }
    let start = ContinuousClock.now
    let count = try loadTokenFile(arguments[2])
    let elapsed = ContinuousClock.now - start
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    print("tokens \(count) permutations 1 seconds \(seconds) peak_rss_mb \(Double(usage.ru_maxrss) / 1024)")
default:
    usage()
}
