import MicroHTTP

extension AccessControl {
    /// The product's access control for the Config `store` serves: each way of recognising a
    /// reader adds its recognizer here, in the order the gate asks them.
    ///
    /// Recognizers read what they need from `store.current.settings` on each request (or follow
    /// reloads themselves), so one built at start keeps up with reloads.
    public static func standard(for store: SnapshotStore) throws(ServerError) -> AccessControl {
        var access = AccessControl()
        access.recognizers.append(contentsOf: [])
        return access
    }
}
