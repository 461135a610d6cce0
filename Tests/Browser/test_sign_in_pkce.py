"""PKCE checked by a provider that enforces it: django-oauth-toolkit (PyPI), started by
pkce_provider.py as a real process with the toolkit's default `PKCE_REQUIRED` (on). The toolkit, on
oauthlib, refuses an authorization request without `code_challenge` and a token request whose
`code_verifier` does not hash to the challenge: the verification is theirs, not ours.

Chromium signs in to a private Swatchbook there and reads the guide, which proves Swatchbook sent
an S256 challenge and the verifier that matches it. Then two tampered sign-ins show the provider
really checks: the challenge in the authorization request is replaced by another reader's (so the
verifier Swatchbook sends no longer matches: the provider refuses the code, `invalid_grant`), or
removed (the provider refuses to authorize, `invalid_request`); both end on Swatchbook's
"Sign-in failed" page, with no session."""

from __future__ import annotations

import base64
import hashlib
import os
import sys
from pathlib import Path
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from test_sign_in import cookies, driver, free_port, private_swatchbook, running  # noqa: F401 — driver is a fixture

HERE = Path(__file__).resolve().parent
READER, PASSWORD = "alice@example.com", "correct horse battery staple"
CLIENT_ID, CLIENT_SECRET = "swatchbook-pkce", "a-client-secret-for-the-pkce-provider"


@pytest.fixture(scope="module")
def swatchbook_port() -> int:
    return free_port()


@pytest.fixture(scope="module")
def pkce_provider(swatchbook_port, tmp_path_factory):
    """django-oauth-toolkit on a free loopback port, knowing one reader and Swatchbook as its client."""
    port = free_port()
    data = tmp_path_factory.mktemp("pkce-provider")
    log = data / "provider.log"
    arguments = [sys.executable, str(HERE / "pkce_provider.py"), "--port", str(port), "--data", str(data),
                 "--client-id", CLIENT_ID, "--client-secret", CLIENT_SECRET,
                 "--redirect-uri", f"http://127.0.0.1:{swatchbook_port}/auth/callback", "--user", f"{READER}:{PASSWORD}"]
    issuer = f"http://127.0.0.1:{port}/o"
    with running(arguments, log, issuer + "/.well-known/openid-configuration", env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}):
        yield issuer


@pytest.fixture(scope="module")
def private_server(pkce_provider, swatchbook_port, tmp_path_factory):
    with private_swatchbook(tmp_path_factory.mktemp("private"), pkce_provider, CLIENT_ID, swatchbook_port,
                            client_secret=CLIENT_SECRET) as base:
        yield base


def authorization_request(driver, provider: str) -> tuple[str, dict[str, str]]:
    """Waits for the provider's login page and gives it with the query of the authorization request
    it will go on to (its `next`)."""
    WebDriverWait(driver, 30).until(lambda d: d.current_url.startswith(provider.rsplit("/o", 1)[0] + "/accounts/login/"))
    login = urlsplit(driver.current_url)
    following = urlsplit(dict(parse_qsl(login.query))["next"])
    assert following.path == "/o/authorize/", following
    return urlunsplit(login._replace(query="")), dict(parse_qsl(following.query))


def sign_in_at_provider(driver, login_url: str, authorization: dict[str, str]) -> None:
    """Opens the login page for `authorization` (as sent, or tampered with) and signs in."""
    driver.get(login_url + "?" + urlencode({"next": "/o/authorize/?" + urlencode(authorization)}))
    driver.find_element(By.NAME, "username").send_keys(READER)
    driver.find_element(By.NAME, "password").send_keys(PASSWORD)
    driver.find_element(By.XPATH, "//button[normalize-space()='Sign in']").click()


def failure_page(driver, private_server: str) -> str:
    WebDriverWait(driver, 30).until(lambda d: d.current_url.startswith(private_server + "/auth/callback"))
    assert driver.find_element(By.TAG_NAME, "h1").text == "Sign-in failed"
    assert "swatchbook_session" not in cookies(driver)
    return driver.find_element(By.TAG_NAME, "main").text


def s256(verifier: str) -> str:
    return base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()


def test_swatchbook_signs_in_where_pkce_is_enforced(driver, pkce_provider, private_server):
    driver.get(private_server + "/tokens")
    login_url, authorization = authorization_request(driver, pkce_provider)
    assert authorization["code_challenge_method"] == "S256"
    assert len(authorization["code_challenge"]) == 43, "an S256 challenge is 43 base64url characters"
    sign_in_at_provider(driver, login_url, authorization)
    WebDriverWait(driver, 30).until(lambda d: d.current_url == private_server + "/tokens")
    assert driver.find_elements(By.CSS_SELECTOR, "main a[href^='/tokens/']"), "the tokens page lists no group"
    assert "swatchbook_session" in cookies(driver)


def test_a_verifier_that_does_not_match_the_challenge_is_refused_by_the_provider(driver, pkce_provider, private_server):
    driver.get(private_server + "/tokens")
    login_url, authorization = authorization_request(driver, pkce_provider)
    # Another challenge, valid in form: the verifier Swatchbook keeps for this sign-in no longer hashes to it.
    authorization["code_challenge"] = s256(base64.urlsafe_b64encode(os.urandom(32)).rstrip(b"=").decode())
    sign_in_at_provider(driver, login_url, authorization)
    text = failure_page(driver, private_server)
    assert "the token endpoint answered 400 (invalid_grant)" in text and "[provider-unavailable]" in text, text


def test_an_authorization_request_without_a_challenge_is_refused_by_the_provider(driver, pkce_provider, private_server):
    driver.get(private_server + "/tokens")
    login_url, authorization = authorization_request(driver, pkce_provider)
    del authorization["code_challenge"], authorization["code_challenge_method"]
    sign_in_at_provider(driver, login_url, authorization)
    text = failure_page(driver, private_server)
    assert "the provider refused: invalid_request" in text and "[provider-denied]" in text, text
