import type { EntryLocation } from '@freight/shared/entries';
import { CountryFlag as FlagImage } from '../../../components/country-flag';
import classes from './entry-table.module.css';

/**
 * A location's country flag, as decoration: the country's name is always in the text beside it
 * (visible on cards, for screen readers in the table). A shipped SVG image (issue 35 item 6), so
 * every system draws it, and it is not part of the entry's text (copying a route copies words).
 */
export function CountryFlag({ location }: { location: EntryLocation }) {
  return (
    <span className={classes.flag}>
      <FlagImage code={location.countryName.code || location.country} />
    </span>
  );
}
