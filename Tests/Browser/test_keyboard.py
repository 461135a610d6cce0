"""Keyboard: Tab from the top reaches the skip link first, it shows and leads into main; tabbing
on reaches the main navigation, the search box and the theme switch, and every stop shows focus."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

FOCUSED = r"""
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    const describe = el.tagName.toLowerCase() + (el.id ? '#' + el.id : '')
      + (el.getAttribute('href') ? `[href="${el.getAttribute('href')}"]` : '')
      + (el.getAttribute('name') ? `[name="${el.getAttribute('name')}"]` : '')
      + (el.getAttribute('data-theme-choice') ? `[data-theme-choice="${el.getAttribute('data-theme-choice')}"]` : '');
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow && style.boxShadow !== 'none';
    return {
      tag: el.tagName.toLowerCase(), describe, href: el.getAttribute('href'),
      visibleFocus: outline || shadow,
      focusStyle: `outline: ${style.outlineStyle} ${style.outlineWidth}; box-shadow: ${style.boxShadow}`,
      onScreen: box.width >= 1 && box.height >= 1 && box.bottom > 0 && box.right > 0
        && box.top < window.innerHeight && box.left < window.innerWidth && style.visibility !== 'hidden',
      inHeader: !!el.closest('header.site-header'), inMain: !!el.closest('main'),
      inMainNav: !!el.closest('nav[aria-label="Main"]'), inThemes: !!el.closest('nav[aria-label="Theme"]'),
      isSearch: el.matches('form[role="search"] input[name="q"]'),
    };
"""


def tab(browser) -> dict | None:
    ActionChains(browser.driver).send_keys(Keys.TAB).perform()
    return browser.js(FOCUSED)


@pytest.mark.parametrize("path", ["/", "/components/button"])
def test_tab_reaches_the_skip_link_first_and_it_leads_to_main(desktop, server, path: str):
    status = server.fetch(path).status
    assert status == 200, f"GET {path} answered {status}"
    desktop.open(path)
    first = tab(desktop)
    assert first, f"{path}: Tab from the top focuses nothing"
    assert first["href"] == "#main", f"{path}: the first Tab stop is {first['describe']}, not the skip link (a[href=\"#main\"])"
    assert first["onScreen"], f"{path}: the focused skip link is not visible on screen"
    assert first["visibleFocus"], f"{path}: the focused skip link shows no focus ({first['focusStyle']})"
    desktop.screenshot(f"keyboard-skip-link{path.replace('/', '-')}")

    ActionChains(desktop.driver).send_keys(Keys.ENTER).perform()
    desktop.wait(lambda: desktop.js("return location.hash") == "#main", 5, "the skip link to go to #main")
    after = tab(desktop)
    assert after and after["inMain"], f"{path}: after the skip link, Tab goes to {after and after['describe']}, not into main"


@pytest.mark.parametrize("path", ["/", "/components/button", "/tokens/color"])
def test_every_tab_stop_shows_focus_and_reaches_the_header_controls(desktop, server, path: str):
    status = server.fetch(path).status
    assert status == 200, f"GET {path} answered {status}"
    desktop.open(path)
    stops = []
    for _ in range(40):
        focused = tab(desktop)
        if focused is None or (stops and focused["describe"] == stops[0]["describe"]):
            break
        stops.append(focused)
        if focused["inMain"] and len(stops) > 3:
            break
    problems = []
    for stop in stops:
        if stop["tag"] == "iframe":
            continue  # focus is drawn inside the frame
        if not stop["visibleFocus"]:
            problems.append(f"{stop['describe']} shows no focus ({stop['focusStyle']})")
        if not stop["onScreen"]:
            problems.append(f"{stop['describe']} is focused off screen")
    reached = lambda key: any(stop[key] for stop in stops)  # noqa: E731
    for key, what in (("inMainNav", "the main navigation"), ("isSearch", "the search box"),
                      ("inThemes", "the theme switch"), ("inMain", "the content in main")):
        if not reached(key):
            problems.append(f"Tab never reaches {what}")
    order = " → ".join(stop["describe"] for stop in stops)
    assert not problems, f"{path}:\n  " + "\n  ".join(problems) + f"\n  Tab order: {order}"
