import Foundation
import Testing

/// Type-checks Swift source with `swiftc -typecheck` in the Swift 6 language mode, against the
/// ``AppleFrameworkStubs`` compiled into modules once per test run.
enum SwiftTypeCheck {
    /// Which frameworks a check can import, as on one kind of Apple platform.
    struct Platform: Hashable, Sendable, CustomTestStringConvertible {
        /// `UIKit`, `AppKit`, or nil for SwiftUI alone (a file's last `#else` branch).
        var kit: String?
        /// True to compile the dynamic providers as `@Sendable` closures.
        var sendableProviders = false
        /// True to type-check as a target whose declarations are on the main actor by default
        /// (`-default-isolation MainActor`, the default of new app targets since Xcode 26).
        var mainActorByDefault = false

        /// iOS, iPadOS, tvOS, visionOS, Mac Catalyst.
        static let uiKit = Platform(kit: "UIKit")
        /// macOS.
        static let appKit = Platform(kit: "AppKit")
        /// SwiftUI without UIKit or AppKit.
        static let swiftUIOnly = Platform(kit: nil)
        /// UIKit with `@Sendable` providers.
        static let uiKitSendable = Platform(kit: "UIKit", sendableProviders: true)
        /// AppKit with `@Sendable` providers.
        static let appKitSendable = Platform(kit: "AppKit", sendableProviders: true)
        /// UIKit, declarations on the main actor by default.
        static let uiKitMainActor = Platform(kit: "UIKit", mainActorByDefault: true)

        /// Every platform a file is checked on.
        static let all: [Platform] = [.uiKit, .appKit, .swiftUIOnly, .uiKitSendable, .appKitSendable, .uiKitMainActor]

        var testDescription: String {
            (kit ?? "SwiftUI only") + (sendableProviders ? ", @Sendable providers" : "")
                + (mainActorByDefault ? ", MainActor by default" : "")
        }

        /// The folder name of its compiled stubs.
        fileprivate var folder: String { (kit ?? "SwiftUI") + (sendableProviders ? "-sendable" : "") }
    }

    /// What `swiftc` said.
    struct Result {
        /// Its exit status.
        var status: Int32
        /// Its diagnostics (errors and warnings), empty when there were none.
        var diagnostics: String
    }

    /// The `swiftc` to run: `$SWIFTC`, else the first on `PATH`, else the one beside the Swift
    /// runtime this process loaded (`…/usr/lib/swift/linux/libswiftCore.so` → `…/usr/bin/swiftc`),
    /// else `/opt/swift/usr/bin/swiftc`; nil when there is none.
    static let swiftc: String? = {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let explicit = environment["SWIFTC"], !explicit.isEmpty { candidates.append(explicit) }
        candidates += (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
        if let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
           let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libswiftCore.so") }),
           let start = line.firstIndex(of: "/") {
            let runtime = URL(fileURLWithPath: String(line[start...]))
            // …/usr/lib/swift/linux/libswiftCore.so → …/usr/bin/swiftc
            let usr = runtime.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            candidates.append(usr.appendingPathComponent("bin/swiftc").path)
        }
        candidates.append("/opt/swift/usr/bin/swiftc")
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Why the checks are skipped when there is no `swiftc`.
    static let missingNote: Comment = Comment(rawValue: "SKIPPED: no swiftc found ($SWIFTC, PATH, the running toolchain, "
        + "/opt/swift/usr/bin); the generated Swift files were not type-checked")

    /// `sources` (file name → text) type-checked together on `platform`.
    static func check(_ sources: [String: String], on platform: Platform = .uiKit) throws -> Result {
        let stubs = try stubFolder.get()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swatchbook-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
            let file = folder.appendingPathComponent(name)
            try text.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        var arguments = ["-typecheck", "-swift-version", "6", "-I", stubs + "/" + platform.folder]
        if platform.mainActorByDefault { arguments += ["-default-isolation", "MainActor"] }
        return try run(arguments + files)
    }

    /// `source` type-checked alone as `Tokens.swift`.
    static func check(_ source: String, on platform: Platform = .uiKit) throws -> Result {
        try check(["Tokens.swift": source], on: platform)
    }

    /// The folder holding one subfolder of compiled stub modules per platform, made once.
    private static let stubFolder: Swift.Result<String, StubError> = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swatchbook-apple-stubs-\(UUID().uuidString)")
        StubCleanup.folder = folder.path
        atexit { StubCleanup.remove() }
        do {
            let sources = folder.appendingPathComponent("sources")
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            for (name, text) in [("UIKit", AppleFrameworkStubs.uiKit), ("AppKit", AppleFrameworkStubs.appKit),
                                 ("SwiftUI", AppleFrameworkStubs.swiftUI)] {
                try text.write(to: sources.appendingPathComponent(name + ".swift"), atomically: true, encoding: .utf8)
            }
            let platforms = Set(Platform.all.map { Platform(kit: $0.kit, sendableProviders: $0.sendableProviders) })
            for platform in platforms {
                let output = folder.appendingPathComponent(platform.folder).path
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
                let flags = platform.sendableProviders ? ["-D", "SENDABLE_PROVIDERS"] : []
                for module in (platform.kit.map { [$0] } ?? []) + ["SwiftUI"] {
                    let built = try run(["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", module,
                                         "-I", output, "-emit-module-path", output + "/\(module).swiftmodule",
                                         sources.appendingPathComponent(module + ".swift").path] + flags)
                    guard built.status == 0 else { return .failure(StubError(message: "the \(module) stub does not compile: \(built.diagnostics)")) }
                }
            }
            return .success(folder.path)
        } catch {
            return .failure(StubError(message: "cannot build the stubs: \(error)"))
        }
    }()

    /// Why the stub modules could not be built.
    struct StubError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// Runs `swiftc` with `arguments`.
    private static func run(_ arguments: [String]) throws -> Result {
        guard let swiftc else { throw StubError(message: "no swiftc to run") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = arguments
        let output = Pipe()
        process.standardError = output
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, diagnostics: String(decoding: data, as: UTF8.self))
    }
}

/// Removes the compiled stubs when the test process exits.
private enum StubCleanup {
    nonisolated(unsafe) static var folder: String?

    static func remove() {
        if let folder { try? FileManager.default.removeItem(atPath: folder) }
    }
}
