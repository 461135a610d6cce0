/// A property of a parser that one input broke: what should have held, and what happened instead.
struct FuzzFailure: Error, CustomStringConvertible {
    /// The broken property and the values that show it.
    let description: String

    /// A failure described by `description`.
    init(_ description: String) { self.description = description }

    /// Throws a failure described by `message` unless `condition` holds.
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) throws(FuzzFailure) {
        if !condition { throw FuzzFailure(message()) }
    }
}
