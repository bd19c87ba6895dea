<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>FabricText</name>
    <message numerus="yes">
        <source>%1 nodes</source>
        <translation>
            <numerusform>%1 node</numerusform>
            <numerusform>%1 nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 leaves</source>
        <translation>
            <numerusform>%1 leaf</numerusform>
            <numerusform>%1 leaves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 spines</source>
        <translation>
            <numerusform>%1 spine</numerusform>
            <numerusform>%1 spines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 core switches</source>
        <translation>
            <numerusform>%1 core switch</numerusform>
            <numerusform>%1 core switches</numerusform>
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
        <source>%n GPU nodes give a GPU as little as %1 Gb/s into the compute fabric (want ≥ %2); add NICs, ideally one per GPU.</source>
        <translation>
            <numerusform>%n GPU node gives a GPU as little as %1 Gb/s into the compute fabric (want ≥ %2); add NICs, ideally one per GPU.</numerusform>
            <numerusform>%n GPU nodes give a GPU as little as %1 Gb/s into the compute fabric (want ≥ %2); add NICs, ideally one per GPU.</numerusform>
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
