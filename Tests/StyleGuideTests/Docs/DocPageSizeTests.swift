import Foundation
import Testing
@testable import StyleGuide

/// `docPageBytes`: a docs page is read, rendered and sanitized whole at every load, so one past the
/// limit is refused from its size, before it is read, naming the file, its size and the setting.
@Suite("Docs: the limits on a page, its size read before the page")
struct DocPageSizeTests {
    @Test("a page past docPageBytes refuses the Config, naming the file, its size and the setting; one at the limit is read")
    func refusedBySize() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Sizes", "limits": {"docPageBytes": 2048}}"#)
        defer { config.remove() }
        try FileManager.default.createDirectory(atPath: config.directory + "/docs", withIntermediateDirectories: true)
        let atLimit = "# Fits\n\n" + String(repeating: "a", count: 2_039) + "\n"
        #expect(atLimit.utf8.count == 2_048)
        try config.writeFile("docs/fits.md", atLimit)
        // One byte over, and not UTF-8: refused for its size alone, so it was never read.
        try Data(Array(atLimit.utf8) + [0xFF]).write(to: URL(fileURLWithPath: config.directory + "/docs/large.md"))
        let refused = try #require(SnapshotLoader.load(configDirectory: config.directory, strictness: .tolerant).failureList)
        #expect(refused.filter { $0.severity == .error }.map(\.description) == [
            config.directory + "/docs/large.md:1: error: the page holds 2,049 bytes; the limit is 2,048 bytes "
                + "(\"limits\": {\"docPageBytes\": …} in swatchbook.json) [limit-exceeded]",
        ])
        // Under the default limit (1 MB) the page is read, and refused for what it holds.
        try config.write(#"{"name": "Sizes"}"#)
        let read = try #require(SnapshotLoader.load(configDirectory: config.directory, strictness: .tolerant).failureList)
        #expect(read.filter { $0.severity == .error }.map(\.description) == [config.directory + "/docs/large.md: error: the file is not UTF-8 text [unreadable-file]"])
        try config.writeFile("docs/large.md", atLimit + "b")
        let snapshot = try SnapshotLoader.load(configDirectory: config.directory, strictness: .tolerant).get()
        #expect(snapshot.docs.page(at: "fits") != nil && snapshot.docs.page(at: "large") != nil)
    }

    /// Each limit on docs pages read by its name, for the table below.
    static let limitsByName: [String: @Sendable (FrontMatterLimits) -> Int] = [
        "docPageBytes": { $0.pageBytes }, "markdownNesting": { $0.markdownNesting },
    ]

    @Test("docPageBytes and markdownNesting are read from limits, each in its range", arguments: [
        ("docPageBytes", nil, 1_048_576), ("docPageBytes", "4096", 4_096), ("docPageBytes", "1024", 1_024),
        ("docPageBytes", "67108864", 67_108_864), ("docPageBytes", "1023", nil), ("docPageBytes", "67108865", nil),
        ("docPageBytes", "\"1 MB\"", nil), ("markdownNesting", nil, 32), ("markdownNesting", "8", 8), ("markdownNesting", "0", nil),
        ("markdownNesting", "101", nil),
    ] as [(String, String?, Int?)])
    func setting(name: String, value: String?, expected: Int?) throws {
        let read = try #require(Self.limitsByName[name])
        let member = value.map { #""\#(name)": \#($0)"# } ?? ""
        switch Settings.parse(Array(#"{"limits": {\#(member)}}"#.utf8), file: "swatchbook.json") {
        case .success(let settings): #expect(read(settings.frontMatterLimits) == expected)
        case .failure(let problems):
            #expect(expected == nil)
            #expect(problems.allSatisfy { $0.description.contains(name) }, "\(problems)")
        }
    }
}
