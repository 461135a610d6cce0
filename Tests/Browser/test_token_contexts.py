"""Every context in one style sheet (`/api/tokens?format=css&theme=*`), in Chromium: a page that
links it switches theme by `data-theme` (on the root and on any element inside, in both
directions) and, when the root names no theme, by the system's colour scheme; with
`resolve=false` the aliases switch too; odd modifier and context names select exactly themselves.

The page is served by a small static server the test starts (on loopback, as the API is, so
Chromium lets it load the API's answer) and links the server's answer; computed styles are read
through WebDriver, not by script of the page's."""

from __future__ import annotations

import functools
import http.server
import json
import re
import subprocess
import threading
import urllib.parse

import pytest

from conftest import binary

PROPERTIES = ("--color-text-default", "--color-background-default")

# The root, a section chosen light and one chosen dark, and inside each the other one.
BODY = ('<p id="root-text">root</p>'
        '<section id="light" data-theme="light"><p>light</p><div id="dark-in-light" data-theme="dark">d</div></section>'
        '<section id="dark" data-theme="dark"><p>dark</p><div id="light-in-dark" data-theme="light">l</div></section>')


@pytest.fixture
def page_server(tmp_path):
    """Serves the folder `tmp_path / "pages"` on a loopback port; yields (folder, base URL)."""
    folder = tmp_path / "pages"
    folder.mkdir()
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(folder))
    handler.log_message = lambda *args: None
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield folder, f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()
    thread.join(timeout=5)


def page(stylesheet: str) -> str:
    """A page linking `stylesheet`, whose text and background take the token colours."""
    return ('<!doctype html><html><head><meta charset="utf-8"><title>tokens</title>'
            f'<link rel="stylesheet" href="{stylesheet}">'
            '<style>body, section, div { color: var(--color-text-default); background: var(--color-background-default); }</style>'
            f'</head><body>{BODY}</body></html>')


def single_context_values(server, theme: str) -> dict[str, str]:
    """The custom properties of the one-context style sheet of `theme`, as written."""
    css = server.fetch(f"/api/tokens?format=css&theme={theme}")
    assert css.status == 200, css.body
    return {name: value for name, value in re.findall(r"(--[\w-]+): ([^;]+);", css.body) if name in PROPERTIES}


def values(browser, element_id: str | None = None) -> dict[str, str]:
    """The computed values of PROPERTIES on the root, or on the element with `element_id`."""
    return browser.js("""
        const element = arguments[0] ? document.getElementById(arguments[0]) : document.documentElement;
        const style = getComputedStyle(element);
        return Object.fromEntries(arguments[1].map(name => [name, style.getPropertyValue(name).trim()]));
    """, element_id, list(PROPERTIES))


def used_colour(browser, element_id: str) -> str:
    return browser.js("return getComputedStyle(document.getElementById(arguments[0])).color", element_id)


def open_page(browser, pages, stylesheet: str) -> None:
    folder, base = pages
    name = f"page-{abs(hash(stylesheet))}.html"
    (folder / name).write_text(page(stylesheet), encoding="utf-8")
    browser.driver.get(f"{base}/{name}")
    browser.wait_ready()
    browser.wait(lambda: values(browser)[PROPERTIES[0]], 10, f"{stylesheet} to apply")


def set_root_theme(browser, theme: str | None) -> None:
    browser.js("""
        if (arguments[0] === null) document.documentElement.removeAttribute('data-theme');
        else document.documentElement.setAttribute('data-theme', arguments[0]);
    """, theme)


@pytest.mark.parametrize("resolve", ["true", "false"])
def test_theme_switches_by_attribute_and_by_system_setting(desktop, page_server, resolve):
    light, dark = single_context_values(desktop.server, "light"), single_context_values(desktop.server, "dark")
    assert light != dark, f"the light and dark style sheets agree on {PROPERTIES}: nothing to switch"
    # With resolve=false the answer declares references (var(--color-neutral-900)); the computed
    # value is what they lead to in the element's own theme.
    if resolve == "false":
        references = desktop.server.fetch("/api/tokens?format=css&theme=*&resolve=false").body
        assert "--color-text-default: var(--" in references, "resolve=false does not keep the alias of color.text.default"
    desktop.prefer_color_scheme("light")
    open_page(desktop, page_server, desktop.server.url(f"/api/tokens?format=css&theme=*&resolve={resolve}"))

    scenarios = [
        # (system scheme, the root's data-theme, what the root shows)
        ("light", None, light), ("dark", None, dark), ("dark", "light", light), ("light", "dark", dark),
        ("dark", "dark", dark), ("light", "light", light), ("dark", "auto", dark), ("light", "auto", light),
    ]
    for scheme, attribute, expected in scenarios:
        desktop.prefer_color_scheme(scheme)
        set_root_theme(desktop, attribute)
        what = f"system {scheme}, <html data-theme={attribute!r}>"
        assert values(desktop) == expected, f"{what}: the root's tokens are {values(desktop)}, not {expected}"
        # Whatever the root shows, a theme chosen on an element holds inside it, either way round.
        for element, inner in (("light", light), ("dark", dark), ("dark-in-light", dark), ("light-in-dark", light)):
            assert values(desktop, element) == inner, f"{what}: #{element} has {values(desktop, element)}, not {inner}"
        assert used_colour(desktop, "light") != used_colour(desktop, "dark"), f"{what}: light and dark sections draw text alike"

    # The colours drawn are those of the one-context style sheets.
    desktop.prefer_color_scheme("dark")
    set_root_theme(desktop, None)
    drawn = {"light": used_colour(desktop, "light-in-dark"), "dark": used_colour(desktop, "dark-in-light")}
    for theme in ("light", "dark"):
        open_page(desktop, page_server, desktop.server.url(f"/api/tokens?format=css&theme={theme}"))
        assert used_colour(desktop, "root-text") == drawn[theme], f"{theme} text is drawn in another colour than its own style sheet's"
    desktop.assert_no_console_errors()


ODD_MODIFIER, DAY, NIGHT = "th.ème:1", 'day "one"', "night\\x"


def odd_style_sheet(folder, *options: str) -> str:
    """The CSS of every context of a modifier `th.ème:1` (attribute data-th.ème:1) whose contexts
    are `day "one"` and `night\\x`, from `swatchbook tokens --resolver`. `color.link` aliases
    `color.text.default` in both contexts alike, while that token aliases another gray in each."""
    folder.mkdir()
    (folder / "core.tokens.json").write_text(
        '{"color": {"$type": "color", "gray": {'
        '"1": {"$value": {"colorSpace": "srgb", "components": [0.9, 0.9, 0.9], "hex": "#e6e6e6"}},'
        '"9": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1], "hex": "#1a1a1a"}}},'
        ' "link": {"$value": "{color.text.default}"}}}')
    (folder / "day.tokens.json").write_text('{"color": {"text": {"default": {"$type": "color", "$value": "{color.gray.9}"}}}}')
    (folder / "night.tokens.json").write_text('{"color": {"text": {"default": {"$type": "color", "$value": "{color.gray.1}"}}}}')
    contexts = {DAY: [{"$ref": "day.tokens.json"}], NIGHT: [{"$ref": "night.tokens.json"}]}
    resolver = {"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}},
                "modifiers": {ODD_MODIFIER: {"contexts": contexts, "default": DAY}},
                "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": f"#/modifiers/{ODD_MODIFIER}"}]}
    (folder / "odd.resolver.json").write_text(json.dumps(resolver), encoding="utf-8")
    run = subprocess.run([str(binary()), "tokens", "--resolver", str(folder / "odd.resolver.json"),
                          "--input", f"{ODD_MODIFIER}=*", "--format", "css", *options], capture_output=True, text=True, timeout=30)
    assert run.returncode == 0, run.stderr
    return run.stdout


def open_style_sheet(browser, css: str) -> None:
    """A data: page holding `css` and a paragraph with the id `inner`."""
    browser.driver.get("data:text/html;charset=utf-8," + urllib.parse.quote(
        f'<!doctype html><html><head><meta charset="utf-8"><style>{css}</style></head><body><p id="inner">p</p></body></html>'))
    browser.wait_ready()


def set_context(browser, element_id: str | None, context: str | None) -> None:
    browser.js("""
        const element = arguments[0] ? document.getElementById(arguments[0]) : document.documentElement;
        if (arguments[2] === null) element.removeAttribute(arguments[1]);
        else element.setAttribute(arguments[1], arguments[2]);
    """, element_id, "data-" + ODD_MODIFIER, context)


def test_odd_modifier_and_context_names_select_themselves(desktop, tmp_path):
    css = odd_style_sheet(tmp_path / "odd")
    assert '[data-th\\.ème\\:1="night\\\\x"] {' in css, css
    open_style_sheet(desktop, css)
    for context, expected in ((None, "#1a1a1a"), (NIGHT, "#e6e6e6"), (DAY, "#1a1a1a"), ("night", "#1a1a1a"), ("night\\\\x", "#1a1a1a")):
        set_context(desktop, None, context)
        assert values(desktop)["--color-text-default"] == expected, f"data-{ODD_MODIFIER}={context!r}"


def test_an_alias_kept_as_a_reference_follows_the_context_it_is_read_in(desktop, tmp_path):
    """With references kept, `--color-link: var(--color-text-default)` must be declared again in each
    context's rule: a var() is substituted where it is declared, so an element inside another
    context would otherwise inherit the outer context's link colour."""
    css = odd_style_sheet(tmp_path / "odd", "--keep-references")
    assert "--color-link: var(--color-text-default);" in css, css
    open_style_sheet(desktop, css)
    for outer, inner, expected in ((NIGHT, DAY, "#1a1a1a"), (DAY, NIGHT, "#e6e6e6"), (None, NIGHT, "#e6e6e6")):
        set_context(desktop, None, outer)
        set_context(desktop, "inner", inner)
        link = desktop.js("return getComputedStyle(document.getElementById('inner')).getPropertyValue('--color-link').trim()")
        assert link == expected, f"inside {outer!r}, an element of {inner!r} has the link colour {link}, not {expected}"
