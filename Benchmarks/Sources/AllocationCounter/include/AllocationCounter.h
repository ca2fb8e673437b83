#ifndef YOPUY_ALLOCATION_COUNTER_H
#define YOPUY_ALLOCATION_COUNTER_H

/// The allocations the process has made since it started: calls of malloc, calloc, realloc,
/// posix_memalign, aligned_alloc and memalign, which this target defines over glibc's own
/// (__libc_malloc and the rest). Linked into the `allocation-counts` runner alone.
long yopuy_allocations(void);

#endif
