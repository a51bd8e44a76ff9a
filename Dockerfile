# The product's image: the API (which serves the built SPA) and the worker are the same image with
# another command (deploy/compose.yaml). Native parts (sharp, @napi-rs/canvas, argon2) come as
# prebuilt binaries inside their npm packages; tesseract's language data is an npm package too.
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build && npm cache clean --force
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data
# glibc gives freed page images back to the system (scripts/allocator.mjs says why; API and workers).
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
EXPOSE 3000
# An API node (RUN_WORKER=false) or all-in-one; a worker runs: node --import tsx apps/api/src/worker.ts
CMD ["node", "scripts/start.mjs"]
