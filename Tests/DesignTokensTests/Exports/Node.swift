import Foundation
import Testing

/// Node.js (Debian's `nodejs`, which `make deps` installs), for the tests that load generated
/// JavaScript: files in a temporary folder, a script run as an ES module, its standard output.
struct Node {
    let folder: URL

    /// A new empty folder for module files.
    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("swatchbook-node-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Removes the folder.
    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// Writes `text` to `name` in the folder and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// Runs `node arguments…` in the folder; its exit status, standard output and standard error.
    func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        guard let node = ["/usr/bin/node", "/usr/local/bin/node"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw NodeMissing()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: node)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        // Files rather than pipes: nothing to drain while node runs, and no read for a signal to interrupt.
        let outputFile = folder.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let errorFile = folder.appendingPathComponent(".stderr-\(UUID().uuidString)")
        for file in [outputFile, errorFile] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
        let output = try FileHandle(forWritingTo: outputFile), errors = try FileHandle(forWritingTo: errorFile)
        defer {
            try? output.close()
            try? errors.close()
        }
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: outputFile, encoding: .utf8),
                try String(contentsOf: errorFile, encoding: .utf8))
    }

    /// The standard output of `script` run as an ES module in the folder; an issue when it fails.
    func module(_ script: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try run(["--input-type=module", "-e", script])
        #expect(result.status == 0, "node failed: \(result.errors)", sourceLocation: sourceLocation)
        return result.output
    }

    struct NodeMissing: Error, CustomStringConvertible {
        var description: String { "node is missing: make deps installs Debian's nodejs (apt-get install nodejs)" }
    }
}
