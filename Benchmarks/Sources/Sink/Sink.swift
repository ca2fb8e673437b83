/// Takes a measured value and does nothing with it, where no optimizer can see that: a module of
/// its own, not optimized, so that the work that made the value is not taken out of a loop.
@_optimize(none)
public func blackHole(_: some Any) {}
