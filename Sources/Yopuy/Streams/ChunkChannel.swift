#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The buffer between a producer that pushes a body's chunks as they arrive (a client's
/// callbacks) and the one reader that pulls them: what ``BodyStream/makeStream(bufferLimit:onPause:onResume:onTermination:)``
/// makes.
///
/// The producer is never blocked: ``yield(_:)`` always returns at once. Flow control is by
/// callbacks: once more than `bufferLimit` bytes wait, `onPause` runs (the producer's client
/// stops reading from the network), and once the reader has taken them down to half of it,
/// `onResume`. A producer that cannot pause (no `onPause`) is not held back: past `bufferLimit`
/// in memory, the chunks wait in a ``SpillFile``, so that memory stays bounded however far the
/// reader lags, and the disk holds the rest. When the reader goes away before the end (its task cancelled while it waits,
/// or every copy of the body dropped), the buffered chunks are freed at once and
/// `onTermination` runs, once: the producer's client stops the transfer.
final class ChunkChannel: Sendable {
    private struct State: Sendable {
        /// The chunks not read yet, from `head` on; the ones before `head` are read.
        var chunks: [Data] = []
        var head = 0
        /// The bytes in `chunks[head...]`.
        var buffered = 0
        var isPaused = false
        /// Where chunks wait past `bufferLimit` when the producer cannot pause; what it holds is
        /// newer than every chunk in memory.
        var spill: SpillFile?
        /// Set once by the producer: `nil` inside for a body that ended well.
        var end: (any Error)?? = nil
        /// Set once the reader went away or read the end.
        var isClosed = false
        /// The reader, while it waits for a chunk.
        var waiter: UnsafeContinuation<Data?, any Error>?
    }

    private let state = Lock(State())
    private let bufferLimit: Int
    private let onPause: (@Sendable () -> Void)?
    private let onResume: (@Sendable () -> Void)?
    private let onTermination: (@Sendable () -> Void)?

    init(
        bufferLimit: Int,
        onPause: (@Sendable () -> Void)?,
        onResume: (@Sendable () -> Void)?,
        onTermination: (@Sendable () -> Void)?
    ) {
        self.bufferLimit = max(1, bufferLimit)
        self.onPause = onPause
        self.onResume = onResume
        self.onTermination = onTermination
    }

    /// What ``yield(_:)`` did with a chunk.
    enum Delivery {
        case handedOver(UnsafeContinuation<Data?, any Error>)
        case buffered(pause: Bool)
        case dropped
        case failed(YopuyError)
    }

    /// Hands `chunk` to the waiting reader, or buffers it; drops it once the body has ended or
    /// its reader has gone.
    ///
    /// - Returns: `false` when the chunk was dropped because the reader has gone.
    @discardableResult
    func yield(_ chunk: Data) -> Bool {
        guard !chunk.isEmpty else {
            return !isClosed
        }
        let bufferLimit = self.bufferLimit
        let canPause = onPause != nil
        let delivery = state.withLock { state -> Delivery in
            guard !state.isClosed, state.end == nil else {
                return .dropped
            }
            if let waiter = state.waiter {
                state.waiter = nil
                return .handedOver(waiter)
            }
            if !canPause, state.buffered >= bufferLimit || state.spill?.hasUnread == true {
                do throws(YopuyError) {
                    if state.spill == nil {
                        state.spill = try SpillFile()
                    }
                    try state.spill?.append(chunk)
                    return .buffered(pause: false)
                } catch {
                    return .failed(error)
                }
            }
            state.chunks.append(chunk)
            state.buffered += chunk.count
            guard canPause, state.buffered > bufferLimit, !state.isPaused else {
                return .buffered(pause: false)
            }
            state.isPaused = true
            return .buffered(pause: true)
        }
        switch delivery {
        case .handedOver(let waiter):
            waiter.resume(returning: chunk)
        case .buffered(let pause):
            if pause {
                onPause?()
            }
        case .dropped:
            return false
        case .failed(let error):
            finish(throwing: error)
            onTermination?()
            return false
        }
        return true
    }

    /// Ends the body after the chunks already yielded: well, or with `error`. Later calls are
    /// ignored.
    func finish(throwing error: (any Error)? = nil) {
        let waiter = state.withLock { state -> UnsafeContinuation<Data?, any Error>? in
            guard state.end == nil, !state.isClosed else {
                return nil
            }
            state.end = .some(error)
            defer { state.waiter = nil }
            return state.waiter
        }
        guard let waiter else {
            return
        }
        if let error {
            waiter.resume(throwing: error)
        } else {
            waiter.resume(returning: nil)
        }
    }

    /// Whether the reader has gone or read the end: more chunks would be dropped.
    var isClosed: Bool {
        state.withLock { $0.isClosed }
    }

    /// The next chunk, `nil` at the end; throws the producer's error, or `CancellationError`
    /// when the calling task is cancelled, which closes the channel.
    func next() async throws -> Data? {
        if let ready = try take() {
            return ready
        }
        return try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Data?, any Error>) in
                wait(continuation)
            }
        } onCancel: {
            close()
        }
    }

    /// A buffered chunk, the end, or `nil` when the reader must wait.
    private func take() throws -> Data?? {
        let bufferLimit = self.bufferLimit
        let (outcome, resume) = state.withLock { state -> (Result<Data?, any Error>?, Bool) in
            if state.head < state.chunks.count {
                let chunk = state.chunks[state.head]
                state.chunks[state.head] = Data()
                state.head += 1
                state.buffered -= chunk.count
                if state.head == state.chunks.count {
                    state.chunks.removeAll(keepingCapacity: true)
                    state.head = 0
                } else if state.head >= 64 && state.head * 2 >= state.chunks.count {
                    state.chunks.removeFirst(state.head)
                    state.head = 0
                }
                let resume = state.isPaused && state.buffered <= bufferLimit / 2
                if resume {
                    state.isPaused = false
                }
                return (.success(chunk), resume)
            }
            if let spill = state.spill, spill.hasUnread {
                do throws(YopuyError) {
                    return (.success(try spill.next(upTo: FileReader.chunkSize)), false)
                } catch {
                    state.isClosed = true
                    state.spill = nil
                    return (.failure(error), false)
                }
            }
            if state.isClosed {
                return (.success(nil), false)
            }
            if let end = state.end {
                state.isClosed = true
                if let error = end {
                    return (.failure(error), false)
                }
                return (.success(nil), false)
            }
            return (nil, false)
        }
        if resume {
            onResume?()
        }
        guard let outcome else {
            return nil
        }
        return .some(try outcome.get())
    }

    /// Waits for the next chunk, unless one came meanwhile or the channel was closed.
    private func wait(_ continuation: UnsafeContinuation<Data?, any Error>) {
        let ready = state.withLock { state -> Result<Data?, any Error>? in
            if state.head < state.chunks.count || state.spill?.hasUnread == true || state.end != nil {
                return nil
            }
            if state.isClosed {
                return .failure(CancellationError())
            }
            state.waiter = continuation
            return .success(nil)
        }
        switch ready {
        case nil:
            // Something came between `take()` and now: take it.
            do {
                continuation.resume(returning: try take() ?? nil)
            } catch {
                continuation.resume(throwing: error)
            }
        case .failure(let error):
            continuation.resume(throwing: error)
        case .success:
            break
        }
    }

    /// Closes the channel from the reader's side: frees the buffered chunks, ends a waiting
    /// read with `CancellationError`, and runs `onTermination` unless the body had ended.
    func close() {
        let (waiter, terminate) = state.withLock { state -> (UnsafeContinuation<Data?, any Error>?, Bool) in
            guard !state.isClosed else {
                return (nil, false)
            }
            state.isClosed = true
            state.chunks = []
            state.head = 0
            state.buffered = 0
            state.spill = nil
            defer { state.waiter = nil }
            return (state.waiter, state.end == nil)
        }
        waiter?.resume(throwing: CancellationError())
        if terminate {
            onTermination?()
        }
    }
}
