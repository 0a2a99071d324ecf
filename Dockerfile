# syntax=docker/dockerfile:1
#
# The production image: `docker build -t velvet .` (compose.yaml builds it).
# Three stages so the runtime carries neither the dev dependencies, the
# TypeScript sources nor the build tools: only build/ and its production
# node_modules. Checked by tests/functional/core/deployment.spec.ts (COPY
# sources, RUN syntax, the CMD's file in the build, a non-root user).

# 1. Every dependency, for the build. Only the manifests are copied first,
#    so this layer is reused until package.json or the lockfile change.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# 2. The production build (server, assets, SSR bundle) into /app/build,
#    then its production-only dependencies.
FROM deps AS build
COPY . .
RUN npm run build
RUN cd build && npm ci --omit=dev --no-audit --no-fund

# 3. The runtime: the build only, run by the unprivileged `node` user.
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3333 \
    DRIVE_ROOT=/app/storage/media
WORKDIR /app
COPY --from=build --chown=node:node /app/build ./
RUN mkdir -p /app/storage/media /app/tmp && chown -R node:node /app/storage /app/tmp
USER node
EXPOSE 3333
# Node's own fetch: the slim image has no curl.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3333/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# One web process; compose.yaml runs several containers (and the worker,
# `node ace jobs:work`, and migrations, `node ace migration:run --force`).
CMD ["node", "bin/web.js"]
