import DesignSystem
import DesignTokens
import Logging
import MicroHTTP
import StyleGuide

extension FuzzTarget {
    /// A request to the bundled Config's site, answered in process by the whole responder chain: a
    /// first line `METHOD TARGET` (or a target alone, for GET), header lines `Name: value`, an empty
    /// line, then the body. The target's path and query are split, checked and percent-decoded as
    /// the server does it, then routed (the token API's query reader, the previews' inputs, search,
    /// …). No request is answered with a server error, every JSON answer is JSON, and the token
    /// API's fast reader of a query agrees with its full parser: the query with its modifiers'
    /// names in capitals, which only the full parser reads, gets the same answer; and an answer the
    /// server may send again unasked (``AnswerReuse/untilReload``) is the same when asked again.
    static let request = FuzzTarget(name: "request", summary: "a request to the bundled Config's site, in process: no 5xx, JSON parses, fast and full query readers agree, reusable answers repeat",
                                    prepare: { _ = (FuzzRequest.site, ConfigTokens.system) }) {
        input throws(FuzzFailure) in
        guard let request = FuzzRequest.read(input) else { return }
        let response = try FuzzRequest.answer(request)
        if let variant = FuzzRequest.capitalisingModifiers(of: request, modifiers: ConfigTokens.system.modifiers.map(\.name)) {
            let other = try FuzzRequest.answer(variant)
            if response.status == .ok || other.status == .ok {
                try FuzzFailure.require(response.status == other.status && response.body.bytes == other.body.bytes,
                    "the token API answers \(request.path)?\(request.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")) "
                        + "with \(response.status) and, its modifiers' names in capitals, with \(other.status) or another body")
            }
        }
        if response.reuse == .untilReload {
            // The server sends such an answer again, unasked, to the same request until the next
            // load: asking again must give the very same answer.
            let again = try FuzzRequest.answer(request)
            try FuzzFailure.require(again.status == response.status && again.contentType == response.contentType
                                        && again.body.bytes == response.body.bytes
                                        && Array(again.headers) == Array(response.headers),
                                    "an answer the server may send again changed when asked again: \(request.method) \(request.path)")
        }
        let code = response.status.code
        try FuzzFailure.require(code < 500 || code == 501 || code == 503, "a server error (\(response.status)) for \(request.method) \(request.path)")
        guard response.stream == nil, response.headers["Content-Encoding"] == nil, request.method != .head,
              let type = response.contentType?.essence, type == "application/json" || type.hasSuffix("+json") else { return }
        do {
            _ = try JSONParser.parse(response.body.bytes)
        } catch {
            throw FuzzFailure("a \(type) answer that is not JSON (\(error)) for \(request.method) \(request.path)")
        }
    }
}

/// Reading the request target's input, and the site that answers it.
enum FuzzRequest {
    /// The site of the bundled Config (`Config/` and `Public/` below the working folder), loaded once.
    static let site: SiteResponder = {
        let logger = Logger(label: "fuzz") { _ in SwiftLogNoOpLogHandler() }
        switch SnapshotLoader.load(configDirectory: "Config", publicFolder: .at("Public"), strictness: .strict) {
        case .failure(let problems): fatalError("the request target needs the bundled Config in the working folder: \(problems)")
        case .success(let snapshot):
            do {
                return try Application(store: SnapshotStore(snapshot), publicDirectory: "Public", logger: logger).responder()
            } catch {
                fatalError("the request target cannot serve Public/: \(error)")
            }
        }
    }()

    /// The site's answer to `request`, whole, on the calling thread: off a server's event-loop
    /// threads ``SlowWork/start()`` returns at once, so the slow work a server moves to a render
    /// thread is done here, and the answer is the one that render thread would give.
    static func answer(_ request: Request) throws(FuzzFailure) -> Response {
        do {
            return try site.respond(to: request)
        } catch {
            throw FuzzFailure("the responder chain threw \(error) instead of answering")
        }
    }

    /// A GET of `/api/tokens` with each parameter naming one of `modifiers` written with the
    /// modifier's name in capitals (the other parameters as they were); nil when there is none, or
    /// when two parameters name the same modifier.
    static func capitalisingModifiers(of request: Request, modifiers: [String]) -> Request? {
        guard request.method == .get, request.path == "/api/tokens", request.rejection == nil else { return nil }
        var named = Set<String>()
        let pairs = request.query.map { item in
            let modifier = modifiers.first { $0.lowercased() == item.name.lowercased() && $0.uppercased().lowercased() == $0.lowercased() }
            if let modifier { named.insert(modifier) }
            return PercentEncoding.encode(modifier?.uppercased() ?? item.name) + "=" + PercentEncoding.encode(item.value)
        }
        let mentions = request.query.filter { item in modifiers.contains { $0.lowercased() == item.name.lowercased() } }.count
        guard !named.isEmpty, mentions == named.count else { return nil }
        return Request(method: .get, target: request.path + "?" + pairs.joined(separator: "&"), headers: request.headers)
    }

    /// The request `input` writes, or nil when its method is not an HTTP token or it is not UTF-8.
    static func read(_ input: [UInt8]) -> Request? {
        guard let text = FuzzInput.text(input) else { return nil }
        let (head, body) = text.firstRange(of: "\n\n").map { (text[..<$0.lowerBound], text[$0.upperBound...]) } ?? (text[...], "")
        var lines = head.split(separator: "\n", omittingEmptySubsequences: false)
        let first = lines.isEmpty ? "" : lines.removeFirst()
        let words = first.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
        let method = words.count == 2 ? HTTPMethod(String(words[0])) : .get
        guard let method else { return nil }
        var headers = Headers()
        headers.add("Host", "localhost")
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.add(String(line[..<colon]), String(line[line.index(after: colon)...].drop { $0 == " " }))
        }
        return Request(method: method, target: String(words.last ?? ""), headers: headers, body: Array(body.utf8))
    }
}
