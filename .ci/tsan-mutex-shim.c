// Tells ThreadSanitizer about the synchronisation of the standard library's Mutex on Linux.
// Linked into the ThreadSanitizer test build by .ci/sanitizers; never part of Yopuy.
//
// Synchronization.Mutex (behind Yopuy's Lock, and used by the tests) takes and releases its
// lock word with an atomic compare-and-exchange that is inlined into our code, where
// ThreadSanitizer sees it, but when the lock is contended it goes through `_lockSlow`,
// `_tryLockSlow` and `_unlockSlow` in libswiftSynchronization.so, which is not instrumented:
// they spin with their own compare-and-exchange and otherwise let the kernel hand the lock
// over (FUTEX_LOCK_PI, FUTEX_UNLOCK_PI). ThreadSanitizer sees neither, so two critical
// sections that met on a contended lock look unordered and it reports a "Swift access race"
// on the guarded state. A 20-line program with nothing but a Mutex shows it too.
//
// The linker's --wrap sends our calls to those three functions here. Each calls the real one
// and declares the edge the Mutex guarantees: a successful lock acquires the lock word's
// address, an unlock releases it first. This is how ThreadSanitizer models pthread_mutex;
// accesses outside the lock are still reported. The functions take the Mutex's handle as
// Swift's `self` (the swift_context register) and are `swiftcall`.
#include <stdbool.h>
#include <stdint.h>

#define SWIFTCALL __attribute__((swiftcall))
#define SELF __attribute__((swift_context))
#define LOCK_SLOW "$s15Synchronization12_MutexHandleV9_lockSlowyys6UInt32VF"
#define TRY_LOCK_SLOW "$s15Synchronization12_MutexHandleV12_tryLockSlowSbyF"
#define UNLOCK_SLOW "$s15Synchronization12_MutexHandleV11_unlockSlowyyF"

void __tsan_acquire(void *address);
void __tsan_release(void *address);

SWIFTCALL void real_lock_slow(uint32_t thread_id, void *SELF handle) __asm__("__real_" LOCK_SLOW);
SWIFTCALL bool real_try_lock_slow(void *SELF handle) __asm__("__real_" TRY_LOCK_SLOW);
SWIFTCALL void real_unlock_slow(void *SELF handle) __asm__("__real_" UNLOCK_SLOW);

SWIFTCALL void wrap_lock_slow(uint32_t thread_id, void *SELF handle) __asm__("__wrap_" LOCK_SLOW);
SWIFTCALL bool wrap_try_lock_slow(void *SELF handle) __asm__("__wrap_" TRY_LOCK_SLOW);
SWIFTCALL void wrap_unlock_slow(void *SELF handle) __asm__("__wrap_" UNLOCK_SLOW);

SWIFTCALL void wrap_lock_slow(uint32_t thread_id, void *SELF handle) {
    real_lock_slow(thread_id, handle);
    __tsan_acquire(handle);
}

SWIFTCALL bool wrap_try_lock_slow(void *SELF handle) {
    bool locked = real_try_lock_slow(handle);
    if (locked) {
        __tsan_acquire(handle);
    }
    return locked;
}

SWIFTCALL void wrap_unlock_slow(void *SELF handle) {
    __tsan_release(handle);
    real_unlock_slow(handle);
}
