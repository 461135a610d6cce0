import Testing
import TestSupport
@testable import DesignTokens

@Suite("JSONParser limits: nesting depth and large documents")
struct JSONParserLimitsTests {
    @Test func acceptsNestingUpToTheMaximumDepth() throws {
        let depth = JSONParser.maximumDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let value = try JSONParser.parse(text)
        #expect(value.serialized() == text)
        var innermost = value
        for _ in 1..<depth {
            innermost = try #require(innermost[0])
        }
        #expect(innermost == .array([]))
    }

    @Test func rejectsArraysNestedOneLevelTooDeep() {
        let depth = JSONParser.maximumDepth + 1
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let error = #expect(throws: JSONSyntaxError.self) {
            try JSONParser.parse(text)
        }
        #expect(error?.column == depth)
        #expect(error?.message == "arrays and objects are nested more than 512 levels deep")
    }

    @Test func rejectsObjectsNestedTooDeep() {
        let text = String(repeating: #"{"a":"#, count: 600) + "1" + String(repeating: "}", count: 600)
        let error = #expect(throws: JSONSyntaxError.self) {
            try JSONParser.parse(text)
        }
        #expect(error?.column == 512 * 5 + 1)
        #expect(error?.message.contains("nested more than 512 levels") == true)
    }

    @Test func rejectsAHundredThousandOpenBracketsWithoutOverflowingTheStack() {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        let error = #expect(throws: JSONSyntaxError.self) {
            try JSONParser.parse(bytes)
        }
        #expect(error?.line == 1)
        #expect(error?.column == 513)
    }

    @Test func looksUpMembersOfAHundredThousandMemberObjectQuickly() throws {
        let count = 100_000
        var text = "{\n"
        for index in 0..<count {
            text += "\"token.\(index)\": \(index)\(index == count - 1 ? "" : ",")\n"
        }
        text += "}"
        var object = JSONObject()
        var sum = 0.0
        let time = try ThreadCPUTime.of {
            object = try #require(JSONParser.parse(text).objectValue)
            for index in 0..<count {
                sum += object["token.\(index)"]?.doubleValue ?? -1
            }
        }
        #expect(object.count == count)
        #expect(sum == Double(count * (count - 1) / 2))
        #expect(object.line(of: "token.99999") == count + 1)
        #expect(object.keys.first == "token.0")
        #expect(object.keys.last == "token.99999")
        #expect(object["token.100000"] == nil)
        #expect(time < .seconds(10), "parsing and looking up took \(time) of processor time")
    }

    @Test func parsesLongStringsAndArrays() throws {
        let long = String(repeating: "swatch ", count: 50_000)
        let elements = Array(repeating: "\"\(long)\"", count: 4).joined(separator: ",")
        let value = try JSONParser.parse("[\(elements)]")
        #expect(value.arrayValue?.count == 4)
        #expect(value[3] == .string(long))
    }
}
