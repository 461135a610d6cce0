import Foundation

/// `ldd` and `nm` run on a built binary: the libraries it loads and the symbols it takes from them.
enum BinaryTools {
    /// Whether `ldd` and `nm` are both on this system (Linux with binutils).
    static var available: Bool {
        ["/usr/bin/ldd", "/usr/bin/nm"].allSatisfy(FileManager.default.isExecutableFile(atPath:))
    }

    /// The symbol names `nm` prints with `arguments` (`-D --undefined-only FILE`, say), one per symbol.
    static func nm(_ arguments: [String]) throws -> [String] {
        try run("/usr/bin/nm", arguments).split(separator: "\n").compactMap { line in
            line.split(separator: " ").last.map { String($0.split(separator: "@").first ?? $0) }
        }
    }

    /// The file names of the shared libraries `ldd` lists for `binary` (`libc.so.6`, `libFoundation.so`).
    static func sharedLibraries(of binary: String) throws -> [String] {
        try run("/usr/bin/ldd", [binary]).split(separator: "\n").compactMap { line in
            line.split(whereSeparator: \.isWhitespace).first.map { String($0.split(separator: "/").last ?? $0) }
        }
    }

    /// The folder of the Swift runtime `binary` loads (where libswiftCore.so is, and Foundation's libraries beside it).
    static func swiftLibraryFolder(of binary: String) throws -> String {
        let line = try run("/usr/bin/ldd", [binary]).split(separator: "\n").first { $0.contains("libswiftCore.so =>") }
        guard let path = line?.split(separator: " ").first(where: { $0.hasPrefix("/") }) else {
            throw BinaryToolsError(message: "ldd lists no libswiftCore.so for \(binary)")
        }
        return String(path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/"))
    }

    /// The standard output of `program` run with `arguments`; throws when it exits with a failure.
    private static func run(_ program: String, _ arguments: [String]) throws -> String {
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BinaryToolsError(message: "\(program) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// A binary tool that could not be run or failed.
struct BinaryToolsError: Error, CustomStringConvertible {
    /// What went wrong, naming the command.
    let message: String
    /// The message.
    var description: String { message }
}
