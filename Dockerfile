# syntax=docker/dockerfile:1
# Steward in one image: the Fastify server, which also serves the built web app.
#   docker build -t steward .
#   docker run -p 3000:3000 -v steward-data:/data steward        (demo on the embedded database)
# Configuration is the environment variables of README.md; see docs/deploy.md.

# Debian (glibc) rather than Alpine: the prebuilt native packages the lockfile pins (argon2,
# esbuild, rolldown, lightningcss, Tailwind's oxide) are the -gnu builds.
# Node 24, the current LTS: `npm test` runs the built server on it (scripts/test-on-lts.mjs).
FROM node:24-bookworm-slim AS base
# The npm that wrote the lockfile, whatever patch release of Node 24 the tag names. npm 11.16 and
# later skip the install scripts that package.json's allowScripts denies (esbuild's, whose binary
# comes from an optional dependency, and the banners of core-js and tesseract.js); an older npm
# would run them.
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

FROM node:24-bookworm-slim AS runtime
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
# The flags of apps/server/scripts/server-node-flags.mjs (the young generation's size).
CMD ["node", "--max-semi-space-size=64", "apps/server/dist/main.js"]
