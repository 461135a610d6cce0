"""Every page type loads, at desktop and phone widths, in light and dark: the HTTP status it
should have, no console error, no sideways scrolling, a screenshot each. Guide pages have the
frame the contract names and no inline script."""

from __future__ import annotations

import re

import pytest

from support import ALL_PAGES, GUIDE_PAGES, NOT_FOUND, PageType, is_document_404, open_in_theme, resolve

THEMES = ["light", "dark"]


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("page", ALL_PAGES, ids=str)
@pytest.mark.parametrize("width", ["desktop", "phone"])
def test_page_loads_without_console_errors(request, width: str, page: PageType, theme: str, server):
    browser = request.getfixturevalue(width)
    path = resolve(page, server)
    response = server.fetch(path)
    assert response.status == page.status, f"GET {path} answered {response.status}, expected {page.status}"

    path = open_in_theme(browser, page, theme)
    browser.screenshot(f"{page.name}-{width}-{theme}")
    problems = []
    url = server.url(path)
    try:
        browser.assert_no_console_errors(allow=lambda entry: page is NOT_FOUND and is_document_404(entry, url))
    except AssertionError as error:
        problems.append(str(error))
    try:
        browser.assert_no_sideways_scroll()
    except AssertionError as error:
        problems.append(str(error))
    if page.guide and browser.html_theme() != theme:
        problems.append(f"<html data-theme> is {browser.html_theme()!r}, expected {theme!r}")
    if page.text and page.text not in browser.js("return document.body.innerText"):
        problems.append(f"the page does not show {page.text!r}")
    assert not problems, f"{path} at {width} width:\n" + "\n".join(problems)


@pytest.mark.parametrize("page", GUIDE_PAGES, ids=str)
def test_guide_page_has_the_shared_frame(desktop, page: PageType, server):
    """Language, theme attribute, skip link, header with the main navigation, the search form and
    the theme switch, main, footer, and live reload (the suite's server runs with --watch)."""
    path = resolve(page, server)
    response = server.fetch(path)
    assert response.status == page.status, f"GET {path} answered {response.status}, expected {page.status}"
    desktop.open(path)
    problems = desktop.js(r"""
        const problems = [];
        const one = (selector, what) => {
          const found = document.querySelector(selector);
          if (!found) problems.push(`no ${what} (${selector})`);
          return found;
        };
        const html = document.documentElement;
        if (html.getAttribute('lang') !== 'en') problems.push(`<html lang> is ${html.getAttribute('lang')}, not en`);
        const theme = html.getAttribute('data-theme');
        if (!['auto', 'light', 'dark'].includes(theme)) problems.push(`<html data-theme> is ${theme}, not auto|light|dark`);
        const skip = [...document.querySelectorAll('a[href="#main"]')][0];
        if (!skip) problems.push('no skip link (a[href="#main"])');
        const header = one('header.site-header', 'site header');
        const nav = one('header.site-header nav[aria-label="Main"]', 'main navigation in the header');
        if (nav) {
          for (const [label, href] of [['Tokens', '/tokens'], ['Components', '/components'], ['Docs', '/docs']]) {
            const link = [...nav.querySelectorAll('a[href]')].find(a => a.getAttribute('href') === href);
            if (!link) problems.push(`the main navigation has no link to ${href}`);
            else if (!link.textContent.includes(label)) problems.push(`the link to ${href} does not say ${label}`);
          }
        }
        const form = one('header.site-header form[role="search"]', 'search form in the header');
        if (form) {
          const action = form.getAttribute('action') || '';
          if (!/(^|\/\/[^/]+)\/search$/.test(action)) problems.push(`the search form's action is ${action}, not /search`);
          if ((form.getAttribute('method') || 'get').toLowerCase() !== 'get') problems.push('the search form does not use GET');
          const input = form.querySelector('input[name="q"]');
          if (!input) problems.push('the search form has no input[name=q]');
          else {
            if (input.type !== 'search') problems.push(`the search input is of type ${input.type}, not search`);
            const labelled = (input.labels && input.labels.length > 0 && [...input.labels].some(l => l.textContent.trim()))
              || (input.getAttribute('aria-label') || '').trim()
              || (input.getAttribute('aria-labelledby') || '').split(/\s+/).some(id => id && document.getElementById(id));
            if (!labelled) problems.push('the search input has no label');
          }
        }
        const themes = one('nav[aria-label="Theme"]', 'theme switch');
        if (themes) {
          for (const choice of ['auto', 'light', 'dark']) {
            const link = themes.querySelector(`a[data-theme-choice="${choice}"]`);
            if (!link) { problems.push(`the theme switch has no a[data-theme-choice=${choice}]`); continue; }
            const href = link.getAttribute('href') || '';
            if (!new RegExp(`[?&]theme=${choice}(&|$)`).test(href)) problems.push(`the ${choice} link goes to ${href}, not ?theme=${choice}`);
          }
          const current = [...themes.querySelectorAll('a[aria-current="true"]')];
          if (current.length !== 1) problems.push(`${current.length} theme links have aria-current="true", not 1`);
          else if (current[0].getAttribute('data-theme-choice') !== theme) {
            problems.push(`the current theme link is ${current[0].getAttribute('data-theme-choice')}, but <html data-theme> is ${theme}`);
          }
        }
        const main = one('main#main', 'main landmark');
        if (document.querySelectorAll('main').length !== 1) problems.push(`${document.querySelectorAll('main').length} <main> elements, not 1`);
        one('footer', 'footer');
        if (header && main && !(header.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING)) {
          problems.push('main comes before the header');
        }
        if (document.body.getAttribute('data-live-reload') !== '/events') {
          problems.push(`<body data-live-reload> is ${document.body.getAttribute('data-live-reload')}, not /events (server runs with --watch)`);
        }
        if (!document.querySelector('script[src^="/_swatchbook/js/guide."]')) problems.push('no <script src="/_swatchbook/js/guide.<hash>.js">');
        if (!document.title.trim()) problems.push('no <title>');
        if (!document.querySelector('h1')) problems.push('no <h1>');
        return problems;
    """)
    assert not problems, f"{path}:\n  " + "\n  ".join(problems)


@pytest.mark.parametrize("page", ALL_PAGES, ids=str)
def test_no_inline_script_and_a_strict_policy(desktop, page: PageType, server):
    """No inline script or handler anywhere (the CSP would refuse it), and a CSP that allows none."""
    path = resolve(page, server)
    response = server.fetch(path)
    assert response.status == page.status, f"GET {path} answered {response.status}, expected {page.status}"
    policy = response.headers.get("Content-Security-Policy", "")
    assert policy, f"{path} has no Content-Security-Policy"
    directives = {part.split()[0]: part.split()[1:] for part in policy.split(";") if part.strip()}
    scripts = directives.get("script-src", directives.get("default-src"))
    assert scripts is not None, f"{path}: the policy names no script-src or default-src: {policy}"
    assert not {"'unsafe-inline'", "'unsafe-eval'", "*", "data:"} & set(scripts), f"{path}: script-src allows too much: {policy}"

    desktop.open(path)
    found = desktop.js(r"""
        const found = [];
        for (const s of document.querySelectorAll('script:not([src])')) found.push('inline <script>: ' + s.textContent.slice(0, 60));
        for (const el of document.querySelectorAll('*')) {
          for (const attribute of el.attributes) {
            if (/^on/i.test(attribute.name)) found.push(`<${el.tagName.toLowerCase()} ${attribute.name}="...">`);
            if (['href', 'src', 'action', 'formaction'].includes(attribute.name) && /^\s*javascript:/i.test(attribute.value)) {
              found.push(`<${el.tagName.toLowerCase()} ${attribute.name}="javascript:...">`);
            }
          }
        }
        return found;
    """)
    assert not found, f"{path} has inline script:\n  " + "\n  ".join(found)
    # Every script it loads comes from the server itself.
    sources = desktop.js("return [...document.scripts].map(s => s.getAttribute('src'))")
    foreign = [s for s in sources if not re.match(r"^/(?!/)", s or "")]
    assert not foreign, f"{path} loads scripts from elsewhere: {foreign}"


@pytest.mark.parametrize("path", ["/", "/preview/button", "/preview/styles.css?theme=light", "/_swatchbook/css/swatchbook.css",
                                  "/assets/images/people/ada.svg"])
def test_a_revalidated_answer_is_valid(path: str, server):
    """Guide pages, previews and their stylesheet are sent with an ETag and `no-cache`, so a
    browser asks again with If-None-Match on every visit: the 304 must be one Chromium accepts
    (a single Content-Length at most, no body)."""
    import http.client
    from urllib.parse import urlsplit

    address = urlsplit(server.base_url)
    first = server.fetch(path)
    assert first.status == 200, f"GET {path} answered {first.status}"
    etag = first.headers.get("ETag")
    assert etag, f"GET {path} has no ETag"
    connection = http.client.HTTPConnection(address.hostname, address.port, timeout=10)
    try:
        connection.request("GET", path, headers={"If-None-Match": etag})
        response = connection.getresponse()
        lengths = response.headers.get_all("Content-Length") or []
        body = response.read()
    finally:
        connection.close()
    assert response.status == 304, f"GET {path} with If-None-Match: {etag} answered {response.status}, not 304"
    assert len(lengths) <= 1, (f"the 304 for {path} has {len(lengths)} Content-Length fields {lengths}: Chromium refuses "
                               "it (ERR_RESPONSE_HEADERS_MULTIPLE_CONTENT_LENGTH) and shows an error page on every revisit")
    assert body == b"", f"the 304 for {path} has a body of {len(body)} bytes"


def test_a_page_opened_twice_shows_both_times(desktop, server):
    """The browser's own revalidation, end to end: a preview loaded, then loaded again."""
    for attempt in ("first", "second"):
        desktop.open("/preview/button")
        assert "Save changes" in desktop.js("return document.body.innerText"), f"the {attempt} load shows no 'Save changes'"
