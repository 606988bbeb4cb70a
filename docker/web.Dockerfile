FROM node:22-bookworm-slim AS build
WORKDIR /app
RUN npm i -g pnpm@10.34.9
COPY . .
RUN pnpm install --frozen-lockfile && node scripts/build.mjs --force

FROM nginx:1.27-alpine
COPY docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY docker/security-headers.conf /etc/nginx/waste/security-headers.conf
COPY --from=build /app/host/dist /usr/share/nginx/html
COPY --from=build /app/releases /usr/share/nginx/html/remotes
