// token-build RESOLVER OUTPUT-FOLDER [--strict]
//
// Reads a DTCG 2025.10 resolver document and the token files it names, prints every diagnostic
// (file:line: severity: at /json/path: message [rule]), and, when nothing is in error, writes
// OUTPUT-FOLDER/<permutation>.css for every permutation of its modifiers (tokens.css when it has
// none), each declaring the permutation's tokens as custom properties on :root.
// Exit status: 0 written, 1 the tokens are in error (or two map to one CSS name), 2 usage.

import DesignTokens
import Foundation

/// Token files read from disk, by the paths the resolver document gives them.
struct DiskFiles: TokenFileSource {
    func contents(of path: String) -> Result<[UInt8], Diagnostic> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(Diagnostic(.unreadableFile, file: path, "the file does not exist or cannot be read"))
        }
        return .success([UInt8](data))
    }
}

var arguments = Array(CommandLine.arguments.dropFirst())
let strict = arguments.contains("--strict")
arguments.removeAll { $0 == "--strict" }
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: token-build RESOLVER OUTPUT-FOLDER [--strict]\n".utf8))
    exit(2)
}
let (resolver, output) = (arguments[0], arguments[1])

// Read, validate and resolve: strict refuses anything DTCG 2025.10 does not allow; tolerant reads
// what real files bend (old string colours, units such as em) with a warning.
let (system, diagnostics) = TokenSystem.load(resolver: resolver, source: DiskFiles(), strictness: strict ? .strict : .tolerant)
for diagnostic in diagnostics {
    FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
}
guard let system else { exit(1) }

// Export: one CSS file per permutation, named by its contexts (theme-dark.css).
try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
for (permutation, tokens) in system.permutations.sorted(by: { $0.key.description < $1.key.description }) {
    let contexts = permutation.contexts.sorted { $0.key < $1.key }.map { "\($0.key)-\($0.value)" }
    let name = contexts.isEmpty ? "tokens" : contexts.joined(separator: "_")
    let css: String
    do {
        css = try TokenExport.render(tokens.tokens, from: tokens, as: .css, options: TokenExportOptions(header: "\(resolver) — \(permutation)"))
    } catch {
        // Two tokens that would share one custom property name (`a.b-c` and `a.b.c`).
        FileHandle.standardError.write(Data("\(resolver): error: \(permutation): \(error)\n".utf8))
        exit(1)
    }
    try css.write(toFile: output + "/" + name + ".css", atomically: true, encoding: .utf8)
    print("wrote \(output)/\(name).css: \(tokens.tokens.count) tokens")
}
