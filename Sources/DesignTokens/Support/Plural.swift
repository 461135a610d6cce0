/// A number said with its noun, singular for one and plural otherwise, in every message and page.
public enum Plural {
    /// `1 token`, `2 tokens`, `3 properties` (with `plural: "properties"`), `0 pages`: the number
    /// (grouped by thousands, `1,200`, when `grouped`), then `noun` for one, else `plural` (by
    /// default `noun` + "s").
    public static func counted(_ number: Int, _ noun: String, plural: String? = nil, grouped: Bool = false) -> String {
        (grouped ? TokenLimits.grouped(number) : String(number)) + " " + (number == 1 ? noun : plural ?? noun + "s")
    }
}
