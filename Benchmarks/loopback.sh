#!/usr/bin/env bash
# Loopback benchmark: builds blog-server and the loopback runner in release mode (both in
# ../IntegrationTests, which already builds AsyncHTTPClient), serves the blog API on 127.0.0.1,
# measures each adapter against its raw client, then stops the server by PID.
# The server stops by itself after 600 s in any case. Usage: ./loopback.sh [requests]
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --package-path ../IntegrationTests --product loopback
swift build -c release --package-path ../IntegrationTests --product blog-server
bin=$(swift build -c release --package-path ../IntegrationTests --show-bin-path)
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
"$bin/blog-server" --port "$port" --lifetime 600 >/dev/null 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
python3 ../IntegrationTests/await-server.py --pid "$server" --port "$port" --url "http://127.0.0.1:{port}/posts/1" \
    --name blog-server >/dev/null
"$bin/loopback" --base-url "http://127.0.0.1:$port" --requests "${1:-2000}"
