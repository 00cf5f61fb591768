// zlib, for the gzip_packed objects of a push's attachb64 and updates.
#include <zlib.h>
