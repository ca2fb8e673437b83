# Sourced by IntegrationTests/run-tests.sh (bash): Datasette (PyPI), a read-only JSON API over
# SQLite tables that no one here wrote (issue #65): `/fixtures.json`, `/fixtures/items.json`,
# `/fixtures/items/3.json`, names in its own "tilde encoding" (`my~2Ftable`), compound keys in one
# segment (`a~2Cb,c+d`), `Link` paging, `_shape=objects`, CSV at `.csv`.
#
#   start_datasette FOLDER
#       installs Datasette into a virtual environment of its own, writes FOLDER/fixtures.db
#       (datasette-fixtures.py) and serves it on a port of 127.0.0.1 that the system chooses;
#       sets datasette_pid and exports DATASETTE_URL (http://127.0.0.1:PORT/). When Datasette
#       cannot be installed it says so and sets neither, and the tests that need it are skipped.
#   stop_datasette
#       stops it and waits until it has exited; safe to call twice, and from a trap.

datasette_folder=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
datasette_pid=""

start_datasette() {
    local folder=$1 port venv=${XDG_CACHE_HOME:-$HOME/.cache}/yopuy-datasette-0.65.5
    if [ ! -x "$venv/bin/datasette" ]; then
        python3 -m venv "$venv" 2>/dev/null ||
            { (apt-get update -qq && apt-get install -y -qq python3-venv) >/dev/null && python3 -m venv "$venv"; } ||
            { echo "datasette: no python3 venv; what needs it is skipped"; return 0; }
        "$venv/bin/pip" install --quiet datasette==0.65.5 ||
            { echo "datasette: could not be installed; what needs it is skipped"; return 0; }
    fi
    python3 "$datasette_folder/datasette-fixtures.py" "$folder/fixtures.db"
    # `exec`, so that the pid to stop is timeout's, which hands the signal on to Datasette.
    (cd "$folder" && exec timeout 3600 "$venv/bin/datasette" serve fixtures.db --host 127.0.0.1 --port 0 \
        >"$folder/log" 2>&1) &
    datasette_pid=$!
    if ! port=$(python3 "$datasette_folder/await-server.py" --pid "$datasette_pid" --log "$folder/log" \
        --port-after "running on http://127.0.0.1:" --url "http://127.0.0.1:{port}/fixtures.json" \
        --expect '"database": "fixtures"' --name datasette); then
        cat "$folder/log" >&2
        return 1
    fi
    export DATASETTE_URL="http://127.0.0.1:$port/"
}

stop_datasette() {
    if [ -n "$datasette_pid" ]; then
        kill "$datasette_pid" 2>/dev/null || true
        wait "$datasette_pid" 2>/dev/null || true
        datasette_pid=""
    fi
}
