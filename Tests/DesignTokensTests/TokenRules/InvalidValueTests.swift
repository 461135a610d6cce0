import Testing
@testable import DesignTokens

@Suite("Invalid documents, strict: the value rules of each type")
struct InvalidValueTests {
    static let red = ##"{"colorSpace": "srgb", "components": [1, 0, 0]}"##
    static let onePx = ##"{"value": 1, "unit": "px"}"##

    static func value(_ name: String, _ type: String, _ json: String, _ rule: Diagnostic.Rule, _ below: String, _ message: String) -> RefusedCase {
        RefusedCase(name: name, document: Rules.single(type, json), rule: rule, path: "/t/$value" + below, message: message)
    }

    static let colors: [RefusedCase] = [
        value("colour as a number", "color", "5", .invalidTokenValue, "", "a colour must be an object with colorSpace and components, found number"),
        value("colour as a string no dialect reads", "color", ##""reddish""##, .invalidTokenValue, "", "found the string 'reddish'"),
        value("colour without components", "color", ##"{"colorSpace": "srgb"}"##, .invalidTokenValue, "", "A colour needs 'components'"),
        value("colour without colorSpace", "color", ##"{"components": [1, 0, 0]}"##, .invalidTokenValue, "", "A colour needs 'colorSpace'"),
        value("unknown colour space", "color", ##"{"colorSpace": "rgb", "components": [1, 0, 0]}"##, .invalidTokenValue, "/colorSpace",
              "'rgb' is not a colour space of DTCG 2025.10 (did you mean 'srgb'?)"),
        value("colour space in the wrong case", "color", ##"{"colorSpace": "SRGB", "components": [1, 0, 0]}"##, .invalidTokenValue, "/colorSpace",
              "'SRGB' is not a colour space"),
        value("two components", "color", ##"{"colorSpace": "srgb", "components": [1, 0]}"##, .invalidTokenValue, "/components",
              "components must be a list of three numbers"),
        value("four components", "color", ##"{"colorSpace": "srgb", "components": [1, 0, 0, 1]}"##, .invalidTokenValue, "/components",
              "components must be a list of three numbers"),
        value("a numeric string component", "color", ##"{"colorSpace": "srgb", "components": ["0.5", 0, 0]}"##, .invalidTokenValue, "/components/0",
              "a colour component must be a number, found string"),
        value("red above 1", "color", ##"{"colorSpace": "srgb", "components": [1.5, 0, 0]}"##, .valueOutOfRange, "/components/0",
              "red of a srgb colour must be in [0, 1], found 1.5"),
        value("blue below 0 in display-p3", "color", ##"{"colorSpace": "display-p3", "components": [0, 0, -0.1]}"##, .valueOutOfRange, "/components/2",
              "blue of a display-p3 colour must be in [0, 1], found -0.1"),
        value("hue 360", "color", ##"{"colorSpace": "hsl", "components": [360, 50, 50]}"##, .valueOutOfRange, "/components/0",
              "hue of a hsl colour must be in [0, 360), found 360"),
        value("negative hue", "color", ##"{"colorSpace": "oklch", "components": [0.5, 0.1, -10]}"##, .valueOutOfRange, "/components/2",
              "hue of a oklch colour must be in [0, 360)"),
        value("saturation above 100", "color", ##"{"colorSpace": "hsl", "components": [10, 101, 50]}"##, .valueOutOfRange, "/components/1",
              "saturation of a hsl colour must be in [0, 100]"),
        value("oklab lightness above 1", "color", ##"{"colorSpace": "oklab", "components": [50, 0, 0]}"##, .valueOutOfRange, "/components/0",
              "lightness of a oklab colour must be in [0, 1]"),
        value("negative lch chroma", "color", ##"{"colorSpace": "lch", "components": [50, -1, 0]}"##, .valueOutOfRange, "/components/1",
              "chroma of a lch colour must be in [0, "),
        value("alpha 1.5", "color", ##"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 1.5}"##, .valueOutOfRange, "/alpha",
              "alpha must be from 0 to 1, found 1.5"),
        value("alpha none", "color", ##"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": "none"}"##, .invalidTokenValue, "/alpha",
              "alpha must be a number, found string"),
        value("8-digit hex", "color", ##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff0000ff"}"##, .invalidTokenValue, "/hex",
              "hex must be six hexadecimal digits"),
        value("3-digit hex", "color", ##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#f00"}"##, .invalidTokenValue, "/hex",
              "hex must be six hexadecimal digits"),
        value("an extra colour member", "color", ##"{"colorSpace": "srgb", "components": [1, 0, 0], "opacity": 1}"##, .unknownProperty, "/opacity",
              "A colour has no member 'opacity'"),
    ]

    static let simple: [RefusedCase] = [
        value("dimension as a number", "dimension", "16", .unitlessDimension, "", "a dimension is an object like {\"value\": 16, \"unit\": \"px\"}"),
        value("dimension in em", "dimension", ##"{"value": 1, "unit": "em"}"##, .unknownUnit, "/unit", "'em' is not a unit of a dimension"),
        value("dimension without unit", "dimension", ##"{"value": 0}"##, .invalidTokenValue, "", "A dimension needs 'unit'"),
        value("dimension without value", "dimension", ##"{"unit": "px"}"##, .invalidTokenValue, "", "A dimension needs 'value'"),
        value("dimension value as a string", "dimension", ##"{"value": "16", "unit": "px"}"##, .invalidTokenValue, "/value",
              "the value must be a number, found string"),
        value("dimension unit as a number", "dimension", ##"{"value": 16, "unit": 1}"##, .invalidTokenValue, "/unit", "the unit must be a string"),
        value("duration in sec", "duration", ##"{"value": 1, "unit": "sec"}"##, .unknownUnit, "/unit", "'sec' is not a unit of a duration"),
        value("duration without unit", "duration", ##"{"value": 100}"##, .invalidTokenValue, "", "A duration needs 'unit'"),
        value("fontFamily empty list", "fontFamily", "[]", .invalidTokenValue, "", "a font family must be a name or a non-empty list"),
        value("fontFamily a number in the list", "fontFamily", ##"["Inter", 5]"##, .invalidTokenValue, "/1", "each font name must be a string, found number"),
        value("fontFamily empty name", "fontFamily", ##""  ""##, .invalidTokenValue, "", "a font name must not be empty"),
        value("fontWeight 0", "fontWeight", "0", .valueOutOfRange, "", "a font weight must be from 1 to 1000, found 0"),
        value("fontWeight 1001", "fontWeight", "1001", .valueOutOfRange, "", "a font weight must be from 1 to 1000, found 1001"),
        value("fontWeight heavyish", "fontWeight", ##""heavyish""##, .invalidTokenValue, "", "'heavyish' is not a font weight keyword"),
        value("fontWeight near miss", "fontWeight", ##""semi-bolt""##, .invalidTokenValue, "", "(did you mean 'semi-bold'?)"),
        value("fontWeight true", "fontWeight", "true", .invalidTokenValue, "", "found boolean"),
        value("cubicBezier of 3 numbers", "cubicBezier", "[0.5, 0, 1]", .invalidTokenValue, "", "a cubic Bézier curve must be a list of four numbers"),
        value("cubicBezier x 1.5", "cubicBezier", "[0, 0, 1.5, 1]", .valueOutOfRange, "/2", "x coordinates of a cubic Bézier curve must be from 0 to 1, found 1.5"),
        value("cubicBezier x negative", "cubicBezier", "[-0.1, 0, 1, 1]", .valueOutOfRange, "/0", "found -0.1"),
        value("cubicBezier with a string", "cubicBezier", ##"[0, "a", 1, 1]"##, .invalidTokenValue, "/1", "each point must be a number, found string"),
        value("number as an object", "number", ##"{"value": 1}"##, .invalidTokenValue, "", "must be a number, found object"),
        value("number as a word", "number", ##""one""##, .invalidTokenValue, "", "must be a number, found string"),
    ]

    static let composites: [RefusedCase] = [
        value("strokeStyle wavy", "strokeStyle", ##""wavy""##, .invalidTokenValue, "", "'wavy' is not a stroke style"),
        value("strokeStyle bad lineCap", "strokeStyle", ##"{"dashArray": [\##(onePx)], "lineCap": "pointy"}"##, .invalidTokenValue, "/lineCap",
              ##"lineCap must be "round", "butt" or "square""##),
        value("strokeStyle empty dashArray", "strokeStyle", ##"{"dashArray": [], "lineCap": "round"}"##, .invalidTokenValue, "/dashArray",
              "dashArray must be a non-empty list of dimensions"),
        value("strokeStyle missing lineCap", "strokeStyle", ##"{"dashArray": [\##(onePx)]}"##, .invalidTokenValue, "", "A stroke style needs 'lineCap'"),
        value("strokeStyle dash in em", "strokeStyle", ##"{"dashArray": [{"value": 1, "unit": "em"}], "lineCap": "round"}"##, .unknownUnit,
              "/dashArray/0/unit", "'em' is not a unit of a dimension"),
        value("border missing width", "border", ##"{"color": \##(red), "style": "solid"}"##, .invalidTokenValue, "", "A border needs 'width'"),
        value("border with a bad colour", "border", ##"{"color": {"colorSpace": "srgb", "components": [2, 0, 0]}, "width": \##(onePx), "style": "solid"}"##,
              .valueOutOfRange, "/color/components/0", "red of a srgb colour must be in [0, 1]"),
        value("border extra member", "border", ##"{"color": \##(red), "width": \##(onePx), "style": "solid", "radius": \##(onePx)}"##,
              .unknownProperty, "/radius", "A border has no member 'radius'"),
        value("border as a string", "border", ##""1px wavy red""##, .invalidTokenValue, "", "A border must be an object with color, width, style, found string"),
        value("transition missing duration", "transition", ##"{"delay": {"value": 0, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}"##,
              .invalidTokenValue, "", "A transition needs 'duration'"),
        value("transition timingFunction x out of range", "transition", ##"{"duration": {"value": 1, "unit": "s"}, "delay": {"value": 0, "unit": "s"}, "timingFunction": [2, 0, 1, 1]}"##,
              .valueOutOfRange, "/timingFunction/0", "must be from 0 to 1, found 2"),
        value("shadow missing colour", "shadow", ##"{"offsetX": \##(onePx), "offsetY": \##(onePx), "blur": \##(onePx), "spread": \##(onePx)}"##,
              .invalidTokenValue, "", "A shadow needs 'color'"),
        value("shadow missing offsetY in a list", "shadow", ##"[{"color": \##(red), "offsetX": \##(onePx), "blur": \##(onePx), "spread": \##(onePx)}]"##,
              .invalidTokenValue, "/0", "A shadow needs 'offsetY'"),
        value("shadow inset not a boolean", "shadow", ##"{"color": \##(red), "offsetX": \##(onePx), "offsetY": \##(onePx), "blur": \##(onePx), "spread": \##(onePx), "inset": "yes"}"##,
              .invalidTokenValue, "/inset", "inset must be true or false, found string"),
        value("shadow empty list", "shadow", "[]", .invalidTokenValue, "", "a list of shadows must not be empty"),
        value("shadow extra member", "shadow", ##"{"color": \##(red), "offsetX": \##(onePx), "offsetY": \##(onePx), "blur": \##(onePx), "spread": \##(onePx), "opacity": 0.5}"##,
              .unknownProperty, "/opacity", "A shadow has no member 'opacity'"),
        value("gradient empty", "gradient", "[]", .invalidTokenValue, "", "a gradient must be a non-empty list of stops"),
        value("gradient as an object", "gradient", ##"{"color": \##(red), "position": 0}"##, .invalidTokenValue, "", "a gradient must be a non-empty list"),
        value("gradient stop without position", "gradient", ##"[{"color": \##(red)}]"##, .invalidTokenValue, "/0", "A gradient stop needs 'position'"),
        value("gradient stop extra member", "gradient", ##"[{"color": \##(red), "position": 0, "angle": 90}]"##, .unknownProperty, "/0/angle",
              "A gradient stop has no member 'angle'"),
        value("typography missing fontSize", "typography", ##"{"fontFamily": "Inter", "fontWeight": 400, "letterSpacing": \##(onePx), "lineHeight": 1}"##,
              .invalidTokenValue, "", "A typography value needs 'fontSize'"),
        value("typography extra color", "typography", ##"{"fontFamily": "Inter", "fontSize": \##(onePx), "fontWeight": 400, "letterSpacing": \##(onePx), "lineHeight": 1, "color": \##(red)}"##,
              .unknownProperty, "/color", "A typography value has no member 'color'"),
        value("typography lineHeight as a dimension", "typography", ##"{"fontFamily": "Inter", "fontSize": \##(onePx), "fontWeight": 400, "letterSpacing": \##(onePx), "lineHeight": \##(onePx)}"##,
              .dimensionLineHeight, "/lineHeight", "lineHeight is a number (a multiple of the font size) in DTCG 2025.10, not a dimension"),
        value("typography bad weight", "typography", ##"{"fontFamily": "Inter", "fontSize": \##(onePx), "fontWeight": 0, "letterSpacing": \##(onePx), "lineHeight": 1}"##,
              .valueOutOfRange, "/fontWeight", "a font weight must be from 1 to 1000"),
    ]

    @Test("colour values", arguments: colors)
    func color(_ testCase: RefusedCase) { Rules.expectRefused(Rules.build(testCase.document), testCase) }

    @Test("dimension, duration, fontFamily, fontWeight, cubicBezier and number values", arguments: simple)
    func simpleValue(_ testCase: RefusedCase) { Rules.expectRefused(Rules.build(testCase.document), testCase) }

    @Test("composite values", arguments: composites)
    func composite(_ testCase: RefusedCase) { Rules.expectRefused(Rules.build(testCase.document), testCase) }

    @Test("every bad component of one colour is reported")
    func allComponents() {
        let built = Rules.build(Rules.single("color", ##"{"colorSpace": "srgb", "components": [2, -1, 3], "alpha": 7}"##))
        #expect(built.set == nil)
        #expect(built.errors.map(\.path.description) == ["/t/$value/components/0", "/t/$value/components/1", "/t/$value/components/2", "/t/$value/alpha"],
                built.report)
    }
}
