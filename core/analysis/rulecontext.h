#pragma once

#include "analysis.h"

#include <QCoreApplication>

namespace cs::analysis::rules {

// What every design rule reads and where it writes its findings.
struct Context
{
    const DesignFacts& facts;
    const AnalysisReport& report;
    std::vector<Finding>& out;

    const Assumptions& a() const { return facts.assumptions(); }
    const Design& design() const { return facts.design(); }

    void add(const char* code, Severity severity, const char* kind, std::vector<std::uint32_t> ids,
             double value, double threshold, QString message, QString source) const
    {
        out.push_back(Finding{code, severity, std::move(message), kind, std::move(ids), value,
                              threshold, std::move(source)});
    }
};

// The translation context of every design rule's message.
class RuleText
{
    Q_DECLARE_TR_FUNCTIONS(RuleText)
};
inline QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

void computeRules(const Context& c);
void memoryRules(const Context& c);
void storageRules(const Context& c);
void networkRules(const Context& c);
void powerRules(const Context& c);
void coolingRules(const Context& c);
void spaceRules(const Context& c);
void workloadRules(const Context& c);

} // namespace cs::analysis::rules
