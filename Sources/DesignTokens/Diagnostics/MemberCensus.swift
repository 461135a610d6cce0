/// The member names a reading of a document asked for, each with the JSON pointer of the object
/// it belongs to: what a format's reader knows, found by reading rather than listed twice.
///
/// Give one to the ``ObjectReader`` at a document's root; every reader of a nested object
/// or array element made from it records into the same census. Used by tests that check a
/// format's documentation names every member its reader knows.
public final class MemberCensus {
    /// Every member asked for, as `(object, name)`: `object` is the JSON pointer of the object
    /// (array indexes written as they were read), `name` the member's name; in the order asked.
    public private(set) var members: [(object: JSONPointer, name: String)] = []

    /// An empty census.
    public init() {}

    /// Records that member `name` of the object at `object` was asked for.
    func record(_ name: String, in object: JSONPointer) {
        members.append((object, name))
    }
}
