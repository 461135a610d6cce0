import DesignSystem
import MicroHTTP

/// `GET /auth/sign-in?return=/path`: sends the reader to the provider, keeping the flow in a cookie.
struct SignInRoute: Responder {
    /// Where the current sign-in service is.
    let hub: SignInHub

    /// The sign-in URL that returns the reader to `path` (the target of the request turned away),
    /// for the access gate's redirect of an anonymous page request.
    static func location(returningTo path: String) -> String {
        "/auth/sign-in?return=" + PercentEncoding.encode(ReturnPath.checked(path))
    }

    func respond(to request: Request) throws -> Response {
        try request.validate()
        guard let made = hub.service() else { throw HTTPError(.notFound, "sign-in is not set up (no \"signIn\" in swatchbook.json)") }
        do throws(SignInProblem) {
            let (location, cookie) = try made.get().start(returningTo: request.query["return"] ?? request.query["next"])
            return SignInRedirect.to(location, cookies: [cookie])
        } catch {
            return SignInPage.failure(error)
        }
    }
}

/// `GET /auth/callback`: where the provider sends the reader back; signs them in or says why not.
struct SignInCallbackRoute: Responder {
    /// Where the current sign-in service is.
    let hub: SignInHub
    /// Where sign-ins and failed sign-ins are recorded; nil records nothing.
    let events: (any AccessEvents)?

    func respond(to request: Request) throws -> Response {
        try request.validate()
        guard let made = hub.service() else { throw HTTPError(.notFound, "sign-in is not set up (no \"signIn\" in swatchbook.json)") }
        guard case .success(let service) = made else { return SignInPage.failure(made.failure!) }
        let outcome = Result { () throws(SignInProblem) in
            if let error = request.query["error"] {
                throw SignInProblem(.denied, "the provider refused: \(String(error.prefix(80)))")
            }
            guard let code = request.query["code"], let state = request.query["state"] else {
                throw SignInProblem(.state, "the provider sent no code and state back; start again")
            }
            return try service.finish(code: code, state: state, flowCookie: CookieJar.value(of: SignInFlowCookie.name, in: request))
        }
        switch outcome {
        case .success(let (session, returnPath)):
            events?.record(AccessEvent(.signIn, who: session.email, detail: "session \(session.id)"), for: request)
            return SignInRedirect.to(returnPath, cookies: [service.sessionCookie(session), service.clearedFlow])
        case .failure(let problem):
            events?.record(AccessEvent(.signInFailed, detail: problem.code.rawValue), for: request)
            var response = SignInPage.failure(problem)
            response.headers.add("Set-Cookie", service.clearedFlow)
            return response
        }
    }
}

/// `GET /auth/sign-out` (a page with the form) and `POST /auth/sign-out` (clears the session).
struct SignOutRoute: Responder {
    /// Where the current sign-in service is.
    let hub: SignInHub
    /// Where sign-outs are recorded; nil records nothing.
    let events: (any AccessEvents)?

    func respond(to request: Request) throws -> Response {
        try request.validate()
        guard request.method == .post else { return SignInPage.signOutForm() }
        var response = SignInPage.signedOut()
        guard case .success(let service)? = hub.service() else { return response }
        if case .reader(let reader) = SessionRecognizer(hub: hub).recognize(request) {
            events?.record(AccessEvent(.signOut, who: reader.name), for: request)
        }
        response.headers.add("Set-Cookie", service.clearedSession)
        return response
    }
}

/// The redirects of sign-in: `302 Found` with `Location`, cookies, a page with the link for a client
/// that does not follow it, and never stored by a cache.
enum SignInRedirect {
    /// A redirect to `location` setting `cookies`.
    static func to(_ location: String, cookies: [String]) -> Response {
        var response = SignInPage.response(title: "Signing in", message: "Continue to the next step.",
                                           content: [.p(children: .a(.href(location), children: "Continue"))], status: .found)
        response.headers.set("Location", location)
        for cookie in cookies { response.headers.add("Set-Cookie", cookie) }
        return response
    }
}

extension Result {
    /// The error, when this is a failure.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
