import Testing
@testable import DesignTokens

@Suite("CompactNumber: short decimal text for CSS")
struct CompactNumberTests {
    @Test(arguments: [
        (0.1, "0.1"), (1.0, "1"), (0.123456789, "0.123457"), (-0.5, "-0.5"), (0, "0"), (-0.0, "0"),
        (-0.0000001, "0"), (0.0000004, "0"), (0.0000006, "0.000001"), (100, "100"), (-60.5, "-60.5"),
        (1234.5678919, "1234.567892"), (0.999_999_6, "1"), (12.000_000_4, "12"), (0.05, "0.05"),
        (1e12, "1000000000000"), (-2.5e10, "-25000000000"), (.nan, "0"), (.infinity, "0"),
    ] as [(Double, String)])
    func format(_ value: Double, _ text: String) {
        #expect(CompactNumber.format(value) == text)
    }

    @Test(arguments: [
        (0, "0"), (359.9999999, "0"), (360, "0"), (-30, "330"), (725, "5"), (328.363, "328.363"),
        (-0.0000001, "0"), (359.999_999, "359.999999"), (.nan, "0"),
    ] as [(Double, String)])
    func formatHue(_ degrees: Double, _ text: String) {
        #expect(CompactNumber.formatHue(degrees) == text)
    }
}
