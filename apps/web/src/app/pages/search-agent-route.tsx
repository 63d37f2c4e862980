import { EntryCard } from '../../features/entries/components/entry-card';
import { SearchAgentPage } from '../../features/search-agents/pages/search-agent-page';

// Others' entries only (an agent never matches the member's own company): nothing to delete or refresh.
const nothing = () => Promise.resolve();

/** An agent's matches shown with the entry lists' card (app/ composes the two features). */
export function Component() {
  return (
    <SearchAgentPage renderEntry={(entry) => <EntryCard entry={entry} highlighted={false} onDelete={nothing} onRefresh={nothing} />} />
  );
}
