// Compiles the precompiled header the test programs share; nothing else.
namespace cs::testsupport {
int pchHolder()
{
    return 0;
}
} // namespace cs::testsupport
