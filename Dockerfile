# Ugift in one image: node running the compiled api (apps/api/dist/main.js), which serves the built
# web app and the api on one port. The machines that check this repository have no Docker daemon
# and cannot pull base images, so this file is not built there; apps/api/test/compiled.test.ts
# runs the same steps as the runtime stage (a production-only install beside the bundle, started
# with plain node). See docs/deploy.md.

# --- build: the whole workspace, to compile the api and build the web app -----------------------
FROM node:20-bookworm-slim AS build
WORKDIR /src
RUN npm install -g pnpm@10.34.9
COPY . .
RUN pnpm install --frozen-lockfile
ARG BASE_PATH=/ugift/
RUN BASE_PATH=$BASE_PATH pnpm --filter @ugift/web build \
 && pnpm --filter @ugift/api build
# The runtime's package.json: the api's dependencies without the workspace packages (bundled in).
RUN node -e "const m=require('./apps/api/package.json');\
 const dependencies=Object.fromEntries(Object.entries(m.dependencies).filter(([n])=>!n.startsWith('@ugift/')));\
 require('fs').writeFileSync('/runtime-package.json',JSON.stringify({name:m.name,version:m.version,private:true,type:'module',dependencies}))"

# --- runtime: the bundle, its assets, the built web app and the production dependencies only ---
FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data WEB_ROOT=/app/web
WORKDIR /app/api
RUN npm install -g pnpm@10.34.9
COPY --from=build /runtime-package.json ./package.json
RUN pnpm install --prod --ignore-workspace && npm uninstall -g pnpm
COPY --from=build /src/apps/api/dist ./dist
COPY --from=build /src/apps/api/assets ./assets
COPY --from=build /src/apps/web/dist /app/web
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node is PID 1's only process: SIGTERM from the orchestrator drains the server (README, Settings).
CMD ["node", "--import", "./dist/tracing.js", "dist/main.js"]
