"""Fixtures of the contract suite: the swatchbook binary and a server on the bundled Config."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from serving import REPO, Server


@pytest.fixture(scope="session")
def binary() -> Path:
    """The swatchbook binary under test: SWATCHBOOK_BIN, or the debug build."""
    path = Path(os.environ.get("SWATCHBOOK_BIN", REPO / ".build" / "debug" / "swatchbook"))
    if not path.is_absolute():
        path = REPO / path
    if not os.access(path, os.X_OK):
        pytest.exit(f"{path} is missing: build it first (swift build --product swatchbook; make contract-test does)", 2)
    return path


@pytest.fixture(scope="session")
def server(binary, tmp_path_factory) -> Server:
    """One server for the session on a copy of the bundled Config and Public."""
    try:
        server = Server(binary, tmp_path_factory.mktemp("swatchbook")).start()
    except RuntimeError as error:
        pytest.fail(str(error), pytrace=False)
    yield server
    status = server.stop()
    if status not in (0, None):
        print(f"\nswatchbook serve exited with {status}\n{server.log_tail()}")
