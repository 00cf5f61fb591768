#ifndef PUSHSPEC_CSODIUM_SHIM_H
#define PUSHSPEC_CSODIUM_SHIM_H
// libsodium (libsodium-dev): the secretbox used by Zulip's end-to-end encrypted pushes.
#include <sodium.h>
#endif
