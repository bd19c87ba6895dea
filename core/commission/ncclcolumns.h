#pragma once

#include "nccltests.h"

#include <string_view>

namespace cs::commission {

// Where nccl-tests' columns stand in its table (0-based word positions).
struct NcclColumns
{
    int count = 0; // words per row
    int size = 0;
    int type = -1;
    int redop = -1;
    int root = -1;
    int outOfPlaceBusbw = -1; // time and algbw stand just before busbw, #wrong after it
    int inPlaceBusbw = -1;    // -1: the table has only one direction
    bool wrong = false;       // a #wrong column follows each busbw
    bool timestamp = false;   // a last column with the time of day (-T), which may hold spaces
};

// A header line: "#" then "size count" ("bytes N" in early releases).
bool isTableHeader(std::string_view line);

// The header's columns. Throws BenchmarkError at `line` when they are not
// nccl-tests' (no busbw with time and algbw before it).
NcclColumns columnsOf(int line, std::string_view header);

// One result row. Throws BenchmarkError at `line` for a row with another
// number of words than the header or a figure that is not a number.
NcclRow rowOf(const NcclColumns& columns, int line, std::string_view text);

} // namespace cs::commission
