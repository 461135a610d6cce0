/// Reads the members of one JSON object, collecting a ``Diagnostic`` for each problem.
///
/// Each `read` marks a member as known; ``finish()`` then reports every member nobody read,
/// suggesting the closest known name, since an unknown member is most often a typo.
public struct ObjectReader {
    private let object: JSONObject
    private let file: String
    private let path: JSONPointer
    private var known: [String] = []
    /// Where the names asked for are recorded, when someone is counting (see ``MemberCensus``).
    private let census: MemberCensus?
    /// The problems found so far.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Starts reading `value`, which must be an object; otherwise reports a wrong type.
    /// A `census` records every member name asked for, here and in the readers of nested objects.
    public init(_ value: JSON, file: String, path: JSONPointer = .root, line: Int? = nil, census: MemberCensus? = nil) {
        self.file = file
        self.path = path
        self.census = census
        if let object = value.objectValue {
            self.object = object
        } else {
            self.object = JSONObject()
            diagnostics.append(Diagnostic(.wrongType, file: file, path: path, line: line,
                                          "must be an object, found \(value.kindName)"))
        }
    }

    /// The raw value of `key`, marking it known; nil when absent.
    public mutating func value(_ key: String) -> JSON? {
        known.append(key)
        census?.record(key, in: path)
        return object[key]
    }

    /// The member names in file order.
    public var keys: [String] { object.keys }

    /// The pointer to member `key`.
    public func pointer(_ key: String) -> JSONPointer { path.appending(key) }

    /// The line where member `key` was written, if known.
    public func line(_ key: String) -> Int? { object.line(of: key) }

    /// Records a problem with member `key`.
    public mutating func report(_ rule: Diagnostic.Rule, at key: String, _ message: String,
                                severity: Diagnostic.Severity = .error) {
        diagnostics.append(Diagnostic(rule, severity: severity, file: file, path: pointer(key), line: line(key), message))
    }

    /// A string member; reports a wrong type.
    public mutating func string(_ key: String) -> String? {
        guard let value = value(key) else { return nil }
        guard let text = value.stringValue else {
            report(.wrongType, at: key, "must be a string, found \(value.kindName)")
            return nil
        }
        return text
    }

    /// A `true` or `false` member; reports a wrong type.
    public mutating func boolean(_ key: String) -> Bool? {
        guard let value = value(key) else { return nil }
        guard case .bool(let flag) = value else {
            report(.wrongType, at: key, "must be true or false, found \(value.kindName)")
            return nil
        }
        return flag
    }

    /// A whole-number member within `range`; reports a wrong type or a value out of range.
    public mutating func integer(_ key: String, in range: ClosedRange<Int>) -> Int? {
        guard let value = value(key) else { return nil }
        guard let number = value.doubleValue, number.rounded() == number, number.magnitude < 1e15 else {
            report(.wrongType, at: key, "must be a whole number, found \(value.kindName == "number" ? value.description : value.kindName)")
            return nil
        }
        guard range.contains(Int(number)) else {
            report(.outOfRange, at: key, "must be from \(range.lowerBound) to \(range.upperBound), found \(Int(number))")
            return nil
        }
        return Int(number)
    }

    /// An array-of-strings member; reports a wrong type for it or any element.
    public mutating func strings(_ key: String) -> [String]? {
        guard let value = value(key) else { return nil }
        guard let array = value.arrayValue else {
            report(.wrongType, at: key, "must be an array of strings, found \(value.kindName)")
            return nil
        }
        var strings: [String] = []
        for (index, element) in array.enumerated() {
            guard let text = element.stringValue else {
                diagnostics.append(Diagnostic(.wrongType, file: file, path: pointer(key).appending(index), line: line(key),
                                              "must be a string, found \(element.kindName)"))
                continue
            }
            strings.append(text)
        }
        return strings
    }

    /// A nested object member, read by `body` with its own reader whose diagnostics join these.
    public mutating func object<T>(_ key: String, _ body: (inout ObjectReader) -> T) -> T? {
        guard let value = value(key) else { return nil }
        var nested = ObjectReader(value, file: file, path: pointer(key), line: line(key), census: census)
        let result = body(&nested)
        nested.finish()
        diagnostics += nested.diagnostics
        return result
    }

    /// An array-of-objects member, each element read by `body` (with its index) with its own
    /// reader whose diagnostics join these; reports a wrong type for the member.
    public mutating func objects<T>(_ key: String, _ body: (inout ObjectReader, Int) -> T) -> [T]? {
        guard let value = value(key) else { return nil }
        guard let array = value.arrayValue else {
            report(.wrongType, at: key, "must be an array of objects, found \(value.kindName)")
            return nil
        }
        return array.enumerated().map { index, element in
            var nested = ObjectReader(element, file: file, path: pointer(key).appending(index), line: line(key), census: census)
            let result = body(&nested, index)
            nested.finish()
            diagnostics += nested.diagnostics
            return result
        }
    }

    /// Reports every member that no `read` asked for.
    public mutating func finish() {
        for key in object.keys where !known.contains(key) {
            let suggestion = Suggestion.closest(to: key, among: known).map { " (did you mean '\($0)'?)" } ?? ""
            report(.unknownMember, at: key, "unknown member '\(key)'\(suggestion)")
        }
        known = object.keys
    }
}
