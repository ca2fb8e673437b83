#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

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
    /// as it was, and removes the partial file unless `keepingPartialFile` is `true`.
    ///
    /// The call is a ``stream(_:query:headers:body:timeout:)``: the same checks, errors and
    /// redirections; the timeout bounds the wait for the status and headers. A body shorter
    /// than its `Content-Length` says is a failure, not a file.
    ///
    /// - Parameters:
    ///   - path: A runnable path.
    ///   - destination: A file URL: where the body goes.
    ///   - query: Query parameters, merged over the service's.
    ///   - headers: Header fields, merged over the service's.
    ///   - body: What to send: a ``RequestBody``, or the type the path's method takes.
    ///   - timeout: How long to wait for the status and headers; the service's ``timeout`` if
    ///     `nil`.
    ///   - keepingPartialFile: Whether a failed or cancelled download keeps the bytes it
    ///     received, in the partial file.
    ///   - progress: Called after each chunk written, in the calling task, with the bytes so far
    ///     and the total when known.
    /// - Returns: The file, its size, and the answer's status and headers.
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
        keepingPartialFile: Bool = false,
        progress: ((TransferProgress) -> Void)? = nil
    ) async throws(YopuyError) -> DownloadedFile {
        try await download(
            Method.httpMethod,
            path.route,
            CallOptions(query: query, headers: headers, body: body, timeout: timeout),
            to: destination,
            keepingPartialFile: keepingPartialFile,
            progress: progress
        )
    }

    /// Sends a call whose body goes to `destination` as it arrives.
    @usableFromInline
    func download(
        _ method: HTTPMethod,
        _ route: Route,
        _ options: CallOptions,
        to destination: URL,
        keepingPartialFile: Bool,
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
        let answer = try await stream(method, route, options)
        let partial = DownloadedFile.partialFile(for: destination).path
        let received: Int64
        do throws(YopuyError) {
            received = try await Self.write(answer, to: partial, progress: progress)
            try FileWriter.move(partial, to: destination.path)
        } catch {
            if !keepingPartialFile {
                FileWriter.remove(partial)
            }
            throw error.about(path: path)
        }
        return DownloadedFile(file: destination, byteCount: received, answer: answer)
    }

    /// Writes the answer's body to a new file at `path`, and returns its size.
    private static func write(
        _ answer: StreamedResponse,
        to path: String,
        progress: ((TransferProgress) -> Void)?
    ) async throws(YopuyError) -> Int64 {
        let writer = try FileWriter(path: path)
        let total = answer.expectedContentLength.map(Int64.init)
        var received: Int64 = 0
        do {
            for try await chunk in answer.body {
                if Task.isCancelled {
                    throw CancellationError()
                }
                try writer.write(chunk)
                received += Int64(chunk.count)
                progress?(TransferProgress(completed: received, total: total))
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
        if let total, received != total, answer.headers["Content-Encoding"] == nil {
            throw YopuyError(
                code: .transport,
                reason: "the body ended after \(received) of the \(total) bytes its Content-Length says"
            )
        }
        return received
    }
}
