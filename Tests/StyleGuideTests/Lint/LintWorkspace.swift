import Foundation
@testable import StyleGuide

/// A copy of the fixture Config `Tests/Fixtures/LintFailing` in a temporary folder, to edit and lint.
struct LintWorkspace {
    /// The copy's path.
    let root = NSTemporaryDirectory() + "swatchbook-lint-\(UUID().uuidString)"

    /// Copies the fixture.
    init() throws {
        try FileManager.default.copyItem(atPath: RepositoryPaths.root + "/Tests/Fixtures/LintFailing", toPath: root)
    }

    /// The text of `relative`.
    func read(_ relative: String) throws -> String { try String(contentsOfFile: root + "/" + relative, encoding: .utf8) }

    /// Replaces `old` by `new` in `relative`; the text must be there.
    func edit(_ relative: String, _ old: String, _ new: String) throws {
        let text = try read(relative)
        guard text.contains(old) else { throw LintWorkspaceError(description: "\(relative) has no \(old)") }
        try text.replacingOccurrences(of: old, with: new).write(toFile: root + "/" + relative, atomically: true, encoding: .utf8)
    }

    /// Sets `lint.rules` in swatchbook.json to `rules` (JSON members), replacing the fixture's.
    func rules(_ rules: String) throws {
        try edit("swatchbook.json", "\"rules\": { \"unused-token\": \"off\", \"duplicate-value\": \"off\" }", "\"rules\": {\(rules)}")
    }

    /// The 1-based line of `relative` where `needle` first stands.
    func line(of needle: String, in relative: String) throws -> Int {
        let lines = try read(relative).split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.firstIndex(where: { $0.contains(needle) }) else {
            throw LintWorkspaceError(description: "\(relative) has no \(needle)")
        }
        return index + 1
    }

    /// Loads the copy as `swatchbook lint` does (tolerantly: the fixture writes colours and sizes as strings, as many teams do) and lints it.
    func lint() throws -> LintReport {
        let config = try ConfigLoader(directory: root).load(strictness: .tolerant).get()
        return try Linter(settings: config.settings.lint).lint(LintSubject(config), file: root + "/swatchbook.json").get()
    }

    /// Removes the copy.
    func remove() { try? FileManager.default.removeItem(atPath: root) }
}

/// A fixture edit or lookup that could not be made.
struct LintWorkspaceError: Error, CustomStringConvertible {
    let description: String
}
