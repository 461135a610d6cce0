"""Parses generated TypeScript (.ts) and Kotlin (.kt) files with tree-sitter's grammars.

Usage: parse.py FILE...  Prints one line per syntax error (an ERROR or MISSING node of the tree),
as FILE:LINE:COLUMN: KIND near TEXT, then a summary line; exits 1 when any file has one, 0 when
none has, 2 on a usage error (an unknown suffix or an unreadable file).
"""
import sys

import tree_sitter
import tree_sitter_kotlin
import tree_sitter_typescript

LANGUAGES = {
    ".ts": tree_sitter.Language(tree_sitter_typescript.language_typescript()),
    ".kt": tree_sitter.Language(tree_sitter_kotlin.language()),
}


def problems(path):
    """The syntax errors of the file at `path`, each as a line of text."""
    suffix = path[path.rfind("."):]
    if suffix not in LANGUAGES:
        raise ValueError(f"{path}: no parser for '{suffix}' (.ts and .kt are known)")
    with open(path, "rb") as file:
        source = file.read()
    tree = tree_sitter.Parser(LANGUAGES[suffix]).parse(source)
    found = []
    stack = [tree.root_node]
    while stack:
        node = stack.pop()
        if node.is_error or node.is_missing:
            kind = "MISSING " + node.type if node.is_missing else "ERROR"
            near = source[node.start_byte:node.start_byte + 40].decode("utf-8", "replace")
            found.append(f"{path}:{node.start_point[0] + 1}:{node.start_point[1] + 1}: {kind} near {near!r}")
        elif node.has_error:
            stack.extend(node.children)
    return sorted(found)


def main(paths):
    if not paths:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        found = [line for path in paths for line in problems(path)]
    except (OSError, ValueError) as error:
        print(error, file=sys.stderr)
        return 2
    for line in found:
        print(line)
    print(f"{len(paths)} files parsed, {len(found)} syntax errors")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
