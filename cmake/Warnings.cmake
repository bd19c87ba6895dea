# Applies the project's warning policy to a target.
function(clustersmith_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow)
  if(CLUSTERSMITH_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
  if(CLUSTERSMITH_SANITIZE)
    target_compile_options(${target} PRIVATE -fsanitize=address,undefined -fno-omit-frame-pointer
                                             -fno-sanitize-recover=undefined)
    target_link_options(${target} PRIVATE -fsanitize=address,undefined)
  endif()
  if(CLUSTERSMITH_FUZZ)
    # Coverage feedback for the fuzzer needs the code under test instrumented too.
    target_compile_options(${target} PRIVATE -fsanitize=fuzzer-no-link)
    target_link_options(${target} PRIVATE -fsanitize=fuzzer-no-link)
  endif()
endfunction()

# The domain and the catalog turn no byte string into text without saying in
# which encoding (QString::fromUtf8, QLatin1String, QStringLiteral): a design
# or catalog name is UTF-8 from JSON or SQLite, never the locale's.
function(clustersmith_explicit_text target)
  target_compile_definitions(${target} PRIVATE QT_NO_CAST_FROM_ASCII)
endfunction()
