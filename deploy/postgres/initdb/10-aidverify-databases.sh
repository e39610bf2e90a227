#!/usr/bin/env bash
# Runs once, when the postgres volume is first initialised: one database and one non-superuser
# owner each for the aidverify services and for Keycloak. Passwords come from the environment
# (AIDVERIFY_DB_PASSWORD, KEYCLOAK_DB_PASSWORD) set by docker-compose.yml.
set -euo pipefail

: "${AIDVERIFY_DB_PASSWORD:?AIDVERIFY_DB_PASSWORD is required}"
: "${KEYCLOAK_DB_PASSWORD:?KEYCLOAK_DB_PASSWORD is required}"

psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v app_password="$AIDVERIFY_DB_PASSWORD" \
  -v kc_password="$KEYCLOAK_DB_PASSWORD" <<'SQL'
CREATE ROLE aidverify LOGIN PASSWORD :'app_password';
CREATE DATABASE aidverify OWNER aidverify;
REVOKE ALL ON DATABASE aidverify FROM PUBLIC;

CREATE ROLE keycloak LOGIN PASSWORD :'kc_password';
CREATE DATABASE keycloak OWNER keycloak;
REVOKE ALL ON DATABASE keycloak FROM PUBLIC;
SQL
