<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CliText</name>
    <message numerus="yes">
        <source>%n nodes</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPUs</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n racks</source>
        <translation>
            <numerusform>%n rack</numerusform>
            <numerusform>%n racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n devices</source>
        <translation>
            <numerusform>%n device</numerusform>
            <numerusform>%n devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n links</source>
        <translation>
            <numerusform>%n link</numerusform>
            <numerusform>%n links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n errors</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warnings</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No plan can run this model on %n GPU(s).</source>
        <translation>
            <numerusform>No plan can run this model on %n GPU.</numerusform>
            <numerusform>No plan can run this model on %n GPUs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommissionText</name>
    <message numerus="yes">
        <source>%n GPU node(s) of the design ran in no benchmark: %1.</source>
        <translation>
            <numerusform>%n GPU node of the design ran in no benchmark: %1.</numerusform>
            <numerusform>%n GPU nodes of the design ran in no benchmark: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeviceCommandText</name>
    <message numerus="yes">
        <source>Move %n devices</source>
        <translation>
            <numerusform>Move %n device</numerusform>
            <numerusform>Move %n devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n devices</source>
        <translation>
            <numerusform>Delete %n device</numerusform>
            <numerusform>Delete %n devices</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EntityCommandText</name>
    <message numerus="yes">
        <source>Delete %n racks</source>
        <translation>
            <numerusform>Delete %n rack</numerusform>
            <numerusform>Delete %n racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n links</source>
        <translation>
            <numerusform>Delete %n link</numerusform>
            <numerusform>Delete %n links</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EvaluationText</name>
    <message numerus="yes">
        <source>Compute   %1 GPUs in %n nodes, %2 GB of GPU memory
</source>
        <translation>
            <numerusform>Compute   %1 GPUs in %n node, %2 GB of GPU memory
</numerusform>
            <numerusform>Compute   %1 GPUs in %n nodes, %2 GB of GPU memory
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>          peak dense %1 PFLOPS BF16, %2 FP8, %3 FP64; scale-up domain %n GPUs
</source>
        <translation>
            <numerusform>          peak dense %1 PFLOPS BF16, %2 FP8, %3 FP64; scale-up domain %n GPU
</numerusform>
            <numerusform>          peak dense %1 PFLOPS BF16, %2 FP8, %3 FP64; scale-up domain %n GPUs
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n endpoints</source>
        <translation>
            <numerusform>%n endpoint</numerusform>
            <numerusform>%n endpoints</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fabrics</source>
        <translation>
            <numerusform>%n fabric</numerusform>
            <numerusform>%n fabrics</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n switches</source>
        <translation>
            <numerusform>%n switch</numerusform>
            <numerusform>%n switches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hops</source>
        <translation>
            <numerusform>%n hop</numerusform>
            <numerusform>%n hops</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n links</source>
        <translation>
            <numerusform>%n link</numerusform>
            <numerusform>%n links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n racks</source>
        <translation>
            <numerusform>%n rack</numerusform>
            <numerusform>%n racks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <source>%n device name(s) are not valid or unique host names; the Slurm files call them: %1.</source>
        <translation>
            <numerusform>%n device name is not a valid or unique host name; the Slurm files call it: %1.</numerusform>
            <numerusform>%n device names are not valid or unique host names; the Slurm files call them: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n device name(s) are not valid or unique host names; the Kubernetes manifests call them: %1.</source>
        <translation>
            <numerusform>%n device name is not a valid or unique host name; the Kubernetes manifests call it: %1.</numerusform>
            <numerusform>%n device names are not valid or unique host names; the Kubernetes manifests call them: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FabricText</name>
    <message numerus="yes">
        <source>%Ln devices not connected</source>
        <translation>
            <numerusform>%Ln device not connected</numerusform>
            <numerusform>%Ln devices not connected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln nodes</source>
        <translation>
            <numerusform>%Ln node</numerusform>
            <numerusform>%Ln nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln leaves</source>
        <translation>
            <numerusform>%Ln leaf</numerusform>
            <numerusform>%Ln leaves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln spines</source>
        <translation>
            <numerusform>%Ln spine</numerusform>
            <numerusform>%Ln spines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln core switches</source>
        <translation>
            <numerusform>%Ln core switch</numerusform>
            <numerusform>%Ln core switches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n ports</source>
        <translation>
            <numerusform>The %n port</numerusform>
            <numerusform>All %n ports</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ports</source>
        <translation>
            <numerusform>%n port</numerusform>
            <numerusform>%n ports</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connect %n ports</source>
        <translation>
            <numerusform>Connect %n port</numerusform>
            <numerusform>Connect %n ports</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FloorCommandText</name>
    <message numerus="yes">
        <source>Move %n racks</source>
        <translation>
            <numerusform>Move %n rack</numerusform>
            <numerusform>Move %n racks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeyFigureText</name>
    <message numerus="yes">
        <source>%1 in %Ln nodes</source>
        <translation>
            <numerusform>%1 in %Ln node</numerusform>
            <numerusform>%1 in %Ln nodes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message numerus="yes">
        <source>%n leaf switches</source>
        <translation>
            <numerusform>%n leaf switch</numerusform>
            <numerusform>%n leaf switches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spine switches</source>
        <translation>
            <numerusform>%n spine switch</numerusform>
            <numerusform>%n spine switches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n core switches</source>
        <translation>
            <numerusform>%n core switch</numerusform>
            <numerusform>%n core switches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n links × %1</source>
        <translation>
            <numerusform>%n link × %1</numerusform>
            <numerusform>%n links × %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n links: %1</source>
        <translation>
            <numerusform>%n link: %1</numerusform>
            <numerusform>%n links: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 nodes</source>
        <translation>
            <numerusform>%1 node</numerusform>
            <numerusform>%1 nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 switches</source>
        <translation>
            <numerusform>%1 switch</numerusform>
            <numerusform>%1 switches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n errors</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warnings</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n notes</source>
        <translation>
            <numerusform>%n note</numerusform>
            <numerusform>%n notes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Same layout in %n more racks: %1 … %2</source>
        <translation>
            <numerusform>Same layout in %n more rack: %1 … %2</numerusform>
            <numerusform>Same layout in %n more racks: %1 … %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n further rack layouts are not drawn, to keep the report short; the power and cooling table lists every rack.</source>
        <translation>
            <numerusform>%n further rack layout is not drawn, to keep the report short; the power and cooling table lists every rack.</numerusform>
            <numerusform>%n further rack layouts are not drawn, to keep the report short; the power and cooling table lists every rack.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n switches</source>
        <translation>
            <numerusform>%1: %n switch</numerusform>
            <numerusform>%1: %n switches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Supplies of %n devices whose catalog entries do not count them</source>
        <translation>
            <numerusform>Supplies of %n device whose catalog entry does not count them</numerusform>
            <numerusform>Supplies of %n devices whose catalog entries do not count them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n benchmark output(s) from the built cluster are attached to the design, each judged against what the design predicts for the hosts that ran (clustersmith-cli commission, docs/commissioning.md). A collective passes at %1 of the predicted bus bandwidth or more (the performance model&apos;s validated error is 15%); a bandwidth test at %2.</source>
        <translation>
            <numerusform>%n benchmark output from the built cluster is attached to the design, judged against what the design predicts for the hosts that ran (clustersmith-cli commission, docs/commissioning.md). A collective passes at %1 of the predicted bus bandwidth or more (the performance model&apos;s validated error is 15%); a bandwidth test at %2.</numerusform>
            <numerusform>%n benchmark outputs from the built cluster are attached to the design, each judged against what the design predicts for the hosts that ran (clustersmith-cli commission, docs/commissioning.md). A collective passes at %1 of the predicted bus bandwidth or more (the performance model&apos;s validated error is 15%); a bandwidth test at %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) or test(s) below the prediction.</source>
        <translation>
            <numerusform>%n run or test below the prediction.</numerusform>
            <numerusform>%n runs or tests below the prediction.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RuleText</name>
    <message numerus="yes">
        <source>%n nodes have host RAM only %1× their GPU memory (want ≥ %2×); add RAM so data loading and checkpointing do not starve the GPUs.</source>
        <translation>
            <numerusform>%n node has host RAM only %1× its GPU memory (want ≥ %2×); add RAM so data loading and checkpointing do not starve the GPUs.</numerusform>
            <numerusform>%n nodes have host RAM only %1× their GPU memory (want ≥ %2×); add RAM so data loading and checkpointing do not starve the GPUs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n nodes have %1 GB of host RAM per GPU (want ≥ %2 GB); add RAM.</source>
        <translation>
            <numerusform>%n node has %1 GB of host RAM per GPU (want ≥ %2 GB); add RAM.</numerusform>
            <numerusform>%n nodes have %1 GB of host RAM per GPU (want ≥ %2 GB); add RAM.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n nodes have %1 CPU cores per GPU (want ≥ %2); pick CPUs with more cores so data loading keeps up.</source>
        <translation>
            <numerusform>%n node has %1 CPU cores per GPU (want ≥ %2); pick CPUs with more cores so data loading keeps up.</numerusform>
            <numerusform>%n nodes have %1 CPU cores per GPU (want ≥ %2); pick CPUs with more cores so data loading keeps up.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU nodes have no local NVMe for datasets and checkpoints; add NVMe drives.</source>
        <translation>
            <numerusform>%n GPU node has no local NVMe for datasets and checkpoints; add NVMe drives.</numerusform>
            <numerusform>%n GPU nodes have no local NVMe for datasets and checkpoints; add NVMe drives.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPUs have no shared storage; add a storage system sized for the datasets.</source>
        <translation>
            <numerusform>%n GPU has no shared storage; add a storage system sized for the datasets.</numerusform>
            <numerusform>%n GPUs have no shared storage; add a storage system sized for the datasets.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n devices of &quot;%1&quot; peak at up to %2 W but their supplies give %3 W with the redundant ones failed, by the catalog&apos;s estimates of the peak or the supplies; check the vendor&apos;s figures.</source>
        <translation>
            <numerusform>%n device of &quot;%1&quot; peaks at up to %2 W but its supplies give %3 W with the redundant ones failed, by the catalog&apos;s estimates of the peak or the supplies; check the vendor&apos;s figures.</numerusform>
            <numerusform>%n devices of &quot;%1&quot; peak at up to %2 W but their supplies give %3 W with the redundant ones failed, by the catalog&apos;s estimates of the peak or the supplies; check the vendor&apos;s figures.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n devices have no redundant power supply; one failure stops them.</source>
        <translation>
            <numerusform>%n device has no redundant power supply; one failure stops it.</numerusform>
            <numerusform>%n devices have no redundant power supply; one failure stops them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n liquid-cooled devices sit in air-cooled racks; give those racks direct liquid cooling.</source>
        <translation>
            <numerusform>%n liquid-cooled device sits in an air-cooled rack; give that rack direct liquid cooling.</numerusform>
            <numerusform>%n liquid-cooled devices sit in air-cooled racks; give those racks direct liquid cooling.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n devices are not placed in a rack yet; their power and heat count in the totals but in no rack.</source>
        <translation>
            <numerusform>%n device is not placed in a rack yet; its power and heat count in the totals but in no rack.</numerusform>
            <numerusform>%n devices are not placed in a rack yet; their power and heat count in the totals but in no rack.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU nodes have no compute fabric; add one so they can train together.</source>
        <translation>
            <numerusform>%n GPU node has no compute fabric; add one so they can train together.</numerusform>
            <numerusform>%n GPU nodes have no compute fabric; add one so they can train together.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU nodes have compute ports but no link into the compute fabric; connect them.</source>
        <translation>
            <numerusform>%n GPU node has compute ports but no link into the compute fabric; connect it.</numerusform>
            <numerusform>%n GPU nodes have compute ports but no link into the compute fabric; connect them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n links are longer than their cable reaches; pick longer cables or optics.</source>
        <translation>
            <numerusform>%n link is longer than its cable reaches; pick a longer cable or optics.</numerusform>
            <numerusform>%n links are longer than their cable reaches; pick longer cables or optics.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fibre links lack a transceiver at one end; add the optics.</source>
        <translation>
            <numerusform>%n fibre link lacks a transceiver at one end; add the optics.</numerusform>
            <numerusform>%n fibre links lack a transceiver at one end; add the optics.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n links join optics and a fibre whose connectors do not mate; give each link optics and a fibre of one connector.</source>
        <translation>
            <numerusform>%n link joins optics and a fibre whose connectors do not mate; give it optics and a fibre of one connector.</numerusform>
            <numerusform>%n links join optics and a fibre whose connectors do not mate; give each link optics and a fibre of one connector.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n links in fabric &quot;%1&quot; join ports of different speeds; match the ports or use a breakout.</source>
        <translation>
            <numerusform>%n link in fabric &quot;%1&quot; joins ports of different speeds; match the ports or use a breakout.</numerusform>
            <numerusform>%n links in fabric &quot;%1&quot; join ports of different speeds; match the ports or use a breakout.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n links in fabric &quot;%1&quot; join InfiniBand to Ethernet ports; they cannot talk without a gateway.</source>
        <translation>
            <numerusform>%n link in fabric &quot;%1&quot; joins an InfiniBand port to an Ethernet port; they cannot talk without a gateway.</numerusform>
            <numerusform>%n links in fabric &quot;%1&quot; join InfiniBand to Ethernet ports; they cannot talk without a gateway.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU nodes give a GPU as little as %1 Gb/s of cabled links into the compute fabric (want ≥ %2); cable every compute port and add NICs, ideally one per GPU.</source>
        <translation>
            <numerusform>%n GPU node gives a GPU as little as %1 Gb/s of cabled links into the compute fabric (want ≥ %2); cable every compute port and add NICs, ideally one per GPU.</numerusform>
            <numerusform>%n GPU nodes give a GPU as little as %1 Gb/s of cabled links into the compute fabric (want ≥ %2); cable every compute port and add NICs, ideally one per GPU.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU nodes leave compute ports without a cable (%1 of their %2 ports); cable them or their GPUs inject less than the NICs offer.</source>
        <translation>
            <numerusform>%n GPU node leaves compute ports without a cable (%1 of its %2 ports); cable them or its GPUs inject less than the NICs offer.</numerusform>
            <numerusform>%n GPU nodes leave compute ports without a cable (%1 of their %2 ports); cable them or their GPUs inject less than the NICs offer.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TcoText</name>
    <message numerus="yes">
        <source>%n bill-of-materials lines have no usable price and count as zero; add prices in the user catalog.</source>
        <translation>
            <numerusform>%n bill-of-materials line has no usable price and counts as zero; add prices in the user catalog.</numerusform>
            <numerusform>%n bill-of-materials lines have no usable price and count as zero; add prices in the user catalog.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::ui::BenchmarkCommands</name>
    <message numerus="yes">
        <source>Attach %n benchmark output(s)</source>
        <translation>
            <numerusform>Attach %n benchmark output</numerusform>
            <numerusform>Attach %n benchmark outputs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::ui::CatalogNotice</name>
    <message numerus="yes">
        <source>%1 and %n more devices</source>
        <translation>
            <numerusform>%1 and %n more device</numerusform>
            <numerusform>%1 and %n more devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n racks</source>
        <translation>
            <numerusform>%n rack</numerusform>
            <numerusform>%n racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n links</source>
        <translation>
            <numerusform>%n link</numerusform>
            <numerusform>%n links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cooling units</source>
        <translation>
            <numerusform>%n cooling unit</numerusform>
            <numerusform>%n cooling units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more figures (in the tooltip)</source>
        <translation>
            <numerusform>%n more figure (in the tooltip)</numerusform>
            <numerusform>%n more figures (in the tooltip)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::ui::ChecksList</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n note</numerusform>
            <numerusform>%n notes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::ui::CommissionPanel</name>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n output(s) attached to the design; %1 below its prediction.</source>
        <translation>
            <numerusform>%n output attached to the design; %1 below its prediction.</numerusform>
            <numerusform>%n outputs attached to the design; %1 below its prediction.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n output(s) attached to the design, not judged: %1</source>
        <translation>
            <numerusform>%n output attached to the design, not judged: %1</numerusform>
            <numerusform>%n outputs attached to the design, not judged: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::ui::DevicePage</name>
    <message numerus="yes">
        <source>Change %n devices</source>
        <translation>
            <numerusform>Change %n device</numerusform>
            <numerusform>Change %n devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n cores)</source>
        <translation>
            <numerusform>%1 (%n core)</numerusform>
            <numerusform>%1 (%n cores)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n devices</source>
        <translation>
            <numerusform>%n device</numerusform>
            <numerusform>%n devices</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::ui::FabricPage</name>
    <message numerus="yes">
        <source>Change %n fabrics</source>
        <translation>
            <numerusform>Change %n fabric</numerusform>
            <numerusform>Change %n fabrics</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fabrics</source>
        <translation>
            <numerusform>%n fabric</numerusform>
            <numerusform>%n fabrics</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::ui::FabricView</name>
    <message numerus="yes">
        <source>%n links at %1 Gb/s</source>
        <translation>
            <numerusform>%n link at %1 Gb/s</numerusform>
            <numerusform>%n links at %1 Gb/s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::ui::GroupStorageCommand</name>
    <message numerus="yes">
        <source>Group %n devices as a storage system</source>
        <translation>
            <numerusform>Group %n device as a storage system</numerusform>
            <numerusform>Group %n devices as a storage system</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::ui::Inspector</name>
    <message numerus="yes">
        <source>%n devices, edited together</source>
        <translation>
            <numerusform>%n device, edited together</numerusform>
            <numerusform>%n devices, edited together</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n racks, edited together</source>
        <translation>
            <numerusform>%n rack, edited together</numerusform>
            <numerusform>%n racks, edited together</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n links, edited together</source>
        <translation>
            <numerusform>%n link, edited together</numerusform>
            <numerusform>%n links, edited together</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fabrics, edited together</source>
        <translation>
            <numerusform>%n fabric, edited together</numerusform>
            <numerusform>%n fabrics, edited together</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::ui::LinkPage</name>
    <message numerus="yes">
        <source>Change %n links</source>
        <translation>
            <numerusform>Change %n link</numerusform>
            <numerusform>Change %n links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n links</source>
        <translation>
            <numerusform>%n link</numerusform>
            <numerusform>%n links</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::ui::MainWindow</name>
    <message numerus="yes">
        <source>%n GPUs</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n nodes</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n racks</source>
        <translation>
            <numerusform>%n rack</numerusform>
            <numerusform>%n racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n links</source>
        <translation>
            <numerusform>%n link</numerusform>
            <numerusform>%n links</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::ui::RackPage</name>
    <message numerus="yes">
        <source>Change %n racks</source>
        <translation>
            <numerusform>Change %n rack</numerusform>
            <numerusform>Change %n racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n racks</source>
        <translation>
            <numerusform>%n rack</numerusform>
            <numerusform>%n racks</numerusform>
        </translation>
    </message>
</context>
</TS>
