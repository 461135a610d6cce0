#!/usr/bin/env python3
"""Prints the requests of Benchmarks/soak.sh, one a line ("PATH" or "PATH<TAB>Header: value"), all
taken from the running server rather than guessed: every page, preview, asset and API link that
the guide's pages lead to (a breadth-first walk from /); /api/tokens in each export format for
each context of each modifier, the detail of a spread of token ids, /healthz, /metrics and the
API's indexes, each kept only when it answers 200; the API and a guide page again with gzip; and
two 404s. Sorted, so two runs against the same Config print the same list. No conditional GETs:
a 304 carries the Content-Length its 200 would have (as RFC 9110 allows), and the HTTP parser
bundled in wrk then waits for a body that never comes.

usage: Benchmarks/soak-paths.py BASE_URL [MAX_PAGES]    (MAX_PAGES: HTML pages walked, 400)
"""
import html.parser
import json
import sys
import urllib.error
import urllib.parse
import urllib.request

FORMATS = ["dtcg", "flat", "css", "scss", "js", "ts", "swift", "android", "compose", "figma"]
TOKEN_DETAILS = 40


class Links(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.found = []

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in ("href", "src") and value:
                self.found.append(value)


def get(base, path, headers=None):
    request = urllib.request.Request(base + path, headers=headers or {})
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


def walk(base, max_pages):
    """Every same-site path the pages lead to, and which of them are HTML pages."""
    seen, pages, queue = {"/"}, [], ["/"]
    while queue and len(pages) < max_pages:
        path = queue.pop(0)
        status, headers, body = get(base, path)
        if status != 200 or not headers.get("Content-Type", "").startswith("text/html"):
            continue
        pages.append(path)
        parser = Links()
        parser.feed(body.decode("utf-8", "replace"))
        for link in parser.found:
            url = urllib.parse.urlsplit(urllib.parse.urljoin(base + path, link))
            if url.scheme + "://" + url.netloc != base or not url.path.startswith("/"):
                continue
            target = url.path + ("?" + url.query if url.query else "")
            if target not in seen:
                seen.add(target)
                queue.append(target)
    return seen


def main():
    base = sys.argv[1].rstrip("/")
    max_pages = int(sys.argv[2]) if len(sys.argv) > 2 else 400
    paths = walk(base, max_pages)
    themes = json.loads(get(base, "/api/modifiers")[2])["modifiers"]
    contexts = [(m["name"], c) for m in themes for c in m["contexts"]]
    extra = ["/api/tokens?format=%s&%s=%s" % (format, name, context) for format in FORMATS for name, context in contexts]
    ids = sorted(json.loads(get(base, "/api/tokens?format=flat")[2]))
    extra += ["/api/tokens/" + urllib.parse.quote(token) for token in ids[::max(1, len(ids) // TOKEN_DETAILS)]]
    extra += ["/healthz", "/metrics", "/api/openapi.json", "/api/modifiers", "/api/styles"]
    paths.update(path for path in extra if get(base, path)[0] == 200)
    paths.update(["/no-such-page", "/api/tokens/no.such.token"])
    lines = sorted(paths)
    lines += [path + "\tAccept-Encoding: gzip" for path in ["/api/tokens?format=css", "/components"]]
    print("\n".join(lines))


if __name__ == "__main__":
    main()
