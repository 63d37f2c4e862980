/**
 * The pages whose HTML the build draws ahead (issue 35 item 11): a guest's first pages, which must paint
 * before the script arrives on a slow phone. `search` is the query the page was drawn with; parameters
 * in `unseen` change nothing on the first paint (login's `redirect` is only read on success). A request
 * with any other parameter gets the plain app page, as the drawn page would be wrong for it. `module` is
 * the page's source, whose stylesheets the drawn page needs before its script arrives.
 */
export const PRERENDERED_PAGES = [
  { path: '/', search: '', unseen: [], module: 'src/features/public/pages/landing-page.tsx' },
  { path: '/login', search: '', unseen: ['redirect'], module: 'src/features/auth/pages/login-page.tsx' },
  { path: '/register', search: '', unseen: [], module: 'src/features/auth/pages/register-page.tsx' },
  { path: '/register', search: 'subscriptionMonths=12', unseen: [], module: 'src/features/auth/pages/register-page.tsx' },
] as const satisfies readonly { path: string; search: string; unseen: readonly string[]; module: string }[];
