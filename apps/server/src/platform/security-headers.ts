import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '@/config';

/**
 * helmet's security headers (Content-Security-Policy, HSTS on HTTPS, nosniff, frame and referrer
 * policies and the rest of its defaults) on every response. The middleware is built once, here:
 * the Fastify plugin built it again on every request (the whole policy parsed and written out),
 * 1.5% of a signed-in list's CPU. A route that serves a user's file sets its own stricter policy
 * over this one (documents/routes/files.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const https = config.publicUrl?.protocol === 'https:';
  // With S3, previews load from the bucket's presigned links (spec 000 §7): allow its origin.
  const fileOrigins = config.s3 ? [bucketOrigin(config.s3)] : [];
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Toasts and charts set inline style attributes; no inline scripts are allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...fileOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...fileOrigins],
        mediaSrc: ["'self'", 'blob:', ...fileOrigins],
        frameSrc: ["'self'", 'blob:', ...fileOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // On plain HTTP to a LAN address this would break every asset load.
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)),
  );
}

/** Where presigned links of the bucket point: the endpoint (path style) or AWS's virtual host. */
function bucketOrigin(s3: NonNullable<Config['s3']>): string {
  if (s3.endpoint) return new URL(s3.endpoint).origin;
  return `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
}
