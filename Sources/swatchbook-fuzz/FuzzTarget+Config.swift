import DesignSystem
import StyleGuide

extension FuzzTarget {
    /// The other files of a Config a team edits, after two bytes: the first chooses the file,
    /// `swatchbook.json` (`0`), a style file of a built-in component (`1`; the second byte chooses
    /// the component, and what the file reads is also checked against the bundled Config's tokens)
    /// or a sample file (`2`). Every problem names the file and says something.
    static let config = FuzzTarget(name: "config", summary: "swatchbook.json, a style file checked against the bundled tokens, or a sample file",
                                   prepare: { _ = ConfigTokens.system }) {
        input throws(FuzzFailure) in
        guard input.count >= 2 else { return }
        let bytes = Array(input.dropFirst(2))
        let problems: [Diagnostic], file: String
        switch input[0] % 3 {
        case 0:
            file = "swatchbook.json"
            if case .failure(let found) = Settings.parse(bytes, file: file) { problems = found.list } else { problems = [] }
        case 1:
            let component = ComponentCatalog.builtIn[Int(input[1]) % ComponentCatalog.builtIn.count]
            file = "styles/\(component.about.name).json"
            let (library, found) = StyleLibrary.parse([(file, bytes)], catalog: ComponentCatalog.builtIn)
            problems = found + library.validate(against: ConfigTokens.system)
        default:
            file = "samples/fuzz.json"
            problems = SampleParser.parse(bytes, name: "fuzz", file: file).1
        }
        for problem in problems {
            try FuzzFailure.require(problem.file == file && !problem.message.isEmpty, "a diagnostic that does not name the file: \(problem)")
        }
    }
}

/// The bundled Config's token system, loaded once, that style files are checked against.
enum ConfigTokens {
    /// Every permutation of `Config/tokens/swatchbook.resolver.json`, read from the working folder.
    static let system: TokenSystem = {
        let (system, problems) = TokenSystem.load(resolver: "Config/tokens/swatchbook.resolver.json", source: DiskTokenFileSource(),
                                                  strictness: .strict)
        guard let system else { fatalError("the config target needs the bundled Config in the working folder: \(problems)") }
        return system
    }()
}
