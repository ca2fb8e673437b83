# Sourced by run-tests.sh (bash): starts two container registries (Debian's docker-registry, the
# Distribution registry) on 127.0.0.1 for the registry tests, and stops them again.
#
#   start_registries   exports REGISTRY_URL (open, deletes enabled), REGISTRY_AUTH_URL (htpasswd,
#                      Basic), REGISTRY_USER and REGISTRY_PASSWORD. Installs docker-registry and
#                      apache2-utils (htpasswd) with apt-get when they are missing and it runs as
#                      root; when they are still missing, exports nothing and says so (the
#                      registry suites then skip, each with a line naming run-tests.sh).
#   stop_registries    stops both and removes their storage; safe to call twice, and from a trap.
#
# Each registry keeps its blobs in a temporary folder, runs under `timeout` (so that it ends by
# itself even if this script is killed before its trap runs) and must answer /v2/ within
# 20 seconds.

registry_pids=()
registry_folder=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
registry_root=""
registry_port=""  # the port the registry started last listens on (set by registry_serve)

# Writes the configuration for a registry storing under $2 into $1, on a port of 127.0.0.1 that
# the system chooses (port 0: no other process can take it between choosing and binding, and the
# registry names it in its log at level info); any further lines (an `auth:` section) are
# appended from standard input.
registry_write_config() {
    cat >"$1" <<EOF
version: 0.1
log:
  level: info
  accesslog:
    disabled: true
storage:
  filesystem:
    rootdirectory: $2
  delete:
    enabled: true
  maintenance:
    uploadpurging:
      enabled: false
http:
  addr: 127.0.0.1:0
  secret: yopuy-integration-tests
EOF
    cat >>"$1"
}

# Starts `docker-registry serve $1`, logging to $2, reads the port it chose from its log
# ("listening on 127.0.0.1:PORT") into `registry_port`, and waits until it answers
# http://127.0.0.1:PORT/v2/ (a 401 included) while still running.
registry_serve() {
    timeout 3600 docker-registry serve "$1" >"$2" 2>&1 &
    local pid=$!
    registry_pids+=("$pid")
    if ! registry_port=$(python3 "$registry_folder/await-server.py" --pid "$pid" --log "$2" \
        --port-after "listening on 127.0.0.1:" --url "http://127.0.0.1:{port}/v2/" --any-status \
        --tries 100 --name "the registry configured by $1"); then
        cat "$2" >&2
        return 1
    fi
}

start_registries() {
    if ! command -v docker-registry >/dev/null || ! command -v htpasswd >/dev/null; then
        # Installed here, as CI's fresh machine needs them, when this runs as root with apt-get.
        if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
            echo "registries: installing docker-registry and apache2-utils (htpasswd) with apt-get" >&2
            (apt-get update -qq && apt-get install -y -qq docker-registry apache2-utils) >/dev/null 2>&1 || true
        fi
    fi
    if ! command -v docker-registry >/dev/null || ! command -v htpasswd >/dev/null; then
        echo "registries: docker-registry or htpasswd is missing (apt-get install docker-registry" \
            "apache2-utils, then run IntegrationTests/run-tests.sh again, which starts them);" \
            "the registry tests will be skipped." >&2
        return 0
    fi
    registry_root=$(mktemp -d)
    local open_port auth_port
    registry_write_config "$registry_root/open.yml" "$registry_root/open" </dev/null
    registry_serve "$registry_root/open.yml" "$registry_root/open.log" || return 1
    open_port=$registry_port

    export REGISTRY_USER=yopuy REGISTRY_PASSWORD="s3cret-$RANDOM"
    htpasswd -Bbn "$REGISTRY_USER" "$REGISTRY_PASSWORD" >"$registry_root/htpasswd" 2>/dev/null
    registry_write_config "$registry_root/auth.yml" "$registry_root/auth" <<EOF
auth:
  htpasswd:
    realm: yopuy-integration-tests
    path: $registry_root/htpasswd
EOF
    registry_serve "$registry_root/auth.yml" "$registry_root/auth.log" || return 1
    auth_port=$registry_port

    export REGISTRY_URL="http://127.0.0.1:$open_port/v2/"
    export REGISTRY_AUTH_URL="http://127.0.0.1:$auth_port/v2/"
    echo "registries: $REGISTRY_URL and, with Basic credentials, $REGISTRY_AUTH_URL"
}

stop_registries() {
    local pid
    for pid in "${registry_pids[@]}"; do
        kill "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
    done
    registry_pids=()
    if [ -n "$registry_root" ]; then
        rm -rf "$registry_root"
        registry_root=""
    fi
}
