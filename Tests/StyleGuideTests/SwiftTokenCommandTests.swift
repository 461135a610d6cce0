import HTTPTestSupport
import Testing

/// `swatchbook tokens --format swift`, as a process: every theme in one file, and `--name`.
@Suite("swatchbook tokens --format swift", .serialized, .integration)
struct SwiftTokenCommandTests {
    @Test("--input theme=* --name Brand prints one file declaring Brand once, Light and Dark inside")
    func everyTheme() throws {
        let run = try SwatchbookProcess(["tokens", "--config", "Config", "--input", "theme=*", "--format", "swift", "--name", "Brand"])
        #expect(run.waitForExit(timeout: .seconds(20)) == 0, "\(run.standardError)")
        let text = run.standardOutput
        #expect(text.hasPrefix("// Swatchbook — theme=*\n"))
        #expect(text.components(separatedBy: "\npublic enum Brand {\n").count == 2)
        #expect(text.contains("\n    public enum Light {\n") && text.contains("\n    public enum Dark {\n"))
        #expect(text.contains("#elseif canImport(AppKit)"))
    }

    @Test("--name naming a type the file uses exits 1 saying why")
    func unusableName() throws {
        let run = try SwatchbookProcess(["tokens", "--config", "Config", "--format", "swift", "--name", "Color"])
        #expect(run.waitForExit(timeout: .seconds(20)) == 1)
        #expect(run.standardError.contains("'Color' cannot name the type of the Swift file"), "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }
}
