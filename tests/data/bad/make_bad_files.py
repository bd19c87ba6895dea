#!/usr/bin/env python3
"""Builds the corpus of bad design files in this directory from ../minimal.cluster.json.

Each file is the valid minimal design with one thing wrong (or, for the parse-level cases, bytes
that are not a design at all). expected.json maps every file name to a substring its one-line
load error must contain: the JSON path of the value at fault followed by ':' where the error has
one ("$.racks[0].power_budget_kw:" -- the colon pins the exact path, not a longer one), else a
distinctive part of the message ("not valid JSON", "nested", ...).

Deterministic: running it again gives the same bytes. Run from anywhere:
    python3 tests/data/bad/make_bad_files.py
"""

import copy
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
BASE_PATH = os.path.join(HERE, "..", "minimal.cluster.json")
MAX_FILE_BYTES = 300 * 1024

with open(BASE_PATH, "rb") as f:
    BASE_BYTES = f.read()
BASE = json.loads(BASE_BYTES)

# Ids in the base design, named so that the cases below read clearly.
RACK_PART = "apc-ar3300-42u-600x1070"
SERVER_PART = "nvidia-dgx-h100"          # 8U, ports: 0 BMC, 1-8 compute, 9-12 storage
SWITCH_PART = "nvidia-quantum2-qm9700"   # 1U
GPU_PART = "nvidia-h100-sxm5-80gb"
NIC_PART = "nvidia-dgx-cx7-module-4x400g"
CABLE_PART = "nvidia-osfp-800g-dac-1m"

# A 0U vertical PDU, only added by the cases that need it (same figures as catalog/data/pdus.json).
ZERO_U_PDU = "apc-ap8853-1ph-32a-metered"


def catalog_part(part_id):
    catalog_dir = os.path.join(HERE, "..", "..", "..", "catalog", "data")
    for name in sorted(os.listdir(catalog_dir)):
        if name.endswith(".json"):
            with open(os.path.join(catalog_dir, name), encoding="utf-8") as f:
                for part in json.load(f)["parts"]:
                    if part["id"] == part_id:
                        return part
    raise KeyError(part_id)


def dump(design):
    return (json.dumps(design, indent=1, ensure_ascii=False) + "\n").encode("utf-8")


CASES = {}  # file stem -> (bytes, expected substring)


def raw(stem, expected):
    """Registers a case built as raw bytes."""
    def register(build):
        CASES[stem] = (build(), expected)
        return build
    return register


def case(stem, expected):
    """Registers a case that edits a deep copy of the base design in place, or returns the
    whole replacement document wrapped in a one-element tuple (so that None can be returned)."""
    def register(edit):
        design = copy.deepcopy(BASE)
        result = edit(design)
        CASES[stem] = (dump(result[0] if isinstance(result, tuple) else design), expected)
        return edit
    return register


def _replace_value(marker, value):
    """Replaces the one-line JSON value after `marker` in the base bytes (multi-line values are
    skipped by bracket matching)."""
    start = BASE_BYTES.index(marker) + len(marker)
    depth = 0
    i = start
    in_string = False
    while True:
        c = BASE_BYTES[i:i + 1]
        if in_string:
            if c == b"\\":
                i += 1
            elif c == b'"':
                in_string = False
        elif c == b'"':
            in_string = True
        elif c in (b"{", b"["):
            depth += 1
        elif c in (b"}", b"]"):
            depth -= 1
            if depth == 0:
                i += 1
                break
        elif depth == 0 and c in (b",", b"\n"):
            break
        i += 1
    return BASE_BYTES[:start] + value + BASE_BYTES[i:]


# --- bytes that are not a JSON design ---------------------------------------------------------

@raw("truncated", "not valid JSON")
def _():
    # Cut in the middle of the racks' first object.
    cut = BASE_BYTES.index(b'"power_budget_kw"')
    return BASE_BYTES[:cut]


@raw("not-json", "not valid JSON")
def _():
    # A PNG signature followed by every byte value: binary garbage.
    return b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4


@raw("empty", "not valid JSON")
def _():
    return b""


@raw("trailing-garbage", "not valid JSON")
def _():
    return BASE_BYTES + b"}\n{\"format\": \"clustersmith-design\"}\n"


@raw("bad-utf8", "not valid JSON")
def _():
    # Latin-1 bytes inside a string: not UTF-8.
    return BASE_BYTES.replace(b'"Minimal test design"', b'"Caf\xe9 r\xe9seau"', 1)


@raw("deep-nesting", "nested")
def _():
    # 10,000 nested lists inside assumptions (the limit is 32 levels); about 20 KB.
    depth = 10_000
    return _replace_value(b'"assumptions": ', b'{"workload": ' + b"[" * depth + b"]" * depth + b"}")


@raw("huge-string", "longer than")
def _():
    # A 200 KB design name; any text value is limited to 64 KiB in the raw JSON.
    return _replace_value(b'"name": ', b'"' + b"x" * (200 * 1024) + b'"')


@case("huge-key", "longer than")
def _(d):
    # A 200 KB key inside assumptions (kept as written): keys are text in the raw JSON too.
    d["assumptions"] = {"k" * (200 * 1024): 1}


@raw("nan-like", "1e400")
def _():
    # 1e400 overflows a double; the JSON reader refuses it before any path is known.
    return _replace_value(b'"power_budget_kw": ', b"1e400")


# --- wrong shape at the root and in the header ------------------------------------------------

@case("array-root", "at $:")
def _(d):
    return ([d],)


@case("null-root", "at $:")
def _(d):
    return (None,)


@case("wrong-format-name", "$.format:")
def _(d):
    d["format"] = "clustersmith-catalog"


@case("missing-format-version", "$.format_version:")
def _(d):
    del d["format_version"]


@case("newer-format-version", "$.format_version:")
def _(d):
    d["format_version"] = 99
    d["app_version"] = "9.0"


@case("format-version-zero", "$.format_version:")
def _(d):
    d["format_version"] = 0


@case("format-version-float", "$.format_version:")
def _(d):
    d["format_version"] = 2.5


@case("unknown-top-level-key", "$.naem:")
def _(d):
    d["naem"] = "typo of name"


@case("long-name", "$.name:")
def _(d):
    # 10,000 bytes: under the 64 KiB raw-JSON limit, over the 4,096-byte field limit.
    d["name"] = "n" * 10_000


@case("assumptions-not-object", "$.assumptions:")
def _(d):
    d["assumptions"] = [1, 2, 3]


@case("app-version-not-text", "$.app_version:")
def _(d):
    d["app_version"] = 3


@case("tco-not-object", "$.assumptions.tco:")
def _(d):
    d["assumptions"]["tco"] = 5


@case("generator-not-object", "$.assumptions.generator:")
def _(d):
    d["assumptions"]["generator"] = "made by hand"


# A section is an object (an array for the scenarios), as the schema says;
# null is not a way to write "none": leave the key out.
@case("tco-null", "$.assumptions.tco:")
def _(d):
    d["assumptions"]["tco"] = None


@case("scenarios-null", "$.assumptions.scenarios:")
def _(d):
    d["assumptions"]["scenarios"] = None


@case("generator-null", "$.assumptions.generator:")
def _(d):
    d["assumptions"]["generator"] = None


# --- Analysis assumptions, read into the design's typed settings when it loads --------------

@case("analysis-not-object", "$.assumptions.analysis:")
def _(d):
    d["assumptions"]["analysis"] = 0.9


@case("analysis-null", "$.assumptions.analysis:")
def _(d):
    d["assumptions"]["analysis"] = None


@case("analysis-unknown-key", "$.assumptions.analysis.min_cpu_cores_per_gpus:")
def _(d):
    d["assumptions"]["analysis"] = {"min_cpu_cores_per_gpus": 8}


@case("analysis-out-of-range", "$.assumptions.analysis.large_scale_efficiency:")
def _(d):
    d["assumptions"]["analysis"] = {"large_scale_efficiency": 1.5}


@case("analysis-scaling-range-inverted", "$.assumptions.analysis.scaling_to_gpus:")
def _(d):
    d["assumptions"]["analysis"] = {"scaling_from_gpus": 64, "scaling_to_gpus": 8}


@case("scenarios-not-list", "$.assumptions.scenarios:")
def _(d):
    d["assumptions"]["scenarios"] = {"name": "three years"}


# --- TCO assumptions that tco and export refuse, refused by validate too ----------------------

@case("tco-unknown-key", "$.assumptions.tco.horizon_yeras:")
def _(d):
    d["assumptions"]["tco"] = {"horizon_yeras": 3}


@case("tco-wrong-type", "$.assumptions.tco.horizon_years:")
def _(d):
    d["assumptions"]["tco"] = {"horizon_years": "five"}


@case("tco-unsupported-currency", "$.assumptions.tco.currency:")
def _(d):
    d["assumptions"]["tco"] = {"currency": "EUR"}


@case("tco-out-of-range", "$.assumptions.tco.utilization:")
def _(d):
    d["assumptions"]["tco"] = {"utilization": 1.5}


@case("scenario-tco-unknown-key", "$.assumptions.scenarios[0].tco.cloud_price:")
def _(d):
    d["assumptions"]["scenarios"] = [{"name": "dear cloud", "tco": {"cloud_price": 2}}]


@case("scenario-tco-wrong-type", "$.assumptions.scenarios[0].tco.utilization:")
def _(d):
    d["assumptions"]["scenarios"] = [{"name": "busy", "tco": {"utilization": "high"}}]


@case("racks-not-list", "$.racks:")
def _(d):
    d["racks"] = {"1": d["racks"][0]}


# --- values of the wrong type or out of range -------------------------------------------------

@case("string-where-number", "$.racks[0].power_budget_kw:")
def _(d):
    d["racks"][0]["power_budget_kw"] = "40"


@case("negative-power-budget", "$.racks[0].power_budget_kw:")
def _(d):
    d["racks"][0]["power_budget_kw"] = -4


@case("power-budget-too-high", "$.racks[0].power_budget_kw:")
def _(d):
    d["racks"][0]["power_budget_kw"] = 1000.5


@case("negative-gpu-count", "$.devices[0].config.gpu_count:")
def _(d):
    d["devices"][0]["config"]["gpu_count"] = -8


@case("absurd-rack-count", "$.racks[0].position.slot:")
def _(d):
    # Absurd numbers where a count or index belongs; the rack comes first in loading order.
    d["racks"][0]["position"]["slot"] = 1e12
    d["devices"][0]["config"]["gpu_count"] = 1_000_000_000


@case("absurd-gpu-count", "$.devices[0].config.gpu_count:")
def _(d):
    d["devices"][0]["config"]["gpu_count"] = 1_000_000_000


@case("too-many-gpus", "$.devices[0]:")
def _(d):
    # Within the 0-1024 range, but the DGX H100 has 8 GPU slots.
    d["devices"][0]["config"]["gpu_count"] = 16


@case("float-where-integer", "$.devices[0].placement.u:")
def _(d):
    d["devices"][0]["placement"]["u"] = 2.5


@case("bool-where-object", "$.devices[0].placement:")
def _(d):
    d["devices"][0]["placement"] = True


@case("id-zero", "$.racks[0].id:")
def _(d):
    d["racks"][0]["id"] = 0


@case("id-beyond-int-range", "$.racks[0].id:")
def _(d):
    # Ids are unsigned 32-bit: 5,000,000,000 must be refused, never wrapped around.
    d["racks"][0]["id"] = 5_000_000_000
    for device in d["devices"]:
        device["placement"]["rack"] = 5_000_000_000


@case("absurd-nic-count", ".ports[0].count:")
def _(d):
    # 64 groups of 1,000,000 ports per NIC times 1,000,000 NICs: each figure is within its own
    # range, the product (6.4e13 ports) overflows an int.
    d["parts"][NIC_PART]["ports"] = [{"count": 1_000_000, "gbps": 400}] * 64
    d["devices"][0]["config"]["nics"] = [{"part": NIC_PART, "count": 1_000_000}]


@case("newline-in-name", "$.racks[1]:")
def _(d):
    # Two racks in one slot whose name holds a line break and a fake verdict: the error must
    # stay on one line.
    d["racks"][0]["name"] = "A01\nclustersmith-cli: other.cluster.json is a valid design."
    second = copy.deepcopy(d["racks"][0])
    second["id"] = 2
    d["racks"].append(second)


@case("missing-required-key", "$.devices[1].part:")
def _(d):
    del d["devices"][1]["part"]


@case("unknown-key", "$.racks[0].power_budjet_kw:")
def _(d):
    # A misspelt key next to the real one must not be silently dropped.
    d["racks"][0]["power_budjet_kw"] = 30


@case("unknown-enum", "$.racks[0].cooling:")
def _(d):
    d["racks"][0]["cooling"] = "magic"


@case("unknown-face", "$.devices[1].placement.face:")
def _(d):
    d["devices"][1]["placement"]["face"] = "top"


@case("too-many-nics", "$.devices[0].config.nics:")
def _(d):
    d["devices"][0]["config"]["nics"] = [{"part": NIC_PART, "count": 1, "role": "compute"}] * 65


@case("bad-feed", "$.devices[0]:")
def _(d):
    d["devices"][0]["config"]["feed"] = "C"


# --- facility: rooms and rows live under $.facility -------------------------------------------

@case("bad-row-cooling", "$.facility.rows[0].cooling:")
def _(d):
    d["facility"]["rows"][0]["cooling"] = "magic"


@case("row-in-missing-room", "$.facility.rows[0]:")
def _(d):
    d["facility"]["rows"][0]["room"] = 7


@case("too-many-rooms", "$.facility.rooms:")
def _(d):
    d["facility"]["rooms"] = [{"id": i, "name": "r"} for i in range(1, 1002)]
    d["facility"]["rows"] = []
    d["racks"][0].pop("position")


@case("pue-out-of-range", "$.facility.pue:")
def _(d):
    d["facility"]["pue"] = 0.5


# --- embedded parts ---------------------------------------------------------------------------

@case("parts-not-object", "$.parts:")
def _(d):
    d["parts"] = list(d["parts"].values())


@case("part-missing-source", "$.parts.%s.source:" % CABLE_PART)
def _(d):
    d["parts"][CABLE_PART]["source"] = ""


@case("part-kind-mismatch", "$.parts.%s.gpu:" % SERVER_PART)
def _(d):
    # Kind "gpu" but the figures are a "server" object.
    d["parts"][SERVER_PART]["kind"] = "gpu"


@case("part-two-specs", "$.parts.%s.gpu:" % GPU_PART)
def _(d):
    # A GPU that also carries the server's figures.
    d["parts"][GPU_PART]["server"] = copy.deepcopy(d["parts"][SERVER_PART]["server"])


@case("part-unknown-kind", "$.parts.%s.kind:" % CABLE_PART)
def _(d):
    d["parts"][CABLE_PART]["kind"] = "rope"


@case("part-bad-id", "$.parts.Bad Id!.id:")
def _(d):
    part = copy.deepcopy(d["parts"][CABLE_PART])
    part["id"] = "Bad Id!"
    d["parts"]["Bad Id!"] = part


@case("part-unknown-key", "$.parts.%s.power_w.maximum:" % SWITCH_PART)
def _(d):
    d["parts"][SWITCH_PART]["power_w"]["maximum"] = 1700


@case("mismatched-part-key", "$.parts.%s-copy.id:" % SERVER_PART)
def _(d):
    d["parts"][SERVER_PART + "-copy"] = copy.deepcopy(d["parts"][SERVER_PART])


# --- references and model invariants ----------------------------------------------------------

@case("unknown-part", "$.devices[0]:")
def _(d):
    d["devices"][0]["part"] = "nvidia-dgx-h900"


@case("wrong-part-kind", "$.racks[0]:")
def _(d):
    d["racks"][0]["part"] = GPU_PART


@case("device-is-a-gpu", "$.devices[0]:")
def _(d):
    d["devices"][0]["part"] = GPU_PART
    del d["devices"][0]["config"]


@case("link-cable-wrong-kind", "$.links[0]:")
def _(d):
    d["links"][0]["cable"] = NIC_PART


@case("nic-config-wrong-kind", "$.devices[0]:")
def _(d):
    d["devices"][0]["config"]["nics"] = [{"part": GPU_PART, "count": 2, "role": "compute"}]


@case("duplicate-ids", "$.racks[1]:")
def _(d):
    second = copy.deepcopy(d["racks"][0])
    second["name"] = "A02"
    second["position"]["slot"] = 1
    d["racks"].append(second)


@case("duplicate-slot", "$.racks[1]:")
def _(d):
    second = copy.deepcopy(d["racks"][0])
    second["id"] = 2
    second["name"] = "A02"
    d["racks"].append(second)


@case("slot-beyond-row", "$.racks[0]:")
def _(d):
    d["racks"][0]["position"]["slot"] = 10  # the row has slots 0-9


@case("rack-in-missing-row", "$.racks[0]:")
def _(d):
    d["racks"][0]["position"]["row"] = 5


@case("overlapping-devices", "$.devices[1]:")
def _(d):
    d["devices"][1]["placement"]["u"] = 5  # the DGX takes U1-U8 on both faces


@case("overlapping-half-depth-same-face", "$.devices[1]:")
def _(d):
    d["devices"][0]["placement"]["half_depth"] = True
    d["devices"][1]["placement"].update({"u": 8, "face": "front", "half_depth": True})


@case("device-outside-rack", "$.devices[0]:")
def _(d):
    d["devices"][0]["placement"]["u"] = 40  # U40-U47 in a 42U rack


@case("device-at-u0", "$.devices[1]:")
def _(d):
    d["devices"][1]["placement"]["u"] = 0  # a 1U switch needs U1 or above


@case("zero-u-part-at-u5", "$.devices[2]:")
def _(d):
    d["parts"][ZERO_U_PDU] = catalog_part(ZERO_U_PDU)
    d["devices"].append({"id": 3, "name": "pdu-a", "part": ZERO_U_PDU,
                         "placement": {"rack": 1, "u": 5, "face": "rear", "half_depth": False},
                         "config": {"feed": "A"}})


@case("device-in-missing-rack", "$.devices[0]:")
def _(d):
    d["devices"][0]["placement"]["rack"] = 7


@case("fabric-switch-not-a-switch", "$.fabrics[0]:")
def _(d):
    d["fabrics"][0]["switches"] = [{"device": 1, "tier": 1}]


@case("fabric-bad-tier", "$.fabrics[0].switches[0].tier:")
def _(d):
    d["fabrics"][0]["switches"][0]["tier"] = 4


@case("port-used-twice", "$.links[1]:")
def _(d):
    second = copy.deepcopy(d["links"][0])
    second["id"] = 2
    second["b"]["port"] = 1  # a: DGX port 1 again
    d["links"].append(second)


@case("port-out-of-range", "$.links[0]:")
def _(d):
    d["links"][0]["a"]["port"] = 13  # the DGX H100 has ports 0-12


@case("link-to-missing-device", "$.links[0]:")
def _(d):
    d["links"][0]["b"]["device"] = 99


@case("link-loopback", "$.links[0]:")
def _(d):
    d["links"][0]["b"] = copy.deepcopy(d["links"][0]["a"])


@case("link-in-missing-fabric", "$.links[0]:")
def _(d):
    d["links"][0]["fabric"] = 3


@case("negative-link-length", "$.links[0].length_m:")
def _(d):
    d["links"][0]["length_m"] = -1


@case("storage-system-lists-switch", "$.storage_systems[0]:")
def _(d):
    d["storage_systems"] = [{"id": 1, "name": "scratch", "filesystem": "lustre",
                             "devices": [{"device": 2}]}]


@case("cooling-unit-missing-rack", "$.cooling_units[0]:")
def _(d):
    d["parts"]["motivair-chilleddoor-rdhx"] = catalog_part("motivair-chilleddoor-rdhx")
    d["cooling_units"] = [{"id": 1, "name": "rdhx-a01", "part": "motivair-chilleddoor-rdhx",
                           "attached_rack": 9}]


# --- format version 1 (migrated before checking) ----------------------------------------------

def _as_v1(d):
    """Turns the base design into format version 1: devices inside racks, budgets in W."""
    d["format_version"] = 1
    for rack in d["racks"]:
        rack["power_budget_w"] = rack.pop("power_budget_kw") * 1000
        rack["devices"] = []
    for device in d.pop("devices"):
        placement = device.pop("placement")
        rack = next(r for r in d["racks"] if r["id"] == placement.pop("rack"))
        device.update(placement)
        rack["devices"].append(device)


@case("v1-negative-power-budget-w", "$.racks[0].power_budget_w:")
def _(d):
    _as_v1(d)
    d["racks"][0]["power_budget_w"] = -4000


@case("v1-devices-not-list", "$.racks[0].devices:")
def _(d):
    _as_v1(d)
    d["racks"][0]["devices"] = {"dgx": d["racks"][0]["devices"][0]}


@case("v1-power-budget-w-too-high", "$.racks[0].power_budget_w:")
def _(d):
    # 2 MW: beyond the 1,000 kW limit, refused while migrating, at the format-1 key.
    _as_v1(d)
    d["racks"][0]["power_budget_w"] = 2.0e6


@case("v1-devices-not-list-top-level", "$.devices:")
def _(d):
    _as_v1(d)
    d["devices"] = 42


@case("v1-device-with-placement", "$.racks[0].devices[0].placement:")
def _(d):
    # Format 1 had no "placement"; the key must not be silently replaced by the migration.
    _as_v1(d)
    d["racks"][0]["devices"][0]["placement"] = "junk"


@case("v1-both-budget-keys", "$.racks[0].power_budget_kw:")
def _(d):
    # A format-1 rack with a (negative) kW budget next to its W budget.
    _as_v1(d)
    d["racks"][0]["power_budget_kw"] = -5


def _nccl_output():
    """A real nccl-tests output (one DGX H100, tests/data/commission), as its lines."""
    path = os.path.join(HERE, "..", "commission", "all_reduce_perf-dgx-03.txt")
    with open(path, encoding="utf-8") as f:
        return f.read().split("\n")


def _with_result(d, **changes):
    """Format 4 with one attached nccl-tests output, then the changes applied."""
    d["format_version"] = 4
    result = {"file": "all_reduce_perf-dgx-03.txt", "kind": "nccl", "output": _nccl_output()}
    result.update(changes)
    d["benchmark_results"] = [result]


@case("benchmark-file-with-folder", "$.benchmark_results[0].file:")
def _(d):
    _with_result(d, file="../results/all_reduce_perf.txt")


@case("benchmark-unknown-kind", "$.benchmark_results[0].kind:")
def _(d):
    _with_result(d, kind="hpl")


@case("benchmark-results-in-format-3", "$.benchmark_results:")
def _(d):
    _with_result(d)
    d["format_version"] = 3


@case("port-rdma-in-format-4", "$.parts.nvidia-quantum2-qm9700.ports[0].rdma:")
def _(d):
    d["parts"]["nvidia-quantum2-qm9700"]["ports"][0]["rdma"] = True
    d["format_version"] = 4


@case("hpc-workload-in-format-5", "$.workloads[0].hpc:")
def _(d):
    d["workloads"] = [{"name": "Weather", "hpc": {"work": 1e20, "target_days": 5}}]
    d["format_version"] = 5


@case("throughput-rates-empty", "$.workloads[0].throughput.rates:")
def _(d):
    d["workloads"] = [{"name": "Tagging", "throughput": {
        "unit": "images", "work": 1e9, "target_days": 2, "rates": []}}]
    d["format_version"] = 6


@case("throughput-rate-gpu-twice", "$.workloads[0].throughput.rates[1].gpu:")
def _(d):
    rate = {"gpu": "nvidia-h100-sxm5-80gb", "units_per_second": 3000}
    d["workloads"] = [{"name": "Tagging", "throughput": {
        "unit": "images", "work": 1e9, "target_days": 2, "rates": [rate, dict(rate)]}}]
    d["format_version"] = 6


@case("hpc-beside-training", "$.workloads[0].hpc:")
def _(d):
    d["workloads"] = [{"name": "Both", "hpc": {"work": 1e20, "target_days": 5},
                       "training": {"parameters": 7e9, "training_tokens": 1e11,
                                    "target_days": 10}}]
    d["format_version"] = 6


@case("gpu-successor-in-format-5", "$.parts.nvidia-h100-sxm5-80gb.gpu.successor:")
def _(d):
    d["parts"]["nvidia-h100-sxm5-80gb"]["gpu"]["successor"] = "nvidia-b200-sxm-192gb"
    d["format_version"] = 5


@case("cpu-cores-in-format-6",
      "$.workloads[0].throughput.rates[0].cpu_cores_per_gpu:")
def _(d):
    d["workloads"] = [{"name": "Tagging", "throughput": {
        "unit": "images", "work": 1e9, "target_days": 2, "rates": [
            {"gpu": "nvidia-h100-sxm5-80gb", "units_per_second": 3000,
             "cpu_cores_per_gpu": 12}]}}]
    d["format_version"] = 6


@case("throughput-cpu-cores-zero",
      "$.workloads[0].throughput.rates[0].cpu_cores_per_gpu:")
def _(d):
    d["workloads"] = [{"name": "Tagging", "throughput": {
        "unit": "images", "work": 1e9, "target_days": 2, "rates": [
            {"gpu": "nvidia-h100-sxm5-80gb", "units_per_second": 3000,
             "cpu_cores_per_gpu": 0}]}}]
    d["format_version"] = 7


@case("rack-frame-in-format-7", "$.parts.nvidia-dgx-h100.server.rack_frame:")
def _(d):
    d["parts"]["nvidia-dgx-h100"]["server"]["rack_frame"] = "apc-ar3300-42u-600x1070"
    d["format_version"] = 7


@case("connector-in-format-9", "$.parts.nvidia-osfp-800g-dac-1m.cable.connector:")
def _(d):
    d["parts"][CABLE_PART]["cable"]["connector"] = "mpo12-apc"
    d["format_version"] = 9


@case("connector-unknown", "$.parts.nvidia-osfp-800g-dac-1m.cable.connector:")
def _(d):
    d["parts"][CABLE_PART]["cable"]["connector"] = "sc-duplex"
    d["format_version"] = 10


@case("connector-on-copper", "$.parts.nvidia-osfp-800g-dac-1m.cable.connector:")
def _(d):
    d["parts"][CABLE_PART]["cable"]["connector"] = "mpo12-apc"
    d["format_version"] = 10


def main():
    expected = {}
    wanted = set()
    for stem, (data, substring) in CASES.items():
        name = stem + ".cluster.json"
        if len(data) > MAX_FILE_BYTES:
            sys.exit("%s is %d bytes; keep bad files under %d" % (name, len(data), MAX_FILE_BYTES))
        with open(os.path.join(HERE, name), "wb") as f:
            f.write(data)
        expected[name] = substring
        wanted.add(name)
    for name in os.listdir(HERE):  # drop files of cases that no longer exist
        if name.endswith(".cluster.json") and name not in wanted:
            os.remove(os.path.join(HERE, name))
    with open(os.path.join(HERE, "expected.json"), "w", encoding="utf-8") as f:
        json.dump(dict(sorted(expected.items())), f, indent=1, ensure_ascii=False)
        f.write("\n")
    print("wrote %d bad design files and expected.json" % len(expected))


if __name__ == "__main__":
    main()
