import CFuzzerDriver

// libFuzzer's driver, run on this target's `LLVMFuzzerTestOneInput` (see CFuzzerDriver.h).
yopuy_fuzzer_main(CommandLine.argc, CommandLine.unsafeArgv)
