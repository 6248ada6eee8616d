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
# pg_stat_statements for the load benchmark's statement counts. Returns 1, with the server's log on stderr, when it
# does not start.
start_server() {
  if ! as_server_user "$BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 120 -o \
    "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300 -c shared_preload_libraries=pg_stat_statements" \
    start >/dev/null; then
    cat "$dir/server.log" >&2 2>/dev/null || true
    return 1
  fi
}

# The first port from $1 that nothing listens on.
free_port() {
  local candidate="$1"
  while (exec 3<>"/dev/tcp/127.0.0.1/$candidate") 2>/dev/null; do candidate=$((candidate + 1)); done
  echo "$candidate"
}

# A new cluster in $dir, started on $port. Returns 1, saying why on stderr, when either step fails.
create_and_start() {
  rm -rf "$dir" && mkdir -p "$dir"
  [ "$(id -u)" != 0 ] || chown postgres "$dir"
  as_server_user "$BIN/initdb" -D "$dir/data" -A trust -U casino -E UTF8 --locale=C.UTF-8 --no-sync >/dev/null || return 1
  echo "$port" > "$dir/port"
  start_server
}

case "$action" in
  start)
    # A fresh cluster replaces DIR: a server still running there would lose its data directory under it.
    if [ -d "$dir/data" ] && as_server_user "$BIN/pg_ctl" -D "$dir/data" status >/dev/null 2>&1; then
      echo "A PostgreSQL server still runs in $dir: stop it first ($0 stop $dir)" >&2
      exit 1
    fi
    # A busy machine can lose the chosen port to another program between the check and the start, or be slow
    # enough for one start to fail: a fresh cluster on the next free port gets two more tries.
    fixed_port="$port"
    for attempt in 1 2 3; do
      port="${fixed_port:-$(free_port $((55432 + (attempt - 1) * 10)))}"
      if create_and_start; then
        echo "postgres://casino@127.0.0.1:$port/postgres"
        exit 0
      fi
      echo "PostgreSQL did not start on port $port (attempt $attempt of 3)" >&2
      as_server_user "$BIN/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
    done
    exit 1
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
