"""An OpenID provider that enforces PKCE, for test_sign_in_pkce.py: django-oauth-toolkit (PyPI; an
OAuth 2.0 and OpenID Connect authorization server for Django, on oauthlib) with its defaults, where
`PKCE_REQUIRED` is on: an authorization request without `code_challenge` is refused, and the token
endpoint checks `code_verifier` against the challenge (oauthlib's RFC 7636 check, not ours).

    python pkce_provider.py --port PORT --data DIR --client-id ID --client-secret SECRET \
        --redirect-uri URI --user EMAIL:PASSWORD [--user ...]

Serves the issuer http://127.0.0.1:PORT/o (discovery, JWKS, RS256 ID tokens with `email` and
`email_verified`, a login form at /accounts/login/) until terminated. DIR holds its SQLite database.
This file only configures the toolkit and serves it; the flow and every check are the toolkit's."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from socketserver import ThreadingMixIn
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

LOGIN_TEMPLATE = """<!doctype html><title>Sign in</title>
<form method="post">{% csrf_token %}{{ form.as_p }}<button type="submit">Sign in</button></form>"""


def configure(arguments: argparse.Namespace) -> None:
    """Django settings in code: the toolkit's OpenID Connect on, PKCE left at its default (required)."""
    from django.conf import settings

    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
    settings.configure(
        DEBUG=False,
        SECRET_KEY="pkce-provider-for-tests-only",
        ALLOWED_HOSTS=["127.0.0.1", "localhost"],
        ROOT_URLCONF=__name__,
        INSTALLED_APPS=["django.contrib.auth", "django.contrib.contenttypes", "django.contrib.sessions", "oauth2_provider"],
        MIDDLEWARE=[
            "django.contrib.sessions.middleware.SessionMiddleware",
            "django.middleware.csrf.CsrfViewMiddleware",
            "django.contrib.auth.middleware.AuthenticationMiddleware",
        ],
        DATABASES={"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": str(Path(arguments.data) / "provider.sqlite3")}},
        TEMPLATES=[{
            "BACKEND": "django.template.backends.django.DjangoTemplates",
            "OPTIONS": {
                "loaders": [("django.template.loaders.locmem.Loader", {"registration/login.html": LOGIN_TEMPLATE})],
                "context_processors": ["django.template.context_processors.request", "django.template.context_processors.csrf"],
            },
        }],
        LOGIN_URL="/accounts/login/",
        # A fast hash for the test's one password, as Django's testing documentation advises.
        PASSWORD_HASHERS=["django.contrib.auth.hashers.MD5PasswordHasher"],
        USE_TZ=True,
        OAUTH2_PROVIDER={
            "OIDC_ENABLED": True,
            "OIDC_RSA_PRIVATE_KEY": pem.decode(),
            "OIDC_ISS_ENDPOINT": f"http://127.0.0.1:{arguments.port}/o",
            "OAUTH2_VALIDATOR_CLASS": f"{__name__}.EmailClaims",
            "SCOPES": {"openid": "OpenID Connect", "email": "e-mail address", "profile": "profile"},
            # Swatchbook on loopback is sent back over http; PKCE_REQUIRED stays at its default, True.
            "ALLOWED_REDIRECT_URI_SCHEMES": ["http", "https"],
        },
    )


def set_up(arguments: argparse.Namespace) -> None:
    """The database, the users and the one client (confidential, its consent skipped)."""
    import django
    from django.core.management import call_command

    django.setup()
    call_command("migrate", verbosity=0, interactive=False)
    from django.contrib.auth import get_user_model
    from oauth2_provider.models import Application

    for user in arguments.user:
        email, password = user.split(":", 1)
        get_user_model().objects.create_user(username=email, email=email, password=password)
    Application.objects.create(
        name="Swatchbook", client_id=arguments.client_id, client_secret=arguments.client_secret,
        client_type=Application.CLIENT_CONFIDENTIAL, authorization_grant_type=Application.GRANT_AUTHORIZATION_CODE,
        redirect_uris=arguments.redirect_uri, algorithm=Application.RS256_ALGORITHM, skip_authorization=True,
        # Kept as given rather than hashed with PBKDF2 at each token request: on a loaded machine that
        # hash alone could outlast Swatchbook's signInFetchSeconds.
        hash_client_secret=False)


def _urls():
    from django.contrib.auth.views import LoginView
    from django.urls import include, path

    return [path("o/", include("oauth2_provider.urls", namespace="oauth2_provider")),
            path("accounts/login/", LoginView.as_view())]


def _validator():
    from oauth2_provider.oauth2_validators import OAuth2Validator

    class EmailClaims(OAuth2Validator):
        """The ID token names the reader's e-mail address, verified (the users are made here)."""

        oidc_claim_scope = OAuth2Validator.oidc_claim_scope | {"email": "email", "email_verified": "email"}

        def get_additional_claims(self, request):
            return {"email": request.user.email, "email_verified": True}

    return EmailClaims


def __getattr__(name: str):
    # Django imports this module for ROOT_URLCONF and the validator class, after configure().
    if name == "urlpatterns":
        return _urls()
    if name == "EmailClaims":
        return _validator()
    raise AttributeError(name)


class ThreadingServer(ThreadingMixIn, WSGIServer):
    daemon_threads = True


class QuietHandler(WSGIRequestHandler):
    def log_message(self, format: str, *args) -> None:  # noqa: A002 — the base class's name
        sys.stderr.write("%s\n" % (format % args))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--data", required=True)
    parser.add_argument("--client-id", required=True)
    parser.add_argument("--client-secret", required=True)
    parser.add_argument("--redirect-uri", required=True)
    parser.add_argument("--user", action="append", default=[])
    arguments = parser.parse_args()
    sys.modules.setdefault(__name__, sys.modules["__main__"])
    configure(arguments)
    set_up(arguments)
    from django.core.wsgi import get_wsgi_application

    server = make_server("127.0.0.1", arguments.port, get_wsgi_application(), server_class=ThreadingServer, handler_class=QuietHandler)
    print(f"serving http://127.0.0.1:{arguments.port}/o", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
