import DesignSystem
import Foundation
import HTTPTestSupport
import Testing

/// The fuzz targets' saved inputs, replayed by a plain build of `swatchbook-fuzz` (each target
/// in a process of its own, so a crash fails one test and names its input): every seed passes
/// every check, and every input that once crashed a parser or broke a property no longer does.
@Suite("Fuzz inputs replayed", .integration)
struct FuzzReplayTests {
    @Test("the program's targets are the ones with a seed corpus and a dictionary")
    func targetsHaveSeeds() throws {
        let list = try SwatchbookProcess(["list"], program: "swatchbook-fuzz")
        #expect(list.waitForExit() == 0)
        let names = list.standardOutput.split(separator: "\n").compactMap { $0.split(separator: "\t").first.map(String.init) }
        #expect(names.sorted() == FuzzFolders.targets)
        for name in names {
            #expect(FileManager.default.fileExists(atPath: FuzzFolders.root + "/Dictionaries/\(name).dict"), "\(name) has no dictionary")
        }
    }

    @Test("every seed of a target passes its checks", arguments: FuzzFolders.targets)
    func seeds(target: String) throws {
        let (status, output) = try Self.replay(target, FuzzFolders.root + "/Corpus/" + target)
        #expect(status == 0, "\(output)")
    }

    @Test("an input that once broke a target passes its checks", arguments: FuzzFolders.regressions)
    func regression(_ input: FuzzFolders.Regression) throws {
        let (status, output) = try Self.replay(input.target, FuzzFolders.root + "/Regressions/" + input.path)
        guard let reason = FuzzFolders.knownIssues[input.path] else {
            #expect(status == 0, "\(output)")
            return
        }
        withKnownIssue(Comment(rawValue: reason)) {
            #expect(status == 0, "\(output)")
        }
    }

    @Test("sections nested 3,000 deep, which killed the server when swift-mustache parsed them, are refused by templateNestingDepth")
    func deepSections() throws {
        let template = try String(contentsOfFile: FuzzFolders.root + "/Regressions/template/nested-sections-3000", encoding: .utf8)
        let (component, problems) = TemplateComponent.load(definition: Array(#"{"title": "T", "summary": "S."}"#.utf8),
                                                           definitionFile: "components/t/component.json", template: template,
                                                           templateFile: "components/t/template.html", name: ComponentName("t"))
        #expect(component == nil)
        #expect(problems.map(\.rule) == [.limitExceeded] && problems.first?.message.contains(#"{"templateNestingDepth""#) == true, "\(problems)")
    }

    /// Replays `path` through `target`: the exit status (nil when it did not end in time) and what it printed.
    static func replay(_ target: String, _ path: String) throws -> (status: Int32?, output: String) {
        let process = try SwatchbookProcess(["replay", target, path], program: "swatchbook-fuzz")
        let status = process.waitForExit(timeout: .seconds(120))
        let output = process.standardOutput.split(separator: "\n").suffix(20).joined(separator: "\n")
        return (status, output + "\n" + process.standardError.suffix(4000))
    }
}
