# Two targets from one build:
#   tools – the full dependency tree and sources: runs migrations and the seed (`npm run migrate`)
#   app   – Next's standalone output only: serves the sites and the admin on port 3000
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS tools
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
CMD ["npm", "run", "migrate"]

FROM tools AS build
# The build needs no database: guest pages are rendered on first request and cached (ISR).
ENV NEXT_OUTPUT=standalone
RUN npx next build

FROM node:20-bookworm-slim AS app
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
RUN groupadd --system app && useradd --system --gid app app
COPY --from=build --chown=app:app /app/.next/standalone ./
COPY --from=build --chown=app:app /app/.next/static ./.next/static
COPY --from=build --chown=app:app /app/public ./public
USER app
EXPOSE 3000
CMD ["node", "server.js"]
