import ArgumentParser
import StyleGuide
import Glibc

/// The `swatchbook` command: a design-system documentation server and its tools.
@main
struct Swatchbook: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swatchbook",
        abstract: "A design-system documentation server: living style guide, token API, component previews.",
        version: SwatchbookBuild.current.versionLine,
        subcommands: [Init.self, Serve.self, Check.self, Tokens.self, Diff.self, Export.self, Build.self, Lint.self, Fix.self, MCP.self,
                      MachineTokenCommand.self, Health.self],
        defaultSubcommand: nil
    )

    /// Runs the command line; usage errors exit with status 2, failures with 1. A plain `serve`
    /// command line is read without ArgumentParser's parse (``ServeCommandLine``), to start sooner.
    static func main() {
        do {
            var command: ParsableCommand
            if let serve = ServeCommandLine.serve(Array(CommandLine.arguments.dropFirst())) { command = serve } else { command = try parseAsRoot() }
            try command.run()
        } catch let exit as ExitCode {
            Glibc.exit(exit.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                Console.write(fullMessage(for: error))
                Glibc.exit(0)
            }
            Console.writeError(fullMessage(for: error))
            Glibc.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}
