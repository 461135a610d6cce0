# Swatchbook in two stages: a release build with the Swift runtime linked in statically, then a
# slim Debian with only the shared libraries that binary needs.

FROM swift:6.3-bookworm AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends pkg-config libmicrohttpd-dev zlib1g-dev \
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
RUN swift build -c release --product swatchbook --static-swift-stdlib -Xlinker -s \
 && install -D "$(swift build -c release --show-bin-path)/swatchbook" /out/swatchbook

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends libmicrohttpd12 zlib1g libstdc++6 \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --home-dir /app --shell /usr/sbin/nologin swatchbook
WORKDIR /app
COPY --from=build /out/swatchbook /usr/local/bin/swatchbook
COPY Config ./Config
COPY Public ./Public
USER swatchbook
# HOST ranks below --host and above swatchbook.json, as PORT does: a command of your own that
# leaves out --host still listens where the port is published.
ENV HOST=0.0.0.0 PORT=8080
EXPOSE 8080
STOPSIGNAL SIGTERM
# bash's /dev/tcp needs no extra package: ask /healthz and expect "status":"ok".
HEALTHCHECK --interval=15s --timeout=3s --start-period=5s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/${PORT:-8080} && printf 'GET /healthz HTTP/1.0\\r\\n\\r\\n' >&3 && grep -q '\"status\":\"ok\"' <&3"]
# Mount your own design system over /app/Config (read-only is fine): -v "$PWD/Config:/app/Config:ro"
CMD ["swatchbook", "serve", "--config", "/app/Config", "--public", "/app/Public"]
