#pragma once

#include <optional>
#include <string>

namespace cs::tco {

// Converts amounts into the TCO currency. Only USD and CNY convert, through
// one exchange rate; an amount in any other currency has no value here.
class Money
{
public:
    Money(std::string currency, double cnyPerUsd)
        : mCurrency(std::move(currency)), mCnyPerUsd(cnyPerUsd)
    {
    }
    const std::string& currency() const { return mCurrency; }
    double cnyPerUsd() const { return mCnyPerUsd; }

    std::optional<double> convert(double amount, const std::string& from) const
    {
        if (from == mCurrency) {
            return amount;
        }
        if (from == "USD" && mCurrency == "CNY") {
            return amount * mCnyPerUsd;
        }
        if (from == "CNY" && mCurrency == "USD") {
            return amount / mCnyPerUsd;
        }
        return std::nullopt;
    }
    double fromUsd(double usd) const { return mCurrency == "CNY" ? usd * mCnyPerUsd : usd; }

private:
    std::string mCurrency;
    double mCnyPerUsd = 1;
};

} // namespace cs::tco
