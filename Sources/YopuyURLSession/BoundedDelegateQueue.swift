#if canImport(FoundationNetworking) && !YOPUY_APPLE_BRANCHES
import Dispatch
import Foundation
import FoundationNetworking

/// The delegate queue of the adapter's own sessions on Linux: serial, and holding at most
/// ``slots`` callbacks that have not run yet.
///
/// URLSession on Linux hands each part of a body (16 KiB at most) to its delegate queue as an
/// operation, from the one queue that drives every transfer of the process, and never waits:
/// on a link faster than the delegate, the parts piled up in the queue, hundreds of MiB for a
/// 1 GiB download. Here, adding an operation past ``slots`` waits until the delegate has run
/// one, so that libcurl reads from the network only as fast as the delegate takes the parts:
/// TCP slows the sender down, and memory stays bounded. The delegate never waits for a reader
/// (a reader that lags gets the parts through a temporary file), and nothing it runs waits for
/// URLSession's queue, so the wait always ends. Should it not end within a second, the part is
/// added anyway, so that a mistake costs memory, not a hang.
///
/// `@unchecked Sendable` is `OperationQueue`'s own conformance, which Swift makes a subclass
/// restate (without it, a warning); the subclass adds only a `let` semaphore, which is
/// `Sendable`. URLSession calls `addOperation` on the queue it is given, so this cannot be a
/// wrapper instead of a subclass.
final class BoundedDelegateQueue: OperationQueue, @unchecked Sendable {
    /// The most callbacks waiting at once: 8 MiB of parts.
    static let slots = 512

    private let free = DispatchSemaphore(value: BoundedDelegateQueue.slots)

    override init() {
        super.init()
        maxConcurrentOperationCount = 1
        name = "Yopuy URLSessionAdapter delegate queue"
    }

    override func addOperation(_ block: @escaping @Sendable () -> Void) {
        // From the queue itself (a callback that makes URLSession call back), waiting could
        // never end: the slot it waits for is its own.
        let counted = OperationQueue.current !== self && free.wait(timeout: .now() + .seconds(1)) == .success
        super.addOperation { [free] in
            defer {
                if counted {
                    free.signal()
                }
            }
            block()
        }
    }
}
#endif
