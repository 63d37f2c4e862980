import { weightedValues } from './weighted-header';

/** A content coding the API sends an answer in. */
export type Encoding = 'br' | 'gzip' | 'identity';

type Coding = Exclude<Encoding, 'identity'>;

/** Each coding's weight; a coding named twice keeps its last. */
const encodingWeights = (header: string | string[] | undefined) =>
  new Map(weightedValues(header).map(({ value, weight }) => [value, weight]));

/** `gzip;q=0` refuses gzip, and `*` stands for every coding not listed by name. */
const allows = (weights: Map<string, number>, coding: Coding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;

/** Whether a request's Accept-Encoding (RFC 9110 §12.5.3) allows `coding`: listed, or under `*`, with a weight above 0. */
export function acceptsEncoding(header: string | string[] | undefined, coding: Coding): boolean {
  return allows(encodingWeights(header), coding);
}

/** The encoding of an answer that exists in every coding: brotli, else gzip, as the request allows. */
export function chosenEncoding(header: string | string[] | undefined): Encoding {
  const weights = encodingWeights(header);
  if (allows(weights, 'br')) return 'br';
  if (allows(weights, 'gzip')) return 'gzip';
  return 'identity';
}
