/** A content coding the API sends an answer in. */
export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The content codings a request's Accept-Encoding allows (RFC 9110 §12.5.3), lower case: each listed with a
 * weight above 0. `gzip;q=0` refuses gzip, and `*` stands for every coding not listed by name.
 */
export function acceptsEncoding(header: string | string[] | undefined, coding: Exclude<Encoding, 'identity'>): boolean {
  const weights = new Map<string, number>();
  for (const entry of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (!name) continue;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    weights.set(name, quality === undefined ? 1 : Number(quality.slice(2)));
  }
  const weight = weights.get(coding) ?? weights.get('*') ?? 0;
  return weight > 0;
}

/** The encoding of an answer that exists in every coding: brotli, else gzip, as the request allows. */
export function chosenEncoding(header: string | string[] | undefined): Encoding {
  if (acceptsEncoding(header, 'br')) return 'br';
  if (acceptsEncoding(header, 'gzip')) return 'gzip';
  return 'identity';
}
