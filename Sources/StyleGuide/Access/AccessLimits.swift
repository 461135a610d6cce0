import DesignSystem

/// How many failed sign-ins and refused credentials an address may have before it must wait, and
/// how many addresses the gate remembers (members of `limits` in swatchbook.json).
public struct AccessLimits: Sendable, Equatable {
    /// Failures (refused credentials, failed sign-ins) one address may have in a minute before it
    /// gets `429` for the rest of that minute (`accessFailuresPerMinute`).
    public var failuresPerMinute = 20
    /// Addresses with recent failures remembered at once; the oldest is forgotten first (`accessTrackedAddresses`).
    public var trackedAddresses = 10_000

    /// The default limits.
    public init() {}

    /// The range `accessFailuresPerMinute` may be set in.
    static let failuresRange = 1...100_000
    /// The range `accessTrackedAddresses` may be set in.
    static let trackedRange = 1...1_000_000

    /// Reads the access limits from the `limits` object, keeping the default of each one not given.
    static func read(_ reader: inout ObjectReader) -> AccessLimits {
        var limits = AccessLimits()
        limits.failuresPerMinute = reader.integer("accessFailuresPerMinute", in: failuresRange) ?? limits.failuresPerMinute
        limits.trackedAddresses = reader.integer("accessTrackedAddresses", in: trackedRange) ?? limits.trackedAddresses
        return limits
    }
}
