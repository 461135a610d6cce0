import DesignSystem

/// How much the tokens file may hold (members of `limits` in swatchbook.json): its bytes and its tokens.
///
/// The file is read on every change while serving, so both bound the work a reload may cost,
/// and the token count bounds what each request's constant-time comparison walks.
public struct MachineTokenLimits: Sendable, Equatable {
    /// Bytes of the tokens file (`tokensFileBytes`).
    public var fileBytes = 1_048_576
    /// Tokens the file may hold (`machineTokens`).
    public var tokens = 1000

    /// The default limits.
    public init() {}

    /// The range `tokensFileBytes` may be set in.
    static let fileBytesRange = 4096...67_108_864
    /// The range `machineTokens` may be set in.
    static let tokensRange = 1...100_000

    /// Reads the limits from the `limits` object, keeping the default of each one not given.
    static func read(_ reader: inout ObjectReader) -> MachineTokenLimits {
        var limits = MachineTokenLimits()
        limits.fileBytes = reader.integer("tokensFileBytes", in: fileBytesRange) ?? limits.fileBytes
        limits.tokens = reader.integer("machineTokens", in: tokensRange) ?? limits.tokens
        return limits
    }

    /// The refusal of a file of `bytes` bytes, worded as every limit's refusal is.
    func fileTooLong(_ bytes: Int) -> String {
        TokenLimits.message("the tokens file has \(TokenLimits.grouped(bytes)) bytes", limit: fileBytes, unit: "bytes",
                            setting: "tokensFileBytes")
    }

    /// The refusal of `count` tokens.
    func tooManyTokens(_ count: Int) -> String {
        TokenLimits.message("the tokens file holds \(TokenLimits.grouped(count)) tokens", limit: tokens, unit: "tokens",
                            setting: "machineTokens")
    }
}
