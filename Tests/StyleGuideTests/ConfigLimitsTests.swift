import DesignSystem
import Testing
@testable import StyleGuide

/// The token limits set in `swatchbook.json` apply to the Config that names them, and the size of
/// the whole Config folder is counted before any file is read.
@Suite("Config limits")
struct ConfigLimitsTests {
    static func load(_ config: TemporaryConfig) -> [Diagnostic] {
        switch ConfigLoader(directory: config.directory).load(strictness: .strict) {
        case .success: return []
        case .failure(let problems): return problems.list
        }
    }

    @Test("a Config folder over configBytes is refused, naming the folder, its largest files and the setting")
    func configBytes() throws {
        let config = try TemporaryConfig(settings: #"{"limits": {"configBytes": 4096}}"#)
        defer { config.remove() }
        #expect(Self.load(config).isEmpty)
        try config.writeFile("tokens/notes.txt", String(repeating: "x", count: 5000))
        let problems = Self.load(config)
        #expect(problems.count == 1, "\(problems)")
        let problem = try #require(problems.first)
        #expect(problem.rule == .limitExceeded && problem.file == config.directory)
        #expect(problem.message.contains("(the largest: tokens/notes.txt 5,000"), "\(problem.message)")
        #expect(problem.message.contains(#"the limit is 4,096 bytes ("limits": {"configBytes": …} in swatchbook.json)"#))
    }

    @Test("tokens counts each permutation: 3 tokens in two themes pass a limit of 5")
    func tokens() throws {
        let config = try TemporaryConfig(settings: #"{"limits": {"tokens": 6}}"#)
        defer { config.remove() }
        #expect(Self.load(config).isEmpty)
        try config.write(#"{"limits": {"tokens": 5}}"#)
        let problems = Self.load(config)
        #expect(problems.map(\.file) == [config.directory + "/tokens/swatchbook.resolver.json"], "\(problems)")
        #expect(problems.first?.message.contains("hold 6 tokens across 2 permutations") == true, "\(problems)")
    }

    @Test("a token file over tokenFileBytes is refused by its size, naming the file")
    func tokenFileBytes() throws {
        let config = try TemporaryConfig(settings: #"{"limits": {"tokenFileBytes": 600}}"#)
        defer { config.remove() }
        #expect(Self.load(config).isEmpty)
        try config.writeFile("tokens/core.tokens.json", #"{"$description": "\#(String(repeating: "a", count: 600))"}"#)
        // The themes' aliases into the refused file fail too; the refusal is said once.
        let problems = Self.load(config).filter { $0.rule == .limitExceeded }
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.file == config.directory + "/tokens/core.tokens.json")
        #expect(problems.first?.message.contains(#"("limits": {"tokenFileBytes": …} in swatchbook.json)"#) == true)
    }
}
