/// Whether the server may send a response again, as it is, to the same request.
///
/// A responder that can say its answers are reusable (``ReusableAnswers``) lets the server keep
/// the answers it marks ``untilReload`` and send them again to a request with the same
/// ``AnswerKey`` without asking it, until its generation changes (see ``AnswerCache``). Such an
/// answer must depend on nothing but the request's bytes and what the generation stands for: not
/// the time, the client's address, or a file that can change on disk while the generation stays.
public enum AnswerReuse: Sendable, Equatable {
    /// Nobody said: the server does not send it again.
    case unspecified
    /// It may go stale without the generation changing (a file read from disk): never sent again.
    case never
    /// The same request gets the same answer until the responder's generation changes.
    case untilReload
}

/// A responder whose answers marked ``AnswerReuse/untilReload`` the server may keep and send again.
public protocol ReusableAnswers: Responder {
    /// What the kept answers were made from: an answer kept under another generation is dropped;
    /// nil while nothing may be kept (private answers, for instance).
    var answerGeneration: Int? { get }
}
