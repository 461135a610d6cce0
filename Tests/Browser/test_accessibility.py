"""axe-core (4.12) finds no serious or critical violation on any page type, in light and in dark.
Frames (the component previews) are checked with the page that frames them. Every result is
written to .build/browser-report/axe/, and the version run is printed at the end of the session."""

from __future__ import annotations

import pytest

from support import (ALL_PAGES, AXE_SCRIPT, AXE_VERSION, CHANGES, RELEASE_BEFORE_FRAMES, PageType, axe_source,
                     describe_violations, inject_axe, open_in_theme, resolve, run_axe)

BLOCKING = {"serious", "critical"}


def test_axe_core_is_the_pinned_release(desktop):
    """The axe-core the suite injects is 4.12.x: 4.4 could not read CSS light-dark() and missed
    real contrast failures, so a run with an older one must not pass unnoticed."""
    desktop.open("/")
    inject_axe(desktop.driver, axe_source())
    version = desktop.js("return window.axe && window.axe.version")
    assert isinstance(version, str) and version.startswith(AXE_VERSION + "."), (
        f"{AXE_SCRIPT} is axe-core {version!r}, not {AXE_VERSION}.x (make browser-deps fetches the pinned wheel)")


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("page", ALL_PAGES, ids=str)
def test_no_serious_accessibility_violation(desktop, page: PageType, theme: str, server):
    plain = resolve(page, server)
    status = server.fetch(plain).status
    assert status == page.status, f"GET {plain} answered {status}, expected {page.status}"
    path = open_in_theme(desktop, page, theme)
    # A release's before frames are checked apart, every rule but contrast (see RELEASE_BEFORE_FRAMES).
    violations = run_axe(desktop, f"{page.name}-{theme}",
                         {"exclude": [[RELEASE_BEFORE_FRAMES]]} if page is CHANGES else None)
    blocking = [v for v in violations if v.get("impact") in BLOCKING]
    others = [v for v in violations if v.get("impact") not in BLOCKING]
    if others:
        print(f"{path} ({theme}): minor or moderate findings, not failing:\n{describe_violations(others)}")
    problems = []
    if blocking:
        problems.append(f"axe-core found serious or critical violations:\n{describe_violations(blocking)}")
    if page.guide and desktop.html_theme() != theme:
        problems.append(f"<html data-theme> is {desktop.html_theme()!r}, not {theme!r}, so this is not the {theme} theme")
    assert not problems, f"{path} in {theme}:\n" + "\n".join(problems)
