"""Search finds a token and a component: as you type in the header's search box (JavaScript
updates the results without leaving the page), and by submitting the form (with JavaScript on
and off), following the result to the token's row or the component's page."""

from __future__ import annotations

import re
import urllib.parse

import pytest
from selenium.webdriver.common.keys import Keys

TOKEN = "color.brand.500"


def is_token_link(href: str) -> bool:
    return TOKEN in urllib.parse.unquote(href or "")


def is_toggle_link(href: str) -> bool:
    return urllib.parse.urlsplit(href or "").path == "/components/toggle"


def type_query(browser, text: str, submit: bool) -> None:
    box = browser.header_search_input()
    box.click()
    box.send_keys(Keys.CONTROL, "a")
    box.send_keys(Keys.DELETE)
    box.send_keys(text + (Keys.ENTER if submit else ""))


def test_results_update_while_typing(desktop, server):
    status = server.fetch("/search").status
    assert status == 200, f"GET /search answered {status}"
    desktop.open("/search")
    desktop.js("window.__sbSamePage = true")
    assert not desktop.visible_links(is_token_link), f"/search with no query already links to {TOKEN}"

    type_query(desktop, "brand 500", submit=False)
    desktop.wait(lambda: desktop.visible_links(is_token_link), 10,
                 f"a link to {TOKEN} while typing 'brand 500' (results updated without submitting)")
    assert desktop.js("return window.__sbSamePage === true"), "typing 'brand 500' left the page: the form was submitted"

    type_query(desktop, "toggle", submit=False)
    desktop.wait(lambda: desktop.visible_links(is_toggle_link), 10, "a link to /components/toggle while typing 'toggle'")
    assert desktop.js("return window.__sbSamePage === true"), "typing 'toggle' left the page: the form was submitted"
    assert not desktop.visible_links(is_token_link), f"the results for 'toggle' still link to {TOKEN}: they were not replaced"
    desktop.screenshot("search-type-ahead-desktop")
    desktop.assert_no_console_errors()


@pytest.mark.parametrize("mode", ["desktop", "nojs"])
def test_submitting_finds_a_token_and_a_component(request, mode: str):
    browser = request.getfixturevalue(mode)

    browser.open("/")
    type_query(browser, "brand 500", submit=True)
    browser.wait(lambda: urllib.parse.urlsplit(browser.driver.current_url).path == "/search", 10,
                 "the search page after submitting 'brand 500'")
    browser.wait_ready()
    browser.assert_not_error_page("the search page")
    query = urllib.parse.parse_qs(urllib.parse.urlsplit(browser.driver.current_url).query).get("q")
    assert query == ["brand 500"], f"the search page was asked for q={query}, not 'brand 500'"
    links = browser.wait(lambda: browser.visible_links(is_token_link), 10, f"a result linking to {TOKEN}")
    browser.screenshot(f"search-results-{mode}")
    browser.open(links[0])
    assert browser.js("return document.getElementById(arguments[0]) !== null", TOKEN), (
        f"the result {links[0]} leads to a page with no row id={TOKEN}")

    browser.open("/")
    type_query(browser, "toggle", submit=True)
    browser.wait(lambda: urllib.parse.urlsplit(browser.driver.current_url).path == "/search", 10,
                 "the search page after submitting 'toggle'")
    browser.wait_ready()
    links = browser.wait(lambda: browser.visible_links(is_toggle_link), 10, "a result linking to /components/toggle")
    browser.open(links[0])
    heading = browser.js("const h = document.querySelector('h1'); return h ? h.textContent : ''")
    assert "toggle" in heading.lower(), f"{links[0]} has the heading {heading!r}, not the toggle's"
    browser.assert_no_console_errors()


def test_search_page_alone_lists_results_as_links(desktop, server):
    response = server.fetch("/search?q=toggle")
    assert response.status == 200, f"GET /search?q=toggle answered {response.status}"
    assert 'href="/components/toggle"' in response.body, "/search?q=toggle, as served (no script), has no link to /components/toggle"
    response = server.fetch("/search?q=" + urllib.parse.quote("brand 500"))
    hrefs = [urllib.parse.unquote(h) for h in re.findall(r'href="([^"]*)"', response.body)]
    assert any(TOKEN in h for h in hrefs), f"/search?q=brand%20500, as served (no script), has no link to {TOKEN}"
