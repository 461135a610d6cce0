#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// When a new token stops being accepted, from `--expires`: a duration (`90d`, `12h`, `30m`) or a date (`2027-01-31`, or with a time).
public enum MachineTokenExpiry {
    /// The longest duration `--expires` takes: a hundred years.
    static let longest: Double = 100 * 365 * 86_400

    /// The moment `text` names, counted from `now`, or why it names none.
    public static func parse(_ text: String, now: Date) -> Result<Date, MachineTokenExpiryError> {
        let units: [Character: Double] = ["m": 60, "h": 3600, "d": 86_400, "w": 7 * 86_400]
        if let unit = text.last, let seconds = units[unit], let count = Int(text.dropLast()), !text.dropLast().contains("+") {
            guard count > 0, Double(count) * seconds <= longest else { return .failure(MachineTokenExpiryError(text: text)) }
            return .success(now.addingTimeInterval(Double(count) * seconds))
        }
        let stamp = text.count == 10 ? text + "T00:00:00Z" : text
        guard let date = try? Date.ISO8601FormatStyle().parse(stamp) else { return .failure(MachineTokenExpiryError(text: text)) }
        guard date > now else { return .failure(MachineTokenExpiryError(text: text, past: true)) }
        return .success(date)
    }
}

/// A `--expires` value that names no future moment.
public struct MachineTokenExpiryError: Error, Sendable, CustomStringConvertible {
    /// What was given.
    let text: String
    /// True when it is a date already past.
    var past = false

    /// The message for `--expires`.
    public var description: String {
        past ? "--expires '\(text.prefix(40))' is in the past"
            : "--expires must be a duration such as 90d, 12h, 30m or 2w (at most 100 years), or a date such as 2027-01-31 "
                + "or 2027-01-31T12:00:00Z, found '\(text.prefix(40))'"
    }
}
