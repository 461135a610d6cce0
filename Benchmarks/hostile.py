#!/usr/bin/env python3
"""Writes the hostile inputs of issue 14 for Benchmarks/hostile.sh, the same bytes every run.

usage: Benchmarks/hostile.py tokens KIND SIZE FILE    one DTCG 2025.10 token file of KIND at SIZE
       Benchmarks/hostile.py config DIR FILE LIMITS   lists FILE (relative to DIR/tokens) in the
                                                      resolver's core set of the Config DIR (made
                                                      by `swatchbook init`) and, when LIMITS is
                                                      "1", raises the token limits in swatchbook.json

KIND and SIZE:
  chain              SIZE tokens, t1 -> t0, t2 -> t1, ...; only t0 says $type (colour)
  cycle-typed        SIZE tokens, t0 -> t1 -> ... -> t0, in a group of $type colour
  cycle-untyped      the same with no $type anywhere
  fanout-gradient    SIZE levels: g0 is a gradient of 10 stops, each gK lists 10 aliases of gK-1
                     (the top one expands to 10^SIZE stops)
  fanout-shadow      the same with shadows and their layers
  shadow-layers      one shadow of SIZE layers
  tokens             SIZE plain colour tokens
  description        one colour token whose $description is SIZE bytes
"""
import json
import sys

GROUP = "hostile"
LIMITS = {
    "tokenFileBytes": 1073741824,
    "configBytes": 1073741824,
    "tokens": 10000000,
    "stringBytes": 104857600,
    "compositeParts": 10000000,
}


def color(i):
    return '{"colorSpace":"srgb","components":[%s,%s,%s]}' % (i % 11 / 10, i // 11 % 11 / 10, i // 121 % 11 / 10)


def px(value):
    return '{"value":%d,"unit":"px"}' % value


def layer(i):
    return '{"color":%s,"offsetX":%s,"offsetY":%s,"blur":%s,"spread":%s}' % (color(i), px(0), px(i % 8), px(i % 16), px(0))


def stop(i):
    return '{"color":%s,"position":%s}' % (color(i), i / 10)


def file(out, body):
    """Writes {"$schema": ..., GROUP: {body}}, body given as an iterable of JSON text pieces."""
    out.write('{"$schema":"https://www.designtokens.org/schemas/2025.10/format.json",\n"%s":{' % GROUP)
    for piece in body:
        out.write(piece)
    out.write("}}\n")


def members(pieces):
    first = True
    for piece in pieces:
        yield piece if first else ",\n" + piece
        first = False


def chain(size):
    yield '"t0":{"$type":"color","$value":%s}' % color(0)
    for i in range(1, size):
        yield '"t%d":{"$value":"{%s.t%d}"}' % (i, GROUP, i - 1)


def cycle(size, typed):
    if typed:
        yield '"$type":"color"'
    for i in range(size):
        yield '"t%d":{"$value":"{%s.t%d}"}' % (i, GROUP, (i + 1) % size)


def fanout(levels, kind):
    yield '"$type":"%s"' % kind
    part = stop if kind == "gradient" else layer
    yield '"g0":{"$value":[%s]}' % ",".join(part(i) for i in range(10))
    for level in range(1, levels):
        yield '"g%d":{"$value":[%s]}' % (level, ",".join(['"{%s.g%d}"' % (GROUP, level - 1)] * 10))


def shadow_layers(size):
    yield '"shadow":{"$type":"shadow","$value":['
    for i in range(size):
        yield (layer(i) if i == 0 else ",\n" + layer(i))
    yield "]}"


def tokens(size):
    yield '"$type":"color"'
    for i in range(size):
        yield '"t%d":{"$value":%s}' % (i, color(i))


def description(size):
    words = "A description that goes on and on, as a hostile or careless file might. "
    text = (words * (size // len(words) + 1))[:size]
    yield '"long":{"$type":"color","$description":%s,"$value":%s}' % (json.dumps(text), color(0))


def write_tokens(kind, size, path):
    generators = {
        "chain": lambda: members(chain(size)),
        "cycle-typed": lambda: members(cycle(size, True)),
        "cycle-untyped": lambda: members(cycle(size, False)),
        "fanout-gradient": lambda: members(fanout(size, "gradient")),
        "fanout-shadow": lambda: members(fanout(size, "shadow")),
        "shadow-layers": lambda: shadow_layers(size),
        "tokens": lambda: members(tokens(size)),
        "description": lambda: description(size),
    }
    if kind not in generators:
        sys.exit("hostile.py: unknown kind %r (%s)" % (kind, ", ".join(generators)))
    with open(path, "w") as out:
        file(out, generators[kind]())


def write_config(directory, token_file, limits):
    resolver_path = directory + "/tokens/swatchbook.resolver.json"
    with open(resolver_path) as source:
        resolver = json.load(source)
    resolver["sets"]["core"]["sources"].append({"$ref": "./" + token_file})
    with open(resolver_path, "w") as out:
        json.dump(resolver, out, indent=2)
    settings_path = directory + "/swatchbook.json"
    with open(settings_path) as source:
        settings = json.load(source)
    if limits == "1":
        settings.setdefault("limits", {}).update(LIMITS)
    with open(settings_path, "w") as out:
        json.dump(settings, out, indent=2)


if __name__ == "__main__":
    if len(sys.argv) == 5 and sys.argv[1] == "tokens":
        write_tokens(sys.argv[2], int(sys.argv[3]), sys.argv[4])
    elif len(sys.argv) == 5 and sys.argv[1] == "config":
        write_config(sys.argv[2], sys.argv[3], sys.argv[4])
    else:
        sys.exit(__doc__)
