#pragma once

#include "model/design.h"

#include <string>

namespace cs::exports {

// Two Prometheus rule files for NVIDIA's DCGM exporter (dcgm-exporter's
// metric names, its Hostname label being the host name of hostnames.h).
struct PrometheusRules
{
    // Recording rules stating the design: per GPU node its rack
    // (clustersmith:node:info), its GPU count, its GPUs' TDP and the GPU power
    // its supplies leave room for.
    std::string designRules;
    // The alerting rules of alertrules.h joined to clustersmith:node:info, so that every summary
    // names the node and its rack.
    std::string alertRules;
};

PrometheusRules prometheusRules(const Design& design);

} // namespace cs::exports
