import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../app-error';
import { chosenEncoding } from '../accept-encoding';
import { loadPrerenderedPages } from './prerendered-pages';

/** A path whose last segment has a file extension (`/robots.txt`, `/assets/x-1a2b.js`). */
const FILE_NAME = /\/[^/]*\.[A-Za-z0-9]{1,10}$/;

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached,
 * and every other GET outside /api and /ws that names no file answered with index.html so client routes work on reload.
 * Text files go out as the brotli or gzip copy the build wrote beside them (apps/web/precompress.ts),
 * chosen by the request's Accept-Encoding. The pages the build drew ahead (login, registration) go out
 * drawn, in the reader's language (prerendered-pages.ts).
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { webDist: string }) => {
  const indexFile = path.join(opts.webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ webDist: opts.webDist }, 'web app not built; serving the API only');
    return;
  }
  const prerendered = loadPrerenderedPages(opts.webDist);
  await app.register(fastifyStatic, {
    root: opts.webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // send's own `public, max-age=0` would replace the header set below.
    cacheControl: false,
    setHeaders(response, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // Text files have brotli and gzip copies beside them (preCompressed), chosen by Accept-Encoding.
      response.setHeader('Vary', 'Accept-Encoding');
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/ws/')) throw new AppError('not_found');
    // Every file of the build has its own route (fastify-static, wildcard off): a file name that reaches
    // here names no file, and answers 404 rather than the app's HTML (a crawler's /robots.txt, an old
    // chunk after a deploy, which the app then reloads for). No client route ends in an extension.
    if (FILE_NAME.test(pathname)) throw new AppError('not_found');
    reply.header('Cache-Control', 'no-cache');
    const drawn = prerendered?.(request.url, request.headers);
    if (!drawn) return reply.sendFile('index.html');
    const encoding = chosenEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply
      .header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
      .header('Content-Language', drawn.language)
      .type('text/html; charset=utf-8')
      .send(drawn.body(encoding));
  });
});
