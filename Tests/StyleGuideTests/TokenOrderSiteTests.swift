import DesignTokens
import Foundation
import HTTPTestSupport
import Logging
import MicroHTTP
@testable import StyleGuide
import Testing

/// A scale whose steps a modifier defines in part is listed by value in the API, the guide, the
/// CSS export and search; other groups keep the order of first definition (issue 28, item 5).
@Suite(.integration) struct TokenOrderSiteTests {
    /// The steps in the order every surface must list them.
    static let steps = ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900"]

    /// A Config whose core set writes `color.brand` 200…900 and whose theme contexts write 50,
    /// 100 and 500 (so resolution meets 50 and 100 last); `color.accent` mixes names; `space` is
    /// a scale written out of order with a step of equal value spelt twice (`05` after `5`).
    static func config() throws -> TemporaryConfig {
        let config = try TemporaryConfig(settings: #"{"name": "Order"}"#)
        func color(_ level: Double) -> String { #"{"$value": {"colorSpace": "srgb", "components": [\#(level), \#(level), \#(level)]}}"# }
        let core = ["200", "300", "400", "500", "600", "700", "800", "900"].map { #""\#($0)": \#(color(0.5))"# }
        try config.writeFile("tokens/core.tokens.json", """
        {"color": {"$type": "color", "ink": \(color(0.1)), "paper": \(color(1)),
                   "brand": {\(core.joined(separator: ", "))},
                   "accent": {"strong": \(color(0.2)), "50": \(color(0.9))}},
         "space": {"$type": "number", "12": {"$value": 12}, "5": {"$value": 5}, "05": {"$value": 5}, "1": {"$value": 1}}}
        """)
        for (context, level) in [("light", 0.95), ("dark", 0.05)] {
            try config.writeFile("tokens/\(context).tokens.json", """
            {"color": {"text": {"$type": "color", "$value": "{color.ink}"},
                       "brand": {"50": \(color(level)), "500": \(color(level)), "100": \(color(level))},
                       "accent": {"base": \(color(level))}}}
            """)
        }
        return config
    }

    /// Where each of `needles` first occurs in `text`, in order; nil for one that does not.
    static func positions(of needles: [String], in text: String) -> [Int?] {
        needles.map { needle in text.range(of: needle).map { text.distance(from: text.startIndex, to: $0.lowerBound) } }
    }

    /// True when every needle occurs, each after the one before.
    static func inOrder(_ needles: [String], in text: String) -> Bool {
        let found = positions(of: needles, in: text)
        guard found.allSatisfy({ $0 != nil }) else { return false }
        let offsets = found.map { $0! }
        return zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 }
    }

    @Test("each surface lists a scale by value and mixed names as first defined", arguments: [
        ("/api/tokens/color.brand", steps.map { "\"color.brand.\($0)\"" }),
        ("/api/tokens?group=color.brand&format=flat", steps.map { "\"color.brand.\($0)\"" }),
        ("/api/tokens?format=css", steps.map { "--color-brand-\($0):" }),
        ("/api/tokens?format=css&theme=dark", steps.map { "--color-brand-\($0):" }),
        ("/tokens/color.brand", steps.map { ">color.brand.\($0)<" }),
        ("/tokens/color", steps.map { ">color.brand.\($0)<" }),
        ("/search?q=color.brand", steps.map { ">color.brand.\($0)<" }),
        ("/api/tokens?format=flat", ["\"color.accent.strong\"", "\"color.accent.50\"", "\"color.accent.base\""]),
        ("/api/tokens?format=flat", ["\"space.1\"", "\"space.5\"", "\"space.05\"", "\"space.12\""]),
        ("/tokens/space", [">space.1<", ">space.5<", ">space.05<", ">space.12<"]),
    ])
    func surfaces(target: String, expected: [String]) throws {
        let config = try Self.config()
        defer { config.remove() }
        let store = SnapshotStore(try SnapshotLoader.load(configDirectory: config.directory).get())
        let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
        let application = try Application(store: store, publicDirectory: RepositoryPaths.publicFolder, logger: logger)
        try withServer(application.responder()) { server in
            let answer = try fetch(server, target)
            #expect(answer.status == 200, "\(target): \(answer.text.prefix(300))")
            #expect(Self.inOrder(expected, in: answer.text),
                    "\(target): \(zip(expected, Self.positions(of: expected, in: answer.text)).map { "\($0) at \($1.map(String.init) ?? "nowhere")" })")
        }
    }
}
