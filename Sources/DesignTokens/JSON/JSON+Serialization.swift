extension JSON: CustomStringConvertible {
    /// The compact JSON text of this value.
    public var description: String {
        serialized()
    }
}

extension JSON {
    /// The JSON text of this value: compact, or indented by two spaces when `pretty`; object members
    /// keep their order unless `sortedKeys`. Non-finite numbers, which JSON cannot express, become `null`.
    public func serialized(pretty: Bool = false, sortedKeys: Bool = false) -> String {
        String(decoding: serializedBytes(pretty: pretty, sortedKeys: sortedKeys), as: UTF8.self)
    }

    /// The UTF-8 bytes of `serialized(pretty:sortedKeys:)`.
    public func serializedBytes(pretty: Bool = false, sortedKeys: Bool = false) -> [UInt8] {
        var writer = JSONWriter(pretty: pretty, sortedKeys: sortedKeys)
        writer.write(self, depth: 0)
        return writer.output
    }
}
