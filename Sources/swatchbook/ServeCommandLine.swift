import ArgumentParser
import Logging

/// A plain `swatchbook serve …` command line, read without ArgumentParser's parse: the common case
/// of start-up, which the full parse made about 6 ms slower (it reads the command line three times,
/// twice more as pseudo-commands looking for a completion-script request, and its dynamic casts each
/// scan the binary's conformance records on first use).
///
/// Only a command line whose meaning is plain is read here: `serve`, then each of its options at
/// most once as `--name VALUE` or `--name=VALUE` (a value that is not empty, holds no `=` and does not
/// start with `-`), and its flags at most once as `--name`. Anything else (help, `--version`,
/// a completion request, a repeated or unknown name, a short name, `--`, a positional value, a value
/// that does not convert) is left to ArgumentParser, as is a command line whose values
/// ``Serve/validate()`` refuses, so that every message and exit status stays ArgumentParser's.
/// Values convert with the same `ExpressibleByArgument` initialisers ArgumentParser calls.
enum ServeCommandLine {
    /// The long names of `serve`'s options (each takes a value), as ArgumentParser knows them.
    static let optionNames: Set<String> = ["config", "resolver", "public", "host", "port", "threads", "log-level", "tls-cert", "tls-key"]
    /// The long names of `serve`'s flags.
    static let flagNames: Set<String> = ["strict", "watch"]

    /// The `serve` command `arguments` (the command line without the program's name) ask for,
    /// validated; nil when they are not a plain `serve` command line or do not validate.
    static func serve(_ arguments: [String]) -> Serve? {
        guard let values = values(arguments) else { return nil }
        var serve = Serve()
        guard let port = converted(Int.self, values["port"]), let threads = converted(Int.self, values["threads"]),
              let logLevel = converted(Logger.Level.self, values["log-level"]) else { return nil }
        serve.config = values["config"]
        serve.resolver = values["resolver"]
        serve.publicDirectory = values["public"]
        serve.host = values["host"]
        serve.port = port
        serve.threads = threads
        serve.logLevel = logLevel ?? .info
        serve.strict = values["strict"] != nil
        serve.watch = values["watch"] != nil
        serve.tlsCertificate = values["tls-cert"]
        serve.tlsKey = values["tls-key"]
        guard (try? serve.validate()) != nil else { return nil }
        return serve
    }

    /// Each name given after `serve` and its value (an empty string for a flag), or nil when the
    /// command line is not a plain `serve` one.
    static func values(_ arguments: [String]) -> [String: String]? {
        guard arguments.first == "serve" else { return nil }
        var values: [String: String] = [:]
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--") else { return nil }
            let named = argument.dropFirst(2)
            let name: String
            let value: String
            if let equals = named.firstIndex(of: "=") {
                name = String(named[..<equals])
                value = String(named[named.index(after: equals)...])
                guard optionNames.contains(name) else { return nil }
            } else if flagNames.contains(String(named)) {
                name = String(named)
                value = ""
            } else {
                name = String(named)
                guard optionNames.contains(name), index < arguments.count else { return nil }
                value = arguments[index]
                index += 1
            }
            if !flagNames.contains(name) {
                guard !value.isEmpty, !value.hasPrefix("-"), !value.contains("=") else { return nil }
            }
            guard values.updateValue(value, forKey: name) == nil else { return nil }
        }
        return values
    }

    /// `text` converted as ArgumentParser converts an option's value: `.some(nil)` when absent,
    /// nil when it does not convert.
    private static func converted<Value: ExpressibleByArgument>(_ type: Value.Type, _ text: String?) -> Value?? {
        guard let text else { return .some(nil) }
        guard let value = Value(argument: text) else { return nil }
        return .some(value)
    }
}
