import CMicroHTTPD

/// Where an answer may be kept: the request's key and the generation it was asked under.
struct KeptAnswerSlot {
    let key: AnswerKey
    let generation: Int
}

/// What looking for a kept answer came to.
enum AnswerAgain {
    /// The request was answered with a kept answer.
    case answered(MHD_Result)
    /// None is kept; the answer made may be kept in this slot.
    case keepAs(KeptAnswerSlot)
}

extension Dispatcher {
    /// Answers a bodiless request with the answer kept for its key, when the responder lets
    /// answers be kept now and one is (see ``AnswerCache``); otherwise says where the answer it
    /// gets may be kept, or nil when it may not.
    func answerAgain(_ connection: OpaquePointer, url: UnsafePointer<CChar>, method: UnsafePointer<CChar>,
                     parsedMethod: HTTPMethod, version: UnsafePointer<CChar>?,
                     context: UnsafeMutablePointer<UnsafeMutableRawPointer?>) -> AnswerAgain? {
        guard let reusable, let generation = reusable.responder.answerGeneration,
              let key = AnswerKey(method: method, version: version, path: url, on: connection,
                                  byteLimit: limits.targetBytes + limits.headerBytes + Limits.connectionMemoryReserve) else {
            return nil
        }
        let start = MonotonicTime.now()
        guard let entry = reusable.answers.answer(for: key, generation: generation) else {
            return .keepAs(KeptAnswerSlot(key: key, generation: generation))
        }
        // The entry holds the native response while it is queued; libmicrohttpd then holds it too.
        let result = MHD_queue_response(connection, UInt32(entry.status), entry.native.pointer)
        if let observer = entry.observer {
            let state = RequestSlot(context.pointee).state ?? Self.newState(in: context)
            state.delivery = PendingDelivery(observer: observer.repeated(startingAt: start), status: entry.status,
                                             bodyBytes: parsedMethod == .head ? 0 : entry.bodyBytes, progress: nil)
        }
        return .answered(result)
    }

    /// Queues `response` and keeps it in `slot` when it may be kept (``AnswerCache/isKept(_:)``,
    /// an access record that can follow another request, and the generation the request was
    /// asked under still standing once it was answered, so that nothing a load brought in while
    /// the chain ran is kept under the old one); nil when it was not queued here.
    func queueKeeping(_ response: Response, on connection: OpaquePointer,
                      as slot: KeptAnswerSlot) -> (MHD_Result, (any BodyProgress)?)? {
        guard let reusable, AnswerCache.isKept(response), reusable.responder.answerGeneration == slot.generation else {
            return nil
        }
        let observer = response.deliveryObserver as? any RepeatableDeliveryObserver
        guard response.deliveryObserver == nil || observer != nil else { return nil }
        let (made, progress) = NativeResponse.make(response, on: connection, defaults: defaults, streams: streams,
                                                   bodies: bodies, logger: logger)
        guard let made else { return (.NO, nil) }
        let native = NativeAnswer(taking: made)
        let result = MHD_queue_response(connection, NativeResponse.statusCode(of: response), native.pointer)
        if result == .YES {
            reusable.answers.keep(AnswerCache.Entry(native: native, status: response.status.code, bodyBytes: response.body.count,
                                                    observer: observer, size: response.body.count + slot.key.bytes.count),
                                  for: slot.key, generation: slot.generation)
        }
        return (result, progress)
    }
}
