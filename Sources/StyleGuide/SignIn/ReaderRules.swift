/// Who may read once signed in: `allowedDomains`, `allowedEmails` and `allowedGroups` of `signIn`.
///
/// A reader is admitted when any rule admits them; a reader with no verified e-mail address is
/// refused, since the address is who the audit log names.
struct ReaderRules: Sendable {
    /// The settings the rules come from.
    let settings: SignInSettings

    /// The reader's e-mail when `claims` are admitted; otherwise why not.
    func admit(_ claims: IDTokenClaims) -> Result<String, SignInProblem> {
        guard let email = claims.email, Self.isPlainAddress(email) else {
            return .failure(SignInProblem(.notAllowed, "the provider gave no usable e-mail address (ask for the \"email\" scope)"))
        }
        guard claims.emailVerified else { return .failure(SignInProblem(.notAllowed, "\(email) is not verified at the provider")) }
        let domain = String(email[email.index(after: email.lastIndex(of: "@")!)...])
        if settings.allowedEmails.contains(email) || settings.allowedDomains.contains(domain) { return .success(email) }
        if !settings.allowedGroups.isEmpty, claims.strings(settings.groupsClaim).contains(where: { settings.allowedGroups.contains($0) }) {
            return .success(email)
        }
        return .failure(SignInProblem(.notAllowed, "\(email) may not read this design system; ask its maintainers to allow your address, domain or group"))
    }

    /// True for `local@domain` with no spaces, control characters or line breaks, under 255 bytes.
    static func isPlainAddress(_ email: String) -> Bool {
        let bytes = Array(email.utf8)
        guard bytes.count <= 254, let at = bytes.lastIndex(of: UInt8(ascii: "@")), at > 0, at < bytes.count - 1 else { return false }
        return !bytes.contains { $0 <= 0x20 || $0 == 0x7F }
    }
}
