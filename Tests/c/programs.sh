# Sourced by Tests/c/run.sh and Tests/c/sanitize.sh: the C test programs of Tests/c/programs.txt.
#   c_programs [all]        the names, one a line (`all`: only those every sanitizer runs)
#   c_program_args NAME     its arguments, one a line, as absolute paths
# and c_generate_headers DIR writes the generated fixture headers some programs include.
PROGRAMS_TXT="$ROOT/Tests/c/programs.txt"

c_programs() {
    local name runs rest
    while read -r name runs rest; do
        case "$name" in "" | "#"*) continue ;; esac
        [ "${1:-}" = all ] && [ "$runs" != all ] && continue
        echo "$name"
    done <"$PROGRAMS_TXT"
}

c_program_args() {
    local name runs rest argument
    while read -r name runs rest; do
        [ "$name" = "$1" ] || continue
        for argument in $rest; do echo "$ROOT/$argument"; done
        return 0
    done <"$PROGRAMS_TXT"
    echo "programs.txt: no program $1" >&2
    return 1
}

c_generate_headers() {
    mkdir -p "$1"
    python3 "$ROOT/Tests/c/gen_fixtures.py" "$1/fixtures_gen.h"
    python3 "$ROOT/Tests/c/gen_scenarios.py" "$1/scenarios_gen.h"
    python3 "$ROOT/Tests/c/gen_displays.py" "$1/displays_gen.h"
}
