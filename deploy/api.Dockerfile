# The API: stateless, N replicas over PostgreSQL + Redis. Migrations run at start (idempotent).
FROM node:20-bookworm-slim
WORKDIR /app
# pg_dump/pg_restore for `npm run backup` / `npm run restore` (the same major version as the postgres service).
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client-15 && rm -rf /var/lib/apt/lists/*
COPY . .
RUN npm ci --no-audit --no-fund --workspace api --include-workspace-root
ENV NODE_ENV=production PORT=8080
EXPOSE 8080
CMD ["node", "--import", "tsx", "api/src/server.ts"]
