import Foundation
import HTTPTestSupport
import Testing

/// The `swatchbook` binary takes nothing from Foundation, FoundationInternationalization or ICU
/// (issue 31): FoundationEssentials only. A release image links the Swift libraries statically,
/// so a single symbol of theirs would bring them whole (ICU's 34 MB of data among them).
@Suite("Linked libraries", .integration)
struct LinkedLibrariesTests {
    /// The libraries whose code must not be in the binary, by the name their file starts with.
    static let forbidden = ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so", "libicu"]

    @Test("no symbol of the binary is defined by Foundation, FoundationInternationalization or ICU",
          .enabled(if: BinaryTools.available, "needs ldd and nm (binutils), which this system lacks"))
    func noSymbolFromFoundation() throws {
        let binary = SwatchbookProcess.executable
        let needed = Set(try BinaryTools.nm(["-D", "--undefined-only", binary]))
        let libraries = try BinaryTools.swiftLibraryFolder(of: binary)
        for name in ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so"] {
            let library = libraries + "/" + name
            guard FileManager.default.fileExists(atPath: library) else { continue }
            let taken = try BinaryTools.nm(["-D", "--defined-only", library]).filter(needed.contains)
            #expect(taken.isEmpty, "swatchbook takes \(taken.count) symbols from \(name): \(taken.prefix(5).joined(separator: ", "))")
        }
    }

    @Test("ldd lists no libFoundation, no FoundationInternationalization and no ICU",
          .enabled(if: BinaryTools.available, "needs ldd and nm (binutils), which this system lacks"))
    func noFoundationLibrary() throws {
        let listed = try BinaryTools.sharedLibraries(of: SwatchbookProcess.executable)
        #expect(!listed.isEmpty, "ldd listed no library at all")
        let found = listed.filter { library in Self.forbidden.contains(where: library.hasPrefix) }
        #expect(found.isEmpty, "ldd lists \(found.joined(separator: ", "))")
    }
}
