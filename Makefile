# Swatchbook: `make run` serves the bundled Config on port 8080, `make test` runs every test,
# `make bench` measures against a bare libmicrohttpd server. Each installs what is missing first.

SWIFT     ?= swift
SUDO      := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT_GET   := $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get
RELEASE   := .build/release/swatchbook

.PHONY: run test bench deps bench-deps build release clean

## Install the C libraries the build needs, with apt-get, only when they are missing.
deps:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libmicrohttpd \
	    || [ ! -f /usr/include/zlib.h ]; then \
	  echo "Installing libmicrohttpd-dev, zlib1g-dev and pkg-config with apt-get..."; \
	  $(APT_GET) update -qq && $(APT_GET) install -y -qq --no-install-recommends \
	    pkg-config libmicrohttpd-dev zlib1g-dev; \
	fi

## Install what the benchmarks need (wrk, a C compiler, curl), only when missing.
bench-deps: deps
	@if ! command -v wrk >/dev/null 2>&1 || ! command -v cc >/dev/null 2>&1 || ! command -v curl >/dev/null 2>&1; then \
	  echo "Installing wrk, gcc and curl with apt-get..."; \
	  $(APT_GET) update -qq && $(APT_GET) install -y -qq --no-install-recommends wrk gcc libc6-dev curl; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product swatchbook

## Serve the bundled Config and Public on the port swatchbook.json names (8080); PORT overrides it.
run: release
	$(RELEASE) serve --config Config --public Public

## The whole test suite.
test: deps
	$(SWIFT) test

## Requests per second beside the C floor, and the ratio; then token loading at two sizes,
## every preview of the catalog rendered cold and from cache, and each guide page type likewise.
bench: bench-deps release
	$(SWIFT) build -c release --product token-load-benchmark
	$(SWIFT) build -c release --product preview-benchmark
	$(SWIFT) build -c release --product page-benchmark
	Benchmarks/run.sh $(RELEASE)
	Benchmarks/tokens.sh .build/release/token-load-benchmark
	.build/release/preview-benchmark Config Public
	.build/release/page-benchmark Config Public

clean:
	rm -rf .build .build-* Benchmarks/floor
