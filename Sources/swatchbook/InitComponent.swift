import ArgumentParser
import DesignSystem
import StyleGuide

/// `swatchbook init --component NAME [--config DIR]`: one component's starter files written into
/// an existing Config, then what was written and the next step; exit 1 when the name is wrong,
/// the Config does not load or a file is in the way (nothing is written then).
struct InitComponent {
    /// The component's name.
    let name: String
    /// The Config folder.
    let directory: String

    /// Writes, and reports on standard output, or names the problem on standard error (exit 1).
    func run() throws {
        switch ComponentStarter.write(name, configDirectory: directory) {
        case .success(let written):
            let what = written.builtIn ? "a starter styles file for the built-in \(name)" : "a template component '\(name)' to start from"
            Console.write("wrote \(what):")
            for file in written.files { Console.write("  \(file)") }
            Console.write("")
            Console.write("next steps:")
            if !written.builtIn {
                Console.write("  edit components/\(name)/template.html and component.json (see /docs/swatchbook/template-components)")
            }
            Console.write("  edit styles/\(name).json: its properties and the token type each takes are on the guide's page /components/\(name)")
            Console.write("  swatchbook check \(ShellWord.quoted(directory))")
            Console.write("  swatchbook serve --config \(ShellWord.quoted(directory)) --watch")
        case .failure(.invalidName(let text, let suggestion)):
            let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
            Console.writeError("error: '\(text)' is not a component name\(hint): use lower-case letters, digits and single '-' "
                + "between them, starting with a letter (such as badge or status-banner) [invalid-name]")
            throw ExitCode(1)
        case .failure(.configDoesNotLoad(let problems)):
            for problem in problems.errors { Console.writeError(problem.description) }
            Console.writeError("nothing was written: the Config at \(directory) does not load, so there are no tokens to bind "
                + "the styles to; fix it first (swatchbook check \(ShellWord.quoted(directory))), or make one with swatchbook init \(ShellWord.quoted(directory))")
            throw ExitCode(1)
        case .failure(.writing(.obstacles(let obstacles))):
            for obstacle in obstacles { Console.writeError("\(obstacle.path): error: \(obstacle.reason) [in-the-way]") }
            Console.writeError("nothing was written: init never replaces a file; edit the one there, or remove it to start again")
            throw ExitCode(1)
        case .failure(.writing(let error)):
            Console.writeError("error: \(error)")
            throw ExitCode(1)
        }
    }
}
