// What TDLib's getPushReceiverId costs beyond td_execute's own work: the request's JSON parsed,
// the function looked up and called, the reply written as JSON. Times, in turn (5 rounds, median
// of each), the call over every line of an NDJSON corpus, as ../shared/bench/tdlib_receiver_id.c
// does, and the same call with an empty payload ("") and with "{}" as many times, whose work is
// that overhead alone (TDLib refuses both at once: nothing to parse, no receiver id).
// usage: td_execute_overhead CORPUS.ndjson
// build: gcc -O2 td_execute_overhead.c LIBTDJSON.so -Wl,-rpath,DIR_OF_LIBTDJSON -o td_execute_overhead
// (libtdjson is PyPI's tdjson, as run-peers.sh installs it; see Benchmarks/README.md).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

const char *td_execute(const char *request);

static char *json_quote(const char *s, size_t n) {
  char *o = malloc(n * 6 + 3), *p = o;
  *p++ = '"';
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '"' || c == '\\') { *p++ = '\\'; *p++ = (char)c; }
    else if (c < 0x20) p += sprintf(p, "\\u%04x", c);
    else *p++ = (char)c;
  }
  *p++ = '"'; *p = 0;
  return o;
}

static double now_us(clockid_t clock) {
  struct timespec t;
  clock_gettime(clock, &t);
  return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

// Microseconds per call of td_execute over requests[0 ..< n], by the wall clock (as
// tdlib_receiver_id.c) and by the thread's processor time (*cpu), which other processes on a
// busy machine do not inflate.
static double time_calls(char **requests, size_t n, size_t *checksum, double *cpu) {
  double start = now_us(CLOCK_MONOTONIC), start_cpu = now_us(CLOCK_THREAD_CPUTIME_ID);
  for (size_t i = 0; i < n; i++) *checksum += strlen(td_execute(requests[i]));
  *cpu = (now_us(CLOCK_THREAD_CPUTIME_ID) - start_cpu) / (double)n;
  return (now_us(CLOCK_MONOTONIC) - start) / (double)n;
}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
  if (argc < 2) { fprintf(stderr, "usage: %s CORPUS.ndjson\n", argv[0]); return 2; }
  td_execute("{\"@type\":\"setLogVerbosityLevel\",\"new_verbosity_level\":0}");
  FILE *f = fopen(argv[1], "rb");
  if (!f) { perror(argv[1]); return 2; }
  size_t cap = 1024, n = 0; char **corpus = malloc(cap * sizeof(char *));
  char *line = NULL; size_t lcap = 0; ssize_t len;
  while ((len = getline(&line, &lcap, f)) > 0) {
    while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r')) len--;
    char *q = json_quote(line, (size_t)len);
    char *r = malloc(strlen(q) + 64);
    sprintf(r, "{\"@type\":\"getPushReceiverId\",\"payload\":%s}", q);
    free(q);
    if (n == cap) corpus = realloc(corpus, (cap *= 2) * sizeof(char *));
    corpus[n++] = r;
  }
  fclose(f);
  if (n == 0) { fprintf(stderr, "%s: no payloads\n", argv[1]); return 2; }
  // The same request text n times, each its own copy (as the corpus's are).
  char **empty = malloc(n * sizeof(char *)), **braces = malloc(n * sizeof(char *));
  for (size_t i = 0; i < n; i++) {
    empty[i] = strdup("{\"@type\":\"getPushReceiverId\",\"payload\":\"\"}");
    braces[i] = strdup("{\"@type\":\"getPushReceiverId\",\"payload\":\"{}\"}");
  }
  printf("reply to an empty payload: %s\nreply to {}: %s\n", td_execute(empty[0]), td_execute(braces[0]));
  enum { rounds = 5 };
  double c[rounds], e[rounds], b[rounds], cc[rounds], ec[rounds], bc[rounds];
  size_t checksum = 0;
  for (int r = 0; r < rounds; r++) {
    c[r] = time_calls(corpus, n, &checksum, &cc[r]);
    e[r] = time_calls(empty, n, &checksum, &ec[r]);
    b[r] = time_calls(braces, n, &checksum, &bc[r]);
  }
  double *all[] = {c, e, b, cc, ec, bc};
  for (int i = 0; i < 6; i++) qsort(all[i], rounds, sizeof(double), compare);
  printf("medians of %d rounds of %zu calls each, us/op, wall clock [thread processor time]:\n", rounds, n);
  printf("  the corpus:            %.3f [%.3f]\n", c[rounds / 2], cc[rounds / 2]);
  printf("  an empty payload \"\":   %.3f [%.3f]\n", e[rounds / 2], ec[rounds / 2]);
  printf("  the payload \"{}\":      %.3f [%.3f]\n", b[rounds / 2], bc[rounds / 2]);
  printf("  corpus minus empty:    %.3f [%.3f] (checksum %zu)\n", c[rounds / 2] - e[rounds / 2], cc[rounds / 2] - ec[rounds / 2], checksum);
  return 0;
}
