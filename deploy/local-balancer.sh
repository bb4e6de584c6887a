#!/usr/bin/env bash
# Starts nginx on this machine with deploy/nginx.conf's shape (round robin, WebSocket upgrade, forwarded headers),
# balancing over app instances on local ports: the CI's two-instance check (.ci/scale-out) and the scale-out
# benchmark (bench/scale-out-bench.ts) use it. Needs Debian's nginx (or nginx-light).
#   deploy/local-balancer.sh WORK_DIR LISTEN_PORT APP_PORT [APP_PORT...]
# Writes WORK_DIR/nginx.conf, logs and temp files there; nginx runs as a daemon with WORK_DIR/nginx.pid
# (stop it with: kill "$(cat WORK_DIR/nginx.pid)").
set -euo pipefail
WORK=$1 LISTEN=$2
shift 2
[ $# -ge 1 ] || { echo "usage: $0 WORK_DIR LISTEN_PORT APP_PORT [APP_PORT...]" >&2; exit 2; }
HERE=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$WORK"
servers=""
for port in "$@"; do servers+="    server 127.0.0.1:$port max_fails=3 fail_timeout=10s;\n"; done
# The compose file's two upstream lines become this machine's instances; the listen port and file places move.
awk -v servers="$servers" -v listen="$LISTEN" -v work="$WORK" '
  /server app[0-9]+:3031/ { if (!done) { printf "%s", servers; done = 1 } next }
  /listen 80;/ { sub(/listen 80;/, "listen 127.0.0.1:" listen ";") }
  /^http \{/ { print; print "  log_format balanced \x27$remote_addr \"$request\" $status $upstream_addr\x27;";
    print "  access_log " work "/access.log balanced;"; print "  client_body_temp_path " work "/body;";
    print "  proxy_temp_path " work "/proxy;"; next }
  { print }
' "$HERE/nginx.conf" | sed 's/\\n/\n/g' >"$WORK/nginx.conf"
grep -q "127.0.0.1:$1" "$WORK/nginx.conf" || { echo "deploy/nginx.conf no longer has the app upstreams" >&2; exit 1; }
nginx -p "$WORK" -c "$WORK/nginx.conf" -g "pid $WORK/nginx.pid; error_log $WORK/error.log;"
for _ in $(seq 1 50); do [ -s "$WORK/nginx.pid" ] && break; sleep 0.1; done
