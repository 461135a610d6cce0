import Glibc
import Testing

/// Which tests a run takes: `SWATCHBOOK_TESTS=unit` (what `make test-fast` sets) leaves out the
/// integration tests, anything else runs them all.
public enum TestScope {
    /// True when the environment asks for the unit tests alone.
    public static let unitOnly: Bool = getenv("SWATCHBOOK_TESTS").map { String(cString: $0) == "unit" } ?? false
}

extension SuiteTrait where Self == ConditionTrait {
    /// Marks a suite that loads and renders the bundled Config, starts `swatchbook` or
    /// another process, or serves whole sites: `make test-fast` skips it (reported as skipped,
    /// never hidden) and `make test` runs it. Swift Testing 6.3 cannot filter tags from the
    /// command line (`--skip tag:…` came later), hence a condition read from the environment.
    public static var integration: Self {
        .enabled(if: !TestScope.unitOnly, "an integration test: make test-fast (SWATCHBOOK_TESTS=unit) leaves it out")
    }
}
