# cmake -DIN=x.ts -DOUT=y.ts -P flatten.cmake: a copy of the translation with
# every message in the one context "Clustersmith". Compiled into the .qm next
# to the real contexts, it lets cs::i18n's translator find a string by its
# source text when a file's tr() wrapper names another context than the one
# lupdate derived from the namespace at the call site.
file(READ ${IN} ts)
string(REGEX REPLACE "<name>[^<]*</name>" "<name>Clustersmith</name>" ts "${ts}")
file(WRITE ${OUT} "${ts}")
