"""The guide as a static export (`swatchbook export --base-path /design/`) served by
`python3 -m http.server`, with no Swatchbook process: pages, previews, the theme switch
(remembered by path, not cookie), search (the prebuilt index with JavaScript, the full index
without), with JavaScript on and off, every request answered by the static server below /design/."""

from __future__ import annotations

import re
import urllib.parse

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from conftest import binary, browser_fixture
from static_site import BASE, StaticSite

# The first test here waits for the export itself (in its fixture's setup): the debug build
# exporting the bundled Config, on two cores shared with the Swift tests and the other suites,
# passed pytest.ini's 180 s once. A hang still ends at 600 s, as the export's own timeout does.
pytestmark = pytest.mark.timeout(600)

TOKEN = "color.brand.500"


@pytest.fixture(scope="session")
def static_site(tmp_path_factory) -> StaticSite:
    site = StaticSite(binary(), tmp_path_factory.mktemp("static"))
    try:
        site.start()
    except RuntimeError as error:
        pytest.fail(str(error), pytrace=False)
    yield site
    site.stop()


@pytest.fixture
def static_desktop(request, desktop_driver, static_site):
    """Chromium at 1280 × 900 with JavaScript, against the static export."""
    yield from browser_fixture(request, desktop_driver, static_site, "static-desktop")


@pytest.fixture
def static_nojs(request, nojs_driver, static_site):
    """Chromium with JavaScript off, against the static export."""
    yield from browser_fixture(request, nojs_driver, static_site, "static-nojs")


PAGES = {
    "home": BASE,
    "tokens": BASE + "tokens/",
    "token-group": BASE + "tokens/color/",
    "components": BASE + "components/",
    "component": BASE + "components/button/",
    "component-variant": BASE + "components/button/size=large&state=disabled&style=complementary/",
    "docs": BASE + "docs/",
    "doc-page": BASE + "docs/getting-started/",
    "search": BASE + "search/",
    "changes": BASE + "changes/",
    "dark-home": BASE + "in/theme=dark/",
}


def assert_served_statically(browser, site: StaticSite) -> None:
    """The page and everything it loaded came from the static server, below the base path (but
    the /favicon.ico Chromium asks the origin for by itself when a document names no icon)."""
    urls = browser.js("return [location.href, ...performance.getEntriesByType('resource').map(e => e.name)]")
    prefix = site.url(BASE)
    strays = [u for u in urls if not u.startswith(prefix) and u != site.url("/favicon.ico")]
    assert not strays, f"{browser.path} loaded from outside {prefix}: {strays[:5]}"


def main_text(browser) -> str:
    return browser.js("const main = document.querySelector('main'); return main ? main.innerText.trim() : ''")


@pytest.mark.parametrize("name", list(PAGES), ids=str)
@pytest.mark.parametrize("mode", ["static_desktop", "static_nojs"])
def test_exported_page_shows_its_content(request, static_site, mode: str, name: str):
    browser = request.getfixturevalue(mode)
    path = PAGES[name]
    status = static_site.fetch(path).status
    assert status == 200, f"the static server answered {status} for {path}: the export has no such file"
    browser.open(path)
    assert len(main_text(browser)) > 20, f"{path} shows (almost) nothing in main"
    assert browser.driver.find_elements(By.CSS_SELECTOR, "header.site-header nav[aria-label=Main]"), f"{path} has no main navigation"
    assert_served_statically(browser, static_site)
    browser.assert_no_console_errors()
    browser.assert_no_sideways_scroll()


def test_main_navigation_leads_to_exported_pages(static_nojs, static_site):
    static_nojs.open(BASE)
    hrefs = [a.get_attribute("href") for a in static_nojs.driver.find_elements(By.CSS_SELECTOR, 'nav[aria-label="Main"] a')]
    assert len(hrefs) >= 3, f"the main navigation has {hrefs}"
    for href in hrefs:
        path = urllib.parse.urlsplit(href).path
        assert path.startswith(BASE), f"the navigation links to {href}, outside {BASE}"
        static_nojs.open(href)
        assert len(main_text(static_nojs)) > 20, f"{href} shows nothing"


@pytest.mark.parametrize("mode", ["static_desktop", "static_nojs"])
def test_framed_previews_render(request, static_site, mode: str):
    browser = request.getfixturevalue(mode)
    browser.open(BASE + "components/button/")
    frames = browser.driver.find_elements(By.CSS_SELECTOR, f'iframe[src^="{BASE}preview/button/"]')
    assert frames, f"{BASE}components/button/ frames no preview below {BASE}preview/button/"
    source = frames[0].get_attribute("src")
    assert static_site.fetch(urllib.parse.urlsplit(source).path).status == 200, f"the framed preview {source} is not exported"
    browser.driver.switch_to.frame(frames[0])
    try:
        browser.wait(lambda: "Save changes" in browser.js("return document.body ? document.body.innerText : ''"), 10,
                     "the framed preview to show 'Save changes'")
        styled = browser.js("return getComputedStyle(document.querySelector('.sb-button')).borderRadius")
        assert styled and styled != "0px", "the framed button has no corner radius: the preview stylesheet did not load"
    finally:
        browser.driver.switch_to.default_content()


def test_preview_opens_on_its_own(static_desktop, static_site):
    static_desktop.open(BASE + "components/button/")
    link = static_desktop.driver.find_elements(By.LINK_TEXT, "open it on its own")
    assert link, "the component page has no 'open it on its own' link"
    static_desktop.open(link[0].get_attribute("href"))
    assert static_desktop.path.startswith(BASE + "preview/button/"), f"the preview opened at {static_desktop.path}"
    assert "Save changes" in static_desktop.js("return document.body.innerText")
    assert_served_statically(static_desktop, static_site)
    static_desktop.assert_no_console_errors()


def choose_theme(browser, choice: str) -> None:
    links = browser.driver.find_elements(By.CSS_SELECTOR, f'nav[aria-label="Theme"] a[data-theme-choice="{choice}"]')
    assert links, f"{browser.path} has no theme link for {choice}"
    links[0].click()
    browser.wait(lambda: browser.html_theme() == choice and browser.js("return document.readyState") == "complete", 10,
                 f"<html data-theme={choice}> after following the {choice} link")


@pytest.mark.parametrize("mode", ["static_desktop", "static_nojs"])
def test_theme_switch_is_remembered_by_path(request, static_site, mode: str):
    browser = request.getfixturevalue(mode)
    browser.prefer_color_scheme("light")
    browser.open(BASE)
    assert browser.html_theme() == "auto"
    light = browser.background()
    choose_theme(browser, "dark")
    assert browser.path == BASE + "in/theme=dark/", f"the dark theme's home is at {browser.path}"
    dark = browser.background()
    assert dark != light, "the page is drawn alike in light and dark"
    # The next page, through the main navigation, stays in the dark copy of the guide.
    browser.driver.find_element(By.CSS_SELECTOR, 'nav[aria-label="Main"] a[href$="/components/"]').click()
    browser.wait(lambda: browser.path.endswith("/components/") and browser.js("return document.readyState") == "complete", 10,
                 "the components page to load")
    assert browser.path == BASE + "in/theme=dark/components/", f"the next page left the dark copy: {browser.path}"
    assert browser.html_theme() == "dark" and browser.background() == dark
    current = browser.js("""const a = document.querySelector('nav[aria-label="Theme"] a[aria-current="true"]');
                            return a ? a.getAttribute('data-theme-choice') : null""")
    assert current == "dark", f"the theme switch marks {current!r} as current"
    choose_theme(browser, "auto")
    assert browser.path == BASE + "components/", f"auto leads to {browser.path}, not the default copy"
    assert not browser.driver.get_cookies(), "a static export set a cookie"
    assert_served_statically(browser, static_site)


def test_auto_theme_follows_the_system_colour_scheme(static_desktop):
    static_desktop.open(BASE + "in/theme=dark/")
    dark = static_desktop.background()
    static_desktop.prefer_color_scheme("dark")
    static_desktop.open(BASE)
    assert static_desktop.background() == dark, "with auto and a dark system, the exported page is not dark"
    static_desktop.assert_no_console_errors()


def is_token_link(href: str) -> bool:
    return TOKEN in urllib.parse.unquote(href or "")


def is_toggle_link(href: str) -> bool:
    return urllib.parse.urlsplit(href or "").path == BASE + "components/toggle/"


def type_query(browser, text: str, submit: bool) -> None:
    box = browser.header_search_input()
    box.click()
    box.send_keys(Keys.CONTROL, "a")
    box.send_keys(Keys.DELETE)
    box.send_keys(text + (Keys.ENTER if submit else ""))


def popup_links(browser) -> list[str]:
    """The links in the header search's results panel (the page's own list holds the whole index)."""
    return browser.js("return [...document.querySelectorAll('.search-popup a[href]')].map(a => a.getAttribute('href'))")


def test_search_results_update_while_typing(static_desktop):
    static_desktop.open(BASE + "search/")
    static_desktop.js("window.__sbSamePage = true")
    type_query(static_desktop, "brand 500", submit=False)
    links = static_desktop.wait(lambda: [h for h in popup_links(static_desktop) if is_token_link(h)], 10,
                                f"a link to {TOKEN} in the header's results while typing")
    count = len(popup_links(static_desktop))
    assert count < 60, f"typing 'brand 500' in the header shows {count} results: the index was not narrowed"
    type_query(static_desktop, "toggle", submit=False)
    static_desktop.wait(lambda: any(is_toggle_link(h) for h in popup_links(static_desktop)), 10,
                        "a link to the toggle's page in the header's results while typing")
    assert not any(is_token_link(h) for h in popup_links(static_desktop)), "the results for 'toggle' still link to the token"
    assert static_desktop.js("return window.__sbSamePage === true"), "typing left the page"
    # The page's own box narrows the full list in place.
    everything = static_desktop.js("return document.querySelectorAll('main #search-results li').length")
    box = static_desktop.driver.find_element(By.CSS_SELECTOR, 'main input[data-search-input="large"]')
    box.send_keys("toggle")
    static_desktop.wait(lambda: 0 < static_desktop.js("return document.querySelectorAll('main #search-results li').length") < everything,
                        10, "the search page's list to narrow to the toggle")
    assert static_desktop.visible_links(is_toggle_link)
    assert links[0].startswith(BASE + "tokens/"), f"the result links to {links[0]}"
    static_desktop.assert_no_console_errors()


@pytest.mark.parametrize("mode", ["static_desktop", "static_nojs"])
def test_submitting_a_search_finds_a_token_and_a_component(request, static_site, mode: str):
    browser = request.getfixturevalue(mode)
    for query, test, check in (("brand 500", is_token_link, "token"), ("toggle", is_toggle_link, "component")):
        browser.open(BASE)
        type_query(browser, query, submit=True)
        browser.wait(lambda: urllib.parse.urlsplit(browser.driver.current_url).path == BASE + "search/", 10,
                     f"the exported search page after submitting {query!r}")
        browser.wait_ready()
        links = browser.wait(lambda: browser.visible_links(test), 10, f"a result for {query!r}")
        browser.open(links[0])
        if check == "token":
            assert browser.js("return document.getElementById(arguments[0]) !== null", TOKEN), f"{links[0]} has no row {TOKEN}"
        else:
            assert "toggle" in browser.js("return document.querySelector('h1').textContent").lower()
        assert_served_statically(browser, static_site)
    browser.assert_no_console_errors()


def test_variant_picker_goes_to_the_exported_variant(static_desktop):
    static_desktop.open(BASE + "components/button/")
    Select(static_desktop.driver.find_element(By.ID, "pick-size")).select_by_value("large")
    static_desktop.wait(lambda: "size=large" in static_desktop.path and static_desktop.js("return document.readyState") == "complete",
                        10, "the exported page of the large button")
    static_desktop.assert_not_error_page("the picked variant")
    chosen = static_desktop.js("return document.getElementById('pick-size').value")
    assert chosen == "large", f"the picked page shows size {chosen!r}"
    assert len(main_text(static_desktop)) > 20


def test_no_request_reached_anything_but_the_static_server(static_site):
    """Runs last in this module: every request the suite made was answered from the export's files."""
    requests = static_site.requests()
    assert requests, "the static server logged no request"
    outside = [(p, s) for p, s in requests if not p.startswith(BASE) and p != "/favicon.ico"]
    assert not outside, f"requests outside {BASE}: {outside[:5]}"
    missing = [(p, s) for p, s in requests if s >= 400 and p != "/favicon.ico"]
    assert not missing, f"requests the export had no file for: {missing[:10]}"
    exported = static_site.out
    pages = [p for p in exported.rglob("*.html")]
    live = [str(p) for p in pages[:400] if "/events" in p.read_text("utf-8") or "data-live-reload" in p.read_text("utf-8")]
    assert not live, f"exported pages ask for live reload: {live[:3]}"
