import Foundation
import PackagePlugin

/// Compiles the files below a target's `Embedded/` folder into the target, as Swift source
/// written by the `embed-files` tool: the binary carries them and needs no folder beside it.
@main
struct EmbedFiles: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let marker = "/Embedded/"
        let files = module.sourceFiles.map(\.url).filter { $0.path.contains(marker) }.sorted { $0.path < $1.path }
        guard let first = files.first, let range = first.path.range(of: marker) else { return [] }
        let root = String(first.path[..<range.lowerBound]) + marker.dropLast()
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles+Generated.swift")
        return [.buildCommand(
            displayName: "Embedding \(files.count) files of \(target.name)",
            executable: try context.tool(named: "embed-files").url,
            arguments: [root, output.path] + files.map(\.path),
            inputFiles: files,
            outputFiles: [output]
        )]
    }
}
