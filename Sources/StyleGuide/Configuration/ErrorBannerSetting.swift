/// Where the guide's pages show the problems of a failed reload (`"errorBanner"` in swatchbook.json).
///
/// The banner names each problem's file (relative to the Config), line, JSON path and rule,
/// never the message, which may quote the file; the full message is in the log and in `check`.
public enum ErrorBannerSetting: String, Sendable, Hashable, CaseIterable {
    /// Only under `serve --watch`, an editing session (the default).
    case watch
    /// On every page of every server, for a guide whose readers are its editors.
    case always
    /// Never: the log and `/healthz` say what went wrong.
    case never

    /// True when a server run with (or without) `--watch` shows the banner.
    public func shows(watching: Bool) -> Bool {
        switch self {
        case .watch: return watching
        case .always: return true
        case .never: return false
        }
    }
}
