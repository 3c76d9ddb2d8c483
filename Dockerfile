# syntax=docker/dockerfile:1
# Steward in one image: the Fastify server, which also serves the built web app.
#   docker build -t steward .
#   docker run -p 3000:3000 -v steward-data:/data steward        (demo on the embedded database)
# Configuration is the environment variables of README.md; see docs/deploy.md.

# Debian (glibc) rather than Alpine: the prebuilt native packages the lockfile pins (argon2,
# esbuild, rolldown, lightningcss, Tailwind's oxide) are the -gnu builds.
FROM node:20-bookworm-slim AS base
# The lockfile is npm 11's, and npm 11 runs no dependency install script that package.json's
# allowScripts does not approve (the only one, esbuild's, is denied: its binary comes from an
# optional dependency). Node 20 ships npm 10, which would run it.
RUN npm install --global npm@11.19.1
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/

FROM base AS build
RUN npm ci --no-audit --no-fund
COPY . .
# `npm run build` bundles the server (dist/main.js) and the re-seal command of docs/deploy.md
# (dist/rotate-secret.js).
RUN npm run build

FROM base AS production-dependencies
# Only the server's runtime packages (and @steward/domain's): no React, Vite, tsx or test tools.
RUN npm ci --omit=dev --workspace @steward/server --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=production-dependencies /app/node_modules node_modules
# The server finds its migrations and the web app from apps/server/package.json.
COPY apps/server/package.json apps/server/
COPY apps/server/drizzle apps/server/drizzle
# The demo's scanned paper, read when the demo is seeded.
COPY apps/server/src/demo/assets apps/server/src/demo/assets
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# DATA_DIR holds the embedded database, locally stored files and the demo secret; a volume
# mounted here takes this owner, so the unprivileged user can write it.
RUN mkdir /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# /api/health answers 200 while the database answers, 503 otherwise.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]
