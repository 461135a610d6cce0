import Testing
@testable import DesignTokens

@Suite("JSON values: accessors and literals")
struct JSONValueTests {
    static let sample: JSON = ["name": "brand", "size": 16, "ratio": 1.5, "on": true, "none": nil, "list": [1, "two"], "group": ["a": 1]]

    @Test func readsEachKindThroughItsAccessor() {
        #expect(Self.sample["name"]?.stringValue == "brand")
        #expect(Self.sample["size"]?.doubleValue == 16)
        #expect(Self.sample["ratio"]?.doubleValue == 1.5)
        #expect(Self.sample["on"]?.boolValue == true)
        #expect(Self.sample["none"]?.isNull == true)
        #expect(Self.sample["list"]?.arrayValue == [1, "two"])
        #expect(Self.sample["group"]?.objectValue?.keys == ["a"])
        #expect(Self.sample.objectValue?.keys == ["name", "size", "ratio", "on", "none", "list", "group"])
    }

    @Test func accessorsReturnNilForOtherKinds() {
        let number: JSON = 3
        #expect(number.stringValue == nil)
        #expect(number.boolValue == nil)
        #expect(number.arrayValue == nil)
        #expect(number.objectValue == nil)
        #expect(number.isNull == false)
        #expect(number["key"] == nil)
        #expect(number[0] == nil)
        #expect(JSON.string("3").doubleValue == nil)
    }

    @Test func subscriptsReturnNilOutOfRangeOrMissing() {
        let list = Self.sample["list"]
        #expect(list?[0] == 1)
        #expect(list?[1] == "two")
        #expect(list?[2] == nil)
        #expect(list?[-1] == nil)
        #expect(Self.sample["missing"] == nil)
        #expect(Self.sample["group"]?["a"] == 1)
    }

    @Test(arguments: [
        (JSON.null, "null"), (JSON.bool(true), "boolean"), (JSON.number(1), "number"),
        (JSON.string(""), "string"), (JSON.array([]), "array"), (JSON.object(JSONObject()), "object"),
    ])
    func namesEachKind(_ value: JSON, _ name: String) {
        #expect(value.kindName == name)
    }

    @Test func literalsBuildTheMatchingCases() {
        let values: [JSON] = [nil, true, 7, 2.5, "s", [1], ["k": 1]]
        #expect(values == [.null, .bool(true), .number(7), .number(2.5), .string("s"), .array([.number(1)]), .object(JSONObject([("k", .number(1))]))])
    }

    @Test func dictionaryLiteralsKeepTheirOrder() {
        let value: JSON = ["z": 1, "a": 2, "m": 3]
        #expect(value.objectValue?.keys == ["z", "a", "m"])
        #expect(value.serialized() == #"{"z":1,"a":2,"m":3}"#)
    }
}
