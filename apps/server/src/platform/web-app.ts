import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { webDistFolder } from '@/paths';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function wantsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.startsWith('/api/') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * Serves the built SPA from the same process. Unknown paths that a browser navigates to get
 * index.html (history fallback); unknown API paths and missing assets get a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance) {
  const root = webDistFolder();
  const hasWebApp = existsSync(join(root, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        res.header('cache-control', path.startsWith(join(root, 'assets')) ? IMMUTABLE : 'no-cache');
      },
    });
    app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasWebApp && wantsHtml(request)) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ error: { code: 'not_found', message: 'Not found' } });
  });
}
