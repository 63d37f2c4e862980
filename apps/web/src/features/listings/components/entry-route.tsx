import type { EntryLocation } from '@freight/shared/listings';
import { countryFlag } from '../utils/entry-place';
import classes from './entry-table.module.css';

/**
 * A country's flag, as decoration: the country's name is always in the text beside it (visible on
 * cards, for screen readers in the table). Drawn by CSS from an attribute, so the flag is not part
 * of the entry's text (copying a route copies words, not regional-indicator letters).
 */
export function CountryFlag({ location }: { location: EntryLocation }) {
  const flag = countryFlag(location.countryName.code || location.country);
  if (!flag) return null;
  return <span aria-hidden="true" className={classes.flag} data-flag={flag} />;
}
