import { EntryListPage } from '../../features/listings/pages/entry-list-page';
import { SaveSearchButton } from '../../features/search-agents/components/save-search-button';

/** The truck and ware searches with "Save search" (issue 17 item 1): app/ composes the list and the agents. */
export function Component() {
  return <EntryListPage searchActions={(search) => <SaveSearchButton formType={search.formType} query={search.query} />} />;
}
