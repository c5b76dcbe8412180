/*
 * measure: runs one command and writes its wall time, peak memory and CPU time to a
 * file, for scripts/benchmark.sh.
 *
 *   cc -O2 -o measure scripts/bench/measure.c
 *   ./measure RESULT-FILE COMMAND [ARG...]
 *
 * RESULT-FILE gets one line: wall seconds, peak resident set size in kilobytes, user
 * seconds and system seconds of the command, separated by spaces. The command keeps
 * this program's standard input, output and error. The exit status is the command's
 * (128 + the signal if a signal ended it; 127 if it could not be started).
 *
 * Why not measure from Python: Linux counts the memory of the process that starts a
 * command into the command's peak (ru_maxrss survives exec), so a command started
 * by a Python process that has built a 100,000-component theme would report that
 * process's hundreds of megabytes. This program is small, so its share is about 1 MB.
 */
#include <stdio.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double seconds(struct timeval t) { return t.tv_sec + t.tv_usec / 1e6; }

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: %s RESULT-FILE COMMAND [ARG...]\n", argv[0]);
    return 64;
  }
  FILE *result = fopen(argv[1], "w");
  if (result == NULL) {
    perror(argv[1]);
    return 73;
  }

  struct timespec start, end;
  clock_gettime(CLOCK_MONOTONIC, &start);
  pid_t child = fork();
  if (child < 0) {
    perror("fork");
    return 71;
  }
  if (child == 0) {
    execvp(argv[2], argv + 2);
    perror(argv[2]);
    _exit(127);
  }
  int status;
  struct rusage usage;
  if (wait4(child, &status, 0, &usage) < 0) {
    perror("wait4");
    return 71;
  }
  clock_gettime(CLOCK_MONOTONIC, &end);

  double wall = (end.tv_sec - start.tv_sec) + (end.tv_nsec - start.tv_nsec) / 1e9;
  fprintf(result, "%.6f %ld %.6f %.6f\n", wall, usage.ru_maxrss, seconds(usage.ru_utime),
          seconds(usage.ru_stime));
  fclose(result);
  if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
  return WEXITSTATUS(status);
}
