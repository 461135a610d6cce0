"""A private Swatchbook behind a real nginx with `auth_request` (issue 30, `authProxy`).

nginx (Debian's `nginx-light`) asks an authentication service with `auth_request`, as it does in
front of oauth2-proxy, copies the user the service names into `X-Auth-Request-Email` and proxies to
Swatchbook from 127.0.0.2, the one address `authProxy.from` lists. The service here stands in for
oauth2-proxy: it answers 200 naming `ada@example.com` to a request with the session cookie `session=ada`
and 401 to anything else. Swatchbook must serve what comes through nginx, and refuse the same
header sent straight to it from any other address.
"""

from __future__ import annotations

import json
import shutil
import socket
import subprocess
import threading
import time
import urllib.error
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from serving import REPO, Server

NGINX = shutil.which("nginx") or "/usr/sbin/nginx"
HEADER = "X-Auth-Request-Email"
PROXY_ADDRESS = "127.0.0.2"


class SessionCheck(BaseHTTPRequestHandler):
    """The authentication service nginx asks: oauth2-proxy's `/oauth2/auth` contract."""

    def do_GET(self):  # noqa: N802 (the standard library's name)
        cookies = self.headers.get("Cookie", "")
        if "session=ada" in [part.strip() for part in cookies.split(";")]:
            self.send_response(202)
            self.send_header(HEADER, "ada@example.com")
        else:
            self.send_response(401)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *arguments):
        pass


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def nginx_configuration(folder: Path, port: int, auth_port: int, upstream: str) -> Path:
    temporary = folder / "temp"
    temporary.mkdir()
    configuration = folder / "nginx.conf"
    configuration.write_text(f"""
daemon off;
master_process off;
worker_processes 1;
pid {folder}/nginx.pid;
error_log {folder}/error.log info;
events {{ worker_connections 64; }}
http {{
  access_log {folder}/access.log;
  client_body_temp_path {temporary}/body;
  proxy_temp_path {temporary}/proxy;
  fastcgi_temp_path {temporary}/fastcgi;
  uwsgi_temp_path {temporary}/uwsgi;
  scgi_temp_path {temporary}/scgi;
  server {{
    listen 127.0.0.1:{port};
    location = /oauth2/auth {{
      internal;
      proxy_pass http://127.0.0.1:{auth_port};
      proxy_pass_request_body off;
      proxy_set_header Content-Length "";
    }}
    location / {{
      auth_request /oauth2/auth;
      auth_request_set $email $upstream_http_x_auth_request_email;
      proxy_set_header {HEADER} $email;
      proxy_bind {PROXY_ADDRESS};
      proxy_pass {upstream};
    }}
  }}
}}
""")
    return configuration


def fetch(url: str, headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], bytes]:
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=15) as response:
            return response.status, dict(response.headers.items()), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers.items()), error.read()


@pytest.fixture(scope="module")
def proxied(binary, tmp_path_factory):
    """A private Swatchbook trusting only 127.0.0.2, nginx in front of it, and the session service."""
    if not Path(NGINX).exists():
        pytest.fail(f"nginx is missing ({NGINX}): make contract-deps installs nginx-light", pytrace=False)
    root = tmp_path_factory.mktemp("auth-proxy")
    config = root / "Config"
    shutil.copytree(REPO / "Config", config)
    settings_file = config / "swatchbook.json"
    settings = json.loads(settings_file.read_text())
    settings.update({"access": "private", "corsOrigins": [],
                     "authProxy": {"header": HEADER, "from": [PROXY_ADDRESS]}})
    settings_file.write_text(json.dumps(settings, indent=2))
    server = Server(binary, root, config_source=config, in_place=True).start()
    service = ThreadingHTTPServer(("127.0.0.1", 0), SessionCheck)
    threading.Thread(target=service.serve_forever, daemon=True).start()
    port = free_port()
    configuration = nginx_configuration(root, port, service.server_address[1], server.base_url)
    nginx = subprocess.Popen([NGINX, "-c", str(configuration), "-p", str(root)],
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            break
        except OSError:
            if nginx.poll() is not None:
                break
            time.sleep(0.1)
    if nginx.poll() is not None:
        server.stop()
        pytest.fail(f"nginx did not start: {nginx.stderr.read().decode(errors='replace')}", pytrace=False)
    yield server, f"http://127.0.0.1:{port}"
    nginx.terminate()
    nginx.wait(timeout=10)
    service.shutdown()
    server.stop()


def test_a_reader_the_proxy_signed_in_reads_the_guide_and_the_api(proxied):
    server, through_nginx = proxied
    status, headers, body = fetch(through_nginx + "/tokens", {"Cookie": "session=ada"})
    assert status == 200, server.log_tail()
    assert b"color" in body
    assert "private" in headers["Cache-Control"] and "public" not in headers["Cache-Control"]
    status, headers, body = fetch(through_nginx + "/api/tokens?format=flat", {"Cookie": "session=ada"})
    assert status == 200
    assert "color.text.default" in json.loads(body)


def test_the_proxy_turns_away_a_reader_it_has_not_signed_in(proxied):
    _, through_nginx = proxied
    status, _, _ = fetch(through_nginx + "/tokens")
    assert status == 401
    # nginx replaces a header the client sends with what the session service said (nothing here).
    status, _, _ = fetch(through_nginx + "/tokens", {HEADER: "ada@example.com"})
    assert status == 401


def test_the_same_header_sent_straight_to_swatchbook_is_refused(proxied):
    server, _ = proxied
    for path in ("/tokens", "/api/tokens", "/metrics"):
        status, headers, body = fetch(server.url(path), {HEADER: "ada@example.com"})
        assert status == 401, path
        assert b"color" not in body and b"Swatchbook" not in body
        assert headers["Cache-Control"] == "no-store"
    status, _, _ = fetch(server.url("/tokens"))
    assert status == 401
    log = server.wait_for_log("method=proxy from=127.0.0.1")
    assert "method=proxy from=127.0.0.1" in log, server.log_tail()
    assert "authProxy.from" in log

