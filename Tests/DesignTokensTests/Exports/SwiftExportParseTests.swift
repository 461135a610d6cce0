@testable import DesignTokens
import Foundation
import Testing

private let swiftcPath = "/opt/swift/usr/bin/swiftc"
private let swiftcFound = FileManager.default.isExecutableFile(atPath: swiftcPath)

/// The Swift export must be valid Swift. `swiftc -parse` checks the syntax without SwiftUI,
/// which this platform does not have.
@Suite(.enabled(if: swiftcFound, "skipped: swiftc not found at /opt/swift/usr/bin/swiftc"))
struct SwiftExportParseTests {
    @Test func fixtureExportParses() throws {
        let result = try parse(try ExportFixture.render(.swift))
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test func awkwardNamesAndTextParse() throws {
        let result = try parse(try EdgeFixture.render(.swift))
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test func brokenSourceIsRejected() throws {
        let result = try parse("public enum DesignTokens {\n    public static let = 1\n}\n")
        #expect(result.status != 0)
    }

    /// Runs `swiftc -parse` on `source`; its exit status and standard error.
    private func parse(_ source: String) throws -> (status: Int32, errors: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("Tokens-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftcPath)
        process.arguments = ["-parse", file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
