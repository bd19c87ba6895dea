#!/usr/bin/env python3
"""Exports every shipped example with `clustersmith-cli export --kubernetes` and
checks the manifests: they parse as YAML, every GPU node of the design is named
exactly once, every label key and value follows Kubernetes' rules, and the Kueue
Topology and ResourceFlavors refer to labels the nodes carry.

Usage: check_kubernetes_export.py CLI EXAMPLES_DIR WORK_DIR (needs python3-yaml).
"""
import json
import os
import re
import subprocess
import sys

import yaml

VALUE = re.compile(r"(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?\Z")
SUBDOMAIN = re.compile(r"[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*\Z")


def valid_value(value):
    return isinstance(value, str) and len(value) <= 63 and VALUE.match(value) is not None


def valid_key(key):
    prefix, _, name = key.rpartition("/")
    if prefix and (len(prefix) > 253 or not SUBDOMAIN.match(prefix)):
        return False
    return name != "" and valid_value(name)


def gpu_nodes(design):
    """Names of the devices whose configuration runs GPUs (the examples'
    names are host names already, so they are the node names)."""
    names = []
    for device in design["devices"]:
        part = design["parts"].get(device["part"], {})
        server = part.get("server")
        if not server:
            continue
        config = device.get("config", {})
        if config.get("gpu_count", server.get("gpu_count", 0)) > 0:
            names.append(device["name"])
    return names


def check(cli, design_file, out_dir):
    subprocess.run([cli, "export", design_file, "--kubernetes", out_dir], check=True,
                   stdout=subprocess.DEVNULL)
    with open(design_file, encoding="utf-8") as f:
        expected = gpu_nodes(json.load(f))
    with open(os.path.join(out_dir, "nodes.yaml"), encoding="utf-8") as f:
        nodes = [d for d in yaml.safe_load_all(f) if d is not None]
    with open(os.path.join(out_dir, "kueue.yaml"), encoding="utf-8") as f:
        kueue = [d for d in yaml.safe_load_all(f) if d is not None]
    errors = []
    names = [n["metadata"]["name"] for n in nodes]
    if sorted(names) != sorted(expected) or len(set(names)) != len(names):
        errors.append(f"nodes {sorted(names)} are not the design's GPU nodes {sorted(expected)}")
    label_count = 0
    for node in nodes:
        assert node["apiVersion"] == "v1" and node["kind"] == "Node"
        for key, value in node["metadata"]["labels"].items():
            label_count += 1
            if not valid_key(key) or not valid_value(value):
                errors.append(f"{node['metadata']['name']}: invalid label {key!r}: {value!r}")
    topology = [d for d in kueue if d["kind"] == "Topology"]
    flavors = [d for d in kueue if d["kind"] == "ResourceFlavor"]
    if len(topology) != 1 or topology[0]["apiVersion"] != "kueue.x-k8s.io/v1alpha1":
        errors.append("kueue.yaml needs one kueue.x-k8s.io/v1alpha1 Topology")
    levels = [level["nodeLabel"] for level in topology[0]["spec"]["levels"]]
    if levels[-1] != "kubernetes.io/hostname":
        errors.append(f"the lowest level is {levels[-1]}, not kubernetes.io/hostname")
    for flavor in flavors:
        spec = flavor["spec"]
        if flavor["apiVersion"] != "kueue.x-k8s.io/v1beta1" or \
                spec["topologyName"] != topology[0]["metadata"]["name"]:
            errors.append(f"flavor {flavor['metadata']['name']} does not use the topology")
        selected = [n for n in nodes
                    if all(n["metadata"]["labels"].get(k) == v
                           for k, v in spec["nodeLabels"].items())]
        if not selected:
            errors.append(f"flavor {flavor['metadata']['name']} selects no node")
    print(f"{os.path.basename(design_file)}: {len(nodes)} nodes, {label_count} labels, "
          f"{len(flavors)} flavors, levels {levels}")
    return errors


def main():
    cli, examples, work = sys.argv[1:4]
    errors = []
    for name in sorted(os.listdir(examples)):
        if name.endswith(".cluster.json"):
            out_dir = os.path.join(work, name.replace(".cluster.json", "-kubernetes"))
            errors += check(cli, os.path.join(examples, name), out_dir)
    for error in errors:
        print("error:", error, file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
