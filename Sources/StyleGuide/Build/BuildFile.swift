import DesignSystem

/// One file `swatchbook build` writes: its path below the build folder and its bytes.
public struct BuildFile: Sendable, Equatable {
    /// The path below the build folder (`web/tokens.css`), checked by ``BuildPath``.
    public let path: String
    /// The whole file.
    public let bytes: [UInt8]

    /// A file of `text` at `path`.
    public init(path: String, text: String) {
        self.path = path
        self.bytes = Array(text.utf8)
    }
}

/// A token a format left out of a file of the build, reported by `swatchbook build` on
/// standard error (or, with `--strict`, refused): the token, the format and why (``ExportOmission``), and the file.
public struct BuildOmission: Sendable, Equatable, CustomStringConvertible {
    /// The token, the format and why.
    public let omission: ExportOmission
    /// The file it is missing from, below the build folder.
    public let file: String

    /// `color.brand: not written in android (android/res/values/tokens.xml): …`.
    public var description: String { "\(omission.token): not written in \(omission.format) (\(file)): \(omission.reason)" }
}

/// Everything a build writes, rendered in memory before any file is touched.
public struct BuildResult: Sendable {
    /// Every file, in the order of the outputs.
    public let files: [BuildFile]
    /// What the formats left out.
    public let omissions: [BuildOmission]
    /// The bytes of every file together.
    public var totalBytes: Int { files.reduce(0) { $0 + $1.bytes.count } }
}
