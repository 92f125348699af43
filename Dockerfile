# syntax=docker/dockerfile:1
#
# One image for the API (default command) and the queue worker
# (`node server/dist/worker.js`); see docker-compose.yml.

ARG NODE_IMAGE=node:22-bookworm-slim

# ---- shared base: the npm the lockfile was written with ----------------------------------
FROM ${NODE_IMAGE} AS base
ARG NPM_VERSION=11.19.1
ENV NX_DAEMON=false \
    NX_NO_CLOUD=true \
    npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false
RUN npm install -g npm@${NPM_VERSION}
WORKDIR /app

# Only the manifests, so the dependency layers are rebuilt only when they change.
FROM base AS manifests
COPY package.json package-lock.json ./
COPY libs/domain/package.json libs/domain/
COPY server/package.json server/
COPY customer-web/package.json customer-web/
COPY admin-console/package.json admin-console/
COPY e2e/package.json e2e/

# ---- build: every dependency, then `npm run build` (domain, server and both web apps) -----
FROM manifests AS build
RUN --mount=type=cache,target=/root/.npm npm ci
COPY . .
RUN npm run build

# ---- production dependencies of the server only (no bundler, no React, no test tools) ----
FROM manifests AS prod-deps
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --workspace=server --include-workspace-root=false

# ---- runtime ------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app

COPY --from=prod-deps /app ./
COPY --from=build /app/libs/domain/dist ./libs/domain/dist
COPY --from=build /app/server/dist ./server/dist
COPY --from=build /app/customer-web/dist ./customer-web/dist
COPY --from=build /app/admin-console/dist ./admin-console/dist

# Uploaded documents and generated files live in DATA_DIR (a volume in docker-compose.yml).
RUN mkdir -p /data && chown node:node /data
USER node

EXPOSE 3000
# A 2 MB young generation (V8's default is 16 MB) and an old generation grown by 50 % over the live
# heap (instead of V8's up to 4x) keep each API process under 200 MB resident under load; the same flags as `npm start` and the
# benchmarks (docs/performance.md).
CMD ["node", "--max-semi-space-size=2", "--heap-growing-percent=50", "server/dist/main.js"]
