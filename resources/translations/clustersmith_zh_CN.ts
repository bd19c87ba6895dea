<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BehindText</name>
    <message>
        <source>as fast as the first, within 0.5%</source>
        <translation>与首选方案一样快（相差不超过 0.5%）</translation>
    </message>
    <message>
        <source>needs a network between nodes that the cluster does not have</source>
        <translation>需要节点间网络，但本集群没有</translation>
    </message>
    <message>
        <source>more compute time per GPU</source>
        <translation>每 GPU 计算时间更长</translation>
    </message>
    <message>
        <source>more tensor-parallel communication</source>
        <translation>张量并行通信更多</translation>
    </message>
    <message>
        <source>more context-parallel communication</source>
        <translation>上下文并行通信更多</translation>
    </message>
    <message>
        <source>more expert-parallel communication</source>
        <translation>专家并行通信更多</translation>
    </message>
    <message>
        <source>a larger pipeline bubble</source>
        <translation>流水线气泡更大</translation>
    </message>
    <message>
        <source>more exposed data-parallel communication</source>
        <translation>未被掩盖的数据并行通信更多</translation>
    </message>
    <message>
        <source>a longer optimizer step</source>
        <translation>优化器步骤更长</translation>
    </message>
    <message>
        <source>does not fit: %1 GB per GPU of %2 GB usable</source>
        <translation>放不下：每 GPU 需 %1 GB，可用 %2 GB</translation>
    </message>
    <message>
        <source>%1 (+%2 s per step)</source>
        <translation>%1（每步 +%2 s）</translation>
    </message>
</context>
<context>
    <name>BenchmarkFileText</name>
    <message>
        <source>%1: cannot be read (%2).</source>
        <translation>%1：无法读取（%2）。</translation>
    </message>
    <message>
        <source>%1: the file is larger than 64 MiB; it is not a benchmark&apos;s output.</source>
        <translation>%1：文件大于 64 MiB，不是基准测试的输出。</translation>
    </message>
    <message>
        <source>%1: line %2: %3</source>
        <translation>%1：第 %2 行：%3</translation>
    </message>
</context>
<context>
    <name>BoundText</name>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>tensor-parallel communication</source>
        <translation>张量并行通信</translation>
    </message>
    <message>
        <source>context-parallel communication</source>
        <translation>上下文并行通信</translation>
    </message>
    <message>
        <source>expert-parallel communication</source>
        <translation>专家并行通信</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>data-parallel communication</source>
        <translation>数据并行通信</translation>
    </message>
    <message>
        <source>optimizer step</source>
        <translation>优化器步骤</translation>
    </message>
    <message>
        <source>compute, with communication a quarter or more of the step</source>
        <translation>计算（通信占每步四分之一或以上）</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <source>memory capacity</source>
        <translation>显存容量</translation>
    </message>
    <message>
        <source>no network between the nodes</source>
        <translation>节点之间没有网络</translation>
    </message>
    <message>
        <source>FP64 compute</source>
        <translation>FP64 计算</translation>
    </message>
    <message>
        <source>FP32 compute</source>
        <translation>FP32 计算</translation>
    </message>
    <message>
        <source>measured rate</source>
        <translation>实测速率</translation>
    </message>
    <message>
        <source>storage read bandwidth</source>
        <translation>存储读带宽</translation>
    </message>
    <message>
        <source>host CPU cores</source>
        <translation>主机 CPU 核数</translation>
    </message>
</context>
<context>
    <name>CliText</name>
    <message>
        <source>A design file (.cluster.json).</source>
        <translation>设计文件（.cluster.json）。</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>输出 JSON。</translation>
    </message>
    <message>
        <source>Name exactly one design file; see --help.</source>
        <translation>请指定且只指定一个设计文件；参见 --help。</translation>
    </message>
    <message>
        <source>validate FILE: loads, migrates and checks a design file.</source>
        <translation>validate FILE：加载、迁移并检查设计文件。</translation>
    </message>
    <message>
        <source>%1 is a valid design.
</source>
        <translation>%1 是有效的设计。
</translation>
    </message>
    <message>
        <source>evaluate FILE [--json]: reports what a design delivers.</source>
        <translation>evaluate FILE [--json]：报告设计的各项能力。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Write the design report as PDF (see --paper and --lang).</source>
        <translation>将设计报告写为 PDF（参见 --paper 和 --lang）。</translation>
    </message>
    <message>
        <source>design report (PDF)</source>
        <translation>设计报告（PDF）</translation>
    </message>
    <message>
        <source>Write rack elevations, the floor layout and fabric diagrams as SVG into DIR.</source>
        <translation>将机柜立面图、机房平面布局和网络图以 SVG 格式写入 DIR。</translation>
    </message>
    <message>
        <source>diagrams (SVG)</source>
        <translation>图表（SVG）</translation>
    </message>
    <message>
        <source>Write the same diagrams as PNG into DIR.</source>
        <translation>将同样的图以 PNG 格式写入 DIR。</translation>
    </message>
    <message>
        <source>diagrams (PNG)</source>
        <translation>图表（PNG）</translation>
    </message>
    <message>
        <source>Write the bill of materials as CSV.</source>
        <translation>将物料清单写为 CSV。</translation>
    </message>
    <message>
        <source>bill of materials (CSV)</source>
        <translation>物料清单（CSV）</translation>
    </message>
    <message>
        <source>Write the bill of materials as an Excel workbook.</source>
        <translation>将物料清单写为 Excel 工作簿。</translation>
    </message>
    <message>
        <source>bill of materials (Excel)</source>
        <translation>物料清单（Excel）</translation>
    </message>
    <message>
        <source>Write the cabling plan as CSV.</source>
        <translation>将布线表写为 CSV。</translation>
    </message>
    <message>
        <source>cabling plan (CSV)</source>
        <translation>布线表（CSV）</translation>
    </message>
    <message>
        <source>Write the cabling plan as an Excel workbook.</source>
        <translation>将布线表写为 Excel 工作簿。</translation>
    </message>
    <message>
        <source>cabling plan (Excel)</source>
        <translation>布线表（Excel）</translation>
    </message>
    <message>
        <source>Write topology.conf, slurm-nodes.conf and gres.conf into DIR.</source>
        <translation>将 topology.conf、slurm-nodes.conf 和 gres.conf 写入 DIR。</translation>
    </message>
    <message>
        <source>Slurm configuration</source>
        <translation>Slurm 配置</translation>
    </message>
    <message>
        <source>Paper for the PDF: a4 (default) or letter.</source>
        <translation>PDF 纸张：a4（默认）或 letter。</translation>
    </message>
    <message>
        <source>--paper takes a4 or letter, not &quot;%1&quot;.</source>
        <translation>--paper 只接受 a4 或 letter，而不是 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>--lang takes en or zh_CN, not &quot;%1&quot;.</source>
        <translation>--lang 只接受 en 或 zh_CN，而不是 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>--currency needs USD or CNY, not &quot;%1&quot;.</source>
        <translation>--currency 需要 USD 或 CNY，而不是 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>%1: the %2 would overwrite the design file; choose another name.</source>
        <translation>%1：%2 会覆盖设计文件；请换一个文件名。</translation>
    </message>
    <message>
        <source>Choose at least one export, such as --bom-csv FILE; see --help.</source>
        <translation>请至少选择一种导出，例如 --bom-csv FILE；参见 --help。</translation>
    </message>
    <message>
        <source>%1: the %2 was not written: %3</source>
        <translation>%1：%2 未写入：%3</translation>
    </message>
    <message>
        <source>Wrote the %1: %2
</source>
        <translation>已写入%1：%2
</translation>
    </message>
    <message>
        <source>Write the design to FILE.</source>
        <translation>将设计写入 FILE。</translation>
    </message>
    <message>
        <source>Read the cluster spec from SPEC.json (docs/generator-spec.md).</source>
        <translation>从 SPEC.json 读取集群规格（docs/generator-spec.md）。</translation>
    </message>
    <message>
        <source>The node&apos;s catalog part id.</source>
        <translation>节点的目录部件 ID。</translation>
    </message>
    <message>
        <source>How many nodes.</source>
        <translation>节点数量。</translation>
    </message>
    <message>
        <source>How many GPUs (rounded up to whole nodes).</source>
        <translation>GPU 数量（向上取整到整节点）。</translation>
    </message>
    <message>
        <source>fat-tree (default) or rail-optimized.</source>
        <translation>fat-tree（默认）或 rail-optimized。</translation>
    </message>
    <message>
        <source>The compute switch&apos;s part id (default: picked from the catalog by the node&apos;s port speed and protocol).</source>
        <translation>计算交换机的部件 ID（默认：按节点的端口速率和协议从目录中选择）。</translation>
    </message>
    <message>
        <source>Leaf down:up ratio R (default 1).</source>
        <translation>叶交换机下行:上行比 R（默认 1）。</translation>
    </message>
    <message>
        <source>The rack&apos;s part id (default a 48U, 1200 mm rack).</source>
        <translation>机柜的部件 ID（默认 48U、1200 mm 机柜）。</translation>
    </message>
    <message>
        <source>Provisioned power per rack over both feeds, in kW.</source>
        <translation>每个机柜两路供电合计的配置功率，单位 kW。</translation>
    </message>
    <message>
        <source>air, rdhx or liquid.</source>
        <translation>air、rdhx 或 liquid。</translation>
    </message>
    <message>
        <source>Shared storage capacity in TB (default none).</source>
        <translation>共享存储容量，单位 TB（默认无）。</translation>
    </message>
    <message>
        <source>Extra nodes the fabric must take without a new tier, in percent.</source>
        <translation>网络在不增加新层级的情况下必须能容纳的额外节点，百分比。</translation>
    </message>
    <message>
        <source>--%1 needs a number, not &quot;%2&quot;.</source>
        <translation>--%1 需要一个数字，而不是 &quot;%2&quot;。</translation>
    </message>
    <message>
        <source>--%1 needs a whole number of at least 1, not &quot;%2&quot;.</source>
        <translation>--%1 需要至少为 1 的整数，而不是 &quot;%2&quot;。</translation>
    </message>
    <message>
        <source>--fabric is fat-tree or rail-optimized, not &quot;%1&quot;.</source>
        <translation>--fabric 为 fat-tree 或 rail-optimized，而不是 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>--cooling is air, rdhx or liquid, not &quot;%1&quot;.</source>
        <translation>--cooling 为 air、rdhx 或 liquid，而不是 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>Give --spec, or --node with one of --nodes and --gpus; see --help.</source>
        <translation>请给出 --spec，或 --node 加 --nodes 和 --gpus 之一；参见 --help。</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <translation>无法读取 %1：%2。</translation>
    </message>
    <message>
        <source>%1 is not valid JSON.</source>
        <translation>%1 不是有效的 JSON。</translation>
    </message>
    <message>
        <source>Give either --spec or the spec flags, not both.</source>
        <translation>请给出 --spec 或规格参数之一，不要同时给出。</translation>
    </message>
    <message>
        <source>Name the output file with -o; see --help.</source>
        <translation>请用 -o 指定输出文件；参见 --help。</translation>
    </message>
    <message>
        <source>generate -o OUT.cluster.json (--spec SPEC.json | --node PART_ID (--nodes N | --gpus N) [...]):
builds a complete, cabled cluster design from a spec (docs/generator-spec.md).</source>
        <translation>generate -o OUT.cluster.json (--spec SPEC.json | --node PART_ID (--nodes N | --gpus N) [...])：
根据规格生成完整、已布线的集群设计（docs/generator-spec.md）。</translation>
    </message>
    <message>
        <source>note: part &quot;%1&quot; is not in the local catalog; the design&apos;s own figures are used.
</source>
        <translation>提示：部件 &quot;%1&quot; 不在本地目录中；使用设计自带的数据。
</translation>
    </message>
    <message>
        <source>note: part &quot;%1&quot; has other figures in the local catalog; the design&apos;s own figures are used.
</source>
        <translation>提示：部件 &quot;%1&quot; 在本地目录中的数据不同；使用设计自带的数据。
</translation>
    </message>
    <message>
        <source>List only the N cheapest options.</source>
        <translation>只列出最便宜的 N 个方案。</translation>
    </message>
    <message>
        <source>Show the reasoning for every listed option, not only the cheapest.</source>
        <translation>显示每个列出方案的推导过程，而不仅是最便宜的。</translation>
    </message>
    <message>
        <source>--top needs a whole number of at least 1, not &quot;%1&quot;.</source>
        <translation>--top 需要至少为 1 的整数，而不是 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>Name exactly one workload file; see --help.</source>
        <translation>请指定且只指定一个工作负载文件；参见 --help。</translation>
    </message>
    <message>
        <source>No accelerator in the catalog can run %1; see the reasons above.</source>
        <translation>目录中没有加速器能运行 %1；原因见上文。</translation>
    </message>
    <message>
        <source>A workload file (.json).</source>
        <translation>工作负载文件（.json）。</translation>
    </message>
    <message>
        <source>Print JSON with monthly and yearly flows.</source>
        <translation>输出含月度和年度现金流的 JSON。</translation>
    </message>
    <message>
        <source>The horizon in years (default 5).</source>
        <translation>评估期年数（默认 5）。</translation>
    </message>
    <message>
        <source>Override an assumption for this run (keys in docs/tco.md); repeatable.</source>
        <translation>本次运行覆盖某个假设（键名见 docs/tco.md）；可重复。</translation>
    </message>
    <message>
        <source>Cost one of the design&apos;s scenarios instead of the design (docs/tco.md).</source>
        <translation>计算设计中某个场景的成本，而非设计本身（docs/tco.md）。</translation>
    </message>
    <message>
        <source>--years needs a whole number from 1 to 30, not &quot;%1&quot;.</source>
        <translation>--years 需要 1 到 30 之间的整数，而不是 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>%1: at %2: %3</source>
        <translation>%1：在 %2：%3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a TCO assumption; see docs/tco.md for the keys.</source>
        <translation>&quot;%1&quot; 不是 TCO 假设项；键名参见 docs/tco.md。</translation>
    </message>
    <message>
        <source>Name at least one design file; see --help.</source>
        <translation>请至少指定一个设计文件；参见 --help。</translation>
    </message>
    <message>
        <source>Name two design files, or one with --scenario NAME; see --help.</source>
        <translation>请指定两个设计文件，或一个文件加 --scenario NAME；参见 --help。</translation>
    </message>
    <message>
        <source>tco FILE [--json] [--years N] [--set KEY=VALUE ...] [--scenario NAME]: the cost of building the design, renting the same GPUs in the cloud, or both (docs/tco.md).</source>
        <translation>tco FILE [--json] [--years N] [--set KEY=VALUE ...] [--scenario NAME]：自建该设计、在云中租用同样的 GPU 或两者兼用的成本（docs/tco.md）。</translation>
    </message>
    <message>
        <source>compare FILE [FILE ...] [--scenario NAME ...] [--json] [--years N] [--set KEY=VALUE ...]: designs and the first design&apos;s scenarios side by side, with the differences to the first (docs/tco.md).</source>
        <translation>compare FILE [FILE ...] [--scenario NAME ...] [--json] [--years N] [--set KEY=VALUE ...]：并排比较多个设计以及第一个设计的各个场景，并列出与第一个的差异（docs/tco.md）。</translation>
    </message>
    <message>
        <source>Design files (.cluster.json).</source>
        <translation>设计文件（.cluster.json）。</translation>
    </message>
    <message>
        <source>Language of the PDF: en or zh_CN (default: the command line&apos;s language, en unless CLUSTERSMITH_LANG or LANG asks for Chinese).</source>
        <translation>PDF 的语言：en 或 zh_CN（默认：命令行的语言，除非 CLUSTERSMITH_LANG 或 LANG 要求中文，否则为 en）。</translation>
    </message>
    <message>
        <source>Price the bill of materials and the report in USD or CNY (default: the design&apos;s TCO currency).</source>
        <translation>以 USD 或 CNY 为物料清单和报告计价（默认：设计的 TCO 币种）。</translation>
    </message>
    <message>
        <source>Wrote %1: %2, %3, %4, %5, %6; %7, %8.
</source>
        <translation>已写入 %1：%2，%3，%4，%5，%6；%7，%8。
</translation>
    </message>
    <message numerus="yes">
        <source>%n nodes</source>
        <translation>
            <numerusform>%n 个节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPUs</source>
        <translation>
            <numerusform>%n 个 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n racks</source>
        <translation>
            <numerusform>%n 个机柜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n devices</source>
        <translation>
            <numerusform>%n 台设备</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n links</source>
        <translation>
            <numerusform>%n 条链路</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n errors</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warnings</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message>
        <source>The cluster: a design file.</source>
        <translation>集群：一个设计文件。</translation>
    </message>
    <message>
        <source>The cluster: a catalog GPU node.</source>
        <translation>集群：目录中的一种 GPU 节点。</translation>
    </message>
    <message>
        <source>How many nodes of --node.</source>
        <translation>--node 的节点数量。</translation>
    </message>
    <message>
        <source>Evaluate this plan first: tp=T,pp=P,dp=D,cp=C,ep=E,vp=V,micro_batch=M (training) or tp=T,pp=P (inference).</source>
        <translation>先评估此并行方案：tp=T,pp=P,dp=D,cp=C,ep=E,vp=V,micro_batch=M（训练）或 tp=T,pp=P（推理）。</translation>
    </message>
    <message>
        <source>List the N best plans (default 5).</source>
        <translation>列出最好的 N 个方案（默认 5）。</translation>
    </message>
    <message>
        <source>Cost one collective: all_reduce, all_gather, reduce_scatter, all_to_all.</source>
        <translation>计算一次集合通信的开销：all_reduce、all_gather、reduce_scatter、all_to_all。</translation>
    </message>
    <message>
        <source>The collective&apos;s size in bytes.</source>
        <translation>集合通信的数据量，单位字节。</translation>
    </message>
    <message>
        <source>--node needs --nodes N.</source>
        <translation>--node 需要 --nodes N。</translation>
    </message>
    <message>
        <source>The catalog has no part &quot;%1&quot;.</source>
        <translation>目录中没有部件 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>Give the cluster as --design FILE or as --node PART_ID --nodes N.</source>
        <translation>请以 --design FILE 或 --node PART_ID --nodes N 给出集群。</translation>
    </message>
    <message>
        <source>--collective is all_reduce, all_gather, reduce_scatter or all_to_all, not &quot;%1&quot;.</source>
        <translation>--collective 为 all_reduce、all_gather、reduce_scatter 或 all_to_all，而不是 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>--message-bytes needs a size from 1 to 1e15 bytes.</source>
        <translation>--message-bytes 需要 1 到 1e15 字节之间的大小。</translation>
    </message>
    <message>
        <source>The nodes have no compute-fabric link: GPUs on different nodes cannot reach each other.</source>
        <translation>节点之间没有计算网络链路：不同节点上的 GPU 无法互相通信。</translation>
    </message>
    <message numerus="yes">
        <source>No plan can run this model on %n GPU(s).</source>
        <translation>
            <numerusform>没有任何并行方案能在 %n 个 GPU 上运行此模型。</numerusform>
        </translation>
    </message>
    <message>
        <source>Name exactly one workload file, or give --collective; see --help.</source>
        <translation>请指定且只指定一个工作负载文件，或给出 --collective；参见 --help。</translation>
    </message>
    <message>
        <source>perf WORKLOAD.json (--design FILE | --node PART_ID --nodes N) [--plan PLAN] [--top N] [--json]
perf --collective NAME --message-bytes B (--design FILE | --node PART_ID --nodes N) [--json]:
predicts training step time, tokens/s and MFU for the best parallelism plans, serving throughput and latency, or one collective&apos;s time, from the GPUs, the scale-up domain and the fabric (docs/performance-model.md).</source>
        <translation>perf WORKLOAD.json (--design FILE | --node PART_ID --nodes N) [--plan PLAN] [--top N] [--json]
perf --collective NAME --message-bytes B (--design FILE | --node PART_ID --nodes N) [--json]：
根据 GPU、扩展（scale-up）域和网络，预测最佳并行方案的训练步时、tokens/s 和 MFU，推理吞吐与延迟，或一次集合通信的耗时（docs/performance-model.md）。</translation>
    </message>
    <message>
        <source>--%1 needs a whole number from 1 to %2, not &quot;%3&quot;.</source>
        <translation>--%1 需要 1 到 %2 之间的整数，而不是 &quot;%3&quot;。</translation>
    </message>
    <message>
        <source>Size by the closed-form first estimate only (the workload&apos;s MFU, 40% by default), without the performance model.</source>
        <translation>只按闭式初估（工作负载的 MFU，默认 40%）选型，不运行性能模型。</translation>
    </message>
    <message>
        <source>size WORKLOAD.json [--json] [--top N] [--explain] [--first-estimate] [--generate OUT.cluster.json]:
sizes a training or inference workload (docs/workload-format.md) on every suitable accelerator in the catalog, checks each option with the performance model on the fabric the generator builds, and ranks the options that meet the target by hardware cost.</source>
        <translation>size WORKLOAD.json [--json] [--top N] [--explain] [--first-estimate] [--generate OUT.cluster.json]:
在目录中每种合适的加速器上为训练或推理工作负载（docs/workload-format.md）选型，用性能模型在生成器构建的网络上检验每个方案，并按硬件成本对达到目标的方案排序。</translation>
    </message>
    <message>
        <source>Generate the cheapest recommended option the generator can build as a cluster design into FILE, with the workload in it.</source>
        <translation>把生成器能构建的最便宜推荐方案生成为集群设计并写入 FILE，其中包含该工作负载。</translation>
    </message>
    <message>
        <source>Option %1, %2 × %3, cannot be generated: %4</source>
        <translation>方案 %1（%2 × %3）无法生成：%4</translation>
    </message>
    <message>
        <source>Wrote %1: option %2, %3 × %4, %5, %6, %7.
</source>
        <translation>已写入 %1：方案 %2，%3 × %4，%5，%6，%7。
</translation>
    </message>
    <message>
        <source>No recommended option can be generated; see the reasons above.</source>
        <translation>没有可以生成的推荐方案；原因见上文。</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>Write Kubernetes node labels (nodes.yaml) and Kueue&apos;s topology (kueue.yaml) into DIR.</source>
        <translation>将 Kubernetes 节点标签（nodes.yaml）和 Kueue 拓扑（kueue.yaml）写入 DIR。</translation>
    </message>
    <message>
        <source>Kubernetes manifests</source>
        <translation>Kubernetes 清单</translation>
    </message>
    <message>
        <source>Write Prometheus rules for NVIDIA&apos;s DCGM exporter into DIR.</source>
        <translation>将适用于 NVIDIA DCGM exporter 的 Prometheus 规则写入 DIR。</translation>
    </message>
    <message>
        <source>Prometheus alerting rules</source>
        <translation>Prometheus 告警规则</translation>
    </message>
    <message>
        <source>export FILE [--pdf F] [--paper a4|letter] [--lang en|zh_CN] [--svg DIR] [--png DIR] [--bom-csv F] [--bom-xlsx F] [--cabling-csv F] [--cabling-xlsx F] [--slurm DIR] [--kubernetes DIR] [--prometheus DIR] [--currency CODE]: the documents buyers, installers and cluster admins work from (docs/exports.md).</source>
        <translation>export FILE [--pdf F] [--paper a4|letter] [--lang en|zh_CN] [--svg DIR] [--png DIR] [--bom-csv F] [--bom-xlsx F] [--cabling-csv F] [--cabling-xlsx F] [--slurm DIR] [--kubernetes DIR] [--prometheus DIR] [--currency CODE]：采购、安装人员和集群管理员使用的文档（docs/exports.md）。</translation>
    </message>
    <message>
        <source>A design file.</source>
        <translation>设计文件。</translation>
    </message>
    <message>
        <source>An nccl-tests output, as the program printed it.</source>
        <translation>nccl-tests 的输出，保持程序打印的原样。</translation>
    </message>
    <message>
        <source>A bandwidthTest, nvbandwidth, ib_write_bw, ib_read_bw or ib_send_bw output, as the program printed it.</source>
        <translation>bandwidthTest、nvbandwidth、ib_write_bw、ib_read_bw 或 ib_send_bw 的输出，保持程序打印的原样。</translation>
    </message>
    <message>
        <source>Keep the outputs with the design (saved in the design file, in place of an attached output of the same file name) and judge everything attached.</source>
        <translation>将这些输出保存到设计中（写入设计文件，替换同名的已附加输出），并评判所有已附加的输出。</translation>
    </message>
    <message>
        <source>Remove the outputs attached to the design before anything else.</source>
        <translation>先移除设计中已附加的所有输出。</translation>
    </message>
    <message>
        <source>--attach needs the outputs to attach: give --nccl FILE or --bandwidth FILE.</source>
        <translation>--attach 需要要附加的输出：请给出 --nccl FILE 或 --bandwidth FILE。</translation>
    </message>
    <message>
        <source>The design has no benchmark outputs attached: give at least one with --nccl FILE or --bandwidth FILE (and --attach to keep them with the design).</source>
        <translation>设计中没有附加的基准测试输出：请用 --nccl FILE 或 --bandwidth FILE 至少给出一个（加 --attach 可将其保存到设计中）。</translation>
    </message>
    <message>
        <source>commission DESIGN [--nccl FILE ...] [--bandwidth FILE ...] [--attach] [--detach] [--json]: reads nccl-tests output (all_reduce_perf and its siblings) and the output of bandwidthTest, nvbandwidth and perftest&apos;s ib_write_bw from the built cluster, and judges each run against what the design predicts for the hosts that ran (docs/commissioning.md). Without outputs, judges those attached to the design.</source>
        <translation>commission DESIGN [--nccl FILE ...] [--bandwidth FILE ...] [--attach] [--detach] [--json]：读取已建成集群上 nccl-tests（all_reduce_perf 及同类程序）以及 bandwidthTest、nvbandwidth 和 perftest 的 ib_write_bw 的输出，并将每次运行与设计对参与运行的主机的预测进行比较（docs/commissioning.md）。不给出输出时，评判设计中已附加的输出。</translation>
    </message>
    <message>
        <source>Independent compute planes each compute port is split across (default 1).</source>
        <translation>每个计算端口拆分到的独立计算平面数（默认 1）。</translation>
    </message>
</context>
<context>
    <name>ClipboardText</name>
    <message>
        <source> (copy)</source>
        <translation>（副本）</translation>
    </message>
    <message>
        <source>There are no free units for &quot;%1&quot;; select a rack with room.</source>
        <translation>&quot;%1&quot; 没有空闲 U 位；请选择有空间的机柜。</translation>
    </message>
    <message>
        <source>The clipboard holds no Clustersmith racks or devices.</source>
        <translation>剪贴板中没有 Clustersmith 机柜或设备。</translation>
    </message>
    <message>
        <source>The clipboard&apos;s Clustersmith data is damaged; copy again.</source>
        <translation>剪贴板中的 Clustersmith 数据已损坏；请重新复制。</translation>
    </message>
</context>
<context>
    <name>CommissionText</name>
    <message>
        <source>Host %1 ran in this benchmark but is not a GPU node of the design.</source>
        <translation>主机 %1 参与了此基准测试，但不是设计中的 GPU 节点。</translation>
    </message>
    <message>
        <source>Host %1 runs &quot;%2&quot; where the design has &quot;%3&quot;.</source>
        <translation>主机 %1 运行的是“%2”，而设计中为“%3”。</translation>
    </message>
    <message>
        <source>nccl-tests found wrong values in this run: a GPU, link or driver corrupts data; rerun it and check the GPUs&apos; XID and ECC errors.</source>
        <translation>nccl-tests 在此次运行中发现错误数值：某个 GPU、链路或驱动损坏了数据；请重新运行并检查 GPU 的 XID 和 ECC 错误。</translation>
    </message>
    <message>
        <source>The performance model does not cost %1.</source>
        <translation>性能模型不计算 %1 的开销。</translation>
    </message>
    <message>
        <source>None of the hosts that ran is a GPU node of the design.</source>
        <translation>参与运行的主机都不是设计中的 GPU 节点。</translation>
    </message>
    <message>
        <source>The design cables no compute fabric between these hosts.</source>
        <translation>设计中这些主机之间没有布线的计算网络。</translation>
    </message>
    <message>
        <source>The largest size is below 128 MiB, where the model is not validated; run up to 8 GiB (-e 8G).</source>
        <translation>最大数据量低于 128 MiB，模型在此范围未经验证；请运行到 8 GiB（-e 8G）。</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU node(s) of the design ran in no benchmark: %1.</source>
        <translation>
            <numerusform>设计中有 %n 个 GPU 节点未参与任何基准测试：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>pass (at least %1 of the prediction)</source>
        <translation>通过（至少为预测值的 %1）</translation>
    </message>
    <message>
        <source>fail (below %1 of the prediction)</source>
        <translation>未通过（低于预测值的 %1）</translation>
    </message>
    <message>
        <source>not judged: %1</source>
        <translation>未判定：%1</translation>
    </message>
    <message>
        <source>not modelled: %1</source>
        <translation>未建模：%1</translation>
    </message>
    <message>
        <source>  %1 on %2 rank(s), %3 host(s) (%4), %5
</source>
        <translation>  %1，%2 个 rank，%3 台主机（%4），%5
</translation>
    </message>
    <message>
        <source>  sizes %1 to %2 (%3)
</source>
        <translation>  数据量 %1 至 %2（%3 种）
</translation>
    </message>
    <message>
        <source>  busbw at %1: %2 out-of-place, %3 in-place
</source>
        <translation>  %1 时的 busbw：out-of-place %2，in-place %3
</translation>
    </message>
    <message>
        <source>  predicted: %1 (%2), ratio %3
</source>
        <translation>  预测：%1（%2），比值 %3
</translation>
    </message>
    <message>
        <source>  verdict: %1
</source>
        <translation>  结论：%1
</translation>
    </message>
    <message>
        <source>Findings:
</source>
        <translation>发现：
</translation>
    </message>
    <message>
        <source>Cannot tell which nccl-tests program wrote this table; keep the program&apos;s name in the file&apos;s name (all_gather_perf.txt, alltoall_perf.txt, ...).</source>
        <translation>无法判断此表由哪个 nccl-tests 程序生成；请在文件名中保留程序名（all_gather_perf.txt、alltoall_perf.txt 等）。</translation>
    </message>
    <message>
        <source>Column %1 holds &quot;%2&quot; where nccl-tests prints a number.</source>
        <translation>第 %1 列为“%2”，而 nccl-tests 在此处打印数字。</translation>
    </message>
    <message>
        <source>The table&apos;s columns are &quot;%1&quot;; nccl-tests prints &quot;size count type redop root time algbw busbw #wrong time algbw busbw #wrong&quot;.</source>
        <translation>表的列为“%1”；nccl-tests 打印的是“size count type redop root time algbw busbw #wrong time algbw busbw #wrong”。</translation>
    </message>
    <message>
        <source>This row has %1 columns where the table&apos;s header has %2: it is cut short or not nccl-tests&apos; row.</source>
        <translation>此行有 %1 列，而表头有 %2 列：该行被截断，或不是 nccl-tests 的行。</translation>
    </message>
    <message>
        <source>The file ends without nccl-tests&apos; result table (a &quot;#  size  count  type  redop  root time  algbw  busbw ...&quot; header): it is not the output of all_reduce_perf or a sibling.</source>
        <translation>文件结束时没有 nccl-tests 的结果表（表头为“#  size  count  type  redop  root time  algbw  busbw ...”）：这不是 all_reduce_perf 或同类程序的输出。</translation>
    </message>
    <message>
        <source>This is a JSON document (a design?), not nccl-tests output.</source>
        <translation>这是一个 JSON 文档（设计文件？），不是 nccl-tests 的输出。</translation>
    </message>
    <message>
        <source>The result table has no rows.</source>
        <translation>结果表没有数据行。</translation>
    </message>
    <message>
        <source>The table stops without nccl-tests&apos; closing &quot;# Out of bounds values&quot; line: the run was cut short or the file is truncated.</source>
        <translation>表格结束时没有 nccl-tests 的结尾行“# Out of bounds values”：运行被中断或文件被截断。</translation>
    </message>
    <message>
        <source>The output has no &quot;#  Rank N ... on HOST device N [...] GPU&quot; lines, so the hosts and GPUs that ran are unknown; keep nccl-tests&apos; whole output.</source>
        <translation>输出中没有“#  Rank N ... on HOST device N [...] GPU”行，因此无法得知参与运行的主机和 GPU；请保留 nccl-tests 的完整输出。</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>文件为空。</translation>
    </message>
    <message>
        <source>This line holds binary data (byte 0x%1), not text that a benchmark prints.</source>
        <translation>此行包含二进制数据（字节 0x%1），不是基准测试打印的文本。</translation>
    </message>
    <message>
        <source> × %1 GPUs</source>
        <translation> × %1 个 GPU</translation>
    </message>
    <message>
        <source>Pageable host memory is copied through a staging buffer, which PCIe does not bound; run with --memory=pinned.</source>
        <translation>可分页主机内存经由中转缓冲区复制，其速率不受 PCIe 限制；请使用 --memory=pinned 运行。</translation>
    </message>
    <message>
        <source>The design&apos;s GPU has no PCIe generation in the catalog.</source>
        <translation>目录中没有设计所用 GPU 的 PCIe 代数。</translation>
    </message>
    <message>
        <source>PCIe Gen%1 x16 %2 GB/s × %3%4</source>
        <translation>PCIe Gen%1 x16 %2 GB/s × %3%4</translation>
    </message>
    <message>
        <source>The design&apos;s GPU has no memory bandwidth in the catalog.</source>
        <translation>目录中没有设计所用 GPU 的显存带宽。</translation>
    </message>
    <message>
        <source>memory %1 GB/s × %2%3%4</source>
        <translation>显存 %1 GB/s × %2%3%4</translation>
    </message>
    <message>
        <source> ÷ 2 (read and write)</source>
        <translation> ÷ 2（读和写）</translation>
    </message>
    <message>
        <source>The design&apos;s GPU has no scale-up link; the design gives no figure for peer copies over PCIe.</source>
        <translation>设计所用 GPU 没有纵向扩展链路；设计不给出经 PCIe 的 GPU 间复制的预测值。</translation>
    </message>
    <message>
        <source>%1 %2 GB/s per direction × %3</source>
        <translation>%1 每方向 %2 GB/s × %3</translation>
    </message>
    <message>
        <source>The design&apos;s GPU node has no compute network adapter.</source>
        <translation>设计的 GPU 节点没有计算网络适配器。</translation>
    </message>
    <message>
        <source>%1 Gb/s port (%2 GB/s) × %3%4</source>
        <translation>%1 Gb/s 端口（%2 GB/s）× %3%4</translation>
    </message>
    <message>
        <source> × 2 directions</source>
        <translation> × 2 个方向</translation>
    </message>
    <message>
        <source>The design gives no figure for this test.</source>
        <translation>设计不给出此测试的预测值。</translation>
    </message>
    <message>
        <source>Host %1 is not a GPU node of the design.</source>
        <translation>主机 %1 不是设计中的 GPU 节点。</translation>
    </message>
    <message>
        <source>The output names no host and the design&apos;s GPU nodes are not all alike; name the file HOST.%1.txt.</source>
        <translation>输出中没有主机名，而设计的 GPU 节点并不完全相同；请将文件命名为 HOST.%1.txt。</translation>
    </message>
    <message>
        <source>The output names the GPU &quot;%1&quot; where the design has &quot;%2&quot;.</source>
        <translation>输出中的 GPU 为“%1”，而设计中为“%2”。</translation>
    </message>
    <message>
        <source>bandwidthTest ended with &quot;Result = FAIL&quot;: a copy failed; check the GPU&apos;s XID errors and rerun it.</source>
        <translation>bandwidthTest 以“Result = FAIL”结束：有复制失败；请检查该 GPU 的 XID 错误后重新运行。</translation>
    </message>
    <message>
        <source>This is a JSON document (a design?), not a bandwidth benchmark&apos;s output.</source>
        <translation>这是一个 JSON 文档（设计文件？），而不是带宽基准测试的输出。</translation>
    </message>
    <message>
        <source>This is nccl-tests output; give it with --nccl, not --bandwidth.</source>
        <translation>这是 nccl-tests 的输出；请用 --nccl 而不是 --bandwidth 给出。</translation>
    </message>
    <message>
        <source>The file holds nothing that bandwidthTest, nvbandwidth or perftest&apos;s ib_write_bw, ib_read_bw and ib_send_bw print: it is not their output.</source>
        <translation>文件中没有 bandwidthTest、nvbandwidth 或 perftest 的 ib_write_bw、ib_read_bw、ib_send_bw 打印的内容：它不是这些程序的输出。</translation>
    </message>
    <message>
        <source> (%1 Gb/s)</source>
        <translation>（%1 Gb/s）</translation>
    </message>
    <message>
        <source>, predicted %1 (%2), ratio %3</source>
        <translation>，预测 %1（%2），比值 %3</translation>
    </message>
    <message>
        <source>The output stops before bandwidthTest&apos;s closing &quot;Result = PASS&quot; line: the run was cut short or the file is truncated.</source>
        <translation>输出在 bandwidthTest 结尾的“Result = PASS”行之前中断：运行被提前终止或文件被截断。</translation>
    </message>
    <message>
        <source>bandwidthTest printed no result table.</source>
        <translation>bandwidthTest 没有打印结果表。</translation>
    </message>
    <message>
        <source>The table&apos;s header gives no bandwidth unit bandwidthTest prints (Bandwidth(GB/s) or Bandwidth(MB/s)).</source>
        <translation>表头中没有 bandwidthTest 打印的带宽单位（Bandwidth(GB/s) 或 Bandwidth(MB/s)）。</translation>
    </message>
    <message>
        <source>The table follows no &quot;Host to Device Bandwidth&quot;, &quot;Device to Host&quot; or &quot;Device to Device&quot; line, so its direction is unknown.</source>
        <translation>该表前面没有“Host to Device Bandwidth”“Device to Host”或“Device to Device”行，因此方向未知。</translation>
    </message>
    <message>
        <source>This row is not a transfer size and a bandwidth as bandwidthTest prints them.</source>
        <translation>此行不是 bandwidthTest 打印的传输大小和带宽。</translation>
    </message>
    <message>
        <source>The matrix of %1 is not closed by nvbandwidth&apos;s &quot;SUM&quot; line: the run was cut short or the file is truncated.</source>
        <translation>%1 的矩阵没有以 nvbandwidth 的“SUM”行结束：运行被提前终止或文件被截断。</translation>
    </message>
    <message>
        <source>nvbandwidth printed no bandwidth matrix.</source>
        <translation>nvbandwidth 没有打印带宽矩阵。</translation>
    </message>
    <message>
        <source>This matrix follows no &quot;Running TESTCASE.&quot; line, so its test is unknown.</source>
        <translation>此矩阵前面没有“Running TESTCASE.”行，因此测试项未知。</translation>
    </message>
    <message>
        <source>The matrix has no line of column numbers.</source>
        <translation>矩阵没有列号行。</translation>
    </message>
    <message>
        <source>This row has %1 value(s) where the matrix has %2 column(s).</source>
        <translation>此行有 %1 个值，而矩阵有 %2 列。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a bandwidth.</source>
        <translation>“%1”不是带宽值。</translation>
    </message>
    <message>
        <source>The matrix is not closed by nvbandwidth&apos;s &quot;SUM %1 TOTAL&quot; line.</source>
        <translation>矩阵没有以 nvbandwidth 的“SUM %1 TOTAL”行结束。</translation>
    </message>
    <message>
        <source>The file ends without perftest&apos;s result table (a &quot;#bytes #iterations BW peak[...] BW average[...]&quot; header).</source>
        <translation>文件结束时没有 perftest 的结果表（“#bytes #iterations BW peak[...] BW average[...]”表头）。</translation>
    </message>
    <message>
        <source>The table stops without perftest&apos;s closing dashed line: the run was cut short or the file is truncated.</source>
        <translation>表格在 perftest 结尾的虚线之前中断：运行被提前终止或文件被截断。</translation>
    </message>
    <message>
        <source>The table&apos;s header is not perftest&apos;s: it needs #bytes first and a BW average in MB/sec, MiB/sec or Gb/sec.</source>
        <translation>表头不是 perftest 的格式：第一列须为 #bytes，且须有以 MB/sec、MiB/sec 或 Gb/sec 为单位的 BW average。</translation>
    </message>
    <message>
        <source>This row does not fit perftest&apos;s header: %1 column(s) of numbers expected.</source>
        <translation>此行与 perftest 的表头不符：应为 %1 列数字。</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>未通过</translation>
    </message>
    <message>
        <source>not judged</source>
        <translation>未评判</translation>
    </message>
    <message>
        <source>not modelled</source>
        <translation>未建模</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>进程数</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>主机数</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>消息大小</translation>
    </message>
    <message>
        <source>Bus GB/s</source>
        <translation>总线带宽 GB/s</translation>
    </message>
    <message>
        <source>In place</source>
        <translation>原地</translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation>预测</translation>
    </message>
    <message>
        <source>Ratio</source>
        <translation>比值</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Measured GB/s</source>
        <translation>实测 GB/s</translation>
    </message>
</context>
<context>
    <name>CostOptionText</name>
    <message>
        <source>Build</source>
        <translation>自建</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>云</translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation>混合</translation>
    </message>
    <message>
        <source>B</source>
        <translation>自</translation>
    </message>
    <message>
        <source>C</source>
        <translation>云</translation>
    </message>
    <message>
        <source>H</source>
        <translation>混</translation>
    </message>
</context>
<context>
    <name>CostGroupText</name>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能源</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>空间</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>支持服务</translation>
    </message>
    <message>
        <source>Staff &amp; licences</source>
        <translation>人员与许可证</translation>
    </message>
    <message>
        <source>Cloud compute</source>
        <translation>云计算</translation>
    </message>
    <message>
        <source>Cloud storage &amp; egress</source>
        <translation>云存储与出口流量</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>残值</translation>
    </message>
</context>
<context>
    <name>DesignFileText</name>
    <message>
        <source>The file cannot be written: %1.</source>
        <translation>无法写入文件：%1。</translation>
    </message>
    <message>
        <source>Writing the file failed: %1. The previous file is unchanged.</source>
        <translation>写入文件失败：%1。原文件保持不变。</translation>
    </message>
    <message>
        <source>Saving the file failed: %1. The previous file is unchanged.</source>
        <translation>保存文件失败：%1。原文件保持不变。</translation>
    </message>
    <message>
        <source>The JSON is nested deeper than %1 levels; this is not a design file.</source>
        <translation>JSON 嵌套深度超过 %1 层；这不是设计文件。</translation>
    </message>
    <message>
        <source>The file holds a text value longer than %1 bytes; this is not a design file.</source>
        <translation>文件中有长度超过 %1 字节的文本值；这不是设计文件。</translation>
    </message>
    <message>
        <source>A design file is a JSON object { ... }.</source>
        <translation>设计文件必须是 JSON 对象 { ... }。</translation>
    </message>
    <message>
        <source>This is not a Clustersmith design: &quot;format&quot; must be &quot;%1&quot;.</source>
        <translation>这不是 Clustersmith 设计：&quot;format&quot; 必须为 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>The format version must be a whole number.</source>
        <translation>格式版本必须是整数。</translation>
    </message>
    <message>
        <source>The file was written by a newer Clustersmith (%1, format version %2); this one reads up to format version %3. Update Clustersmith to open it.</source>
        <translation>该文件由更新版本的 Clustersmith 写入（%1，格式版本 %2）；当前版本最高可读取格式版本 %3。请升级 Clustersmith 后再打开。</translation>
    </message>
    <message>
        <source>unknown version</source>
        <translation>未知版本</translation>
    </message>
    <message>
        <source>Format version %1 does not exist.</source>
        <translation>格式版本 %1 不存在。</translation>
    </message>
    <message>
        <source>The file is %1 MiB; design files are limited to %2 MiB.</source>
        <translation>文件大小为 %1 MiB；设计文件上限为 %2 MiB。</translation>
    </message>
    <message>
        <source>The file is not valid JSON (byte %1): %2</source>
        <translation>文件不是有效的 JSON（第 %1 字节）：%2</translation>
    </message>
    <message>
        <source>The file holds a number too large to represent: %1</source>
        <translation>文件中有无法表示的过大数值：%1</translation>
    </message>
    <message>
        <source>The file could not be read: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>The file is too large to read into memory.</source>
        <translation>文件过大，无法读入内存。</translation>
    </message>
    <message>
        <source>The file cannot be opened: %1.</source>
        <translation>无法打开文件：%1。</translation>
    </message>
    <message>
        <source>The Clustersmith version that wrote the file is text, e.g. &quot;0.1.0&quot;.</source>
        <translation>写入此文件的 Clustersmith 版本须为文本，例如 &quot;0.1.0&quot;。</translation>
    </message>
</context>
<context>
    <name>DesignText</name>
    <message>
        <source>The part &quot;%1&quot; in %2 is not in the design&apos;s catalog snapshot; add the part or pick another.</source>
        <translation>%2 中的部件 &quot;%1&quot; 不在设计的目录快照中；请添加该部件或另选部件。</translation>
    </message>
    <message>
        <source>The part &quot;%1&quot; in %2 is a %3, but a %4 is needed here.</source>
        <translation>%2 中的部件 &quot;%1&quot; 是 %3，但此处需要 %4。</translation>
    </message>
    <message>
        <source>The device&apos;s part &quot;%1&quot; is not in the design&apos;s catalog snapshot; add the part or pick another.</source>
        <translation>设备的部件 &quot;%1&quot; 不在设计的目录快照中；请添加该部件或另选部件。</translation>
    </message>
    <message>
        <source>The part &quot;%1&quot; is a %2, which is not mounted as a device of its own; use a server, switch, storage, PDU or cooling part.</source>
        <translation>部件 &quot;%1&quot; 是 %2，不能单独作为设备安装；请使用服务器、交换机、存储、PDU 或制冷部件。</translation>
    </message>
    <message>
        <source>Row %1 refers to room %2, which does not exist.</source>
        <translation>机柜列 %1 引用的机房 %2 不存在。</translation>
    </message>
    <message>
        <source>Row %1 needs a positive slot pitch and a slot count of zero or more.</source>
        <translation>机柜列 %1 需要正的位间距，以及零或更多的机位数。</translation>
    </message>
    <message>
        <source>Rack &quot;%1&quot; stands in row %2, which does not exist.</source>
        <translation>机柜 &quot;%1&quot; 所在的机柜列 %2 不存在。</translation>
    </message>
    <message>
        <source>Rack &quot;%1&quot; is at slot %2, outside row &quot;%3&quot; (slotCount 0 to %4).</source>
        <translation>机柜 &quot;%1&quot; 位于机位 %2，超出机柜列 &quot;%3&quot; 的范围（slotCount 0 至 %4）。</translation>
    </message>
    <message>
        <source>Racks &quot;%1&quot; and &quot;%2&quot; cannot share slot %3 of row &quot;%4&quot;; move one of them.</source>
        <translation>机柜 &quot;%1&quot; 和 &quot;%2&quot; 不能共用机柜列 &quot;%4&quot; 的机位 %3；请移走其中一个。</translation>
    </message>
    <message>
        <source>Rack &quot;%1&quot; needs a power budget of zero or more kW.</source>
        <translation>机柜 &quot;%1&quot; 的功率预算必须为零或更多 kW。</translation>
    </message>
    <message>
        <source>Rack %1 does not exist.</source>
        <translation>机柜 %1 不存在。</translation>
    </message>
    <message>
        <source>Device &quot;%1&quot; would stick out of the new rack model; move it down first.</source>
        <translation>设备 &quot;%1&quot; 会超出新机柜型号的范围；请先将其下移。</translation>
    </message>
    <message>
        <source>Device &quot;%1&quot; is placed in rack %2, which does not exist.</source>
        <translation>设备 &quot;%1&quot; 所在的机柜 %2 不存在。</translation>
    </message>
    <message>
        <source>Device &quot;%1&quot; is a 0U part; mount it at U 0 (the side rails).</source>
        <translation>设备 &quot;%1&quot; 是 0U 部件；请安装在 U 0（侧轨）。</translation>
    </message>
    <message>
        <source>Device &quot;%1&quot; (%2U) at U%3 does not fit rack &quot;%4&quot; (U1 to U%5).</source>
        <translation>设备 &quot;%1&quot;（%2U）在 U%3 处无法装入机柜 &quot;%4&quot;（U1 至 U%5）。</translation>
    </message>
    <message>
        <source>Device &quot;%1&quot; at U%2 would overlap &quot;%3&quot; at U%4 in rack &quot;%5&quot;; pick free rack units.</source>
        <translation>设备 &quot;%1&quot; 在 U%2 处将与机柜 &quot;%5&quot; 中 U%4 处的 &quot;%3&quot; 重叠；请选择空闲的 U 位。</translation>
    </message>
    <message>
        <source>Device &quot;%1&quot; has a negative count or size in its configuration; use zero or more.</source>
        <translation>设备 &quot;%1&quot; 的配置中有负的数量或容量；请使用零或更多。</translation>
    </message>
    <message>
        <source>Device &quot;%1&quot; takes at most %2 GPUs, not %3.</source>
        <translation>设备 &quot;%1&quot; 最多容纳 %2 个 GPU，而不是 %3 个。</translation>
    </message>
    <message>
        <source>Device &quot;%1&quot; has a negative NIC count.</source>
        <translation>设备 &quot;%1&quot; 的网卡数量为负数。</translation>
    </message>
    <message>
        <source>Device &quot;%1&quot; is on feed &quot;%2&quot;; use A or B.</source>
        <translation>设备 &quot;%1&quot; 接在供电路 &quot;%2&quot; 上；请使用 A 或 B。</translation>
    </message>
    <message>
        <source>Device %1 does not exist.</source>
        <translation>设备 %1 不存在。</translation>
    </message>
    <message>
        <source>Device &quot;%1&quot; would lose port %2, which carries a link; remove the link first.</source>
        <translation>设备 &quot;%1&quot; 将失去承载链路的端口 %2；请先删除该链路。</translation>
    </message>
    <message>
        <source>Fabric %1 does not exist.</source>
        <translation>网络 %1 不存在。</translation>
    </message>
    <message>
        <source>Storage system %1 or its device %2 does not exist.</source>
        <translation>存储系统 %1 或其设备 %2 不存在。</translation>
    </message>
    <message>
        <source>Entities put into a design need their ids.</source>
        <translation>放入设计的实体需要有 ID。</translation>
    </message>
    <message>
        <source>Row &quot;%1&quot; cannot shrink to %2 slots: %3 stands at slot %4; move it first.</source>
        <translation>机柜列 &quot;%1&quot; 不能缩减到 %2 个机位：%3 位于机位 %4；请先移走它。</translation>
    </message>
    <message>
        <source>rack &quot;%1&quot;</source>
        <translation>机柜 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>cooling unit &quot;%1&quot;</source>
        <translation>制冷单元 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Row %1 does not exist.</source>
        <translation>机柜列 %1 不存在。</translation>
    </message>
    <message>
        <source>Fabric &quot;%1&quot; needs an oversubscription target of 1 or more.</source>
        <translation>网络 &quot;%1&quot; 的收敛比目标必须为 1 或更大。</translation>
    </message>
    <message>
        <source>Cooling unit %1 does not exist.</source>
        <translation>制冷单元 %1 不存在。</translation>
    </message>
    <message>
        <source>The part &quot;%1&quot; is still used in the design; remove what uses it first.</source>
        <translation>部件 &quot;%1&quot; 仍在设计中使用；请先删除使用它的内容。</translation>
    </message>
    <message>
        <source>Two %1 entries share the id %2; ids must be unique.</source>
        <translation>两个 %1 条目共用 ID %2；ID 必须唯一。</translation>
    </message>
    <message>
        <source>Fabric &quot;%1&quot; lists switch %2 twice; a switch sits on one tier.</source>
        <translation>网络 &quot;%1&quot; 两次列出交换机 %2；一台交换机只属于一个层级。</translation>
    </message>
    <message>
        <source>Fabric &quot;%1&quot; lists switch %2, which does not exist.</source>
        <translation>网络 &quot;%1&quot; 列出的交换机 %2 不存在。</translation>
    </message>
    <message>
        <source>Switch &quot;%1&quot; in fabric &quot;%2&quot; is on tier %3; tiers are 1 (leaf), 2 (spine) and 3 (core).</source>
        <translation>网络 &quot;%2&quot; 中的交换机 &quot;%1&quot; 位于第 %3 层；层级为 1（叶）、2（脊）和 3（核心）。</translation>
    </message>
    <message>
        <source>A link&apos;s %1 end names device %2, which does not exist.</source>
        <translation>链路的 %1 端指定的设备 %2 不存在。</translation>
    </message>
    <message>
        <source>Device &quot;%1&quot; has ports 0 to %2; port %3 does not exist.</source>
        <translation>设备 &quot;%1&quot; 的端口为 0 至 %2；端口 %3 不存在。</translation>
    </message>
    <message>
        <source>Port %1 of device &quot;%2&quot; already carries a link; a port carries one link.</source>
        <translation>设备 &quot;%2&quot; 的端口 %1 已承载一条链路；一个端口只能承载一条链路。</translation>
    </message>
    <message>
        <source>Link %1 needs a length of zero or more metres.</source>
        <translation>链路 %1 的长度必须为零或更多米。</translation>
    </message>
    <message>
        <source>Link %1 belongs to fabric %2, which does not exist.</source>
        <translation>链路 %1 所属的网络 %2 不存在。</translation>
    </message>
    <message>
        <source>Link %1 connects a port to itself.</source>
        <translation>链路 %1 将端口连接到了自身。</translation>
    </message>
    <message>
        <source>Link %1 does not exist.</source>
        <translation>链路 %1 不存在。</translation>
    </message>
    <message>
        <source>Link %1 keeps its fabric and ports; remove it and add a new link to connect other ports.</source>
        <translation>链路 %1 的网络和端口保持不变；如需连接其他端口，请删除它并添加新链路。</translation>
    </message>
    <message>
        <source>Storage system &quot;%1&quot; lists device %2, which does not exist.</source>
        <translation>存储系统 &quot;%1&quot; 列出的设备 %2 不存在。</translation>
    </message>
    <message>
        <source>Cooling unit &quot;%1&quot; is attached to rack %2, which does not exist.</source>
        <translation>制冷单元 &quot;%1&quot; 所附的机柜 %2 不存在。</translation>
    </message>
    <message>
        <source>Cooling unit &quot;%1&quot; stands in row %2, which does not exist.</source>
        <translation>制冷单元 &quot;%1&quot; 所在的机柜列 %2 不存在。</translation>
    </message>
    <message>
        <source>Storage system %1 does not exist.</source>
        <translation>存储系统 %1 不存在。</translation>
    </message>
</context>
<context>
    <name>DeviceCommandText</name>
    <message>
        <source>Add %1</source>
        <translation>添加 %1</translation>
    </message>
    <message>
        <source>Move device</source>
        <translation>移动设备</translation>
    </message>
    <message>
        <source>Delete device</source>
        <translation>删除设备</translation>
    </message>
    <message>
        <source>Change configuration</source>
        <translation>更改配置</translation>
    </message>
    <message>
        <source>Device %1 does not exist.</source>
        <translation>设备 %1 不存在。</translation>
    </message>
    <message>
        <source>Rename device</source>
        <translation>重命名设备</translation>
    </message>
    <message numerus="yes">
        <source>Move %n devices</source>
        <translation>
            <numerusform>移动 %n 台设备</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n devices</source>
        <translation>
            <numerusform>删除 %n 台设备</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EmptyViewText</name>
    <message>
        <source>No racks yet. Drag a rack from the catalog onto a row in the Floor tab, then servers, switches and PDUs from the catalog into it here.</source>
        <translation>还没有机柜。请在“机房”标签页中把目录里的机柜拖到一排的空位上，再把服务器、交换机和 PDU 从目录拖进这里的机柜。</translation>
    </message>
    <message>
        <source>Drag servers, switches, storage and PDUs from the catalog into a rack.</source>
        <translation>把服务器、交换机、存储和 PDU 从目录拖进机柜。</translation>
    </message>
    <message>
        <source>This design has no room or row to stand racks in; start from File → New or the wizard.</source>
        <translation>此设计没有可放置机柜的机房或机柜排；请从“文件 → 新建”或向导开始。</translation>
    </message>
    <message>
        <source>Drag a rack from the catalog onto a row slot here.</source>
        <translation>把目录里的机柜拖到这里一排的空位上。</translation>
    </message>
    <message>
        <source>No fabric yet. New fabric ▸ Compute, then Connect and drag from a node to a switch.</source>
        <translation>还没有网络。选择“新建网络 ▸ 算力”，再打开“连接”，从节点拖到交换机。</translation>
    </message>
    <message>
        <source>Nothing cabled in this fabric yet. Turn on Connect and drag from a node to a switch.</source>
        <translation>此网络还没有接线。打开“连接”，从节点拖到交换机。</translation>
    </message>
</context>
<context>
    <name>EntityCommandText</name>
    <message>
        <source>Add rack %1</source>
        <translation>添加机柜 %1</translation>
    </message>
    <message>
        <source>Connect ports</source>
        <translation>连接端口</translation>
    </message>
    <message>
        <source>Delete rack</source>
        <translation>删除机柜</translation>
    </message>
    <message>
        <source>Delete link</source>
        <translation>删除链路</translation>
    </message>
    <message>
        <source>Delete cooling unit</source>
        <translation>删除制冷单元</translation>
    </message>
    <message>
        <source>Attach %1</source>
        <translation>附加 %1</translation>
    </message>
    <message>
        <source>Drop the cooling unit onto a rack.</source>
        <translation>请将制冷单元拖放到机柜上。</translation>
    </message>
    <message>
        <source>Change assumptions</source>
        <translation>更改假设</translation>
    </message>
    <message>
        <source>Change facility assumptions</source>
        <translation>更改设施假设</translation>
    </message>
    <message>
        <source>The PUE must lie between 1 and 5.</source>
        <translation>PUE 必须在 1 到 5 之间。</translation>
    </message>
    <message>
        <source>The electricity price must lie between 0 and 100 per kWh.</source>
        <translation>电价必须在每 kWh 0 到 100 之间。</translation>
    </message>
    <message>
        <source>The currency needs a three-letter ISO 4217 code such as USD or CNY.</source>
        <translation>币种需要三个字母的 ISO 4217 代码，例如 USD 或 CNY。</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n racks</source>
        <translation>
            <numerusform>删除 %n 个机柜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n links</source>
        <translation>
            <numerusform>删除 %n 条链路</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EvaluationText</name>
    <message>
        <source>          %1 × %2
</source>
        <translation>          %1 × %2
</translation>
    </message>
    <message>
        <source>Balance   host RAM %1× GPU memory, %2 CPU cores per GPU, %3 Gb/s per GPU into the fabric
Storage   %4 TB, %5 GB/s read (%6 GB/s per GPU)
</source>
        <translation>均衡      主机内存为 GPU 显存的 %1 倍，每 GPU %2 个 CPU 核，每 GPU 接入网络 %3 Gb/s
存储      %4 TB，读取 %5 GB/s（每 GPU %6 GB/s）
</translation>
    </message>
    <message>
        <source>Findings  none
</source>
        <translation>检查结果  无
</translation>
    </message>
    <message>
        <source>Findings
</source>
        <translation>检查结果
</translation>
    </message>
    <message>
        <source>Design: %1

</source>
        <translation>设计：%1

</translation>
    </message>
    <message numerus="yes">
        <source>Compute   %1 GPUs in %n nodes, %2 GB of GPU memory
</source>
        <translation>
            <numerusform>计算      %n 个节点中共 %1 个 GPU，GPU 显存 %2 GB
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>          peak dense %1 PFLOPS BF16, %2 FP8, %3 FP64; scale-up domain %n GPUs
</source>
        <translation>
            <numerusform>          稠密峰值 BF16 %1 PFLOPS，FP8 %2，FP64 %3；纵向扩展域 %n 个 GPU
</numerusform>
        </translation>
    </message>
    <message>
        <source>Network   %1 (%2, %3): %4; %5; oversubscription %6:1; bisection %7 Gb/s; %8; %9
</source>
        <translation>网络      %1（%2，%3）：%4；%5；收敛比 %6:1；对分带宽 %7 Gb/s；%8；%9
</translation>
    </message>
    <message numerus="yes">
        <source>%n endpoints</source>
        <translation>
            <numerusform>%n 个端点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hops</source>
        <translation>
            <numerusform>%n 跳</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n links</source>
        <translation>
            <numerusform>%n 条链路</numerusform>
        </translation>
    </message>
    <message>
        <source>Power     IT %1 kW peak, %2 kW typical; facility %3 kW at PUE %4
Cooling   %5 kW = %6 BTU/h = %7 tons; %8 kW to liquid
Space     %9, %10 U used, %11 U free, %12 m² of floor
Headroom  %13 more nodes before a new fabric tier; %14 kW of rack power, %15 kW of rack cooling
</source>
        <translation>电力      IT 峰值 %1 kW，典型 %2 kW；PUE %4 时设施 %3 kW
制冷      %5 kW = %6 BTU/h = %7 冷吨；液冷 %8 kW
空间      %9，已用 %10 U，空闲 %11 U，占地 %12 m²
余量      新增网络层级前还可增加 %13 个节点；机柜电力余量 %14 kW，机柜制冷余量 %15 kW
</translation>
    </message>
    <message numerus="yes">
        <source>%n racks</source>
        <translation>
            <numerusform>%n 个机柜</numerusform>
        </translation>
    </message>
    <message>
        <source>Workload  %1: no training plan runs on this design
          %2 plans evaluated, %3 do not fit in GPU memory
</source>
        <translation>工作负载  %1：该设计上没有可运行的训练方案
          评估了 %2 种方案，其中 %3 种放不进 GPU 显存
</translation>
    </message>
    <message>
        <source>Workload  %1: %2 days at %3 tokens/s, MFU %4%, with %5
          bound by %6: of a %7 s step, compute %8 s, exposed communication %9 s, pipeline bubble %10 s
</source>
        <translation>工作负载  %1：%2 天，每秒 %3 个 token，MFU %4%，方案 %5
          受限于%6：每步 %7 s 中，计算 %8 s，未隐藏的通信 %9 s，流水线气泡 %10 s
</translation>
    </message>
    <message>
        <source>Workload  %1: no serving plan fits and meets its latency
          the best tried: %2 ms per token, bound by %3
</source>
        <translation>工作负载  %1：没有放得下且满足延迟的推理方案
          试过的最佳方案：每个 token %2 ms，受限于%3
</translation>
    </message>
    <message>
        <source>Workload  %1: %2 output tokens/s with tp %3 · pp %4 × %5 replicas
          first token %6 ms, %7 ms per token, batch %8; bound by %9
</source>
        <translation>工作负载  %1：每秒输出 %2 个 token，tp %3 · pp %4 × %5 个副本
          首 token %6 ms，每个 token %7 ms，批大小 %8；受限于%9
</translation>
    </message>
    <message>
        <source>Workload  %1: the performance model cannot run
          %2
</source>
        <translation>工作负载  %1：性能模型无法运行
          %2
</translation>
    </message>
    <message>
        <source>          expected scaling efficiency %1% → %2 PFLOPS BF16 effective (a generic estimate; give the design a workload for the performance model&apos;s figure)
</source>
        <translation>          预期扩展效率 %1% → 有效 BF16 %2 PFLOPS（通用估算；为设计添加工作负载即可得到性能模型的数值）
</translation>
    </message>
    <message>
        <source>          scaling efficiency %1% → %2 PFLOPS BF16 achieved (performance model for %3, MFU %4%)
</source>
        <translation>          扩展效率 %1% → 实际 BF16 %2 PFLOPS（性能模型，工作负载 %3，MFU %4%）
</translation>
    </message>
    <message>
        <source>Workload  %1: %2 days on %3 GPUs, bound by %4
          %5 per GPU sustained, %6% of its peak%7
</source>
        <translation>工作负载  %1：%3 个 GPU 需 %2 天，受限于%4
          每 GPU 持续 %5，为峰值的 %6%%7
</translation>
    </message>
    <message>
        <source> (the model&apos;s default share)</source>
        <translation>（模型的默认比例）</translation>
    </message>
    <message>
        <source>Workload  %1: %2 days on %3 GPUs at %4 %5/s
          measured %6 %5/s per GPU, scaling efficiency %7%
</source>
        <translation>工作负载  %1：%3 个 GPU 以 %4 %5/秒 需 %2 天
          实测每 GPU %6 %5/秒，扩展效率 %7%
</translation>
    </message>
    <message>
        <source>Network   compute planes together (%1): %2; bisection %3 Gb/s; %4
</source>
        <translation>网络      计算平面合计（%1）：%2；对分带宽 %3 Gb/s；%4
</translation>
    </message>
    <message numerus="yes">
        <source>%n fabrics</source>
        <translation>
            <numerusform>%n 套网络</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n switches</source>
        <translation>
            <numerusform>%n 台交换机</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Part ID</source>
        <translation>部件 ID</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>Part number</source>
        <translation>部件号</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Extended price</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>估算</translation>
    </message>
    <message>
        <source>%1 (beyond the server&apos;s default configuration)</source>
        <translation>%1（超出服务器默认配置）</translation>
    </message>
    <message>
        <source>%1 (default part not fitted: a credit)</source>
        <translation>%1（未安装默认部件：抵扣）</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>GPU servers</source>
        <translation>GPU 服务器</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Network adapters</source>
        <translation>网卡</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Power distribution</source>
        <translation>配电</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>制冷</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <source>Subtotal: %1</source>
        <translation>小计：%1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Cabling plan</source>
        <translation>布线表</translation>
    </message>
    <message>
        <source>Cable ID</source>
        <translation>线缆 ID</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>From rack</source>
        <translation>起始机柜</translation>
    </message>
    <message>
        <source>From U</source>
        <translation>起始 U 位</translation>
    </message>
    <message>
        <source>From device</source>
        <translation>起始设备</translation>
    </message>
    <message>
        <source>From port</source>
        <translation>起始端口</translation>
    </message>
    <message>
        <source>To rack</source>
        <translation>目标机柜</translation>
    </message>
    <message>
        <source>To U</source>
        <translation>目标 U 位</translation>
    </message>
    <message>
        <source>To device</source>
        <translation>目标设备</translation>
    </message>
    <message>
        <source>To port</source>
        <translation>目标端口</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>Transceiver (from)</source>
        <translation>光模块（起始）</translation>
    </message>
    <message>
        <source>Transceiver (to)</source>
        <translation>光模块（目标）</translation>
    </message>
    <message>
        <source>Length (m)</source>
        <translation>长度 (m)</translation>
    </message>
    <message>
        <source>The sheet &quot;%1&quot; has %2 rows; a workbook sheet holds at most %3. Export it as CSV instead.</source>
        <translation>工作表“%1”有 %2 行，而工作簿的一个工作表最多容纳 %3 行。请改为导出 CSV。</translation>
    </message>
    <message>
        <source>The sheet &quot;%1&quot; has %2 columns; a workbook sheet holds at most %3.</source>
        <translation>工作表“%1”有 %2 列，而工作簿的一个工作表最多容纳 %3 列。</translation>
    </message>
    <message>
        <source>The workbook would reach 4 GiB, more than an Excel file holds. Export it as CSV instead.</source>
        <translation>工作簿将达到 4 GiB，超出 Excel 文件的容量。请改为导出 CSV。</translation>
    </message>
    <message>
        <source>The folder %1 cannot be created.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; as %2</source>
        <translation>“%1”改为 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n device name(s) are not valid or unique host names; the Slurm files call them: %1.</source>
        <translation>
            <numerusform>有 %n 个设备名称不是有效或唯一的主机名；Slurm 文件中改名为：%1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n device name(s) are not valid or unique host names; the Kubernetes manifests call them: %1.</source>
        <translation>
            <numerusform>有 %n 个设备名称不是有效或唯一的主机名；Kubernetes 清单中改名为：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU temperature</source>
        <translation>GPU 温度</translation>
    </message>
    <message>
        <source>above %1 °C</source>
        <translation>高于 %1 °C</translation>
    </message>
    <message>
        <source>The guides&apos; alarm point: once a GPU passes it, look closely (GPU server guide, operations).</source>
        <translation>指南给出的告警点：GPU 温度一旦超过它就要重点关注（GPU 服务器指南，运维管理）。</translation>
    </message>
    <message>
        <source>GPU power draw</source>
        <translation>GPU 功耗</translation>
    </message>
    <message>
        <source>above %1% of the GPU&apos;s TDP</source>
        <translation>高于 GPU TDP 的 %1%</translation>
    </message>
    <message>
        <source>An assumption: close enough to the power cap to throttle, far enough from normal peaks.</source>
        <translation>假设值：已接近功耗上限、可能降频，又与正常峰值保持距离。</translation>
    </message>
    <message>
        <source>A node&apos;s GPU power against its power supplies</source>
        <translation>节点 GPU 功耗与其电源容量</translation>
    </message>
    <message>
        <source>GPUs plus the rest of the node at its peak above %1% of what the supplies carry with the redundant ones failed</source>
        <translation>GPU 加上节点其余部件的峰值，超过冗余电源失效后电源可承载功率的 %1%</translation>
    </message>
    <message>
        <source>An assumption, after the guides&apos; warning that a supply that cannot keep up reboots the node.</source>
        <translation>假设值，依据指南的提醒：电源跟不上，节点就会重启。</translation>
    </message>
    <message>
        <source>XID errors (GPU faults the driver reports)</source>
        <translation>XID 错误（驱动报告的 GPU 故障）</translation>
    </message>
    <message>
        <source>any XID error</source>
        <translation>任何 XID 错误</translation>
    </message>
    <message>
        <source>Every XID is the driver&apos;s record of a GPU fault; the alert&apos;s value is the last XID.</source>
        <translation>每个 XID 都是驱动记录的一次 GPU 故障；告警值为最近一次的 XID。</translation>
    </message>
    <message>
        <source>NVLink replay and recovery errors</source>
        <translation>NVLink 重放与恢复错误</translation>
    </message>
    <message>
        <source>any in 5 minutes</source>
        <translation>5 分钟内出现任何一次</translation>
    </message>
    <message>
        <source>DCGM&apos;s limit DCGM_LIMIT_MAX_NVLINK_ERROR (NVIDIA DCGM, dcgm_gpu_hardware_limits.h).</source>
        <translation>DCGM 的限值 DCGM_LIMIT_MAX_NVLINK_ERROR（NVIDIA DCGM，dcgm_gpu_hardware_limits.h）。</translation>
    </message>
    <message>
        <source>NVLink CRC flit errors</source>
        <translation>NVLink CRC flit 错误</translation>
    </message>
    <message>
        <source>above %1 per second</source>
        <translation>每秒超过 %1 次</translation>
    </message>
    <message>
        <source>DCGM&apos;s limit DCGM_LIMIT_MAX_NVLINK_CRC_ERROR (NVIDIA DCGM).</source>
        <translation>DCGM 的限值 DCGM_LIMIT_MAX_NVLINK_CRC_ERROR（NVIDIA DCGM）。</translation>
    </message>
    <message>
        <source>PCIe replays</source>
        <translation>PCIe 重放</translation>
    </message>
    <message>
        <source>above %1 per minute</source>
        <translation>每分钟超过 %1 次</translation>
    </message>
    <message>
        <source>DCGM&apos;s limit DCGM_LIMIT_MAX_PCIREPLAY_RATE (NVIDIA DCGM).</source>
        <translation>DCGM 的限值 DCGM_LIMIT_MAX_PCIREPLAY_RATE（NVIDIA DCGM）。</translation>
    </message>
    <message>
        <source>Uncorrectable (double-bit) ECC errors</source>
        <translation>不可纠正（双比特）ECC 错误</translation>
    </message>
    <message>
        <source>An uncorrectable error corrupts data: one is too many.</source>
        <translation>不可纠正的错误会损坏数据：一次也不能放过。</translation>
    </message>
    <message>
        <source>GPU memory row remapping</source>
        <translation>GPU 显存行重映射</translation>
    </message>
    <message>
        <source>any failed remap</source>
        <translation>任何一次重映射失败</translation>
    </message>
    <message>
        <source>A failed remap leaves bad memory in use: the GPU needs replacing.</source>
        <translation>重映射失败意味着坏的显存仍在使用：需要更换 GPU。</translation>
    </message>
    <message>
        <source>The GPUs a node reports</source>
        <translation>节点上报的 GPU 数量</translation>
    </message>
    <message>
        <source>fewer than the design gives the node</source>
        <translation>少于设计中该节点的 GPU 数</translation>
    </message>
    <message>
        <source>A GPU that falls off the bus stops reporting; the design states how many each node has.</source>
        <translation>掉卡的 GPU 不再上报；设计给出了每个节点应有的数量。</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>严重</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
</context>
<context>
    <name>FabricCommandText</name>
    <message>
        <source>New fabric %1</source>
        <translation>新建网络 %1</translation>
    </message>
</context>
<context>
    <name>FabricText</name>
    <message>
        <source>%1 : 1 oversubscribed</source>
        <translation>%1 : 1 收敛</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>Leaf</source>
        <translation>叶层</translation>
    </message>
    <message>
        <source>Spine</source>
        <translation>脊层</translation>
    </message>
    <message>
        <source>Core</source>
        <translation>核心层</translation>
    </message>
    <message>
        <source>Drag from one device to another to connect them.</source>
        <translation>从一台设备拖到另一台设备即可连接它们。</translation>
    </message>
    <message>
        <source>Double-click &quot;%1&quot; to show its devices, then connect one of them.</source>
        <translation>双击 &quot;%1&quot; 显示其设备，然后连接其中一台。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; and &quot;%2&quot; have no free ports of the same protocol and speed for fabric &quot;%3&quot;.</source>
        <translation>&quot;%1&quot; 和 &quot;%2&quot; 没有可用于网络 &quot;%3&quot; 的同协议、同速率空闲端口。</translation>
    </message>
    <message>
        <source>Mount &quot;%1&quot; and &quot;%2&quot; in racks on the floor first, so that the cable length can be worked out.</source>
        <translation>请先将 &quot;%1&quot; 和 &quot;%2&quot; 安装到机房中的机柜里，以便计算线缆长度。</translation>
    </message>
    <message>
        <source>No cable in the catalog reaches %1 m between &quot;%2&quot; and &quot;%3&quot;; add one to the catalog.</source>
        <translation>目录中没有能在 &quot;%2&quot; 与 &quot;%3&quot; 之间达到 %1 m 的线缆；请在目录中添加一种。</translation>
    </message>
    <message>
        <source>%1 Gb/s: %2 port %3 (%4) to %5 port %6 (%7)</source>
        <translation>%1 Gb/s：%2 端口 %3（%4）至 %5 端口 %6（%7）</translation>
    </message>
    <message numerus="yes">
        <source>%Ln devices not connected</source>
        <translation>
            <numerusform>%Ln 台未连接的设备</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln nodes</source>
        <translation>
            <numerusform>%Ln 个节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln leaves</source>
        <translation>
            <numerusform>%Ln 台叶交换机</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln spines</source>
        <translation>
            <numerusform>%Ln 台脊交换机</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln core switches</source>
        <translation>
            <numerusform>%Ln 台核心交换机</numerusform>
        </translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>non-blocking (1:1)</source>
        <translation>无阻塞 (1:1)</translation>
    </message>
    <message numerus="yes">
        <source>All %n ports</source>
        <translation>
            <numerusform>全部 %n 个端口</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ports</source>
        <translation>
            <numerusform>%n 个端口</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connect %n ports</source>
        <translation>
            <numerusform>连接 %n 个端口</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FieldText</name>
    <message>
        <source>The scaling range must end above where it starts.</source>
        <translation>缩放范围的终点必须大于起点。</translation>
    </message>
    <message>
        <source>An object of parts keyed by id is expected here.</source>
        <translation>此处应为以 id 为键的部件对象。</translation>
    </message>
    <message>
        <source>The design embeds %1 parts; at most %2 are accepted.</source>
        <translation>该设计内嵌了 %1 个部件；最多接受 %2 个。</translation>
    </message>
    <message>
        <source>The part&apos;s id must equal its key.</source>
        <translation>部件的 id 必须与其键相同。</translation>
    </message>
    <message>
        <source>An object { ... } is expected here.</source>
        <translation>此处应为对象 { ... }。</translation>
    </message>
    <message>
        <source>This key is not known; check its spelling.</source>
        <translation>无法识别此键；请检查拼写。</translation>
    </message>
    <message>
        <source>This value is required but missing.</source>
        <translation>此值为必填项，但缺失。</translation>
    </message>
    <message>
        <source>A text value &quot;...&quot; is expected here.</source>
        <translation>此处应为文本值 &quot;...&quot;。</translation>
    </message>
    <message>
        <source>This text is %1 bytes long; at most %2 are accepted.</source>
        <translation>此文本长 %1 字节；最多接受 %2 字节。</translation>
    </message>
    <message>
        <source>A number is expected here.</source>
        <translation>此处应为数字。</translation>
    </message>
    <message>
        <source>The value %1 is outside the accepted range %2 to %3.</source>
        <translation>值 %1 超出了允许范围 %2 至 %3。</translation>
    </message>
    <message>
        <source>An id is a whole number.</source>
        <translation>id 必须是整数。</translation>
    </message>
    <message>
        <source>A list [ ... ] is expected here.</source>
        <translation>此处应为列表 [ ... ]。</translation>
    </message>
    <message>
        <source>This list has %1 entries; at most %2 are accepted.</source>
        <translation>此列表有 %1 项；最多接受 %2 项。</translation>
    </message>
    <message>
        <source>A whole number is expected here.</source>
        <translation>此处应为整数。</translation>
    </message>
    <message>
        <source>true or false is expected here.</source>
        <translation>此处应为 true 或 false。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not accepted here; use one of: %2.</source>
        <translation>此处不接受 &quot;%1&quot;；请使用以下之一：%2。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of the accepted values.</source>
        <translation>&quot;%1&quot; 不是允许的取值之一。</translation>
    </message>
    <message>
        <source>Format 1 keeps rack budgets in power_budget_w only.</source>
        <translation>格式 1 只在 power_budget_w 中保存机柜功率预算。</translation>
    </message>
    <message>
        <source>Format 1 devices take their place from the rack that lists them; this key is not known.</source>
        <translation>格式 1 的设备位置由列出它们的机柜决定；无法识别此键。</translation>
    </message>
    <message>
        <source>A part id uses lower-case letters, digits, &apos;.&apos;, &apos;-&apos; and &apos;_&apos;, at most 128 characters.</source>
        <translation>部件 id 只能使用小写字母、数字、&apos;.&apos;、&apos;-&apos; 和 &apos;_&apos;，最多 128 个字符。</translation>
    </message>
    <message>
        <source>Every part needs the source of its figures.</source>
        <translation>每个部件都需要注明其数据来源。</translation>
    </message>
    <message>
        <source>A part of kind &quot;%1&quot; needs the &quot;%2&quot; figures and no others.</source>
        <translation>类型为 &quot;%1&quot; 的部件需要 &quot;%2&quot; 数据，且不能有其他数据。</translation>
    </message>
    <message>
        <source>A price needs a three-letter currency code and the date it was seen.</source>
        <translation>价格需要三个字母的货币代码及其报价日期。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a known part kind.</source>
        <translation>&quot;%1&quot; 不是已知的部件类型。</translation>
    </message>
    <message>
        <source>An object of part ids to the part ids replacing them is expected here.</source>
        <translation>此处应为从部件 id 到替换部件 id 的对象。</translation>
    </message>
    <message>
        <source>A scenario name has 1 to 64 bytes.</source>
        <translation>方案名称长度为 1 到 64 字节。</translation>
    </message>
    <message>
        <source>The design uses no part &quot;%1&quot;.</source>
        <translation>该设计没有使用部件 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>The part &quot;%1&quot; is neither in the design nor in the catalog.</source>
        <translation>部件 &quot;%1&quot; 既不在设计中，也不在目录中。</translation>
    </message>
    <message>
        <source>The part &quot;%1&quot; is not of the same kind as &quot;%2&quot;.</source>
        <translation>部件 &quot;%1&quot; 与 &quot;%2&quot; 的类型不同。</translation>
    </message>
    <message>
        <source>Another scenario has the name &quot;%1&quot; already.</source>
        <translation>已有另一个方案名为 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>With these parts the design breaks a rule at %1: %2</source>
        <translation>使用这些部件后，设计在 %1 处违反规则：%2</translation>
    </message>
    <message>
        <source>The design has no device with id %1.</source>
        <translation>该设计中没有 id 为 %1 的设备。</translation>
    </message>
    <message>
        <source>The design has no scenario named &quot;%1&quot;.</source>
        <translation>该设计中没有名为 &quot;%1&quot; 的方案。</translation>
    </message>
    <message>
        <source>A demand profile lists 12 monthly utilisations, the horizon&apos;s first month first.</source>
        <translation>需求曲线列出 12 个月的利用率，从周期的第一个月开始。</translation>
    </message>
    <message>
        <source>A staged purchase names either devices or a fraction.</source>
        <translation>分期采购要么列出设备，要么给出比例。</translation>
    </message>
    <message>
        <source>An override is written key=value, e.g. horizon_years=3.</source>
        <translation>覆盖值写作 key=value，例如 horizon_years=3。</translation>
    </message>
    <message>
        <source>Part &quot;%1&quot; refers to &quot;%2&quot;, which is not in the catalog.</source>
        <translation>部件 &quot;%1&quot; 引用了 &quot;%2&quot;，但目录中没有它。</translation>
    </message>
    <message>
        <source>The file cannot be opened: %1.</source>
        <translation>无法打开文件：%1。</translation>
    </message>
    <message>
        <source>Not valid JSON: %1</source>
        <translation>不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>The id &quot;%1&quot; is used by two parts.</source>
        <translation>id &quot;%1&quot; 被两个部件使用。</translation>
    </message>
    <message>
        <source>every figure</source>
        <translation>全部数据</translation>
    </message>
    <message>
        <source>part number</source>
        <translation>部件号</translation>
    </message>
    <message>
        <source>price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>peak power</source>
        <translation>峰值功率</translation>
    </message>
    <message>
        <source>typical power</source>
        <translation>典型功率</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>重量</translation>
    </message>
    <message>
        <source>width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>ports</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>base clock</source>
        <translation>基础频率</translation>
    </message>
    <message>
        <source>scale-up bandwidth</source>
        <translation>纵向扩展带宽</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>BF16 dense TFLOPS</source>
        <translation>BF16 稠密 TFLOPS</translation>
    </message>
    <message>
        <source>network cards</source>
        <translation>网卡</translation>
    </message>
    <message>
        <source>local NVMe</source>
        <translation>本地 NVMe</translation>
    </message>
    <message>
        <source>power supplies</source>
        <translation>电源</translation>
    </message>
    <message>
        <source>maximum RAM</source>
        <translation>最大内存</translation>
    </message>
    <message>
        <source>RAM</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>share of heat to liquid</source>
        <translation>液冷散热占比</translation>
    </message>
    <message>
        <source>load rating</source>
        <translation>承重</translation>
    </message>
    <message>
        <source>rack width</source>
        <translation>机柜宽度</translation>
    </message>
    <message>
        <source>outlets</source>
        <translation>插座数</translation>
    </message>
    <message>
        <source>PDU capacity</source>
        <translation>PDU 容量</translation>
    </message>
    <message>
        <source>cooling capacity</source>
        <translation>制冷量</translation>
    </message>
    <message>
        <source>capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>instance type</source>
        <translation>实例类型</translation>
    </message>
    <message>
        <source>pricing mode</source>
        <translation>计价方式</translation>
    </message>
    <message>
        <source>GPUs per instance</source>
        <translation>每实例 GPU 数</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>台</translation>
    </message>
    <message>
        <source>GPU-hour</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>instance-hour</source>
        <translation>实例小时</translation>
    </message>
    <message>
        <source>PCIe generation</source>
        <translation>PCIe 代数</translation>
    </message>
    <message>
        <source>A design&apos;s workload needs a name.</source>
        <translation>设计中的工作负载需要名称。</translation>
    </message>
    <message>
        <source>Another workload of this design is already named &quot;%1&quot;.</source>
        <translation>该设计中已有名为“%1”的工作负载。</translation>
    </message>
    <message>
        <source>Format 2 has no workloads; this key is not known before format 3.</source>
        <translation>格式 2 没有工作负载；该键从格式 3 起才有。</translation>
    </message>
    <message>
        <source>Driver device name (NVML)</source>
        <translation>驱动报告的设备名（NVML）</translation>
    </message>
    <message>
        <source>A benchmark result needs the name of its file.</source>
        <translation>基准测试结果需要其文件名。</translation>
    </message>
    <message>
        <source>The name is longer than %1 bytes.</source>
        <translation>名称长于 %1 字节。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a file name: give the name without folders or control characters.</source>
        <translation>&quot;%1&quot; 不是文件名：请给出不含文件夹和控制字符的名称。</translation>
    </message>
    <message>
        <source>The output has %1 lines; at most %2 are accepted.</source>
        <translation>输出有 %1 行；最多接受 %2 行。</translation>
    </message>
    <message>
        <source>The line is longer than %1 bytes; this is not a benchmark&apos;s output.</source>
        <translation>该行长于 %1 字节；这不是基准测试的输出。</translation>
    </message>
    <message>
        <source>A line of the output holds a line break.</source>
        <translation>输出的一行中含有换行符。</translation>
    </message>
    <message>
        <source>Another benchmark result is already named &quot;%1&quot;.</source>
        <translation>已有另一个基准测试结果名为 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>Format 3 has no benchmark results; this key is not known before format 4.</source>
        <translation>格式 3 没有基准测试结果；此键在格式 4 之前不存在。</translation>
    </message>
    <message>
        <source>Format 4 has no RDMA flag on ports; this key is not known before format 5.</source>
        <translation>格式 4 的端口没有 RDMA 标记；此键在格式 5 之前不存在。</translation>
    </message>
    <message>
        <source>Format 5 has no HPC or throughput workloads; this key is not known before format 6.</source>
        <translation>格式 5 没有 HPC 或吞吐量工作负载；此键在格式 6 之前未定义。</translation>
    </message>
    <message>
        <source>Format 5 has no next GPU generation; this key is not known before format 6.</source>
        <translation>格式 5 没有下一代 GPU；此键在格式 6 之前未定义。</translation>
    </message>
    <message>
        <source>next generation</source>
        <translation>下一代</translation>
    </message>
    <message>
        <source>Format 6 measures no CPU cores with a rate; this key is not known before format 7.</source>
        <translation>格式 6 不随速率记录 CPU 核数；此键在格式 7 之前不存在。</translation>
    </message>
    <message>
        <source>Format 7 has no rack-scale systems; this key is not known before format 8.</source>
        <translation>格式 7 没有机柜级系统；此键在格式 8 之前未定义。</translation>
    </message>
    <message>
        <source>Part &quot;%1&quot; is built into &quot;%2&quot;, which is not a rack in the catalog.</source>
        <translation>部件“%1”内置于“%2”，但它不是目录中的机柜。</translation>
    </message>
    <message>
        <source>Part &quot;%1&quot; is taller, deeper or wider than its rack &quot;%2&quot;.</source>
        <translation>部件“%1”比其机柜“%2”更高、更深或更宽。</translation>
    </message>
    <message>
        <source>Format 8 has no protocol on a breakout mode; this key is not known before format 9.</source>
        <translation>格式 8 的拆分模式没有协议；此键在格式 9 之前不存在。</translation>
    </message>
    <message>
        <source>Format 8 has no hosts per server; this key is not known before format 9.</source>
        <translation>格式 8 的服务器没有主机数；此键在格式 9 之前不存在。</translation>
    </message>
    <message>
        <source>Format 9 names no optical connectors; this key is not known before format 10.</source>
        <translation>格式 9 没有光连接器；此键在格式 10 之前不存在。</translation>
    </message>
    <message>
        <source>Only a fibre (mmf or smf) has an optical connector; a copper cable plugs into the cage itself.</source>
        <translation>只有光纤（mmf 或 smf）才有光连接器；铜缆直接插入端口笼。</translation>
    </message>
    <message>
        <source>Part &quot;%1&quot; runs %2 hosts, which cannot share %3 GPUs, CPUs or NICs evenly.</source>
        <translation>部件 &quot;%1&quot; 运行 %2 台主机，无法平均分配 %3 个 GPU、CPU 或网卡。</translation>
    </message>
    <message>
        <source>Part &quot;%1&quot; joins %2 GPUs in one scale-up domain, which is not a whole number of its %3-GPU servers.</source>
        <translation>部件 &quot;%1&quot; 将 %2 个 GPU 组成一个纵向扩展域，这不是其 %3 GPU 服务器的整数倍。</translation>
    </message>
</context>
<context>
    <name>FloorCommandText</name>
    <message>
        <source>Move rack</source>
        <translation>移动机柜</translation>
    </message>
    <message>
        <source>Rack %1 does not exist.</source>
        <translation>机柜 %1 不存在。</translation>
    </message>
    <message>
        <source>Move row</source>
        <translation>移动机柜列</translation>
    </message>
    <message>
        <source>Row %1 does not exist.</source>
        <translation>机柜列 %1 不存在。</translation>
    </message>
    <message numerus="yes">
        <source>Move %n racks</source>
        <translation>
            <numerusform>移动 %n 个机柜</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FloorText</name>
    <message>
        <source>%1 kW/m²</source>
        <translation>%1 kW/m²</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Power density</source>
        <translation>功率密度</translation>
    </message>
    <message>
        <source>Heat to air</source>
        <translation>风冷散热</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>填充率</translation>
    </message>
    <message>
        <source>cold aisle</source>
        <translation>冷通道</translation>
    </message>
    <message>
        <source>hot aisle</source>
        <translation>热通道</translation>
    </message>
    <message>
        <source>CRAH</source>
        <translation>CRAH</translation>
    </message>
    <message>
        <source>CDU</source>
        <translation>CDU</translation>
    </message>
    <message>
        <source>In-row</source>
        <translation>列间</translation>
    </message>
    <message>
        <source>Drop it onto a free slot of a row.</source>
        <translation>请将其拖放到机柜列的空闲机位上。</translation>
    </message>
    <message>
        <source>Slot %1 of row &quot;%2&quot; holds rack &quot;%3&quot;; pick a free slot.</source>
        <translation>机柜列 &quot;%2&quot; 的机位 %1 已有机柜 &quot;%3&quot;；请选择空闲机位。</translation>
    </message>
    <message>
        <source>Slot %1 of row &quot;%2&quot; holds cooling unit &quot;%3&quot;; pick a free slot.</source>
        <translation>机柜列 &quot;%2&quot; 的机位 %1 已有制冷单元 &quot;%3&quot;；请选择空闲机位。</translation>
    </message>
    <message>
        <source>Move cooling unit</source>
        <translation>移动制冷单元</translation>
    </message>
    <message>
        <source>Drop a rear-door heat exchanger onto a rack.</source>
        <translation>请将背板换热器拖放到机柜上。</translation>
    </message>
    <message>
        <source>Rack &quot;%1&quot; already has a rear door (&quot;%2&quot;).</source>
        <translation>机柜 &quot;%1&quot; 已有背板（&quot;%2&quot;）。</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>放置 %1</translation>
    </message>
</context>
<context>
    <name>GeneratorText</name>
    <message>
        <source>The spec&apos;s &quot;%1&quot; must be a non-empty text.</source>
        <translation>规格中的 &quot;%1&quot; 必须是非空文本。</translation>
    </message>
    <message>
        <source>The spec&apos;s &quot;%1&quot; must be a number from %2 to %3.</source>
        <translation>规格中的 &quot;%1&quot; 必须是 %2 到 %3 之间的数字。</translation>
    </message>
    <message>
        <source>The spec&apos;s &quot;%1&quot; must be a whole number from %2 to %3.</source>
        <translation>规格中的 &quot;%1&quot; 必须是 %2 到 %3 之间的整数。</translation>
    </message>
    <message>
        <source>A cluster spec must be a JSON object.</source>
        <translation>集群规格必须是 JSON 对象。</translation>
    </message>
    <message>
        <source>The spec has an unknown key &quot;%1&quot;; see docs/generator-spec.md.</source>
        <translation>规格中有未知键 &quot;%1&quot;；参见 docs/generator-spec.md。</translation>
    </message>
    <message>
        <source>The spec&apos;s &quot;format&quot; must be &quot;%1&quot;.</source>
        <translation>规格中的 &quot;format&quot; 必须为 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>The spec is format version %1, newer than this program&apos;s %2; update Clustersmith.</source>
        <translation>规格的格式版本为 %1，比本程序的 %2 更新；请升级 Clustersmith。</translation>
    </message>
    <message>
        <source>The spec must give exactly one of &quot;nodes&quot; and &quot;gpus&quot;.</source>
        <translation>规格必须且只能给出 &quot;nodes&quot; 和 &quot;gpus&quot; 中的一个。</translation>
    </message>
    <message>
        <source>The spec&apos;s &quot;fabric&quot; must be &quot;fat-tree&quot; or &quot;rail-optimized&quot;.</source>
        <translation>规格中的 &quot;fabric&quot; 必须为 &quot;fat-tree&quot; 或 &quot;rail-optimized&quot;。</translation>
    </message>
    <message>
        <source>The spec&apos;s &quot;cooling&quot; must be &quot;air&quot;, &quot;rdhx&quot; or &quot;liquid&quot;.</source>
        <translation>规格中的 &quot;cooling&quot; 必须为 &quot;air&quot;、&quot;rdhx&quot; 或 &quot;liquid&quot;。</translation>
    </message>
    <message>
        <source>The spec&apos;s &quot;oob_management&quot; must be true or false.</source>
        <translation>规格中的 &quot;oob_management&quot; 必须为 true 或 false。</translation>
    </message>
    <message>
        <source>The spec&apos;s &quot;supply_parts&quot; must be a list of part ids.</source>
        <translation>规格中的 &quot;supply_parts&quot; 必须是部件 ID 列表。</translation>
    </message>
    <message>
        <source>No cooling unit of type %1 is in the supply parts; add one to the catalog or to supply_parts.</source>
        <translation>供应部件中没有类型为 %1 的制冷单元；请在目录或 supply_parts 中添加一个。</translation>
    </message>
    <message>
        <source>The room needs more floor cooling units than fit in front of the rows; choose rear-door or liquid cooling.</source>
        <translation>机房所需的地板制冷单元数量超过机柜列前方可容纳的数量；请选择背板或液冷。</translation>
    </message>
    <message>
        <source>%1 endpoint ports need more than three tiers of %2-port switches (at most %3 at this oversubscription); pick a switch with more ports, a higher oversubscription, less growth or fewer nodes.</source>
        <translation>%1 个端点端口需要超过三层的 %2 端口交换机（在此收敛比下最多 %3 个）；请选择端口更多的交换机、更高的收敛比、更小的增长或更少的节点。</translation>
    </message>
    <message>
        <source>Give exactly one of a node count and a GPU count, of at least one.</source>
        <translation>请只给出节点数和 GPU 数中的一个，且至少为 1。</translation>
    </message>
    <message>
        <source>The oversubscription must be from 1 to 64.</source>
        <translation>收敛比必须在 1 到 64 之间。</translation>
    </message>
    <message>
        <source>The growth percentage must be from 0 to 1000.</source>
        <translation>增长百分比必须在 0 到 1000 之间。</translation>
    </message>
    <message>
        <source>The rack power budget must be from 0 to 1000 kW.</source>
        <translation>机柜功率预算必须在 0 到 1000 kW 之间。</translation>
    </message>
    <message>
        <source>Racks per row must be from 1 to 1000.</source>
        <translation>每列机柜数必须在 1 到 1000 之间。</translation>
    </message>
    <message>
        <source>The storage capacity must be zero or more terabytes.</source>
        <translation>存储容量必须为零或更多 TB。</translation>
    </message>
    <message>
        <source>No %1 in the supply parts serves a %2 port at %3 Gb/s over %4 m (from &quot;%5&quot; to &quot;%6&quot;); pick a switch whose ports match, or add the part to the catalog.</source>
        <translation>供应部件中没有能以 %3 Gb/s 在 %4 m 距离上服务 %2 端口的 %1（从 &quot;%5&quot; 到 &quot;%6&quot;）；请选择端口匹配的交换机，或将部件添加到目录。</translation>
    </message>
    <message>
        <source>transceiver</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>cable</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>The part &quot;%1&quot; named in &quot;%2&quot; is not in the catalog; check the id with clustersmith-cli catalog list.</source>
        <translation>&quot;%2&quot; 中指定的部件 &quot;%1&quot; 不在目录中；请用 clustersmith-cli catalog list 核对 ID。</translation>
    </message>
    <message>
        <source>The part &quot;%1&quot; named in &quot;%2&quot; is a %3, which does not fit there; pick a %4.</source>
        <translation>&quot;%2&quot; 中指定的部件 &quot;%1&quot; 是 %3，不适合此处；请选择 %4。</translation>
    </message>
    <message>
        <source>The rack &quot;%1&quot; has no rack figures; pick another.</source>
        <translation>机柜 &quot;%1&quot; 没有机柜参数；请另选一个。</translation>
    </message>
    <message>
        <source>The node &quot;%1&quot; has no GPUs, so a GPU count cannot size the cluster; give &quot;nodes&quot; instead.</source>
        <translation>节点 &quot;%1&quot; 没有 GPU，无法按 GPU 数确定集群规模；请改为给出 &quot;nodes&quot;。</translation>
    </message>
    <message>
        <source>%1 GPUs need more than %2 nodes; ask for fewer.</source>
        <translation>%1 个 GPU 需要超过 %2 个节点；请减少数量。</translation>
    </message>
    <message>
        <source>The node &quot;%1&quot; is partly liquid-cooled and needs racks with direct liquid cooling; choose liquid.</source>
        <translation>节点 &quot;%1&quot; 部分采用液冷，需要配备直接液冷的机柜；请选择 liquid。</translation>
    </message>
    <message>
        <source>The node &quot;%1&quot; has no compute ports to join a fabric; pick a node with compute NICs.</source>
        <translation>节点 &quot;%1&quot; 没有可接入网络的计算端口；请选择带计算网卡的节点。</translation>
    </message>
    <message>
        <source>A rail-optimized fabric needs one compute port per GPU, but the node &quot;%1&quot; has %2 for %3 GPUs; use a fat tree.</source>
        <translation>轨道优化网络要求每个 GPU 一个计算端口，但节点 &quot;%1&quot; 有 %2 个端口对应 %3 个 GPU；请使用胖树。</translation>
    </message>
    <message>
        <source>The OOB switches cannot be aggregated: the aggregation switch needs at least 3 ports and the rack switch an uplink port; pick other OOB switches.</source>
        <translation>无法汇聚带外交换机：汇聚交换机至少需要 3 个端口，机柜交换机需要一个上行端口；请选择其他带外交换机。</translation>
    </message>
    <message>
        <source>The node &quot;%1&quot; is %2 mm deep but the rack &quot;%3&quot; only %4 mm; pick a deeper rack.</source>
        <translation>节点 &quot;%1&quot; 深 %2 mm，但机柜 &quot;%3&quot; 只有 %4 mm；请选择更深的机柜。</translation>
    </message>
    <message>
        <source>The node &quot;%1&quot; and the rack&apos;s OOB switch take %2U but the rack &quot;%3&quot; has %4U; pick a taller rack.</source>
        <translation>节点 &quot;%1&quot; 加上机柜的带外交换机占用 %2U，但机柜 &quot;%3&quot; 只有 %4U；请选择更高的机柜。</translation>
    </message>
    <message>
        <source>One node &quot;%1&quot; with its PDUs and the rack&apos;s own weight comes to %2 kg, above the %3 kg the rack &quot;%4&quot; holds; pick a rack rated for more.</source>
        <translation>一个节点 &quot;%1&quot; 加上其 PDU 和机柜自重共 %2 kg，超过机柜 &quot;%4&quot; 的 %3 kg 承重；请选择额定承重更高的机柜。</translation>
    </message>
    <message>
        <source>No 0U PDU in the supply parts carries one node&apos;s %1 kW per feed; add a larger PDU.</source>
        <translation>供应部件中没有能承载单个节点每路 %1 kW 的 0U PDU；请添加更大的 PDU。</translation>
    </message>
    <message>
        <source>One node draws up to %1 kW with its rack&apos;s switch and PDUs, but a rack budget of %2 kW leaves %3 kW usable with 2N feeds; raise rack_power_kw to at least %4.</source>
        <translation>一个节点连同机柜交换机和 PDU 最高耗电 %1 kW，但 %2 kW 的机柜预算在 2N 供电下只有 %3 kW 可用；请将 rack_power_kw 提高到至少 %4。</translation>
    </message>
    <message>
        <source>One node gives off up to %1 kW, more than %2 cooling removes per rack (%3 kW); choose a stronger cooling method.</source>
        <translation>一个节点最高散热 %1 kW，超过 %2 制冷每机柜可排出的热量（%3 kW）；请选择更强的制冷方式。</translation>
    </message>
    <message>
        <source>A network device (%1 W, %2U) does not fit one rack by power, cooling, height or weight; pick a larger rack or budget.</source>
        <translation>一台网络设备（%1 W，%2U）在功率、制冷、高度或重量上无法装入一个机柜；请选择更大的机柜或预算。</translation>
    </message>
    <message>
        <source>The switch &quot;%1&quot; runs %2, but the compute ports of &quot;%3&quot; run %4; pick a %4 switch or leave the switch unset.</source>
        <translation>交换机 &quot;%1&quot; 运行 %2，但 &quot;%3&quot; 的计算端口运行 %4；请选择 %4 交换机或不指定交换机。</translation>
    </message>
    <message>
        <source>The switch &quot;%1&quot; has no %2 Gb/s port mode for the compute ports of &quot;%3&quot;; pick another switch or leave the switch unset.</source>
        <translation>交换机 &quot;%1&quot; 没有适配 &quot;%3&quot; 计算端口的 %2 Gb/s 端口模式；请选择其他交换机或不指定交换机。</translation>
    </message>
    <message>
        <source>InfiniBand or Ethernet</source>
        <translation>InfiniBand 或以太网</translation>
    </message>
    <message>
        <source>The catalog has no %1 switch with %2 Gb/s ports for the compute ports of &quot;%3&quot;; add one to the user catalog and name it as the switch.</source>
        <translation>目录中没有适配 &quot;%3&quot; 计算端口的 %2 Gb/s 端口 %1 交换机；请在用户目录中添加一个并将其指定为交换机。</translation>
    </message>
    <message>
        <source>The %1 switch &quot;%2&quot; runs its ports at %3 Gb/s for the compute ports of &quot;%4&quot;, but the supply parts hold no transceiver for its %5 cages at that speed; add one to the user catalog.</source>
        <translation>%1 交换机 &quot;%2&quot; 以 %3 Gb/s 运行端口以适配 &quot;%4&quot; 的计算端口，但供应部件中没有适合其 %5 笼位在该速率下的光模块；请在用户目录中添加一个。</translation>
    </message>
    <message>
        <source>The rack-scale node &quot;%1&quot; does not fit its own rack &quot;%2&quot;.</source>
        <translation>机柜级节点“%1”放不进它自己的机柜“%2”。</translation>
    </message>
    <message>
        <source>The rack-scale node &quot;%1&quot; draws up to %2 kW, but a rack budget of %3 kW leaves %4 kW usable with 2N feeds; raise rack_power_kw to at least %5.</source>
        <translation>机柜级节点“%1”最高耗电 %2 kW，但 %3 kW 的机柜功率预算在 2N 供电下只有 %4 kW 可用；请将 rack_power_kw 提高到至少 %5。</translation>
    </message>
    <message>
        <source>The rack-scale node &quot;%1&quot; gives off up to %2 kW, more than its cooling removes per rack (%3 kW).</source>
        <translation>机柜级节点“%1”最高散热 %2 kW，超过其冷却方式每机柜可带走的热量（%3 kW）。</translation>
    </message>
    <message>
        <source>Generated from a cluster spec: %1 x %2 (%3 GPUs), %4 per rack, in %5 compute and %6 network racks. Compute fabric: %7-tier %8 of %9 (%10 leaves, %11 tier-2, %12 tier-3 switches).</source>
        <translation>由集群规格生成：%1 x %2（%3 个 GPU），每机柜 %4，共 %5 个计算机柜和 %6 个网络机柜。计算网络：%9 的 %7 层 %8（%10 台叶交换机，%11 台第 2 层、%12 台第 3 层交换机）。</translation>
    </message>
    <message>
        <source> %1 compute planes, each a fabric of its own with these switches; every GPU has one port on each.</source>
        <translation> %1 个计算平面，每个平面是一套独立网络，交换机如上；每个 GPU 在每个平面上各有一个端口。</translation>
    </message>
    <message>
        <source>The number of compute planes must be from 1 to %1.</source>
        <translation>计算平面数必须在 1 到 %1 之间。</translation>
    </message>
    <message>
        <source>The compute ports of &quot;%1&quot; (on &quot;%2&quot;) document no mode that splits each cage into %3 ports, one per plane; ask for one plane.</source>
        <translation>&quot;%1&quot; 的计算端口（位于 &quot;%2&quot;）没有将每个端口笼拆分为 %3 个端口（每个平面一个）的文档模式；请只用一个平面。</translation>
    </message>
</context>
<context>
    <name>HelpText</name>
    <message>
        <source>About Clustersmith</source>
        <translation>关于 Clustersmith</translation>
    </message>
    <message>
        <source>&lt;b&gt;Clustersmith %1&lt;/b&gt;&lt;p&gt;Design GPU clusters and model what they cost: racks, fabrics, power, cooling and build against rent.&lt;/p&gt;&lt;p&gt;Part figures come from the sources each catalog row names; estimates are flagged as such.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Clustersmith %1&lt;/b&gt;&lt;p&gt;设计 GPU 集群并测算其成本：机柜、网络、供电、制冷，以及自建与租用的对比。&lt;/p&gt;&lt;p&gt;部件数据来自目录中每一行注明的来源；估算值均已标出。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Documentation</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>The documentation is not installed here. It is in the docs folder of the Clustersmith sources.</source>
        <translation>此处未安装文档。文档位于 Clustersmith 源代码的 docs 文件夹中。</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Documentation</source>
        <translation>文档(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Clustersmith</source>
        <translation>关于 Clustersmith(&amp;A)</translation>
    </message>
</context>
<context>
    <name>KeyFigureText</name>
    <message>
        <source>Compute</source>
        <translation>算力</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU 显存</translation>
    </message>
    <message>
        <source>%1 TB</source>
        <translation>%1 TB</translation>
    </message>
    <message>
        <source>%1 dense · %2 sparse %3</source>
        <translation>稠密 %1 · 稀疏 %2 %3</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>%1 dense %2</source>
        <translation>稠密 %1 %2</translation>
    </message>
    <message>
        <source>Peak %1</source>
        <translation>峰值 %1</translation>
    </message>
    <message>
        <source>Scaling efficiency</source>
        <translation>扩展效率</translation>
    </message>
    <message>
        <source>≥ 50 %</source>
        <translation>≥ 50 %</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>均衡性</translation>
    </message>
    <message>
        <source>Host RAM ÷ GPU memory</source>
        <translation>主机内存 ÷ GPU 显存</translation>
    </message>
    <message>
        <source>%1 : 1</source>
        <translation>%1 : 1</translation>
    </message>
    <message>
        <source>≥ %1 : 1</source>
        <translation>≥ %1 : 1</translation>
    </message>
    <message>
        <source>%1 TB host RAM for %2 TB GPU memory</source>
        <translation>%1 TB 主机内存对应 %2 TB GPU 显存</translation>
    </message>
    <message>
        <source>CPU cores per GPU</source>
        <translation>每 GPU CPU 核数</translation>
    </message>
    <message>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <source>Injection bandwidth per GPU</source>
        <translation>每 GPU 注入带宽</translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>≥ %1 Gb/s</source>
        <translation>≥ %1 Gb/s</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Fabrics</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Oversubscription, %1</source>
        <translation>收敛比，%1</translation>
    </message>
    <message>
        <source>≤ %1 : 1</source>
        <translation>≤ %1 : 1</translation>
    </message>
    <message>
        <source>%1 fabric, %2 switches, %3 endpoints</source>
        <translation>%1 网络，%2 台交换机，%3 个端点</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Power and cooling</source>
        <translation>电力与制冷</translation>
    </message>
    <message>
        <source>IT power (peak)</source>
        <translation>IT 功率（峰值）</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>within rack budgets</source>
        <translation>在机柜预算内</translation>
    </message>
    <message>
        <source>Idle %1 kW, typical %2 kW</source>
        <translation>空闲 %1 kW，典型 %2 kW</translation>
    </message>
    <message>
        <source>Facility power</source>
        <translation>设施功率</translation>
    </message>
    <message>
        <source>PUE %1</source>
        <translation>PUE %1</translation>
    </message>
    <message>
        <source>Electricity per year</source>
        <translation>年电费</translation>
    </message>
    <message>
        <source>Typical IT load × PUE × 8,760 h × %1 per kWh</source>
        <translation>典型 IT 负载 × PUE × 8,760 h × 每 kWh %1</translation>
    </message>
    <message>
        <source>%1 BTU/h</source>
        <translation>%1 BTU/h</translation>
    </message>
    <message>
        <source>%1 tons</source>
        <translation>%1 冷吨</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>散热</translation>
    </message>
    <message>
        <source>within cooling limits</source>
        <translation>在制冷上限内</translation>
    </message>
    <message>
        <source>%1 ft²</source>
        <translation>%1 ft²</translation>
    </message>
    <message>
        <source>%1 m²</source>
        <translation>%1 m²</translation>
    </message>
    <message>
        <source>Space and headroom</source>
        <translation>空间与余量</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>%1 · %2 U used · %3</source>
        <translation>%1 · 已用 %2 U · %3</translation>
    </message>
    <message>
        <source>fits, within load</source>
        <translation>可容纳，承重范围内</translation>
    </message>
    <message>
        <source>Nodes before a new tier</source>
        <translation>新增层级前可增加的节点</translation>
    </message>
    <message>
        <source>&gt; 0</source>
        <translation>&gt; 0</translation>
    </message>
    <message>
        <source>Free rack units</source>
        <translation>空闲 U 位</translation>
    </message>
    <message>
        <source>%1 U</source>
        <translation>%1 U</translation>
    </message>
    <message>
        <source>Free power</source>
        <translation>剩余电力</translation>
    </message>
    <message>
        <source>Free cooling</source>
        <translation>剩余制冷</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %Ln nodes</source>
        <translation>
            <numerusform>%1 个（%Ln 个节点）</numerusform>
        </translation>
    </message>
    <message>
        <source>single node</source>
        <translation>单节点</translation>
    </message>
    <message>
        <source>%1 % (generic estimate)</source>
        <translation>%1 %（通用估算）</translation>
    </message>
    <message>
        <source>%1 % (model, MFU %2 %)</source>
        <translation>%1 %（模型，MFU %2 %）</translation>
    </message>
</context>
<context>
    <name>ModelPreset</name>
    <message>
        <source>Multi-head latent attention is modelled as full multi-head attention of 128 heads: about 2.6% more parameters and 48% more per token than published, and a key/value cache about 57 times larger in serving.</source>
        <translation>多头潜在注意力（MLA）按 128 个头的完整多头注意力建模：参数量比公布值多约 2.6%，每个词元的激活参数多约 48%，推理时的 KV 缓存约大 57 倍。</translation>
    </message>
</context>
<context>
    <name>MoneyText</name>
    <message>
        <source>%1 M %2</source>
        <translation>%1 百万 %2</translation>
    </message>
    <message>
        <source>million %1</source>
        <translation>百万 %1</translation>
    </message>
    <message>
        <source>thousand %1</source>
        <translation>千 %1</translation>
    </message>
</context>
<context>
    <name>MountCheckText</name>
    <message>
        <source>&quot;%1&quot; (%2U) does not fit at U%3 of rack &quot;%4&quot; (U1 to U%5).</source>
        <translation>&quot;%1&quot;（%2U）无法安装在机柜 &quot;%4&quot; 的 U%3 处（U1 至 U%5）。</translation>
    </message>
    <message>
        <source>U%1 to U%2 would overlap &quot;%3&quot;; pick free units.</source>
        <translation>U%1 至 U%2 将与 &quot;%3&quot; 重叠；请选择空闲的 U 位。</translation>
    </message>
    <message>
        <source>Drop the part onto a rack.</source>
        <translation>请将部件拖放到机柜上。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a 0U part; it mounts on the side rails.</source>
        <translation>&quot;%1&quot; 是 0U 部件；应安装在侧轨上。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2 mm deep; rack &quot;%3&quot; is only %4 mm deep.</source>
        <translation>&quot;%1&quot; 深 %2 mm；机柜 &quot;%3&quot; 仅深 %4 mm。</translation>
    </message>
    <message>
        <source>Rack &quot;%1&quot; would weigh %2 kg with its own weight, over its %3 kg static load rating.</source>
        <translation>机柜 &quot;%1&quot; 连同自重将达 %2 kg，超过其 %3 kg 的静态额定承重。</translation>
    </message>
</context>
<context>
    <name>OpsText</name>
    <message>
        <source>Watch every GPU&apos;s temperature, use and power and the cluster&apos;s health; alarm when a GPU passes %1 °C and look into it.</source>
        <translation>实时监控每张 GPU 的温度、使用率、功耗以及集群的健康状态；GPU 温度超过 %1 °C 时告警并排查。</translation>
    </message>
    <message>
        <source>Continuously, with the alerts above.</source>
        <translation>持续进行，使用上面的告警。</translation>
    </message>
    <message>
        <source>GPU server guide, part 7; cluster selection guide, part 5</source>
        <translation>GPU 服务器指南第七部分；集群选型指南第五部分</translation>
    </message>
    <message>
        <source>Clean the dust out of servers, switches and air filters: dust that builds up lowers the cooling&apos;s efficiency.</source>
        <translation>清理服务器、交换机和空气过滤网的灰尘：灰尘积累会影响散热。</translation>
    </message>
    <message>
        <source>About every three months, adjusted to how dusty the room is.</source>
        <translation>约每三个月一次，具体看机房环境。</translation>
    </message>
    <message>
        <source>GPU server guide, part 7</source>
        <translation>GPU 服务器指南第七部分</translation>
    </message>
    <message>
        <source>Check fans, power supplies and the room&apos;s cooling (fault lights, the BMC&apos;s fan and supply status); replace a failed part from the spares.</source>
        <translation>检查风扇、电源和机房制冷（故障指示灯，BMC 中的风扇与电源状态）；用备件更换故障部件。</translation>
    </message>
    <message>
        <source>Weekly, and after any power or temperature alert.</source>
        <translation>每周一次，并在任何功耗或温度告警之后。</translation>
    </message>
    <message>
        <source>GPU server guide, part 5; cluster selection guide, part 6</source>
        <translation>GPU 服务器指南第五部分；集群选型指南第六部分</translation>
    </message>
    <message>
        <source>Update drivers, firmware and CUDA on one node first and benchmark it, then the rest; keep every node on the same versions.</source>
        <translation>先在一个节点上更新驱动、固件和 CUDA 并做基准测试，再更新其余节点；所有节点保持相同版本。</translation>
    </message>
    <message>
        <source>When a framework needs a newer CUDA or a fix is released; review quarterly.</source>
        <translation>在框架需要更新的 CUDA 或有修复发布时；每季度检查一次。</translation>
    </message>
    <message>
        <source>GPU server guide, part 5</source>
        <translation>GPU 服务器指南第五部分</translation>
    </message>
    <message>
        <source>Benchmark after every change to hardware, drivers or firmware: a real training job, GPU memory bandwidth (bandwidthTest), multi-GPU scaling and nccl-tests (judged by clustersmith-cli commission); compare with the results at acceptance.</source>
        <translation>每次更改硬件、驱动或固件后做基准测试：真实训练任务、显存带宽（bandwidthTest）、多卡扩展性和 nccl-tests（由 clustersmith-cli commission 评判）；与验收时的结果比较。</translation>
    </message>
    <message>
        <source>After each change, before the nodes return to service.</source>
        <translation>每次更改之后、节点重新投入使用之前。</translation>
    </message>
    <message>
        <source>GPU server guide, part 6; cluster selection guide, part 8</source>
        <translation>GPU 服务器指南第六部分；集群选型指南第八部分</translation>
    </message>
    <message>
        <source>%1 (estimate)</source>
        <translation>%1（估计）</translation>
    </message>
    <message>
        <source>The guides: “GPU高运算服务器如何选？AI训练与科学计算实战指南” (the GPU server guide) and “GPU智算集群如何选型，才能不花冤枉钱？” (the cluster selection guide).</source>
        <translation>指南：《GPU高运算服务器如何选？AI训练与科学计算实战指南》（GPU 服务器指南）和《GPU智算集群如何选型，才能不花冤枉钱？》（集群选型指南）。</translation>
    </message>
    <message>
        <source>Telecom Engineering, Tip of the Week 17 Feb 2011: about 10% of each type of part, at least one (supplies and fans often more)</source>
        <translation>Telecom Engineering，Tip of the Week（2011 年 2 月 17 日）：每类部件约 10%，至少一个（电源和风扇通常更多）</translation>
    </message>
    <message>
        <source>Alcatel-Lucent 1850 TSS-5 sparing graph: 3 spares for 100 optical port units at a 10-day lead time (99.9% service continuity)</source>
        <translation>Alcatel-Lucent 1850 TSS-5 备件图：交货期 10 天时，100 个在用光端口单元需备 3 个（99.9% 服务连续性）</translation>
    </message>
    <message>
        <source>no public source; below optics, as passive parts fail less often</source>
        <translation>无公开来源；低于光模块，因为无源部件故障较少</translation>
    </message>
</context>
<context>
    <name>PaletteText</name>
    <message>
        <source>GPU servers</source>
        <translation>GPU 服务器</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>NICs</source>
        <translation>网卡</translation>
    </message>
    <message>
        <source>Cables and optics</source>
        <translation>线缆与光模块</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>PDUs</source>
        <translation>PDU</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>制冷</translation>
    </message>
    <message>
        <source>Cloud offers</source>
        <translation>云服务报价</translation>
    </message>
    <message>
        <source>%1 × GPU (%2 slots)</source>
        <translation>%1 × GPU（%2 个插槽）</translation>
    </message>
    <message>
        <source>%1 GB RAM</source>
        <translation>%1 GB 内存</translation>
    </message>
    <message>
        <source>%1 GB %2</source>
        <translation>%1 GB %2</translation>
    </message>
    <message>
        <source>%1 TFLOPS BF16 dense</source>
        <translation>BF16 稠密 %1 TFLOPS</translation>
    </message>
    <message>
        <source>%1 cores</source>
        <translation>%1 核</translation>
    </message>
    <message>
        <source>%1 × %2G %3</source>
        <translation>%1 × %2G %3</translation>
    </message>
    <message>
        <source>%1, %2 m, %3G</source>
        <translation>%1，%2 m，%3G</translation>
    </message>
    <message>
        <source>%1G %2, reach %3 m</source>
        <translation>%1G %2，传输距离 %3 m</translation>
    </message>
    <message>
        <source>%1 TB, %2 GB/s read</source>
        <translation>%1 TB，读取 %2 GB/s</translation>
    </message>
    <message>
        <source>%1U, %2 mm deep, %3 kg load</source>
        <translation>%1U，深 %2 mm，承重 %3 kg</translation>
    </message>
    <message>
        <source>%1 kW, %2 outlets%3</source>
        <translation>%1 kW，%2 个插座%3</translation>
    </message>
    <message>
        <source>, 0U</source>
        <translation>，0U</translation>
    </message>
    <message>
        <source>%1 (%2), %3 kW</source>
        <translation>%1（%2），%3 kW</translation>
    </message>
    <message>
        <source>%1 %2: %3 × %4</source>
        <translation>%1 %2：%3 × %4</translation>
    </message>
    <message>
        <source>%1U</source>
        <translation>%1U</translation>
    </message>
    <message>
        <source>%1 W max</source>
        <translation>最大 %1 W</translation>
    </message>
    <message>
        <source>%1 kg</source>
        <translation>%1 kg</translation>
    </message>
    <message>
        <source>Price: %1 %2 per %3 (%4)</source>
        <translation>价格：每%3 %1 %2（%4）</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>估算</translation>
    </message>
    <message>
        <source>No price in the catalog.</source>
        <translation>目录中没有价格。</translation>
    </message>
    <message>
        <source>Estimated: %1</source>
        <translation>估算：%1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>Search parts</source>
        <translation>搜索部件</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>No part matches &quot;%1&quot;. Search by name, vendor, category or technology, such as InfiniBand or liquid cooling.</source>
        <translation>没有部件与“%1”匹配。可按名称、厂商、类别或技术搜索，例如 InfiniBand 或液冷。</translation>
    </message>
    <message>
        <source>≈ %1 %2 at %3 CNY per USD</source>
        <translation>≈ %1 %2（按 1 美元 = %3 元）</translation>
    </message>
</context>
<context>
    <name>PartDropText</name>
    <message>
        <source>Drop a GPU onto a GPU server.</source>
        <translation>请将 GPU 拖放到 GPU 服务器上。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; takes %2 GPUs; &quot;%3&quot; is %4.</source>
        <translation>&quot;%1&quot; 可容纳 %2 个 GPU；&quot;%3&quot; 是 %4。</translation>
    </message>
    <message>
        <source>Drop a NIC onto a server.</source>
        <translation>请将网卡拖放到服务器上。</translation>
    </message>
    <message>
        <source>Drop a CPU onto a server.</source>
        <translation>请将 CPU 拖放到服务器上。</translation>
    </message>
    <message>
        <source>Floor coolers stand in a row; place them in the floor view.</source>
        <translation>地板制冷单元位于机柜列中；请在平面视图中放置。</translation>
    </message>
    <message>
        <source>Drop the rear door onto a rack.</source>
        <translation>请将背板拖放到机柜上。</translation>
    </message>
    <message>
        <source>Rack &quot;%1&quot; already has a rear door.</source>
        <translation>机柜 &quot;%1&quot; 已有背板。</translation>
    </message>
    <message>
        <source>Row &quot;%1&quot; has no free slot; widen it in the floor view.</source>
        <translation>机柜列 &quot;%1&quot; 没有空闲机位；请在平面视图中加宽。</translation>
    </message>
    <message>
        <source>Drop the part into a rack slot.</source>
        <translation>请将部件拖放到机柜机位中。</translation>
    </message>
    <message>
        <source>Drop the part onto a rack unit.</source>
        <translation>请将部件拖放到机柜 U 位上。</translation>
    </message>
    <message>
        <source>Cables and optics belong to links; connect ports in the fabric view.</source>
        <translation>线缆和光模块属于链路；请在网络视图中连接端口。</translation>
    </message>
    <message>
        <source>Cloud offers are compared in the cost view; they are not mounted.</source>
        <translation>云服务报价在成本视图中比较；它们不安装到机柜。</translation>
    </message>
</context>
<context>
    <name>PartSearchText</name>
    <message>
        <source>Ethernet</source>
        <translation>以太网</translation>
    </message>
    <message>
        <source>cable</source>
        <translation>线缆 电缆</translation>
    </message>
    <message>
        <source>optics transceiver</source>
        <translation>光模块 光纤 收发器</translation>
    </message>
    <message>
        <source>liquid cooling</source>
        <translation>液冷 液体冷却</translation>
    </message>
</context>
<context>
    <name>PlanText</name>
    <message>
        <source>tp %1 · pp %2 · dp %3</source>
        <translation>tp %1 · pp %2 · dp %3</translation>
    </message>
    <message>
        <source> · cp %1</source>
        <translation> · cp %1</translation>
    </message>
    <message>
        <source> · ep %1</source>
        <translation> · ep %1</translation>
    </message>
    <message>
        <source> · ZeRO %1 · micro-batch %2</source>
        <translation> · ZeRO %1 · 微批 %2</translation>
    </message>
    <message>
        <source> · vp %1</source>
        <translation> · vp %1</translation>
    </message>
</context>
<context>
    <name>PropertyCommandText</name>
    <message>
        <source>Change design name and description</source>
        <translation>更改设计名称和描述</translation>
    </message>
    <message>
        <source>Change link</source>
        <translation>更改链路</translation>
    </message>
    <message>
        <source>Link %1 does not exist.</source>
        <translation>链路 %1 不存在。</translation>
    </message>
</context>
<context>
    <name>RackItemText</name>
    <message>
        <source>Front</source>
        <translation>前</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>后</translation>
    </message>
    <message>
        <source>%1 of %2 kW usable (2N)</source>
        <translation>%1 / %2 kW 可用（2N）</translation>
    </message>
    <message>
        <source>%1 of %2 kW</source>
        <translation>%1 / %2 kW</translation>
    </message>
    <message>
        <source>heat %1 kW · %2 BTU/h</source>
        <translation>散热 %1 kW · %2 BTU/h</translation>
    </message>
</context>
<context>
    <name>RackToolText</name>
    <message>
        <source>Move the devices onto rack units.</source>
        <translation>请将设备移到机柜 U 位上。</translation>
    </message>
    <message>
        <source>Nothing to move.</source>
        <translation>没有可移动的内容。</translation>
    </message>
</context>
<context>
    <name>RecoveryText</name>
    <message>
        <source>an untitled design</source>
        <translation>未命名设计</translation>
    </message>
    <message>
        <source>Clustersmith did not close properly. Changes to %1 (never saved) were kept at %2.</source>
        <translation>Clustersmith 未正常关闭。对 %1（从未保存）的更改已保留在 %2。</translation>
    </message>
    <message>
        <source>Clustersmith did not close properly. Unsaved changes to %1 (%2) were kept at %3.</source>
        <translation>Clustersmith 未正常关闭。对 %1（%2）的未保存更改已保留在 %3。</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>恢复未保存的更改</translation>
    </message>
    <message>
        <source>Recover opens the kept copy as an unsaved design; Discard deletes it; Later asks again at the next start.</source>
        <translation>&quot;恢复&quot; 将保留的副本作为未保存的设计打开；&quot;放弃&quot; 将其删除；&quot;稍后&quot; 在下次启动时再次询问。</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>放弃(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>稍后(&amp;L)</translation>
    </message>
    <message>
        <source>The kept copy cannot be read: %1 It stays in %2.</source>
        <translation>无法读取保留的副本：%1 它仍保存在 %2。</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>无法写入 %1：%2。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Endpoints</source>
        <translation>端点</translation>
    </message>
    <message>
        <source>Leaf</source>
        <translation>叶层</translation>
    </message>
    <message>
        <source>Spine</source>
        <translation>脊层</translation>
    </message>
    <message>
        <source>Core</source>
        <translation>核心层</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>in-band management</source>
        <translation>带内管理</translation>
    </message>
    <message>
        <source>out-of-band management</source>
        <translation>带外管理</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>%1 × %2 Gb/s</source>
        <translation>%1 × %2 Gb/s</translation>
    </message>
    <message>
        <source>%1:1 oversubscribed</source>
        <translation>%1:1 收敛</translation>
    </message>
    <message>
        <source>non-blocking (1:1)</source>
        <translation>无阻塞 (1:1)</translation>
    </message>
    <message>
        <source>%1 — %2, %3</source>
        <translation>%1 — %2，%3</translation>
    </message>
    <message>
        <source>; end to end %1</source>
        <translation>；端到端 %1</translation>
    </message>
    <message>
        <source>Endpoints: %1</source>
        <translation>端点：%1</translation>
    </message>
    <message>
        <source>%1: 1 switch</source>
        <translation>%1：1 台交换机</translation>
    </message>
    <message>
        <source> (from %1)</source>
        <translation>（来自 %1）</translation>
    </message>
    <message>
        <source>%1 m × %2 m</source>
        <translation>%1 m × %2 m</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <source>rack</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>cooling unit (a strip behind a rack: rear-door cooler)</source>
        <translation>制冷单元（机柜后方的条带：背板冷却器）</translation>
    </message>
    <message>
        <source>Not on the floor plan: %1</source>
        <translation>未放置在平面图上：%1</translation>
    </message>
    <message>
        <source>air</source>
        <translation>风冷</translation>
    </message>
    <message>
        <source>rear door</source>
        <translation>背板</translation>
    </message>
    <message>
        <source>direct liquid</source>
        <translation>直接液冷</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>前</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>后</translation>
    </message>
    <message>
        <source>Power %1 of %2 kW usable (2N, %3 kW provisioned) · %4%</source>
        <translation>功率 %1 / %2 kW 可用（2N，已配置 %3 kW）· %4%</translation>
    </message>
    <message>
        <source>Power %1 of %2 kW usable (single feed) · %3%</source>
        <translation>功率 %1 / %2 kW 可用（单路供电）· %3%</translation>
    </message>
    <message>
        <source>Heat %1 kW · cooling limit %2 kW (%3)</source>
        <translation>散热 %1 kW · 制冷上限 %2 kW（%3）</translation>
    </message>
    <message>
        <source>0U on the side rails: %1</source>
        <translation>侧轨上的 0U 设备：%1</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Integration</source>
        <translation>集成</translation>
    </message>
    <message>
        <source>Facility build-out</source>
        <translation>设施建设</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能源</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>空间</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>支持服务</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>人员</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>许可证</translation>
    </message>
    <message>
        <source>Cloud compute</source>
        <translation>云计算</translation>
    </message>
    <message>
        <source>Cloud storage and egress</source>
        <translation>云存储与出口流量</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>残值</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>自建</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>云</translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation>混合</translation>
    </message>
    <message>
        <source>Cumulative cost over %1 years</source>
        <translation>%1 年累计成本</translation>
    </message>
    <message>
        <source>month</source>
        <translation>月</translation>
    </message>
    <message>
        <source>break-even: month %1</source>
        <translation>盈亏平衡：第 %1 个月</translation>
    </message>
    <message>
        <source>Build: cost per year by category</source>
        <translation>自建：按类别的年度成本</translation>
    </message>
    <message>
        <source>year</source>
        <translation>年</translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation>第 %1 年</translation>
    </message>
    <message>
        <source>not costed</source>
        <translation>未计算成本</translation>
    </message>
    <message>
        <source>no cloud offer to compare</source>
        <translation>没有可比较的云服务报价</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <source>not within %1 years</source>
        <translation>%1 年内无法达到</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Peak compute</source>
        <translation>峰值算力</translation>
    </message>
    <message>
        <source>%1 PFLOPS</source>
        <translation>%1 PFLOPS</translation>
    </message>
    <message>
        <source>dense BF16; %1 PFLOPS FP8</source>
        <translation>稠密 BF16；FP8 %1 PFLOPS</translation>
    </message>
    <message>
        <source>IT power</source>
        <translation>IT 功率</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>peak; %1 kW typical</source>
        <translation>峰值；典型 %1 kW</translation>
    </message>
    <message>
        <source>Facility power</source>
        <translation>设施功率</translation>
    </message>
    <message>
        <source>at PUE %1</source>
        <translation>PUE %1 时</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>Capital cost</source>
        <translation>资本支出</translation>
    </message>
    <message>
        <source>hardware, integration and facility</source>
        <translation>硬件、集成和设施</translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation>总拥有成本</translation>
    </message>
    <message>
        <source>build, over %1 years</source>
        <translation>自建，%1 年</translation>
    </message>
    <message>
        <source>Break-even against cloud</source>
        <translation>与云的盈亏平衡</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Cluster design report</source>
        <translation>集群设计报告</translation>
    </message>
    <message>
        <source>Design summary</source>
        <translation>设计概要</translation>
    </message>
    <message>
        <source>%1 — design report</source>
        <translation>%1 — 设计报告</translation>
    </message>
    <message>
        <source>The Chinese report needs the font %1 (Debian package fonts-noto-cjk); install it and export again.</source>
        <translation>中文报告需要字体 %1（Debian 软件包 fonts-noto-cjk）；请安装后重新导出。</translation>
    </message>
    <message>
        <source>Racks built the same way</source>
        <translation>布局相同的机柜</translation>
    </message>
    <message>
        <source>Drawn as</source>
        <translation>绘制为</translation>
    </message>
    <message>
        <source>Every rack with this layout</source>
        <translation>采用此布局的所有机柜</translation>
    </message>
    <message>
        <source>Rack elevations</source>
        <translation>机柜立面图</translation>
    </message>
    <message>
        <source>%1 racks in %2 distinct layouts: each layout is drawn once, for the first rack built that way; the table at the end lists every rack.</source>
        <translation>%1 个机柜，共 %2 种不同布局：每种布局只绘制一次，取第一个采用该布局的机柜；末尾的表格列出所有机柜。</translation>
    </message>
    <message>
        <source>The design has no racks.</source>
        <translation>该设计没有机柜。</translation>
    </message>
    <message>
        <source>Floor layout</source>
        <translation>机房平面布局</translation>
    </message>
    <message>
        <source>The design has no rooms, so there is no floor plan.</source>
        <translation>该设计没有机房，因此没有平面图。</translation>
    </message>
    <message>
        <source>Fabric topology</source>
        <translation>网络拓扑</translation>
    </message>
    <message>
        <source>The design has no network fabrics.</source>
        <translation>该设计没有网络。</translation>
    </message>
    <message>
        <source>Each fabric from its top tier down to the endpoints. Oversubscription is the worst switch of a tier: its bandwidth down divided by its bandwidth up.</source>
        <translation>每个网络从最高层向下绘制到端点。收敛比取该层最差的交换机：下行带宽除以上行带宽。</translation>
    </message>
    <message>
        <source>Clustersmith design report</source>
        <translation>Clustersmith 设计报告</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>第 %1 页</translation>
    </message>
    <message>
        <source>The design&apos;s TCO assumptions cannot be used (%1: %2).</source>
        <translation>设计的 TCO 假设无法使用（%1：%2）。</translation>
    </message>
    <message>
        <source>GPU servers</source>
        <translation>GPU 服务器</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Network adapters</source>
        <translation>网卡</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Power distribution</source>
        <translation>配电</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>制冷</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>beyond the default configuration</source>
        <translation>超出默认配置</translation>
    </message>
    <message>
        <source>credit: default part not fitted</source>
        <translation>抵扣：未安装默认部件</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>估算</translation>
    </message>
    <message>
        <source>not priced in %1</source>
        <translation>无 %1 价格</translation>
    </message>
    <message>
        <source>converted from %1</source>
        <translation>由 %1 换算</translation>
    </message>
    <message>
        <source>Subtotal %1</source>
        <translation>小计 %1</translation>
    </message>
    <message>
        <source>Grand total (%1)</source>
        <translation>总计（%1）</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>note</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <source>Prices in %1 at catalog prices as of the dates shown (%2 CNY per USD where a price is converted). A server&apos;s price covers its default configuration; parts beyond it are listed as extras and default parts left out as credits. %3 lines have no usable price and count as zero.</source>
        <translation>价格以 %1 计，按所示日期的目录价格（需换算时按 1 美元兑 %2 人民币）。服务器价格涵盖其默认配置；超出部分作为附加项列出，未安装的默认部件作为抵扣项列出。%3 行没有可用价格，按零计。</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>Part number</source>
        <translation>部件号</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Extended</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Power and cooling per rack</source>
        <translation>各机柜电力与制冷</translation>
    </message>
    <message>
        <source>Budget: the power provisioned for the rack; usable: what one feed carries when the rack has 2N feeds (half the budget), else the budget. Load: peak against usable. Limit: the heat the rack&apos;s cooling method removes.</source>
        <translation>预算：为机柜配置的功率；可用：机柜采用 2N 供电时单路可承载的功率（预算的一半），否则等于预算。负载：峰值相对于可用功率。上限：机柜制冷方式可排出的热量。</translation>
    </message>
    <message>
        <source>IT load %1 kW at peak, %2 kW typical, %3 kW idle; facility %4 kW at PUE %5. Heat %6 BTU/h (%7 tons of refrigeration), %8 kW of it to liquid. Installed cooling %9 kW, %10 kW with the largest unit out.</source>
        <translation>IT 负载峰值 %1 kW，典型 %2 kW，空闲 %3 kW；PUE %5 时设施功率 %4 kW。散热 %6 BTU/h（%7 冷吨），其中 %8 kW 由液冷带走。已装制冷 %9 kW，最大单元停机时 %10 kW。</translation>
    </message>
    <message>
        <source>2N</source>
        <translation>2N</translation>
    </message>
    <message>
        <source>single</source>
        <translation>单路</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>Feeds</source>
        <translation>供电</translation>
    </message>
    <message>
        <source>Budget kW</source>
        <translation>预算 kW</translation>
    </message>
    <message>
        <source>Usable kW</source>
        <translation>可用 kW</translation>
    </message>
    <message>
        <source>Peak kW</source>
        <translation>峰值 kW</translation>
    </message>
    <message>
        <source>Typical kW</source>
        <translation>典型 kW</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>负载</translation>
    </message>
    <message>
        <source>Heat kW</source>
        <translation>散热 kW</translation>
    </message>
    <message>
        <source>Limit kW</source>
        <translation>上限 kW</translation>
    </message>
    <message>
        <source>Design-rule findings</source>
        <translation>设计规则检查结果</translation>
    </message>
    <message>
        <source>No design rule found anything to report.</source>
        <translation>设计规则未发现任何需要报告的问题。</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>发现</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>依据</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Facility</source>
        <translation>设施</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>假设项</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>取值</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>%1 %2 per kWh</source>
        <translation>每 kWh %1 %2</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <source> (estimate)</source>
        <translation>（估算）</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认值</translation>
    </message>
    <message>
        <source>Source of the default</source>
        <translation>默认值来源</translation>
    </message>
    <message>
        <source>Over %1 years in %2 at %3% utilisation, discounted at %4% a year. Build buys the design; cloud rents the same %5 GPUs; hybrid owns %6 GPUs and rents the peaks.</source>
        <translation>%1 年，%2 计价，利用率 %3%，年折现率 %4%。自建即购买本设计；云即租用同样的 %5 个 GPU；混合即自有 %6 个 GPU，高峰时租用。</translation>
    </message>
    <message>
        <source>Cloud offer: %1 (%2), %3 %4 per GPU-hour, price seen %5%6.</source>
        <translation>云服务报价：%1（%2），每 GPU 小时 %3 %4，报价日期 %5%6。</translation>
    </message>
    <message>
        <source>, an estimate</source>
        <translation>，为估算</translation>
    </message>
    <message>
        <source>No cloud offer rents this GPU, so cloud is not costed.</source>
        <translation>没有云服务提供此 GPU 的租用，因此未计算云成本。</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>总成本</translation>
    </message>
    <message>
        <source>Net present value</source>
        <translation>净现值</translation>
    </message>
    <message>
        <source>Cost per GPU-hour</source>
        <translation>每 GPU 小时成本</translation>
    </message>
    <message>
        <source>By category</source>
        <translation>按类别</translation>
    </message>
    <message>
        <source>By year</source>
        <translation>按年份</translation>
    </message>
    <message>
        <source>Building costs less than renting from month %1.</source>
        <translation>从第 %1 个月起，自建比租用更便宜。</translation>
    </message>
    <message>
        <source>Building does not catch up with renting within the horizon.</source>
        <translation>在评估期内自建无法追平租用成本。</translation>
    </message>
    <message>
        <source>Build and cloud cost the same (NPV) at %1% utilisation.</source>
        <translation>利用率为 %1% 时，自建与云的成本（NPV）相同。</translation>
    </message>
    <message>
        <source>No utilisation between 0 and 100% makes build and cloud cost the same.</source>
        <translation>在 0 到 100% 之间没有任何利用率能使自建与云的成本相同。</translation>
    </message>
    <message>
        <source>Build, cloud and hybrid in %1</source>
        <translation>自建、云与混合方案（%1）</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n leaf switches</source>
        <translation>
            <numerusform>%n 台叶交换机</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spine switches</source>
        <translation>
            <numerusform>%n 台脊交换机</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n core switches</source>
        <translation>
            <numerusform>%n 台核心交换机</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n links × %1</source>
        <translation>
            <numerusform>%n 条链路 × %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n links: %1</source>
        <translation>
            <numerusform>%n 条链路：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>two counts</comment>
        <translation>%1，%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 nodes</source>
        <translation>
            <numerusform>%1 个节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 switches</source>
        <translation>
            <numerusform>%1 台交换机</numerusform>
        </translation>
    </message>
    <message>
        <source>Design rules: %1, %2, %3.</source>
        <translation>设计规则：%1，%2，%3。</translation>
    </message>
    <message numerus="yes">
        <source>%n errors</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warnings</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n notes</source>
        <translation>
            <numerusform>%n 个提示</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Same layout in %n more racks: %1 … %2</source>
        <translation>
            <numerusform>另有 %n 个机柜布局相同：%1 … %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n further rack layouts are not drawn, to keep the report short; the power and cooling table lists every rack.</source>
        <translation>
            <numerusform>为保持报告简短，另有 %n 种机柜布局未绘制；电力与制冷表列出所有机柜。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n switches</source>
        <translation>
            <numerusform>%1：%n 台交换机</numerusform>
        </translation>
    </message>
    <message>
        <source>does not run</source>
        <translation>无法运行</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Step (s)</source>
        <translation>每步（秒）</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <source>MFU %</source>
        <translation>MFU %</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>天数</translation>
    </message>
    <message>
        <source>GB per GPU</source>
        <translation>每 GPU GB</translation>
    </message>
    <message>
        <source>Bound by</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Tensor-parallel communication</source>
        <translation>张量并行通信</translation>
    </message>
    <message>
        <source>Context-parallel communication</source>
        <translation>上下文并行通信</translation>
    </message>
    <message>
        <source>Expert-parallel communication</source>
        <translation>专家并行通信</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>Data-parallel communication (exposed)</source>
        <translation>数据并行通信（未隐藏部分）</translation>
    </message>
    <message>
        <source>Optimizer step</source>
        <translation>优化器更新</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>整步</translation>
    </message>
    <message>
        <source>Where the best plan&apos;s step goes</source>
        <translation>最佳方案每步的时间构成</translation>
    </message>
    <message>
        <source>Part of the step</source>
        <translation>组成部分</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>Share %</source>
        <translation>占比 %</translation>
    </message>
    <message>
        <source>tp %1 · pp %2 × %3</source>
        <translation>tp %1 · pp %2 × %3</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>Plan × replicas</source>
        <translation>方案 × 副本</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>Output tokens/s</source>
        <translation>输出 token/秒</translation>
    </message>
    <message>
        <source>First token (ms)</source>
        <translation>首 token（ms）</translation>
    </message>
    <message>
        <source>Per token (ms)</source>
        <translation>每 token（ms）</translation>
    </message>
    <message>
        <source>Trained</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Served</source>
        <translation>推理输出</translation>
    </message>
    <message>
        <source>Per million tokens (%1)</source>
        <translation>每百万 token（%1）</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>kWh</source>
        <translation>kWh</translation>
    </message>
    <message>
        <source>Performance of the workloads</source>
        <translation>工作负载性能</translation>
    </message>
    <message>
        <source>The performance model on the design as built: %1 × %2 (%3 × %4), %5 GPUs per scale-up domain over %6, %7 Gb/s per GPU into the compute fabric, oversubscription %8 : 1.</source>
        <translation>性能模型基于实际设计：%1 × %2（%3 × %4），每个纵向扩展域 %5 块 GPU，经 %6；每块 GPU 接入计算网络 %7 Gb/s，收敛比 %8 : 1。</translation>
    </message>
    <message>
        <source>The performance model cannot run: %1</source>
        <translation>性能模型无法运行：%1</translation>
    </message>
    <message>
        <source>at once</source>
        <translation>立即</translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n 分钟</numerusform>
        </translation>
    </message>
    <message>
        <source>Alarms</source>
        <translation>告警</translation>
    </message>
    <message>
        <source>The alerting rules of the Prometheus export (clustersmith-cli export --prometheus) on NVIDIA&apos;s DCGM exporter. An alert fires once its condition has held for the time given.</source>
        <translation>Prometheus 导出（clustersmith-cli export --prometheus）基于 NVIDIA DCGM exporter 的告警规则。条件持续满足所列时长后告警触发。</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>告警</translation>
    </message>
    <message>
        <source>Watches</source>
        <translation>监控对象</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>For</source>
        <translation>持续</translation>
    </message>
    <message>
        <source>Why, and the source</source>
        <translation>理由与来源</translation>
    </message>
    <message>
        <source>Maintenance routine</source>
        <translation>日常维护</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>How often</source>
        <translation>频率</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>运维</translation>
    </message>
    <message>
        <source>Power supplies</source>
        <translation>电源</translation>
    </message>
    <message>
        <source>Fans</source>
        <translation>风扇</translation>
    </message>
    <message>
        <source>Fans of every device: the catalog counts no part&apos;s fans</source>
        <translation>所有设备的风扇：目录没有给出任何部件的风扇数量</translation>
    </message>
    <message numerus="yes">
        <source>Supplies of %n devices whose catalog entries do not count them</source>
        <translation>
            <numerusform>%n 台设备的电源（目录未给出其电源数量）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 W supplies in %2 × %3</source>
        <translation>%2 × %3 中的 %1 W 电源</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 (%2% of those installed)</source>
        <translation>%1（已安装数量的 %2%）</translation>
    </message>
    <message>
        <source>%1 (estimate)</source>
        <translation>%1（估计）</translation>
    </message>
    <message>
        <source>Spare parts</source>
        <translation>备件</translation>
    </message>
    <message>
        <source>Spares to hold: the installed count times the share for its kind, rounded up, and at least one of each type installed. Transceivers and cables are counted as the bill of materials counts them, power supplies from the catalog&apos;s count per device.</source>
        <translation>应备备件：已安装数量乘以该类部件的比例，向上取整，每种已安装的部件至少一个。光模块和线缆按物料清单计数，电源按目录中每台设备的电源数量计数。</translation>
    </message>
    <message>
        <source>Installed</source>
        <translation>已安装</translation>
    </message>
    <message>
        <source>Spares</source>
        <translation>备件</translation>
    </message>
    <message>
        <source>Spare shares</source>
        <translation>备件比例</translation>
    </message>
    <message>
        <source>Parts</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>比例</translation>
    </message>
    <message>
        <source>Days to train on variants of this design&apos;s network</source>
        <translation>本设计网络各变体上的训练天数</translation>
    </message>
    <message>
        <source>Output tokens/s on variants of this design&apos;s network</source>
        <translation>本设计网络各变体上的每秒输出 token</translation>
    </message>
    <message>
        <source>no plan fits</source>
        <translation>没有可行方案</translation>
    </message>
    <message>
        <source>What the network buys</source>
        <translation>网络带来的收益</translation>
    </message>
    <message>
        <source>Collectives (nccl-tests)</source>
        <translation>集合通信（nccl-tests）</translation>
    </message>
    <message>
        <source>Bandwidth (bandwidthTest, nvbandwidth, perftest)</source>
        <translation>带宽（bandwidthTest、nvbandwidth、perftest）</translation>
    </message>
    <message>
        <source>Commissioning</source>
        <translation>验收</translation>
    </message>
    <message numerus="yes">
        <source>%n benchmark output(s) from the built cluster are attached to the design, each judged against what the design predicts for the hosts that ran (clustersmith-cli commission, docs/commissioning.md). A collective passes at %1 of the predicted bus bandwidth or more (the performance model&apos;s validated error is 15%); a bandwidth test at %2.</source>
        <translation>
            <numerusform>设计中附加了已建成集群的 %n 个基准测试输出，每个都与设计对参与运行的主机的预测进行比较（clustersmith-cli commission，docs/commissioning.md）。集合通信达到预测总线带宽的 %1 或以上即通过（性能模型经验证的误差为 15%）；带宽测试的通过线为 %2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) or test(s) below the prediction.</source>
        <translation>
            <numerusform>%n 次运行或测试低于预测。</numerusform>
        </translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>发现</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Bound by %1. The model gives this work no network term, so the network&apos;s variants change nothing here.</source>
        <translation>受限于%1。模型对这类工作不计网络开销，因此网络的各种变体在此不产生变化。</translation>
    </message>
    <message>
        <source>no plan runs</source>
        <translation>无方案可运行</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Build per million tokens (%1)</source>
        <translation>自建每百万 token（%1）</translation>
    </message>
    <message>
        <source>Network parts ×</source>
        <translation>网络部件 ×</translation>
    </message>
    <message>
        <source>Per %1 (%2)</source>
        <translation>每%1（%2）</translation>
    </message>
</context>
<context>
    <name>RuleText</name>
    <message>
        <source>The design has no GPUs yet; add GPU servers from the catalog.</source>
        <translation>该设计还没有 GPU；请从目录中添加 GPU 服务器。</translation>
    </message>
    <message>
        <source>Clustersmith sizes designs around their accelerators.</source>
        <translation>Clustersmith 以加速器为中心确定设计规模。</translation>
    </message>
    <message>
        <source>The design mixes %1 GPU models; one training job runs at the pace of the slowest, so keep models in separate partitions.</source>
        <translation>该设计混用了 %1 种 GPU 型号；一个训练作业以最慢的 GPU 为准，请将不同型号放在不同分区。</translation>
    </message>
    <message>
        <source>Synchronous data-parallel training waits for the slowest worker.</source>
        <translation>同步数据并行训练需要等待最慢的工作节点。</translation>
    </message>
    <message>
        <source>GPUs without NVLink-class links are spread over %1 nodes; every gradient exchange crosses PCIe and the network. Use SXM/OAM GPUs for multi-node training, or keep these for inference.</source>
        <translation>没有 NVLink 级互连的 GPU 分布在 %1 个节点上；每次梯度交换都要经过 PCIe 和网络。多节点训练请使用 SXM/OAM GPU，或将这些 GPU 用于推理。</translation>
    </message>
    <message>
        <source>Design guides: single-node multi-GPU needs NVLink, far faster than PCIe.</source>
        <translation>设计指南：单节点多 GPU 需要 NVLink，其速度远高于 PCIe。</translation>
    </message>
    <message>
        <source>Expected scaling efficiency of one job across all %1 GPUs is %2%; plan for diminishing returns, or run several smaller jobs.</source>
        <translation>单个作业跨全部 %1 个 GPU 的预期扩展效率为 %2%；请预估收益递减，或运行多个较小的作业。</translation>
    </message>
    <message>
        <source>Scaling model: 4 GPUs ≈ 3.5× one GPU (design guides); ≈89% kept from 768 to 3,584 GPUs (MLPerf Training v3.0).</source>
        <translation>扩展模型：4 个 GPU ≈ 单 GPU 的 3.5 倍（设计指南）；从 768 到 3,584 个 GPU 保持约 89%（MLPerf Training v3.0）。</translation>
    </message>
    <message>
        <source>Host RAM ≥ 2× GPU memory: rule of thumb in the design guides; NVIDIA&apos;s enterprise reference architecture asks ≥ 128 GB per GPU.</source>
        <translation>主机内存 ≥ 2 倍 GPU 显存：设计指南中的经验法则；NVIDIA 企业参考架构要求每 GPU ≥ 128 GB。</translation>
    </message>
    <message>
        <source>NVIDIA Enterprise Reference Architecture: at least 128 GB system RAM per GPU.</source>
        <translation>NVIDIA 企业参考架构：每 GPU 至少 128 GB 系统内存。</translation>
    </message>
    <message>
        <source>NVIDIA Enterprise Reference Architecture: at least 7 physical cores per GPU; DGX H100/B200 ship 14.</source>
        <translation>NVIDIA 企业参考架构：每 GPU 至少 7 个物理核；DGX H100/B200 配备 14 个。</translation>
    </message>
    <message>
        <source>Design guides: slow storage starves GPUs; local NVMe caches the working set.</source>
        <translation>设计指南：存储过慢会让 GPU 空等；本地 NVMe 可缓存工作集。</translation>
    </message>
    <message>
        <source>Design guides: storage is one of the three supports GPUs stand on.</source>
        <translation>设计指南：存储是支撑 GPU 的三大支柱之一。</translation>
    </message>
    <message>
        <source>Shared storage reads %1 GB/s per GPU (want ≥ %2); add storage nodes or faster ones.</source>
        <translation>共享存储每 GPU 读取 %1 GB/s（应 ≥ %2）；请增加存储节点或使用更快的存储节点。</translation>
    </message>
    <message>
        <source>Estimate: a rule of thumb for training reads; adjust per workload.</source>
        <translation>估算：训练读取的经验法则；请按工作负载调整。</translation>
    </message>
    <message>
        <source>Design guides: power supplies and PDUs must carry peak load, or breakers trip under full training load.</source>
        <translation>设计指南：电源和 PDU 必须能承载峰值负载，否则满负荷训练时断路器会跳闸。</translation>
    </message>
    <message>
        <source>The PDUs of one feed in rack &quot;%1&quot; carry %2 kW, less than its %3 kW peak; use larger PDUs.</source>
        <translation>机柜 &quot;%1&quot; 中一路供电的 PDU 承载 %2 kW，低于其 %3 kW 峰值；请使用更大的 PDU。</translation>
    </message>
    <message>
        <source>Rack &quot;%1&quot; holds powered devices but no PDU; add one per feed.</source>
        <translation>机柜 &quot;%1&quot; 装有用电设备但没有 PDU；请每路供电添加一个。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; peaks at %2 W but its supplies give %3 W with the redundant ones failed; use larger supplies.</source>
        <translation>&quot;%1&quot; 峰值功耗 %2 W，但冗余电源失效后其电源只能提供 %3 W；请使用更大的电源。</translation>
    </message>
    <message numerus="yes">
        <source>%n devices of &quot;%1&quot; peak at up to %2 W but their supplies give %3 W with the redundant ones failed, by the catalog&apos;s estimates of the peak or the supplies; check the vendor&apos;s figures.</source>
        <translation>
            <numerusform>按目录对峰值功耗或电源的估计值，%n 台 &quot;%1&quot; 峰值功耗最高 %2 W，但冗余电源失效后其电源只能提供 %3 W；请核对厂商的数据。</numerusform>
        </translation>
    </message>
    <message>
        <source>Rack density limits: optimised air 20–40 kW, rear-door heat exchanger 40–60 kW, direct liquid 60–140 kW (Uptime Institute 2024 survey; vendor guidance).</source>
        <translation>机柜密度上限：优化风冷 20–40 kW，背板换热器 40–60 kW，直接液冷 60–140 kW（Uptime Institute 2024 年调查；厂商指南）。</translation>
    </message>
    <message>
        <source>Rack &quot;%1&quot; gives off %2 kW, more than its %3 cooling removes (%4 kW); spread the load or change the cooling method.</source>
        <translation>机柜 &quot;%1&quot; 散热 %2 kW，超过其 %3 制冷能排出的热量（%4 kW）；请分散负载或更换制冷方式。</translation>
    </message>
    <message>
        <source>Cooling units remove %1 kW of %2 heat but the racks give off %3 kW; add cooling.</source>
        <translation>制冷单元可排出 %1 kW 的 %2 热量，但机柜散热 %3 kW；请增加制冷。</translation>
    </message>
    <message>
        <source>With the largest %1 cooling unit down only %2 kW of %3 kW is removed; add a unit for N+1.</source>
        <translation>最大的 %1 制冷单元停机时，%3 kW 中只能排出 %2 kW；请增加一台以实现 N+1。</translation>
    </message>
    <message>
        <source>N+1 cooling: one unit may fail or be serviced without overheating the room.</source>
        <translation>N+1 制冷：一台单元故障或维护时机房不会过热。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2 mm deep but rack &quot;%3&quot; is %4 mm; use a deeper rack.</source>
        <translation>&quot;%1&quot; 深 %2 mm，但机柜 &quot;%3&quot; 深 %4 mm；请使用更深的机柜。</translation>
    </message>
    <message>
        <source>Vendor chassis depth against rack depth; the design guides warn GPU servers are deeper than ordinary servers.</source>
        <translation>厂商机箱深度与机柜深度对比；设计指南提醒 GPU 服务器比普通服务器更深。</translation>
    </message>
    <message>
        <source>Rack &quot;%1&quot; holds %2 kg, above its %3 kg static load rating; spread the heavy devices.</source>
        <translation>机柜 &quot;%1&quot; 承重 %2 kg，超过其 %3 kg 的静态额定承重；请分散重型设备。</translation>
    </message>
    <message>
        <source>The rack maker&apos;s static load rating.</source>
        <translation>机柜厂商的静态额定承重。</translation>
    </message>
    <message>
        <source>Every device needs a rack position before installation.</source>
        <translation>每台设备在安装前都需要一个机柜位置。</translation>
    </message>
    <message>
        <source>Design guides: GPUs on a slow network are sprinters on a muddy road; multi-node training needs InfiniBand or RDMA Ethernet, non-blocking where possible.</source>
        <translation>设计指南：慢速网络上的 GPU 就像泥泞路上的短跑选手；多节点训练需要 InfiniBand 或 RDMA 以太网，尽可能无阻塞。</translation>
    </message>
    <message>
        <source>The %1 tier of fabric &quot;%2&quot; is oversubscribed %3:1; add uplinks or spines for training traffic.</source>
        <translation>网络 &quot;%2&quot; 的%1层收敛比为 %3:1；请为训练流量增加上行链路或脊交换机。</translation>
    </message>
    <message>
        <source>Fabric &quot;%1&quot; is Ethernet without RDMA on every switch and NIC; use RoCE-capable parts for multi-node training.</source>
        <translation>网络 &quot;%1&quot; 为以太网，但并非所有交换机和网卡都支持 RDMA；多节点训练请使用支持 RoCE 的部件。</translation>
    </message>
    <message>
        <source>Both ends of a link must agree; a mismatch runs at the slower speed or not at all.</source>
        <translation>链路两端必须一致；不匹配时将以较低速率运行或无法工作。</translation>
    </message>
    <message>
        <source>DGX H100/B200 give every GPU its own 400 Gb/s NIC; the default threshold is an estimate for multi-node training.</source>
        <translation>DGX H100/B200 为每个 GPU 配备独立的 400 Gb/s 网卡；默认阈值是针对多节点训练的估算值。</translation>
    </message>
    <message>
        <source>Cable reach from the cable&apos;s catalog figures (passive copper ≤ 3 m, active ≤ 5 m).</source>
        <translation>线缆传输距离取自线缆的目录数据（无源铜缆 ≤ 3 m，有源 ≤ 5 m）。</translation>
    </message>
    <message>
        <source>Passive fibre carries light only between two transceivers.</source>
        <translation>无源光纤只在两个光模块之间传输光信号。</translation>
    </message>
    <message>
        <source>Connectors from the parts&apos; catalog figures: MPO-12/APC, MPO-12/UPC and duplex LC do not mate with each other.</source>
        <translation>连接器取自部件的目录数据：MPO-12/APC、MPO-12/UPC 与双工 LC 互不兼容。</translation>
    </message>
    <message>
        <source>Management fabric &quot;%1&quot; hangs on one top switch; add a second so that one failure does not cut off every rack.</source>
        <translation>管理网络 &quot;%1&quot; 只挂在一台顶层交换机上；请再添加一台，以免单点故障切断所有机柜。</translation>
    </message>
    <message>
        <source>Design guides: a single point of failure in management networking takes the cluster out of reach.</source>
        <translation>设计指南：管理网络的单点故障会使整个集群无法访问。</translation>
    </message>
    <message>
        <source>Design guides: start small and leave room to grow.</source>
        <translation>设计指南：从小规模起步，并预留扩展空间。</translation>
    </message>
    <message numerus="yes">
        <source>%n nodes have host RAM only %1× their GPU memory (want ≥ %2×); add RAM so data loading and checkpointing do not starve the GPUs.</source>
        <translation>
            <numerusform>%n 个节点的主机内存仅为其 GPU 显存的 %1 倍（应 ≥ %2 倍）；请增加内存，以免数据加载和检查点拖慢 GPU。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n nodes have %1 GB of host RAM per GPU (want ≥ %2 GB); add RAM.</source>
        <translation>
            <numerusform>%n 个节点每 GPU 仅有 %1 GB 主机内存（应 ≥ %2 GB）；请增加内存。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n nodes have %1 CPU cores per GPU (want ≥ %2); pick CPUs with more cores so data loading keeps up.</source>
        <translation>
            <numerusform>%n 个节点每 GPU 仅有 %1 个 CPU 核（应 ≥ %2）；请选择核数更多的 CPU，使数据加载跟得上。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU nodes have no local NVMe for datasets and checkpoints; add NVMe drives.</source>
        <translation>
            <numerusform>%n 个 GPU 节点没有用于数据集和检查点的本地 NVMe；请添加 NVMe 硬盘。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPUs have no shared storage; add a storage system sized for the datasets.</source>
        <translation>
            <numerusform>%n 个 GPU 没有共享存储；请按数据集规模添加存储系统。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n devices have no redundant power supply; one failure stops them.</source>
        <translation>
            <numerusform>%n 台设备没有冗余电源；一个故障就会使其停机。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n liquid-cooled devices sit in air-cooled racks; give those racks direct liquid cooling.</source>
        <translation>
            <numerusform>%n 台液冷设备位于风冷机柜中；请为这些机柜配置直接液冷。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n devices are not placed in a rack yet; their power and heat count in the totals but in no rack.</source>
        <translation>
            <numerusform>%n 台设备尚未放入机柜；其功率和散热计入总量，但不属于任何机柜。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU nodes have no compute fabric; add one so they can train together.</source>
        <translation>
            <numerusform>%n 个 GPU 节点没有计算网络；请添加一个，使它们能协同训练。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU nodes have compute ports but no link into the compute fabric; connect them.</source>
        <translation>
            <numerusform>%n 个 GPU 节点有计算端口但没有连接到计算网络；请连接它们。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n links are longer than their cable reaches; pick longer cables or optics.</source>
        <translation>
            <numerusform>%n 条链路超出其线缆的传输距离；请选择更长的线缆或光模块。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fibre links lack a transceiver at one end; add the optics.</source>
        <translation>
            <numerusform>%n 条光纤链路的一端缺少光模块；请添加光模块。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n links join optics and a fibre whose connectors do not mate; give each link optics and a fibre of one connector.</source>
        <translation>
            <numerusform>%n 条链路的光模块与光纤连接器不匹配；请为每条链路选用同一种连接器的光模块和光纤。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n links in fabric &quot;%1&quot; join ports of different speeds; match the ports or use a breakout.</source>
        <translation>
            <numerusform>网络 &quot;%1&quot; 中有 %n 条链路连接了不同速率的端口；请匹配端口或使用分支线缆。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n links in fabric &quot;%1&quot; join InfiniBand to Ethernet ports; they cannot talk without a gateway.</source>
        <translation>
            <numerusform>网络 &quot;%1&quot; 中有 %n 条链路将 InfiniBand 端口连接到以太网端口；没有网关它们无法通信。</numerusform>
        </translation>
    </message>
    <message>
        <source>Rack &quot;%1&quot; draws up to %2 kW but may use %3 kW (2N: what one feed carries of the %4 kW provisioned); move devices or raise its usable power.</source>
        <translation>机柜 &quot;%1&quot; 最高耗电 %2 kW，但可用功率只有 %3 kW（2N：已配置 %4 kW 中单路供电所能承载的部分）；请移走设备或提高其可用功率。</translation>
    </message>
    <message>
        <source>Rack &quot;%1&quot; draws up to %2 kW but may use %3 kW on its one feed; move devices or raise its usable power.</source>
        <translation>机柜 &quot;%1&quot; 最高耗电 %2 kW，但其单路供电只能提供 %3 kW；请移走设备或提高其可用功率。</translation>
    </message>
    <message>
        <source>Rack &quot;%1&quot; has 2N feeds but PDUs on feed %2 only; add a PDU on feed %3, or the rack goes dark when feed %2 fails.</source>
        <translation>机柜 &quot;%1&quot; 为 2N 双路供电，但只有 %2 路装有 PDU；请在 %3 路加装 PDU，否则 %2 路故障时整个机柜断电。</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU nodes give a GPU as little as %1 Gb/s of cabled links into the compute fabric (want ≥ %2); cable every compute port and add NICs, ideally one per GPU.</source>
        <translation>
            <numerusform>%n 个 GPU 节点经已接线缆接入计算网络的带宽每 GPU 低至 %1 Gb/s（应 ≥ %2）；请为每个计算端口接好线缆并增加网卡，最好每 GPU 一块。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU nodes leave compute ports without a cable (%1 of their %2 ports); cable them or their GPUs inject less than the NICs offer.</source>
        <translation>
            <numerusform>%n 个 GPU 节点有计算端口未接线缆（共 %2 个端口中的 %1 个）；请接好线缆，否则 GPU 的注入带宽低于网卡所能提供的。</numerusform>
        </translation>
    </message>
    <message>
        <source>Fabric &quot;%1&quot; has no switch port free for another node; growing it means a second tier of switches.</source>
        <translation>网络 &quot;%1&quot; 的交换机已无空闲端口可接入新节点；扩容需要增加第二层交换机。</translation>
    </message>
    <message>
        <source>Fabric &quot;%1&quot; has no port free for another node: growing it means more switches at its top tier with the uplinks spread over them, or a new tier; leave ports free if the cluster will grow.</source>
        <translation>网络 &quot;%1&quot; 已无空闲端口可接入新节点：扩容需要在顶层增加交换机并把上行链路分摊到其上，或增加新的层级；如果集群会扩容，请预留空闲端口。</translation>
    </message>
    <message>
        <source>No parallel plan runs training workload &quot;%1&quot; on this design: of %2 plans, %3 do not fit in GPU memory (%4 GB of model state against %5 GB on all GPUs) and %6 need a network between the nodes. Add GPUs, choose GPUs with more memory, or cable the compute fabric.</source>
        <translation>训练工作负载“%1”在该设计上没有可运行的并行方案：%2 种方案中，%3 种放不进 GPU 显存（模型状态 %4 GB，全部 GPU 共 %5 GB），%6 种需要节点之间的网络。请增加 GPU、选择显存更大的 GPU，或为计算网络布线。</translation>
    </message>
    <message>
        <source>Performance model: parameters, gradients and optimizer state (16 bytes a parameter with mixed-precision Adam) and activations per GPU, for every plan the cluster allows.</source>
        <translation>性能模型：对集群允许的每种方案，计算每块 GPU 上的参数、梯度和优化器状态（混合精度 Adam 每个参数 16 字节）以及激活值。</translation>
    </message>
    <message>
        <source>Training workload &quot;%1&quot;: %2% of each step waits on communication and pipeline bubbles (bound by %3) with the best plan. More bandwidth per GPU into the fabric, a larger scale-up domain or a less oversubscribed fabric buys back the GPUs&apos; time.</source>
        <translation>训练工作负载“%1”：即使采用最佳方案，每步仍有 %2% 的时间在等待通信和流水线气泡（受限于%3）。提高每块 GPU 的网络带宽、扩大纵向扩展域或降低网络收敛比，才能把 GPU 的时间找回来。</translation>
    </message>
    <message>
        <source>Design assumption (max_exposed_communication_share): well-run clusters hide most communication behind compute (Megatron-LM&apos;s published runs reach 41–52% MFU).</source>
        <translation>设计假设（max_exposed_communication_share）：运行良好的集群会把大部分通信隐藏在计算之后（Megatron-LM 公布的训练达到 41–52% MFU）。</translation>
    </message>
    <message>
        <source>Training workload &quot;%1&quot; takes %2 days on this design by the model, beyond its %3-day target; even at perfect scaling it needs about %4 GPUs (clustersmith-cli size ranks the options).</source>
        <translation>按模型预测，训练工作负载“%1”在该设计上需要 %2 天，超出 %3 天的目标；即使完美扩展也需要约 %4 块 GPU（clustersmith-cli size 会对方案排序）。</translation>
    </message>
    <message>
        <source>Performance model: the best plan&apos;s tokens per second over the training tokens, at training&apos;s share of the hours.</source>
        <translation>性能模型：按训练所占的时间份额，用最佳方案每秒处理的 token 数计算训练 token 总量所需时间。</translation>
    </message>
    <message>
        <source>No serving plan fits inference workload &quot;%1&quot; on this design: the weights (%2 GB) leave no room for one sequence&apos;s key/value cache in any split the nodes and the model&apos;s shape allow (tensor parallelism dividing its %3 heads within a node, pipeline stages dividing its %4 layers). Choose GPUs with more memory, a lower precision, or give the model&apos;s shape.</source>
        <translation>推理工作负载“%1”在该设计上没有放得下的推理方案：在节点和模型结构允许的任何切分下（节点内张量并行须整除其 %3 个注意力头，流水线阶段须整除其 %4 层），权重（%2 GB）都留不出一个序列的 K/V 缓存空间。请选择显存更大的 GPU、更低的精度，或给出模型结构。</translation>
    </message>
    <message>
        <source>Performance model: weights and key/value cache per GPU for every tensor- and pipeline-parallel split.</source>
        <translation>性能模型：对每种张量并行和流水线并行切分，计算每块 GPU 上的权重和 K/V 缓存。</translation>
    </message>
    <message>
        <source>Interactive workload &quot;%1&quot;: the fastest serving plan decodes a token in %2 ms, slower than the 50 ms a reader needs (bound by %3). Use GPUs with more memory bandwidth, a larger scale-up domain, or a lower precision.</source>
        <translation>交互式工作负载“%1”：最快的推理方案解码一个 token 需要 %2 ms，慢于阅读所需的 50 ms（受限于%3）。请使用显存带宽更高的 GPU、更大的纵向扩展域或更低的精度。</translation>
    </message>
    <message>
        <source>Interactive serving: about 20 tokens/s per sequence, a reading pace (workload format, latency_class).</source>
        <translation>交互式推理：每个序列约每秒 20 个 token，即阅读速度（工作负载格式，latency_class）。</translation>
    </message>
    <message>
        <source>Inference workload &quot;%1&quot; serves %2 output tokens/s on this design by the model, below its target of %3 (bound by %4). Add GPUs or choose GPUs with more memory bandwidth.</source>
        <translation>按模型预测，推理工作负载“%1”在该设计上每秒输出 %2 个 token，低于目标 %3（受限于%4）。请增加 GPU 或选择显存带宽更高的 GPU。</translation>
    </message>
    <message>
        <source>Performance model: decode steps bound by memory bandwidth, compute and communication, with each request&apos;s prefill.</source>
        <translation>性能模型：解码步骤受显存带宽、算力和通信限制，并计入每个请求的预填充。</translation>
    </message>
    <message>
        <source>Training workload &quot;%1&quot;: a checkpoint of %2 GB takes %3 minutes at the storage&apos;s %4 GB/s of writes. Add storage bandwidth, or save checkpoints asynchronously and less often.</source>
        <translation>训练工作负载“%1”：以存储 %4 GB/s 的写入速度，保存一次 %2 GB 的检查点需要 %3 分钟。请增加存储带宽，或改为异步、降低频率保存检查点。</translation>
    </message>
    <message>
        <source>Design assumption (max_checkpoint_write_minutes): a checkpoint every hour or two should not cost the run more than a few minutes; the state is parameters × optimizer_bytes_per_parameter.</source>
        <translation>设计假设（max_checkpoint_write_minutes）：每一两小时一次的检查点不应让训练停顿超过几分钟；状态大小为参数量 × optimizer_bytes_per_parameter。</translation>
    </message>
    <message>
        <source>Workload &quot;%1&quot; takes %2 days on this design&apos;s %3 GPUs (bound by %4), beyond its %5-day target; at the same rate per GPU about %6 GPUs meet it (clustersmith-cli size ranks the options).</source>
        <translation>工作负载“%1”在本设计的 %3 个 GPU 上需 %2 天（受限于%4），超出 %5 天的目标；按相同的每 GPU 速率，约 %6 个 GPU 可达标（clustersmith-cli size 可对方案排序）。</translation>
    </message>
    <message>
        <source>Performance model: the work over the GPUs&apos; sustained rate (a share of their peak for a simulation, the rate measured per GPU for a throughput job).</source>
        <translation>性能模型：工作量除以 GPU 的持续速率（仿真取峰值的一定比例，吞吐量作业取每 GPU 实测速率）。</translation>
    </message>
    <message>
        <source>The workload&apos;s bytes_per_unit × the measured rate × the GPUs, against the storage parts&apos; summed read bandwidth (design guides: slow storage starves GPUs).</source>
        <translation>工作负载的 bytes_per_unit × 实测速率 × GPU 数，与存储部件的读带宽之和比较（设计指南：慢存储会让 GPU 饥饿）。</translation>
    </message>
    <message>
        <source>Throughput workload &quot;%1&quot;: %2 GPUs at %3 %4/s read %5 GB/s of input, more than the storage&apos;s %6 GB/s; the GPUs wait on the data loader and the work takes %7× longer (the days reported are the storage&apos;s). Add storage read bandwidth or cache the input on the nodes&apos; local NVMe.</source>
        <translation>吞吐量工作负载“%1”：%2 个 GPU 以 %3 %4/秒处理，需读取 %5 GB/s 输入，超过存储的 %6 GB/s；GPU 等待数据加载，工作耗时延长为 %7 倍（所报天数按存储速度计）。请增加存储读带宽，或将输入缓存到节点本地 NVMe。</translation>
    </message>
    <message>
        <source>Training workload &quot;%1&quot; fits in GPU memory only with tensor parallelism over %2 GPUs, beyond the %3-GPU scale-up domain (%4): every layer&apos;s collectives then leave the domain, and the best such plan takes %5 s a step (%6 days; bound by %7). Choose GPUs with more memory or a larger scale-up domain, or turn on activation recomputation.</source>
        <translation>训练负载“%1”只有在张量并行跨 %2 块 GPU 时才放得下 GPU 显存，超出了 %3 块 GPU 的纵向扩展域（%4）：每一层的集合通信都要离开该域，这样的最佳方案每步 %5 秒（%6 天；受限于%7）。请选择显存更大的 GPU 或更大的纵向扩展域，或开启激活重计算。</translation>
    </message>
    <message>
        <source>Performance model: tensor parallelism is searched within the scale-up domain (Megatron-LM keeps TP inside an NVLink node); this plan is the fastest that fits when it may span domains.</source>
        <translation>性能模型：张量并行只在纵向扩展域内搜索（Megatron-LM 把 TP 留在一个 NVLink 节点内）；此方案是允许跨域时放得下的最快方案。</translation>
    </message>
    <message>
        <source>Inference workload &quot;%1&quot;: its weights (%2 GB) do not fit in one %3-GPU scale-up domain, so each replica spans %4 GPUs in %5 pipeline stages on different nodes and every token crosses the network between them. A lower precision or GPUs with more memory keep a replica inside one domain.</source>
        <translation>推理负载“%1”：其权重（%2 GB）放不进一个 %3 块 GPU 的纵向扩展域，因此每个副本跨 %4 块 GPU、分 %5 个流水线阶段位于不同节点，每个 token 都要经网络在它们之间传递。更低的精度或显存更大的 GPU 能让一个副本留在一个域内。</translation>
    </message>
    <message>
        <source>Performance model: serving plans keep tensor parallelism inside the scale-up domain and add pipeline stages across nodes when the weights and one sequence&apos;s key/value cache need more memory.</source>
        <translation>性能模型：推理方案把张量并行留在纵向扩展域内；当权重和一个序列的键/值缓存需要更多显存时，跨节点增加流水线阶段。</translation>
    </message>
    <message>
        <source>Throughput workload &quot;%1&quot;: at the measured %2 %3/s a GPU&apos;s input pipeline keeps %4 CPU cores busy, and the nodes have %5 per GPU; the GPUs wait on the CPUs and run at %6% of their rate (the days reported are the CPUs&apos;). Choose CPUs with more cores, or decode and augment on the GPUs.</source>
        <translation>吞吐量工作负载“%1”：在实测的每秒 %2 %3 下，每块 GPU 的输入流水线占用 %4 个 CPU 核，而节点每块 GPU 只有 %5 个；GPU 等待 CPU，只能以其速率的 %6% 运行（所报天数按 CPU 速度计）。请选择核数更多的 CPU，或改在 GPU 上解码和增强。</translation>
    </message>
    <message>
        <source>The rate&apos;s cpu_cores_per_gpu, measured with it, against the GPU nodes&apos; CPU cores ÷ GPUs (design guides: too few CPU cores starve the GPUs).</source>
        <translation>与速率一同实测的 cpu_cores_per_gpu，对比 GPU 节点的 CPU 核数 ÷ GPU 数（设计指南：CPU 核数太少会让 GPU 挨饿）。</translation>
    </message>
</context>
<context>
    <name>SizingText</name>
    <message>
        <source>Activations: %1 GB per GPU, as given.</source>
        <translation>激活值：每 GPU %1 GB，按给定值。</translation>
    </message>
    <message>
        <source>recomputation on: only each layer&apos;s input is kept</source>
        <translation>开启重计算：只保留每层的输入</translation>
    </message>
    <message>
        <source>recomputation off; attention scores are not stored</source>
        <translation>关闭重计算；不存储注意力分数</translation>
    </message>
    <message>
        <source>Activations, estimated: %1 bytes × sequence %2 × micro-batch %3 × hidden %4 × %5 layers = %6 GB per GPU (%7).</source>
        <translation>激活值（估算）：%1 字节 × 序列 %2 × 微批次 %3 × 隐藏层 %4 × %5 层 = 每 GPU %6 GB（%7）。</translation>
    </message>
    <message>
        <source>The model&apos;s shape was estimated from its parameter count: %1 layers, hidden size %2 (parameters ≈ 12 × layers × hidden², hidden ≈ 128 × layers).</source>
        <translation>模型形状由参数量估算：%1 层，隐藏层大小 %2（参数量 ≈ 12 × 层数 × 隐藏层²，隐藏层 ≈ 128 × 层数）。</translation>
    </message>
    <message>
        <source>Training gets %1% of %2 days, %3 s: %4 FLOPs ÷ (%5 FLOP/s × %3 s) = %6 → %7 GPUs by compute.</source>
        <translation>训练占 %2 天中的 %1%，即 %3 s：%4 FLOPs ÷ (%5 FLOP/s × %3 s) = %6 → 按算力需 %7 个 GPU。</translation>
    </message>
    <message>
        <source>In %1 days (%2 s): %3 FLOPs ÷ (%4 FLOP/s × %2 s) = %5 → %6 GPUs by compute.</source>
        <translation>在 %1 天（%2 s）内：%3 FLOPs ÷ (%4 FLOP/s × %2 s) = %5 → 按算力需 %6 个 GPU。</translation>
    </message>
    <message>
        <source>Interactive serving keeps each of %1 sequences at %2 tokens/s: %3 tokens/s in all, more than the target of %4.</source>
        <translation>交互式服务使 %1 个序列各保持 %2 tokens/s：合计 %3 tokens/s，高于目标 %4。</translation>
    </message>
    <message>
        <source>Serving %1 tokens/s over %2 concurrent sequences.</source>
        <translation>在 %2 个并发序列上提供 %1 tokens/s。</translation>
    </message>
    <message>
        <source>Memory bandwidth not checked: the catalog gives none for %1.</source>
        <translation>未检查显存带宽：目录中没有 %1 的带宽数据。</translation>
    </message>
    <message>
        <source>Bandwidth: each decode step reads the weights and KV cache, %1 GB, and yields one token per sequence; %2 steps/s need %3 TB/s ÷ (%4 TB/s × %5%) = %6 → %7 GPUs by bandwidth.</source>
        <translation>带宽：每个解码步读取权重和 KV 缓存共 %1 GB，每个序列产生一个 token；%2 步/s 需要 %3 TB/s ÷ (%4 TB/s × %5%) = %6 → 按带宽需 %7 个 GPU。</translation>
    </message>
    <message>
        <source>training takes %1 days at %2% of the hours</source>
        <translation>在 %2% 的时间内训练需 %1 天</translation>
    </message>
    <message>
        <source>training takes %1 days</source>
        <translation>训练需 %1 天</translation>
    </message>
    <message>
        <source>serving reaches about %1 tokens/s</source>
        <translation>服务约达 %1 tokens/s</translation>
    </message>
    <message>
        <source>With %1 GPUs, %2.</source>
        <translation>使用 %1 个 GPU，%2。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Hardware cost unknown: the catalog has no price for %1; add one in the user catalog to rank it.</source>
        <translation>硬件成本未知：目录中没有 %1 的价格；请在用户目录中添加价格以参与排序。</translation>
    </message>
    <message>
        <source>an estimate</source>
        <translation>估算价格</translation>
    </message>
    <message>
        <source>a quoted price</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Hardware: %1 nodes × %2 %3 (%4, %5) = %6 %3.</source>
        <translation>硬件：%1 个节点 × %2 %3（%4，%5）= %6 %3。</translation>
    </message>
    <message>
        <source>This option&apos;s place in the ranking rests on that estimated price (%1); enter a quoted price as a price override in the user catalog to rank it for real.</source>
        <translation>此方案的排名依赖该估算价格（%1）；请在用户目录中以价格覆盖的方式录入报价以获得真实排名。</translation>
    </message>
    <message>
        <source>FP16 (INT4 weights are widened to 16 bits)</source>
        <translation>FP16（INT4 权重扩展为 16 位）</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>算力</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>Training compute: 6 × %1 parameters × %2 tokens = %3 FLOPs.</source>
        <translation>训练算力：6 × %1 参数 × %2 tokens = %3 FLOPs。</translation>
    </message>
    <message>
        <source>One %1 delivers %2 TFLOPS dense %3 × %4% MFU = %5 TFLOPS.</source>
        <translation>一个 %1 提供稠密 %3 %2 TFLOPS × %4% MFU = %5 TFLOPS。</translation>
    </message>
    <message>
        <source>Model states: %1 parameters × %2 bytes = %3 GB, sharded across the data-parallel group (ZeRO-3).</source>
        <translation>模型状态：%1 参数 × %2 字节 = %3 GB，在数据并行组内分片（ZeRO-3）。</translation>
    </message>
    <message>
        <source>Each GPU has %1 GB − 10% reserve − %2 GB of activations = %3 GB for model states: %4 GB ÷ %3 GB = %5 → %6 GPUs by memory.</source>
        <translation>每个 GPU 有 %1 GB − 10% 预留 − %2 GB 激活值 = %3 GB 用于模型状态：%4 GB ÷ %3 GB = %5 → 按显存需 %6 个 GPU。</translation>
    </message>
    <message>
        <source>Inference compute: 2 × %1 parameters × %2 tokens/s = %3 FLOP/s ÷ (%4 TFLOPS dense %5 × %6% utilisation) = %7 → %8 GPUs by compute.</source>
        <translation>推理算力：2 × %1 参数 × %2 tokens/s = %3 FLOP/s ÷ (稠密 %5 %4 TFLOPS × %6% 利用率) = %7 → 按算力需 %8 个 GPU。</translation>
    </message>
    <message>
        <source>Weights: %1 parameters × %2 bytes = %3 GB; KV cache: 2 × %4 layers × %5 K/V width × %6 bytes × %7 tokens × %8 sequences = %9 GB.</source>
        <translation>权重：%1 参数 × %2 字节 = %3 GB；KV 缓存：2 × %4 层 × %5 K/V 宽度 × %6 字节 × %7 tokens × %8 序列 = %9 GB。</translation>
    </message>
    <message>
        <source>Without kv_heads and head_dim the K/V width is the hidden size, as in attention without grouped queries.</source>
        <translation>没有 kv_heads 和 head_dim 时，K/V 宽度即隐藏层大小，与不分组查询的注意力相同。</translation>
    </message>
    <message>
        <source>Each %1 has %2 GB − 10% reserve = %3 GB: %4 GB ÷ %3 GB = %5 → %6 GPUs by memory.</source>
        <translation>每个 %1 有 %2 GB − 10% 预留 = %3 GB：%4 GB ÷ %3 GB = %5 → 按显存需 %6 个 GPU。</translation>
    </message>
    <message>
        <source>Activations of %1 GB per GPU leave no room for model states in %2 GB less the 10% reserve; turn recomputation on or give a smaller activation_gb_per_gpu.</source>
        <translation>每 GPU %1 GB 的激活值使 %2 GB 扣除 10% 预留后已无空间存放模型状态；请开启重计算或减小 activation_gb_per_gpu。</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>未检查</translation>
    </message>
    <message>
        <source>%1 binds: %2 GPUs (compute %3, memory %4, bandwidth %5).</source>
        <translation>%1 为约束：%2 个 GPU（算力 %3，显存 %4，带宽 %5）。</translation>
    </message>
    <message>
        <source>%1 binds: %2 GPUs (compute %3, memory %4).</source>
        <translation>%1 为约束：%2 个 GPU（算力 %3，显存 %4）。</translation>
    </message>
    <message>
        <source>Rounded up to whole nodes: %1 × %2 with %3 GPUs each = %4 GPUs.</source>
        <translation>向上取整到整节点：%1 × %2，每节点 %3 个 GPU = %4 个 GPU。</translation>
    </message>
    <message>
        <source>One copy of the weights and KV cache needs %1 GPUs, more than a %2 holds: the model is split across nodes, where tensor parallelism is slow; prefer GPUs with more memory or a node with a larger scale-up domain.</source>
        <translation>一份权重和 KV 缓存需要 %1 个 GPU，超过一台 %2 的容量：模型将跨节点切分，而跨节点张量并行很慢；请选择显存更大的 GPU 或纵向扩展域更大的节点。</translation>
    </message>
    <message>
        <source>%1 has no dense %2 figure in the catalog.</source>
        <translation>目录中没有 %1 的稠密 %2 数据。</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <translation>%1 tok/s</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>, estimate</source>
        <translation>，估算</translation>
    </message>
    <message>
        <source>
How option %1, %2, was sized:
</source>
        <translation>
方案 %1（%2）的规模推导：
</translation>
    </message>
    <message>
        <source>
Skipped:
</source>
        <translation>
已跳过：
</translation>
    </message>
    <message>
        <source>%1 of these %2 hardware costs rest on estimated prices (marked &quot;estimate&quot;), so the order is provisional; enter quoted prices as price overrides in the user catalog.
</source>
        <translation>这 %2 项硬件成本中有 %1 项基于估算价格（标记为 &quot;估算&quot;），因此排序仅供参考；请在用户目录中以价格覆盖的方式录入报价。
</translation>
    </message>
    <message>
        <source>the workload</source>
        <translation>该工作负载</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速器</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>Binding</source>
        <translation>约束项</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Hardware cost</source>
        <translation>硬件成本</translation>
    </message>
    <message>
        <source>(Compute, Memory, Bandwidth: GPUs each limit needs.)
</source>
        <translation>（算力、显存、带宽：各项需求所需的 GPU 数。）
</translation>
    </message>
    <message>
        <source>none of the %1 parallel plans for %2 GPUs fits: %3 exceed the memory and %4 need a network the nodes lack</source>
        <translation>%2 块 GPU 的 %1 种并行方案都不可行：%3 种超出显存，%4 种需要节点所没有的网络</translation>
    </message>
    <message>
        <source>no serving plan fits the weights and one sequence&apos;s key/value cache in %1 GPUs</source>
        <translation>%1 块 GPU 中没有能放下权重和一个序列 K/V 缓存的推理方案</translation>
    </message>
    <message>
        <source>no serving plan decodes a token within 50 ms (interactive); the best takes %1 ms</source>
        <translation>没有推理方案能在 50 ms 内解码一个 token（交互式）；最好的需要 %1 ms</translation>
    </message>
    <message>
        <source>Performance model on %1 × %2 (%3 GPUs; %4 GPUs per scale-up domain over %5; %6 Gb/s per GPU into a non-blocking fabric of %7 tier(s)):</source>
        <translation>性能模型，%1 × %2（%3 块 GPU；每个纵向扩展域 %4 块 GPU，经 %5；每块 GPU %6 Gb/s 接入 %7 层无阻塞网络）：</translation>
    </message>
    <message>
        <source> best plan %1, MFU %2%, bound by %3, %4 days of wall-clock time.</source>
        <translation>最佳方案 %1，MFU %2%，受限于%3，实际耗时 %4 天。</translation>
    </message>
    <message>
        <source> serving tp %1 · pp %2 × %3 replicas, %4 output tokens/s, %5 ms per token.</source>
        <translation>推理 tp %1 · pp %2 × %3 个副本，每秒输出 %4 个 token，每个 token %5 ms。</translation>
    </message>
    <message>
        <source>At %1 GPUs, %2.</source>
        <translation>在 %1 块 GPU 时，%2。</translation>
    </message>
    <message>
        <source>The model predicts MFU %1%, %2% of the throughput per GPU the first estimate assumed, bound by %3: at %4 GPUs with %5 Gb/s per GPU into the fabric the GPUs would wait for most of each step.</source>
        <translation>模型预测 MFU 为 %1%，每块 GPU 的吞吐只有初估假设的 %2%，受限于%3：%4 块 GPU、每块 GPU 接入网络 %5 Gb/s 时，GPU 在每一步的大部分时间里都在等待。</translation>
    </message>
    <message>
        <source>Even at %1 GPUs the model predicts %2 days against the %3-day target, bound by %4.</source>
        <translation>即使用 %1 块 GPU，模型预测仍需 %2 天（目标 %3 天），受限于%4。</translation>
    </message>
    <message>
        <source>Even at %1 GPUs the model predicts %2 output tokens/s against the %3 the workload needs, bound by %4.</source>
        <translation>即使用 %1 块 GPU，模型预测每秒只输出 %2 个 token（工作负载需要 %3），受限于%4。</translation>
    </message>
    <message>
        <source>First estimate, at %1% MFU and before the network is considered:</source>
        <translation>初估，按 %1% MFU，尚未考虑网络：</translation>
    </message>
    <message>
        <source>First estimate, from compute, memory and memory bandwidth alone:</source>
        <translation>初估，仅按算力、显存和显存带宽：</translation>
    </message>
    <message>
        <source>The model settles on %1 × %2 (the first estimate had %3 nodes) to meet the target.</source>
        <translation>为达到目标，模型确定为 %1 × %2（初估为 %3 个节点）。</translation>
    </message>
    <message>
        <source>MFU %1%</source>
        <translation>MFU %1%</translation>
    </message>
    <message>
        <source>
Not recommended:
</source>
        <translation>
不推荐：
</translation>
    </message>
    <message>
        <source>Sizing %1: %2 of %3 accelerators meet the target by the performance model, cheapest first.

</source>
        <translation>为 %1 选型：按性能模型，%3 种加速器中有 %2 种达到目标，按价格从低到高。

</translation>
    </message>
    <message>
        <source>Sizing %1 by the first estimate: %2 suitable accelerators, cheapest first.

</source>
        <translation>按初估为 %1 选型：%2 种合适的加速器，按价格从低到高。

</translation>
    </message>
    <message>
        <source>(Compute, Memory, Bandwidth: GPUs each limit needs by the first estimate; Nodes, GPUs and Result: what the performance model settled on.)
</source>
        <translation>（算力、显存、带宽：初估中各项限制所需的 GPU 数；节点、GPU 和结果：性能模型最终确定的值。）
</translation>
    </message>
    <message>
        <source>the work takes %1 days</source>
        <translation>工作耗时 %1 天</translation>
    </message>
    <message>
        <source>%1 TB/s</source>
        <translation>%1 TB/s</translation>
    </message>
    <message>
        <source>%1 TFLOP/s</source>
        <translation>%1 TFLOP/s</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>次浮点运算</translation>
    </message>
    <message>
        <source>Simulation: %1 %2 in %3 days at %4% of %5&apos;s %6 (%7) = %8 GPUs exactly.</source>
        <translation>仿真：%3 天内完成 %1 %2，按 %5 的 %6 的 %4%（%7）计算，精确需要 %8 个 GPU。</translation>
    </message>
    <message>
        <source>the model&apos;s default share for %1</source>
        <translation>模型对%1的默认比例</translation>
    </message>
    <message>
        <source>streaming kernels</source>
        <translation>流式内核</translation>
    </message>
    <message>
        <source>HPL</source>
        <translation>HPL</translation>
    </message>
    <message>
        <source>the workload&apos;s sustained fraction</source>
        <translation>工作负载给定的持续比例</translation>
    </message>
    <message>
        <source>Throughput: %1 %2 in %3 days at %4 %2/s per GPU measured on %5, × %6% scaling efficiency = %7 GPUs exactly.</source>
        <translation>吞吐量：%3 天内处理 %1 %2，在 %5 上实测每 GPU %4 %2/秒，× %6% 扩展效率，精确需要 %7 个 GPU。</translation>
    </message>
    <message>
        <source>%1 GPUs by the sustained rate; the model gives this work no network term, so the estimate is final.</source>
        <translation>按持续速率需要 %1 个 GPU；模型对这类工作不计网络开销，因此该估算即为最终结果。</translation>
    </message>
</context>
<context>
    <name>TcoAssumptionText</name>
    <message>
        <source>5</source>
        <translation>5</translation>
    </message>
    <message>
        <source>issue 6 (model horizon)</source>
        <translation>需求文档 6（模型周期）</translation>
    </message>
    <message>
        <source>0.08 per year</source>
        <translation>每年 0.08</translation>
    </message>
    <message>
        <source>issue 6</source>
        <translation>需求文档 6</translation>
    </message>
    <message>
        <source>the facility&apos;s currency (USD or CNY), else USD</source>
        <translation>设施的货币（USD 或 CNY），否则为 USD</translation>
    </message>
    <message>
        <source>design.facility.currency</source>
        <translation>design.facility.currency</translation>
    </message>
    <message>
        <source>7.2</source>
        <translation>7.2</translation>
    </message>
    <message>
        <source>exchange rate, rounded 2024-2026 level</source>
        <translation>汇率，取 2024-2026 年水平的整数</translation>
    </message>
    <message>
        <source>0.7</source>
        <translation>0.7</translation>
    </message>
    <message>
        <source>average GPU utilisation; no public source</source>
        <translation>GPU 平均利用率；无公开来源</translation>
    </message>
    <message>
        <source>none (flat utilisation)</source>
        <translation>无（利用率平稳）</translation>
    </message>
    <message>
        <source>user</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>0 (flat demand)</source>
        <translation>0（需求平稳）</translation>
    </message>
    <message>
        <source>0.05 of hardware</source>
        <translation>硬件的 0.05</translation>
    </message>
    <message>
        <source>colocation</source>
        <translation>托管（colocation）</translation>
    </message>
    <message>
        <source>184 USD</source>
        <translation>184 USD</translation>
    </message>
    <message>
        <source>CBRE North America Data Center Trends H2 2024 (250-500 kW, primary markets)</source>
        <translation>CBRE North America Data Center Trends H2 2024（250-500 kW，一级市场）</translation>
    </message>
    <message>
        <source>10,000 USD per IT kW (owned mode)</source>
        <translation>每 IT kW 10,000 USD（自有机房模式）</translation>
    </message>
    <message>
        <source>typical build-out figures of 7-12 million USD per MW; no source in the reference</source>
        <translation>典型建设成本为每 MW 700-1200 万 USD；参考资料中没有来源</translation>
    </message>
    <message>
        <source>30 USD (owned mode)</source>
        <translation>30 USD（自有机房模式）</translation>
    </message>
    <message>
        <source>no public source</source>
        <translation>无公开来源</translation>
    </message>
    <message>
        <source>design.facility.pue</source>
        <translation>design.facility.pue</translation>
    </message>
    <message>
        <source>Uptime Institute: 1.56 average (2024)</source>
        <translation>Uptime Institute：平均 1.56（2024）</translation>
    </message>
    <message>
        <source>design.facility.electricity_price_per_kwh</source>
        <translation>design.facility.electricity_price_per_kwh</translation>
    </message>
    <message>
        <source>EIA Electric Power Monthly Table 5.6.B: US industrial 6.8-9.0 cents (2024)</source>
        <translation>EIA Electric Power Monthly 表 5.6.B：美国工业电价 6.8-9.0 美分（2024）</translation>
    </message>
    <message>
        <source>0.08 of hardware</source>
        <translation>硬件的 0.08</translation>
    </message>
    <message>
        <source>100</source>
        <translation>100</translation>
    </message>
    <message>
        <source>0.5</source>
        <translation>0.5</translation>
    </message>
    <message>
        <source>200,000 USD loaded</source>
        <translation>200,000 USD（含全部人力成本）</translation>
    </message>
    <message>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <source>0.10 of hardware</source>
        <translation>硬件的 0.10</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>multiplier for scenarios and sensitivity</source>
        <translation>用于方案与敏感性分析的系数</translation>
    </message>
    <message>
        <source>cheapest offer for the design&apos;s GPU in cloud_mode</source>
        <translation>按 cloud_mode 计价时该设计所用 GPU 的最低报价</translation>
    </message>
    <message>
        <source>catalog cloud offers (reference README, cloud GPU prices)</source>
        <translation>目录中的云服务报价（参考资料 README，云 GPU 价格）</translation>
    </message>
    <message>
        <source>on_demand</source>
        <translation>on_demand（按需）</translation>
    </message>
    <message>
        <source>0.6 below on-demand</source>
        <translation>比按需价格低 0.6</translation>
    </message>
    <message>
        <source>0.9 of paid hours useful</source>
        <translation>付费时长的 0.9 可用</translation>
    </message>
    <message>
        <source>the design&apos;s storage capacity</source>
        <translation>该设计的存储容量</translation>
    </message>
    <message>
        <source>design</source>
        <translation>设计</translation>
    </message>
    <message>
        <source>23 USD</source>
        <translation>23 USD</translation>
    </message>
    <message>
        <source>object storage list price level; not in the reference</source>
        <translation>对象存储目录价水平；参考资料中没有</translation>
    </message>
    <message>
        <source>90 USD</source>
        <translation>90 USD</translation>
    </message>
    <message>
        <source>first-tier internet egress level; not in the reference</source>
        <translation>一线云厂商互联网出口流量价格水平；参考资料中没有</translation>
    </message>
    <message>
        <source>utilization</source>
        <translation>utilization（利用率）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>TcoChartText</name>
    <message>
        <source>Build</source>
        <translation>自建</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>盈亏平衡</translation>
    </message>
    <message>
        <source>Break-even: month %1 (%2 years)
%3 cumulative</source>
        <translation>盈亏平衡：第 %1 个月（%2 年）
累计 %3</translation>
    </message>
    <message>
        <source>Y%1</source>
        <translation>%1年</translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation>第 %1 年</translation>
    </message>
    <message>
        <source>M %1</source>
        <translation>百万 %1</translation>
    </message>
    <message>
        <source>k %1</source>
        <translation>千 %1</translation>
    </message>
    <message>
        <source>GPU price</source>
        <translation>GPU 价格</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Cloud price</source>
        <translation>云价格</translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation>折现率</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>评估期</translation>
    </message>
    <message>
        <source>Cumulative cost over %1 years</source>
        <translation>%1 年累计成本</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>累计成本（%1）</translation>
    </message>
    <message>
        <source>%1, month %2: %3</source>
        <translation>%1，第 %2 个月：%3</translation>
    </message>
    <message>
        <source>Yearly cost by category (resale credit of %1 at the end not shown)</source>
        <translation>按类别的年度成本（未显示期末 %1 的转售抵扣）</translation>
    </message>
    <message>
        <source>Yearly cost by category</source>
        <translation>按类别的年度成本</translation>
    </message>
    <message>
        <source>Cost per year (%1)</source>
        <translation>年度成本（%1）</translation>
    </message>
    <message>
        <source>%1, year %2 (%3): %4</source>
        <translation>%1，第 %2 年（%3）：%4</translation>
    </message>
    <message>
        <source>Sensitivity: build − cloud NPV when one input moves ±20%</source>
        <translation>敏感性：某项输入变动 ±20% 时的自建 − 云 NPV</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>敏感性</translation>
    </message>
    <message>
        <source>No cloud offer fits this design&apos;s GPUs, so there is no build − cloud difference to move.</source>
        <translation>没有云服务报价适合此设计的 GPU，因此没有自建 − 云差额可供分析。</translation>
    </message>
    <message>
        <source>Input −20%</source>
        <translation>输入 −20%</translation>
    </message>
    <message>
        <source>Input +20%</source>
        <translation>输入 +20%</translation>
    </message>
    <message>
        <source>Change in build − cloud NPV (%1); below 0 favours building</source>
        <translation>自建 − 云 NPV 的变化（%1）；低于 0 表示自建更有利</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1，%2：%3</translation>
    </message>
    <message>
        <source>Cost per delivered GPU-hour against utilisation</source>
        <translation>每交付 GPU 小时成本与利用率的关系</translation>
    </message>
    <message>
        <source>%1 per GPU-hour</source>
        <translation>每 GPU 小时 %1</translation>
    </message>
    <message>
        <source>Cloud (%1)</source>
        <translation>云（%1）</translation>
    </message>
    <message>
        <source>Equal cost</source>
        <translation>成本相等</translation>
    </message>
    <message>
        <source>Equal cost at %1% utilisation
%2 %3</source>
        <translation>利用率 %1% 时成本相等
%2 %3</translation>
    </message>
    <message>
        <source>Assumed %1%</source>
        <translation>假设 %1%</translation>
    </message>
    <message>
        <source>Average utilisation (%)</source>
        <translation>平均利用率 (%)</translation>
    </message>
    <message>
        <source>%1 at %2%: %3 %4</source>
        <translation>%1，%2%：%3 %4</translation>
    </message>
    <message>
        <source>Cumulative cost: build (solid) and cloud (dashed)</source>
        <translation>累计成本：自建（实线）与云（虚线）</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>build</source>
        <translation>自建</translation>
    </message>
    <message>
        <source>cloud</source>
        <translation>云</translation>
    </message>
</context>
<context>
    <name>TcoText</name>
    <message>
        <source>The sides are costed in different currencies; set the same currency in each to compare amounts.</source>
        <translation>各方以不同币种计算成本；请设置相同币种以比较金额。</translation>
    </message>
    <message>
        <source>%1 − %2</source>
        <translation>%1 − %2</translation>
    </message>
    <message>
        <source>Comparison in %1 over the TCO horizon of each side.

</source>
        <translation>以 %1 计的比较，按各方的 TCO 评估期。

</translation>
    </message>
    <message>
        <source>Device %1 is not in the design.</source>
        <translation>设备 %1 不在设计中。</translation>
    </message>
    <message>
        <source>The staged purchases add up to more than the design; list each device once and keep the fractions at 1 or below.</source>
        <translation>分期采购总量超过设计；每台设备只列一次，比例不超过 1。</translation>
    </message>
    <message>
        <source>No cloud offer &quot;%1&quot; is in the design or the catalog.</source>
        <translation>设计或目录中没有云服务报价 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>The electricity price is in %1, which does not convert; it is taken as %2. Set electricity_price_per_kwh in %2.</source>
        <translation>电价以 %1 计，无法换算；按 %2 处理。请以 %2 设置 electricity_price_per_kwh。</translation>
    </message>
    <message>
        <source>The cloud offer rents %1, not the design&apos;s %2; the comparison counts one GPU for one.</source>
        <translation>该云服务报价租用的是 %1，而不是设计中的 %2；比较时按一比一计。</translation>
    </message>
    <message>
        <source>Total cost of ownership over %1 years, in %2 (%3 CNY per USD).
</source>
        <translation>%1 年总拥有成本，以 %2 计（1 美元兑 %3 人民币）。
</translation>
    </message>
    <message>
        <source>Design: %1 nodes, %2 GPUs (%3); IT %4 kW max, %5 kW idle; PUE %6; electricity %7 %9 per kWh; utilisation %8%.

</source>
        <translation>设计：%1 个节点，%2 个 GPU（%3）；IT 最高 %4 kW，空闲 %5 kW；PUE %6；电价每 kWh %7 %9；利用率 %8%。

</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>自建</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>云</translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation>混合</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>资本支出</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>NPV at %1%</source>
        <translation>NPV（%1%）</translation>
    </message>
    <message>
        <source>Per GPU-hour</source>
        <translation>每 GPU 小时</translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation>第 %1 年</translation>
    </message>
    <message>
        <source>%1 %2 per %3, seen %4%5</source>
        <translation>每%3 %1 %2，报价日期 %4%5</translation>
    </message>
    <message>
        <source>, estimate</source>
        <translation>，估算</translation>
    </message>
    <message>
        <source>Cloud: %1, priced %2 at %3 %4 per GPU-hour (%5).
</source>
        <translation>云：%1，%2 计价，每 GPU 小时 %3 %4（%5）。
</translation>
    </message>
    <message>
        <source>Hybrid: own %1 GPUs, burst %2 GPU-hours to cloud on-demand.
</source>
        <translation>混合：自有 %1 个 GPU，按需向云突发 %2 GPU 小时。
</translation>
    </message>
    <message>
        <source>Cloud: no offer fits, so there is no break-even to show.

</source>
        <translation>云：没有合适的报价，因此没有盈亏平衡点可显示。

</translation>
    </message>
    <message>
        <source>Break-even: month %1.
</source>
        <translation>盈亏平衡：第 %1 个月。
</translation>
    </message>
    <message>
        <source>Break-even: not within the horizon.
</source>
        <translation>盈亏平衡：评估期内无法达到。
</translation>
    </message>
    <message>
        <source>Build and cloud cost the same (NPV) at %1% utilisation.
</source>
        <translation>利用率为 %1% 时，自建与云的成本（NPV）相同。
</translation>
    </message>
    <message>
        <source>No utilisation between 0 and 100% makes build and cloud cost the same.
</source>
        <translation>在 0 到 100% 之间没有任何利用率能使自建与云的成本相同。
</translation>
    </message>
    <message>
        <source>Sensitivity: change in build − cloud NPV when an input moves −20% / +20%:
</source>
        <translation>敏感性：某项输入变动 −20% / +20% 时自建 − 云 NPV 的变化：
</translation>
    </message>
    <message>
        <source>Bill of materials: %1 %2 in %3 lines (%4 without a usable price).
</source>
        <translation>物料清单：%1 %2，共 %3 行（%4 行无可用价格）。
</translation>
    </message>
    <message>
        <source>Note: %1
</source>
        <translation>注意：%1
</translation>
    </message>
    <message numerus="yes">
        <source>%n bill-of-materials lines have no usable price and count as zero; add prices in the user catalog.</source>
        <translation>
            <numerusform>%n 行物料清单没有可用价格，按零计；请在用户目录中添加价格。</numerusform>
        </translation>
    </message>
    <message>
        <source>the design&apos;s GPUs</source>
        <translation>该设计的 GPU</translation>
    </message>
    <message>
        <source>No cloud offer rents %1 %2 in the design or the catalog, so renting is not costed; choose an offer under Cloud offer in the TCO assumptions.</source>
        <translation>设计和目录中都没有以“%2”方式出租 %1 的云服务报价，因此未计算租用成本；请在 TCO 假设的“云服务报价”中选择一个。</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <source>reserved for 1 year</source>
        <translation>预留 1 年</translation>
    </message>
    <message>
        <source>reserved for 3 years</source>
        <translation>预留 3 年</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>竞价实例</translation>
    </message>
    <message>
        <source>capacity block</source>
        <translation>容量块</translation>
    </message>
    <message>
        <source>Per million tokens trained of &quot;%1&quot; (%2 tokens per GPU-hour): build %3, cloud %4, hybrid %5 %6; %7 kWh.
</source>
        <translation>“%1”每训练一百万个 token（每 GPU 小时 %2 个 token）：自建 %3，云 %4，混合 %5 %6；耗电 %7 kWh。
</translation>
    </message>
    <message>
        <source>Per million tokens served of &quot;%1&quot; (%2 tokens per GPU-hour): build %3, cloud %4, hybrid %5 %6; %7 kWh.
</source>
        <translation>“%1”每输出一百万个 token（每 GPU 小时 %2 个 token）：自建 %3，云 %4，混合 %5 %6；耗电 %7 kWh。
</translation>
    </message>
    <message>
        <source>exaFLOP</source>
        <translation>EFLOP</translation>
    </message>
    <message>
        <source>petabyte moved</source>
        <translation>PB 数据搬运</translation>
    </message>
    <message>
        <source>million %1</source>
        <translation>百万 %1</translation>
    </message>
    <message>
        <source>Per %1 of &quot;%2&quot;: build %3, cloud %4, hybrid %5 %6; %7 kWh.
</source>
        <translation>“%2”每%1：自建 %3，云 %4，混合 %5 %6；%7 kWh。
</translation>
    </message>
</context>
<context>
    <name>TemplateText</name>
    <message>
        <source>Lab</source>
        <translation>实验室</translation>
    </message>
    <message>
        <source>One 42U rack with a rack-mount 4× RTX 4090 workstation, a 25G and a 1G switch and a 0U PDU: for trying models out.</source>
        <translation>一个 42U 机柜，内含一台机架式 4× RTX 4090 工作站、一台 25G 和一台 1G 交换机以及一个 0U PDU：用于试验模型。</translation>
    </message>
    <message>
        <source>Small training cluster</source>
        <translation>小型训练集群</translation>
    </message>
    <message>
        <source>4 × NVIDIA DGX H100 (32 GPUs) on a non-blocking InfiniBand NDR fabric, 500 TB of shared storage, out-of-band management, generated from a cluster spec.</source>
        <translation>4 × NVIDIA DGX H100（32 个 GPU），无阻塞 InfiniBand NDR 网络，500 TB 共享存储，带外管理，由集群规格生成。</translation>
    </message>
    <message>
        <source>Inference cluster</source>
        <translation>推理集群</translation>
    </message>
    <message>
        <source>8 servers with 8× L40S PCIe (64 GPUs) in two racks on 400G Ethernet, an NVMe storage server, front-end and management switches and an in-row cooler.</source>
        <translation>8 台配备 8× L40S PCIe 的服务器（64 个 GPU），分布在两个机柜中，采用 400G 以太网，配一台 NVMe 存储服务器、前端和管理交换机以及一台列间空调。</translation>
    </message>
</context>
<context>
    <name>UnitCostText</name>
    <message>
        <source>no plan runs</source>
        <translation>无方案可运行</translation>
    </message>
    <message>
        <source>What the network buys for &quot;%1&quot;, build %2 per million tokens (network parts scaled with the injection): %3.
</source>
        <translation>网络为“%1”带来的收益，自建每百万 token 成本（%2，网络部件随注入带宽缩放）：%3。
</translation>
    </message>
</context>
<context>
    <name>UserCatalogText</name>
    <message>
        <source>Your custom parts in %1 were saved by a newer Clustersmith; they are left untouched and not used until you update.</source>
        <translation>%1 中的自定义部件由更新版本的 Clustersmith 保存；它们保持不变，在您升级之前不会被使用。</translation>
    </message>
    <message>
        <source>Your custom parts file %1 could not be read (%2). It was moved to %3 and a new, empty one was started; nothing was deleted.</source>
        <translation>无法读取您的自定义部件文件 %1（%2）。它已被移至 %3，并新建了一个空文件；没有删除任何内容。</translation>
    </message>
</context>
<context>
    <name>VariantText</name>
    <message>
        <source>As built</source>
        <translation>按设计</translation>
    </message>
    <message>
        <source>PCIe only</source>
        <translation>仅 PCIe</translation>
    </message>
    <message>
        <source>Injection ×½</source>
        <translation>注入带宽 ×½</translation>
    </message>
    <message>
        <source>Injection ×2</source>
        <translation>注入带宽 ×2</translation>
    </message>
    <message>
        <source>2:1 past a leaf</source>
        <translation>叶交换机之上 2:1</translation>
    </message>
    <message>
        <source>4:1 past a leaf</source>
        <translation>叶交换机之上 4:1</translation>
    </message>
    <message>
        <source>On every network variant the model finds a plan within 0.5% of this design&apos;s: for this workload the network is not what limits the cluster.</source>
        <translation>在每种网络变体上，模型都能找到与本设计相差不超过 0.5% 的方案：对此工作负载而言，网络并非集群的瓶颈。</translation>
    </message>
    <message>
        <source>Next GPU generation</source>
        <translation>下一代 GPU</translation>
    </message>
    <message>
        <source>Next GPU generation: the same nodes with %1 and its scale-up link, on this design&apos;s network.</source>
        <translation>下一代 GPU：相同节点换用 %1 及其纵向扩展互连，沿用本设计的网络。</translation>
    </message>
</context>
<context>
    <name>WorkFigureText</name>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Peak per GPU</source>
        <translation>每 GPU 峰值</translation>
    </message>
    <message>
        <source>Sustained share (the model&apos;s default)</source>
        <translation>持续比例（模型默认值）</translation>
    </message>
    <message>
        <source>Sustained share</source>
        <translation>持续比例</translation>
    </message>
    <message>
        <source>Measured per GPU</source>
        <translation>每 GPU 实测</translation>
    </message>
    <message>
        <source>Scaling efficiency</source>
        <translation>扩展效率</translation>
    </message>
    <message>
        <source>Sustained per GPU</source>
        <translation>每 GPU 持续速率</translation>
    </message>
    <message>
        <source>Whole cluster</source>
        <translation>整个集群</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>天数</translation>
    </message>
</context>
<context>
    <name>WorkRateText</name>
    <message>
        <source>%1 TFLOP/s</source>
        <translation>%1 TFLOP/s</translation>
    </message>
    <message>
        <source>%1 TB/s</source>
        <translation>%1 TB/s</translation>
    </message>
    <message>
        <source>%1 %2/s</source>
        <translation>%1 %2/秒</translation>
    </message>
</context>
<context>
    <name>WorkloadChartText</name>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Tensor-parallel comm.</source>
        <translation>张量并行通信</translation>
    </message>
    <message>
        <source>Context-parallel comm.</source>
        <translation>上下文并行通信</translation>
    </message>
    <message>
        <source>Expert-parallel comm.</source>
        <translation>专家并行通信</translation>
    </message>
    <message>
        <source>Data-parallel comm.</source>
        <translation>数据并行通信</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <source>Step time (s)</source>
        <translation>步时（秒）</translation>
    </message>
    <message>
        <source>Where each plan&apos;s step goes</source>
        <translation>各方案每步时间的构成</translation>
    </message>
    <message>
        <source>
(no plan fits)</source>
        <translation>
（没有可行方案）</translation>
    </message>
    <message>
        <source>Days to train</source>
        <translation>训练天数</translation>
    </message>
    <message>
        <source>Output tokens/s</source>
        <translation>每秒输出 token</translation>
    </message>
    <message>
        <source>What the network buys: the same workload on variants of this design&apos;s network</source>
        <translation>网络带来的收益：同一工作负载在本设计网络各变体上的表现</translation>
    </message>
    <message>
        <source> · build cost per million tokens</source>
        <translation> · 每百万 token 的自建成本</translation>
    </message>
</context>
<context>
    <name>WorkloadFigureText</name>
    <message>
        <source>Workloads</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>≤ %1 days</source>
        <translation>≤ %1 天</translation>
    </message>
    <message>
        <source>no plan fits</source>
        <translation>没有可行的并行方案</translation>
    </message>
    <message>
        <source>%1 days to train · MFU %2 %</source>
        <translation>训练需 %1 天 · MFU %2 %</translation>
    </message>
    <message>
        <source>%1 tokens/s with the best plan, bound by %2</source>
        <translation>最佳方案每秒 %1 个 token，受限于%2</translation>
    </message>
    <message>
        <source>≥ %1 tokens/s</source>
        <translation>≥ 每秒 %1 个 token</translation>
    </message>
    <message>
        <source>%1 tokens/s · %2 ms per token</source>
        <translation>每秒 %1 个 token · 每个 token %2 毫秒</translation>
    </message>
    <message>
        <source>not modelled</source>
        <translation>未建模</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 GPUs, bound by %2</source>
        <translation>%1 个 GPU，受限于%2</translation>
    </message>
</context>
<context>
    <name>WorkloadText</name>
    <message>
        <source>A workload file&apos;s format is &quot;%1&quot;.</source>
        <translation>工作负载文件的格式为 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>This workload is format version %1, newer than this program&apos;s %2; update Clustersmith.</source>
        <translation>此工作负载的格式版本为 %1，比本程序的 %2 更新；请升级 Clustersmith。</translation>
    </message>
    <message>
        <source>A workload with both training and inference needs the share of hours training gets, from 0.01 to 0.99.</source>
        <translation>同时包含训练和推理的工作负载需要给出训练所占的时间比例，范围 0.01 到 0.99。</translation>
    </message>
    <message>
        <source>The share of hours applies only when the workload has both training and inference; remove it.</source>
        <translation>时间比例只适用于同时包含训练和推理的工作负载；请删除它。</translation>
    </message>
    <message>
        <source>Give kv_heads and head_dim together, or neither.</source>
        <translation>kv_heads 和 head_dim 要么同时给出，要么都不给出。</translation>
    </message>
    <message>
        <source>%1 key/value heads do not divide %2 attention heads.</source>
        <translation>%1 个键/值头不能整除 %2 个注意力头。</translation>
    </message>
    <message>
        <source>%1 attention heads do not divide the hidden size %2; give head_dim.</source>
        <translation>%1 个注意力头不能整除隐藏层大小 %2；请给出 head_dim。</translation>
    </message>
    <message>
        <source>A token cannot use %1 of %2 experts.</source>
        <translation>一个 token 不能使用 %2 个专家中的 %1 个。</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Step (s)</source>
        <translation>每步（秒）</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>每秒 token</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>天数</translation>
    </message>
    <message>
        <source>Bound by / behind the first</source>
        <translation>瓶颈 / 不如首选的原因</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Replicas × batch</source>
        <translation>副本 × 批大小</translation>
    </message>
    <message>
        <source>Output tokens/s</source>
        <translation>每秒输出 token</translation>
    </message>
    <message>
        <source>ms per token</source>
        <translation>每 token 毫秒</translation>
    </message>
    <message>
        <source>First token (ms)</source>
        <translation>首 token（毫秒）</translation>
    </message>
    <message>
        <source>Bound by</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>too slow per token</source>
        <translation>每 token 过慢</translation>
    </message>
    <message>
        <source>tp %1 · pp %2</source>
        <translation>tp %1 · pp %2</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>The model cannot run on this design: %1</source>
        <translation>模型无法在此设计上运行：%1</translation>
    </message>
    <message>
        <source>No training plan fits this design.</source>
        <translation>没有可在此设计上运行的训练方案。</translation>
    </message>
    <message>
        <source>Best plan %1: %2 days to train (target %3), %4 tokens/s, MFU %5 %, bound by %6.</source>
        <translation>最佳方案 %1：训练需 %2 天（目标 %3 天），每秒 %4 个 token，MFU %5 %，瓶颈为%6。</translation>
    </message>
    <message>
        <source>No serving plan fits this design.</source>
        <translation>没有可在此设计上运行的推理方案。</translation>
    </message>
    <message>
        <source>Best plan tp %1 · pp %2 × %3 replicas: %4 output tokens/s (target %5), %6 ms per token, bound by %7.</source>
        <translation>最佳方案 tp %1 · pp %2 × %3 个副本：每秒输出 %4 个 token（目标 %5），每 token %6 毫秒，瓶颈为%7。</translation>
    </message>
    <message>
        <source>A workload needs a &quot;training&quot;, &quot;inference&quot;, &quot;hpc&quot; or &quot;throughput&quot; section.</source>
        <translation>工作负载需要“training”、“inference”、“hpc”或“throughput”部分。</translation>
    </message>
    <message>
        <source>An &quot;hpc&quot; or &quot;throughput&quot; section is a workload of its own; put the other sections in another workload.</source>
        <translation>“hpc”或“throughput”部分自成一个工作负载；请把其他部分放到另一个工作负载中。</translation>
    </message>
    <message>
        <source>Give the rate measured on at least one GPU model.</source>
        <translation>请至少给出一种 GPU 型号上的实测速率。</translation>
    </message>
    <message>
        <source>Name the GPU the rate was measured on by its catalog id.</source>
        <translation>请用目录 ID 指明测得该速率的 GPU。</translation>
    </message>
    <message>
        <source>GPU &quot;%1&quot; already has a rate.</source>
        <translation>GPU“%1”已有速率。</translation>
    </message>
    <message>
        <source>Name the unit of work (&quot;images&quot;, &quot;frames&quot;).</source>
        <translation>请给出工作单位名称（“images”、“frames”）。</translation>
    </message>
    <message>
        <source>%1 days on %2 GPUs (target %3) at %4 per GPU, bound by %5. The model gives this work no network term: the network changes nothing here.</source>
        <translation>%2 个 GPU 需 %1 天（目标 %3 天），每 GPU %4，受限于%5。模型对这类工作不计网络开销：网络在此不产生影响。</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>catalog list: lists the parts of the bundled and the user catalog.</source>
        <translation>catalog list：列出内置目录和用户目录中的部件。</translation>
    </message>
    <message>
        <source>Only parts of KIND (gpu, gpu_server, switch, ...).</source>
        <translation>仅列出类型为 KIND 的部件（gpu、gpu_server、switch 等）。</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>输出 JSON。</translation>
    </message>
    <message>
        <source>Use &quot;catalog list&quot;; see &quot;catalog --help&quot;.</source>
        <translation>请使用 &quot;catalog list&quot;；参见 &quot;catalog --help&quot;。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a part kind; use one of gpu, gpu_server, server, cpu, nic, switch, transceiver, cable, storage, rack, pdu, cooling, cloud_offer.</source>
        <translation>&quot;%1&quot; 不是部件类型；请使用 gpu、gpu_server、server、cpu、nic、switch、transceiver、cable、storage、rack、pdu、cooling、cloud_offer 之一。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a command; run clustersmith-cli --help.</source>
        <translation>&quot;%1&quot; 不是命令；请运行 clustersmith-cli --help。</translation>
    </message>
    <message>
        <source>This clustersmith-cli was built without the desktop libraries, so it cannot write PDF, SVG or PNG files; use a build with CLUSTERSMITH_BUILD_GUI=ON.</source>
        <translation>此 clustersmith-cli 构建时未包含桌面库，无法写入 PDF、SVG 或 PNG 文件；请使用 CLUSTERSMITH_BUILD_GUI=ON 的构建。</translation>
    </message>
    <message>
        <source>Usage: clustersmith-cli COMMAND [OPTIONS]

Commands:
  catalog list [--kind KIND] [--json]   list catalog parts
  validate FILE                         load, migrate and check a design file
  evaluate FILE [--json]                report what a design delivers
  generate -o OUT --spec SPEC | --node PART_ID (--nodes N | --gpus N) [...]
                                        build a complete, cabled cluster design
  size WORKLOAD [--json] [--top N]      GPUs, nodes and cost per accelerator for a workload
  perf WORKLOAD (--design FILE | --node PART_ID --nodes N) [--plan PLAN] [--json]
  perf --collective NAME --message-bytes B (--design FILE | --node ID --nodes N)
                                        training and serving speed, collective costs
  tco FILE [--json] [--years N] [--set KEY=VALUE ...] [--scenario NAME]
                                        build vs cloud vs hybrid cost over the years
  compare FILE [FILE ...] [--scenario NAME ...] [--json]
                                        designs and scenarios side by side
  export FILE [--pdf F] [--paper a4|letter] [--lang en|zh_CN] [--svg DIR] [--png DIR]
              [--bom-csv F] [--bom-xlsx F] [--cabling-csv F] [--cabling-xlsx F] [--slurm DIR]
                                        design report, diagrams, bill of materials,
                                        cabling plan, Slurm files
  commission FILE [--nccl F ...] [--bandwidth F ...] [--json]
                                        nccl-tests, bandwidthTest, nvbandwidth and
                                        ib_write_bw runs judged against the design

Each command takes --help. Exit codes: 0 success, 1 the design has errors,
2 usage error or unreadable input.
</source>
        <translation>用法：clustersmith-cli COMMAND [OPTIONS]

命令：
  catalog list [--kind KIND] [--json]   列出目录部件
  validate FILE                         加载、迁移并检查设计文件
  evaluate FILE [--json]                报告设计的各项能力
  generate -o OUT --spec SPEC | --node PART_ID (--nodes N | --gpus N) [...]
                                        生成完整、已布线的集群设计
  size WORKLOAD [--json] [--top N]      工作负载所需的 GPU、节点及各加速器成本
  perf WORKLOAD (--design FILE | --node PART_ID --nodes N) [--plan PLAN] [--json]
  perf --collective NAME --message-bytes B (--design FILE | --node ID --nodes N)
                                        训练与推理速度、集合通信开销
  tco FILE [--json] [--years N] [--set KEY=VALUE ...] [--scenario NAME]
                                        逐年比较自建、云与混合方案的成本
  compare FILE [FILE ...] [--scenario NAME ...] [--json]
                                        并排比较设计和场景
  export FILE [--pdf F] [--paper a4|letter] [--lang en|zh_CN] [--svg DIR] [--png DIR]
              [--bom-csv F] [--bom-xlsx F] [--cabling-csv F] [--cabling-xlsx F] [--slurm DIR]
                                        设计报告、图表、物料清单、
                                        布线表、Slurm 文件
  commission FILE [--nccl F ...] [--bandwidth F ...] [--json]
                                        按设计判定 nccl-tests、bandwidthTest、nvbandwidth
                                        和 ib_write_bw 的运行结果

每个命令都支持 --help。退出码：0 成功，1 设计有错误，
2 用法错误或输入无法读取。
</translation>
    </message>
</context>
<context>
    <name>cs::Catalog</name>
    <message>
        <source>Your custom parts are not available: %1</source>
        <translation>您的自定义部件不可用：%1</translation>
    </message>
</context>
<context>
    <name>cs::tco</name>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Peak PFLOPS (BF16 dense)</source>
        <translation>峰值 PFLOPS（BF16 稠密）</translation>
    </message>
    <message>
        <source>IT kW (peak)</source>
        <translation>IT kW（峰值）</translation>
    </message>
    <message>
        <source>Facility kW (× PUE)</source>
        <translation>设施 kW（× PUE）</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>资本支出</translation>
    </message>
    <message>
        <source>TCO build</source>
        <translation>TCO 自建</translation>
    </message>
    <message>
        <source>TCO cloud</source>
        <translation>TCO 云</translation>
    </message>
    <message>
        <source>TCO hybrid</source>
        <translation>TCO 混合</translation>
    </message>
    <message>
        <source>NPV build</source>
        <translation>NPV 自建</translation>
    </message>
    <message>
        <source>NPV cloud</source>
        <translation>NPV 云</translation>
    </message>
    <message>
        <source>Build per GPU-hour</source>
        <translation>自建每 GPU 小时</translation>
    </message>
    <message>
        <source>Cloud per GPU-hour</source>
        <translation>云每 GPU 小时</translation>
    </message>
    <message>
        <source>Break-even month</source>
        <translation>盈亏平衡月份</translation>
    </message>
    <message>
        <source>Build per million tokens</source>
        <translation>自建每百万 token</translation>
    </message>
    <message>
        <source>Cloud per million tokens</source>
        <translation>云每百万 token</translation>
    </message>
    <message>
        <source>kWh per million tokens</source>
        <translation>每百万 token 耗电 kWh</translation>
    </message>
    <message>
        <source>There is no hybrid option: no on-demand offer rents this design&apos;s GPUs, so nothing above an owned base could be rented.</source>
        <translation>没有混合方案：没有按需云服务报价能租用此设计的 GPU，自有部分之外的需求无处租用。</translation>
    </message>
</context>
<context>
    <name>cs::ui::AnalysisDashboard</name>
    <message>
        <source>The analysis cannot run: %1</source>
        <translation>无法运行分析：%1</translation>
    </message>
    <message>
        <source>Updating…</source>
        <translation>正在更新…</translation>
    </message>
    <message>
        <source>Analysed in %1 ms</source>
        <translation>分析用时 %1 ms</translation>
    </message>
</context>
<context>
    <name>cs::ui::ApplicationShell</name>
    <message>
        <source>The recovery copy could not be written: %1</source>
        <translation>无法写入恢复副本：%1</translation>
    </message>
    <message>
        <source>New from &amp;Wizard…</source>
        <translation>通过向导新建(&amp;W)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Copy Su&amp;mmary</source>
        <translation>复制概要(&amp;M)</translation>
    </message>
    <message>
        <source>Copy the design&apos;s figures and checks as text, for an e-mail.</source>
        <translation>将设计的数据和检查结果复制为文本，便于通过电子邮件发送。</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>设置(&amp;T)…</translation>
    </message>
    <message>
        <source>New Cluster</source>
        <translation>新建集群</translation>
    </message>
    <message>
        <source>The parts catalog could not be opened: %1</source>
        <translation>无法打开部件目录：%1</translation>
    </message>
    <message>
        <source>The design&apos;s summary is on the clipboard.</source>
        <translation>设计概要已复制到剪贴板。</translation>
    </message>
</context>
<context>
    <name>cs::ui::AssumptionsEditor</name>
    <message>
        <source>Horizon (years)</source>
        <translation>评估期（年）</translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation>折现率</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>CNY per USD</source>
        <translation>1 美元兑人民币</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Demand profile (12)</source>
        <translation>需求曲线（12 个月）</translation>
    </message>
    <message>
        <source>Peak share of hours</source>
        <translation>高峰时段占比</translation>
    </message>
    <message>
        <source>Integration</source>
        <translation>集成</translation>
    </message>
    <message>
        <source>Facility</source>
        <translation>设施</translation>
    </message>
    <message>
        <source>Colocation per kW-month</source>
        <translation>托管费用（每 kW·月）</translation>
    </message>
    <message>
        <source>Room build-out per kW</source>
        <translation>机房建设（每 kW）</translation>
    </message>
    <message>
        <source>Room opex per kW-month</source>
        <translation>机房运营（每 kW·月）</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Electricity per kWh</source>
        <translation>电价（每 kWh）</translation>
    </message>
    <message>
        <source>Support per year</source>
        <translation>每年支持服务</translation>
    </message>
    <message>
        <source>Nodes per FTE</source>
        <translation>每名全职人员管理节点数</translation>
    </message>
    <message>
        <source>Minimum FTE</source>
        <translation>最少全职人员</translation>
    </message>
    <message>
        <source>Staff cost per FTE-year</source>
        <translation>每名全职人员年成本</translation>
    </message>
    <message>
        <source>Licences per node-year</source>
        <translation>每节点每年许可证</translation>
    </message>
    <message>
        <source>Resale value</source>
        <translation>转售价值</translation>
    </message>
    <message>
        <source>GPU price factor</source>
        <translation>GPU 价格系数</translation>
    </message>
    <message>
        <source>Cloud offer</source>
        <translation>云服务报价</translation>
    </message>
    <message>
        <source>Cloud pricing</source>
        <translation>云计价方式</translation>
    </message>
    <message>
        <source>Cloud price factor</source>
        <translation>云价格系数</translation>
    </message>
    <message>
        <source>Spot discount</source>
        <translation>竞价实例折扣</translation>
    </message>
    <message>
        <source>Spot availability</source>
        <translation>竞价实例可用率</translation>
    </message>
    <message>
        <source>Dataset (TB)</source>
        <translation>数据集 (TB)</translation>
    </message>
    <message>
        <source>Cloud storage per TB-month</source>
        <translation>云存储（每 TB·月）</translation>
    </message>
    <message>
        <source>Egress TB per month</source>
        <translation>每月出口流量 TB</translation>
    </message>
    <message>
        <source>Egress per TB</source>
        <translation>出口流量（每 TB）</translation>
    </message>
    <message>
        <source>Hybrid owned share</source>
        <translation>混合方案自有比例</translation>
    </message>
    <message>
        <source>Staged purchases</source>
        <translation>分期采购</translation>
    </message>
    <message>
        <source>%1
Default: %2
Source: %3</source>
        <translation>%1
默认值：%2
来源：%3</translation>
    </message>
    <message>
        <source>
The default is an estimate.</source>
        <translation>
默认值为估算值。</translation>
    </message>
    <message>
        <source>&lt;b&gt;TCO assumptions&lt;/b&gt; — empty fields use the default (hover a field for it and its source).</source>
        <translation>&lt;b&gt;TCO 假设&lt;/b&gt; — 空白字段使用默认值（将鼠标悬停在字段上可查看默认值及其来源）。</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>cheapest matching offer</source>
        <translation>最便宜的匹配报价</translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation>%1（默认）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>cs::ui::AutosaveStore</name>
    <message>
        <source>The autosave folder cannot be made.</source>
        <translation>无法创建自动保存文件夹。</translation>
    </message>
</context>
<context>
    <name>cs::ui::BenchmarkCommands</name>
    <message numerus="yes">
        <source>Attach %n benchmark output(s)</source>
        <translation>
            <numerusform>附加 %n 个基准测试输出</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove benchmark outputs</source>
        <translation>移除基准测试输出</translation>
    </message>
</context>
<context>
    <name>cs::ui::CatalogNotice</name>
    <message>
        <source>in %1</source>
        <translation>用于 %1</translation>
    </message>
    <message>
        <source>not used</source>
        <translation>未使用</translation>
    </message>
    <message>
        <source>%1: %2 in the design, %3 in your catalog</source>
        <translation>%1：设计中为 %2，本地目录中为 %3</translation>
    </message>
    <message>
        <source>Not in your catalog</source>
        <translation>本地目录中没有</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>关闭提示</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>Used in</source>
        <translation>使用位置</translation>
    </message>
    <message>
        <source>Your catalog</source>
        <translation>本地目录</translation>
    </message>
    <message>
        <source>Parts of this design that your catalog lacks or describes differently: %1. The design keeps its own figures; nothing was replaced.</source>
        <translation>本设计中有 %1 个部件在您的目录中缺失或参数不同。设计仍使用其自带的参数，未做任何替换。</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more devices</source>
        <translation>
            <numerusform>%1 及另外 %n 台设备</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n racks</source>
        <translation>
            <numerusform>%n 个机柜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n links</source>
        <translation>
            <numerusform>%n 条链路</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cooling units</source>
        <translation>
            <numerusform>%n 台制冷设备</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more figures (in the tooltip)</source>
        <translation>
            <numerusform>另有 %n 项参数（见工具提示）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::ui::ChecksList</name>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>发现</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>取值</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>阈值</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n 个提示</numerusform>
        </translation>
    </message>
    <message>
        <source>Show or hide findings of this severity</source>
        <translation>显示或隐藏此严重程度的检查结果</translation>
    </message>
</context>
<context>
    <name>cs::ui::CommissionPanel</name>
    <message>
        <source>&amp;Open benchmark outputs…</source>
        <translation>打开基准测试输出(&amp;O)…</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>清除(&amp;L)</translation>
    </message>
    <message>
        <source>Collectives (nccl-tests)</source>
        <translation>集合通信（nccl-tests）</translation>
    </message>
    <message>
        <source>Bandwidth (bandwidthTest, nvbandwidth, perftest)</source>
        <translation>带宽（bandwidthTest、nvbandwidth、perftest）</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>发现</translation>
    </message>
    <message>
        <source>Open benchmark outputs</source>
        <translation>打开基准测试输出</translation>
    </message>
    <message>
        <source>Benchmark outputs (*.txt *.log *.out);;All files (*)</source>
        <translation>基准测试输出 (*.txt *.log *.out);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Benchmark outputs</source>
        <translation>基准测试输出</translation>
    </message>
    <message>
        <source>Open the outputs of nccl-tests, bandwidthTest, nvbandwidth or ib_write_bw from the built cluster, saved as the programs printed them: each run is judged against what this design predicts for the hosts that ran (the same report as clustersmith-cli commission).</source>
        <translation>打开已建成集群上 nccl-tests、bandwidthTest、nvbandwidth 或 ib_write_bw 的输出（按程序原样保存）：每次运行都会与本设计对参与主机的预测进行比较（与 clustersmith-cli commission 的报告相同）。</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n 次运行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n output(s) attached to the design; %1 below its prediction.</source>
        <translation>
            <numerusform>设计中附加了 %n 个输出；%1低于预测。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n output(s) attached to the design, not judged: %1</source>
        <translation>
            <numerusform>设计中附加了 %n 个输出，未评判：%1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::ui::DesignPage</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>Facility PUE</source>
        <translation>设施 PUE</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <source> per kWh</source>
        <translation> 每 kWh</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>&lt;b&gt;Analysis thresholds&lt;/b&gt;</source>
        <translation>&lt;b&gt;分析阈值&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Host RAM ÷ GPU memory, at least</source>
        <translation>主机内存 ÷ GPU 显存，至少</translation>
    </message>
    <message>
        <source> : 1</source>
        <translation> : 1</translation>
    </message>
    <message>
        <source>Host RAM per GPU, at least</source>
        <translation>每 GPU 主机内存，至少</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>CPU cores per GPU, at least</source>
        <translation>每 GPU CPU 核数，至少</translation>
    </message>
    <message>
        <source>Injection per GPU, at least</source>
        <translation>每 GPU 注入带宽，至少</translation>
    </message>
    <message>
        <source> Gb/s</source>
        <translation> Gb/s</translation>
    </message>
    <message>
        <source>Storage read per GPU, at least</source>
        <translation>每 GPU 存储读取，至少</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source>Compute oversubscription, at most</source>
        <translation>计算网络收敛比，至多</translation>
    </message>
    <message>
        <source>Air-cooled rack limit</source>
        <translation>风冷机柜上限</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source>Rear-door rack limit</source>
        <translation>背板机柜上限</translation>
    </message>
    <message>
        <source>Direct-liquid rack limit</source>
        <translation>直接液冷机柜上限</translation>
    </message>
    <message>
        <source>The currency of the facility&apos;s prices and of the TCO. Changing it converts the amounts at the TCO exchange rate, so nothing costs more or less.</source>
        <translation>机房价格与 TCO 所用的货币。更改货币会按 TCO 汇率换算各项金额，因此任何成本都不会变多或变少。</translation>
    </message>
    <message>
        <source>Change currency to %1</source>
        <translation>将货币改为 %1</translation>
    </message>
    <message>
        <source> %1 per kWh</source>
        <translation> %1/kWh</translation>
    </message>
</context>
<context>
    <name>cs::ui::DevicePage</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>CPU model</source>
        <translation>CPU 型号</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>RAM</source>
        <translation>内存</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>Local NVMe</source>
        <translation>本地 NVMe</translation>
    </message>
    <message>
        <source> TB</source>
        <translation> TB</translation>
    </message>
    <message>
        <source>NICs</source>
        <translation>网卡</translation>
    </message>
    <message numerus="yes">
        <source>Change %n devices</source>
        <translation>
            <numerusform>更改 %n 台设备</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n cores)</source>
        <translation>
            <numerusform>%1（%n 核）</numerusform>
        </translation>
    </message>
    <message>
        <source> of %1 slots</source>
        <translation> / %1 个插槽</translation>
    </message>
    <message numerus="yes">
        <source>%n devices</source>
        <translation>
            <numerusform>%n 台设备</numerusform>
        </translation>
    </message>
    <message>
        <source>several parts</source>
        <translation>多种部件</translation>
    </message>
    <message>
        <source>Storage system</source>
        <translation>存储系统</translation>
    </message>
    <message>
        <source>Filesystem</source>
        <translation>文件系统</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>成员</translation>
    </message>
    <message>
        <source>Leave Storage System</source>
        <translation>退出存储系统</translation>
    </message>
    <message>
        <source>Remove Storage System</source>
        <translation>移除存储系统</translation>
    </message>
    <message>
        <source>Change storage system %1</source>
        <translation>更改存储系统 %1</translation>
    </message>
</context>
<context>
    <name>cs::ui::DocumentFiles</name>
    <message>
        <source>Clustersmith designs (*.cluster.json)</source>
        <translation>Clustersmith 设计 (*.cluster.json)</translation>
    </message>
    <message>
        <source>New cluster</source>
        <translation>新集群</translation>
    </message>
    <message>
        <source>Hall 1</source>
        <translation>1 号机房</translation>
    </message>
    <message>
        <source>Open design</source>
        <translation>打开设计</translation>
    </message>
    <message>
        <source>Cannot open design</source>
        <translation>无法打开设计</translation>
    </message>
    <message>
        <source>Save design</source>
        <translation>保存设计</translation>
    </message>
    <message>
        <source>Cannot save design</source>
        <translation>无法保存设计</translation>
    </message>
    <message>
        <source>%1 The file on disk is unchanged.</source>
        <translation>%1 磁盘上的文件保持不变。</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them before going on?</source>
        <translation>%1 有未保存的更改。继续之前要保存吗？</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
</context>
<context>
    <name>cs::ui::EditActions</name>
    <message>
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>创建副本(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>创建副本</translation>
    </message>
    <message>
        <source>Group as &amp;Storage System</source>
        <translation>组成存储系统(&amp;S)</translation>
    </message>
    <message>
        <source>Select one or more storage appliances to group them as a storage system.</source>
        <translation>请选择一台或多台存储设备，将其组成存储系统。</translation>
    </message>
    <message>
        <source>Storage system %1</source>
        <translation>存储系统 %1</translation>
    </message>
</context>
<context>
    <name>cs::ui::ExportActions</name>
    <message>
        <source>&amp;PDF report…</source>
        <translation>PDF 报告(&amp;P)…</translation>
    </message>
    <message>
        <source>design report</source>
        <translation>设计报告</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>&amp;Bill of materials (CSV)…</source>
        <translation>物料清单（CSV）(&amp;B)…</translation>
    </message>
    <message>
        <source>bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Bill of materials (E&amp;xcel)…</source>
        <translation>物料清单（Excel）(&amp;X)…</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>&amp;Cabling plan (CSV)…</source>
        <translation>布线表（CSV）(&amp;C)…</translation>
    </message>
    <message>
        <source>cabling plan</source>
        <translation>布线表</translation>
    </message>
    <message>
        <source>Cabling plan (Exc&amp;el)…</source>
        <translation>布线表（Excel）(&amp;E)…</translation>
    </message>
    <message>
        <source>Diagrams (&amp;SVG)…</source>
        <translation>图表（SVG）(&amp;S)…</translation>
    </message>
    <message>
        <source>diagrams</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Diagrams (P&amp;NG)…</source>
        <translation>图表（PNG）(&amp;N)…</translation>
    </message>
    <message>
        <source>S&amp;lurm configuration…</source>
        <translation>Slurm 配置(&amp;L)…</translation>
    </message>
    <message>
        <source>Slurm configuration</source>
        <translation>Slurm 配置</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>It would overwrite the design file; choose another name.</source>
        <translation>这会覆盖设计文件本身；请换一个文件名。</translation>
    </message>
    <message>
        <source>Exporting the %1 to %2…</source>
        <translation>正在将%1导出到 %2…</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>The %1 could not be exported to %2. %3 Choose another place and export again.</source>
        <translation>无法将%1导出到 %2。%3 请选择其他位置后重新导出。</translation>
    </message>
    <message>
        <source>Exported the %1 to %2.</source>
        <translation>已将%1导出到 %2。</translation>
    </message>
</context>
<context>
    <name>cs::ui::FabricPage</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>算力</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>In-band management</source>
        <translation>带内管理</translation>
    </message>
    <message>
        <source>Out-of-band management</source>
        <translation>带外管理</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <source>Single switch</source>
        <translation>单交换机</translation>
    </message>
    <message>
        <source>Fat tree</source>
        <translation>胖树</translation>
    </message>
    <message>
        <source>Rail optimised</source>
        <translation>轨道优化</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Target oversubscription</source>
        <translation>目标收敛比</translation>
    </message>
    <message>
        <source> : 1</source>
        <translation> : 1</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Change fabric</source>
        <translation>更改网络</translation>
    </message>
    <message numerus="yes">
        <source>Change %n fabrics</source>
        <translation>
            <numerusform>更改 %n 个网络</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fabrics</source>
        <translation>
            <numerusform>%n 个网络</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 leaf · %2 spine · %3 core</source>
        <translation>%1 叶 · %2 脊 · %3 核心</translation>
    </message>
</context>
<context>
    <name>cs::ui::FabricPanel</name>
    <message>
        <source>Fabric </source>
        <translation>网络 </translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Drag from one device to another to link a free port of each.</source>
        <translation>从一台设备拖到另一台设备，即可连接两者各一个空闲端口。</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>适合窗口</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>算力</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>In-band management</source>
        <translation>带内管理</translation>
    </message>
    <message>
        <source>Out-of-band management</source>
        <translation>带外管理</translation>
    </message>
    <message>
        <source>New fabric</source>
        <translation>新建网络</translation>
    </message>
    <message>
        <source>Add an empty fabric, then connect devices into it.</source>
        <translation>添加一个空网络，然后把设备连接进去。</translation>
    </message>
    <message>
        <source>%1 fabric</source>
        <translation>%1网络</translation>
    </message>
</context>
<context>
    <name>cs::ui::FabricScene</name>
    <message>
        <source>Change cables</source>
        <translation>更换线缆</translation>
    </message>
</context>
<context>
    <name>cs::ui::FabricView</name>
    <message>
        <source>Cable</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1，使用 %2</translation>
    </message>
    <message>
        <source>Link speed</source>
        <translation>链路速率</translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message numerus="yes">
        <source>%n links at %1 Gb/s</source>
        <translation>
            <numerusform>%n 条 %1 Gb/s 链路</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::ui::FinishingPage</name>
    <message>
        <source>Generating the cluster…</source>
        <translation>正在生成集群…</translation>
    </message>
    <message>
        <source>The cluster cannot be generated: %1</source>
        <translation>无法生成集群：%1</translation>
    </message>
</context>
<context>
    <name>cs::ui::FloorPanel</name>
    <message>
        <source>Colour racks by </source>
        <translation>机柜着色依据 </translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>适合窗口</translation>
    </message>
</context>
<context>
    <name>cs::ui::FloorView</name>
    <message>
        <source>cold aisle</source>
        <translation>冷通道</translation>
    </message>
    <message>
        <source>hot aisle</source>
        <translation>热通道</translation>
    </message>
    <message>
        <source>cooling unit</source>
        <translation>制冷单元</translation>
    </message>
</context>
<context>
    <name>cs::ui::GenerationJob</name>
    <message>
        <source>The design could not be built: %1</source>
        <translation>无法构建设计：%1</translation>
    </message>
</context>
<context>
    <name>cs::ui::GenerationPage</name>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>The cluster the generator builds: racks filled up to their power, cooling, space and weight, the fabric cabled, storage, management and cooling added. Finish generates it.</source>
        <translation>生成器构建的集群：按电力、制冷、空间和承重装满机柜，完成网络布线，并添加存储、管理和制冷。点击&quot;完成&quot;即可生成。</translation>
    </message>
</context>
<context>
    <name>cs::ui::GroupStorageCommand</name>
    <message numerus="yes">
        <source>Group %n devices as a storage system</source>
        <translation>
            <numerusform>将 %n 台设备组成存储系统</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::ui::Inspector</name>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message numerus="yes">
        <source>%n devices, edited together</source>
        <translation>
            <numerusform>%n 台设备，一起编辑</numerusform>
        </translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>机柜</translation>
    </message>
    <message numerus="yes">
        <source>%n racks, edited together</source>
        <translation>
            <numerusform>%n 个机柜，一起编辑</numerusform>
        </translation>
    </message>
    <message>
        <source>Link</source>
        <translation>链路</translation>
    </message>
    <message numerus="yes">
        <source>%n links, edited together</source>
        <translation>
            <numerusform>%n 条链路，一起编辑</numerusform>
        </translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>网络</translation>
    </message>
    <message numerus="yes">
        <source>%n fabrics, edited together</source>
        <translation>
            <numerusform>%n 个网络，一起编辑</numerusform>
        </translation>
    </message>
    <message>
        <source>Design</source>
        <translation>设计</translation>
    </message>
</context>
<context>
    <name>cs::ui::KeyFiguresView</name>
    <message>
        <source>Figure</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>取值</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目标</translation>
    </message>
</context>
<context>
    <name>cs::ui::LinkPage</name>
    <message>
        <source>Ends</source>
        <translation>两端</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>Transceiver, end A</source>
        <translation>光模块，A 端</translation>
    </message>
    <message>
        <source>Transceiver, end B</source>
        <translation>光模块，B 端</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message>
        <source> m</source>
        <translation> m</translation>
    </message>
    <message numerus="yes">
        <source>Change %n links</source>
        <translation>
            <numerusform>更改 %n 条链路</numerusform>
        </translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 port %2</source>
        <translation>%1 端口 %2</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>（缺失）</translation>
    </message>
    <message>
        <source>%1 ↔ %2</source>
        <translation>%1 ↔ %2</translation>
    </message>
    <message numerus="yes">
        <source>%n links</source>
        <translation>
            <numerusform>%n 条链路</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cs::ui::MainWindow</name>
    <message>
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>The parts catalog could not be opened: %1</source>
        <translation>无法打开部件目录：%1</translation>
    </message>
    <message>
        <source>TCO</source>
        <translation>TCO</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Opened design</source>
        <translation>已打开设计</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史记录</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fit</source>
        <translation>适合窗口(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>实际大小(&amp;A)</translation>
    </message>
    <message>
        <source>%1[*] — Clustersmith</source>
        <translation>%1[*] — Clustersmith</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>机房</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>属性检查器</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message numerus="yes">
        <source>%n GPUs</source>
        <translation>
            <numerusform>%n 个 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n nodes</source>
        <translation>
            <numerusform>%n 个节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n racks</source>
        <translation>
            <numerusform>%n 个机柜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n links</source>
        <translation>
            <numerusform>%n 条链路</numerusform>
        </translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Commissioning</source>
        <translation>验收</translation>
    </message>
</context>
<context>
    <name>cs::ui::NewClusterWizard</name>
    <message>
        <source>New Cluster</source>
        <translation>新建集群</translation>
    </message>
</context>
<context>
    <name>cs::ui::NicListEditor</name>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>management</source>
        <translation>管理</translation>
    </message>
    <message>
        <source>NIC</source>
        <translation>网卡</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
</context>
<context>
    <name>cs::ui::RackElevationView</name>
    <message>
        <source>The part &quot;%1&quot; is not in the catalog.</source>
        <translation>部件 &quot;%1&quot; 不在目录中。</translation>
    </message>
    <message>
        <source>Select a rack first.</source>
        <translation>请先选择一个机柜。</translation>
    </message>
    <message>
        <source>The rack has no free units for this part.</source>
        <translation>该机柜没有可容纳此部件的空闲 U 位。</translation>
    </message>
</context>
<context>
    <name>cs::ui::RackLayout</name>
    <message>
        <source>Row %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <source>Racks not on the floor</source>
        <translation>未放置在平面图上的机柜</translation>
    </message>
</context>
<context>
    <name>cs::ui::RackPage</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source>Feeds</source>
        <translation>供电</translation>
    </message>
    <message>
        <source>2N (two feeds, each carries the rack)</source>
        <translation>2N（双路供电，每路均可承载整个机柜）</translation>
    </message>
    <message>
        <source>N (one feed)</source>
        <translation>N（单路供电）</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>制冷</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>风冷</translation>
    </message>
    <message>
        <source>Rear-door heat exchanger</source>
        <translation>背板换热器</translation>
    </message>
    <message>
        <source>Direct liquid</source>
        <translation>直接液冷</translation>
    </message>
    <message>
        <source>Change rack</source>
        <translation>更改机柜</translation>
    </message>
    <message numerus="yes">
        <source>Change %n racks</source>
        <translation>
            <numerusform>更改 %n 个机柜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n racks</source>
        <translation>
            <numerusform>%n 个机柜</numerusform>
        </translation>
    </message>
    <message>
        <source>Usable power</source>
        <translation>可用功率</translation>
    </message>
    <message>
        <source>What the rack may draw at peak. With 2N feeds each feed must carry the whole rack, so twice this is provisioned.</source>
        <translation>机柜峰值时可使用的功率。2N 双路供电时每一路都必须能承载整个机柜，因此配置的功率是它的两倍。</translation>
    </message>
    <message>
        <source>Provisioned</source>
        <translation>已配置</translation>
    </message>
    <message>
        <source>%1 kW over two feeds (2N)</source>
        <translation>双路共 %1 kW（2N）</translation>
    </message>
    <message>
        <source>%1 kW on one feed</source>
        <translation>单路 %1 kW</translation>
    </message>
</context>
<context>
    <name>cs::ui::RecentFiles</name>
    <message>
        <source>No recent files</source>
        <translation>没有最近打开的文件</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>清除列表(&amp;C)</translation>
    </message>
</context>
<context>
    <name>cs::ui::RemoveStorageSystemCommand</name>
    <message>
        <source>Remove storage system</source>
        <translation>移除存储系统</translation>
    </message>
</context>
<context>
    <name>cs::ui::ReportExportDialog</name>
    <message>
        <source>Export PDF Report</source>
        <translation>导出 PDF 报告</translation>
    </message>
    <message>
        <source>A4 (210 × 297 mm)</source>
        <translation>A4（210 × 297 毫米）</translation>
    </message>
    <message>
        <source>Letter (8.5 × 11 in)</source>
        <translation>Letter（8.5 × 11 英寸）</translation>
    </message>
    <message>
        <source>US dollars (USD)</source>
        <translation>美元（USD）</translation>
    </message>
    <message>
        <source>Chinese yuan (CNY)</source>
        <translation>人民币（CNY）</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>纸张(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation>币种(&amp;C)：</translation>
    </message>
    <message>
        <source>Prices in the other currency convert at the design&apos;s exchange rate (TCO assumptions).</source>
        <translation>以另一币种标价的价格按设计的汇率（TCO 假设）换算。</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
</context>
<context>
    <name>cs::ui::ScenarioCommands</name>
    <message>
        <source>The design has no scenario named &quot;%1&quot;.</source>
        <translation>设计中没有名为 &quot;%1&quot; 的场景。</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>新建场景</translation>
    </message>
    <message>
        <source>Duplicate scenario</source>
        <translation>复制场景</translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <translation>重命名场景</translation>
    </message>
    <message>
        <source>Delete scenario</source>
        <translation>删除场景</translation>
    </message>
    <message>
        <source>Change scenario assumptions</source>
        <translation>更改场景假设</translation>
    </message>
    <message>
        <source>Change scenario parts</source>
        <translation>更改场景部件</translation>
    </message>
</context>
<context>
    <name>cs::ui::ScenarioCompareView</name>
    <message>
        <source>&lt;b&gt;Compare&lt;/b&gt; — tick two or more:</source>
        <translation>&lt;b&gt;比较&lt;/b&gt; — 勾选两项或更多：</translation>
    </message>
    <message>
        <source>Add a design file…</source>
        <translation>添加设计文件…</translation>
    </message>
    <message>
        <source>This design</source>
        <translation>本设计</translation>
    </message>
    <message>
        <source>Tick at least two to compare.</source>
        <translation>请至少勾选两项进行比较。</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>累计成本</translation>
    </message>
    <message>
        <source>Nothing to compare yet.</source>
        <translation>尚无可比较的内容。</translation>
    </message>
    <message>
        <source>Δ %1</source>
        <translation>Δ %1</translation>
    </message>
    <message>
        <source>%1 − %2</source>
        <translation>%1 − %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Compare with a design file</source>
        <translation>与设计文件比较</translation>
    </message>
    <message>
        <source>Clustersmith designs (*.cluster.json);;JSON files (*.json)</source>
        <translation>Clustersmith 设计 (*.cluster.json);;JSON 文件 (*.json)</translation>
    </message>
</context>
<context>
    <name>cs::ui::ScenarioEditor</name>
    <message>
        <source>Scenario name</source>
        <translation>场景名称</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新建</translation>
    </message>
    <message>
        <source>Add a scenario with the name above that changes nothing yet.</source>
        <translation>以上方的名称添加一个尚未做任何更改的场景。</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>创建副本</translation>
    </message>
    <message>
        <source>Copy the chosen scenario under the name above.</source>
        <translation>以上方的名称复制所选场景。</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <source>Give the chosen scenario the name above.</source>
        <translation>将所选场景改为上方的名称。</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Scenarios of this design:</source>
        <translation>本设计的场景：</translation>
    </message>
    <message>
        <source>Enter a name for the scenario.</source>
        <translation>请输入场景名称。</translation>
    </message>
    <message>
        <source>A scenario name can be at most %1 bytes long.</source>
        <translation>场景名称最多 %1 个字节。</translation>
    </message>
    <message>
        <source>Another scenario is named &quot;%1&quot; already; choose another name.</source>
        <translation>已有名为 &quot;%1&quot; 的场景；请另选名称。</translation>
    </message>
    <message>
        <source>Assumptions &quot;%1&quot; sets over the design&apos;s (empty fields keep the design&apos;s):</source>
        <translation>&quot;%1&quot; 覆盖设计的假设（留空的字段沿用设计的值）：</translation>
    </message>
    <message>
        <source>Choose or create a scenario to edit the assumptions it changes.</source>
        <translation>请选择或新建一个场景，以编辑它更改的假设。</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>替换</translation>
    </message>
    <message>
        <source>Use the second part wherever the design uses the first.</source>
        <translation>凡设计使用第一个部件之处，均改用第二个部件。</translation>
    </message>
    <message>
        <source>Keep part</source>
        <translation>保留部件</translation>
    </message>
    <message>
        <source>Stop replacing the part chosen in the list.</source>
        <translation>不再替换列表中所选的部件。</translation>
    </message>
    <message>
        <source>Replace part</source>
        <translation>替换部件</translation>
    </message>
    <message>
        <source>with</source>
        <translation>替换为</translation>
    </message>
</context>
<context>
    <name>cs::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Metric (m, kg, °C)</source>
        <translation>公制（m、kg、°C）</translation>
    </message>
    <message>
        <source>Imperial (ft, lb, °F)</source>
        <translation>英制（ft、lb、°F）</translation>
    </message>
    <message>
        <source>&amp;Units:</source>
        <translation>单位(&amp;U)：</translation>
    </message>
    <message>
        <source>US dollar (USD)</source>
        <translation>美元（USD）</translation>
    </message>
    <message>
        <source>Chinese yuan (CNY)</source>
        <translation>人民币（CNY）</translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation>币种(&amp;C)：</translation>
    </message>
    <message>
        <source>1 USD = </source>
        <translation>1 USD = </translation>
    </message>
    <message>
        <source> CNY</source>
        <translation> CNY</translation>
    </message>
    <message>
        <source>&amp;Exchange rate:</source>
        <translation>汇率(&amp;E)：</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
    <message>
        <source>New designs start with</source>
        <translation>新设计的初始值</translation>
    </message>
    <message>
        <source>Facility power ÷ IT power. The industry average is about 1.56 (Uptime Institute, 2024); new large sites reach 1.3 or less.</source>
        <translation>设施功率 ÷ IT 功率。行业平均约为 1.56（Uptime Institute，2024）；新建大型数据中心可达 1.3 或更低。</translation>
    </message>
    <message>
        <source>&amp;PUE:</source>
        <translation>PUE(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Electricity price:</source>
        <translation>电价(&amp;E)：</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source>From the cooling method</source>
        <translation>按制冷方式确定</translation>
    </message>
    <message>
        <source>Provisioned power per rack over both feeds (2N: half is usable). Automatic: twice the cooling method&apos;s rack limit.</source>
        <translation>每个机柜两路供电合计的配置功率（2N：一半可用）。自动：制冷方式机柜上限的两倍。</translation>
    </message>
    <message>
        <source>&amp;Rack power budget:</source>
        <translation>机柜功率预算(&amp;R)：</translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation>自动保存</translation>
    </message>
    <message>
        <source> s after the last change</source>
        <translation> 秒（最后一次更改后）</translation>
    </message>
    <message>
        <source>&amp;Write a recovery copy:</source>
        <translation>写入恢复副本(&amp;W)：</translation>
    </message>
    <message>
        <source> %1 per kWh</source>
        <translation> 每 kWh %1</translation>
    </message>
</context>
<context>
    <name>cs::ui::Severity</name>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>信息</translation>
    </message>
</context>
<context>
    <name>cs::ui::SizingPage</name>
    <message>
        <source>memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 × %2 = %3</source>
        <translation>%1 × %2 = %3</translation>
    </message>
    <message>
        <source>Sizing</source>
        <translation>规模测算</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Nodes × GPUs</source>
        <translation>节点 × GPU</translation>
    </message>
    <message>
        <source>Binds</source>
        <translation>约束项</translation>
    </message>
    <message>
        <source>Time / throughput</source>
        <translation>时间 / 吞吐量</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Cheapest: %1 × %2 (%3 GPUs), bound by %4.</source>
        <translation>最便宜：%1 × %2（%3 个 GPU），受 %4 约束。</translation>
    </message>
    <message>
        <source>How %1 on %2 was sized</source>
        <translation>%1 在 %2 上的规模推导</translation>
    </message>
    <message>
        <source>Not possible</source>
        <translation>不可行</translation>
    </message>
    <message>
        <source>not recommended</source>
        <translation>不推荐</translation>
    </message>
    <message>
        <source>MFU %1%</source>
        <translation>MFU %1%</translation>
    </message>
    <message>
        <source>Every accelerator in the catalog that a server carries, checked by the performance model; those that meet the target cheapest first. Pick one; the next page generates the cluster.</source>
        <translation>目录中有服务器搭载的每种加速器，均经性能模型检验；达到目标的按价格从低到高。选择一个，下一页生成集群。</translation>
    </message>
    <message>
        <source>No accelerator in the catalog meets this workload&apos;s target; go back and lower the targets. The reasons are listed below.</source>
        <translation>目录中没有加速器能达到该工作负载的目标；请返回并降低目标。原因列在下方。</translation>
    </message>
    <message>
        <source>Not recommended:</source>
        <translation>不推荐：</translation>
    </message>
    <message>
        <source>%1 %2 in the catalog&apos;s prices, at %3 CNY per USD</source>
        <translation>按目录价格为 %1 %2，按 1 美元 = %3 元折算</translation>
    </message>
</context>
<context>
    <name>cs::ui::SpecForm</name>
    <message>
        <source>Named after the nodes</source>
        <translation>以节点命名</translation>
    </message>
    <message>
        <source>Fat tree</source>
        <translation>胖树</translation>
    </message>
    <message>
        <source>Rail-optimized</source>
        <translation>轨道优化</translation>
    </message>
    <message>
        <source> : 1</source>
        <translation> : 1</translation>
    </message>
    <message>
        <source> % more nodes without a new tier</source>
        <translation> % 的额外节点（无需新增层级）</translation>
    </message>
    <message>
        <source> kW over both feeds</source>
        <translation> kW（两路供电合计）</translation>
    </message>
    <message>
        <source>Twice the cooling method&apos;s rack limit</source>
        <translation>制冷方式机柜上限的两倍</translation>
    </message>
    <message>
        <source>Automatic (liquid for liquid-cooled nodes, else rear door)</source>
        <translation>自动（液冷节点用液冷，否则用背板）</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>风冷</translation>
    </message>
    <message>
        <source>Rear-door heat exchanger</source>
        <translation>背板换热器</translation>
    </message>
    <message>
        <source>Direct liquid</source>
        <translation>直接液冷</translation>
    </message>
    <message>
        <source> TB</source>
        <translation> TB</translation>
    </message>
    <message>
        <source>No shared storage</source>
        <translation>无共享存储</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>算力</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>N&amp;ode:</source>
        <translation>节点(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;How many:</source>
        <translation>数量(&amp;H)：</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>&amp;Fabric:</source>
        <translation>网络(&amp;F)：</translation>
    </message>
    <message>
        <source>S&amp;witch:</source>
        <translation>交换机(&amp;W)：</translation>
    </message>
    <message>
        <source>O&amp;versubscription:</source>
        <translation>收敛比(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;Growth:</source>
        <translation>增长(&amp;G)：</translation>
    </message>
    <message>
        <source>Facility</source>
        <translation>设施</translation>
    </message>
    <message>
        <source>&amp;Rack:</source>
        <translation>机柜(&amp;R)：</translation>
    </message>
    <message>
        <source>Rack &amp;power:</source>
        <translation>机柜功率(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Cooling:</source>
        <translation>制冷(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Storage:</source>
        <translation>存储(&amp;S)：</translation>
    </message>
    <message>
        <source>%1 nodes × %2 GPUs = %3 GPUs</source>
        <translation>%1 个节点 × %2 个 GPU = %3 个 GPU</translation>
    </message>
    <message>
        <source>Automatic (matches the node&apos;s ports)</source>
        <translation>自动（与节点端口匹配）</translation>
    </message>
    <message>
        <source>One (no split)</source>
        <translation>一个（不拆分）</translation>
    </message>
    <message>
        <source>Independent compute planes: each compute port is split into one port per plane, as two-plane Spectrum-X with ConnectX-8 (2 × 400GbE).</source>
        <translation>独立计算平面：每个计算端口拆分为每个平面一个端口，如采用 ConnectX-8（2 × 400GbE）的双平面 Spectrum-X。</translation>
    </message>
    <message>
        <source>P&amp;lanes:</source>
        <translation>平面(&amp;L)：</translation>
    </message>
</context>
<context>
    <name>cs::ui::StartPage</name>
    <message>
        <source>New cluster</source>
        <translation>新集群</translation>
    </message>
    <message>
        <source>Start from what the cluster must run, from a ready-made design, or from the cluster&apos;s shape.</source>
        <translation>可以从集群需要运行的工作负载、现成的设计模板或集群的规格开始。</translation>
    </message>
    <message>
        <source>From a &amp;workload</source>
        <translation>从工作负载开始(&amp;W)</translation>
    </message>
    <message>
        <source>From a &amp;template</source>
        <translation>从模板开始(&amp;T)</translation>
    </message>
    <message>
        <source>From a cluster &amp;spec</source>
        <translation>从集群规格开始(&amp;S)</translation>
    </message>
    <message>
        <source>Describe the model to train or serve; the sizing ranks the accelerators in the catalog, explains each count and generates the one you pick.</source>
        <translation>描述要训练或服务的模型；规模测算会对目录中的加速器排序，解释每个数量的由来，并生成您选中的方案。</translation>
    </message>
    <message>
        <source>A lab with four RTX 4090s, a small DGX H100 training cluster or an L40S inference cluster.</source>
        <translation>一个配备四块 RTX 4090 的实验室、一个小型 DGX H100 训练集群或一个 L40S 推理集群。</translation>
    </message>
    <message>
        <source>Choose the node, how many, the fabric, racks, power, cooling and storage yourself.</source>
        <translation>自行选择节点、数量、网络、机柜、电力、制冷和存储。</translation>
    </message>
</context>
<context>
    <name>cs::ui::TcoPanel</name>
    <message>
        <source>Export charts…</source>
        <translation>导出图表…</translation>
    </message>
    <message>
        <source>Save the four charts as PNG, SVG or PDF files in a folder. Right-click a chart to save only that one.</source>
        <translation>将四张图表以 PNG、SVG 或 PDF 文件保存到文件夹中。右键单击某张图表可只保存该图表。</translation>
    </message>
    <message>
        <source>Cost charts</source>
        <translation>成本图表</translation>
    </message>
    <message>
        <source>Compare scenarios</source>
        <translation>比较场景</translation>
    </message>
    <message>
        <source>Open a design to see what it costs.</source>
        <translation>打开一个设计以查看其成本。</translation>
    </message>
    <message>
        <source>The TCO cannot be computed: %1</source>
        <translation>无法计算 TCO：%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 years, %2 GPUs:&lt;/b&gt; build %3 · cloud %4 · hybrid %5 · break-even %6</source>
        <translation>&lt;b&gt;%1 年，%2 个 GPU：&lt;/b&gt;自建 %3 · 云 %4 · 混合 %5 · 盈亏平衡 %6</translation>
    </message>
    <message>
        <source>no offer</source>
        <translation>无报价</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>&lt;br&gt;Cloud: %1 (%2), %3 %4 per GPU-hour.</source>
        <translation>&lt;br&gt;云：%1（%2），每 GPU 小时 %3 %4。</translation>
    </message>
    <message>
        <source>Export this chart…</source>
        <translation>导出此图表…</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 图像 (*.png);;SVG 图形 (*.svg);;PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>The chart could not be written to %1. Choose a folder you can write to and a .png, .svg or .pdf name.</source>
        <translation>无法将图表写入 %1。请选择可写入的文件夹，并使用 .png、.svg 或 .pdf 文件名。</translation>
    </message>
    <message>
        <source>Export charts to</source>
        <translation>导出图表到</translation>
    </message>
    <message>
        <source>Export charts</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>The chart could not be written to %1. Choose a folder you can write to.</source>
        <translation>无法将图表写入 %1。请选择可写入的文件夹。</translation>
    </message>
    <message>
        <source>Edit scenarios</source>
        <translation>编辑场景</translation>
    </message>
    <message>
        <source>&lt;br&gt;Hybrid owns %1 of the %2 GPUs and rents the peaks above them on demand.</source>
        <translation>&lt;br&gt;混合方案自有 %2 个 GPU 中的 %1 个，超出部分的峰值按需租用。</translation>
    </message>
    <message>
        <source>&lt;br&gt;Hybrid owns %1 of the %2 GPUs and rents nothing: demand stays within them.</source>
        <translation>&lt;br&gt;混合方案自有 %2 个 GPU 中的 %1 个，无需租用：需求不超出自有部分。</translation>
    </message>
</context>
<context>
    <name>cs::ui::TemplatePage</name>
    <message>
        <source>the example %1 cannot be read (%2).</source>
        <translation>无法读取示例 %1（%2）。</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>模板</translation>
    </message>
    <message>
        <source>A ready-made cluster to start from; every part of it can be changed afterwards.</source>
        <translation>作为起点的现成集群；其中每个部分之后都可以修改。</translation>
    </message>
    <message>
        <source>%1 — %2 GPUs
%3</source>
        <translation>%1 — %2 个 GPU
%3</translation>
    </message>
</context>
<context>
    <name>cs::ui::WorkGroups</name>
    <message>
        <source>Simulation</source>
        <translation>仿真</translation>
    </message>
    <message>
        <source>Compute (floating-point operations)</source>
        <translation>计算（浮点运算）</translation>
    </message>
    <message>
        <source>Memory bandwidth (bytes moved)</source>
        <translation>显存带宽（搬运的字节）</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source> % of peak</source>
        <translation> % 峰值</translation>
    </message>
    <message>
        <source>the model&apos;s default</source>
        <translation>模型默认值</translation>
    </message>
    <message>
        <source>The share of the GPUs&apos; peak your code sustains. Zero takes the model&apos;s default: 65% of the FP64 peak (HPL on the largest GPU systems, a ceiling) or 80% of memory bandwidth (streaming kernels).</source>
        <translation>您的代码能持续达到的 GPU 峰值比例。为零时采用模型默认值：FP64 峰值的 65%（最大 GPU 系统上的 HPL，属上限）或显存带宽的 80%（流式内核）。</translation>
    </message>
    <message>
        <source>&amp;Bound by:</source>
        <translation>受限于(&amp;B)：</translation>
    </message>
    <message>
        <source>Prec&amp;ision:</source>
        <translation>精度(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Work:</source>
        <translation>工作量(&amp;W)：</translation>
    </message>
    <message>
        <source>Finish wit&amp;hin:</source>
        <translation>完成时限(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Sustained:</source>
        <translation>持续比例(&amp;S)：</translation>
    </message>
    <message>
        <source>Throughput job</source>
        <translation>吞吐量作业</translation>
    </message>
    <message>
        <source>images, frames, …</source>
        <translation>images、frames…</translation>
    </message>
    <message>
        <source> million</source>
        <translation> 百万</translation>
    </message>
    <message>
        <source>GPU (catalog id)</source>
        <translation>GPU（目录 ID）</translation>
    </message>
    <message>
        <source>Per GPU per second</source>
        <translation>每 GPU 每秒</translation>
    </message>
    <message>
        <source>Add rate</source>
        <translation>添加速率</translation>
    </message>
    <message>
        <source>Remove rate</source>
        <translation>删除速率</translation>
    </message>
    <message>
        <source> kB each</source>
        <translation> kB/个</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>不检查</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>&amp;Unit:</source>
        <translation>单位(&amp;U)：</translation>
    </message>
    <message>
        <source>Measured &amp;rates:</source>
        <translation>实测速率(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Input read:</source>
        <translation>输入读取(&amp;I)：</translation>
    </message>
    <message>
        <source>Scaling &amp;efficiency:</source>
        <translation>扩展效率(&amp;E)：</translation>
    </message>
    <message>
        <source> EB (10¹⁸ bytes)</source>
        <translation> EB（10¹⁸ 字节）</translation>
    </message>
    <message>
        <source> EFLOP (10¹⁸)</source>
        <translation> EFLOP（10¹⁸ 次）</translation>
    </message>
    <message>
        <source>CPU cores per GPU</source>
        <translation>每 GPU CPU 核数</translation>
    </message>
    <message>
        <source>Rates you measured, one row per GPU model. A GPU without a measured rate is never assumed to run at one. CPU cores per GPU: the host cores its input pipeline kept busy at that rate (empty: not measured); nodes with fewer slow the job in proportion.</source>
        <translation>您实测的速率，每种 GPU 型号一行。没有实测速率的 GPU 绝不会被假定某个速率。每 GPU CPU 核数：在该速率下其输入流水线占用的主机核数（留空表示未测）；核数更少的节点会按比例拖慢作业。</translation>
    </message>
</context>
<context>
    <name>cs::ui::WorkloadCommands</name>
    <message>
        <source>A workload needs a name.</source>
        <translation>工作负载需要一个名称。</translation>
    </message>
    <message>
        <source>The design already has a workload named &quot;%1&quot;.</source>
        <translation>设计中已有名为“%1”的工作负载。</translation>
    </message>
    <message>
        <source>Workload &quot;%1&quot;: %2</source>
        <translation>工作负载“%1”：%2</translation>
    </message>
    <message>
        <source>Add workload &quot;%1&quot;</source>
        <translation>添加工作负载“%1”</translation>
    </message>
    <message>
        <source>Edit workload &quot;%1&quot;</source>
        <translation>编辑工作负载“%1”</translation>
    </message>
    <message>
        <source>Remove workload</source>
        <translation>删除工作负载</translation>
    </message>
    <message>
        <source>Remove workload &quot;%1&quot;</source>
        <translation>删除工作负载“%1”</translation>
    </message>
</context>
<context>
    <name>cs::ui::WorkloadEditing</name>
    <message>
        <source>Add workload</source>
        <translation>添加工作负载</translation>
    </message>
    <message>
        <source>Edit workload</source>
        <translation>编辑工作负载</translation>
    </message>
    <message>
        <source>Workload %1</source>
        <translation>工作负载 %1</translation>
    </message>
</context>
<context>
    <name>cs::ui::WorkloadForm</name>
    <message>
        <source> billion</source>
        <translation> 亿</translation>
    </message>
    <message>
        <source>1e9</source>
        <comment>parameters per unit of the Parameters fields: 1e9 with the suffix billion, 1e8 with the suffix 亿</comment>
        <translation>1e8</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>Training and inference, taking turns</source>
        <translation>训练与推理交替进行</translation>
    </message>
    <message>
        <source>Custom: from the parameter count</source>
        <translation>自定义：按参数量估算</translation>
    </message>
    <message>
        <source>% of the hours for training</source>
        <translation>% 的时间用于训练</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Runs:</source>
        <translation>运行(&amp;R)：</translation>
    </message>
    <message>
        <source>M&amp;odel:</source>
        <translation>模型(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Share:</source>
        <translation>比例(&amp;S)：</translation>
    </message>
    <message>
        <source> trillion</source>
        <translation> 万亿</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> 个 token</translation>
    </message>
    <message>
        <source> sequences</source>
        <translation> 条序列</translation>
    </message>
    <message>
        <source>about 4 M tokens</source>
        <translation>约 400 万个词元</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>predicted by the model</source>
        <translation>由性能模型预测</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation: the share of the GPUs&apos; dense peak the run achieves. Leave it at zero for the performance model&apos;s prediction; a figure here replaces it (35–45% is typical for large dense models).</source>
        <translation>模型算力利用率（MFU）：训练实际达到的 GPU 稠密峰值算力的比例。保持为零则采用性能模型的预测；填写数值则替代预测（大型稠密模型通常为 35–45%）。</translation>
    </message>
    <message>
        <source>Recompute activations in the backward pass</source>
        <translation>在反向传播中重计算激活值</translation>
    </message>
    <message>
        <source>&amp;Parameters:</source>
        <translation>参数量(&amp;P)：</translation>
    </message>
    <message>
        <source>T&amp;okens:</source>
        <translation>Token 数(&amp;O)：</translation>
    </message>
    <message>
        <source>Finish &amp;within:</source>
        <translation>完成时限(&amp;W)：</translation>
    </message>
    <message>
        <source>Pre&amp;cision:</source>
        <translation>精度(&amp;C)：</translation>
    </message>
    <message>
        <source>Global &amp;batch:</source>
        <translation>全局批量(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;MFU:</source>
        <translation>MFU(&amp;M)：</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> token/秒</translation>
    </message>
    <message>
        <source>Interactive (every sequence at reading pace)</source>
        <translation>交互式（每个序列以阅读速度输出）</translation>
    </message>
    <message>
        <source>Batch (only the total rate counts)</source>
        <translation>批处理（只看总速率）</translation>
    </message>
    <message>
        <source>P&amp;arameters:</source>
        <translation>参数量(&amp;A)：</translation>
    </message>
    <message>
        <source>Pr&amp;ecision:</source>
        <translation>精度(&amp;E)：</translation>
    </message>
    <message>
        <source>Con&amp;text:</source>
        <translation>上下文(&amp;T)：</translation>
    </message>
    <message>
        <source>Concurrent se&amp;quences:</source>
        <translation>并发序列数(&amp;Q)：</translation>
    </message>
    <message>
        <source>Tar&amp;get output:</source>
        <translation>目标输出(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Latency:</source>
        <translation>延迟(&amp;L)：</translation>
    </message>
    <message>
        <source>Seq&amp;uence:</source>
        <translation>序列长度(&amp;U)：</translation>
    </message>
    <message>
        <source>Simulation (HPC)</source>
        <translation>仿真（HPC）</translation>
    </message>
    <message>
        <source>Throughput job (measured rates)</source>
        <translation>吞吐量作业（实测速率）</translation>
    </message>
</context>
<context>
    <name>cs::ui::WorkloadPage</name>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>What the cluster must run. The sizing turns it into GPUs on every accelerator in the catalog.</source>
        <translation>集群需要运行的内容。规模测算会把它换算为目录中每种加速器所需的 GPU 数。</translation>
    </message>
</context>
<context>
    <name>cs::ui::WorkloadPanel</name>
    <message>
        <source>Workload:</source>
        <translation>工作负载：</translation>
    </message>
    <message>
        <source>The analysis is running.</source>
        <translation>正在分析。</translation>
    </message>
    <message>
        <source>&amp;Add workload…</source>
        <translation>添加工作负载(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>删除(&amp;M)</translation>
    </message>
    <message>
        <source>This design carries no workload. Add one (a model from the presets or a parameter count, and what it must do): the performance model then shows its plans and what the network buys here.</source>
        <translation>此设计尚无工作负载。请添加一个（从预设中选择模型或填写参数量，并说明要完成的任务），性能模型随后会在此显示并行方案以及网络带来的收益。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Design GPU clusters and model what they cost.</source>
        <translation>设计 GPU 集群并估算其成本。</translation>
    </message>
    <message>
        <source>A design file to open.</source>
        <translation>要打开的设计文件。</translation>
    </message>
</context>
</TS>
