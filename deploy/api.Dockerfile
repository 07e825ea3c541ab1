# The API: stateless, N replicas over PostgreSQL + Redis. Migrations run at start (idempotent).
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund --workspace api --include-workspace-root
ENV NODE_ENV=production PORT=8080
EXPOSE 8080
CMD ["node", "--import", "tsx", "api/src/server.ts"]
