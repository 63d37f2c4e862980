import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/** Secrets that may sit in a URL: reset tokens and onboarding ids in the path, tokens and onboarding ids in the query. */
const SECRET_IN_PATH = /(\/reset-password\/|\/company-onboarding\/|\/company\/(?=[^/?#]+\/pending-update\/))[^/?#]+/gi;
const SECRET_IN_QUERY = /([?&](?:token|tid|access|refresh|password)=)[^&#]*/gi;

export function maskUrl(url: string): string {
  return url.replace(SECRET_IN_PATH, '$1[redacted]').replace(SECRET_IN_QUERY, '$1[redacted]');
}

/** Paths to censor wherever an object is logged (bodies are never logged, but a service might log an input). */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.new_password',
  '*.token',
  '*.access',
  '*.refresh',
  '*.*.password',
  '*.*.token',
];

/** Structured pino logs that never contain passwords or tokens (DESIGN §1). */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: maskUrl(req.url), ip: req.ip }),
    },
  };
}
