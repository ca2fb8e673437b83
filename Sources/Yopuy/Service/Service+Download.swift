#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

// Repeats by design (duplicates pairs this file with Service+Send.swift and with
// Service+Follow.swift): the conditional `public import` of FoundationEssentials and the
// `extension Service {` after it, which duplicates does not read as import lines.

extension Service {
    /// Runs a path and writes its body to a file as it arrives, in bounded memory.
    ///
    /// ```swift
    /// let destination = URL(fileURLWithPath: "/tmp/posts.json")
    /// let download = try await service.download(Post.list, to: destination) { progress in
    ///     print(progress.fractionCompleted ?? 0)
    /// }
    /// print("\(download.byteCount) bytes in \(download.file.path)")
    /// ```
    ///
    /// The body goes to a partial file beside the destination
    /// (``DownloadedFile/partialFile(for:)``), which is moved into place, replacing what was
    /// there, only once the body is complete. A failure or a cancellation leaves the destination
    /// as it was, and removes the partial file, unless the download is `resumable`.
    ///
    /// A resumable download keeps the bytes it received when it fails, with the answer's
    /// validator (its strong `ETag`, or its `Last-Modified`) beside them, and the next resumable
    /// download to the same destination continues from there: it asks for the rest with
    /// `Range` and `If-Range`. A `206` for that range is appended; a `200` (the server sends it
    /// all, perhaps a new version) starts over; a `416` starts over without a range.
    ///
    /// ```swift
    /// let layer = URL(fileURLWithPath: "/tmp/layer.tar")
    /// do {
    ///     _ = try await service.download(Post.list, to: layer, resumable: true)
    /// } catch {
    ///     // The connection dropped: the same call later continues where it stopped.
    ///     _ = try await service.download(Post.list, to: layer, resumable: true)
    /// }
    /// ```
    ///
    /// The call is a ``stream(_:query:headers:body:timeout:)``: the same checks, errors and
    /// redirections; the timeout bounds the wait for the status and headers. A body shorter
    /// than its `Content-Length` says is a failure, not a file.
    ///
    /// - Important: On Linux, through ``/YopuyURLSession/URLSessionAdapter``, memory is not
    ///   bounded for a body faster than its reader: FoundationNetworking hands every part of it to
    ///   the session's delegate queue without waiting and cannot pause a transfer, so the parts
    ///   pile up there (1 GiB over a loopback grew the process by 26 to 88 MiB to a file, by 47 to 124 MiB for
    ///   a reader that lagged), and it moves every transfer of the process on one queue, so that
    ///   other URLSession calls wait for a body at a loopback's speed to end. Its download task
    ///   would bound the memory (15 MiB for 1 GiB), but leaves the partial file of each cancelled
    ///   download in the temporary folder under a name it never tells. For large bodies on
    ///   Linux, use ``/YopuyAsyncHTTPClient/AsyncHTTPClientAdapter``, which reads only as fast as
    ///   the reader does.
    ///
    /// - Parameters:
    ///   - path: A runnable path.
    ///   - destination: A file URL: where the body goes.
    ///   - query: Query parameters, merged over the service's.
    ///   - headers: Header fields, merged over the service's.
    ///   - body: What to send: a ``RequestBody``, or the type the path's method takes.
    ///   - timeout: How long to wait for the status and headers; the service's ``timeout`` if
    ///     `nil`.
    ///   - resumable: Whether a failed or cancelled download keeps the bytes it received, in
    ///     the partial file, and whether this one continues the bytes a failed one kept.
    ///   - isolation: The actor the download runs on, and `progress` with it: the caller's, so
    ///     that a view model on the main actor updates its own state from `progress`. Leave it
    ///     out.
    ///   - progress: Called after each chunk written, in the calling task and its isolation, with
    ///     the bytes so far and the total when known.
    /// - Returns: The file, its size, and the answer's status and headers: `206` for a download
    ///   that continued.
    /// - Throws: ``YopuyError``: as a call does, ``YopuyError/Code/fileFailure`` when the file
    ///   cannot be written or moved, ``YopuyError/Code/cancelled`` when the task is cancelled.
    @inlinable
    public func download<Resource, Kind, Method: RequestMethod>(
        _ path: Path<Resource, Kind, Method>,
        to destination: URL,
        query: Query = [:],
        headers: HTTPHeaders = [:],
        body: Method.Body? = nil,
        timeout: Duration? = nil,
        resumable: Bool = false,
        isolation: isolated (any Actor)? = #isolation,
        progress: ((TransferProgress) -> Void)? = nil
    ) async throws(YopuyError) -> DownloadedFile {
        try await download(
            Method.httpMethod,
            path.route,
            CallOptions(path, query: query, headers: headers, body: body, timeout: timeout),
            to: destination,
            resumable: resumable,
            isolation: isolation,
            progress: progress
        )
    }

    /// Sends a call whose body goes to `destination` as it arrives, continuing a partial file
    /// when `resumable` and the server can.
    @usableFromInline
    func download(
        _ method: HTTPMethod,
        _ route: Route,
        _ options: CallOptions,
        to destination: URL,
        resumable: Bool,
        isolation: isolated (any Actor)?,
        progress: ((TransferProgress) -> Void)?
    ) async throws(YopuyError) -> DownloadedFile {
        let path = route.encoded
        guard destination.isFileURL else {
            throw YopuyError(
                code: .fileFailure,
                reason: "the destination \(destination.absoluteString) is not a file URL",
                path: path
            )
        }
        let partial = DownloadedFile.partialFile(for: destination).path
        let validator = partial + ".validator"
        var resume = resumable ? Resumption(partial: partial, validator: validator, options: options) : nil
        var answer: StreamedResponse
        do {
            answer = try await stream(method, route, resume?.options ?? options)
        } catch  where error.status == 416 && resume != nil {
            // The part kept is no part of what the server has now: start over.
            resume = nil
            answer = try await stream(method, route, options)
        }
        let offset = try resume?.offset(accepting: answer, path: path) ?? 0
        let received: Int64
        do throws(YopuyError) {
            if resumable {
                try Resumption.keep(validatorOf: answer, at: validator)
            }
            received = try await Self.write(answer, to: partial, from: offset, isolation: isolation, progress: progress)
            try SystemFile.move(partial, to: destination.path)
            SystemFile.remove(validator)
        } catch {
            if !resumable {
                SystemFile.remove(partial)
            }
            throw error.about(path: path)
        }
        return DownloadedFile(file: destination, byteCount: offset + received, answer: answer)
    }

    /// Writes the answer's body to the file at `path`, from `offset` on (appending to the bytes
    /// there) or from the start (a new file), and returns how many bytes it wrote, reporting
    /// `progress` in the caller's isolation.
    private static func write(
        _ answer: StreamedResponse,
        to path: String,
        from offset: Int64,
        isolation: isolated (any Actor)?,
        progress: ((TransferProgress) -> Void)?
    ) async throws(YopuyError) -> Int64 {
        let writer = try FileWriter(path: path, appending: offset > 0)
        let expected = answer.expectedContentLength.map(Int64.init)
        let total = expected.map { $0 + offset }
        var received: Int64 = 0
        do {
            for try await chunk in answer.body {
                if Task.isCancelled {
                    throw CancellationError()
                }
                try writer.write(chunk)
                received += Int64(chunk.count)
                progress?(TransferProgress(completed: offset + received, total: total))
            }
        } catch let error as YopuyError {
            throw error
        } catch is CancellationError {
            throw YopuyError(code: .cancelled, reason: "the calling task was cancelled")
        } catch {
            throw YopuyError(
                code: .transport,
                reason: "the body's transfer failed after \(received) bytes",
                underlyingError: error
            )
        }
        writer.close()
        if let expected, received != expected, answer.headers["Content-Encoding"] == nil {
            throw YopuyError(
                code: .transport,
                reason: "the body ended after \(received) of the \(expected) bytes its Content-Length says"
            )
        }
        return received
    }
}

/// A download that continues the bytes a failed one kept: `Range: bytes=N-` for the rest, and
/// `If-Range` with the validator of the answer they came from, so that a server whose
/// representation changed meanwhile sends all of the new one instead (`200`).
struct Resumption {
    /// The bytes already in the partial file.
    let kept: Int64
    /// The call's options, with `Range` and `If-Range`.
    let options: CallOptions

    /// The resumption of the partial file at `partial`, whose answer's validator is in the file at
    /// `validator`; `nil` when there is nothing to continue: no bytes, no validator, or a call
    /// that asks for a range of its own.
    init?(partial: String, validator: String, options: CallOptions) {
        guard options.headers["Range"] == nil, options.headers["If-Range"] == nil,
            let kept = SystemFile.regularFileSize(at: partial), kept > 0,
            let text = SystemFile(path: validator, for: .reading)?.readBytes(upTo: 1_024),
            let value = String(data: text, encoding: .utf8), !value.isEmpty,
            value.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x7F })
        else {
            return nil
        }
        var options = options
        options.headers["Range"] = "bytes=\(kept)-"
        options.headers["If-Range"] = value
        self.kept = kept
        self.options = options
    }

    /// Where the answer's body goes in the partial file: after the bytes kept, for a `206` whose
    /// `Content-Range` starts there; from the start, for any other answer (a `200`: the server
    /// sends it all).
    ///
    /// - Throws: ``YopuyError`` with code ``YopuyError/Code/transport`` for a `206` of another
    ///   range than the one asked for.
    func offset(accepting answer: StreamedResponse, path: String) throws(YopuyError) -> Int64 {
        guard answer.status == 206 else {
            return 0
        }
        let range = answer.headers["Content-Range"] ?? ""
        guard range.hasPrefix("bytes \(kept)-") else {
            throw YopuyError(
                code: .transport,
                reason: "the server answered the range from byte \(kept) with \"\(range)\"",
                path: path,
                status: answer.status,
                headers: answer.headers
            )
        }
        return kept
    }

    /// Keeps the answer's validator in the file at `path`, for a later download to continue
    /// with: its strong `ETag`, else its `Last-Modified`; removes the file when it has neither,
    /// as a weak `ETag` cannot say that two parts are of one representation.
    static func keep(validatorOf answer: StreamedResponse, at path: String) throws(YopuyError) {
        let etag = answer.headers["ETag"].flatMap { $0.hasPrefix("W/") ? nil : $0 }
        guard let value = etag ?? answer.headers["Last-Modified"] else {
            SystemFile.remove(path)
            return
        }
        let writer = try FileWriter(path: path)
        try writer.write(Data(value.utf8))
    }
}
