#!/usr/bin/env python3
"""Writes a Config folder as a Kubernetes ConfigMap, and the Deployment patch that mounts it.

A ConfigMap holds flat keys, and a Config holds folders (tokens/, styles/, docs/, ...): each file
becomes the key of its relative path with `/` written `__`, and the patch's volume `items` put every
key back at its path. Every key and path is written quoted (a file named `true` or `0x10` stays a
name); a name no key can hold, two files that would share a key, and a link that leaves the
Config are refused, and nothing is written: the exit status is 1 on any problem. The patch also stamps the pod template with the Config's SHA-256, so that
`kubectl apply -k` of a changed Config rolls the Deployment out: new pods start on the new Config,
become ready once /healthz answers, and only then replace the old ones.

usage: deploy/kubernetes/config-map.py CONFIG_DIR [OUT_DIR]    (OUT_DIR: this folder)
writes OUT_DIR/config.yaml (the ConfigMap) and OUT_DIR/config-volume.yaml (the patch).
Python 3.9 or newer, standard library only.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import sys
from pathlib import Path

NAME = "swatchbook-config"
DEPLOYMENT = "swatchbook"
# What the API server accepts in a ConfigMap: keys of these characters, at most 253 of them,
# and at most 1 MiB for the whole object (its data; the rest is small).
KEY = re.compile(r"^[-._a-zA-Z0-9]+$")
MOST_KEY_LENGTH = 253
MOST_BYTES = 1024 * 1024 - 16 * 1024


class ConfigError(Exception):
    """A Config that cannot be a ConfigMap, with the file and the rule."""


def files_of(config: Path) -> list[Path]:
    """Every regular file below `config`, by relative path; dotfiles and dot-folders skipped.
    A link to a file inside the Config is read through; any other link, or anything that is not
    a regular file or folder, is refused (the server refuses links that leave the Config too)."""
    found = []
    root = config.resolve()
    for folder, folders, names in os.walk(config, followlinks=False):
        for name in folders:
            if not name.startswith(".") and Path(folder, name).is_symlink():
                raise ConfigError(f"{Path(folder, name)}: a link to a folder; a ConfigMap holds files, so copy the folder in")
        folders[:] = sorted(name for name in folders if not name.startswith("."))
        for name in sorted(names):
            path = Path(folder, name)
            if name.startswith("."):
                continue
            if path.is_symlink():
                target = path.resolve()
                if not target.is_relative_to(root) or not target.is_file():
                    raise ConfigError(f"{path}: a link to {target}, which is not a file inside the Config; "
                                      "a ConfigMap holds files, so copy it in")
            elif not path.is_file():
                raise ConfigError(f"{path}: not a regular file or folder")
            found.append(path.relative_to(config))
    return sorted(found)


def key_of(relative: Path) -> str:
    """The ConfigMap key of a file: its path with `/` written `__`."""
    for part in relative.parts:
        if not KEY.fullmatch(part) or "__" in part:
            raise ConfigError(f"{scalar(relative.as_posix())}: a ConfigMap key may hold only letters, digits, '-', '_' and '.', "
                              "and '__' stands for '/', so no file or folder name may hold another character or '__'")
    key = "__".join(relative.parts)
    if len(key) > MOST_KEY_LENGTH:
        raise ConfigError(f"{relative}: its key '{key}' is longer than {MOST_KEY_LENGTH} characters")
    return key


def scalar(text: str) -> str:
    """A YAML double-quoted scalar (JSON's string syntax, which YAML 1.2 reads the same)."""
    return json.dumps(text, ensure_ascii=False)


def render(config: Path) -> tuple[str, str]:
    """The ConfigMap and the Deployment patch for the Config folder `config`."""
    digest = hashlib.sha256()
    data, binary, items, total = [], [], [], 0
    owners: dict[str, Path] = {}
    for relative in files_of(config):
        key = key_of(relative)
        if key in owners:
            raise ConfigError(f"{owners[key]} and {relative} would both be the key '{key}' ('__' stands for '/'); "
                              "rename one so that no name starts or ends with '_' beside a folder's '/'")
        owners[key] = relative
        content = (config / relative).read_bytes()
        total += len(content)
        digest.update(relative.as_posix().encode() + b"\0" + hashlib.sha256(content).digest())
        try:
            data.append(f"  {scalar(key)}: {scalar(content.decode('utf-8'))}")
        except UnicodeDecodeError:
            binary.append(f"  {scalar(key)}: {scalar(base64.b64encode(content).decode('ascii'))}")
            total += len(content) // 3
        items.append(f"              - key: {scalar(key)}\n                path: {scalar(relative.as_posix())}")
    if not items:
        raise ConfigError(f"{config}: holds no file")
    if total > MOST_BYTES:
        raise ConfigError(f"{config}: {total} bytes do not fit in one ConfigMap (at most 1 MiB); mount the Config "
                          "from a volume, or build it into an image of your own (see the Swatchbook manual, /docs/swatchbook/running-at-scale)")
    header = ("# Generated by deploy/kubernetes/config-map.py from the Config folder: run it again after editing\n"
              "# the Config, then `kubectl apply -k deploy/kubernetes`.\n")
    config_map = header + "\n".join([
        "apiVersion: v1", "kind: ConfigMap", "metadata:", f"  name: {NAME}",
        "  labels:", "    app.kubernetes.io/name: swatchbook", "    app.kubernetes.io/component: config",
        *(["data:", *data] if data else []), *(["binaryData:", *binary] if binary else []),
    ]) + "\n"
    patch = header + "\n".join([
        "apiVersion: apps/v1", "kind: Deployment", "metadata:", f"  name: {DEPLOYMENT}", "spec:", "  template:",
        "    metadata:", "      annotations:",
        "        # A changed Config changes the pod template: apply rolls the Deployment out.",
        f"        swatchbook.dev/config-sha256: \"{digest.hexdigest()}\"",
        "    spec:", "      volumes:", "        - name: config", "          configMap:", f"            name: {NAME}",
        "            items:", *items,
    ]) + "\n"
    return config_map, patch


def write(out: Path, files: dict[str, str]) -> None:
    """Writes every file of `files` into `out`, each whole or not at all (a temporary file renamed)."""
    for name, text in files.items():
        temporary = out / f".{name}.tmp"
        try:
            temporary.write_text(text, encoding="utf-8")
            os.replace(temporary, out / name)
        finally:
            temporary.unlink(missing_ok=True)


def main(arguments: list[str]) -> int:
    if len(arguments) not in (1, 2) or arguments[0] in ("-h", "--help"):
        print(__doc__, file=sys.stderr)
        return 2
    config = Path(arguments[0])
    out = Path(arguments[1]) if len(arguments) == 2 else Path(__file__).resolve().parent
    if not config.is_dir():
        print(f"config-map.py: {config}: no such folder", file=sys.stderr)
        return 1
    try:
        config_map, patch = render(config)
        write(out, {"config.yaml": config_map, "config-volume.yaml": patch})
    except (ConfigError, OSError, UnicodeError) as error:
        print(f"config-map.py: {error}", file=sys.stderr)
        return 1
    print(f"config-map.py: {out / 'config.yaml'} and {out / 'config-volume.yaml'} from {config}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
