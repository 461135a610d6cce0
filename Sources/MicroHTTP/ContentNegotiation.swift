/// Reading `Accept` (RFC 9110 §12.5.1): which of the media types a responder can send the client
/// prefers, by quality value (`q=`) and, between ranges that match one type, the most specific.
public enum ContentNegotiation {
    /// The one of `offered` (essences such as `text/html`, in the server's order of preference)
    /// that the `Accept` field values rate highest; a tie goes to the earlier offer. No field
    /// accepts anything (the first offer); nil when the client accepts none of them (every
    /// match has `q=0`, or none matches).
    public static func preferred(_ accept: [String], among offered: [String]) -> String? {
        guard !accept.isEmpty else { return offered.first }
        let ranges = accept.flatMap { $0.split(separator: ",") }.compactMap(MediaRange.init)
        var best: (type: String, quality: Double)?
        for type in offered {
            let quality = quality(of: type.lowercased(), in: ranges)
            if quality > 0, quality > (best?.quality ?? 0) { best = (type, quality) }
        }
        return best?.type
    }

    /// The quality `ranges` give `type`: that of the most specific range matching it, 0 when none does.
    static func quality(of type: String, in ranges: [MediaRange]) -> Double {
        var chosen: (specificity: Int, quality: Double)?
        for range in ranges {
            guard let specificity = range.specificity(matching: type) else { continue }
            if chosen == nil || specificity > chosen!.specificity { chosen = (specificity, range.quality) }
        }
        return chosen?.quality ?? 0
    }

    /// One media range of an `Accept` field: `type/subtype`, `type/*` or `*/*`, with its quality.
    struct MediaRange {
        /// `type/subtype`, lower-cased.
        let essence: String
        /// The `q` parameter, 1 when absent; 0 means "not acceptable".
        let quality: Double

        /// Reads one comma-separated element; nil when it is no media range.
        init?(_ element: Substring) {
            let parts = element.split(separator: ";", omittingEmptySubsequences: false)
            let essence = (parts.first ?? "").trimmingCharacters(in: " \t").lowercased()
            guard essence.split(separator: "/", omittingEmptySubsequences: false).count == 2 else { return nil }
            var quality = 1.0
            for parameter in parts.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1)
                guard pair.count == 2, pair[0].trimmingCharacters(in: " \t").lowercased() == "q" else { continue }
                guard let value = Double(pair[1].trimmingCharacters(in: " \t")), value >= 0, value <= 1 else { return nil }
                quality = value
            }
            self.essence = essence
            self.quality = quality
        }

        /// 2 for `type/subtype` equal to `type`, 1 for `type/*` covering it, 0 for `*/*`; nil when it does not match.
        func specificity(matching type: String) -> Int? {
            if essence == type { return 2 }
            if essence == "*/*" { return 0 }
            if essence.hasSuffix("/*"), type.hasPrefix(essence.dropLast()) { return 1 }
            return nil
        }
    }
}
