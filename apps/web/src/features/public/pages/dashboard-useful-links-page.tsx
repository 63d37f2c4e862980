import { UsefulLinksContent } from '../components/useful-links-content';

/**
 * /dashboard/useful-links (issue 13 item 9): the public page's links inside the dashboard frame;
 * the consumer-dispute banner of the incident screens is not shown here (§2).
 */
export function DashboardUsefulLinksPage() {
  return <UsefulLinksContent />;
}

export { DashboardUsefulLinksPage as Component };
