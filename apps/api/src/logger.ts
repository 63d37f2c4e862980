import type { FastifyServerOptions } from 'fastify';
import { stdSerializers, type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './request-context';

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

type LoggedError = Record<string, unknown> & { message?: string; stack?: string; cause?: unknown };

/** Drizzle's "Failed query: … params: …" message and stack end with the values; only the SQL text stays. */
const withoutParams = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');

/** PostgreSQL quotes the refused value in its message ('invalid input syntax for type integer: "…"'). */
const withoutQuoted = (text: string) => text.replace(/"[^"\n]*"/g, '"[redacted]"');

/** The causes pino appends to a stack ("caused by: error: …") are PostgreSQL's messages. */
const withoutQuotedCauses = (stack: string) => {
  const [own, ...causes] = stack.split('\ncaused by: ');
  return [own, ...causes.map(withoutQuoted)].join('\ncaused by: ');
};

const isPostgresError = (error: LoggedError) => typeof error.severity === 'string' && typeof error.code === 'string';

/**
 * A failed query is logged by its SQL and PostgreSQL's error, never by the values it carried
 * (issue 14: e-mail addresses reached the log). Drizzle keeps them in `params` and in its message;
 * PostgreSQL repeats a refused value in its message and in `detail` ("Key (email)=(…) already exists").
 */
function scrubQueryValues(error: LoggedError): LoggedError {
  const scrubbed: LoggedError = { ...error };
  const postgres = isPostgresError(scrubbed);
  const scrubText = (text: string) => (postgres ? withoutQuoted(text) : withoutQuotedCauses(withoutParams(text)));
  if ('params' in scrubbed) scrubbed.params = '[redacted]';
  if (typeof scrubbed.detail === 'string') scrubbed.detail = '[redacted]';
  if (typeof scrubbed.message === 'string') scrubbed.message = scrubText(scrubbed.message);
  if (typeof scrubbed.stack === 'string') scrubbed.stack = scrubText(scrubbed.stack);
  if (scrubbed.cause && typeof scrubbed.cause === 'object') scrubbed.cause = scrubQueryValues(scrubbed.cause as LoggedError);
  return scrubbed;
}

type SerializedError = ReturnType<typeof stdSerializers.err>;

const errorSerializer = (error: Error): SerializedError =>
  scrubQueryValues(stdSerializers.err(error) as unknown as LoggedError) as unknown as SerializedError;

/** Structured pino logs that never contain passwords, tokens or the values of a failed query (DESIGN §1). */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    // Lines written outside the request's own logger (app.log in a service, a job a request queued)
    // name the request too; a request logger already carries it as a binding.
    mixin: (_object: object, _level: number, logger: Logger) => {
      const requestId = currentRequestId();
      return requestId && !('requestId' in logger.bindings()) ? { requestId } : {};
    },
    serializers: {
      err: errorSerializer,
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: maskUrl(req.url), ip: req.ip }),
    },
  };
}
