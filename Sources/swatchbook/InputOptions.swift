import ArgumentParser

/// `--input NAME=VALUE`, repeatable, as `tokens` and `diff` take it: a modifier's context.
enum InputOptions {
    /// The inputs as modifier name → context; a usage error for one without `=` or a name.
    static func parse(_ inputs: [String]) throws -> [String: String] {
        var parsed: [String: String] = [:]
        for input in inputs {
            let parts = input.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty else { throw ValidationError("--input must look like NAME=VALUE, found '\(input)'") }
            parsed[parts[0]] = parts[1]
        }
        return parsed
    }
}
