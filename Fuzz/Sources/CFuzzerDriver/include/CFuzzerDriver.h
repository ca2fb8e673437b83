#ifndef C_FUZZER_DRIVER_H
#define C_FUZZER_DRIVER_H

/// Runs libFuzzer's driver on this process's arguments, with the target's
/// `LLVMFuzzerTestOneInput` (defined in Swift with `@_cdecl`), and exits with its code.
///
/// SwiftPM links every executable with `main` bound to the module's own entry point, so
/// libFuzzer's `main` is never used; each target's `main.swift` calls this instead, which is
/// what libFuzzer's `main` does.
_Noreturn void yopuy_fuzzer_main(int argc, char **argv);

#endif
