# astrology-api: build the Rust addon and the TypeScript, then run on a slim Node image.
# docker build -t astrology-api . && docker run -p 3000:3000 -e DATABASE_URL=postgres://... astrology-api
FROM node:20-bookworm AS build
RUN apt-get update && apt-get install -y --no-install-recommends curl ca-certificates build-essential \
 && rm -rf /var/lib/apt/lists/*
RUN curl -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal
ENV PATH="/root/.cargo/bin:${PATH}"
WORKDIR /app
COPY . .
# npm install runs `prepare` = build:native (cargo, release) + build:ts; then drop dev dependencies.
RUN npm install && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/bin ./bin
COPY --from=build /app/dist ./dist
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/native/node/astrology.node ./native/node/
USER node
EXPOSE 3000
# Liveness: the version record. Readiness (for orchestrators): GET /readyz.
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/v1/meta/version').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM (docker stop) drains in-flight requests, then exits.
CMD ["node", "bin/astrology-api.js", "serve"]
