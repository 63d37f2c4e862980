import type { InjectOptions } from 'fastify';
import {
  MALFORMED_PATH_VALUES,
  MALFORMED_SCALARS,
  deepNesting,
  malformedJson,
  malformedObject,
  pick,
  type Random,
} from './malformed-values';

type OpenApiOperation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };
export type Operation = { method: string; path: string; operation: OpenApiOperation };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

/** A lone surrogate cannot be percent-encoded as UTF-8; it travels as the bytes a broken client would send. */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null');
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function fillPath(path: string, random: Random, plausible: string): string {
  return path.replace(/\{[^}]+\}/g, () => (random() < 0.8 ? pick(random, MALFORMED_PATH_VALUES) : plausible));
}

function queryString(operation: OpenApiOperation, random: Random): string {
  const names = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
  const chosen = [...names.filter(() => random() < 0.6), ...['__proto__', 'constructor[prototype]', 'a%00b'].filter(() => random() < 0.15)];
  const parts = chosen.map((name) => `${name.includes('%') ? name : encodeURIComponent(name)}=${encode(pick(random, MALFORMED_SCALARS))}`);
  if (random() < 0.1) parts.push('limit=2147483648', 'offset=-5');
  return parts.length ? `?${parts.join('&')}` : '';
}

function bodyKeys(operation: OpenApiOperation): string[] {
  const content = operation.requestBody?.content ?? {};
  return Object.values(content).flatMap((media) => Object.keys(media.schema?.properties ?? {}));
}

const BOUNDARY = 'fuzzboundary123';

/** Multipart bodies that break the format: cut short, no boundary, a boundary over 70 characters, hostile names. */
function malformedMultipart(random: Random): Pick<InjectOptions, 'headers' | 'payload'> {
  const part = (name: string, value: string, file = false) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="a.pdf"\r\nContent-Type: application/pdf' : ''}\r\n\r\n${value}\r\n`;
  const whole = `${part(pick(random, ['data', '__proto__', 'constructor', 'files', 'documents']), JSON.stringify(malformedJson(random)))}${part('files', '%PDF-1.4 truncated', true)}--${BOUNDARY}--\r\n`;
  switch (Math.floor(random() * 5)) {
    case 0:
      return {
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: whole.slice(0, Math.floor(whole.length * random())),
      };
    case 1:
      return { headers: { 'content-type': 'multipart/form-data' }, payload: whole };
    case 2:
      return {
        headers: { 'content-type': `multipart/form-data; boundary=${'b'.repeat(75)}` },
        payload: whole.replaceAll(BOUNDARY, 'b'.repeat(75)),
      };
    case 3:
      return { headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: whole.replace('a.pdf', 'a\u0000.pdf') };
    default:
      return { headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: whole };
  }
}

/** A JSON body as text, so hostile keys and NUL escapes reach the server exactly as written. */
function malformedJsonBody(operation: OpenApiOperation, random: Random): Pick<InjectOptions, 'headers' | 'payload'> {
  const roll = random();
  const json = { 'content-type': 'application/json' };
  if (roll < 0.1) return { headers: json, payload: deepNesting(5000) };
  if (roll < 0.2) return { headers: json, payload: '{"__proto__": {"role": "staff"}, "constructor": {"prototype": {"x": 1}}}' };
  if (roll < 0.3) return { headers: json, payload: '{"email": "a\\u0000@b.c", "password": "x\\u0000"}' };
  if (roll < 0.35) return { headers: json, payload: '{"truncated": ' };
  return { headers: json, payload: JSON.stringify(malformedObject(random, 0, bodyKeys(operation))) };
}

/** One malformed request for the operation; `auth` is the bearer token to send, if any. */
export function malformedRequest(op: Operation, random: Random, auth: string | undefined, plausibleId: string): InjectOptions {
  const url = fillPath(op.path, random, plausibleId) + queryString(op.operation, random);
  const headers: Record<string, string> = auth ? { authorization: `Bearer ${auth}` } : {};
  if (op.method === 'GET' || op.method === 'DELETE') return { method: op.method as InjectOptions['method'], url, headers };
  const body = random() < 0.35 ? malformedMultipart(random) : malformedJsonBody(op.operation, random);
  return {
    method: op.method as InjectOptions['method'],
    url,
    headers: { ...headers, ...(body.headers as Record<string, string>) },
    payload: body.payload,
  };
}
