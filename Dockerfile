# Swatchbook in three stages: a release build with the Swift runtime linked in statically; a slim
# Debian that installs the shared libraries the binary needs and gathers exactly the files it
# loads (their ldd closure, and the CA certificates sign-in's HTTPS calls are checked against);
# and an image from scratch holding only those files, `id`, the Config and Public. The binary is
# its own HEALTHCHECK (`swatchbook health`).
# The apt packages are pinned to Debian bookworm's versions (`apt-cache policy NAME` shows them):
# with Package.resolved that pins the whole build.

FROM swift:6.3-bookworm AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends \
      pkg-config=1.8.1-1 libmicrohttpd-dev=0.9.75-6 zlib1g-dev=1:1.2.13.dfsg-1 libmimalloc-dev=2.0.9+ds-2 \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
# Package.resolved pins the exact versions the project was tested with.
COPY Package.swift Package.resolved ./
RUN swift package resolve
# The manifest names the test, benchmark and example targets and the EmbedFiles plugin too, so
# their folders must exist for it to load (the plugin compiles the guide's assets into the binary).
COPY Plugins ./Plugins
COPY Sources ./Sources
COPY Tests ./Tests
COPY Benchmarks ./Benchmarks
COPY Examples/compiled-component/Sources ./Examples/compiled-component/Sources
COPY Examples/token-build/Sources ./Examples/token-build/Sources
# No debug information, symbols stripped, unreferenced sections dropped, no symbol exported (the
# Swift runtime's link flags export every public one: 1.7 MB of symbol tables), and libstdc++
# linked in statically from a folder that holds only its archive (the Swift runtime needs 80 KB of
# it; the shared one is 2.2 MB). Not lld: its binary was 70 MB, keeping what gold drops.
RUN mkdir /opt/static-libstdc++ \
 && ln -s "$(clang -print-file-name=libstdc++.a)" /opt/static-libstdc++/ && test -e /opt/static-libstdc++/libstdc++.a \
 && swift build -c release --product swatchbook --static-swift-stdlib -Xswiftc -gnone \
      -Xswiftc -L/opt/static-libstdc++ -Xlinker -s -Xlinker --gc-sections -Xlinker --no-export-dynamic \
 && install -D "$(swift build -c release --show-bin-path)/swatchbook" /out/swatchbook

FROM debian:bookworm-slim AS runtime
RUN apt-get update \
 && apt-get install -y --no-install-recommends \
      libmicrohttpd12=0.9.75-6 zlib1g=1:1.2.13.dfsg-1 libmimalloc2.0=2.0.9+ds-2 ca-certificates=20250419~deb12u2 \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build /out/swatchbook /rootfs/usr/local/bin/swatchbook
SHELL ["/bin/bash", "-o", "pipefail", "-c"]
# /rootfs becomes the image: the binary and id (`docker exec NAME id -u` shows the user), each
# with the shared libraries ldd finds for it, copied to the same paths (the dynamic loader
# included); a library ldd cannot find fails the build. Then the few files a process expects in /etc.
RUN cp --parents /usr/bin/id /rootfs \
 && for program in /rootfs/usr/local/bin/swatchbook /usr/bin/id; do \
      if ldd "$program" | grep -q 'not found'; then ldd "$program"; exit 1; fi; \
      ldd "$program" | grep -o '/[^ ]*'; \
    done | sort -u | xargs cp --parents --dereference --target-directory=/rootfs \
 && mkdir -p /rootfs/etc /rootfs/tmp \
 && cp --parents --dereference /etc/ssl/certs/ca-certificates.crt /rootfs \
 && chmod 1777 /rootfs/tmp \
 && printf 'root:x:0:0:root:/root:/usr/sbin/nologin\nswatchbook:x:10001:10001:Swatchbook:/app:/usr/sbin/nologin\n' > /rootfs/etc/passwd \
 && printf 'root:x:0:\nswatchbook:x:10001:\n' > /rootfs/etc/group \
 && printf 'passwd: files\ngroup: files\nhosts: files dns\n' > /rootfs/etc/nsswitch.conf

FROM scratch
COPY --from=runtime /rootfs/ /
WORKDIR /app
COPY Config ./Config
COPY Public ./Public
# The numeric user of /etc/passwd above: no root inside the container.
USER 10001:10001
# HOST ranks below --host and above swatchbook.json, as PORT does: a command of your own that
# leaves out --host still listens where the port is published.
ENV PATH=/usr/local/bin:/usr/bin HOST=0.0.0.0 PORT=8080
EXPOSE 8080
STOPSIGNAL SIGTERM
# `swatchbook health` asks http://127.0.0.1:${PORT:-8080}/healthz and expects "status":"ok". Over
# HTTPS first when SWATCHBOOK_TLS_CERT is set, else over plain HTTP first, then the other (so
# --tls-cert given as a flag is probed too; a handshake with the wrong one fails at once), a second
# each. The certificate is not checked: the probe is the server's own loopback, where the
# certificate's name cannot match; it checks health, not identity (as the kubelet's HTTPS probe does).
HEALTHCHECK --interval=15s --timeout=3s --start-period=5s --retries=3 \
  CMD ["swatchbook", "health"]
# Mount your own design system over /app/Config (read-only is fine): -v "$PWD/Config:/app/Config:ro"
# Private mode over HTTPS (see the manual's tls page): mount the secrets read-only and name them
# in the environment, e.g. -v "$PWD/secrets:/run/secrets/swatchbook:ro"
#   -e SWATCHBOOK_TLS_CERT=/run/secrets/swatchbook/tls.crt -e SWATCHBOOK_TLS_KEY=/run/secrets/swatchbook/tls.key
#   -e SWATCHBOOK_TOKENS_FILE=/run/secrets/swatchbook/tokens.json -e SWATCHBOOK_OIDC_CLIENT_SECRET
CMD ["swatchbook", "serve", "--config", "/app/Config", "--public", "/app/Public"]
