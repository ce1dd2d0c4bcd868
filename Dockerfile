# syntax=docker/dockerfile:1
# The site as one container: `docker compose up` runs two of them behind Caddy on PostgreSQL (compose.yaml,
# docs/deploy.md). SITE_URL is baked into the prerendered pages, so the image is built for one public origin.

ARG NODE_IMAGE=node:24-bookworm-slim

# 1. Every dependency, then the production build (prerendered pages, precompressed assets).
FROM ${NODE_IMAGE} AS build
WORKDIR /src
ENV CI=true
# Manifests first: the install layer is reused until a manifest or the lockfile changes.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY apps/site/package.json apps/site/
COPY packages/ui/package.json packages/ui/
RUN npx -y pnpm@12.21.0 install --frozen-lockfile
COPY . .
ARG SITE_URL=https://localhost
# Printed in the prerendered pages like SITE_URL; unset, the examples (refused by the server on a public SITE_URL).
ARG COMPANY_NAME COMPANY_ADDRESS COMPANY_NUMBER CONTACT_EMAIL SUPPORT_HOURS
RUN SITE_URL="${SITE_URL}" npx -y pnpm@12.21.0 build

# 2. Production dependencies of the site only (no Vite, no test tools, no Node from npm).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV CI=true
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY apps/site/package.json apps/site/
COPY packages/ui/package.json packages/ui/
RUN npx -y pnpm@12.21.0 install --frozen-lockfile --prod --filter @upm/site \
  && rm -rf /root/.npm /root/.cache /root/.local/share/pnpm

# 3. The runtime: Node 24 runs server/main.ts directly (type stripping); nothing is compiled at start.
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_URL=file:./data/site.db
COPY --from=deps /app ./
COPY --from=build /src/apps/site/build apps/site/build
# The server, and the few app modules it imports itself (configuration, request ids, backups).
COPY --from=build /src/apps/site/server apps/site/server
COPY --from=build /src/apps/site/app apps/site/app
COPY --from=build /src/apps/site/scripts/db-backup.ts /src/apps/site/scripts/db-restore.ts /src/apps/site/scripts/account-prompts.ts /src/apps/site/scripts/usage.ts apps/site/scripts/
# SQLite (when DATABASE_URL is file:) lives in a volume the unprivileged user can write.
RUN mkdir -p apps/site/data && chown node:node apps/site/data
USER node
WORKDIR /app/apps/site
EXPOSE 3000
VOLUME ["/app/apps/site/data"]
# Liveness only (/healthz); the proxy routes by readiness (/readyz). Slim images have no curl: Node asks.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The orchestrator restarts a crashed container, so no supervisor: SIGTERM reaches the server itself, which
# drains within SHUTDOWN_GRACE_SECONDS (keep compose's stop_grace_period above it).
STOPSIGNAL SIGTERM
CMD ["node", "server/main.ts"]
