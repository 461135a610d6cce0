import ArgumentParser
import StyleGuide

/// `swatchbook init`: writes a small, valid Config to start a design system from.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a small, valid Config to start from (tokens with light and dark themes, a styled button, a guide).",
        discussion: "Nothing is overwritten: when any file it would write exists, it names them and writes nothing. "
            + "Exit status: 0 when written, 1 when something is in the way, 2 on a usage error."
    )

    /// The folder to write into.
    @Argument(help: "The folder to write the Config into; created when missing.")
    var directory = "Config"

    /// Refuses an empty folder name (a usage error, exit 2).
    func validate() throws {
        if directory.isEmpty { throw ValidationError("the folder must not be empty; give a path such as Config") }
    }

    /// Writes the starter files and prints them and the next steps, or names what is in the way (exit 1).
    func run() throws {
        switch StarterConfig.write(to: directory) {
        case .success(let written):
            Console.write("wrote a starting Config to \(directory):")
            for file in written { Console.write("  \(file)") }
            Console.write("")
            Console.write("next steps:")
            Console.write("  swatchbook check \(ShellWord.quoted(directory))")
            Console.write("  swatchbook serve --config \(ShellWord.quoted(directory))")
        case .failure(.obstacles(let obstacles)):
            for obstacle in obstacles { Console.writeError("\(obstacle.path): error: \(obstacle.reason) [in-the-way]") }
            Console.writeError("nothing was written: init never replaces a file; move \(obstacles.count == 1 ? "it" : "them") "
                + "away or give another folder, such as swatchbook init \(ShellWord.quoted(directory + "-new"))")
            throw ExitCode(1)
        case .failure(let error):
            Console.writeError("error: \(error)")
            throw ExitCode(1)
        }
    }
}
