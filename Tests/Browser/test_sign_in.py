"""Sign-in with OpenID Connect, through a real provider process: oidc-provider-mock (PyPI; Flask and
Authlib's OpenID Connect server) on loopback, with discovery, a JWKS and RS256 ID tokens. Chromium opens a page of a
private Swatchbook, is sent to sign in, signs in as an allowed reader and reads the guide, is refused from a domain not allowed, and signs out.

This provider ignores PKCE (it does not check `code_verifier`); test_sign_in_pkce.py signs in at one
that enforces it, and the Swift tests (SignInPiecesTests) check the S256 challenge against RFC 7636's example."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import binary
from support import REPO, SOURCE, start_chrome

ALLOWED = "alice@example.com"
REFUSED = "mallory@evil.example"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_for(url: str, process: subprocess.Popen, log: Path, timeout: float = 90) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"{url}: the process exited with {process.returncode}\n{log.read_text('utf-8', 'replace')[-3000:]}", pytrace=False)
        try:
            with urllib.request.urlopen(url, timeout=5) as response:
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.3)
    pytest.fail(f"{url} did not answer in {timeout:.0f} s\n{log.read_text('utf-8', 'replace')[-3000:]}", pytrace=False)


def stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=5)


@contextmanager
def running(arguments: list[str], log: Path, ready_url: str, **options):
    """Runs `arguments`, its output in `log`, for the block, which starts once `ready_url` answers 200."""
    with open(log, "wb") as sink:
        process = subprocess.Popen(arguments, stdout=sink, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, **options)
    try:
        wait_for(ready_url, process, log)
        yield
    finally:
        stop(process)


@pytest.fixture(scope="module")
def provider(tmp_path_factory):
    """oidc-provider-mock on a free loopback port, requiring a nonce, knowing two users."""
    port = free_port()
    log = tmp_path_factory.mktemp("provider") / "provider.log"
    users = [{"sub": email, "email": email, "email_verified": True} for email in (ALLOWED, REFUSED)]
    arguments = [sys.executable, "-m", "oidc_provider_mock", "--port", str(port), "--require-nonce"]
    for user in users:
        arguments += ["--user-claims", json.dumps(user)]
    issuer = f"http://127.0.0.1:{port}"
    with running(arguments, log, issuer + "/.well-known/openid-configuration"):
        yield issuer


@contextmanager
def private_swatchbook(root: Path, issuer: str, client_id: str, port: int, client_secret: str = "a-client-secret"):
    """A private Swatchbook on `port` whose signIn points at `issuer`: only example.com may read. The
    session keys and the client secret are files in a folder of their own, outside the Config. Gives
    its address."""
    config = root / "Config"
    shutil.copytree(SOURCE / "Config", config)
    secrets = root / "secrets"
    secrets.mkdir()
    (secrets / "session-keys").write_text(os.urandom(32).hex() + "\n")
    (secrets / "client-secret").write_text(client_secret + "\n")
    settings = json.loads((config / "swatchbook.json").read_text())
    settings["access"] = "private"
    settings["corsOrigins"] = []  # a private Config lists its origins exactly, or allows none
    settings["signIn"] = {
        "issuer": issuer,
        "clientId": client_id,
        "clientSecretFile": str(secrets / "client-secret"),
        "redirectUrl": f"http://127.0.0.1:{port}/auth/callback",
        "allowedDomains": ["example.com"],
        "sessionKeyFile": str(secrets / "session-keys"),
    }
    (config / "swatchbook.json").write_text(json.dumps(settings, indent=2))
    log = root / "server.log"
    env = {k: v for k, v in os.environ.items() if k not in ("PORT", "SWATCHBOOK_OIDC_CLIENT_SECRET")}
    base = f"http://127.0.0.1:{port}"
    arguments = [str(binary()), "serve", "--config", str(config), "--public", str(SOURCE / "Public"), "--port", str(port)]
    with running(arguments, log, base + "/healthz", cwd=root, env=env):
        yield base


@pytest.fixture(scope="module")
def private_server(provider, tmp_path_factory):
    """A private Swatchbook signing in at oidc-provider-mock."""
    with private_swatchbook(tmp_path_factory.mktemp("private"), provider, "swatchbook-browser-suite", free_port()) as base:
        yield base


@pytest.fixture
def driver(request):
    try:
        chrome = start_chrome(width=1280, height=900)
    except Exception as error:  # noqa: BLE001 — any failure to start is reported the same way
        pytest.fail(f"cannot start Chromium through chromedriver: {error}", pytrace=False)
    request.addfinalizer(chrome.quit)
    return chrome


def open_guide_page(driver, base: str, path: str) -> None:
    """Asks for a guide page of the private Swatchbook: the access gate sends the browser to sign in."""
    driver.get(base + path)


def sign_in_at_provider(driver, provider: str, who: str) -> None:
    WebDriverWait(driver, 30).until(lambda d: d.current_url.startswith(provider))
    field = driver.find_element(By.CSS_SELECTOR, "input[name=sub]")
    field.send_keys(who)
    driver.find_element(By.XPATH, "//button[normalize-space()='Authorize']").click()


def cookies(driver) -> dict[str, dict]:
    return {cookie["name"]: cookie for cookie in driver.execute_cdp_cmd("Network.getAllCookies", {})["cookies"]}


def test_an_allowed_reader_signs_in_and_reads_the_guide(driver, provider, private_server):
    open_guide_page(driver, private_server, "/tokens")
    sign_in_at_provider(driver, provider, ALLOWED)
    WebDriverWait(driver, 30).until(lambda d: d.current_url == private_server + "/tokens")
    assert driver.find_element(By.TAG_NAME, "h1").text.strip(), "the tokens page has no heading"
    assert driver.find_elements(By.CSS_SELECTOR, "main a[href^='/tokens/']"), "the tokens page lists no group"
    session = cookies(driver)["swatchbook_session"]
    assert session["httpOnly"] and session["sameSite"] == "Lax" and session["path"] == "/"
    assert not session["secure"], "a loopback Swatchbook over http cannot set a Secure cookie"
    assert "swatchbook_sign_in" not in cookies(driver), "the flow cookie outlived the sign-in"


def test_a_reader_from_a_domain_not_allowed_is_refused_with_a_readable_page(driver, provider, private_server):
    open_guide_page(driver, private_server, "/tokens")
    sign_in_at_provider(driver, provider, REFUSED)
    WebDriverWait(driver, 30).until(lambda d: d.current_url.startswith(private_server + "/auth/callback"))
    assert driver.find_element(By.TAG_NAME, "h1").text == "Sign-in failed"
    text = driver.find_element(By.TAG_NAME, "main").text
    assert REFUSED in text and "may not read" in text and "[reader-not-allowed]" in text
    assert "swatchbook_session" not in cookies(driver)


def test_sign_out_clears_the_session(driver, provider, private_server):
    open_guide_page(driver, private_server, "/")
    sign_in_at_provider(driver, provider, ALLOWED)
    WebDriverWait(driver, 30).until(lambda d: d.current_url == private_server + "/")
    assert "swatchbook_session" in cookies(driver)
    driver.get(private_server + "/auth/sign-out")
    driver.find_element(By.XPATH, "//button[normalize-space()='Sign out']").click()
    WebDriverWait(driver, 30).until(lambda d: d.find_element(By.TAG_NAME, "h1").text == "Signed out")
    assert "swatchbook_session" not in cookies(driver)
