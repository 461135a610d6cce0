import DesignSystem

/// The `signIn` object of `swatchbook.json`: sign-in with an OpenID Connect provider.
///
/// Named for what the reader does rather than for the protocol (like the `/auth/sign-in` route and
/// the manual's page), so a team reads it without knowing OIDC. Secrets never live here: the client
/// secret comes from ``clientSecretEnvironment`` or ``clientSecretFile``, the cookie keys from
/// ``sessionKeyFile``.
public struct SignInSettings: Sendable, Equatable {
    /// The environment variable holding the client secret; it wins over ``clientSecretFile``.
    public static let clientSecretEnvironment = "SWATCHBOOK_OIDC_CLIENT_SECRET"

    /// The provider's issuer URL (`https://accounts.google.com`); its discovery document is
    /// `issuer + /.well-known/openid-configuration`.
    public var issuer = ""
    /// The client id registered with the provider.
    public var clientId = ""
    /// An absolute path to a file holding the client secret; nil for the environment variable, or
    /// for a public client (PKCE alone) when that is unset too.
    public var clientSecretFile: String?
    /// The URL the provider sends readers back to: this site's `/auth/callback`.
    public var redirectUrl = ""
    /// The scopes asked for; always holds `openid`.
    public var scopes = ["openid", "email", "profile"]
    /// E-mail domains whose readers may sign in (`example.com`).
    public var allowedDomains: [String] = []
    /// E-mail addresses that may sign in.
    public var allowedEmails: [String] = []
    /// Groups whose members may sign in, read from the ID token's ``groupsClaim``.
    public var allowedGroups: [String] = []
    /// The ID-token claim listing the reader's groups.
    public var groupsClaim = "groups"
    /// An absolute path to the file of cookie-signing keys, newest first.
    public var sessionKeyFile = ""
    /// How long a session lasts, in hours.
    public var sessionHours = 12

    /// The hours a session may last.
    static let sessionHoursRange = 1...720

    /// Settings with every default (not valid until read from a file).
    public init() {}

    /// True when a cookie must be `Secure`: whenever the site is reached over https (the redirect
    /// URL says so); only a loopback address may be plain http.
    var secureCookies: Bool { redirectUrl.hasPrefix("https://") }

    /// The absolute sign-in URL the access gate redirects anonymous page requests to: the redirect
    /// URL's site with `/auth/sign-in`.
    var signInURL: String { String(redirectUrl.dropLast("/auth/callback".count)) + "/auth/sign-in" }

    /// Reads the members of the `signIn` object, reporting each problem at its member.
    static func read(_ reader: inout ObjectReader) -> SignInSettings {
        var settings = SignInSettings()
        if reader.value("clientSecret") != nil {
            reader.report(.invalidValue, at: "clientSecret", "the client secret never goes in swatchbook.json: put it in the "
                + "environment variable \(clientSecretEnvironment) or in a file named by \"clientSecretFile\"")
        }
        settings.issuer = required(&reader, "issuer") ?? ""
        if !settings.issuer.isEmpty, let problem = WebAddress.problem(settings.issuer, allowingPath: true) {
            reader.report(.invalidValue, at: "issuer", problem)
        }
        settings.clientId = required(&reader, "clientId") ?? ""
        settings.clientSecretFile = absolutePath(&reader, "clientSecretFile")
        settings.redirectUrl = required(&reader, "redirectUrl") ?? ""
        if !settings.redirectUrl.isEmpty {
            if let problem = WebAddress.problem(settings.redirectUrl, allowingPath: true) {
                reader.report(.invalidValue, at: "redirectUrl", problem)
            } else if !settings.redirectUrl.hasSuffix("/auth/callback") {
                reader.report(.invalidValue, at: "redirectUrl", "must end in /auth/callback, the route the provider sends readers back to, found '\(settings.redirectUrl)'")
            }
        }
        if let scopes = reader.strings("scopes") {
            if !scopes.contains("openid") { reader.report(.invalidValue, at: "scopes", "must include \"openid\"") }
            if scopes.contains(where: { $0.isEmpty || $0.contains(where: { $0 == " " || $0.asciiValue.map { $0 < 0x21 || $0 > 0x7E } ?? true }) }) {
                reader.report(.invalidValue, at: "scopes", "each scope must be printable ASCII without spaces")
            }
            settings.scopes = scopes
        }
        settings.allowedDomains = (reader.strings("allowedDomains") ?? []).map { $0.lowercased() }
        settings.allowedEmails = (reader.strings("allowedEmails") ?? []).map { $0.lowercased() }
        settings.allowedGroups = reader.strings("allowedGroups") ?? []
        settings.groupsClaim = reader.string("groupsClaim") ?? settings.groupsClaim
        if settings.allowedDomains.isEmpty && settings.allowedEmails.isEmpty && settings.allowedGroups.isEmpty {
            reader.report(.missingMember, at: "allowedDomains", "name who may read: at least one of \"allowedDomains\", "
                + "\"allowedEmails\" or \"allowedGroups\" (anyone with an account at the provider could sign in otherwise)")
        }
        settings.sessionKeyFile = absolutePath(&reader, "sessionKeyFile") ?? ""
        if reader.value("sessionKeyFile") == nil {
            reader.report(.missingMember, at: "sessionKeyFile", "is required: an absolute path to a file of cookie-signing keys, newest first")
        }
        settings.sessionHours = reader.integer("sessionHours", in: sessionHoursRange) ?? settings.sessionHours
        return settings
    }

    private static func required(_ reader: inout ObjectReader, _ key: String) -> String? {
        guard reader.value(key) != nil else {
            reader.report(.missingMember, at: key, "is required in \"signIn\"")
            return nil
        }
        guard let text = reader.string(key) else { return nil }
        if text.isEmpty { reader.report(.invalidValue, at: key, "must not be empty") }
        return text
    }

    private static func absolutePath(_ reader: inout ObjectReader, _ key: String) -> String? {
        guard let path = reader.string(key) else { return nil }
        guard path.hasPrefix("/") else {
            reader.report(.invalidValue, at: key, "must be an absolute path to a file outside the Config (a mounted secret), found '\(path)'")
            return nil
        }
        return path
    }
}
