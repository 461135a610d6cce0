"""TLS without a proxy (issue 30): `serve --tls-cert FILE --tls-key FILE` checked with the tools a
operator would use — `openssl s_client` and curl trusting a test CA made here — plus HSTS, plain
HTTP on the TLS port, a bad pair at start, and SIGHUP swapping the certificate for new connections
while open ones keep theirs, a bad pair on reload leaving the last good one serving; and the
Dockerfile's HEALTHCHECK (`swatchbook health`), run here, healthy over TLS and plain HTTP, not when
degraded, and not when nothing answers."""

from __future__ import annotations

import http.client
import json
import shutil
import signal
import socket
import ssl
import subprocess
import time
from pathlib import Path

import pytest

from serving import Server
from test_dockerfile import DOCKERFILE, final_stage

HSTS = "max-age=31536000"


def run(*arguments: str, input: bytes = b"", check: bool = True) -> subprocess.CompletedProcess:
    return subprocess.run(arguments, input=input, capture_output=True, timeout=30, check=check)


def make_certificate(folder: Path, name: str, serial: str, ca: Path, ca_key: Path, key: Path) -> Path:
    """A server certificate for 127.0.0.1 and localhost with `serial` (hex), signed by the CA."""
    request = folder / f"{name}.csr"
    certificate = folder / f"{name}.pem"
    extensions = folder / f"{name}.ext"
    extensions.write_text("subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n"
                          "basicConstraints=critical,CA:FALSE\n")
    run("openssl", "req", "-new", "-key", str(key), "-subj", f"/CN={name}", "-out", str(request))
    run("openssl", "x509", "-req", "-in", str(request), "-CA", str(ca), "-CAkey", str(ca_key),
        "-set_serial", f"0x{serial}", "-days", "2", "-sha256", "-extfile", str(extensions), "-out", str(certificate))
    return certificate


@pytest.fixture(scope="module")
def pki(tmp_path_factory) -> dict[str, Path]:
    """A test CA, two server certificates (serials 1001 and 2002, one key each) and a stray key."""
    if shutil.which("openssl") is None or shutil.which("curl") is None:
        pytest.fail("openssl and curl are needed (make contract-deps installs them)", pytrace=False)
    folder = tmp_path_factory.mktemp("pki")
    files = {name: folder / f"{name}.key" for name in ("ca", "first", "second", "stray")}
    run("openssl", "genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out", str(files["ca"]))
    for name in ("first", "second", "stray"):
        run("openssl", "genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out", str(files[name]))
    ca = folder / "ca.pem"
    run("openssl", "req", "-x509", "-new", "-key", str(files["ca"]), "-subj", "/CN=Swatchbook test CA",
        "-days", "2", "-sha256", "-addext", "basicConstraints=critical,CA:TRUE", "-out", str(ca))
    return {
        "ca": ca,
        "first.pem": make_certificate(folder, "first", "1001", ca, files["ca"], files["first"]),
        "first.key": files["first"],
        "second.pem": make_certificate(folder, "second", "2002", ca, files["ca"], files["second"]),
        "second.key": files["second"],
        "stray.key": files["stray"],
    }


def tls_server(binary: Path, root: Path, pki: dict[str, Path]) -> Server:
    """`serve` over TLS with the first pair, copied beside it so a test can replace the files."""
    root.mkdir(parents=True, exist_ok=True)
    shutil.copy(pki["first.pem"], root / "tls.crt")
    shutil.copy(pki["first.key"], root / "tls.key")
    return Server(binary, root, extra_arguments=("--tls-cert", str(root / "tls.crt"), "--tls-key", str(root / "tls.key")))


@pytest.fixture(scope="module")
def served(binary, tmp_path_factory, pki) -> Server:
    try:
        server = tls_server(binary, tmp_path_factory.mktemp("tls"), pki).start()
    except RuntimeError as error:
        pytest.fail(str(error), pytrace=False)
    yield server
    assert server.stop() == 0, server.log_tail()


@pytest.fixture
def reloading(binary, tmp_path, pki) -> Server:
    """A TLS server of the test's own, whose files the test replaces."""
    try:
        server = tls_server(binary, tmp_path / "serve", pki).start()
    except RuntimeError as error:
        pytest.fail(str(error), pytrace=False)
    yield server
    server.stop()


def port(server: Server) -> int:
    return int(server.base_url.rsplit(":", 1)[1])


def s_client(server: Server, ca: Path, *options: str) -> str:
    """What `openssl s_client` says of a handshake that must verify against the test CA."""
    done = run("openssl", "s_client", "-connect", f"127.0.0.1:{port(server)}", "-servername", "localhost",
               "-verify_return_error", "-CAfile", str(ca), *options, input=b"", check=False)
    output = done.stdout.decode("utf-8", "replace") + done.stderr.decode("utf-8", "replace")
    assert done.returncode == 0, f"s_client failed:\n{output}\n{server.log_tail()}"
    return output


def served_serial(server: Server, ca: Path) -> str:
    """The serial number of the certificate a new connection is given, as openssl prints it."""
    output = s_client(server, ca, "-showcerts")
    pem = output[output.index("-----BEGIN CERTIFICATE-----"):output.index("-----END CERTIFICATE-----") + 25]
    return run("openssl", "x509", "-noout", "-serial", input=pem.encode()).stdout.decode().strip()


def curl(server: Server, ca: Path, path: str) -> tuple[int, dict[str, str], bytes]:
    done = run("curl", "--silent", "--show-error", "--cacert", str(ca), "--dump-header", "-",
               "--max-time", "15", server.url(path), check=False)
    assert done.returncode == 0, f"curl failed ({done.returncode}): {done.stderr.decode()}\n{server.log_tail()}"
    head, _, body = done.stdout.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {name.strip().lower(): value.strip() for name, _, value in (line.partition(":") for line in lines[1:])}
    return int(lines[0].split()[1]), headers, body


def health(server: Server, ca: Path) -> dict:
    status, _, body = curl(server, ca, "/healthz")
    assert status == 200
    return json.loads(body)


def test_it_says_https_when_listening(served):
    assert served.base_url.startswith("https://127.0.0.1:")


@pytest.mark.parametrize("version", ["-tls1_3", "-tls1_2"])
def test_openssl_s_client_verifies_the_chain_against_the_test_ca(served, pki, version):
    output = s_client(served, pki["ca"], version, "-brief")
    assert "Verification: OK" in output
    assert ("TLSv1.3" if version == "-tls1_3" else "TLSv1.2") in output


def test_tls_1_1_is_refused(served, pki):
    done = run("openssl", "s_client", "-connect", f"127.0.0.1:{port(served)}", "-tls1_1", "-cipher", "DEFAULT:@SECLEVEL=0",
               input=b"", check=False)
    assert done.returncode != 0


def test_curl_with_the_test_ca_gets_healthz_with_hsts(served, pki):
    status, headers, body = curl(served, pki["ca"], "/healthz")
    assert status == 200
    assert headers["strict-transport-security"] == HSTS
    assert json.loads(body)["status"] == "ok"


@pytest.mark.parametrize("path", ["/", "/api/tokens", "/no-such-page"])
def test_every_answer_over_tls_carries_hsts(served, pki, path):
    _, headers, _ = curl(served, pki["ca"], path)
    assert headers.get("strict-transport-security") == HSTS


def test_plain_http_never_carries_hsts(server):
    assert "Strict-Transport-Security" not in server.fetch("/healthz").headers


def test_plain_http_to_the_tls_port_is_refused_cleanly(served, pki):
    with socket.create_connection(("127.0.0.1", port(served)), timeout=10) as connection:
        connection.sendall(b"GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n")
        answer = b""
        try:
            while chunk := connection.recv(4096):
                answer += chunk
        except ConnectionResetError:
            pass
    assert not answer.startswith(b"HTTP/"), answer[:200]
    done = run("curl", "--silent", "--max-time", "10", f"http://127.0.0.1:{port(served)}/healthz", check=False)
    assert done.returncode != 0
    assert health(served, pki["ca"])["status"] == "ok"  # still serving


@pytest.mark.parametrize("case", ["key-not-pem", "key-of-another-certificate", "certificate-missing", "key-alone"])
def test_a_bad_pair_stops_serve_with_an_error_naming_the_file(binary, tmp_path, pki, case):
    garbage = tmp_path / "garbage.key"
    garbage.write_text("this is not a key\n")
    certificate, key = str(pki["first.pem"]), str(pki["first.key"])
    expected = {
        "key-not-pem": (garbage.name, "[tls-not-pem]"),
        "key-of-another-certificate": (pki["stray.key"].name, "[tls-key-mismatch]"),
        "certificate-missing": ("absent.pem", "[tls-file-missing]"),
        "key-alone": ("--tls-key needs --tls-cert", ""),
    }[case]
    arguments = {
        "key-not-pem": ["--tls-cert", certificate, "--tls-key", str(garbage)],
        "key-of-another-certificate": ["--tls-cert", certificate, "--tls-key", str(pki["stray.key"])],
        "certificate-missing": ["--tls-cert", str(tmp_path / "absent.pem"), "--tls-key", key],
        "key-alone": ["--tls-key", key],
    }[case]
    repository = Path(__file__).resolve().parents[2]
    done = subprocess.run([str(binary), "serve", "--config", str(repository / "Config"), "--public", str(repository / "Public"),
                           "--port", "0", *arguments],
                          capture_output=True, timeout=30)
    error = done.stderr.decode()
    assert done.returncode == (2 if case == "key-alone" else 1), error  # a usage error, or a file that cannot be served
    assert b"listening" not in done.stdout
    for part in expected:
        assert part in error


def wait_for(condition, what: str, server: Server):
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.1)
    pytest.fail(f"{what} did not happen within 15 s\n{server.log_tail()}", pytrace=False)


def test_sighup_serves_a_new_certificate_to_new_connections_and_keeps_open_ones(reloading, pki):
    ca = pki["ca"]
    assert served_serial(reloading, ca) == "serial=1001"
    context = ssl.create_default_context(cafile=str(ca))
    kept = http.client.HTTPSConnection("127.0.0.1", port(reloading), context=context, timeout=10)
    kept.request("GET", "/healthz")
    assert kept.getresponse().read() and True
    shutil.copy(pki["second.pem"], reloading.root / "tls.crt")
    shutil.copy(pki["second.key"], reloading.root / "tls.key")
    reloading.process.send_signal(signal.SIGHUP)
    wait_for(lambda: served_serial(reloading, ca) == "serial=2002", "the new certificate", reloading)
    kept.request("GET", "/healthz")
    answer = kept.getresponse()
    assert answer.status == 200 and json.loads(answer.read())["status"] == "ok"
    assert kept.sock.getpeercert()["serialNumber"] == "1001"  # the connection opened before kept its certificate
    kept.close()


def test_a_bad_pair_on_reload_keeps_the_last_good_one_and_degrades_healthz(reloading, pki):
    ca = pki["ca"]
    (reloading.root / "tls.key").write_bytes(pki["stray.key"].read_bytes())
    reloading.process.send_signal(signal.SIGHUP)
    wait_for(lambda: health(reloading, ca)["status"] == "degraded", "a degraded /healthz", reloading)
    report = health(reloading, ca)
    assert report["tls"]["state"] == "last-reload-failed"
    assert "tls.key" in report["tls"]["error"] and "[tls-key-mismatch]" in report["tls"]["error"]
    assert str(reloading.root) not in report["tls"]["error"]  # the file's name, never its folder
    assert served_serial(reloading, ca) == "serial=1001"
    shutil.copy(pki["first.key"], reloading.root / "tls.key")
    reloading.process.send_signal(signal.SIGHUP)
    wait_for(lambda: health(reloading, ca)["status"] == "ok", "/healthz ok again", reloading)
    assert "tls" not in health(reloading, ca)


def run_healthcheck(server: Server, port_number: int, **environment: str) -> subprocess.CompletedProcess:
    """The Dockerfile's HEALTHCHECK command (`swatchbook health`), run here with the binary under
    test as in the image, with `port_number` as PORT."""
    stage = dict(final_stage(DOCKERFILE.read_text()))
    command = json.loads(stage["HEALTHCHECK"].split(" CMD ", 1)[1])
    assert command[0] == "swatchbook", command
    env = {"PATH": "/usr/bin:/bin", "PORT": str(port_number), **environment}
    return subprocess.run([str(server.binary), *command[1:]], env=env, capture_output=True, timeout=30)


def image_healthcheck(server: Server, **environment: str) -> int:
    """The exit status of the image's HEALTHCHECK against `server` (its port as PORT)."""
    return run_healthcheck(server, port(server), **environment).returncode


@pytest.mark.parametrize("tls_environment", [True, False], ids=["SWATCHBOOK_TLS_CERT set", "--tls-cert flags"])
def test_the_image_healthcheck_asks_healthz_over_tls(reloading, pki, tls_environment):
    environment = {"SWATCHBOOK_TLS_CERT": str(reloading.root / "tls.crt")} if tls_environment else {}
    assert image_healthcheck(reloading, **environment) == 0
    (reloading.root / "tls.key").write_bytes(pki["stray.key"].read_bytes())
    reloading.process.send_signal(signal.SIGHUP)
    wait_for(lambda: health(reloading, pki["ca"])["status"] == "degraded", "a degraded /healthz", reloading)
    assert image_healthcheck(reloading, **environment) != 0, "a degraded server is not healthy"


def test_the_image_healthcheck_asks_healthz_over_plain_http(server):
    assert image_healthcheck(server) == 0
    assert image_healthcheck(server, SWATCHBOOK_TLS_CERT="/run/secrets/tls.crt") == 0  # HTTPS first, then HTTP


def test_the_image_healthcheck_fails_when_nothing_answers(server):
    with socket.socket() as unused:
        unused.bind(("127.0.0.1", 0))
        closed = unused.getsockname()[1]
    done = run_healthcheck(server, closed)
    assert done.returncode == 1
    assert f"127.0.0.1:{closed}" in done.stderr.decode()  # says what it asked
