"""deploy/kubernetes: every manifest valid for Kubernetes (kubernetes-validate, strict), the pieces
agreeing with one another and with the image, and the Config as a ConfigMap that Swatchbook
serves from the layout the kubelet mounts it in."""

from __future__ import annotations

import copy
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import kubernetes_validate
import pytest
import yaml

from serving import REPO

DEPLOY = REPO / "deploy" / "kubernetes"
GENERATOR = DEPLOY / "config-map.py"
KUBERNETES = "1.33"
MANIFESTS = ["deployment.yaml", "service.yaml", "hpa.yaml", "pdb.yaml", "config.yaml"]


def documents(name: str) -> list[dict]:
    return [document for document in yaml.safe_load_all((DEPLOY / name).read_text("utf-8")) if document]


def one(name: str) -> dict:
    found = documents(name)
    assert len(found) == 1, f"{name} holds {len(found)} documents, not one"
    return found[0]


def deployment_with_config() -> dict:
    """deployment.yaml with config-volume.yaml applied as kustomize applies it (volumes merged
    by name, annotations added)."""
    deployment, patch = copy.deepcopy(one("deployment.yaml")), one("config-volume.yaml")
    template, patch_template = deployment["spec"]["template"], patch["spec"]["template"]
    template["metadata"].setdefault("annotations", {}).update(patch_template["metadata"]["annotations"])
    volumes = {volume["name"]: volume for volume in template["spec"]["volumes"]}
    for volume in patch_template["spec"]["volumes"]:
        assert volume["name"] in volumes, f"the patch's volume {volume['name']} is not one of the Deployment's"
        volumes[volume["name"]]["configMap"].update(volume["configMap"])
    return deployment


def container(deployment: dict) -> dict:
    containers = deployment["spec"]["template"]["spec"]["containers"]
    assert len(containers) == 1
    return containers[0]


@pytest.mark.parametrize("name", MANIFESTS)
def test_every_manifest_is_valid_kubernetes(name):
    for document in documents(name):
        kubernetes_validate.validate(document, KUBERNETES, strict=True)


def test_the_deployment_with_its_config_volume_is_valid():
    kubernetes_validate.validate(deployment_with_config(), KUBERNETES, strict=True)


def test_the_kustomization_lists_every_manifest_and_the_patch():
    kustomization = one("kustomization.yaml")
    assert sorted(kustomization["resources"]) == sorted(MANIFESTS)
    assert [patch["path"] for patch in kustomization["patches"]] == ["config-volume.yaml"]
    listed = set(MANIFESTS) | {"kustomization.yaml", "config-volume.yaml"}
    on_disk = {path.name for path in DEPLOY.glob("*.yaml")}
    assert on_disk == listed, f"files in deploy/kubernetes that the kustomization does not name: {on_disk - listed}"


def test_probes_and_security_match_the_image():
    deployment = deployment_with_config()
    pod = deployment["spec"]["template"]["spec"]
    main = container(deployment)
    ports = {port["name"]: port["containerPort"] for port in main["ports"]}
    env = {variable["name"]: variable["value"] for variable in main["env"]}
    assert ports == {"http": int(env["PORT"])}, "the container port is not the PORT it is given"
    assert env["HOST"] == "0.0.0.0"
    for probe in ("readinessProbe", "livenessProbe"):
        assert main[probe]["httpGet"] == {"path": "/healthz", "port": "http"}, probe
    assert main["securityContext"]["readOnlyRootFilesystem"] is True
    assert main["securityContext"]["allowPrivilegeEscalation"] is False
    assert pod["securityContext"]["runAsNonRoot"] is True
    dockerfile = (REPO / "Dockerfile").read_text("utf-8")
    assert re.search(rf"\b{pod['securityContext']['runAsUser']}\b", dockerfile), \
        f"the Dockerfile does not make user {pod['securityContext']['runAsUser']}"
    assert main["resources"]["requests"]["cpu"] and main["resources"]["requests"]["memory"]
    mounts = {mount["mountPath"]: mount for mount in main["volumeMounts"]}
    assert mounts["/app/Config"]["readOnly"] is True
    assert main["args"][main["args"].index("--config") + 1] == "/app/Config"


def test_the_service_autoscaler_and_budget_reach_the_deployment():
    deployment = one("deployment.yaml")
    labels = deployment["spec"]["template"]["metadata"]["labels"]
    assert deployment["spec"]["selector"]["matchLabels"].items() <= labels.items()
    service, hpa, pdb = one("service.yaml"), one("hpa.yaml"), one("pdb.yaml")
    assert service["spec"]["selector"].items() <= labels.items()
    assert {port["targetPort"] for port in service["spec"]["ports"]} == {"http"}
    assert hpa["spec"]["scaleTargetRef"] == {"apiVersion": "apps/v1", "kind": "Deployment",
                                             "name": deployment["metadata"]["name"]}
    assert hpa["spec"]["minReplicas"] >= 2
    assert pdb["spec"]["selector"]["matchLabels"].items() <= labels.items()


def generate(config: Path, out: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(GENERATOR), str(config), str(out)], capture_output=True, text=True)


def test_the_committed_config_map_is_the_bundled_config(tmp_path):
    result = generate(REPO / "Config", tmp_path)
    assert result.returncode == 0, result.stderr
    for name in ("config.yaml", "config-volume.yaml"):
        assert (tmp_path / name).read_text("utf-8") == (DEPLOY / name).read_text("utf-8"), \
            f"deploy/kubernetes/{name} is not what config-map.py makes of Config/: run deploy/kubernetes/config-map.py Config"


def test_every_config_file_is_in_the_config_map_at_its_path():
    config_map = one("config.yaml")
    items = one("config-volume.yaml")["spec"]["template"]["spec"]["volumes"][0]["configMap"]["items"]
    files = sorted(path.relative_to(REPO / "Config").as_posix() for path in (REPO / "Config").rglob("*")
                   if path.is_file() and not any(part.startswith(".") for part in path.relative_to(REPO / "Config").parts))
    assert sorted(item["path"] for item in items) == files
    data = {**config_map.get("data", {}), **config_map.get("binaryData", {})}
    for item in items:
        expected = (REPO / "Config" / item["path"]).read_text("utf-8")
        assert data[item["key"]] == expected, f"{item['path']} differs in the ConfigMap"


def test_a_changed_config_changes_the_pod_template(tmp_path):
    config = tmp_path / "Config"
    shutil.copytree(REPO / "Config", config)
    generate(config, tmp_path)
    before = yaml.safe_load((tmp_path / "config-volume.yaml").read_text("utf-8"))
    (config / "docs" / "extra.md").write_text("# Extra\n", "utf-8")
    generate(config, tmp_path)
    after = yaml.safe_load((tmp_path / "config-volume.yaml").read_text("utf-8"))
    annotation = "swatchbook.dev/config-sha256"
    assert before["spec"]["template"]["metadata"]["annotations"][annotation] != \
        after["spec"]["template"]["metadata"]["annotations"][annotation]


@pytest.mark.parametrize("name, message", [
    ("my tokens.json", "may hold only letters, digits"),
    ("a__b.json", "'__' stands for '/'"),
])
def test_a_file_name_no_config_map_can_hold_is_refused(tmp_path, name, message):
    config = tmp_path / "Config"
    config.mkdir()
    (config / name).write_text("{}", "utf-8")
    result = generate(config, tmp_path)
    assert result.returncode == 1
    assert name in result.stderr and message in result.stderr, result.stderr
    assert not (tmp_path / "config.yaml").exists(), "a refused Config still wrote a ConfigMap"


@pytest.mark.parametrize("name", ["true", "0x10", "-", "null", "1e3", "on", "yes", "007", "2026-11-26", "-x-", "_"])
def test_names_yaml_would_read_as_other_types_stay_names(tmp_path, name):
    """Every key and path is quoted: a file or folder named like a YAML boolean, number, null or
    date stays that name in the ConfigMap and in the volume's items."""
    config = tmp_path / "Config"
    (config / name).mkdir(parents=True)
    (config / name / name).write_text(f"content of {name}", "utf-8")
    (config / "swatchbook.json").write_text("{}", "utf-8")
    result = generate(config, tmp_path)
    assert result.returncode == 0, result.stderr
    config_map = yaml.safe_load((tmp_path / "config.yaml").read_text("utf-8"))
    patch = yaml.safe_load((tmp_path / "config-volume.yaml").read_text("utf-8"))
    kubernetes_validate.validate(config_map, KUBERNETES, strict=True)
    items = patch["spec"]["template"]["spec"]["volumes"][0]["configMap"]["items"]
    assert all(isinstance(item["key"], str) and isinstance(item["path"], str) for item in items), items
    paths = {item["path"]: item["key"] for item in items}
    assert set(paths) == {f"{name}/{name}", "swatchbook.json"}, paths
    assert config_map["data"][paths[f"{name}/{name}"]] == f"content of {name}"
    assert all(isinstance(key, str) for key in config_map["data"]), config_map["data"]


@pytest.mark.parametrize("first, second", [
    ("docs/x_/a.md", "docs/x/_a.md"),
    ("a_/b", "a/_b"),
    ("tokens/core_/x.json", "tokens/core/_x.json"),
])
def test_two_files_that_would_share_a_key_are_refused(tmp_path, first, second):
    config = tmp_path / "Config"
    for relative in (first, second):
        (config / relative).parent.mkdir(parents=True, exist_ok=True)
        (config / relative).write_text(relative, "utf-8")
    result = generate(config, tmp_path)
    assert result.returncode == 1, result.stdout
    assert first in result.stderr and second in result.stderr and "would both be the key" in result.stderr, result.stderr
    assert not (tmp_path / "config.yaml").exists() and not (tmp_path / "config-volume.yaml").exists()


@pytest.mark.parametrize("name", ["x.md\n", "x\ty.md", "caf\u00e9.md", "a b.md"])
def test_a_name_that_cannot_be_a_key_is_refused_with_nothing_written(tmp_path, name):
    name = name.encode().decode("unicode_escape")
    config = tmp_path / "Config"
    (config / "docs").mkdir(parents=True)
    (config / "docs" / name).write_text("# Page\n", "utf-8")
    result = generate(config, tmp_path)
    assert result.returncode == 1, result.stdout
    assert "may hold only letters, digits" in result.stderr and "Traceback" not in result.stderr, result.stderr
    assert not (tmp_path / "config.yaml").exists()


def test_links_that_leave_the_config_or_name_a_folder_are_refused(tmp_path):
    config = tmp_path / "Config"
    config.mkdir()
    (tmp_path / "secret.txt").write_text("not the Config's", "utf-8")
    (config / "inside.json").write_text("{}", "utf-8")
    os.symlink("inside.json", config / "alias.json")
    result = generate(config, tmp_path)
    assert result.returncode == 0, result.stderr
    os.symlink(tmp_path / "secret.txt", config / "secret.txt")
    result = generate(config, tmp_path)
    assert result.returncode == 1 and "secret.txt" in result.stderr and "not a file inside the Config" in result.stderr
    (config / "secret.txt").unlink()
    os.symlink(tmp_path, config / "folder")
    result = generate(config, tmp_path)
    assert result.returncode == 1 and "a link to a folder" in result.stderr, result.stderr


def test_an_output_folder_that_cannot_be_written_fails_clearly(tmp_path):
    result = generate(REPO / "Config", tmp_path / "missing")
    assert result.returncode == 1 and "Traceback" not in result.stderr and "missing" in result.stderr, result.stderr


def test_a_config_too_large_for_a_config_map_is_refused(tmp_path):
    config = tmp_path / "Config"
    config.mkdir()
    (config / "big.json").write_text("x" * (1024 * 1024), "utf-8")
    result = generate(config, tmp_path)
    assert result.returncode == 1 and "do not fit in one ConfigMap" in result.stderr, result.stderr


FIRST_STAMP = "..2026_11_24_00_00_00.000000001"


def write_stamp(items: list[dict], data: dict, mount: Path, stamp: str) -> None:
    """Writes every item's file into the dot-folder `stamp` of the mount, as the kubelet does."""
    for item in items:
        target = mount / stamp / item["path"]
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(data[item["key"]], "utf-8")


def kubelet_layout(items: list[dict], data: dict, mount: Path) -> None:
    """Writes a ConfigMap volume as the kubelet does: the files in a timestamped dot-folder,
    `..data` a link to it, and each top-level name a link into `..data`."""
    write_stamp(items, data, mount, FIRST_STAMP)
    os.symlink(FIRST_STAMP, mount / "..data")
    for top in sorted({item["path"].split("/")[0] for item in items}):
        os.symlink(f"..data/{top}", mount / top)


def test_swatchbook_serves_the_config_map_as_the_kubelet_mounts_it(binary, tmp_path):
    from serving import Server
    # The image brings Public beside the Config; the ConfigMap brings the Config.
    mount = tmp_path / "Config"
    mount.mkdir()
    shutil.copytree(REPO / "Public", tmp_path / "Public")
    items = one("config-volume.yaml")["spec"]["template"]["spec"]["volumes"][0]["configMap"]["items"]
    kubelet_layout(items, one("config.yaml")["data"], mount)
    checked = subprocess.run([str(binary), "check", str(mount)], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stdout + checked.stderr

    # Served in place, not copied: the kubelet's links are what is under test.
    (tmp_path / "served").mkdir()
    server = Server(binary, tmp_path / "served", config_source=mount, in_place=True).start()
    try:
        assert server.fetch("/healthz").status == 200, server.log_tail()
        answer = server.fetch("/api/tokens?format=css&theme=dark")
        assert answer.status == 200 and b"--color-" in answer.body, server.log_tail()
        assert server.fetch("/components/button").status == 200, server.log_tail()
    finally:
        server.stop()


def test_under_watch_a_config_map_update_is_picked_up_in_place(binary, tmp_path):
    """The kubelet updates a mounted ConfigMap by writing a new dot-folder and swapping `..data`:
    `serve --watch` sees the swap and reloads, with no restart."""
    import json
    import time
    from serving import Server
    mount = tmp_path / "Config"
    mount.mkdir()
    shutil.copytree(REPO / "Public", tmp_path / "Public")
    items = one("config-volume.yaml")["spec"]["template"]["spec"]["volumes"][0]["configMap"]["items"]
    data = dict(one("config.yaml")["data"])
    kubelet_layout(items, data, mount)
    (tmp_path / "served").mkdir()
    server = Server(binary, tmp_path / "served", config_source=mount, in_place=True, extra_arguments=("--watch",)).start()
    try:
        assert b"Renamed by the kubelet" not in server.fetch("/").body
        settings = json.loads(data["swatchbook.json"])
        settings["name"] = "Renamed by the kubelet"
        data["swatchbook.json"] = json.dumps(settings)
        # The kubelet's update: a new dot-folder, `..data` swapped to it in one rename, the old one gone.
        write_stamp(items, data, mount, "..2026_11_24_00_05_00.000000002")
        os.symlink("..2026_11_24_00_05_00.000000002", mount / "..data_tmp")
        os.rename(mount / "..data_tmp", mount / "..data")
        shutil.rmtree(mount / FIRST_STAMP)
        deadline = time.monotonic() + 10
        while b"Renamed by the kubelet" not in server.fetch("/").body:
            assert time.monotonic() < deadline, "the swapped ConfigMap was not picked up in 10 s\n" + server.log_tail()
            time.sleep(0.2)
    finally:
        server.stop()


PRIVATE = REPO / "deploy" / "kubernetes-private"


def private_documents() -> list[dict]:
    """deploy/kubernetes-private as kustomize builds it (kubectl's built-in kustomize)."""
    tool = shutil.which("kubectl")
    command = [tool, "kustomize", str(PRIVATE)] if tool else [shutil.which("kustomize") or "kustomize", "build", str(PRIVATE)]
    done = subprocess.run(command, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return [document for document in yaml.safe_load_all(done.stdout) if document]


@pytest.mark.skipif(not (shutil.which("kubectl") or shutil.which("kustomize")), reason="needs kubectl or kustomize")
def test_private_mode_builds_to_valid_kubernetes_with_secrets_mounted_read_only():
    built = private_documents()
    for document in built:
        kubernetes_validate.validate(document, KUBERNETES, strict=True)
    kinds = {document["kind"]: document for document in built}
    assert {"Deployment", "Service", "Secret", "ConfigMap", "HorizontalPodAutoscaler", "PodDisruptionBudget"} <= kinds.keys()
    main = container(kinds["Deployment"])
    pod = kinds["Deployment"]["spec"]["template"]["spec"]
    env = {variable["name"]: variable for variable in main["env"]}
    volumes = {volume["name"]: volume for volume in pod["volumes"]}
    mounts = main["volumeMounts"]
    assert all(mount["readOnly"] for mount in mounts), mounts
    assert volumes["tls"]["secret"]["secretName"] == "swatchbook-tls"
    assert volumes["private"]["secret"]["secretName"] == kinds["Secret"]["metadata"]["name"]
    # Every file an environment variable names is on a Secret mount.
    for name in ("SWATCHBOOK_TLS_CERT", "SWATCHBOOK_TLS_KEY", "SWATCHBOOK_TOKENS_FILE"):
        path = env[name]["value"]
        mount = next(mount for mount in mounts if path == mount["mountPath"] or path.startswith(mount["mountPath"] + "/"))
        assert mount["name"] in ("tls", "private"), (name, mount)
    secret_keys = set(kinds["Secret"]["stringData"])
    assert env["SWATCHBOOK_OIDC_CLIENT_SECRET"]["valueFrom"]["secretKeyRef"]["key"] in secret_keys
    assert {"session-keys", "tokens.json"} <= secret_keys
    for probe in ("readinessProbe", "livenessProbe"):
        assert main[probe]["httpGet"]["scheme"] == "HTTPS", probe
    assert [port["port"] for port in kinds["Service"]["spec"]["ports"]] == [443]
    assert pod["securityContext"]["fsGroup"] == pod["securityContext"]["runAsGroup"]
    assert main["args"] == container(one("deployment.yaml"))["args"], "the base's command line is kept"


def test_private_mode_secret_holds_placeholders_only():
    secret = yaml.safe_load((PRIVATE / "secret.yaml").read_text("utf-8"))
    kubernetes_validate.validate(secret, KUBERNETES, strict=True)
    assert all(value.startswith("REPLACE") for value in secret["stringData"].values())
