// A transcription, for CI only, of the declarations that PushSpec's Swift code takes from the
// Darwin module and glibc does not provide: `_NSGetExecutablePath` (Sources/PushSpecCLI/Commands/
// CompanionProgram+Darwin.swift), with the POSIX `realpath` and `free` that the same file calls
// (its only import is Darwin). Not Apple's header; never linked.
//
// _NSGetExecutablePath: <mach-o/dyld.h>, documented in the man page dyld(3) (`man 3 dyld` on macOS):
//   "int _NSGetExecutablePath(char* buf, uint32_t* bufsize);" (macOS 10.2, iOS 2.0)
// realpath: <stdlib.h>, realpath(3): "char *realpath(const char *restrict file_name, char *restrict resolved_name);"
// free: <stdlib.h>, free(3): "void free(void *ptr);"
#ifndef PUSHSPEC_CI_STUB_DARWIN_H
#define PUSHSPEC_CI_STUB_DARWIN_H

#include <stdint.h>

int _NSGetExecutablePath(char *buf, uint32_t *bufsize)
    __attribute__((availability(macos, introduced = 10.2))) __attribute__((availability(ios, introduced = 2.0)));

char *realpath(const char *restrict file_name, char *restrict resolved_name);

void free(void *ptr);

#endif
