import Testing
@testable import DesignTokens

@Suite("JSONObject: ordered members, lookup, lines, equality")
struct JSONObjectTests {
    @Test func laterDuplicatesReplaceTheValueButKeepTheFirstPosition() {
        let object = JSONObject([("a", 1), ("b", 2), ("a", 3)])
        #expect(object.keys == ["a", "b"])
        #expect(object["a"] == 3)
        #expect(object.count == 2)
    }

    @Test(arguments: [3, 8, 9, 40])
    func setValueReplacesInPlaceOrAppends(_ count: Int) {
        var object = JSONObject((0..<count).map { ("k\($0)", JSON.number(Double($0))) })
        object.setValue("first", forKey: "k0")
        object.setValue("new", forKey: "added")
        #expect(object.keys == (0..<count).map { "k\($0)" } + ["added"])
        #expect(object["k0"] == "first")
        #expect(object["added"] == "new")
        #expect(object.index(forKey: "added") == count)
        #expect(object[count].key == "added")
    }

    @Test(arguments: [3, 9, 10, 40])
    func removeValueKeepsLookupCorrect(_ count: Int) {
        var object = JSONObject((0..<count).map { ("k\($0)", JSON.number(Double($0))) })
        #expect(object.removeValue(forKey: "k1") == 1)
        #expect(object.removeValue(forKey: "k1") == nil)
        #expect(object.count == count - 1)
        #expect(object["k1"] == nil)
        for index in [0] + Array(2..<count) {
            #expect(object["k\(index)"] == .number(Double(index)))
        }
        #expect(object.index(forKey: "k2") == 1)
    }

    @Test func equalityAndHashingIgnoreSourceLines() throws {
        let parsed = try JSONParser.parse("{\n\n\"a\": 1,\n\"b\": [true]\n}")
        let literal: JSON = ["a": 1, "b": [true]]
        #expect(parsed == literal)
        #expect(parsed.hashValue == literal.hashValue)
        #expect(parsed.objectValue?.line(of: "a") == 3)
        #expect(literal.objectValue?.line(of: "a") == nil)
        #expect(Set([parsed, literal]).count == 1)
    }

    @Test func equalityFollowsMemberOrder() {
        let ab: JSONObject = ["a": 1, "b": 2]
        let ba: JSONObject = ["b": 2, "a": 1]
        #expect(ab != ba)
        #expect(ab == JSONObject([("a", 1), ("b", 2)]))
        #expect(ab != ["a": 1, "b": 3])
    }

    @Test func linesFollowMembersThroughEdits() throws {
        var object = try #require(JSONParser.parse("{\"a\": 1,\n\"b\": 2,\n\"c\": 3}").objectValue)
        object.removeValue(forKey: "b")
        object.setValue(9, forKey: "a")
        object.setValue(4, forKey: "d")
        #expect(object.line(of: "a") == 1)
        #expect(object.line(of: "c") == 3)
        #expect(object.line(of: "d") == nil)
        #expect(object.line(of: "b") == nil)
    }

    @Test func isARandomAccessCollectionOfMembers() {
        let object: JSONObject = ["x": "1", "y": nil]
        #expect(object.map(\.key) == ["x", "y"])
        #expect(object.map(\.value) == ["1", nil])
        #expect(object.indices == 0..<2)
        #expect(JSONObject().isEmpty)
    }
}
