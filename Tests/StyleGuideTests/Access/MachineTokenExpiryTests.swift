import Foundation
import Testing
@testable import StyleGuide

/// `--expires`: durations and dates, and what is refused.
@Suite("Token expiry")
struct MachineTokenExpiryTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    static let moments: [(String, Double)] = [
        ("90d", 90 * 86_400.0), ("12h", 12 * 3600.0), ("30m", 1800.0), ("2w", 14 * 86_400.0),
        ("2027-01-31", Date(timeIntervalSince1970: 1_801_353_600).timeIntervalSince(now)),
        ("2027-01-31T12:00:00Z", Date(timeIntervalSince1970: 1_801_396_800).timeIntervalSince(now)),
    ]

    @Test("a duration or a date names a moment", arguments: moments)
    func accepted(text: String, seconds: Double) throws {
        #expect(try MachineTokenExpiry.parse(text, now: Self.now).get() == Self.now.addingTimeInterval(seconds))
    }

    @Test("anything else is refused with the forms it takes", arguments: [
        "", "d", "0d", "-5d", "+5d", "1y", "90 d", "36501000d", "tomorrow", "2027-13-01", "2020-01-01",
    ])
    func refused(text: String) {
        guard case .failure(let error) = MachineTokenExpiry.parse(text, now: Self.now) else { Issue.record("\(text) accepted"); return }
        #expect(error.description.hasPrefix("--expires"))
    }
}
