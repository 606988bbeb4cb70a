FROM node:22-bookworm-slim AS build
WORKDIR /app
RUN npm i -g pnpm@10.34.9
COPY . .
RUN pnpm install --frozen-lockfile --filter @waste/server... && pnpm --filter @waste/server build

FROM node:22-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 8080
CMD ["node", "server/dist/server.js"]
