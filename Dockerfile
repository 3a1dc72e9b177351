# Two targets from one build:
#   tools – the full dependency tree and sources: runs migrations and the seed (`npm run migrate`), backups and
#           restores (`npm run backup`, `npm run restore`)
#   app   – Next's standalone output plus our server (src/server/serve.ts, bundled to serve.mjs: Next's handler behind
#           the guest page cache): serves the sites and the admin on port 3000
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS tools
# pg_dump and pg_restore of the server's major version, for `npm run backup` / `npm run restore` (docs/OPERATIONS.md).
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client-15 \
 && rm -rf /var/lib/apt/lists/*
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
CMD ["npm", "run", "migrate"]

FROM tools AS build
# The build needs no database: guest pages are rendered on first request and cached (ISR).
ENV NEXT_OUTPUT=standalone
# One build serves every instance. To make two builds of one release agree (instances built on different machines):
# the same BUILD_ID (e.g. the commit), NEXT_DEPLOYMENT_ID and NEXT_SERVER_ACTIONS_ENCRYPTION_KEY (docs/OPERATIONS.md).
ARG BUILD_ID
ARG NEXT_DEPLOYMENT_ID
ARG NEXT_SERVER_ACTIONS_ENCRYPTION_KEY
RUN npx next build \
 && npx esbuild src/server/serve.ts --bundle --platform=node --format=esm --target=node24 --packages=external \
      --outfile=.next/standalone/serve.mjs \
 && mkdir -p .next/standalone/src/server && cp src/server/cache-handler.mjs src/server/edge-tags.mjs .next/standalone/src/server/

FROM node:24-bookworm-slim AS app
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 MEDIA_DIR=/app/media
RUN groupadd --system app && useradd --system --gid app app \
 && mkdir -p /app/media /app/.next/cache && chown app:app /app /app/media /app/.next /app/.next/cache
COPY --from=build --chown=app:app /app/.next/standalone ./
COPY --from=build --chown=app:app /app/.next/static ./.next/static
COPY --from=build --chown=app:app /app/public ./public
# Uploads when S3_BUCKET is not set (with it, files go to the bucket): mount a volume here to keep them.
VOLUME ["/app/media"]
USER app
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/next/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "serve.mjs"]
