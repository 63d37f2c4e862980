/**
 * A calendar day counted from today (UTC), as the form's date inputs hold it. Form tests use
 * days ahead of today because the entry form refuses loading dates in the past in the loading
 * place's time zone; two days ahead is tomorrow or later everywhere in Europe.
 */
export const daysFromNow = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
