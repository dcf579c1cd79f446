import zlib from 'node:zlib';

// How the api compresses its answers: per request (@fastify/compress, server.ts) and once per
// cached catalogue answer (catalogue/cache.ts) alike.

/** Answers below this size go uncompressed: the headers would cost more than they save. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Brotli at a level fast enough to run per request. */
export const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
};
export const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 };
