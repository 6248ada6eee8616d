#!/usr/bin/env bash
# A throwaway PostgreSQL server for the API suite on PostgreSQL, from Debian's `postgresql` package.
# `start DIR [PORT]` makes a cluster in DIR, starts it on 127.0.0.1 (PORT, or the first free port from 55432) and
# prints its maintenance URL; `stop DIR` stops it and removes DIR. `halt DIR` stops it and keeps its data, `resume DIR`
# starts it again on its port (a test of what the API does while its database is down). Exits 3 when no PostgreSQL
# is installed, so the caller can skip with a line.
# The server refuses to run as root: as root it runs as the `postgres` user the package created.
set -euo pipefail
action="$1" dir="$2" port="${3:-}"

bin_dir() {
  local initdb
  initdb="$(ls -d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -1)"
  [ -n "$initdb" ] || initdb="$(command -v initdb || true)"
  [ -n "$initdb" ] && dirname "$initdb"
}

as_server_user() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

BIN="$(bin_dir || true)"
if [ -z "$BIN" ]; then
  echo "PostgreSQL is not installed (apt-get install postgresql)" >&2
  exit 3
fi

# A test server: durability off (the data is dropped afterwards), room for every test file's connections, and
# pg_stat_statements for the load benchmark's statement counts.
start_server() {
  if ! as_server_user "$BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o \
    "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300 -c shared_preload_libraries=pg_stat_statements" \
    start >/dev/null; then
    # The caller stops and removes the folder: say why here, while the log still exists.
    cat "$dir/server.log" >&2 2>/dev/null || true
    exit 1
  fi
}

case "$action" in
  start)
    if [ -z "$port" ]; then
      port=55432
      while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
    fi
    rm -rf "$dir" && mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    as_server_user "$BIN/initdb" -D "$dir/data" -A trust -U casino -E UTF8 --locale=C.UTF-8 --no-sync >/dev/null
    echo "$port" > "$dir/port"
    start_server
    echo "postgres://casino@127.0.0.1:$port/postgres"
    ;;
  halt)
    as_server_user "$BIN/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
    ;;
  resume)
    port="$(cat "$dir/port")"
    start_server
    ;;
  stop)
    as_server_user "$BIN/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start DIR [PORT] | stop DIR | halt DIR | resume DIR" >&2
    exit 2
    ;;
esac
