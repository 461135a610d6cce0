import DesignSystem

/// The limits on sign-in's outbound calls (members of `limits` in swatchbook.json).
public struct SignInLimits: Sendable, Equatable {
    /// The most bytes a discovery document, JWKS or token-endpoint answer may have (`signInResponseBytes`).
    public var responseBytes = 1_048_576
    /// The most seconds one outbound call may take, connecting included (`signInFetchSeconds`).
    public var fetchSeconds = 10

    /// The range of `signInResponseBytes`.
    static let responseBytesRange = 4096...67_108_864
    /// The range of `signInFetchSeconds`.
    static let fetchSecondsRange = 1...120

    /// Limits with every default.
    public init() {}

    /// Reads the two members from the `limits` object.
    static func read(_ reader: inout ObjectReader) -> SignInLimits {
        var limits = SignInLimits()
        limits.responseBytes = reader.integer("signInResponseBytes", in: responseBytesRange) ?? limits.responseBytes
        limits.fetchSeconds = reader.integer("signInFetchSeconds", in: fetchSecondsRange) ?? limits.fetchSeconds
        return limits
    }

    /// The message for an answer larger than ``responseBytes``, naming the setting that raises it.
    func tooLarge(_ url: String) -> String {
        "the answer from \(url) is larger than \(responseBytes) bytes; the limit is \(responseBytes) bytes "
            + "(\"limits\": {\"signInResponseBytes\": …} in swatchbook.json) [limit-exceeded]"
    }
}
