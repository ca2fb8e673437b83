import BlogModel
import Foundation
import Testing
import Yopuy
import YopuyTesting

/// A read cut short by its task's cancellation ends by throwing, through the in-memory backend
/// (#63): generated cases, each a number of posts, a chunk size, a way of reading (a stream's
/// chunks, an event stream, JSON lines, a download), a point of cancellation and who cancels.
@Suite("InMemoryBackend: a cancelled read throws")
struct InMemoryBackendCancellationTests {
    enum Reading: CaseIterable {
        case chunks
        case events
        case lines
        case download
    }

    struct Case: CustomStringConvertible {
        var posts: Int
        var chunkSize: Int
        var reading: Reading
        var cancelsItself: Bool
        /// The units (chunks, events, lines, progress reports) read before the cancellation.
        var cancelAfter: Int

        var description: String {
            "\(posts) posts in chunks of \(chunkSize) bytes, \(reading), cancelled by "
                + "\(cancelsItself ? "itself" : "another task") after \(cancelAfter)"
        }
    }

    /// What a read ended with.
    enum Outcome {
        /// Ended as if whole; `cancelled` says whether its task was cancelled meanwhile.
        case whole(cancelled: Bool)
        case cancellation
        case other(any Error)
    }

    @Test("cancelled before the body's end, every way of reading throws", arguments: 0..<4)
    func cancelledReads(batch: Int) async throws {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let posts = Int.random(in: 1...20, using: &random)
            let generated = Case(
                posts: posts,
                chunkSize: Int.random(in: 1...64, using: &random),
                reading: Reading.allCases.randomElement(using: &random) ?? .chunks,
                cancelsItself: Bool.random(using: &random),
                cancelAfter: Int.random(in: 0..<posts, using: &random)
            )
            let backend = InMemoryBackend(serving: Post.self, Comment.self, Post.Changes.self, Post.Export.self)
            for id in 1...posts {
                backend.insert(["id": .int(id), "title": .string("Post \(id)")], at: Post.show(id))
            }
            backend.chunkSize = generated.chunkSize
            switch await Self.read(generated, try service(backend)) {
            case .cancellation, .whole(cancelled: false):
                break
            case .whole(cancelled: true):
                Issue.record("ended as if whole: \(generated)")
            case .other(let error):
                Issue.record("threw \(error): \(generated)")
            }
        }
    }

    /// Reads the case's answer in a task of its own, cancelled as the case says.
    static func read(_ generated: Case, _ api: Service<InMemoryBackend>) async -> Outcome {
        let (reached, reachedContinuation) = AsyncStream<Void>.makeStream()
        let reader = Task { () -> Outcome in
            // A reader that ends before its pause does not leave the canceller waiting.
            defer { reachedContinuation.finish() }
            var units = 0
            func pause() async {
                if generated.cancelsItself {
                    withUnsafeCurrentTask { $0?.cancel() }
                } else {
                    reachedContinuation.yield()
                    while !Task.isCancelled {
                        await Task.yield()
                    }
                }
            }
            func count() async {
                units += 1
                if units == generated.cancelAfter { await pause() }
            }
            do {
                switch generated.reading {
                case .chunks:
                    let body = try await api.stream(Post.list).body
                    if generated.cancelAfter == 0 { await pause() }
                    for try await _ in body { await count() }
                case .events:
                    let events = try await api.events(Post.Changes.action)
                    if generated.cancelAfter == 0 { await pause() }
                    for try await _ in events { await count() }
                case .lines:
                    let lines = try await api.lines(Post.Export.action)
                    if generated.cancelAfter == 0 { await pause() }
                    for try await _ in lines { await count() }
                case .download:
                    let file = FileManager.default.temporaryDirectory
                        .appendingPathComponent("yopuy-cancelled-\(UUID().uuidString).json")
                    defer { try? FileManager.default.removeItem(at: file) }
                    if generated.cancelAfter == 0 { await pause() }
                    var reports = 0
                    _ = try await api.download(Post.list, to: file) { _ in
                        reports += 1
                        if reports == generated.cancelAfter {
                            withUnsafeCurrentTask { $0?.cancel() }
                        }
                    }
                }
                return .whole(cancelled: Task.isCancelled)
            } catch is CancellationError {
                return .cancellation
            } catch let error as YopuyError where error.code == .cancelled {
                return .cancellation
            } catch {
                return .other(error)
            }
        }
        if !generated.cancelsItself {
            var signals = reached.makeAsyncIterator()
            _ = await signals.next()
            reader.cancel()
        }
        return await reader.value
    }
}
