#!/usr/bin/env bash
# Mutation testing of the money files, one scope at a time (see stryker.scopes.mjs). Not part of `npm test`.
# Usage: npm run test:mutation [-- scope...]
set -euo pipefail
scopes=("$@")
if [ ${#scopes[@]} -eq 0 ]; then scopes=(money parse rules ledger settlement orders); fi
for scope in "${scopes[@]}"; do
  echo "== mutation scope: $scope"
  STRYKER_SCOPE="$scope" npx stryker run stryker.config.mjs
done
