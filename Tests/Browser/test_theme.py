"""The theme switch: a link per choice (`?theme=`), the page's `data-theme` and background follow
it, `aria-current` marks the choice, the cookie `sb-theme` remembers it on the next page, and
`auto` follows the system's colour scheme."""

from __future__ import annotations

from selenium.webdriver.common.by import By


def theme_link(browser, choice: str):
    links = browser.driver.find_elements(By.CSS_SELECTOR, f'nav[aria-label="Theme"] a[data-theme-choice="{choice}"]')
    assert links, f"{browser.path} has no theme switch link a[data-theme-choice={choice}] in nav[aria-label=Theme]"
    return links[0]


def choose(browser, choice: str) -> None:
    """Follows the theme switch's link for `choice`, the way a reader does."""
    link = theme_link(browser, choice)
    browser.js("window.__sbBeforeSwitch = true")
    link.click()
    browser.wait(lambda: browser.js("return window.__sbBeforeSwitch !== true && document.readyState === 'complete'"),
                 10, f"the page to load after choosing the {choice} theme")
    browser.assert_not_error_page(f"the page after choosing {choice}")


def current_choice(browser) -> str | None:
    return browser.js("""
        const current = document.querySelector('nav[aria-label="Theme"] a[aria-current="true"]');
        return current ? current.getAttribute('data-theme-choice') : null;
    """)


def test_theme_switch_changes_the_page_and_is_remembered(desktop):
    desktop.prefer_color_scheme("light")
    desktop.open("/")
    assert desktop.html_theme() == "auto", f"with no choice made, <html data-theme> is {desktop.html_theme()!r}, not 'auto'"
    assert current_choice(desktop) == "auto", f"with no choice made, the current theme link is {current_choice(desktop)!r}"

    choose(desktop, "dark")
    assert desktop.html_theme() == "dark", f"after choosing dark, <html data-theme> is {desktop.html_theme()!r}"
    assert current_choice(desktop) == "dark", f"after choosing dark, the current theme link is {current_choice(desktop)!r}"
    dark = desktop.background()
    cookie = desktop.driver.get_cookie("sb-theme")
    assert cookie and cookie["value"] == "dark", f"after choosing dark, the cookie sb-theme is {cookie}"

    choose(desktop, "light")
    assert desktop.html_theme() == "light", f"after choosing light, <html data-theme> is {desktop.html_theme()!r}"
    light = desktop.background()
    assert light != dark, f"the page's background is {light} in light and in dark alike"

    # The next page, reached through the main navigation, keeps the choice (the cookie).
    link = desktop.driver.find_elements(By.CSS_SELECTOR, 'nav[aria-label="Main"] a[href="/components"]')
    assert link, "no link to /components in nav[aria-label=Main]"
    link[0].click()
    desktop.wait(lambda: desktop.path == "/components" and desktop.js("return document.readyState") == "complete",
                 10, "/components to load")
    desktop.assert_not_error_page("/components")
    assert desktop.html_theme() == "light", f"on the next page, <html data-theme> is {desktop.html_theme()!r}, not the light chosen before"
    assert current_choice(desktop) == "light"
    assert desktop.background() == light, "the next page is not drawn in the light theme chosen before"

    # auto forgets the choice.
    choose(desktop, "auto")
    assert desktop.html_theme() == "auto"
    cookie = desktop.driver.get_cookie("sb-theme")
    assert not cookie or cookie["value"] in ("", "auto"), f"after choosing auto, the cookie still says {cookie['value']!r}"
    desktop.assert_no_console_errors()


def test_auto_theme_follows_the_system_colour_scheme(desktop):
    desktop.open("/?theme=light")
    light = desktop.background()
    desktop.open("/?theme=dark")
    dark = desktop.background()
    assert light != dark, f"the page's background is {light} in light and in dark alike"

    desktop.prefer_color_scheme("dark")
    desktop.open("/?theme=auto")
    assert desktop.html_theme() == "auto"
    assert desktop.background() == dark, "with theme auto and a dark system, the page is not drawn in the dark theme"
    desktop.prefer_color_scheme("light")
    desktop.open("/")
    assert desktop.background() == light, "with theme auto and a light system, the page is not drawn in the light theme"
    desktop.assert_no_console_errors()
