#pragma once

#include <QString>
#include <QTest>

#include <cmath>

// Compares two floating-point figures within an absolute tolerance and prints
// both with full precision when they differ.
#define CS_COMPARE_WITHIN(actual, expected, tolerance)                                             \
    QVERIFY2(std::abs((actual) - (expected)) < (tolerance),                                        \
             qPrintable(QStringLiteral("%1 is %2, expected %3")                                    \
                            .arg(QStringLiteral(#actual))                                          \
                            .arg(actual, 0, 'g', 17)                                               \
                            .arg(expected, 0, 'g', 17)))
