/// Quoting a path for a command line shown to the user.
enum ShellWord {
    /// `path` as is when the shell takes it so, otherwise in single quotes (`'My Config'`).
    static func quoted(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./+,:@%=".unicodeScalars.contains(scalar)
        }
        return plain && !path.isEmpty ? path : "'" + path.replacing("'", with: #"'\''"#) + "'"
    }
}
