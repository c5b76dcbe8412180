#!/usr/bin/env python3
"""Usage: check_dart.py FILE.dart...

Syntax check for generated Dart/Flutter files, using the tree-sitter Dart grammar
(no Dart SDK or Flutter needed).  A file fails when its parse tree contains an ERROR
node (text the grammar could not place) or a MISSING node (a token the parser had to
invent, such as a ')' or ';').

Output (stdout): one line per problem,
    path:line:column: error: missing ';'
    path:line:column: error: unexpected '= 12'
and a one-line summary on stderr.

Only syntax is checked: misspelled names (`Radius.circlar`), wrong named arguments and
type errors all pass.  See README.md.

Exit status: 0 clean, 1 problems, 2 tree-sitter / tree-sitter-dart not installed.
"""

import sys

from syntax_tree import char_column, problems

try:
    from tree_sitter import Language, Parser
    import tree_sitter_dart
except ImportError as error:
    print("check_dart.py: %s; install with: pip install tree-sitter tree-sitter-dart" % error, file=sys.stderr)
    sys.exit(2)


def make_parser():
    return Parser(Language(tree_sitter_dart.language()))


def main(paths):
    if not paths or paths[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if paths else 2
    parser = make_parser()
    failed = 0
    for path in paths:
        try:
            with open(path, "rb") as f:
                source = f.read()
        except OSError as error:
            print("%s:1:1: error: cannot read file: %s" % (path, error.strerror))
            failed += 1
            continue
        found = problems(parser.parse(source))
        for line, column, message in found:
            print("%s:%d:%d: error: %s" % (path, line, char_column(source, line, column), message))
        failed += bool(found)
    print("check_dart: %d file(s), %d with syntax errors" % (len(paths), failed), file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
