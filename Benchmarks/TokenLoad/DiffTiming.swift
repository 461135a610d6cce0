// Times TokenDiff.compare on two generated releases, in process: both are loaded first (not
// timed), then the diff is computed ROUNDS times; printed are the median and the fastest time
// and what the diff found.

import DesignTokens
import FoundationEssentials

/// Loads the systems in `old` and `new` (made by `generate`, the second with `--next`) and prints
/// `tokens T permutations P median_ms M min_ms N bump B summary …`.
func timeDiff(old: String, new: String, rounds: Int) throws {
    func load(_ folder: String) throws -> TokenSystem {
        let (system, diagnostics) = TokenSystem.load(resolver: folder + "/bench.resolver.json", source: Files(), strictness: .strict)
        guard let system else { throw BenchmarkError(diagnostics.prefix(5).map(\.description).joined(separator: "\n")) }
        return system
    }
    let before = try load(old), after = try load(new)
    let options = TokenDiff.Options(contrastReference: TokenPath(["color", "hue0", "c1"]))
    var times: [Double] = []
    var diff = TokenDiff.compare(before.orderedPermutations, after.orderedPermutations, options: options)
    for _ in 0..<rounds {
        let start = ContinuousClock.now
        diff = TokenDiff.compare(before.orderedPermutations, after.orderedPermutations, options: options)
        let elapsed = ContinuousClock.now - start
        times.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
    }
    times.sort()
    let summary = diff.summary
    print("tokens \(after.permutations.values.first?.tokens.count ?? 0) permutations \(after.permutations.count)"
        + " median_ms \(times[times.count / 2]) min_ms \(times[0]) bump \(summary.bump.rawValue)"
        + " added \(summary.added) removed \(summary.removed) renamed \(summary.renamed) valueChanged \(summary.valueChanged)"
        + " typeChanged \(summary.typeChanged) deprecated \(summary.deprecated)")
}
