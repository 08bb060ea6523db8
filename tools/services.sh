#!/usr/bin/env bash
# The services `make test` needs (issue 19): PostgreSQL for the store tests and Chromium for
# the browser tests. Idempotent: installs with apt only what is missing (`apt-get update`
# only when a first install fails), starts the PostgreSQL cluster (creating one if there is
# none), creates the role `grimorio` (password `grimorio`) and its database `grimorio_test`
# if absent, and waits until PostgreSQL accepts connections on 127.0.0.1:5432.
# Runs as root on a Debian machine (CI); as another user it uses sudo when it must.
set -euo pipefail

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
    SUDO="sudo"
fi

ROLE=grimorio
PASSWORD=grimorio
DATABASE=grimorio_test

apt_install() {
    # apt_install PACKAGE...: install the packages, refreshing the lists once if that fails.
    export DEBIAN_FRONTEND=noninteractive
    if ! $SUDO apt-get install -y -q "$@"; then
        $SUDO apt-get update -q
        $SUDO apt-get install -y -q "$@"
    fi
}

missing=()
if ! command -v pg_lsclusters >/dev/null 2>&1 || ! command -v psql >/dev/null 2>&1; then
    missing+=(postgresql)
fi
if [ ! -x /usr/bin/chromium ]; then
    missing+=(chromium)
fi
if [ "${#missing[@]}" -gt 0 ]; then
    echo "services: installing ${missing[*]}"
    apt_install "${missing[@]}"
fi

as_postgres() {
    # as_postgres COMMAND...: run a command as the postgres user.
    if command -v runuser >/dev/null 2>&1 && [ "$(id -u)" -eq 0 ]; then
        runuser -u postgres -- "$@"
    else
        $SUDO -u postgres "$@"
    fi
}

# The cluster: the first one pg_lsclusters lists (the newest version's "main" if we make it).
cluster=$(pg_lsclusters --no-header 2>/dev/null | awk 'NR == 1 {print $1, $2}')
if [ -z "$cluster" ]; then
    version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
    echo "services: creating the PostgreSQL cluster $version/main"
    $SUDO pg_createcluster "$version" main --port 5432
    cluster="$version main"
fi
read -r version name <<<"$cluster"
status=$(pg_lsclusters --no-header | awk -v v="$version" -v n="$name" '$1 == v && $2 == n {print $4}')
if [ "$status" != "online" ]; then
    echo "services: starting PostgreSQL $version/$name"
    $SUDO pg_ctlcluster "$version" "$name" start
fi

# Wait for the server (up to 60 s), first on its socket, then on TCP 127.0.0.1:5432.
for _ in $(seq 1 120); do
    if pg_isready -q -h 127.0.0.1 -p 5432; then
        break
    fi
    sleep 0.5
done
if ! pg_isready -q -h 127.0.0.1 -p 5432; then
    echo "services: PostgreSQL does not accept connections on 127.0.0.1:5432" >&2
    exit 1
fi

# The role and the database, made once.
if [ "$(as_postgres psql -tAc "SELECT 1 FROM pg_roles WHERE rolname = '$ROLE'")" != "1" ]; then
    echo "services: creating the role $ROLE"
    as_postgres psql -q -c "CREATE ROLE $ROLE LOGIN PASSWORD '$PASSWORD'"
fi
if [ "$(as_postgres psql -tAc "SELECT 1 FROM pg_database WHERE datname = '$DATABASE'")" != "1" ]; then
    echo "services: creating the database $DATABASE"
    as_postgres createdb -O "$ROLE" "$DATABASE"
fi

# The role's password login over TCP must work (what the tests use).
for _ in $(seq 1 20); do
    if PGPASSWORD=$PASSWORD psql -h 127.0.0.1 -p 5432 -U "$ROLE" -d "$DATABASE" -tAc "SELECT 1" \
        >/dev/null 2>&1; then
        echo "services: PostgreSQL ready (postgresql://$ROLE@127.0.0.1:5432/$DATABASE), Chromium at /usr/bin/chromium"
        exit 0
    fi
    sleep 0.5
done
echo "services: cannot log in as $ROLE on 127.0.0.1:5432" >&2
exit 1
