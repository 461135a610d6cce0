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
    @Argument(help: "The folder to write the Config into; created when missing (default: Config).")
    var directory: String?

    /// One component to start in an existing Config, instead of a whole Config.
    @Option(help: ArgumentHelp("Write a starter for one component into an existing Config: styles/NAME.json for a built-in "
        + "component, or a template component (components/NAME/component.json, template.html and styles/NAME.json) for a new name.",
        valueName: "name"))
    var component: String?

    /// The Config `--component` writes into.
    @Option(help: ArgumentHelp("The Config folder --component writes into (default: Config).", valueName: "dir"))
    var config: String?

    /// Refuses an empty folder name, and options that do not go together (usage errors, exit 2).
    func validate() throws {
        if directory?.isEmpty == true || config?.isEmpty == true {
            throw ValidationError("the folder must not be empty; give a path such as Config")
        }
        if component == nil, config != nil {
            throw ValidationError("--config goes with --component NAME; to start a whole Config give its folder: swatchbook init DIR")
        }
        if component != nil, let directory {
            throw ValidationError("with --component, name the Config with --config \(ShellWord.quoted(directory)), not as a folder to start")
        }
    }

    /// Writes the starter files and prints them and the next steps, or names what is in the way (exit 1).
    func run() throws {
        if let component { return try InitComponent(name: component, directory: config ?? "Config").run() }
        let directory = self.directory ?? "Config"
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
