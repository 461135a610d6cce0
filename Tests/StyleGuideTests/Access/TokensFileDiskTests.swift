import DesignSystem
import Foundation
import Testing
@testable import StyleGuide

/// Writing the tokens file: atomically, mode 0600, never through a link, and no create lost to another.
@Suite("Tokens file on disk")
struct TokensFileDiskTests {
    @Test("no file yet is no tokens; a write makes it, mode 0600, with no temporary file left")
    func firstWrite() throws {
        let fixture = try MachineTokenFixture()
        defer { fixture.remove() }
        #expect(try fixture.disk().read().get().tokens.isEmpty)
        try fixture.create("ci")
        let attributes = try FileManager.default.attributesOfItem(atPath: fixture.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.root).sorted() == ["tokens.json", "tokens.json.lock"])
        #expect(try fixture.disk().read().get().tokens.map(\.name) == ["ci"])
    }

    @Test("each write replaces the file by a new one (a rename), so a reader never sees half of it")
    func atomicReplacement() throws {
        let fixture = try MachineTokenFixture()
        defer { fixture.remove() }
        try fixture.create("first")
        let before = try #require(fixture.disk().fingerprint())
        try fixture.create("second")
        let after = try #require(fixture.disk().fingerprint())
        #expect(before.inode != after.inode)
    }

    @Test("a change that fails leaves the file as it was")
    func failedChange() throws {
        let fixture = try MachineTokenFixture()
        defer { fixture.remove() }
        try fixture.create("ci")
        let before = try Data(contentsOf: URL(fileURLWithPath: fixture.path))
        #expect(throws: MachineTokenError.self) {
            try fixture.disk().update { (file: inout MachineTokenFile) throws(MachineTokenError) in
                file.tokens.removeAll()
                throw .exists("ci")
            }
        }
        var limits = MachineTokenLimits()
        limits.tokens = 1
        #expect(throws: MachineTokenError.self) {
            try fixture.disk(limits: limits).update { (file: inout MachineTokenFile) throws(MachineTokenError) in
                file.tokens.append(file.tokens[0])
            }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: fixture.path)) == before)
    }

    @Test("a tokens file that is a symbolic link is neither read nor written")
    func symbolicLink() throws {
        let fixture = try MachineTokenFixture()
        defer { fixture.remove() }
        let target = fixture.root + "/elsewhere.json"
        try #"{"tokens": []}"#.write(toFile: target, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: fixture.path, withDestinationPath: target)
        guard case .failure(let problems) = fixture.disk().read() else { Issue.record("read through a link"); return }
        #expect(problems.description.contains("symbolic link"), "\(problems)")
        #expect(throws: MachineTokenError.self) { try fixture.create("ci") }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == #"{"tokens": []}"#)
    }

    @Test("a tokens file in a folder that does not exist is an error naming the folder and what named the file")
    func missingFolder() throws {
        let fixture = try MachineTokenFixture()
        defer { fixture.remove() }
        let disk = TokensFileDisk(location: TokensFileLocation(path: fixture.root + "/absent/tokens.json", namedBy: "a test"), limits: MachineTokenLimits())
        #expect(throws: MachineTokenError.self) {
            do throws(MachineTokenError) {
                try disk.update { (_: inout MachineTokenFile) throws(MachineTokenError) in }
            } catch {
                #expect(error.description.contains("the folder of the tokens file, '\(fixture.root)/absent', does not exist"), "\(error)")
                #expect(error.description.contains("or name another file with a test"))
                throw error
            }
        }
    }

    @Test("a file bigger than its limit is refused before it is read")
    func oversizedFile() throws {
        let fixture = try MachineTokenFixture()
        defer { fixture.remove() }
        try Data(repeating: 0x20, count: 10_000).write(to: URL(fileURLWithPath: fixture.path))
        var limits = MachineTokenLimits()
        limits.fileBytes = 4096
        guard case .failure(let problems) = fixture.disk(limits: limits).read() else { Issue.record("read"); return }
        #expect(problems.list.map(\.rule) == [.limitExceeded])
    }

    @Test("creates from many threads at once keep every token")
    func concurrentCreates() async throws {
        let fixture = try MachineTokenFixture()
        defer { fixture.remove() }
        let names = (0..<24).map { "worker-\($0)" }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for name in names { group.addTask { try fixture.create(name) } }
            try await group.waitForAll()
        }
        #expect(Set(try fixture.disk().read().get().tokens.map(\.name)) == Set(names))
    }
}
