import ArgumentParser
import StyleGuide

/// `swatchbook token revoke NAME`: removes a token; a server refuses it once it sees the file change (within seconds).
struct MachineTokenRevoke: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "revoke",
        abstract: "Revoke a token: it is removed from the tokens file, and a running server refuses it within seconds."
    )

    @Argument(help: "The token's name.")
    var name: String

    @OptionGroup var file: TokensFileOptions

    func run() throws {
        try file.update { (tokens: inout MachineTokenFile) throws(MachineTokenError) in
            guard tokens[name] != nil else { throw .unknown(name) }
            tokens.tokens.removeAll { $0.name == name }
        }
        Console.write("revoked token '\(name)'")
    }
}
