/*
 * yaml_parse: the floor for the benchmark. It parses each file named on the command
 * line with libyaml's event parser (yaml_parser_parse until STREAM-END), builds no
 * document, keeps nothing, and exits. Any YAML tool has to do at least this much work,
 * so `chamfer build` is compared with it in scripts/benchmark.sh. JSON is YAML, so the
 * same program reads the JSON themes too.
 *
 *   cc -O2 -o yaml_parse scripts/bench/yaml_parse.c -lyaml
 *   ./yaml_parse base.yaml components.yaml      prints the number of events
 *
 * Exit status: 0 success, 1 a file cannot be opened or is not valid YAML, 64 usage.
 */
#include <stdio.h>
#include <yaml.h>

/* Parses one file; returns the number of events, or -1 on error. */
static long parse_file(const char *path) {
  FILE *file = fopen(path, "rb");
  if (file == NULL) {
    perror(path);
    return -1;
  }
  yaml_parser_t parser;
  if (!yaml_parser_initialize(&parser)) {
    fprintf(stderr, "%s: cannot initialise the libyaml parser\n", path);
    fclose(file);
    return -1;
  }
  yaml_parser_set_input_file(&parser, file);

  long events = 0;
  int done = 0;
  while (!done) {
    yaml_event_t event;
    if (!yaml_parser_parse(&parser, &event)) {
      fprintf(stderr, "%s:%lu:%lu: %s\n", path, (unsigned long)parser.problem_mark.line + 1,
              (unsigned long)parser.problem_mark.column + 1,
              parser.problem ? parser.problem : "parse error");
      events = -1;
      break;
    }
    done = event.type == YAML_STREAM_END_EVENT;
    yaml_event_delete(&event);
    events++;
  }

  yaml_parser_delete(&parser);
  fclose(file);
  return events;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s FILE...\n", argv[0]);
    return 64;
  }
  long total = 0;
  for (int i = 1; i < argc; i++) {
    long events = parse_file(argv[i]);
    if (events < 0) return 1;
    total += events;
  }
  printf("%ld events\n", total);
  return 0;
}
