# Parley API (with the built web app it serves). One image for every instance; what an instance
# owns (DATA_DIR) and what instances share (SHARED_DIR, PostgreSQL or KurrentDB + MongoDB, Redis)
# come from the environment: see deploy/compose.yaml and README "Several instances".
# Not built on the development machines (no Docker engine there): checked with `docker-compose config`.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Native addons without a prebuilt binary for the platform (better-sqlite3) compile here.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/bot-msteams/package.json apps/bot-msteams/
COPY apps/skill-alexa/package.json apps/skill-alexa/
COPY libs/domain/package.json libs/domain/
COPY libs/analytics/package.json libs/analytics/
COPY libs/ui/package.json libs/ui/
COPY libs/parley-client/package.json libs/parley-client/
COPY tools/package.json tools/
COPY tools/scripts/lock-platform-stubs.mjs tools/scripts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx nx run-many -t build -p api web --output-style=static

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data SHARED_DIR=/shared
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /data /shared && chown -R node:node /data /shared
USER node
EXPOSE 3000 3001
# Liveness from the health listener's own thread (HEALTH_PORT, PORT + 1): a busy instance is not dead.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+(Number(process.env.PORT)+1)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM: /ready turns 503 for SHUTDOWN_GRACE_MS, in-flight requests finish, leases are released.
STOPSIGNAL SIGTERM
CMD ["node", "apps/api/dist/main.js"]
