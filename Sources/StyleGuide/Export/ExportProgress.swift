/// How far an export has got: pages rendered of those known so far (more are found by following links).
public struct ExportProgress: Sendable {
    /// Pages rendered.
    public let rendered: Int
    /// Pages known (rendered or waiting).
    public let known: Int
}
