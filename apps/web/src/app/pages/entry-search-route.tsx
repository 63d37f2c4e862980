import { MakeOfferButton } from '../../features/deals/components/make-offer-button';
import { EntryExtrasContext, type EntryExtras } from '../../features/entries/components/entry-extras';
import { EntryListPage } from '../../features/entries/pages/entry-list-page';
import { SaveSearchButton } from '../../features/search-agents/components/save-search-button';

const makeOffer: EntryExtras = (entry, { compact }) => <MakeOfferButton entry={entry} compact={compact} />;

/**
 * The truck and ware searches with "Save search" (issue 17 item 1) and "Make an offer" on other companies'
 * entries (issue 31): app/ composes the list, the agents and the deals.
 */
export function Component() {
  return (
    <EntryExtrasContext.Provider value={makeOffer}>
      <EntryListPage searchActions={(search) => <SaveSearchButton formType={search.formType} query={search.query} />} />
    </EntryExtrasContext.Provider>
  );
}
