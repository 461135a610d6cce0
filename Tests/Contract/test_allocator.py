"""The binary allocates with mimalloc (Package.swift says why): every pointer, whoever frees it.

mimalloc prints its heap statistics at exit when MIMALLOC_SHOW_STATS is set; glibc's malloc knows
nothing of that variable. Loading a Config hands memory from C to Swift (glibc's realpath allocates
the path Swift frees): were mimalloc only Swift's, and glibc's malloc still the C libraries', that
free would crash, so `check` passing shows one allocator serves them all.
"""

import os
import subprocess
import sys

import pytest

from serving import REPO

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="mimalloc is linked on Linux only")


def run(binary, *arguments, tmp_path=None):
    environment = dict(os.environ, MIMALLOC_SHOW_STATS="1")
    return subprocess.run([str(binary), *arguments], capture_output=True, text=True, timeout=120, env=environment, cwd=tmp_path)


def test_the_binary_allocates_with_mimalloc(binary):
    finished = run(binary, "--version")
    assert finished.returncode == 0, finished.stderr
    assert "heap stats" in finished.stderr, f"no mimalloc statistics at exit; stderr was:\n{finished.stderr[-2000:]}"


def test_memory_crosses_c_and_swift_under_one_allocator(binary, tmp_path):
    # `check` resolves the Config's real path (glibc's realpath allocates, Swift frees) and reads every file.
    finished = run(binary, "check", str(REPO / "Config"), tmp_path=tmp_path)
    assert finished.returncode == 0, finished.stderr[-2000:]
    assert "heap stats" in finished.stderr
