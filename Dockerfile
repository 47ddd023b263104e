# syntax=docker/dockerfile:1
# One image for every instance: the API, the built web app and the migrations. Configuration comes
# from the environment (docs/DEPLOYMENT.md); nothing in the image is specific to one instance.

# --- build: the web app (Vite) and the server bundle (esbuild) -----------------------------------
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime packages only: the bundle leaves npm packages external --------------------------------
FROM node:20-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# --- the image ------------------------------------------------------------------------------------
FROM node:20-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/package.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# DATA_DIR holds the embedded database, local files and a generated JWT secret when those are not
# configured elsewhere; with PostgreSQL, S3 and JWT_SECRET set it stays empty.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness; load balancers should route by /api/ready (503 while draining or a dependency is down).
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself as PID 1 (no npm wrapper), so SIGTERM reaches main.ts's graceful shutdown.
# --max-semi-space-size=64: a request allocates short-lived objects (rows, JSON); a larger young
# generation scavenges less often (node CPU per read -10-20 %, docs/PERFORMANCE.md "seventh round").
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "--max-semi-space-size=64", "apps/server/dist/main.js"]
