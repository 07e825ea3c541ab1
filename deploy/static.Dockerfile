# One static frontend (the shell or a remote), built alone and served by nginx with CORS so the shell
# can load it from another origin. Build: docker build --build-arg PACKAGE=mf-orders -f deploy/static.Dockerfile .
FROM node:20-bookworm-slim AS build
ARG PACKAGE
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build -w ${PACKAGE}

FROM nginx:1.27-alpine
ARG PACKAGE
COPY --from=build /app/${PACKAGE}/dist /usr/share/nginx/html
COPY deploy/static-nginx.conf /etc/nginx/conf.d/default.conf
