import ArgumentParser
import DesignSystem
import StyleGuide

/// `swatchbook token`: machine tokens for a private Swatchbook (CI jobs, Storybook refs, tools).
struct MachineTokenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "token",
        abstract: "Create, list and revoke machine tokens for a private Swatchbook (only their hashes are stored).",
        discussion: "The tokens file is named by the environment variable \(TokensFileLocation.environmentVariable), else by "
            + "\"tokensFile\" in swatchbook.json (relative to the folder holding the Config); it must be outside the Config folder. "
            + "Exit status: 0 when done, 1 when the tokens file cannot be used or the token is unknown, 2 on a usage error.",
        subcommands: [MachineTokenCreate.self, MachineTokenList.self, MachineTokenRevoke.self]
    )
}

/// The `--config` option every `swatchbook token` command takes, and the tokens file it leads to.
struct TokensFileOptions: ParsableArguments {
    @Option(help: "The Config folder whose swatchbook.json names the tokens file (default: Config).")
    var config = "Config"

    /// The tokens file, or exit 1 with every problem on standard error.
    func disk() throws -> TokensFileDisk {
        switch TokensFileDisk.forCommand(configDirectory: config, environment: TokensFileDisk.environmentValue) {
        case .success(let disk): return disk
        case .failure(let problems):
            for problem in problems.list { Console.writeError(problem.description) }
            throw ExitCode(1)
        }
    }

    /// Runs `change` on the tokens file, or exits 1 with its error.
    func update<T>(_ change: (inout MachineTokenFile) throws(MachineTokenError) -> T) throws -> T {
        let disk = try disk()
        do throws(MachineTokenError) {
            return try disk.update(change)
        } catch {
            Console.writeError("error: \(error)")
            throw ExitCode(1)
        }
    }
}
