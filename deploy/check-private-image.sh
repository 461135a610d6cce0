#!/bin/bash
# Runs a Swatchbook image in private mode over TLS, as the manual's tls page tells an operator to,
# and checks it from outside: prints PASS/FAIL lines and exits 1 if any failed.
#
#   deploy/check-private-image.sh [IMAGE [ENGINE]]      # defaults: swatchbook docker
#   deploy/check-private-image.sh swatchbook:test podman
#   deploy/check-private-image.sh swatchbook:test "podman --runtime runc"     # ENGINE may carry options
#
# Everything is made here, in a temporary folder removed at the end: a throwaway test CA and a
# server certificate from it (openssl), a copy of this repository's Config turned private, the
# session keys and the OpenID Connect client secret, and a tokens file made by the image's own
# `swatchbook token create`. They are mounted read-only: the Config at /app/Config, the secrets at
# /run/secrets/swatchbook (owned by root, group 10001, mode 0440 when run as root: readable by the
# image's user and no one else), and the test CA over the image's CA bundle (how you make the image
# trust a company CA), so that the sign-in's HTTPS call is verified in the image.
# Needs openssl, curl and python3 on the host; the published port is CHECK_PORT (default 18443).
set -uo pipefail
image=${1:-swatchbook}
read -r -a engine <<<"${2:-docker}"
port=${CHECK_PORT:-18443}
here=$(cd "$(dirname "$0")" && pwd)
name=swatchbook-private-check-$$
work=$(mktemp -d)
failures=0
pass() { echo "PASS: $*"; }
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
check() { local what=$1; shift; if "$@"; then pass "$what"; else fail "$what"; fi; }
within() {  # within SECONDS COMMAND...: until the command succeeds, or the time is up
  local deadline=$((SECONDS + $1)); shift
  until "$@"; do [ "$SECONDS" -lt "$deadline" ] || return 1; sleep 0.2; done
}
refused() { local what=$1; shift; if "$@"; then fail "$what"; else pass "$what"; fi; }
cleanup() { "${engine[@]}" rm -f "$name" >/dev/null 2>&1; rm -rf "$work"; }
trap cleanup EXIT
cd "$work" || exit 1
secrets=/run/secrets/swatchbook

# The test CA, and server certificates for localhost from it: serial 1001 now, 2002 for the renewal.
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 2 -subj "/CN=Swatchbook check CA" \
  -keyout ca.key -out ca.crt 2>/dev/null || { echo "openssl cannot make a CA"; exit 1; }
issue() {  # issue SERIAL NAME: NAME.crt and NAME.key
  openssl req -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -subj "/CN=localhost" -keyout "$2.key" -out "$2.csr" 2>/dev/null
  printf 'subjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n' > "$2.ext"
  openssl x509 -req -in "$2.csr" -CA ca.crt -CAkey ca.key -set_serial "$1" -days 2 -extfile "$2.ext" -out "$2.crt" 2>/dev/null
}
if ! issue 0x1001 first || ! issue 0x2002 renewed; then echo "openssl cannot issue a certificate"; exit 1; fi

# The Config, private, signing in at an issuer that is the container itself (see the sign-in check).
cp -R "$here/../Config" Config
python3 - Config/swatchbook.json "$port" "$secrets" <<'EOF'
import json, sys
path, port, secrets = sys.argv[1:]
config = json.load(open(path))
config.update({"name": "Private Check Harbor", "access": "private", "corsOrigins": [], "signIn": {
    "issuer": "https://localhost:8080", "clientId": "swatchbook",
    "clientSecretFile": f"{secrets}/oidc-client-secret", "sessionKeyFile": f"{secrets}/session-keys",
    "redirectUrl": f"https://localhost:{port}/auth/callback", "allowedDomains": ["example.com"]}})
json.dump(config, open(path, "w"), indent=2)
EOF

# The secrets: a tokens file from the image's own `token create` (as the image's user, in a folder
# it may write), then everything read-only for the server.
mkdir secrets tokens && chmod 0777 tokens
token=$("${engine[@]}" run --rm -v "$work/tokens:/tokens" -e SWATCHBOOK_TOKENS_FILE=/tokens/tokens.json "$image" \
  swatchbook token create ci --scope api,guide | tail -n 1)
check "token create in the image printed a token" grep -Eq '^sbt_[A-Za-z0-9_-]{43}$' <<<"$token"
cp tokens/tokens.json secrets/tokens.json
cp first.crt secrets/tls.crt && cp first.key secrets/tls.key
openssl rand -hex 32 > secrets/session-keys
echo "a-client-secret" > secrets/oidc-client-secret
secure() {  # read-only for the image's user: group 10001 and mode 0440 as root, else readable by all
  if [ "$(id -u)" = 0 ]; then chown 0:10001 "$@" && chmod 0440 "$@"; else chmod 0444 "$@"; fi
}
secure secrets/*
if [ "$(id -u)" = 0 ]; then chown 0:10001 secrets && chmod 0750 secrets; else chmod 0755 secrets; fi
# Replaces the mounted certificate and key, as a renewal does (new files renamed into place).
install_pair() {
  cp "$1" secrets/.tls.crt && cp "$2" secrets/.tls.key && secure secrets/.tls.crt secrets/.tls.key \
    && mv secrets/.tls.crt secrets/tls.crt && mv secrets/.tls.key secrets/tls.key
}

"${engine[@]}" run -d --name "$name" --read-only -p "127.0.0.1:$port:8080" \
  -v "$work/Config:/app/Config:ro" -v "$work/secrets:$secrets:ro" -v "$work/ca.crt:/etc/ssl/certs/ca-certificates.crt:ro" \
  -e SWATCHBOOK_TLS_CERT="$secrets/tls.crt" -e SWATCHBOOK_TLS_KEY="$secrets/tls.key" \
  -e SWATCHBOOK_TOKENS_FILE="$secrets/tokens.json" "$image" >/dev/null || { echo "cannot run $image"; exit 1; }

base=https://localhost:$port
tls=(--silent --show-error --max-time 5 --cacert ca.crt --resolve "localhost:$port:127.0.0.1")
status() { curl "${tls[@]}" -o /dev/null -w '%{http_code}' "$@"; }
served_serial() {
  openssl s_client -connect "127.0.0.1:$port" -servername localhost -CAfile ca.crt -verify_return_error \
    -verify_hostname localhost </dev/null 2>/dev/null | openssl x509 -noout -serial 2>/dev/null
}
serial_is() { test "$(served_serial)" = "serial=$1"; }
health_says() {  # health_says PATTERN [CURL ARGUMENTS...]: whether /healthz answers with PATTERN in it
  local pattern=$1; shift
  curl "${tls[@]}" "$@" "$base/healthz" | grep -q "$pattern"
}
config_name() {  # whether the answers to curl ARGUMENTS... hold the Config's name
  curl "${tls[@]}" "$@" | grep -q 'Private Check Harbor'
}
healthy() {  # the image's HEALTHCHECK, run now
  if [ "${engine[0]}" = podman ]; then "${engine[@]}" healthcheck run "$name" >/dev/null 2>&1; return; fi
  # docker has no `healthcheck run`: run its Test (["CMD", ...]) in the container the same way.
  local command; command=$("${engine[@]}" inspect --format '{{join .Config.Healthcheck.Test "\x1f"}}' "$name" | cut -d $'\x1f' -f 2-)
  IFS=$'\x1f' read -r -a command <<<"$command"; "${engine[@]}" exec "$name" "${command[@]}" >/dev/null 2>&1
}
within 15 curl "${tls[@]}" -o /dev/null "$base/healthz" 2>/dev/null
health=$(curl "${tls[@]}" "$base/healthz")
check "/healthz over TLS answers status only, anonymously: $health" test "$health" = '{"status":"ok"}'
check "curl --cacert verifies the certificate" curl "${tls[@]}" -o /dev/null "$base/healthz"
check "openssl s_client verifies the chain and the name (serial 1001)" serial_is 1001
hsts=$(curl "${tls[@]}" -D - -o /dev/null "$base/healthz" | tr -d '\r' | grep -i '^strict-transport-security:')
check "HSTS is sent: $hsts" grep -qi 'max-age=31536000' <<<"$hsts"
check "plain HTTP on the TLS port gets no answer" test "$(curl -s --max-time 3 -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/healthz")" = 000
anonymous=$(status "$base/")
check "/ anonymously: $anonymous (401, or sent to sign in)" grep -Eq '^(401|302|303)$' <<<"$anonymous"
check "/api/tokens anonymously: 401" test "$(status "$base/api/tokens")" = 401
refused "nothing of the Config anonymously, sign-in page included" config_name -L "$base/" "$base/api/tokens" "$base/healthz"
check "/api/tokens with the token as Bearer: 200" test "$(status -H "Authorization: Bearer $token" "$base/api/tokens")" = 200
check "/api/tokens with the token as Basic: 200" test "$(status -u "ci:$token" "$base/api/tokens")" = 200
check "/ with the token as Basic: the private Config" config_name -u "ci:$token" "$base/"
# Sign-in reads the session keys and the client secret (else [sign-in-setup]), then fetches the
# issuer's discovery document over HTTPS, the certificate checked against the mounted
# CA bundle (else "could not reach"): the issuer is this private server, which answers it 401.
signin=$(curl "${tls[@]}" "$base/auth/sign-in" | sed 's/<[^>]*>/ /g; s/&#39;/'"'"'/g' | tr -s ' \n' ' ')
check "sign-in read its secrets and called the issuer over verified HTTPS" \
  grep -q "openid-configuration answered 401 \[provider-unavailable\]" <<<"$signin"
uid=$("${engine[@]}" exec "$name" id -u)
check "runs as a user other than root (uid $uid)" test "${uid:-0}" != 0
check "HEALTHCHECK is healthy over TLS" healthy

# Renewal: a key that does not match is refused whole (the old certificate stays, /healthz and the
# HEALTHCHECK say so); the right pair is served after the next SIGHUP.
install_pair renewed.crt first.key
"${engine[@]}" kill --signal HUP "$name" >/dev/null
within 10 health_says degraded
check "a mismatched pair after SIGHUP: /healthz degraded, to the anonymous too" health_says '{"status":"degraded"}'
check "the token's reader is told the file and the rule" health_says 'tls.key \[tls-key-mismatch\]' -H "Authorization: Bearer $token"
check "a mismatched pair after SIGHUP: still serial 1001" serial_is 1001
refused "HEALTHCHECK unhealthy while degraded" healthy
install_pair renewed.crt renewed.key
"${engine[@]}" kill --signal HUP "$name" >/dev/null
within 10 serial_is 2002
check "the renewed pair after SIGHUP: serial 2002" serial_is 2002
check "HEALTHCHECK healthy again" healthy
"${engine[@]}" stop -t 10 "$name" >/dev/null
check "SIGTERM: exit 0" test "$("${engine[@]}" inspect "$name" --format '{{.State.ExitCode}}')" = 0
logs=$("${engine[@]}" logs "$name" 2>&1)
check "the log names the certificate and the reload" grep -q "reloaded the TLS certificate: TLS certificate serial 2002" <<<"$logs"
check "the log has the token's audit line" grep -q 'token-use who="ci"' <<<"$logs"
refused "the log never holds the token" grep -qF "$token" <<<"$logs"
echo "$failures failed"
[ "$failures" = 0 ] || { echo "--- the end of the container's log:"; tail -n 30 <<<"$logs"; exit 1; }
