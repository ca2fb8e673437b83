#!/usr/bin/env bash
# The scaffold on real documents, as a new user runs it (issue #36). From the repository root or
# anywhere:
#
#     Scaffold/check-scaffold.sh            # every check below (.ci/deep)
#     Scaffold/check-scaffold.sh --quick    # the gate's share (.ci/run)
#
# --quick keeps what protects a user on every change and drops what repeats it at length (#62):
# the unit tests (the hostile-name and route-shape property suites among them), Twilio's,
# RealWorld's Conduit and Keycloak's descriptions (three published documents: Twilio's paths ten
# deep ending in `.json`, Conduit's follow and favorite only created and deleted, Keycloak's paths
# that start with a parameter and its singular sub-resources eight segments deep),
# Checks/head-and-keys.json, mockllm's live
# description and 8 documents of generated route shapes (#64), scaffolded by the tool and built
# together in one build (no module built alone and timed), checked, linted;
# Keycloak's description scaffolded again for owned output and `check`. It leaves to the full
# run OpenAI's description (scaffolded for owned output and `check`, its 1 539 files built and its
# typed calls against mockllm; the client IntegrationTests keeps is called there on every run),
# GitHub's route list, Discord's,
# Box's and Adyen's descriptions, the 24 hostile documents' modules, 32 more route-shape modules (40 in all),
# the per-module build times and the command plugin (whose build of the tool, in the throwaway
# package, is a second build of OpenAPIKit and Yams: --quick scaffolds mockllm with the tool
# itself).
#
# 1. Builds yopuy-scaffold and runs its unit tests.
# 2. Scaffolds OpenAI's OpenAPI description (../shared/apis/openai-openapi.json.xz, as published),
#    GitHub's 1 015 REST routes (../shared/routes/github-rest-routes.txt) and Checks/head-and-keys.json
#    (HEAD, query enums, a fixed query, every kind of security scheme; Checks/HeadAndKeysAsWritten.swift
#    uses its setup and queries as a user writes them) into one throwaway
#    package that depends on Yopuy by path, under .build-scaffold-check/, with their checks of every
#    operation. Skips a document that is not there (a clone without ../shared). Then the published
#    descriptions of other shapes in Documents/ (its README says whence, and their licenses, #48):
#    Discord's (JSON, 3.1, `@me` segments), Box's (JSON, 3.0, `allOf` throughout, `:action` and
#    `#name` path keys), Twilio's 2010 API (YAML, 3.0, paths ten deep ending in `.json`),
#    Adyen's Management API (YAML, 3.1), RealWorld's Conduit (YAML, 3.1, follow and favorite) and
#    Keycloak's Admin API (JSON, 3.0, every path after a `{realm}`), as modules Discord, Box,
#    Twilio, Adyen, Conduit and Keycloak.
# 3. Builds that package (a warning in the scaffolded files fails): Yopuy once, then each module
#    and its check alone, timed, with the peak memory of the build's largest process. Runs each
#    module's checks (every said operation's method and path must be the document's; every example
#    of the document that a model reads must decode into it and encode back, the scaffold's report
#    line `examples: …` saying how many), prints per
#    module the operations said and not said, the seconds to scaffold and to build, the peak
#    memory and the checks passed, and lints the output with `swift format lint --strict` and the
#    repository's configuration.
#    A real server answers the scaffolded clients: mockllm (PyPI; an OpenAI-compatible server that
#    publishes its own OpenAPI 3.1 description at /openapi.json), installed into a virtual
#    environment under ~/.cache as IntegrationTests/run-tests.sh does, served on 127.0.0.1 and
#    stopped on exit. Its live description is scaffolded too, by the command plugin
#    (`swift package yopuy-scaffold`, module MockLLM), and checked by the plugin's `check`. The
#    test in Checks/ calls OpenAI's client as written: mockllm implements its typed chat
#    completion and typed event stream. (The client of mockllm's own description that
#    IntegrationTests keeps is called there, by run-tests.sh; `check` compares it with the live
#    description here.)
#    Hostile names (#48): 24 documents (HOSTILE_MODULES) made by ScaffoldKitTests' seeded
#    generator, with awkward names in every place a name comes from, scaffolded into modules of
#    their own in the same package; their tests also name every type they declare where a type
#    goes, beside every module the scaffold keeps its names apart from.
#    Route shapes (#64): 40 documents (ROUTE_MODULES) made by ScaffoldKitTests' RouteShapeDocument,
#    collections, records, singletons and actions one to six deep with any methods, each a module
#    of its own in the same package, built and checked with the rest.
#    The corpus (#75): the 50 published documents of Documents/corpus/ (its README says by what
#    rule, whence and under which licenses), or those CORPUS names, each a module CorpusNN;
#    --quick takes four small ones (CORPUS_QUICK).
#    Document texts (#75): 12 documents (TEXT_MODULES) made by ScaffoldKitTests' DocumentTextTests,
#    their texts (comments, enum values, names, defaults, examples) drawn from every class of text
#    that breaks a writer of Swift, in JSON and YAML of every scalar style, built and checked too.
# 4. Bad input: a file that is not OpenAPI exits non-zero with a clear error. On OpenAI's output
#    (Keycloak's in --quick): a second run into the same folder overwrites nothing; the same input
#    writes byte-identical files; `check` finds no difference against the sources it wrote, and
#    finds each difference of an edited document (an operation removed, one added, a required
#    query added).
set -euo pipefail
quick=false
if [ "${1:-}" = --quick ]; then
    quick=true
    shift
fi
cd "$(dirname "$0")"
here=$(pwd)
root=$(cd .. && pwd)
shared=$(cd .. && cd .. && pwd)/shared
work="$here/.build-scaffold-check"

echo "== build (a warning in our files fails) and unit tests"
mkdir -p "$work"
swift build --build-tests >"$work/tool-build.log" 2>&1 || { tail -40 "$work/tool-build.log"; exit 1; }
if grep -E "^$here/(Sources|Tests|Checks)/[^:]*:[0-9]+:[0-9]+: warning:" "$work/tool-build.log"; then
    echo "check-scaffold: the tool's build printed warnings (above); zero warnings is the rule" >&2
    exit 1
fi
# The whole log is kept; a failure prints every issue recorded, with what follows it (a property
# check's failing input and the seed that replays it), not only the last lines.
status=0
swift test >"$work/tool-test.log" 2>&1 || status=$?
if [ "$status" -ne 0 ]; then
    grep -E -A 40 "recorded (an issue|a known issue)|^error:" "$work/tool-test.log" | head -400
    tail -3 "$work/tool-test.log"
    echo "check-scaffold: the tool's unit tests failed, exit $status (above; the whole log: $work/tool-test.log)" >&2
    exit 1
fi
tail -3 "$work/tool-test.log"
scaffold="$(swift build --show-bin-path)/yopuy-scaffold"

# mockllm, as IntegrationTests/run-tests.sh serves it (mockllm.sh); skipped (and its checks) if it
# cannot be installed.
server_dir=$(mktemp -d)
source ../IntegrationTests/mockllm.sh
trap 'stop_mockllm; rm -rf "$server_dir"' EXIT
start_mockllm "$server_dir"

rm -rf "$work/Sources" "$work/Tests" "$work/runs"
mkdir -p "$work/Sources" "$work/Tests" "$work/runs"
targets=()
# What the summary at the end prints, by module: operations said and not said, and seconds to scaffold.
declare -A said_of not_said_of scaffold_seconds

# Scaffolds the description in $2 into module $1 (and its check into $1Tests), with any further
# options after them, reporting into runs/$1-report.txt: what it could not say, mend or read,
# and the numbers the summary prints.
scaffold_document() {
    local module=$1 file=$2 start report="$work/runs/$1-report.txt" compromises
    shift 2
    start=$(date +%s.%N)
    "$scaffold" "$file" "$@" --module "$module" --output "$work/Sources/$module" \
        --tests "$work/Tests/${module}Tests" --report "$report" --quiet
    scaffold_seconds[$module]=$(python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.2f}')" \
        "$start" "$(date +%s.%N)")
    echo "scaffolded in ${scaffold_seconds[$module]} s (debug build)"
    grep -E '^(mended|skipped|not said|examples|example at)' "$report" | cut -c1-300 || true
    compromises=$(grep -c '^said with a compromise' "$report" || true)
    echo "$compromises operations said with a compromise (runs/$module-report.txt names them)"
    said_of[$module]=$(sed -nE '1s/.*, said: ([0-9]+),.*/\1/p' "$report")
    # Not said: what the scaffold read and could not say, and the operations of a method Yopuy
    # declares no verb for, which it skipped.
    not_said_of[$module]=$(($(sed -nE '1s/.*, not said: ([0-9]+),.*/\1/p' "$report") +
        $(grep -cE '^skipped: #/paths/[^ ]*/(head|options|trace):' "$report" || true)))
    targets+=("$module")
}

# Scaffolds the generated document $1 into the module its file names (HostileN, RoutesN), public
# when N is odd, adds it to the package's targets, and adds its operations said and all to the
# counts $2_said and $2_operations.
scaffold_generated() {
    local json=$1 counts=$2 said operations
    module=$(basename "$json")
    module=${module%.*}
    # Every second one public (#74): the generated shapes and names through --access public too.
    local access=internal
    [ $((10#${module//[!0-9]/} % 2)) -eq 0 ] || access=public
    "$scaffold" "$json" --module "$module" --output "$work/Sources/$module" --tests "$work/Tests/${module}Tests" \
        --report "$work/runs/$module-report.txt" --access "$access" --quiet >/dev/null
    read -r said operations < <(sed -nE 's/^operations: ([0-9]+), said: ([0-9]+),.*/\2 \1/p' "$work/runs/$module-report.txt")
    declare -g "${counts}_said=$((${counts}_said + said))" "${counts}_operations=$((${counts}_operations + operations))"
    targets+=("$module")
}

# The document whose owned output and `check` are checked at the end: OpenAI's in the full run,
# Keycloak's (JSON too, 316 operations, scaffolded in 2 s rather than 17) in --quick, which
# leaves OpenAI's description to the full run: five runs of the tool over it were 80 s of the
# gate.
owned=Keycloak
owned_document="$work/runs/keycloak-admin-23.0.7.json"
openai_xz="$shared/apis/openai-openapi.json.xz"
if $quick; then
    echo "== --quick: OpenAI's description is left to the full run"
elif [ -f "$openai_xz" ]; then
    xz -dc "$openai_xz" >"$work/runs/openai.json"
    echo "== scaffold OpenAI's description"
    scaffold_document OpenAI "$work/runs/openai.json"
    owned=OpenAI
    owned_document="$work/runs/openai.json"
else
    echo "== $openai_xz is not there: OpenAI's description is skipped"
fi

routes="$shared/routes/github-rest-routes.txt"
if $quick; then
    echo "== --quick: GitHub's route list is left to the full run"
elif [ -f "$routes" ]; then
    echo "== scaffold GitHub's route list"
    scaffold_document GitHubAPI "$routes" --routes
else
    echo "== $routes is not there: GitHub's routes are skipped"
fi

# Published descriptions of other shapes, committed with their provenance and licenses under
# Documents/ (its README): module, file. --quick takes Twilio's, Conduit's and Keycloak's.
published=(Discord:discord-openapi.json Box:box-openapi.json Twilio:twilio-api-v2010.yaml Adyen:adyen-management-v3.yaml
    Conduit:realworld-conduit.yaml Keycloak:keycloak-admin-23.0.7.json)
! $quick || published=(Twilio:twilio-api-v2010.yaml Conduit:realworld-conduit.yaml Keycloak:keycloak-admin-23.0.7.json)
for entry in "${published[@]}"; do
    module=${entry%%:*}
    file=${entry#*:}
    xz -dc "Documents/$file.xz" >"$work/runs/$file"
    echo "== scaffold $module's description (Documents/$file.xz)"
    scaffold_document "$module" "$work/runs/$file"
done
# One library for a server and its clients (#74): Conduit's (and in the full run Keycloak's)
# declarations again with --access public, whose check imports the module without @testable.
for entry in Conduit:realworld-conduit.yaml Keycloak:keycloak-admin-23.0.7.json; do
    ! $quick || [ "${entry%%:*}" = Conduit ] || continue
    echo "== scaffold ${entry%%:*}'s description with --access public, into ${entry%%:*}Public"
    scaffold_document "${entry%%:*}Public" "$work/runs/${entry#*:}" --access public
done

echo "== scaffold Checks/head-and-keys.json (HEAD, query enums, a fixed query, every kind of security scheme)"
"$scaffold" "$here/Checks/head-and-keys.json" --module HeadAndKeys --output "$work/Sources/HeadAndKeys" \
    --tests "$work/Tests/HeadAndKeysTests" --quiet
cp Checks/HeadAndKeysAsWritten.swift "$work/Tests/HeadAndKeysTests/"
targets+=(HeadAndKeys)

# Documents with awkward names in every place a name comes from (#48), made by the property-based
# generator of ScaffoldKitTests (HostileDocument, seeded: the same documents every run), each
# scaffolded by the tool into a module of its own. Beside the scaffold's own check, each module's
# tests name every type it declares where a type goes, in a file that imports every module the
# scaffold keeps its names apart from: an ambiguous name would not compile, and a name that
# resolved to another module's type fails.
hostile_modules=${HOSTILE_MODULES:-24}
! $quick || hostile_modules=0
if [ "$hostile_modules" -eq 0 ]; then
    echo "== no module of hostile names (--quick or HOSTILE_MODULES=0): the unit tests' property suite checks their output"
    hostile_modules=""
else
    echo "== scaffold $hostile_modules documents of hostile names"
    (HOSTILE_OUT="$work/runs/hostile" HOSTILE_MODULES=$hostile_modules swift test --filter 'HostileNameTests/export' \
        >"$work/runs/hostile.log" 2>&1) || { tail -30 "$work/runs/hostile.log"; exit 1; }
    hostile_said=0
    hostile_operations=0
    for json in "$work/runs/hostile"/Hostile*.json; do
        scaffold_generated "$json" hostile
        {
            echo "// Every type $module declares, named where a type goes beside every module its names were"
            echo "// kept apart from (written by check-scaffold.sh)."
            echo "import Foundation"
            echo "import Testing"
            echo "import Yopuy"
            echo "import YopuyTesting"
            echo "import YopuyURLSession"
            echo ""
            echo "@testable import $module"
            echo ""
            number=0
            while read -r keyword name; do
                number=$((number + 1))
                echo "private typealias Named$number = $name"
            done <"${json%.json}.types"
            echo ""
            echo "@Test(\"every type of $module is its own, beside every module it imports\")"
            echo "func typesAreTheModules() {"
            number=0
            while read -r keyword name; do
                number=$((number + 1))
                # An alias names another type (String, [Pet]): that it compiles is the check.
                [ "$keyword" = typealias ] || echo "    #expect(String(reflecting: Named$number.self) == \"$module.$name\")"
            done <"${json%.json}.types"
            echo "}"
        } >"$work/Tests/${module}Tests/TypeNameTests.swift"
    done
    echo "$hostile_said of $hostile_operations operations said (a segment that starts with ':' is not: see the reports)"
fi

# Documents of generated route shapes (#64), made by ScaffoldKitTests' RouteShapeDocument
# (seeded: the same documents every run): collections, records, singletons and actions one to
# six deep, with any methods, each scaffolded into a module of its own in the same package, built
# and checked with the rest. --quick builds ROUTE_MODULES_QUICK of them (8 unless told).
route_modules=${ROUTE_MODULES:-40}
! $quick || route_modules=${ROUTE_MODULES_QUICK:-8}
if [ "$route_modules" -gt 0 ]; then
    echo "== scaffold $route_modules documents of generated route shapes"
    (ROUTES_OUT="$work/runs/routes" ROUTE_MODULES=$route_modules swift test --filter 'RouteShapeTests/export' \
        >"$work/runs/routes.log" 2>&1) || { tail -30 "$work/runs/routes.log"; exit 1; }
    routes_said=0
    routes_operations=0
    for json in "$work/runs/routes"/Routes*.json; do
        scaffold_generated "$json" routes
    done
    echo "$routes_said of $routes_operations operations said (the reports name the others, with the reason)"
fi

# Documents of generated texts (#75), made by ScaffoldKitTests' DocumentTextTests (seeded: the
# same documents every run): titles, descriptions, enum values, property and parameter names,
# defaults and examples drawn from every class of text that breaks a writer of Swift, written as
# escaped JSON, raw JSON, quoted YAML and YAML in block styles with tabs, each scaffolded into a
# module of its own, built (its examples decoded by its tests) and checked with the rest. The unit
# test parses the same kind of output on every run; --quick builds TEXT_MODULES_QUICK (0 unless
# told).
text_modules=${TEXT_MODULES:-12}
! $quick || text_modules=${TEXT_MODULES_QUICK:-0}
if [ "$text_modules" -gt 0 ]; then
    echo "== scaffold $text_modules documents of generated texts"
    (TEXTS_OUT="$work/runs/texts" TEXT_MODULES=$text_modules swift test --filter 'DocumentTextTests/export' \
        >"$work/runs/texts.log" 2>&1) || { tail -30 "$work/runs/texts.log"; exit 1; }
    texts_said=0
    texts_operations=0
    for document in "$work/runs/texts"/Texts*.*; do
        scaffold_generated "$document" texts
    done
    echo "$texts_said of $texts_operations operations said"
fi

# The corpus of published documents (#75): Documents/corpus/, 50 documents chosen by the rule
# its README wrote down before any was run, each scaffolded into a module of its own (CorpusNN),
# built and checked with the rest: those CORPUS names ("03 12 35"; all of them unless told),
# CORPUS_QUICK's with --quick (unless told, the smallest of each kind: 3.0 JSON 15, 3.0 YAML 35,
# 3.1 JSON 03, 3.1 YAML 10, which has webhooks only). "all" names the 50, "" none.
corpus_numbers=${CORPUS-all}
! $quick || corpus_numbers=${CORPUS_QUICK-03 10 15 35}
[ "$corpus_numbers" != all ] || corpus_numbers=$(ls "$here/Documents/corpus/documents" | cut -c1-2 | tr '\n' ' ')
if [ -n "${corpus_numbers// /}" ]; then
    echo "== scaffold the corpus of published documents: $corpus_numbers"
    mkdir -p "$work/runs/corpus"
    corpus_said=0
    corpus_operations=0
    for number in $corpus_numbers; do
        compressed=$(ls "$here/Documents/corpus/documents/$number"-*.xz)
        name=$(basename "$compressed" .xz)
        document="$work/runs/corpus/Corpus$number.${name##*.}"
        xz -dc "$compressed" >"$document"
        scaffold_generated "$document" corpus
    done
    scaffolded=$(printf '%s\n' "${targets[@]}" | grep -c '^Corpus' || true)
    [ "$scaffolded" -eq "$(wc -w <<<"$corpus_numbers")" ] || {
        echo "check-scaffold: $scaffolded corpus modules scaffolded of: $corpus_numbers" >&2
        exit 1
    }
    echo "$corpus_said of $corpus_operations operations said (runs/CorpusNN-report.txt say what was mended and left out)"
fi

if [ -n "${MOCKLLM_URL:-}" ] && $quick; then
    echo "== scaffold mockllm's own description, served at ${MOCKLLM_URL%v1/}openapi.json, into MockLLM (the tool)"
    "$scaffold" "$server_dir/openapi.json" --module MockLLM --output "$work/Sources/MockLLM" \
        --tests "$work/Tests/MockLLMTests" --quiet
    targets+=(MockLLM)
elif [ -n "${MOCKLLM_URL:-}" ]; then
    # Written by the command plugin once the package exists, below; these placeholders make the
    # targets it writes into.
    mkdir -p "$work/Sources/MockLLM" "$work/Tests/MockLLMTests"
    echo "// mockllm's client: swift package yopuy-scaffold writes the rest." >"$work/Sources/MockLLM/MockLLM.swift"
    echo "// The check of every operation: swift package yopuy-scaffold writes it." >"$work/Tests/MockLLMTests/MockLLMTests.swift"
    targets+=(MockLLM)
    [ ! -d "$work/Tests/OpenAITests" ] || cp Checks/OpenAIAgainstMockLLM.swift "$work/Tests/OpenAITests/"
fi

if [ ${#targets[@]} -gt 0 ]; then
    {
        echo '// swift-tools-version: 6.1'
        echo 'import PackageDescription'
        echo 'let yopuy: Target.Dependency = .product(name: "Yopuy", package: "Yopuy")'
        echo 'let urlSession: Target.Dependency = .product(name: "YopuyURLSession", package: "Yopuy")'
        echo 'let testing: Target.Dependency = .product(name: "YopuyTesting", package: "Yopuy")'
        echo 'let package = Package('
        echo '    name: "ScaffoldCheck",'
        # The scaffold's own package is a dependency only for its command plugin (the full run).
        if $quick; then
            echo "    dependencies: [.package(name: \"Yopuy\", path: \"$root\")],"
        else
            echo "    dependencies: [.package(name: \"Yopuy\", path: \"$root\"), .package(name: \"YopuyScaffold\", path: \"$here\")],"
        fi
        echo '    targets: ['
        for target in "${targets[@]}"; do
            echo "        .target(name: \"$target\", dependencies: [yopuy]),"
            echo "        .testTarget(name: \"${target}Tests\", dependencies: [\"$target\", yopuy, urlSession, testing]),"
        done
        echo '    ],'
        echo '    swiftLanguageModes: [.v6]'
        echo ')'
    } >"$work/Package.swift"
    if [ -n "${MOCKLLM_URL:-}" ] && ! $quick; then
        echo "== the command plugin: mockllm's own description, served at ${MOCKLLM_URL%v1/}openapi.json, into MockLLM"
        (cd "$work" && swift package --allow-writing-to-package-directory yopuy-scaffold \
            --target MockLLM --tests-target MockLLMTests "$server_dir/openapi.json" --quiet) >"$work/runs/plugin.log" 2>&1 ||
            { tail -30 "$work/runs/plugin.log"; exit 1; }
        tail -1 "$work/runs/plugin.log"
        [ -f "$work/Sources/MockLLM/Resources/V1+Resources.swift" ] ||
            { echo "check-scaffold: the plugin wrote no resources into MockLLM" >&2; exit 1; }
        (cd "$work" && swift package --allow-writing-to-package-directory yopuy-scaffold check \
            --target MockLLM "$server_dir/openapi.json") 2>&1 | tail -1
    fi
    echo "== build the scaffolded modules (${targets[*]})"
    # One package, one build of Yopuy; then each module and its check on its own, timed, with
    # the peak resident memory of the largest process of its build (the compiler's, as a rule).
    if [ ! -x /usr/bin/time ]; then
        (apt-get update -qq && apt-get install -y -qq time) >/dev/null
    fi
    log="$work/runs/build.log"
    declare -A build_seconds build_memory
    (cd "$work" && swift build --target YopuyURLSession 2>&1) >"$log" || { tail -40 "$log"; exit 1; }
    for target in "${targets[@]}"; do
        # The hostile documents' modules are small and many: built together below, not timed;
        # --quick builds every module together.
        ! $quick || break
        [[ $target != Hostile* && $target != Routes* ]] || continue
        for module in "$target" "${target}Tests"; do
            (cd "$work" && /usr/bin/time -f 'took %e s, peak %M KB' -o "$work/runs/$module-time.txt" \
                swift build --target "$module" 2>&1) >>"$log" || { tail -40 "$log"; exit 1; }
        done
        read -r build_seconds[$target] build_memory[$target] < <(
            cat "$work/runs/$target-time.txt" "$work/runs/${target}Tests-time.txt" |
                awk '{ seconds += $2; if ($5 > peak) peak = $5 } END { printf "%.0f %.0f\n", seconds, peak / 1024 }'
        )
        echo "$target: ${build_seconds[$target]} s, peak ${build_memory[$target]} MB (module and check)"
    done
    (cd "$work" && swift build --build-tests 2>&1) >>"$log" || { tail -40 "$log"; exit 1; }
    if grep -E "^$work/(Sources|Tests)/.*: (warning|error):" "$log"; then
        echo "check-scaffold: the scaffolded code has warnings (above)" >&2
        exit 1
    fi
    tail -1 "$log"
    echo "== every said operation's method and path against the document"
    declare -A checked
    for target in "${targets[@]}"; do
        [[ $target != Hostile* && $target != Routes* ]] || continue
        (cd "$work" && swift test --skip-build --filter "^${target}Tests\." 2>&1) >"$work/runs/$target-test.log" ||
            { tail -40 "$work/runs/$target-test.log"; exit 1; }
        checked[$target]=$(grep -E 'Test run with [0-9]+ tests? .*passed' "$work/runs/$target-test.log" |
            sed -E 's/.*with ([0-9]+) tests?.*/\1/')
        echo "$target: ${checked[$target]} passed"
    done
    if [ "$route_modules" -gt 0 ]; then
        (cd "$work" && swift test --skip-build --filter '^Routes[0-9]+Tests\.' 2>&1) >"$work/runs/routes-test.log" ||
            { tail -40 "$work/runs/routes-test.log"; exit 1; }
        echo "the $route_modules route-shape documents' modules: $(grep -E 'Test run with' "$work/runs/routes-test.log" |
            sed -E 's/.*(with [0-9]+ tests?).*(passed|failed).*/\1 \2/')"
    fi
    if [ -n "${hostile_modules:-}" ]; then
        (cd "$work" && swift test --skip-build --filter '^Hostile[0-9]+Tests\.' 2>&1) >"$work/runs/hostile-test.log" ||
            { tail -40 "$work/runs/hostile-test.log"; exit 1; }
        echo "the $hostile_modules hostile documents' modules: $(grep -E 'Test run with' "$work/runs/hostile-test.log" |
            sed -E 's/.*(with [0-9]+ tests?).*(passed|failed).*/\1 \2/')"
    fi
    if $quick; then
        echo "== MockLLM's sources against the server's live description (check)"
        "$scaffold" check "$server_dir/openapi.json" --sources "$work/Sources/MockLLM"
    fi
    echo "== per document: operations said and not said, seconds to scaffold, build (module and check)"
    printf '%-10s %6s %9s %10s %9s %9s %7s\n' module said "not said" "scaffold" build "peak" tests
    for target in "${targets[@]}"; do
        [[ $target != Hostile* && $target != Routes* ]] || continue
        printf '%-10s %6s %9s %8s s %7s s %6s MB %7s\n' "$target" "${said_of[$target]:--}" \
            "${not_said_of[$target]:--}" "${scaffold_seconds[$target]:--}" "${build_seconds[$target]:--}" \
            "${build_memory[$target]:--}" "${checked[$target]}"
    done
    echo "== swift format lint --strict on the scaffolded code"
    swift format lint --strict --configuration "$root/.swift-format" --recursive "$work/Sources" "$work/Tests"
fi

echo "== bad input and owned output"
printf '{"name": "not an API"}\n' >"$work/runs/not-openapi.json"
if "$scaffold" "$work/runs/not-openapi.json" --output "$work/runs/never" 2>"$work/runs/error.txt"; then
    echo "check-scaffold: a file that is not OpenAPI was scaffolded" >&2
    exit 1
fi
grep -q "not an OpenAPI document" "$work/runs/error.txt"
[ ! -e "$work/runs/never" ] || { echo "check-scaffold: a failed run left files" >&2; exit 1; }
cat "$work/runs/error.txt"

echo "== $owned's description: owned output"
before=$(cd "$work/Sources/$owned" && find . -type f -exec sha256sum {} + | sort | sha256sum)
if "$scaffold" "$owned_document" --output "$work/Sources/$owned" --quiet 2>"$work/runs/error.txt"; then
    echo "check-scaffold: a second run wrote over owned files" >&2
    exit 1
fi
after=$(cd "$work/Sources/$owned" && find . -type f -exec sha256sum {} + | sort | sha256sum)
[ "$before" = "$after" ] || { echo "check-scaffold: a refused run changed files" >&2; exit 1; }
cat "$work/runs/error.txt"
"$scaffold" "$owned_document" --module "$owned" --output "$work/runs/again" --tests "$work/runs/again-tests" --quiet >/dev/null
diff -r "$work/Sources/$owned" "$work/runs/again" >/dev/null || { echo "check-scaffold: output differs between runs" >&2; exit 1; }
for check in "$work/runs/again-tests"/*; do
    diff "$work/Tests/${owned}Tests/${check##*/}" "$check" >/dev/null ||
        { echo "check-scaffold: ${check##*/} differs between runs" >&2; exit 1; }
done
echo "same input, byte-identical output; a second run overwrote nothing"

echo "== check: the owned sources against the same document, then an edited one"
"$scaffold" check "$owned_document" --sources "$work/Sources/$owned"
# The edit: the first path's POST removed, a new path with a POST, a required query added to the
# first GET of a path without parameters; what `check` must say of each is written beside it.
python3 - "$owned_document" "$work/runs/newer.json" "$work/runs/drift-expected.txt" <<'PY'
import json, sys
document = json.load(open(sys.argv[1]))
paths = document["paths"]
removed = next(path for path in sorted(paths) if "post" in paths[path])
del paths[removed]["post"]
paths["/yopuy-check/{id}/pause"] = {"post": {
    "operationId": "yopuyCheckPause",
    "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
    "responses": {"200": {"description": "ok"}}}}
changed = next(path for path in sorted(paths) if "get" in paths[path] and "{" not in path)
paths[changed]["get"].setdefault("parameters", []).append(
    {"name": "yopuyStatus", "in": "query", "required": True, "schema": {"type": "string"}})
json.dump(document, open(sys.argv[2], "w"))
with open(sys.argv[3], "w") as expected:
    print("new: POST /yopuy-check/{id}/pause", file=expected)
    print(f"removed: POST {removed}", file=expected)
    print(f"changed: GET {changed}: new query `yopuyStatus` (required)", file=expected)
PY
if "$scaffold" check "$work/runs/newer.json" --sources "$work/Sources/$owned" >"$work/runs/drift.txt"; then
    echo "check-scaffold: check found no difference in an edited document" >&2
    exit 1
fi
cat "$work/runs/drift.txt"
# Each expected line begins one that `check` printed (which goes on with where it is).
while IFS= read -r expected; do
    said=false
    while IFS= read -r line; do [[ $line != "$expected"* ]] || said=true; done <"$work/runs/drift.txt"
    $said || { echo "check-scaffold: check did not say: $expected" >&2; exit 1; }
done <"$work/runs/drift-expected.txt"
if [ -n "${MOCKLLM_URL:-}" ]; then
    echo "== check: the client IntegrationTests keeps (Sources/MockLLMAPI) against the server's live description"
    "$scaffold" check "$server_dir/openapi.json" --sources "$root/IntegrationTests/Sources/MockLLMAPI"
fi
echo "== check: the Conduit library IntegrationTests serves and calls (Sources/ConduitAPI) against its document"
xz -dc "$here/Documents/realworld-conduit.yaml.xz" >"$work/conduit-kept.yaml"
"$scaffold" check "$work/conduit-kept.yaml" --sources "$root/IntegrationTests/Sources/ConduitAPI"
echo "== check: the Keycloak library IntegrationTests serves whole in .ci/deep (Sources/KeycloakAPI) against its document"
xz -dc "$here/Documents/keycloak-admin-23.0.7.json.xz" >"$work/keycloak-kept.json"
"$scaffold" check "$work/keycloak-kept.json" --sources "$root/IntegrationTests/Sources/KeycloakAPI"
echo "check-scaffold: all checks passed"
