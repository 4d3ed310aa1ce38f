#!/usr/bin/env bash
# The checks of `npm run test:fast`: those of `npm run lint` and the type check, each with its
# cache under node_modules/.cache. ESLint and TypeScript each use one core, so ESLint runs beside
# the others instead of before them: on a 2-core machine that is half a minute less on a cold run.
# `npm run lint` (in `npm test` and CI) keeps ESLint without a cache: a cached ESLint lints again
# only the files that changed (docs/testing.md says what that can miss).
set -uo pipefail
eslint --cache --cache-strategy content --cache-location node_modules/.cache/eslint/ . &
eslint_pid=$!
npm run -s typecheck &&
  prettier --check --cache --cache-strategy content . &&
  markdownlint-cli2 &&
  tsx scripts/check-docs.ts
others=$?
wait "$eslint_pid"
eslint=$?
[ "$others" -eq 0 ] && [ "$eslint" -eq 0 ]
