"""The MCP server through the official MCP Python SDK (PyPI `mcp`) as the client, over Streamable
HTTP (`POST /mcp` of `swatchbook serve`) and over stdio (`swatchbook mcp`), on the bundled Config
and on a team's (Tests/Fixtures/mcp-team: modifiers mode and size, defaults not the resolver's).
The SDK's high-level Client negotiates protocol 2026-07-28 (server/discover, no session); its
ClientSession and its "legacy" mode initialize at 2025-11-25, and raw JSON-RPC pins the earlier ones.

Each answer is compared with the REST API of the same Config: a token in a context other than the
default, a component's style, a contrast check of the colours that style pairs, and a search; an
unknown token is a tool error with the API's message. Resources are listed and read, and an edit of
the Config under `swatchbook mcp` reaches the client as `notifications/resources/list_changed`."""

from __future__ import annotations

import json
import re
import shutil
import time
import urllib.parse
from pathlib import Path

import anyio
import pytest
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client

from serving import REPO, Server

TOOLS = {"search", "get_token", "find_tokens", "get_component", "get_style", "check_contrast", "list_modifiers", "get_doc",
         "diff_releases"}
CONFIGS = {
    "bundled": (REPO / "Config", REPO / "Public"),
    "team": (REPO / "Tests" / "Fixtures" / "mcp-team", None),
}
TRANSPORTS = ["http", "stdio"]


@pytest.fixture(scope="module", params=list(CONFIGS))
def served(request, binary, tmp_path_factory) -> Server:
    """`swatchbook serve` on a copy of the Config: its REST API is what the MCP answers are compared with,
    its `/mcp` the HTTP transport, and its copy of the Config what `swatchbook mcp` serves on stdio."""
    source, public = CONFIGS[request.param]
    server = Server(binary, tmp_path_factory.mktemp(f"mcp-{request.param}"), config_source=source, public_source=public).start()
    server.binary = binary
    yield server
    server.stop()


def api(server: Server, path: str) -> dict:
    answer = server.fetch(path)
    assert answer.status == 200, f"{path}: {answer.status} {answer.body[:300]!r}"
    return json.loads(answer.body)


def run(transport: str, server: Server, work, handler=None):
    """Runs `work(session)` in a session the SDK opened over `transport` and initialized; gives its result."""
    async def main():
        if transport == "http":
            context = streamable_http_client(server.url("/mcp"))
        else:
            context = stdio_client(StdioServerParameters(command=str(server.binary), args=["mcp", "--config", str(server.config)]))
        async with context as streams:
            async with ClientSession(streams[0], streams[1], message_handler=handler) as session:
                initialized = await session.initialize()
                assert initialized.server_info.name == "swatchbook"
                return await work(session)
    return anyio.run(main)


def structured(result) -> dict:
    """A successful tool result's JSON: its structured content, which its text block holds too."""
    assert not result.is_error, result.content[0].text
    assert json.loads(result.content[0].text) == result.structured_content
    return result.structured_content


def other_context(server: Server) -> tuple[str, str, str]:
    """A modifier, a context of it that is not its default, and its default."""
    for modifier in api(server, "/api/modifiers")["modifiers"]:
        contexts = [c if isinstance(c, str) else c.get("name") for c in modifier["contexts"]]
        others = [c for c in contexts if c != modifier["default"]]
        if others:
            return modifier["name"], others[0], modifier["default"]
    pytest.fail("the Config has no modifier with two contexts")


def token_that_differs(server: Server, modifier: str, context: str, default: str) -> str:
    """A colour token whose value in `context` is not its value in `default`."""
    theirs = api(server, f"/api/tokens?format=flat&{modifier}={context}")
    ours = api(server, f"/api/tokens?format=flat&{modifier}={default}")
    for name, token in theirs.items():
        if token.get("$type") == "color" and ours.get(name, {}).get("$value") != token["$value"]:
            return name
    pytest.fail(f"no colour differs between {modifier}={default} and {modifier}={context}")


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_lists_the_nine_tools_each_with_an_object_schema(served, transport):
    async def work(session):
        return (await session.list_tools()).tools
    tools = run(transport, served, work)
    assert {tool.name for tool in tools} == TOOLS
    modifier = other_context(served)[0]
    for tool in tools:
        assert tool.input_schema["type"] == "object"
        if tool.name in ("search", "get_token", "find_tokens", "get_component", "get_style", "check_contrast"):
            assert modifier in tool.input_schema.get("properties", {}), f"{tool.name} takes no {modifier}"


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_get_token_in_another_context_agrees_with_the_api(served, transport):
    modifier, context, default = other_context(served)
    token = token_that_differs(served, modifier, context, default)
    expected = api(served, f"/api/tokens/{urllib.parse.quote(token)}?{modifier}={context}")

    async def work(session):
        return await session.call_tool("get_token", {"id": token, modifier: context, "contexts": True})
    got = structured(run(transport, served, work))
    got.pop("usedByStyles", None)
    assert got == expected


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_an_unknown_token_is_a_tool_error_with_the_api_message(served, transport):
    answer = served.fetch("/api/tokens/no.such.token")
    assert answer.status == 404
    message = json.loads(answer.body)["error"]["message"]

    async def work(session):
        return await session.call_tool("get_token", {"id": "no.such.token"})
    result = run(transport, served, work)
    assert result.is_error
    assert result.content[0].text == message


def a_style(server: Server) -> tuple[str, str, str]:
    """A styled component (one with a hover state when there is one), its first style and a state other than normal."""
    styled = [c for c in api(server, "/api/components")["components"] if c.get("styled") and c.get("styles")]
    if not styled:
        pytest.fail("no styled component")
    component = next((c for c in styled if "hover" in c.get("states", [])), styled[0])
    state = "hover" if "hover" in component.get("states", []) else component.get("states", ["normal"])[-1]
    return component["name"], component["styles"][0], state


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_get_style_and_check_contrast_agree_with_the_style_api(served, transport):
    modifier, context, _ = other_context(served)
    component, style, state = a_style(served)
    expected = api(served, f"/api/styles/{component}/{style}?state={state}&{modifier}={context}")
    tokens = {p["name"]: p.get("token") for p in expected["properties"]}
    pairs = [(tokens.get(pair["foreground"]), tokens.get(pair["background"]), pair["ratio"])
             for pair in expected.get("contrast", []) if pair.get("kind") == "text"]
    pairs = [pair for pair in pairs if pair[0] and pair[1]]

    async def work(session):
        looked_up = await session.call_tool("get_style", {"component": component, "style": style, "state": state, modifier: context})
        checks = [await session.call_tool("check_contrast", {"foreground": fg, "background": bg, modifier: context})
                  for fg, bg, _ in pairs]
        return looked_up, checks
    looked_up, checks = run(transport, served, work)
    assert structured(looked_up) == expected
    assert pairs, f"{component}/{style} measures no text pair of two tokens: {expected.get('contrast')}"
    for (foreground, background, ratio), check in zip(pairs, checks):
        measured = structured(check)
        ratios = [round(r["ratio"], 2) for r in measured["results"] if r["permutation"].get(modifier) == context]
        assert ratios and all(r == round(ratio, 2) for r in ratios), f"{foreground} on {background}: {ratio} vs {measured['results']}"


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_search_finds_what_the_guide_search_finds_in_its_order(served, transport):
    component, _, _ = a_style(served)
    page = served.fetch(f"/search?q={component}")
    assert page.status == 200
    found = re.findall(r'<li class="search-result[^"]*"><a href="([^"]+)"', page.body.decode())

    async def work(session):
        return await session.call_tool("search", {"query": component})
    results = structured(run(transport, served, work))["results"]
    assert any(r["kind"] == "component" and r["id"] == component for r in results)
    urls = [r["url"] for r in results]
    shown = min(len(found), len(urls))
    assert shown > 0 and urls[:shown] == found[:shown]


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_resources_list_the_docs_and_token_files_and_read_back(served, transport):
    async def work(session):
        listed = (await session.list_resources()).resources
        read = {str(r.uri): await session.read_resource(str(r.uri)) for r in listed}
        return listed, read
    listed, read = run(transport, served, work)
    uris = [str(r.uri) for r in listed]
    assert "swatchbook://docs/swatchbook/mcp" in uris
    token_files = [u for u in uris if u.startswith("swatchbook://tokens/")]
    assert any(u.endswith(".resolver.json") for u in token_files)
    for uri in token_files:
        relative = uri[len("swatchbook://tokens/"):]
        assert read[uri].contents[0].text == (served.config / relative).read_text("utf-8")
    manual = read["swatchbook://docs/swatchbook/mcp"].contents[0]
    assert manual.mime_type == "text/markdown" and "# MCP server" in manual.text


def test_an_edit_under_swatchbook_mcp_tells_the_client_its_resources_changed(served, tmp_path):
    """stdio: after initialized, a change to a token file reloads the Config and sends list_changed."""
    config = tmp_path / "Config"
    shutil.copytree(served.config, config)
    if (served.root / "Public").is_dir():
        shutil.copytree(served.root / "Public", tmp_path / "Public")  # beside the Config, where swatchbook mcp looks
    served_copy = Server(served.binary, tmp_path, config_source=config, in_place=True)
    served_copy.binary = served.binary
    heard: list[str] = []

    async def handler(message):
        method = getattr(message, "method", None)
        if method:
            heard.append(method)

    async def work(session):
        resolver = next(config.glob("tokens/*.resolver.json"))
        text = resolver.read_text("utf-8")
        resolver.write_text(text.replace('"name"', '"description": "edited", "name"', 1) if '"name"' in text else text + "\n", "utf-8")
        with anyio.fail_after(20):
            while "notifications/resources/list_changed" not in heard:
                await anyio.sleep(0.1)
        return heard
    assert "notifications/resources/list_changed" in run("stdio", served_copy, work, handler=handler)


def target(server: Server, transport: str):
    """What the SDK's high-level Client connects to: the URL of `/mcp`, or `swatchbook mcp` to start."""
    if transport == "http":
        return server.url("/mcp")
    return StdioServerParameters(command=str(server.binary), args=["mcp", "--config", str(server.config)])


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_the_sdk_client_negotiates_2026_07_28_and_works_without_a_session(served, transport):
    """The SDK's high-level Client (mode "auto") asks `server/discover` at 2026-07-28; the server
    speaks it, so the client stays on it (no initialize, no session), lists the tools and calls them."""
    from mcp.client import Client

    modifier, context, default = other_context(served)
    token = token_that_differs(served, modifier, context, default)

    async def main():
        async with Client(target(served, transport)) as client:
            names = {tool.name for tool in (await client.list_tools()).tools}
            modifiers = await client.call_tool("list_modifiers", {})
            looked_up = await client.call_tool("get_token", {"id": token, modifier: context, "contexts": True})
            return client.protocol_version, client.session, client.server_info, names, modifiers, looked_up
    version, session, server_info, names, modifiers, looked_up = anyio.run(main)
    print(f"SDK negotiated {version} over {transport}")
    assert version == "2026-07-28"
    assert session.initialize_result is None
    assert session.discover_result.supported_versions == ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]
    assert server_info.name == "swatchbook"
    assert names == TOOLS
    assert structured(modifiers) == api(served, "/api/modifiers")
    got = structured(looked_up)
    got.pop("usedByStyles", None)
    assert got == api(served, f"/api/tokens/{urllib.parse.quote(token)}?{modifier}={context}")


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_the_sdk_client_in_legacy_mode_initializes_2025_11_25(served, transport):
    """The SDK pinned to the handshake (mode "legacy") initializes at its newest handshake revision and works as before."""
    from mcp.client import Client

    async def main():
        async with Client(target(served, transport), mode="legacy") as client:
            names = {tool.name for tool in (await client.list_tools()).tools}
            return client.protocol_version, client.session.initialize_result, names
    version, initialized, names = anyio.run(main)
    print(f"SDK (legacy mode) negotiated {version} over {transport}")
    assert version == "2025-11-25"
    assert initialized.server_info.name == "swatchbook"
    assert names == TOOLS


@pytest.mark.parametrize("version", ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"])
def test_a_client_pinned_to_an_earlier_revision_initializes_and_keeps_its_session(served, version):
    """Raw JSON-RPC over HTTP, as a client of an earlier revision speaks it (the SDK offers only its newest
    handshake revision): initialize agrees on `version`, opens a session, and the session lists and calls tools."""
    import requests

    url = served.url("/mcp")
    headers = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream"}

    def post(message: dict, extra: dict | None = None) -> requests.Response:
        return requests.post(url, data=json.dumps(message), headers={**headers, **(extra or {})}, timeout=10)

    opened = post({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                   "params": {"protocolVersion": version, "capabilities": {}, "clientInfo": {"name": "pinned", "version": "1"}}})
    assert opened.status_code == 200, opened.text
    assert opened.json()["result"]["protocolVersion"] == version
    session = {"Mcp-Session-Id": opened.headers["Mcp-Session-Id"]}
    if version >= "2025-06-18":
        session["MCP-Protocol-Version"] = version
    assert post({"jsonrpc": "2.0", "method": "notifications/initialized"}, session).status_code == 202
    listed = post({"jsonrpc": "2.0", "id": 2, "method": "tools/list"}, session).json()["result"]
    assert {tool["name"] for tool in listed["tools"]} == TOOLS
    assert all(("title" in tool) == (version >= "2025-06-18") for tool in listed["tools"])
    assert "resultType" not in listed, "a session's results are those of its revision"
    called = post({"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "list_modifiers", "arguments": {}}}, session).json()
    assert json.loads(called["result"]["content"][0]["text"]) == api(served, "/api/modifiers")
    without = post({"jsonrpc": "2.0", "id": 4, "method": "tools/list"})
    assert without.status_code == 400, "a request of an earlier revision needs its session"
    assert requests.delete(url, headers=session, timeout=10).status_code == 204


def test_a_2026_07_28_subscription_hears_an_edit_under_swatchbook_mcp(served, tmp_path):
    """stdio, SDK mode "auto": subscriptions/listen is acknowledged with the tool and resource lists, and a change
    to a token file reloads the Config and reaches the subscription as ResourcesListChanged."""
    from mcp.client import Client
    from mcp.shared.subscriptions import ResourcesListChanged

    config = tmp_path / "Config"
    shutil.copytree(served.config, config)
    if (served.root / "Public").is_dir():
        shutil.copytree(served.root / "Public", tmp_path / "Public")

    async def main():
        async with Client(StdioServerParameters(command=str(served.binary), args=["mcp", "--config", str(config)])) as client:
            assert client.protocol_version == "2026-07-28"
            async with client.listen(tools_list_changed=True, resources_list_changed=True, prompts_list_changed=True) as sub:
                honored = sub.honored
                resolver = next(config.glob("tokens/*.resolver.json"))
                text = resolver.read_text("utf-8")
                resolver.write_text(text.replace('"name"', '"description": "edited", "name"', 1) if '"name"' in text else text + "\n", "utf-8")
                with anyio.fail_after(20):
                    async for event in sub:
                        if isinstance(event, ResourcesListChanged):
                            return honored, event
    honored, event = anyio.run(main)
    assert honored.tools_list_changed and honored.resources_list_changed and not honored.prompts_list_changed
    assert isinstance(event, ResourcesListChanged)
