import ArgumentParser
import Logging
@testable import swatchbook
import Testing
import TestSupport

/// `serve`'s fast reading of its command line (``ServeCommandLine``) against ArgumentParser's own
/// parse: whatever it reads, ArgumentParser reads the same; what it leaves, ArgumentParser answers.
@Suite("serve's command line without ArgumentParser's parse")
struct ServeCommandLineTests {
    /// The fields of a `serve` command, to compare two.
    struct Fields: Equatable, CustomStringConvertible {
        var config, resolver, publicDirectory, host, tlsCertificate, tlsKey: String?
        var port, threads: Int?
        var logLevel: Logger.Level
        var strict, watch: Bool

        init(_ serve: Serve) {
            (config, resolver, publicDirectory, host) = (serve.config, serve.resolver, serve.publicDirectory, serve.host)
            (tlsCertificate, tlsKey, port, threads) = (serve.tlsCertificate, serve.tlsKey, serve.port, serve.threads)
            (logLevel, strict, watch) = (serve.logLevel, serve.strict, serve.watch)
        }

        var description: String {
            "config \(config ?? "-") resolver \(resolver ?? "-") public \(publicDirectory ?? "-") host \(host ?? "-") "
                + "port \(port.map(String.init) ?? "-") threads \(threads.map(String.init) ?? "-") log \(logLevel) "
                + "strict \(strict) watch \(watch) cert \(tlsCertificate ?? "-") key \(tlsKey ?? "-")"
        }
    }

    /// What ArgumentParser makes of `arguments`: the `serve` command's fields, or nil for anything else (an error, help, another command).
    static func parsed(_ arguments: [String]) -> Fields? {
        guard let command = try? Swatchbook.parseAsRoot(arguments), let serve = command as? Serve else { return nil }
        return Fields(serve)
    }

    /// Checks that the fast reading of `arguments`, when there is one, is ArgumentParser's.
    static func agree(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        guard let fast = ServeCommandLine.serve(arguments) else { return }
        #expect(parsed(arguments) == Fields(fast), "\(arguments)", sourceLocation: sourceLocation)
    }

    @Test("plain serve command lines are read here, with the values ArgumentParser gives", arguments: [
        ["serve"],
        ["serve", "--config", "Config", "--public", "Public", "--port", "0", "--log-level", "debug"],
        ["serve", "--config=Config", "--port=8080", "--threads=4", "--host=::", "--watch", "--strict"],
        ["serve", "--resolver", "tokens.json", "--log-level", "WARNING"],
        ["serve", "--port", "+80", "--threads", "1024"],
        ["serve", "--host", " ", "--config", "a folder/with spaces"],
        ["serve", "--log-level", "trace", "--watch"],
    ])
    func readHere(arguments: [String]) throws {
        let fast = try #require(ServeCommandLine.serve(arguments))
        #expect(Self.parsed(arguments) == Fields(fast))
    }

    /// Every stored property of `serve` as `dump` prints it: an option left unset prints as
    /// ArgumentParser's definition, not as a value.
    static func dumped(_ serve: Serve) -> String {
        var text = ""
        dump(serve, to: &text)
        return text
    }

    /// A property the fast reading forgot to set would be read as ArgumentParser's definition
    /// (a fatal error where `serve` runs); this holds every property set, as ArgumentParser sets it.
    @Test("every property of a command read here is set, as ArgumentParser sets it", arguments: [
        ["serve"],
        ["serve", "--config=Config", "--port=8080", "--threads=4", "--host=::", "--watch", "--strict", "--log-level", "debug"],
        ["serve", "--resolver", "tokens.json", "--public", "P"],
    ])
    func everyPropertySet(arguments: [String]) throws {
        let fast = try #require(ServeCommandLine.serve(arguments))
        let parsed = try #require(try Swatchbook.parseAsRoot(arguments) as? Serve)
        #expect(Self.dumped(fast) == Self.dumped(parsed))
        #expect(!Self.dumped(fast).contains("definition"), "an option was left unset")
    }

    @Test("the start-up benchmark's command line is read here", arguments: [["serve", "--config", "Config", "--public", "Public", "--port", "0", "--log-level", "debug"]])
    func benchmarkLine(arguments: [String]) throws {
        let fast = Fields(try #require(ServeCommandLine.serve(arguments)))
        #expect(fast.config == "Config" && fast.publicDirectory == "Public" && fast.port == 0 && fast.logLevel == .debug)
        #expect(fast.threads == nil && fast.host == nil && !fast.watch && !fast.strict)
    }

    @Test("everything else is left to ArgumentParser", arguments: [
        [], ["--version"], ["--help"], ["help", "serve"], ["serve", "--help"], ["serve", "-h"], ["serve", "--version"],
        ["serve", "--help-hidden"], ["serve", "--experimental-dump-help"], ["--generate-completion-script", "bash"],
        ["serve", "--generate-completion-script"], ["serve", "--generate-completion-script", "zsh"],
        ["---completion", "serve", "--", "--config", "0", "0"],
        ["check", "Config"], ["tokens", "--config", "Config"], ["serveX"], ["Serve"],
        ["serve", "extra"], ["serve", "--"], ["serve", "--", "--port", "1"], ["serve", "-p", "1"],
        ["serve", "--port"], ["serve", "--port", "--watch"], ["serve", "--port", "-1"], ["serve", "--port=-1"],
        ["serve", "--port", "65536"], ["serve", "--port", "eighty"], ["serve", "--port", "0x50"], ["serve", "--threads", "0"],
        ["serve", "--port", "1", "--port", "2"], ["serve", "--watch", "--watch"], ["serve", "--watch=true"],
        ["serve", "--config", ""], ["serve", "--config="], ["serve", "--config", "a=b"], ["serve", "--config=a=b"],
        ["serve", "--log-level", "loud"], ["serve", "--unknown", "1"], ["serve", "--no-watch"], ["serve", "--public-directory", "P"],
        ["serve", "--config", "C", "--resolver", "r.json"], ["serve", "--tls-cert", "c.pem"], ["serve", "--tls-key", "k.pem"],
    ])
    func leftToArgumentParser(arguments: [String]) {
        #expect(ServeCommandLine.serve(arguments) == nil)
    }

    @Test("of 5,000 seeded command lines of serve's names and awkward values, whatever those with options read here, ArgumentParser reads the same")
    func seeded() {
        let words = ["--config", "--resolver", "--public", "--host", "--port", "--threads", "--log-level", "--tls-cert", "--tls-key",
                     "--strict", "--watch", "--help", "-h", "--version", "--", "--port=8080", "--config=C", "--log-level=info",
                     "--threads=2", "--watch=1", "--generate-completion-script", "Config", "0", "80", "65535", "65536", "-1", "+3",
                     "debug", "Error", "loud", "", "=", "a=b", "help", "serve", "- -", " ", "é", "e\u{301}", "--strict=", "--hos",
                     "-\u{301}x", "=\u{301}", "--config=\u{301}x"]
        var generator = SplitMix(seed: 31)
        var readHere = 0
        let options = ServeCommandLine.optionNames.sorted(), flags = ServeCommandLine.flagNames.sorted()
        let values = ["Config", "0", "80", "65535", "65536", "-1", "+3", "debug", "Error", "loud", "", "a=b", " ", "é", "e\u{301}",
                      "-\u{301}x", "=\u{301}", "x.pem", "::", "1e3", "0x10", "٣"]
        for line in 0..<5_000 {
            let count = Int.random(in: 0...6, using: &generator)
            // Half the lines from any of the words; half as options with values and flags, most of which are plain.
            let arguments = ["serve"] + (0..<count).flatMap { _ -> [String] in
                guard line.isMultiple(of: 2) else { return [words.randomElement(using: &generator)!] }
                if Int.random(in: 0..<4, using: &generator) == 0 { return ["--" + flags.randomElement(using: &generator)!] }
                let name = "--" + options.randomElement(using: &generator)!, value = values.randomElement(using: &generator)!
                return Bool.random(using: &generator) ? [name, value] : [name + "=" + value]
            }
            // Only lines with options are compared and counted: a bare `serve` (one line in seven) is
            // `readHere`'s first case, and comparing it again 700 times was most of this test's time.
            guard count > 0 else { continue }
            if ServeCommandLine.serve(arguments) != nil { readHere += 1 }
            Self.agree(arguments)
        }
        // Enough of them are read here for the comparison to mean something.
        #expect(readHere >= 400, "\(readHere) read here")  // 451 with this seed
    }

    @Test("it knows every option and flag of serve: the help lists no other, and a new property fails here")
    func knowsEveryName() {
        let help = Serve.helpMessage(columns: 400)
        // Each option's line starts with its names: `  --port <port>`, `  -h, --help`.
        let listed = Set(help.split(separator: "\n").flatMap { line -> [String] in
            let names = line.split(separator: " ").prefix { $0.hasPrefix("-") || $0.hasPrefix("<") }
            return names.filter { $0.hasPrefix("--") }.map { String($0.dropFirst(2).prefix { $0 != "," && $0 != "=" }) }
        })
        #expect(listed == ServeCommandLine.optionNames.union(ServeCommandLine.flagNames).union(["help"]))
        #expect(Mirror(reflecting: Serve()).children.count == ServeCommandLine.optionNames.count + ServeCommandLine.flagNames.count)
    }
}
