import MicroHTTP

/// Recognises the user a listed company proxy names in its header (`authProxy` in swatchbook.json),
/// and refuses that header from any other address: whoever could reach the server directly could
/// otherwise name anyone.
///
/// It reads the settings of the Config being served on every request, so a reload that changes
/// `authProxy` takes effect at once.
struct AuthProxyRecognizer: ReaderRecognizer {
    /// The most bytes a user's name may have; a longer header is refused.
    static let longestName = 320

    let store: SnapshotStore

    /// How the readers it finds are recognised.
    var method: ReaderMethod? { .proxy }

    func recognize(_ request: Request) -> Recognition {
        guard let proxy = store.current.settings.authProxy, let value = request.headers[proxy.header] else { return .absent }
        guard proxy.trusts(request.peer) else {
            return .refused(reason: "\(proxy.header) from an address not listed in authProxy.from")
        }
        let name = value.trimmingWhitespace()
        guard !name.isEmpty else { return .absent }
        guard name.utf8.count <= Self.longestName, !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            return .refused(reason: "\(proxy.header) is not a user's name")
        }
        return .reader(Reader(method: .proxy, name: name))
    }
}
