# astrology-api: build the Rust addon and the TypeScript, then run on a slim Node image.
# docker build -t astrology-api . && docker run -p 3000:3000 -v astrology-data:/app/data astrology-api
# (or -e DATABASE_URL=postgres://... for several instances; see docker-compose.yml)
FROM node:20-bookworm AS build
RUN apt-get update && apt-get install -y --no-install-recommends curl ca-certificates build-essential \
 && rm -rf /var/lib/apt/lists/*
RUN curl -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal
ENV PATH="/root/.cargo/bin:${PATH}"
WORKDIR /app
COPY . .
# npm ci installs exactly the lock file, builds the addon (the `install` script: cargo, release)
# and runs `prepare` (types and TypeScript); then the dev dependencies are dropped. No install-time analytics (scarf is off in
# package.json and here).
ENV SCARF_ANALYTICS=false
RUN npm ci && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/bin ./bin
COPY --from=build /app/dist ./dist
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/native/node/astrology.node ./native/node/
# The embedded SQLite store (the default DATABASE_URL, sqlite:./data/astrology.db) needs a
# directory the unprivileged user can write; mount a volume there to keep keys across restarts.
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
USER node
EXPOSE 3000
# Liveness: the version record. Readiness (for orchestrators): GET /readyz.
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/v1/meta/version').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM (docker stop) drains in-flight requests, then exits.
CMD ["node", "bin/astrology-api.js", "serve"]
