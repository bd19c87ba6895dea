#!/usr/bin/env python3
"""Regenerates the example designs in this directory from the bundled catalog.

    python3 resources/examples/make_examples.py

reads catalog/data/*.json (docs/catalog-format.md) and writes

    lab-4x-rtx4090.cluster.json    one rack, one 4x RTX 4090 workstation
    h100-32-node.cluster.json      32 x DGX H100, NDR fat tree, storage, OOB
    l40s-inference.cluster.json    8 x 8x L40S, RoCE fabric, NVMe storage server

in the design file format of docs/design-format.md. Every part a design refers
to (including the GPUs, CPUs and NICs of its servers) is embedded verbatim from
the catalog. The output is deterministic: running the script twice gives the
same bytes. Standard library only.

Cabling rules (all designs):
  * the run between two devices in different racks of one row is
    |slot difference| x slot pitch + 2 x 1.5 m (vertical) + 1 m slack;
    within one rack it is the vertical distance between the devices' rack units
    (44.45 mm per U) + 1 m slack;
  * the run is rounded up to the next length the catalog offers;
  * RJ45 uses Cat6; otherwise a passive DAC up to 3 m, an active copper cable
    (ACC) up to 5 m, both only between like cages; else multimode fibre with a
    multimode transceiver on both ends (a twin-port transceiver in twin-port
    OSFP cages).
"""

import glob
import json
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
CATALOG_DIR = os.path.join(ROOT, "catalog", "data")

FORMAT = "clustersmith-design"
FORMAT_VERSION = 8
APP_VERSION = "0.1.0"

U_HEIGHT_M = 0.04445
VERTICAL_RUN_M = 1.5  # per end, between rack units and the overhead tray
SLACK_M = 1.0

# Copper cable families per cage, by catalog id prefix. A straight copper cable
# joins like cages only (twin-port OSFP to twin-port OSFP, SFP28 to SFP28, ...).
COPPER_FAMILIES = {
    ("RJ45", "cat6"): "generic-cat6-rj45-",
    ("OSFP", "dac"): "nvidia-osfp-800g-dac-",
    ("OSFP", "acc"): "nvidia-osfp-800g-acc-",
    ("QSFP56", "dac"): "nvidia-mcp1650-",
    ("QSFP28", "dac"): "nvidia-mcp1600-",
    ("SFP28", "dac"): "nvidia-mcp2m00-",
}
DAC_MAX_M = 3.0
ACC_MAX_M = 5.0


class ExampleError(Exception):
    pass


def load_catalog():
    parts = {}
    files = sorted(glob.glob(os.path.join(CATALOG_DIR, "*.json")))
    if not files:
        raise ExampleError("no catalog files in %s" % CATALOG_DIR)
    for path in files:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        for part in data.get("parts", []):
            pid = part["id"]
            if pid in parts:
                raise ExampleError("part id %s appears twice in the catalog" % pid)
            parts[pid] = part
    return parts


class Port:
    def __init__(self, index, group):
        self.index = index
        self.gbps = group.get("gbps", 0)
        self.cage = group.get("cage", "")
        self.per_cage = group.get("ports_per_cage", 1)
        self.protocol = group.get("protocol", "")
        self.role = group.get("role", "any")


class Design:
    """Builds one design; ids are assigned in order of creation (from 1)."""

    def __init__(self, catalog, name, description):
        self.catalog = catalog
        self.name = name
        self.description = description
        self.facility = {}
        self.rooms = []
        self.rows = []
        self.racks = []
        self.devices = []
        self.fabrics = []
        self.links = []
        self.storage_systems = []
        self.cooling_units = []
        self.assumptions = {}
        self.workloads = []
        self.parts = {}
        self._ports = {}  # device id -> [Port]
        self._used_ports = set()  # (device id, port)
        self._occupied = {}  # rack id -> [(low u, high u, device name)]

    # -- parts ---------------------------------------------------------------

    def part(self, pid, kinds=None):
        if pid not in self.catalog:
            raise ExampleError("%s: part %s is not in the catalog" % (self.name, pid))
        p = self.catalog[pid]
        if kinds and p["kind"] not in kinds:
            raise ExampleError("%s: part %s is a %s, not one of %s" % (self.name, pid, p["kind"], kinds))
        if pid not in self.parts:
            self.parts[pid] = p
            server = p.get("server")
            if server:
                for ref, kind in ((server.get("gpu"), ("gpu",)), (server.get("cpu"), ("cpu",))):
                    if ref:
                        self.part(ref, kind)
                for nic in server.get("nics", []):
                    self.part(nic["part"], ("nic",))
        return p

    # -- facility ------------------------------------------------------------

    def add_room(self, name, width_m, depth_m):
        rid = len(self.rooms) + 1
        self.rooms.append({"id": rid, "name": name, "width_m": width_m, "depth_m": depth_m})
        return rid

    def add_row(self, room, name, x_m, y_m, slot_pitch_m, slots, cooling):
        rid = len(self.rows) + 1
        self.rows.append({"id": rid, "room": room, "name": name, "x_m": x_m, "y_m": y_m,
                          "slot_pitch_m": slot_pitch_m, "slots": slots, "cooling": cooling})
        return rid

    def row(self, rid):
        return self.rows[rid - 1]

    def add_rack(self, name, part, row, slot, power_budget_kw, feeds, cooling):
        self.part(part, ("rack",))
        for r in self.racks:
            if r["position"] == {"row": row, "slot": slot}:
                raise ExampleError("%s: racks %s and %s share a slot" % (self.name, r["name"], name))
        if slot >= self.row(row)["slots"]:
            raise ExampleError("%s: rack %s is outside its row" % (self.name, name))
        rid = len(self.racks) + 1
        self.racks.append({"id": rid, "name": name, "part": part, "position": {"row": row, "slot": slot},
                           "power_budget_kw": power_budget_kw, "feeds": feeds, "cooling": cooling})
        self._occupied[rid] = []
        return rid

    def rack(self, rid):
        return self.racks[rid - 1]

    # -- devices -------------------------------------------------------------

    def add_device(self, name, part, rack, u, config=None, face="front"):
        p = self.part(part, ("gpu_server", "server", "switch", "storage", "pdu", "cooling"))
        height = int(math.ceil(p.get("height_u", 0)))
        rack_part = self.catalog[self.rack(rack)["part"]]
        if height == 0:
            if u != 0:
                raise ExampleError("%s: 0U device %s must sit at u 0" % (self.name, name))
        else:
            top = u + height - 1
            if u < 1 or top > rack_part["rack"]["height_u"]:
                raise ExampleError("%s: %s does not fit its rack" % (self.name, name))
            for low, high, other in self._occupied[rack]:
                if u <= high and low <= top:
                    raise ExampleError("%s: %s overlaps %s" % (self.name, name, other))
            self._occupied[rack].append((u, top, name))
        if p.get("depth_mm", 0) > rack_part["rack"]["depth_mm"]:
            raise ExampleError("%s: %s is deeper than its rack" % (self.name, name))
        did = len(self.devices) + 1
        device = {"id": did, "name": name, "part": part,
                  "placement": {"rack": rack, "u": u, "face": face, "half_depth": False}}
        if config:
            device["config"] = config
        self.devices.append(device)
        self._ports[did] = self._expand_ports(p, config or {})
        return did

    def device(self, did):
        return self.devices[did - 1]

    def _expand_ports(self, p, config):
        """Port numbering of docs/design-format.md: the part's own port groups,
        then each NIC instance of config.nics (or server.nics) in order."""
        groups = [(g, None) for g in p.get("ports", [])]
        nics = config.get("nics")
        if nics is None:
            nics = p.get("server", {}).get("nics", [])
        for nic in nics:
            nic_part = self.part(nic["part"], ("nic",))
            # The server's NIC entry says what the NIC is used for; it wins over
            # the NIC part's generic port role.
            role = nic.get("role") if nic.get("role") not in (None, "any") else None
            for _ in range(nic["count"]):
                groups.extend((g, role) for g in nic_part.get("ports", []))
        ports = []
        for g, role in groups:
            for _ in range(g["count"]):
                port = Port(len(ports), g)
                if role:
                    port.role = role
                ports.append(port)
        return ports

    def ports(self, did, role=None, cage=None):
        """Port indices of a device, optionally filtered by role and cage."""
        return [pt.index for pt in self._ports[did]
                if (role is None or pt.role == role) and (cage is None or pt.cage == cage)]

    # -- networks ------------------------------------------------------------

    def add_fabric(self, name, role, topology, switches, target_oversubscription=1.0):
        fid = len(self.fabrics) + 1
        for did, _tier in switches:
            if self.catalog[self.device(did)["part"]]["kind"] != "switch":
                raise ExampleError("%s: fabric %s lists a non-switch" % (self.name, name))
        self.fabrics.append({"id": fid, "name": name, "role": role, "topology": topology,
                             "target_oversubscription": target_oversubscription,
                             "switches": [{"device": d, "tier": t} for d, t in switches]})
        return fid

    def _run_length(self, a, b):
        pa, pb = self.device(a)["placement"], self.device(b)["placement"]
        if pa["rack"] == pb["rack"]:
            return abs(pa["u"] - pb["u"]) * U_HEIGHT_M + SLACK_M
        ra, rb = self.rack(pa["rack"])["position"], self.rack(pb["rack"])["position"]
        rowa, rowb = self.row(ra["row"]), self.row(rb["row"])
        xa = rowa["x_m"] + ra["slot"] * rowa["slot_pitch_m"]
        xb = rowb["x_m"] + rb["slot"] * rowb["slot_pitch_m"]
        horizontal = abs(xa - xb) + abs(rowa["y_m"] - rowb["y_m"])
        return horizontal + 2 * VERTICAL_RUN_M + SLACK_M

    def _shortest(self, candidates, needed):
        fitting = [c for c in candidates if c["cable"]["length_m"] >= needed - 1e-9]
        if not fitting:
            return None
        return min(fitting, key=lambda c: (c["cable"]["length_m"], c["id"]))

    def _copper(self, cage, kind, speed, needed):
        prefix = COPPER_FAMILIES.get((cage, kind))
        if not prefix:
            return None
        family = [p for pid, p in sorted(self.catalog.items())
                  if pid.startswith(prefix) and p["kind"] == "cable" and p["cable"]["gbps"] >= speed
                  and not p["cable"].get("needs_transceivers", False)]
        return self._shortest(family, needed)

    def _transceiver(self, port, speed, media, reach):
        lanes = port.per_cage
        found = [p for pid, p in sorted(self.catalog.items())
                 if p["kind"] == "transceiver" and p["transceiver"]["cage"] == port.cage
                 and p["transceiver"]["media"] == media and p["transceiver"]["ports"] == lanes
                 and p["transceiver"]["gbps"] == speed * lanes and p["transceiver"]["reach_m"] >= reach]
        if not found:
            raise ExampleError("%s: no %s transceiver for a %s %s G port" % (self.name, media, port.cage, speed))
        return min(found, key=lambda p: (p["transceiver"]["reach_m"], p["id"]))

    def _media(self, pa, pb, needed):
        speed = min(pa.gbps, pb.gbps)
        if pa.cage == "RJ45" or pb.cage == "RJ45":
            if pa.cage != pb.cage:
                raise ExampleError("%s: RJ45 to %s" % (self.name, pb.cage if pa.cage == "RJ45" else pa.cage))
            cable = self._copper("RJ45", "cat6", 0, needed)
            if not cable:
                raise ExampleError("%s: no Cat6 cable of %.2f m" % (self.name, needed))
            return cable, None, None
        if pa.cage == pb.cage and pa.per_cage == pb.per_cage:
            for kind, limit in (("dac", DAC_MAX_M), ("acc", ACC_MAX_M)):
                if needed <= limit:
                    cable = self._copper(pa.cage, kind, speed, needed)
                    if cable:
                        return cable, None, None
        fibre = [p for pid, p in sorted(self.catalog.items())
                 if p["kind"] == "cable" and p["cable"]["type"] == "mmf" and p["cable"]["gbps"] >= speed
                 and p["cable"].get("needs_transceivers", False)]
        cable = self._shortest(fibre, needed)
        if not cable:
            raise ExampleError("%s: no multimode fibre of %.2f m" % (self.name, needed))
        length = cable["cable"]["length_m"]
        return cable, self._transceiver(pa, speed, "mmf", length), self._transceiver(pb, speed, "mmf", length)

    def connect(self, fabric, a, port_a, b, port_b):
        for did, port in ((a, port_a), (b, port_b)):
            if port < 0 or port >= len(self._ports[did]):
                raise ExampleError("%s: %s has no port %d" % (self.name, self.device(did)["name"], port))
            if (did, port) in self._used_ports:
                raise ExampleError("%s: port %d of %s is used twice" % (self.name, port, self.device(did)["name"]))
            self._used_ports.add((did, port))
        if a == b and port_a == port_b:
            raise ExampleError("%s: loopback link" % self.name)
        pa, pb = self._ports[a][port_a], self._ports[b][port_b]
        needed = self._run_length(a, b)
        cable, tx_a, tx_b = self._media(pa, pb, needed)
        link = {"id": len(self.links) + 1, "fabric": fabric,
                "a": {"device": a, "port": port_a}, "b": {"device": b, "port": port_b},
                "cable": self.part(cable["id"], ("cable",))["id"],
                "length_m": cable["cable"]["length_m"]}
        if tx_a:
            link["transceiver_a"] = self.part(tx_a["id"], ("transceiver",))["id"]
        if tx_b:
            link["transceiver_b"] = self.part(tx_b["id"], ("transceiver",))["id"]
        self.links.append(link)
        return link["id"]

    # -- storage and cooling -------------------------------------------------

    def add_storage_system(self, name, filesystem, devices):
        for did in devices:
            if self.catalog[self.device(did)["part"]]["kind"] != "storage":
                raise ExampleError("%s: storage system %s lists a non-storage device" % (self.name, name))
        sid = len(self.storage_systems) + 1
        self.storage_systems.append({"id": sid, "name": name, "filesystem": filesystem,
                                     "devices": [{"device": d} for d in devices]})
        return sid

    def add_floor_cooling(self, name, part, row, slot):
        self.part(part, ("cooling",))
        cid = len(self.cooling_units) + 1
        self.cooling_units.append({"id": cid, "name": name, "part": part,
                                   "position": {"row": row, "slot": slot}})
        return cid

    def add_rack_cooling(self, name, part, rack):
        self.part(part, ("cooling",))
        cid = len(self.cooling_units) + 1
        self.cooling_units.append({"id": cid, "name": name, "part": part, "attached_rack": rack})
        return cid

    # -- output --------------------------------------------------------------

    def to_text(self):
        facility = dict(self.facility)
        facility["rooms"] = self.rooms
        facility["rows"] = self.rows
        body = {
            "name": self.name,
            "description": self.description,
            "facility": facility,
            "racks": self.racks,
            "devices": self.devices,
            "fabrics": self.fabrics,
            "links": self.links,
            "storage_systems": self.storage_systems,
            "cooling_units": self.cooling_units,
            "parts": {pid: self.parts[pid] for pid in sorted(self.parts)},
        }
        if self.assumptions:
            body["assumptions"] = self.assumptions
        if self.workloads:
            body["workloads"] = self.workloads
        text = json.dumps(body, indent=1, sort_keys=True, ensure_ascii=False)
        # Header keys first, as the application saves them (core/io/designfile.cpp).
        header = "".join(" %s: %s,\n" % (json.dumps(k), json.dumps(v))
                         for k, v in (("format", FORMAT), ("format_version", FORMAT_VERSION),
                                      ("app_version", APP_VERSION)))
        return text[:2] + header + text[2:] + "\n"


def example_workload(filename):
    """A workload file beside this script, as a design embeds it (no header)."""
    with open(os.path.join(HERE, filename), encoding="utf-8") as f:
        workload = json.load(f)
    workload.pop("format", None)
    workload.pop("format_version", None)
    return workload


# Llama 3 8B's shape from its published configuration (Meta, config.json of
# Meta-Llama-3-8B: 32 layers, hidden 4096, 32 heads, 8 key/value heads, FFN
# 14336, vocabulary 128256), served at INT4 to a lab's handful of users.
LAB_WORKLOAD = {
    "name": "Llama 3 8B chat serving at INT4, 16 users",
    "inference": {
        "parameters": 8.03e9, "precision": "int4", "context_length": 8192,
        "concurrent_sequences": 16, "target_tokens_per_second": 400,
        "latency_class": "interactive", "layers": 32, "hidden_size": 4096,
        "attention_heads": 32, "kv_heads": 8, "head_dim": 128,
        "ffn_hidden_size": 14336, "vocab_size": 128256,
        "input_tokens": 2048, "output_tokens": 512,
    },
}


def find_part(catalog, kind, predicate, what):
    hits = sorted(pid for pid, p in catalog.items() if p["kind"] == kind and predicate(p))
    if not hits:
        raise ExampleError("no catalog part for %s" % what)
    return hits[0]


def require(catalog, pid, kind):
    if pid not in catalog or catalog[pid]["kind"] != kind:
        raise ExampleError("catalog part %s (%s) is missing" % (pid, kind))
    return pid


def server_with(catalog, gpu, count):
    return find_part(catalog, "gpu_server",
                     lambda p: p["server"].get("gpu") == gpu and p["server"].get("gpu_count") == count,
                     "%d x %s server" % (count, gpu))


# ---------------------------------------------------------------------------
# 1. Lab: one rack, one 4x RTX 4090 workstation


def make_lab(catalog):
    d = Design(catalog, "Lab: 4x RTX 4090",
               "A small lab: one 42U rack with a rack-mount 4x RTX 4090 workstation, a 25G switch "
               "for its data ports and a 1G switch for its RJ45 port and switch management.")
    d.facility = {"pue": 1.6, "electricity_price_per_kwh": 0.15, "currency": "USD"}
    room = d.add_room("Lab", 6.0, 5.0)
    row = d.add_row(room, "Lab row", 1.0, 1.0, 0.6, 2, "air")
    rack = d.add_rack("lab-rack", require(catalog, "apc-ar3300-42u-600x1070", "rack"), row, 0, 7.0, "single", "air")

    server_part = server_with(catalog, "nvidia-rtx-4090-24gb", 4)
    server = d.add_device("ws-4090-01", server_part, rack, 2)
    data_sw = d.add_device("sw-25g", require(catalog, "nvidia-sn3420", "switch"), rack, 40)
    mgmt_sw = d.add_device("sw-1g", require(catalog, "nvidia-sn2201", "switch"), rack, 41)
    d.add_device("pdu-a", require(catalog, "apc-ap8853-1ph-32a-metered", "pdu"), rack, 0, {"feed": "A"})

    data = d.add_fabric("25G data network", "compute", "single_switch", [(data_sw, 1)])
    mgmt = d.add_fabric("1G management network", "oob_management", "single_switch", [(mgmt_sw, 1)])

    sfp = d.ports(server, cage="SFP28")
    sw_sfp = d.ports(data_sw, cage="SFP28")
    for i, port in enumerate(sfp):
        d.connect(data, server, port, data_sw, sw_sfp[i])
    mgmt_ports = d.ports(mgmt_sw, role="management", cage="RJ45")[:48]
    d.connect(mgmt, server, d.ports(server, cage="RJ45")[0], mgmt_sw, mgmt_ports[0])
    d.connect(mgmt, data_sw, d.ports(data_sw, role="management")[0], mgmt_sw, mgmt_ports[1])
    d.workloads.append(LAB_WORKLOAD)
    return d


# ---------------------------------------------------------------------------
# 2. 32 x DGX H100


def make_h100(catalog):
    d = Design(catalog, "32x DGX H100 (256 GPUs)",
               "32 NVIDIA DGX H100 in 8 racks of 4 with a network rack in the middle of the row. "
               "Compute: InfiniBand NDR two-tier fat tree of QM9700 (8 leaves, 4 spines), wired "
               "by rail pairs: GPUs 2p and 2p+1 of every node in a rack group go to leaf p of that "
               "group. Storage/in-band: two SN5600, each node dual-homed, two DDN AI400X2. "
               "Out-of-band: one SN2201 per rack, aggregated on an SN4600C. Rear-door heat "
               "exchangers on the compute racks, two CRAHs on the room perimeter.")
    d.facility = {"pue": 1.3, "electricity_price_per_kwh": 0.08, "currency": "USD"}
    room = d.add_room("Data hall 1", 14.0, 10.0)
    row = d.add_row(room, "Row A", 2.0, 4.0, 0.6, 9, "rear_door")
    crah_row = d.add_row(room, "Perimeter", 2.0, 0.5, 2.6, 2, "air")

    rack_part = find_part(catalog, "rack",
                          lambda p: p["rack"]["height_u"] >= 48 and p["rack"]["depth_mm"] >= 1200, "48U 1200 mm rack")
    node_part = require(catalog, "nvidia-dgx-h100", "gpu_server")
    leaf_part = spine_part = require(catalog, "nvidia-quantum2-qm9700", "switch")
    storage_sw_part = require(catalog, "arista-7060px5-64s", "switch")
    oob_part = require(catalog, "nvidia-sn2201", "switch")
    oob_agg_part = require(catalog, "nvidia-sn4600c", "switch")
    pfs_part = require(catalog, "ddn-ai400x2", "storage")
    pdu_part = require(catalog, "raritan-px3-3ph-63a-400v", "pdu")
    rdhx_part = require(catalog, "motivair-chilleddoor-rdhx", "cooling")
    crah_part = require(catalog, "schneider-uniflair-cw-crah", "cooling")

    net_slot = 4
    compute_slots = [s for s in range(9) if s != net_slot]
    compute_racks = []
    for i, slot in enumerate(compute_slots):
        # power_budget_kw is provisioned over both feeds: two 45 kW feeds, one carries the rack.
        compute_racks.append(d.add_rack("rack-%02d" % (i + 1), rack_part, row, slot, 90.0, "2n", "rear_door"))
    net_rack = d.add_rack("rack-net", rack_part, row, net_slot, 70.0, "2n", "air")

    # Compute racks: 4 DGX each, an OOB switch at the top, two 0U PDUs.
    nodes = []  # (device, group, index in group)
    oob_leaves = []
    for r, rack in enumerate(compute_racks):
        for k in range(4):
            n = len(nodes)
            dev = d.add_device("dgx-%02d" % (n + 1), node_part, rack, 2 + 8 * k)
            nodes.append((dev, r // 4, (r % 4) * 4 + k))
        oob_leaves.append(d.add_device("oob-%02d" % (r + 1), oob_part, rack, 46))
        d.add_device("pdu-%02d-a" % (r + 1), pdu_part, rack, 0, {"feed": "A"})
        d.add_device("pdu-%02d-b" % (r + 1), pdu_part, rack, 0, {"feed": "B"})

    # Network rack.
    pfs = [d.add_device("ddn-%d" % (i + 1), pfs_part, net_rack, 1 + 2 * i) for i in range(2)]
    storage_sw = [d.add_device("stor-sw-%s" % c, storage_sw_part, net_rack, 6 + 2 * i) for i, c in enumerate("ab")]
    leaves = [d.add_device("ib-leaf-%d" % (i + 1), leaf_part, net_rack, 12 + i) for i in range(8)]
    spines = [d.add_device("ib-spine-%d" % (i + 1), spine_part, net_rack, 22 + i) for i in range(4)]
    # Two aggregation switches, so that one failure does not cut off every rack.
    oob_aggs = [d.add_device("oob-agg-%s" % c, oob_agg_part, net_rack, 38 + 2 * i) for i, c in enumerate("ab")]
    oob_net = d.add_device("oob-net", oob_part, net_rack, 46)
    d.add_device("pdu-net-a", pdu_part, net_rack, 0, {"feed": "A"})
    d.add_device("pdu-net-b", pdu_part, net_rack, 0, {"feed": "B"})

    # Port numbering check: 0 = BMC, 1-8 = compute, 9-12 = storage/in-band.
    dev0 = nodes[0][0]
    assert d.ports(dev0, role="management") == [0], d.ports(dev0, role="management")
    assert d.ports(dev0, role="compute") == list(range(1, 9)), d.ports(dev0, role="compute")
    assert d.ports(dev0, role="storage") == list(range(9, 13)), d.ports(dev0, role="storage")

    # Compute fabric: 8 leaves x (32 down + 32 up), 4 spines x 64.
    compute = d.add_fabric("Compute (InfiniBand NDR)", "compute", "fat_tree",
                           [(l, 1) for l in leaves] + [(s, 2) for s in spines])
    ib_ports = d.ports(leaves[0], cage="OSFP")
    assert len(ib_ports) == 64
    for dev, group, j in nodes:
        for k, port in enumerate(d.ports(dev, role="compute")):
            leaf = leaves[group * 4 + k // 2]
            d.connect(compute, dev, port, leaf, 2 * j + k % 2)
    for li, leaf in enumerate(leaves):
        for si, spine in enumerate(spines):
            for k in range(8):
                d.connect(compute, leaf, 32 + 8 * si + k, spine, 8 * li + k)

    # Storage / in-band fabric: first port of each storage NIC, one per switch.
    storage = d.add_fabric("Storage and in-band (Ethernet)", "storage", "custom",
                           [(s, 1) for s in storage_sw])
    for n, (dev, _group, _j) in enumerate(nodes):
        sp = d.ports(dev, role="storage")
        d.connect(storage, dev, sp[0], storage_sw[0], n)
        d.connect(storage, dev, sp[2], storage_sw[1], n)
    for i, appliance in enumerate(pfs):
        ap = d.ports(appliance, role="storage")
        for k, port in enumerate(ap):
            d.connect(storage, appliance, port, storage_sw[k // 4], 32 + 4 * i + k % 4)
    for k in range(2):
        d.connect(storage, storage_sw[0], 62 + k, storage_sw[1], 62 + k)
    d.add_storage_system("EXAScaler", catalog[pfs_part]["storage"]["filesystem"], pfs)

    # Out-of-band management.
    oob = d.add_fabric("Out-of-band management", "oob_management", "fat_tree",
                       [(s, 1) for s in oob_leaves + [oob_net]] + [(a, 2) for a in oob_aggs])
    agg_ports = d.ports(oob_aggs[0], cage="QSFP28")
    for r, leaf in enumerate(oob_leaves):
        down = d.ports(leaf, role="management", cage="RJ45")
        for k, (dev, _g, _j) in enumerate(nodes[4 * r:4 * r + 4]):
            d.connect(oob, dev, d.ports(dev, role="management")[0], leaf, down[k])
        for a, agg in enumerate(oob_aggs):
            d.connect(oob, leaf, d.ports(leaf, role="uplink")[a], agg, agg_ports[r])
    net_down = d.ports(oob_net, role="management", cage="RJ45")
    for k, sw in enumerate(storage_sw + leaves + spines + oob_aggs):
        d.connect(oob, sw, d.ports(sw, role="management")[-1], oob_net, net_down[k])
    for a, agg in enumerate(oob_aggs):
        d.connect(oob, oob_net, d.ports(oob_net, role="uplink")[a], agg, agg_ports[len(oob_leaves)])

    for r, rack in enumerate(compute_racks):
        d.add_rack_cooling("rdhx-%02d" % (r + 1), rdhx_part, rack)
    for i in range(2):
        d.add_floor_cooling("crah-%d" % (i + 1), crah_part, crah_row, i)
    # What-ifs to compare (docs/tco.md, "Scenarios").
    d.assumptions["scenarios"] = [
        {"name": "reserved 1 year", "description": "The cloud side on 1-year reserved pricing.",
         "tco": {"cloud_mode": "reserved_1y"}},
        {"name": "owned room", "description": "An owned room built out per kW instead of colocation.",
         "tco": {"facility_mode": "owned"}},
        {"name": "16 nodes", "description": "Start with the first rack group only; network and racks as built.",
         "hardware": {"remove_devices": [dev for dev, group, _ in nodes if group == 1]}},
    ]
    d.workloads.append(example_workload("llama-70b-training.workload.json"))
    return d


# ---------------------------------------------------------------------------
# 3. L40S inference cluster


def make_l40s(catalog):
    d = Design(catalog, "L40S inference cluster (64 GPUs)",
               "8 servers with 8x L40S PCIe in two racks. A 400G Ethernet (RoCE) switch carries "
               "the GPU servers' 400G ports and an NVMe storage server; a 25G switch carries the "
               "servers' 25G ports (front-end / in-band); a 1G switch the BMCs and switch "
               "management. An in-row cooler next to the racks.")
    d.facility = {"pue": 1.4, "electricity_price_per_kwh": 0.12, "currency": "USD"}
    room = d.add_room("Server room", 8.0, 6.0)
    row = d.add_row(room, "Row 1", 1.0, 2.0, 0.6, 3, "air")

    rack_part = require(catalog, "apc-ar3300-42u-600x1070", "rack")
    node_part = server_with(catalog, "nvidia-l40s-48gb", 8)
    roce_part = require(catalog, "arista-7060px5-64s", "switch")
    fe_part = require(catalog, "nvidia-sn3420", "switch")
    oob_part = require(catalog, "nvidia-sn2201", "switch")
    nvme_part = find_part(catalog, "storage", lambda p: p["storage"]["type"] == "nvme_server", "NVMe server")
    pdu_part = require(catalog, "raritan-px3-3ph-60a-415v", "pdu")
    cooler_part = require(catalog, "apc-inrow-rc-cw", "cooling")

    racks = [d.add_rack("rack-%02d" % (i + 1), rack_part, row, i, 50.0, "2n", "air") for i in range(2)]
    nodes = []
    for r, rack in enumerate(racks):
        for k in range(4):
            nodes.append(d.add_device("l40s-%02d" % (len(nodes) + 1), node_part, rack, 1 + 4 * k))
    roce = d.add_device("roce-sw", roce_part, racks[0], 39)
    fe = d.add_device("fe-sw", fe_part, racks[0], 41)
    oob_sw = d.add_device("oob-sw", oob_part, racks[0], 42)
    nvme = d.add_device("nvme-01", nvme_part, racks[1], 17)
    for r, rack in enumerate(racks):
        d.add_device("pdu-%02d-a" % (r + 1), pdu_part, rack, 0, {"feed": "A"})
        d.add_device("pdu-%02d-b" % (r + 1), pdu_part, rack, 0, {"feed": "B"})

    compute = d.add_fabric("RoCE compute and storage (400GbE)", "compute", "single_switch", [(roce, 1)])
    frontend = d.add_fabric("Front-end / in-band (25GbE)", "inband_management", "single_switch", [(fe, 1)])
    oob = d.add_fabric("Out-of-band management (1GbE)", "oob_management", "single_switch", [(oob_sw, 1)])

    roce_ports = iter(d.ports(roce, cage="OSFP"))
    fe_ports = iter(d.ports(fe, cage="SFP28"))
    oob_ports = iter(d.ports(oob_sw, role="management", cage="RJ45")[:48])
    for node in nodes:
        for port in d.ports(node, role="compute"):
            d.connect(compute, node, port, roce, next(roce_ports))
        for port in d.ports(node, cage="SFP28"):
            d.connect(frontend, node, port, fe, next(fe_ports))
        d.connect(oob, node, d.ports(node, role="management")[0], oob_sw, next(oob_ports))
    for port in d.ports(nvme, role="storage"):
        d.connect(compute, nvme, port, roce, next(roce_ports))
    d.connect(oob, nvme, d.ports(nvme, role="management")[0], oob_sw, next(oob_ports))
    for sw in (roce, fe):
        d.connect(oob, sw, d.ports(sw, role="management")[-1], oob_sw, next(oob_ports))
    d.add_storage_system("Model store (NFS over RDMA)", "NFS", [nvme])

    d.add_floor_cooling("inrow-01", cooler_part, row, 2)
    d.workloads.append(example_workload("llama-70b-inference.workload.json"))
    return d


EXAMPLES = (
    ("lab-4x-rtx4090.cluster.json", make_lab),
    ("h100-32-node.cluster.json", make_h100),
    ("l40s-inference.cluster.json", make_l40s),
)


def main():
    catalog = load_catalog()
    for filename, make in EXAMPLES:
        design = make(catalog)
        path = os.path.join(HERE, filename)
        text = design.to_text()
        tmp = path + ".tmp"
        with open(tmp, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        os.replace(tmp, path)
        print("%s: %d racks, %d devices, %d links, %d parts" % (
            filename, len(design.racks), len(design.devices), len(design.links), len(design.parts)))
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except ExampleError as e:
        print("make_examples.py: %s" % e, file=sys.stderr)
        sys.exit(1)
