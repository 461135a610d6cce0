"""The binary allocates with mimalloc (Package.swift says why): every pointer, whoever frees it.

The dynamic loader says where each call binds (LD_DEBUG=bindings): malloc and free, from the
binary and from the C libraries (glibc's own realpath, libmicrohttpd, GnuTLS), must bind to
mimalloc, which must come before glibc in the binary's libraries to win. mimalloc also prints its
heap statistics at exit when MIMALLOC_SHOW_STATS is set. Loading a Config hands memory from C to
Swift (glibc's realpath allocates the path Swift frees), so `check` passing shows it works.
"""

import os
import re
import subprocess
import sys

import pytest

from serving import REPO

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="mimalloc is linked on Linux only")


def run(binary, *arguments, tmp_path=None, **extra):
    environment = dict(os.environ, MIMALLOC_SHOW_STATS="1", **extra)
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


def test_malloc_and_free_bind_to_mimalloc_for_every_library(binary):
    finished = run(binary, "--version", LD_DEBUG="bindings")
    assert finished.returncode == 0, finished.stderr[-2000:]
    bindings = [line for line in finished.stderr.splitlines() if "binding file" in line]
    for symbol in ("malloc", "free"):
        bound = [line for line in bindings if re.search(rf"`{symbol}'( \[GLIBC_[0-9.]+\])?$", line.rstrip())]
        assert bound, f"no binding of {symbol} was logged"
        elsewhere = [line for line in bound if "libmimalloc.so" not in line.split(" to ", 1)[1]]
        assert not elsewhere, f"{symbol} bound elsewhere than mimalloc:\n" + "\n".join(elsewhere[:5])
    callers = {line.split("binding file ", 1)[1].split(" ", 1)[0] for line in bindings if re.search(r"`malloc'( \[GLIBC_[0-9.]+\])?$", line.rstrip())}
    assert any("libc.so" in caller for caller in callers), f"glibc's own malloc calls were not seen bound: {sorted(callers)}"
