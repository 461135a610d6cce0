import ArgumentParser
import DesignSystem
import StyleGuide
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `swatchbook token list`: every token's name, scopes, dates and last four characters; never a secret.
struct MachineTokenList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the tokens: name, scopes, created, expires, and the last four characters of each."
    )

    @OptionGroup var file: TokensFileOptions

    func run() throws {
        let disk = try file.disk()
        let tokens: MachineTokenFile
        switch disk.read() {
        case .success(let read): tokens = read
        case .failure(let problems):
            for problem in problems.list { Console.writeError(problem.description) }
            throw ExitCode(1)
        }
        let now = Date()
        let rows = [["NAME", "SCOPES", "CREATED", "EXPIRES", "ENDS IN"]] + tokens.tokens.map { token in
            [token.name, token.scopes.sorted().map(\.rawValue).joined(separator: ","), token.created.formatted(.iso8601),
             token.expires.map { $0.formatted(.iso8601) + (token.isExpired(at: now) ? " (expired)" : "") } ?? "never",
             token.hint.isEmpty ? "-" : "…" + token.hint]
        }
        let widths = (0..<5).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            let cells = row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }
            Console.write(cells.joined(separator: "  "))
        }
        if tokens.tokens.isEmpty { Console.writeError("no tokens in \(disk.location.path) (swatchbook token create NAME makes one)") }
    }
}
