"""What check_dart.py and check_kotlin.py report from a tree-sitter parse tree."""


def problems(tree):
    """(line, column, message) for every ERROR / MISSING node, 1-based, in file order.

    Columns are tree-sitter's, in bytes; `char_column` turns them into characters."""
    found = []
    pending = [tree.root_node]
    while pending:
        node = pending.pop()
        if node.is_missing:
            line, column = node.start_point
            found.append((line + 1, column + 1, "missing '%s'" % node.type))
        elif node.is_error:
            # One report per ERROR node: errors nested inside it are usually the same mistake.
            line, column = node.start_point
            found.append((line + 1, column + 1, "unexpected '%s' (unparsable text runs to line %d)"
                          % (snippet(node), node.end_point[0] + 1)))
        elif node.has_error:
            # has_error marks subtrees that hold a problem somewhere below; skip clean ones.
            pending.extend(node.children)
    return sorted(found)


def snippet(node, limit=40):
    """A short, single-line excerpt of the source a node covers."""
    body = node.text.decode("utf-8", errors="replace").split("\n")[0]
    return body if len(body) <= limit else body[:limit] + "..."


def char_column(source, line, byte_column):
    """tree-sitter counts columns in bytes; editors count characters."""
    lines = source.split(b"\n")
    raw_line = lines[line - 1] if line - 1 < len(lines) else b""
    return len(raw_line[:byte_column - 1].decode("utf-8", errors="replace")) + 1
