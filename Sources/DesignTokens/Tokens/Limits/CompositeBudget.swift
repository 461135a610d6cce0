/// How many parts (shadow layers, gradient stops, font-family entries) composite values may have
/// once their aliases are followed: one value at most `compositeParts`, and all of a permutation's
/// values their share of `compositePartsTotal`. A shadow whose layers alias shadows that alias
/// shadows multiplies at each level, so the size is counted before a list is built.
struct CompositeBudget: Sendable {
    let limits: TokenLimits
    /// The parts all composite values of one permutation may have.
    let perPermutation: Int
    let permutations: Int

    init(limits: TokenLimits, permutations: Int) {
        self.limits = limits
        self.permutations = max(permutations, 1)
        perPermutation = max(limits.compositePartsTotal / self.permutations, 1)
    }

    /// The parts of a shadow, gradient or font-family value: the length of its list, or 1.
    static func parts(of json: JSON, type: TokenType) -> Int {
        guard type == .shadow || type == .gradient || type == .fontFamily else { return 0 }
        return json.arrayValue?.count ?? 1
    }

    /// The parts of a shadow or gradient list once each element that is a list (an alias to a
    /// whole shadow or gradient) is spliced in its place.
    static func splicedParts(of json: JSON) -> Int {
        guard let array = json.arrayValue else { return 1 }
        return array.reduce(0) { $0 + ($1.arrayValue?.count ?? 1) }
    }

    /// The refusal of a value of `parts` parts.
    func valueTooLarge(_ parts: Int, token: TokenPath, origin: TokenOrigin, location: [String]) -> Diagnostic {
        origin.diagnostic(.limitExceeded, limits.message(.compositeParts,
            "with its aliases followed, {\(token)} has \(TokenLimits.grouped(parts)) parts"), below: location)
    }

    /// The refusal when a permutation's composite values would pass their share of the total.
    func permutationTooLarge(_ parts: Int, token: TokenPath, origin: TokenOrigin, location: [String]) -> Diagnostic {
        let share = permutations == 1 ? ""
            : " (the \(permutations) permutations share the limit, \(TokenLimits.grouped(perPermutation)) parts each)"
        return origin.diagnostic(.limitExceeded, limits.message(.compositePartsTotal,
            "with {\(token)}, the composite values of this permutation have \(TokenLimits.grouped(parts)) parts\(share)"),
            below: location)
    }
}
