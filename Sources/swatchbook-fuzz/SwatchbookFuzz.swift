import Glibc

/// `swatchbook-fuzz`: every fuzz target of Swatchbook in one program.
///
///     swatchbook-fuzz list                          the targets and what each checks
///     swatchbook-fuzz replay TARGET PATH...         runs each file (folders: each file below) once
///     swatchbook-fuzz TARGET [libFuzzer options] [CORPUS...]
///                                                   fuzzes TARGET (a build with -sanitize=fuzzer: `make fuzz`)
///
/// The environment variable `SWATCHBOOK_FUZZ_TARGET` names the target when the first argument
/// does not (libFuzzer starts itself again without it for `-fork`, `-merge` and minimizing).
@main
enum SwatchbookFuzz {
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        switch arguments.first {
        case "list":
            for target in FuzzTarget.all { Output.line("\(target.name)\t\(target.summary)") }
        case "replay":
            guard arguments.count >= 2, let target = FuzzTarget.named(arguments[1]) else { usage() }
            exit(Replay.run(target, paths: Array(arguments.dropFirst(2))) ? 0 : 1)
        default:
            let named = arguments.first.flatMap(FuzzTarget.named)
            if named != nil { arguments.removeFirst() }
            let variable = getenv("SWATCHBOOK_FUZZ_TARGET").map { String(cString: $0) }
            guard let target = named ?? variable.flatMap(FuzzTarget.named) else { usage() }
            setenv("SWATCHBOOK_FUZZ_TARGET", target.name, 1)
            exit(LibFuzzer.run(target, arguments: [CommandLine.arguments[0]] + arguments))
        }
    }

    /// Prints how to call the program and exits 2.
    static func usage() -> Never {
        let names = FuzzTarget.all.map(\.name).joined(separator: "|")
        Output.error("usage: swatchbook-fuzz list | replay TARGET PATH... | TARGET [libFuzzer options] [CORPUS...]\n  TARGET: \(names)")
        exit(2)
    }
}
