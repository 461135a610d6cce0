"""With JavaScript off the guide still works: every page shows its content, frames its previews,
switches theme through its links (searching by submitting is in test_search)."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By

from support import (COMPONENT, COMPONENTS, DOC_PAGE, DOCS, HOME, SEARCH, TOKEN_GROUP, TOKENS, PageType,
                     resolve)

PAGES = [HOME, TOKENS, TOKEN_GROUP, COMPONENTS, COMPONENT, DOCS, DOC_PAGE, SEARCH]


@pytest.mark.parametrize("page", PAGES, ids=str)
def test_page_works_without_javascript(nojs, server, page: PageType):
    path = resolve(page, server)
    status = server.fetch(path).status
    assert status == 200, f"GET {path} answered {status}"
    nojs.open(path)
    nojs.screenshot(f"{page.name}-nojs")
    text = nojs.js("const main = document.querySelector('main'); return main ? main.innerText.trim() : ''")
    assert len(text) > 20, f"{path} with JavaScript off shows (almost) nothing in main: {text!r}"
    hidden = nojs.js("""
        return [...document.querySelectorAll('main, main > *, header.site-header, header.site-header form[role="search"]')]
          .filter(el => el.getClientRects().length === 0 || getComputedStyle(el).visibility === 'hidden')
          .map(el => el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).trim().split(/\\s+/).join('.') : ''));
    """)
    assert not hidden, f"{path} with JavaScript off hides {hidden} (content waiting for a script?)"
    nojs.assert_no_console_errors()
    nojs.assert_no_sideways_scroll()


def test_framed_previews_show_without_javascript(nojs, server):
    status = server.fetch("/components/button").status
    assert status == 200, f"GET /components/button answered {status}"
    nojs.open("/components/button")
    frames = nojs.driver.find_elements(By.CSS_SELECTOR, 'iframe[src^="/preview/"]')
    assert frames, "/components/button frames no preview"
    nojs.driver.switch_to.frame(frames[0])
    try:
        nojs.wait(lambda: "Save changes" in nojs.js("return document.body ? document.body.innerText : ''"), 10,
                  "the framed preview to show 'Save changes'")
    finally:
        nojs.driver.switch_to.default_content()


def test_theme_switch_works_without_javascript(nojs):
    nojs.open("/")
    for choice in ("dark", "light"):
        links = nojs.driver.find_elements(By.CSS_SELECTOR, f'nav[aria-label="Theme"] a[data-theme-choice="{choice}"]')
        assert links, f"no theme link for {choice}"
        links[0].click()
        nojs.wait(lambda: nojs.html_theme() == choice and nojs.js("return document.readyState") == "complete", 10,
                  f"<html data-theme={choice}> after following the {choice} link with JavaScript off")
    cookie = nojs.driver.get_cookie("sb-theme")
    assert cookie and cookie["value"] == "light", f"the cookie sb-theme is {cookie} after choosing light"
