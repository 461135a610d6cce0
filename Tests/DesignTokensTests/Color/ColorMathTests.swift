import Testing
@testable import DesignTokens

@Suite("ColorMath: the elementary functions written without libm")
struct ColorMathTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let actual: @Sendable () -> Double
        let expected: Double
        var testDescription: String { name }
    }

    // Expected values: IEEE double results of the C library (Python's math module).
    @Test(arguments: [
        Case(name: "exp(1)", actual: { ColorMath.exp(1) }, expected: 2.718281828459045),
        Case(name: "exp(-2.5)", actual: { ColorMath.exp(-2.5) }, expected: 0.0820849986238988),
        Case(name: "exp(20)", actual: { ColorMath.exp(20) }, expected: 485165195.4097903),
        Case(name: "exp(0)", actual: { ColorMath.exp(0) }, expected: 1),
        Case(name: "log(10)", actual: { ColorMath.log(10) }, expected: 2.302585092994046),
        Case(name: "log(0.001)", actual: { ColorMath.log(0.001) }, expected: -6.907755278982137),
        Case(name: "log(1)", actual: { ColorMath.log(1) }, expected: 0),
        Case(name: "pow(0.5, 2.4)", actual: { ColorMath.pow(0.5, 2.4) }, expected: 0.18946457081379978),
        Case(name: "pow(2, 0.5)", actual: { ColorMath.pow(2, 0.5) }, expected: 1.4142135623730951),
        Case(name: "pow(0.2, 1/2.4)", actual: { ColorMath.pow(0.2, 1 / 2.4) }, expected: 0.5114020895561203),
        Case(name: "pow(0, 2.4)", actual: { ColorMath.pow(0, 2.4) }, expected: 0),
        Case(name: "signedPow(-0.5, 1.8)", actual: { ColorMath.signedPow(-0.5, 1.8) }, expected: -0.2871745887492587),
        Case(name: "cbrt(27)", actual: { ColorMath.cbrt(27) }, expected: 3),
        Case(name: "cbrt(-8)", actual: { ColorMath.cbrt(-8) }, expected: -2),
        Case(name: "cbrt(0.001)", actual: { ColorMath.cbrt(0.001) }, expected: 0.1),
        Case(name: "sin 30°", actual: { ColorMath.sinCos(degrees: 30).sin }, expected: 0.5),
        Case(name: "cos 30°", actual: { ColorMath.sinCos(degrees: 30).cos }, expected: 0.8660254037844387),
        Case(name: "sin 200°", actual: { ColorMath.sinCos(degrees: 200).sin }, expected: -0.34202014332566866),
        Case(name: "cos 200°", actual: { ColorMath.sinCos(degrees: 200).cos }, expected: -0.9396926207859084),
        Case(name: "sin -90°", actual: { ColorMath.sinCos(degrees: -90).sin }, expected: -1),
        Case(name: "cos 405°", actual: { ColorMath.sinCos(degrees: 405).cos }, expected: 0.7071067811865476),
        Case(name: "sin 327.11°", actual: { ColorMath.sinCos(degrees: 327.11).sin }, expected: -0.543027900367382),
        Case(name: "atan2(1, 1)", actual: { ColorMath.atan2Degrees(1, 1) }, expected: 45),
        Case(name: "atan2(1, -1)", actual: { ColorMath.atan2Degrees(1, -1) }, expected: 135),
        Case(name: "atan2(-1, -1)", actual: { ColorMath.atan2Degrees(-1, -1) }, expected: -135),
        Case(name: "atan2(0, -1)", actual: { ColorMath.atan2Degrees(0, -1) }, expected: 180),
        Case(name: "atan2(-2, 0)", actual: { ColorMath.atan2Degrees(-2, 0) }, expected: -90),
        Case(name: "atan2(0.1258, 0.2249)", actual: { ColorMath.atan2Degrees(0.1258, 0.2249) }, expected: 29.220891183452586),
        Case(name: "atan2(0, 0)", actual: { ColorMath.atan2Degrees(0, 0) }, expected: 0),
    ])
    func knownValues(_ testCase: Case) {
        let actual = testCase.actual()
        let tolerance = 4e-15 * max(1, testCase.expected.magnitude)
        #expect(ColorTesting.isClose(actual, testCase.expected, tolerance: tolerance), "\(testCase.name) = \(actual)")
    }

    @Test func inversesHoldAcrossTheirRange() {
        for step in 1...400 {
            let x = Double(step) * 0.0137
            #expect(ColorTesting.isClose(ColorMath.exp(ColorMath.log(x)), x, tolerance: 4e-15 * x))
            let root = ColorMath.cbrt(x - 2)
            #expect(ColorTesting.isClose(root * root * root, x - 2, tolerance: 1e-14))
            let degrees = Double(step) * 1.7 - 340
            let (sin, cos) = ColorMath.sinCos(degrees: degrees)
            #expect(ColorTesting.isClose(sin * sin + cos * cos, 1, tolerance: 1e-15))
            var angle = ColorMath.atan2Degrees(sin, cos) - degrees
            angle = angle.truncatingRemainder(dividingBy: 360)
            #expect(ColorTesting.isClose(angle.magnitude < 180 ? angle : 360 - angle.magnitude, 0, tolerance: 1e-12))
        }
    }

    @Test func edgeCases() {
        #expect(ColorMath.exp(-800) == 0)
        #expect(ColorMath.exp(800) == .infinity)
        #expect(ColorMath.exp(-.infinity) == 0)
        #expect(ColorMath.log(0) == -.infinity)
        #expect(ColorMath.log(-1).isNaN)
        #expect(ColorMath.cbrt(0) == 0)
        #expect(ColorMath.atan2Degrees(.nan, 1).isNaN)
        #expect(ColorMath.exp(-708) > 0)
    }
}
