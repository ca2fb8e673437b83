#include "CFuzzerDriver.h"

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

// Both come from the link: the first from the target's Swift code, the second from
// libclang_rt.fuzzer, which `-sanitize=fuzzer` links.
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

void yopuy_fuzzer_main(int argc, char **argv) {
    exit(LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput));
}
