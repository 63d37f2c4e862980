/**
 * The values of a request header that lists them with weights (Accept-Language, Accept-Encoding; RFC 9110
 * §12.4.2), in the order sent: each value trimmed and lower case, its weight the `q` parameter (any case),
 * 1 when absent and 0 when not a number. A header sent twice counts as one list.
 */
export function weightedValues(header: string | string[] | undefined): { value: string; weight: number }[] {
  return (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => {
      const [value = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
      const quality = parameters.find((parameter) => parameter.startsWith('q='));
      const weight = quality === undefined ? 1 : Number(quality.slice(2));
      return { value, weight: Number.isFinite(weight) ? weight : 0 };
    })
    .filter((entry) => entry.value !== '');
}
