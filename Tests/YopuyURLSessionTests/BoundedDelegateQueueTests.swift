#if canImport(FoundationNetworking)
import Foundation
import Synchronization
import Testing

@testable import YopuyURLSession

@Suite("BoundedDelegateQueue")
struct BoundedDelegateQueueTests {
    @Test("runs its operations one at a time, in order")
    func serial() {
        let queue = BoundedDelegateQueue()
        let order = Mutex<[Int]>([])
        let running = Mutex(0)
        let overlapped = Mutex(false)
        for index in 0..<2_000 {
            queue.addOperation {
                let now = running.withLock {
                    $0 += 1
                    return $0
                }
                if now > 1 {
                    overlapped.withLock { $0 = true }
                }
                order.withLock { $0.append(index) }
                running.withLock { $0 -= 1 }
            }
        }
        queue.waitUntilAllOperationsAreFinished()
        #expect(order.withLock { $0 } == Array(0..<2_000))
        #expect(!overlapped.withLock { $0 })
    }

    @Test("past its slots, adding waits until an operation has run")
    func bounded() {
        let queue = BoundedDelegateQueue()
        queue.isSuspended = true
        let added = Mutex(0)
        let adder = Thread {
            for _ in 0..<(BoundedDelegateQueue.slots + 3) {
                queue.addOperation {}
                added.withLock { $0 += 1 }
            }
        }
        adder.start()
        // The suspended queue runs nothing: the adder fills the slots, then waits.
        Thread.sleep(forTimeInterval: 0.3)
        #expect(added.withLock { $0 } == BoundedDelegateQueue.slots)
        queue.isSuspended = false
        queue.waitUntilAllOperationsAreFinished()
        Thread.sleep(forTimeInterval: 0.1)
        queue.waitUntilAllOperationsAreFinished()
        #expect(added.withLock { $0 } == BoundedDelegateQueue.slots + 3)
    }

    @Test("an operation that adds past the slots from the queue itself does not wait for itself")
    func fromItself() {
        let queue = BoundedDelegateQueue()
        let ran = Mutex(0)
        queue.addOperation {
            for _ in 0..<(BoundedDelegateQueue.slots * 2) {
                queue.addOperation { ran.withLock { $0 += 1 } }
            }
        }
        let start = ContinuousClock.now
        queue.waitUntilAllOperationsAreFinished()
        #expect(ran.withLock { $0 } == BoundedDelegateQueue.slots * 2)
        // Each add past the slots would otherwise wait out its one-second bound.
        #expect(ContinuousClock.now - start < .seconds(10))
    }
}
#endif
