"""The bundled Config's template components (Config/components/: chip, alert, breadcrumb) in a
real browser: no serious accessibility finding on their pages and previews, in light and dark;
every preview drawn with the values its style lookup gives (computed styles from tokens, not
from a stylesheet of the guide), photographed at desktop and phone width; and the details their
contracts promise: a chip's icon drawn as a mask, a breadcrumb's current page marked for
assistive technology. Screenshots land in .build/screenshots/template-components/."""

from __future__ import annotations

import json
import re
import urllib.parse

import pytest

from support import describe_violations, run_axe

COMPONENTS = ["chip", "alert", "breadcrumb"]
THEMES = ["light", "dark"]
BLOCKING = {"serious", "critical"}

# The CSS property a colour effect sets, read back from the computed style.
COLOUR_PROPERTIES = {"background": "background-color", "foreground": "color", "border-color": "border-top-color"}


def catalog_entry(server, name: str) -> dict:
    response = server.fetch(f"/api/components/{name}")
    assert response.status == 200, f"GET /api/components/{name} answered {response.status}: is Config/components/{name}/ loaded?"
    entry = json.loads(response.body)
    assert entry["source"]["kind"] == "template", f"{name} is not a template component: {entry['source']}"
    return entry


def lookup(server, name: str, style: str, size: str, state: str, theme: str) -> dict:
    query = urllib.parse.urlencode({"size": size, "state": state, "theme": theme})
    response = server.fetch(f"/api/styles/{name}/{style}?{query}")
    assert response.status == 200, f"GET /api/styles/{name}/{style}?{query} answered {response.status}"
    return json.loads(response.body)


def preview_path(name: str, style: str, size: str, state: str, theme: str) -> str:
    return f"/preview/{name}?" + urllib.parse.urlencode({"style": style, "size": size, "state": state, "theme": theme})


def rgb(css: str) -> tuple[int, int, int, float]:
    """A computed `rgb(…)`/`rgba(…)` colour, or a `#rrggbb` one, as channels (alpha 0–1)."""
    if css.startswith("#") and len(css) == 7:
        return (int(css[1:3], 16), int(css[3:5], 16), int(css[5:7], 16), 1.0)
    numbers = [float(n) for n in re.findall(r"[\d.]+", css)]
    assert len(numbers) in (3, 4), f"not a colour: {css!r}"
    return (round(numbers[0]), round(numbers[1]), round(numbers[2]), numbers[3] if len(numbers) == 4 else 1.0)


# What a preview's root and each marked part compute, for the colour properties, plus the root's box.
READ_PREVIEW = """
    const [name, wanted] = arguments;
    const root = document.querySelector('.sb-' + name);
    if (!root) return null;
    const values = {};
    for (const [part, property] of wanted) {
        const element = part === 'root' ? root : root.querySelector('.sb-' + name + '__' + part);
        values[part + ' ' + property] = element ? getComputedStyle(element).getPropertyValue(property) : null;
    }
    const box = root.getBoundingClientRect();
    return {values, width: box.width, height: box.height, text: root.innerText};
"""


def load(browser, path: str) -> None:
    """Loads a preview (Chromium waits for its load event): lighter than Browser.open, for the
    hundred or so previews this file goes through. A Chromium error page fails the test."""
    browser.driver.get(browser.server.url(path))
    browser.assert_not_error_page(path)


def colour_bindings(looked_up: dict) -> list[tuple[str, str, str, str]]:
    """(property name, part, CSS property, expected #hex) of each colour property the lookup binds."""
    found = []
    for prop in looked_up["properties"]:
        css_property = COLOUR_PROPERTIES.get(prop["effect"])
        if css_property and isinstance(prop.get("css"), str) and prop["css"].startswith("#"):
            found.append((prop["name"], prop["part"], css_property, prop["css"]))
    return found


@pytest.mark.parametrize("name", COMPONENTS)
def test_every_preview_is_drawn_with_its_tokens(desktop, phone, server, name: str):
    """Each style × size × state, in light and dark: the root and its parts compute the colours the
    style lookup resolves from tokens for that theme; the component has a size and shows its sample.
    A screenshot of each at desktop width; at phone width (where states change colours, not
    layout) of each style at rest in medium size, which must not scroll sideways."""
    entry = catalog_entry(server, name)
    problems: list[str] = []
    computed: dict[tuple[str, str, str, str], dict] = {}
    for theme in THEMES:
        for style in entry["styles"]:
            for size in entry["sizes"]:
                for state in entry["states"]:
                    looked_up = lookup(server, name, style, size, state, theme)
                    bindings = colour_bindings(looked_up)
                    assert bindings, f"{name} {style} binds no colour property in {theme}"
                    path = preview_path(name, style, size, state, theme)
                    load(desktop, path)
                    found = desktop.js(READ_PREVIEW, name, [[part, css] for _, part, css, _ in bindings])
                    if found is None:
                        problems.append(f"{path}: no .sb-{name} in the preview")
                        continue
                    computed[(theme, style, size, state)] = found["values"]
                    if not (found["width"] > 0 and found["height"] > 0):
                        problems.append(f"{path}: .sb-{name} is {found['width']} × {found['height']} px")
                    if not found["text"].strip():
                        problems.append(f"{path}: .sb-{name} shows no text")
                    for prop, part, css_property, expected in bindings:
                        value = found["values"].get(f"{part} {css_property}")
                        if value is None:
                            problems.append(f"{path}: no element for part {part!r} ({prop})")
                        elif rgb(value) != rgb(expected):
                            problems.append(f"{path}: {prop} ({part} {css_property}) computes {value}, "
                                            f"the lookup resolves {expected}")
                    desktop.screenshot(f"template-components/{name}-{style}-{size}-{state}-{theme}-desktop")
                    if size == "medium" and state == "normal":
                        load(phone, path)
                        phone.assert_no_sideways_scroll()
                        phone.screenshot(f"template-components/{name}-{style}-{size}-{state}-{theme}-phone")
    assert not problems, f"{name}:\n  " + "\n  ".join(problems[:30])
    desktop.assert_no_console_errors()

    # The theme reaches the component: its first style's root fill (or text colour) differs in dark.
    style, size = entry["styles"][0], "medium"
    key = "root background-color" if name != "breadcrumb" else "link color"
    light, dark = computed[("light", style, size, "normal")][key], computed[("dark", style, size, "normal")][key]
    assert rgb(light) != rgb(dark), f"{name} {style}: {key} is {light} in light and in dark"


def test_chip_states_and_icon(desktop, server):
    """The chip's fill changes with hover and selection, aria-pressed follows selection, a disabled
    chip is disabled and faded; its icon is a masked span of the sample's icon, with a size, in the
    icon colour the style gives."""
    def chip(state: str, theme: str = "light") -> dict:
        desktop.open(preview_path("chip", "primary", "medium", state, theme))
        return desktop.js("""
            const chip = document.querySelector('.sb-chip'), icon = chip.querySelector('.sb-chip__image');
            const style = getComputedStyle(chip), iconStyle = icon && getComputedStyle(icon), box = icon && icon.getBoundingClientRect();
            return {tag: chip.tagName.toLowerCase(), pressed: chip.getAttribute('aria-pressed'), disabled: chip.disabled,
                    fill: style.backgroundColor, opacity: style.opacity, display: style.display,
                    icon: icon && {tag: icon.tagName.toLowerCase(), hidden: icon.getAttribute('aria-hidden'),
                                   mask: iconStyle.maskImage || iconStyle.webkitMaskImage, fill: iconStyle.backgroundColor,
                                   color: iconStyle.color, width: box.width, height: box.height}};
        """)

    normal, hover, selected, disabled = chip("normal"), chip("hover"), chip("selected"), chip("disabled")
    dark = chip("normal", "dark")
    problems = []
    if normal["tag"] != "button" or normal["display"] != "inline-flex":
        problems.append(f"the chip is a <{normal['tag']}> laid out {normal['display']}, not an inline-flex <button>")
    if rgb(hover["fill"]) == rgb(normal["fill"]):
        problems.append(f"hover keeps the resting fill {normal['fill']}")
    if rgb(selected["fill"]) in (rgb(normal["fill"]), rgb(hover["fill"])):
        problems.append(f"selected keeps a fill of another state: {selected['fill']}")
    if rgb(dark["fill"]) == rgb(normal["fill"]):
        problems.append(f"the fill is {normal['fill']} in light and in dark")
    if (normal["pressed"], selected["pressed"]) != ("false", "true"):
        problems.append(f"aria-pressed is {normal['pressed']!r} at rest and {selected['pressed']!r} selected")
    if not disabled["disabled"] or float(disabled["opacity"]) >= 1 or normal["disabled"]:
        problems.append(f"disabled: {disabled['disabled']}, opacity {disabled['opacity']}; at rest disabled is {normal['disabled']}")
    icon = normal["icon"]
    if not icon:
        problems.append("the chip shows no icon (.sb-chip__image), though its sample's first item has one")
    else:
        if icon["tag"] != "span" or icon["hidden"] != "true":
            problems.append(f"the icon is a <{icon['tag']}> with aria-hidden {icon['hidden']!r}, not a hidden masked span")
        if "images/icons/tag.svg" not in (icon["mask"] or ""):
            problems.append(f"the icon's mask-image is {icon['mask']!r}, not the sample's tag.svg")
        if not (icon["width"] > 0 and icon["height"] > 0):
            problems.append(f"the icon is {icon['width']} × {icon['height']} px")
        if rgb(icon["fill"]) != rgb(icon["color"]):
            problems.append(f"the icon is filled {icon['fill']}, not its colour {icon['color']}")
        if selected["icon"] and rgb(selected["icon"]["fill"]) == rgb(icon["fill"]):
            problems.append(f"the icon keeps its resting colour {icon['fill']} on the selected fill")
    desktop.screenshot("template-components/chip-states-check")
    assert not problems, "chip:\n  " + "\n  ".join(problems)


def test_alert_severities_differ(desktop, server):
    """The four styles of the alert are its severities: four different fills, each with a title
    in its own colour, in light and in dark; the message is a status for assistive technology."""
    problems = []
    for theme in THEMES:
        fills, titles = {}, {}
        for severity in ["info", "success", "warning", "danger"]:
            desktop.open(preview_path("alert", severity, "medium", "normal", theme))
            found = desktop.js("""
                const alert = document.querySelector('.sb-alert'), title = alert.querySelector('.sb-alert__primary');
                return {role: alert.getAttribute('role'), fill: getComputedStyle(alert).backgroundColor,
                        title: title && getComputedStyle(title).color, layout: getComputedStyle(alert).display};
            """)
            if found["role"] != "status" or found["layout"] != "flex":
                problems.append(f"{severity} {theme}: role {found['role']!r}, display {found['layout']!r}")
            fills[severity], titles[severity] = rgb(found["fill"]), found["title"] and rgb(found["title"])
        if len(set(fills.values())) != 4:
            problems.append(f"{theme}: the severities' fills are not four: {fills}")
        if fills["danger"] == fills["info"]:
            problems.append(f"{theme}: danger has info's fill {fills['info']}")
        if len(set(titles.values())) != 4:
            problems.append(f"{theme}: the severities' title colours are not four: {titles}")
    assert not problems, "alert:\n  " + "\n  ".join(problems)


def test_breadcrumb_marks_the_current_page(desktop, server):
    """The trail is a nav named Breadcrumb around an ordered list of every item of every section of
    its sample; only the last is the current page (aria-current, not a link); separators are
    hidden from assistive technology; the crumbs sit on one line at desktop width."""
    desktop.open(preview_path("breadcrumb", "primary", "medium", "normal", "light"))
    found = desktop.js("""
        const nav = document.querySelector('nav.sb-breadcrumb');
        if (!nav) return null;
        const items = [...nav.querySelectorAll('ol > li')];
        const last = items[items.length - 1];
        const current = [...nav.querySelectorAll('[aria-current]')];
        return {label: nav.getAttribute('aria-label'), texts: items.map(li => li.innerText.replace(/\\s*\\/\\s*$/, '').trim()),
                current: current.map(e => [e.getAttribute('aria-current'), e.tagName.toLowerCase(), e.innerText]),
                lastHasCurrent: !!(last && last.querySelector('[aria-current="page"]')), lastLinks: last ? last.querySelectorAll('a').length : -1,
                links: nav.querySelectorAll('a[href^="#"]').length,
                separatorsHidden: [...nav.querySelectorAll('.sb-breadcrumb__separator')].every(s => s.getAttribute('aria-hidden') === 'true'),
                separators: nav.querySelectorAll('.sb-breadcrumb__separator').length,
                oneLine: Math.max(...items.map(li => li.getBoundingClientRect().top))
                         < Math.min(...items.map(li => li.getBoundingClientRect().bottom)),
                markers: getComputedStyle(items[0]).display,
                icons: nav.querySelectorAll('.sb-breadcrumb__image').length};
    """)
    assert found, "the breadcrumb preview has no nav.sb-breadcrumb"
    expected = ["Home", "Design system", "Components", "Navigation", "Breadcrumb"]
    problems = []
    if found["label"] != "Breadcrumb":
        problems.append(f"the nav's aria-label is {found['label']!r}")
    if found["texts"] != expected:
        problems.append(f"the crumbs are {found['texts']}, not every item of both sections of trail: {expected}")
    if found["current"] != [["page", "span", "Breadcrumb"]] or not found["lastHasCurrent"] or found["lastLinks"]:
        problems.append(f"aria-current is on {found['current']}; the last crumb has it: {found['lastHasCurrent']}, "
                        f"links in it: {found['lastLinks']}")
    if found["links"] != 4:
        problems.append(f"{found['links']} links to the pages above, not 4")
    if found["separators"] != 4 or not found["separatorsHidden"]:
        problems.append(f"{found['separators']} separators, all aria-hidden: {found['separatorsHidden']}")
    if not found["oneLine"]:
        problems.append("the crumbs do not sit on one line at 1280 px")
    if found["markers"] == "list-item":
        problems.append("the crumbs are still list items with markers (the list's layout did not apply)")
    if found["icons"] != 1:
        problems.append(f"{found['icons']} crumb icons, not 1 (only Home has an image; an item without one shows none)")
    assert not problems, "breadcrumb:\n  " + "\n  ".join(problems)


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("name", COMPONENTS)
def test_no_serious_accessibility_violation(desktop, server, name: str, theme: str):
    """axe-core on the component's page, which frames a preview of every style in every size at
    rest (axe checks each frame with the page), and on each preview of a state other than normal
    alone, in medium size."""
    entry = catalog_entry(server, name)
    paths = [f"/components/{name}?theme={theme}"]
    paths += [preview_path(name, style, "medium", state, theme)
              for style in entry["styles"] for state in entry["states"] if state != "normal"]
    problems = []
    for path in paths:
        desktop.open(path) if path.startswith("/components/") else load(desktop, path)
        report = f"template-{name}-{theme}-" + re.sub(r"[^a-z0-9]+", "-", path.split("?")[-1])
        violations = run_axe(desktop, report)
        blocking = [v for v in violations if v.get("impact") in BLOCKING]
        if blocking:
            problems.append(f"{path}:\n{describe_violations(blocking)}")
    assert not problems, "axe-core found serious or critical violations:\n" + "\n".join(problems)
