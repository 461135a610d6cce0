"""GET /metrics read by Prometheus' own text parser (prometheus_client): it parses, its counters
move by exactly the requests sent, and its histograms are well formed."""

from __future__ import annotations

import math
import time

from prometheus_client.parser import text_string_to_metric_families

REQUESTS = "swatchbook_http_requests"  # the parser names a counter's family without `_total`
DURATION = "swatchbook_http_request_duration_seconds"


def scrape(server) -> dict[str, list]:
    """Every family of one scrape by name, after checking the answer's headers."""
    answer = server.fetch("/metrics")
    assert answer.status == 200, answer
    assert answer.headers.get("Content-Type") == "text/plain; version=0.0.4; charset=utf-8"
    assert answer.headers.get("Cache-Control") == "no-store"
    return {family.name: family for family in text_string_to_metric_families(answer.body.decode("utf-8"))}


def value(families, family: str, sample: str, **labels) -> float:
    """The value of the sample named `sample` of `family` with exactly `labels`; 0 when absent."""
    if family not in families:
        return 0.0
    for found in families[family].samples:
        if found.name == sample and found.labels == labels:
            return found.value
    return 0.0


def requests(families, route: str, method: str, status: str) -> float:
    return value(families, REQUESTS, REQUESTS + "_total", route=route, method=method, status=status)


def scrape_until(server, condition, timeout: float = 3.0):
    """Scrapes until `condition` holds (a request is counted once its response has been sent,
    which may follow the client's read by a moment) or `timeout` passes; returns the last scrape."""
    deadline = time.monotonic() + timeout
    families = scrape(server)
    while not condition(families) and time.monotonic() < deadline:
        time.sleep(0.02)
        families = scrape(server)
    return families


def test_metrics_parse_with_every_family_typed(server):
    # A request series appears with its route's first request: one is sent first.
    assert server.fetch("/healthz").status == 200
    families = scrape_until(server, lambda f: value(f, DURATION, DURATION + "_count", route="/healthz") > 0)
    expected = {
        REQUESTS: "counter", DURATION: "histogram", "swatchbook_http_response_bytes": "counter",
        "swatchbook_config_reloads": "counter", "swatchbook_config_reload_failures": "counter",
        "swatchbook_tokens": "gauge", "swatchbook_components": "gauge", "swatchbook_permutations": "gauge",
        "swatchbook_build_info": "gauge", "swatchbook_http_connections_closed_late": "counter",
        "swatchbook_http_open_connections": "gauge", "swatchbook_http_requests_in_flight": "gauge",
        "swatchbook_http_slow_requests": "gauge",
    }
    for name, kind in expected.items():
        assert name in families, f"{name} missing from /metrics"
        assert families[name].type == kind, name
    info = families["swatchbook_build_info"].samples
    assert len(info) == 1 and info[0].value == 1 and info[0].labels["version"]
    assert value(families, "swatchbook_tokens", "swatchbook_tokens") > 0
    assert value(families, "swatchbook_permutations", "swatchbook_permutations") >= 2


def test_counters_move_by_the_requests_sent(server):
    before = scrape(server)
    for _ in range(5):
        assert server.fetch("/api/modifiers").status == 200
    for _ in range(3):
        assert server.fetch("/api/tokens/definitely.not.a.token").status == 404
    expected = {
        ("/api/modifiers", "GET", "2xx"): 5,
        ("/api/tokens/{id}", "GET", "4xx"): 3,
    }

    def moved(families):
        return all(requests(families, *key) - requests(before, *key) == count for key, count in expected.items())

    after = scrape_until(server, moved)
    for key, count in expected.items():
        assert requests(after, *key) - requests(before, *key) == count, key
    counted = value(after, DURATION, DURATION + "_count", route="/api/modifiers")
    assert counted - value(before, DURATION, DURATION + "_count", route="/api/modifiers") == 5
    body = len(server.fetch("/api/modifiers").body)
    sent = value(after, "swatchbook_http_response_bytes", "swatchbook_http_response_bytes_total", route="/api/modifiers") \
        - value(before, "swatchbook_http_response_bytes", "swatchbook_http_response_bytes_total", route="/api/modifiers")
    assert sent == 5 * body
    routes = {sample.labels["route"] for sample in after[REQUESTS].samples}
    assert not any("definitely" in route for route in routes), routes


def test_unknown_methods_are_counted_apart_from_server_failures(server):
    # 501 answers a method the server does not implement: the client's doing, labelled status="501"
    # so that an alert on status="5xx" fires only when the server fails.
    before = scrape(server)
    for method in ("BREW", "PROPFIND"):
        assert server.fetch("/", method=method).status == 501
    key = ("/", "other", "501")
    after = scrape_until(server, lambda f: requests(f, *key) - requests(before, *key) == 2)
    assert requests(after, *key) - requests(before, *key) == 2
    statuses = {sample.labels["status"] for sample in after[REQUESTS].samples}
    assert statuses <= {"1xx", "2xx", "3xx", "4xx", "5xx", "501"}, statuses
    failures = sum(s.value for s in after[REQUESTS].samples if s.labels["status"] == "5xx")
    assert failures == sum(s.value for s in before[REQUESTS].samples if s.labels["status"] == "5xx")


def test_histogram_buckets_are_cumulative_and_end_at_the_count(server):
    server.fetch("/healthz")
    families = scrape_until(server, lambda f: value(f, DURATION, DURATION + "_count", route="/healthz") > 0)
    by_route: dict[str, list] = {}
    for sample in families[DURATION].samples:
        by_route.setdefault(sample.labels["route"], []).append(sample)
    assert "/healthz" in by_route
    for route, samples in by_route.items():
        buckets = sorted(((float(s.labels["le"]), s.value) for s in samples if s.name == DURATION + "_bucket"))
        assert buckets and math.isinf(buckets[-1][0]), route
        counts = [count for _, count in buckets]
        assert counts == sorted(counts), f"buckets of {route} decrease: {buckets}"
        count = next(s.value for s in samples if s.name == DURATION + "_count")
        assert buckets[-1][1] == count, route
        assert next(s.value for s in samples if s.name == DURATION + "_sum") >= 0
