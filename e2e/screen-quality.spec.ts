import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { text } from './catalogue';
import { daysFromNow, laneEntry } from './entry-body';
import { login, signIn } from './session';
import { appTookOver, axe, LAPTOP, pageLanguage, PHONE, seriousViolations } from './journey';
import { languageButton, languageItem } from './language-menu';

/**
 * Issue 13 items 11–13, swept over every route of apps/web/src/app/router.tsx:
 *  - at 390×844 in all five languages nothing sticks out sideways (no horizontal scroll), no badge,
 *    button or status text is cut (issue 35 item 8), and <html lang> follows the interface language;
 *  - at 1366×800 in German and Hungarian axe finds no serious or critical violation on the whole
 *    page (frame included), in the screen's first state and in the error state of its form;
 *  - nowhere a console error or warning, nowhere an uncaught page error.
 * One screen per test; its languages are reached with the language selector inside the test, which is
 * much cheaper than a page (and a test) each.
 */

const LANGUAGES = ['en', 'ro', 'de', 'hu', 'fr'] as const;
const AXE_LANGUAGES = ['de', 'hu'] as const;
type Language = (typeof LANGUAGES)[number];

const MEMBER = 'andrei.popescu@carpati-trans.example';
const STAFF = 'staff@demo.example';

type Who = 'guest' | 'member' | 'staff';
/** How a screen's form is brought into its error state, when it has one. */
type ErrorState = 'empty-submit' | 'wrong-login' | 'weak-password' | 'unknown-reset-token';
/** States that are reached from a freshly opened screen, not on top of the previous state. */
const FRESH_STATES: ErrorState[] = ['wrong-login', 'unknown-reset-token'];
type Screen = {
  /** The route pattern as written in router.tsx (checked below against the file). */
  route: string;
  who: Who;
  /** The address to open; a function when it needs data (an own entry's uid). */
  open: string | ((api: MemberApi) => Promise<string>);
  errorStates?: ErrorState[];
  /** HTTP errors the visit provokes on purpose (see withoutProvokedHttpErrors). */
  provokedStatuses?: number[];
};

type MemberApi = { request: APIRequestContext; access: string };

/** The uid of one of the member's own entries, for the edit screens. */
async function ownEntry(api: MemberApi, form: 'truck' | 'ware') {
  const response = await api.request.get(`/api/${form}-requests/?my=true&limit=1`, {
    headers: { authorization: `Bearer ${api.access}` },
  });
  expect(response.status()).toBe(200);
  const { results } = (await response.json()) as { results: { uid: string }[] };
  const first = results[0];
  if (!first) throw new Error(`the demo member has no own ${form} entry to edit`);
  return first.uid;
}

/** The id of a search agent of the member (issue 17), saved for the agent's screen. */
async function ownAgent(api: MemberApi) {
  const response = await api.request.post('/api/search-agents/', {
    headers: { authorization: `Bearer ${api.access}` },
    data: { name: `Screen sweep ${Date.now()}`, form_type: 'ware', filters: { loading_country: 'DE' } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A deal of the member: another company publishes a ware and the member offers on it (issue 31). */
async function ownDeal(api: MemberApi) {
  const other = await login(api.request, 'markus.becker@rhein-spedition.example');
  const published = await api.request.post('/api/ware-requests/create/', {
    headers: { authorization: `Bearer ${other.access}` },
    data: laneEntry('ware'),
  });
  expect(published.status()).toBe(201);
  const { uid } = (await published.json()) as { uid: string };
  const offered = await api.request.post('/api/deals/', {
    headers: { authorization: `Bearer ${api.access}` },
    data: {
      entry_uid: uid,
      price: 1450,
      price_unit: 'total',
      currency: 'EUR',
      payment_term_days: 30,
      loading_date: daysFromNow(7),
      unloading_date: daysFromNow(9),
      note: '',
    },
  });
  expect(offered.status()).toBe(201);
  return ((await offered.json()) as { id: number }).id;
}

const SCREENS: Screen[] = [
  // Public pages (guests).
  { route: '/', who: 'guest', open: '/' },
  { route: '/prices', who: 'guest', open: '/prices' },
  { route: '/useful-links', who: 'guest', open: '/useful-links' },
  { route: '/policy/:type', who: 'guest', open: '/policy/terms' },
  { route: '/policy/:type', who: 'guest', open: '/policy/privacy' },
  { route: '/policy/:type', who: 'guest', open: '/policy/about' },
  { route: '/*', who: 'guest', open: '/no-such-page' },
  { route: '/login', who: 'guest', open: '/login', errorStates: ['empty-submit', 'wrong-login'], provokedStatuses: [400] },
  { route: '/register', who: 'guest', open: '/register', errorStates: ['empty-submit'] },
  { route: '/registration-pending', who: 'guest', open: '/registration-pending' },
  // A link that does not exist: the page says so (the API answers 404).
  {
    route: '/registration-initialized',
    who: 'guest',
    open: '/registration-initialized?tid=not-a-real-link',
    provokedStatuses: [404],
  },
  { route: '/request-reset-password', who: 'guest', open: '/request-reset-password', errorStates: ['empty-submit'] },
  // Its Submit stays disabled until the rules are met: the errors show while typing, and for a link that does not exist.
  {
    route: '/reset-password/:token?',
    who: 'guest',
    open: '/reset-password/not-a-real-token',
    errorStates: ['weak-password', 'unknown-reset-token'],
    provokedStatuses: [400],
  },
  // A search agent mail's unsubscribe link with a token nobody issued: the page says the link does not work.
  { route: '/search-agents/unsubscribe', who: 'guest', open: '/search-agents/unsubscribe?token=not-a-real-token', provokedStatuses: [404] },
  // Members' dashboard.
  { route: '/dashboard', who: 'member', open: '/dashboard' },
  { route: '/dashboard/publish-truck', who: 'member', open: '/dashboard/publish-truck', errorStates: ['empty-submit'] },
  { route: '/dashboard/publish-ware', who: 'member', open: '/dashboard/publish-ware', errorStates: ['empty-submit'] },
  { route: '/dashboard/edit-truck/:uid', who: 'member', open: async (api) => `/dashboard/edit-truck/${await ownEntry(api, 'truck')}` },
  { route: '/dashboard/edit-ware/:uid', who: 'member', open: async (api) => `/dashboard/edit-ware/${await ownEntry(api, 'ware')}` },
  { route: '/dashboard/search-trucks/:uid?', who: 'member', open: '/dashboard/search-trucks' },
  { route: '/dashboard/search-wares/:uid?', who: 'member', open: '/dashboard/search-wares' },
  { route: '/dashboard/my-trucks', who: 'member', open: '/dashboard/my-trucks' },
  { route: '/dashboard/my-wares', who: 'member', open: '/dashboard/my-wares' },
  {
    route: '/dashboard/add-payment-incident',
    who: 'member',
    open: '/dashboard/add-payment-incident',
    errorStates: ['empty-submit'],
  },
  {
    route: '/dashboard/add-transport-incident',
    who: 'member',
    open: '/dashboard/add-transport-incident',
    errorStates: ['empty-submit'],
  },
  { route: '/dashboard/my-incidents', who: 'member', open: '/dashboard/my-incidents' },
  { route: '/dashboard/other-company-incidents', who: 'member', open: '/dashboard/other-company-incidents' },
  { route: '/dashboard/company-details/:id?', who: 'member', open: '/dashboard/company-details' },
  { route: '/dashboard/company-search', who: 'member', open: '/dashboard/company-search' },
  { route: '/dashboard/employees/:companyId?', who: 'member', open: '/dashboard/employees' },
  { route: '/dashboard/add-employee/:id?', who: 'member', open: '/dashboard/add-employee', errorStates: ['empty-submit'] },
  { route: '/dashboard/road-distances', who: 'member', open: '/dashboard/road-distances' },
  // Issue 32 item 7.
  { route: '/dashboard/statistics', who: 'member', open: '/dashboard/statistics' },
  { route: '/dashboard/useful-links', who: 'member', open: '/dashboard/useful-links' },
  { route: '/dashboard/change-password', who: 'member', open: '/dashboard/change-password', errorStates: ['empty-submit'] },
  // Issue 17: the member's search agents, and one agent's matches (an agent saved for the visit).
  { route: '/dashboard/search-agents', who: 'member', open: '/dashboard/search-agents' },
  { route: '/dashboard/search-agents/:id', who: 'member', open: async (api) => `/dashboard/search-agents/${await ownAgent(api)}` },
  // The outgoing tab: in the demo it holds deals with unread messages beside overdue invoices, so both badges show.
  { route: '/dashboard/deals', who: 'member', open: '/dashboard/deals?role=outgoing' },
  { route: '/dashboard/deals/:id', who: 'member', open: async (api) => `/dashboard/deals/${await ownDeal(api)}` },
  { route: '/dashboard/*', who: 'member', open: '/dashboard/no-such-page' },
  // Staff (the demo superuser).
  { route: '/staff', who: 'staff', open: '/staff' },
];

/** Screens added to router.tsx after this list was written still fail here, so no route goes unchecked. */
test('every route of the router is swept', () => {
  const source = fs.readFileSync(path.resolve(import.meta.dirname, '../apps/web/src/app/router.tsx'), 'utf8');
  const routes = routePatterns(source);
  expect(routes.length).toBeGreaterThan(20);
  const covered = new Set(SCREENS.map((screen) => screen.route));
  expect(routes.filter((route) => !covered.has(route))).toEqual([]);
});

/** Full patterns ('/dashboard/publish-truck') from the nesting of `path:` entries in the route table. */
function routePatterns(source: string): string[] {
  const table = source.slice(source.indexOf('export const routes'));
  const patterns: string[] = [];
  // Only two levels exist: top-level objects (with or without a path) and their children.
  let depth = 0;
  const parents: (string | undefined)[] = [];
  const tokens = table.matchAll(/(\{|\}|\bpath:\s*'([^']*)'|\bindex:\s*true)/g);
  for (const token of tokens) {
    if (token[0] === '{') {
      depth += 1;
      parents[depth] = undefined;
    } else if (token[0] === '}') {
      depth -= 1;
    } else {
      const own = token[2] ?? '';
      const parent = parents
        .slice(0, depth)
        .filter((part) => part !== undefined)
        .join('/');
      parents[depth] = own;
      patterns.push(`/${[parent, own].filter(Boolean).join('/')}`);
    }
  }
  // Objects nested deeper than routes (handle: {...}) carry no path, so they add nothing.
  return [...new Set(patterns)];
}

/** Collects every console error and warning and every uncaught error of the page. */
function watchConsole(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    messages.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

/**
 * Chromium itself logs "Failed to load resource: … status of 400" for an API answer the test
 * provokes on purpose (a wrong login, an onboarding link that does not exist). That line is the
 * browser's network log, not the app's; only the statuses a screen names are let through.
 */
function withoutProvokedHttpErrors(messages: string[], statuses: number[]) {
  return messages.filter(
    (message) =>
      !statuses.some((status) => message.startsWith(`error: Failed to load resource: the server responded with a status of ${status}`)),
  );
}

const inFlight = new WeakMap<Page, Set<Request>>();

/** Counts the page's requests in flight, for settle(). */
function trackRequests(page: Page) {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/**
 * Waits until no request is in flight across two drawn frames: the screen has its data, has drawn
 * it, and drawing it started nothing new. Playwright's "networkidle" does the same with a fixed
 * 500 ms of quiet, which over some 250 page states would cost this spec minutes.
 */
async function settle(page: Page) {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('trackRequests(page) first');
  for (;;) {
    await expect.poll(() => pending.size, { message: 'requests still in flight' }).toBe(0);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    if (pending.size === 0) return;
  }
}

async function startAs(page: Page, who: Who): Promise<MemberApi | undefined> {
  trackRequests(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  if (who === 'guest') return undefined;
  const session = await signIn(page, who === 'staff' ? STAFF : MEMBER);
  return { request: page.request, access: session.access };
}

/** Opens `address` in `lang` and waits until the screen has its heading and its data. */
async function visit(page: Page, address: string, lang: Language) {
  // Init scripts run in the order they were added, so the latest language wins over signIn's.
  await page.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
  // Requests of the page being left end with it; they must not hold up the new one.
  inFlight.get(page)?.clear();
  await page.goto(address);
  await appTookOver(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await settle(page);
  await expect(page.locator('html'), 'the <html lang> follows the interface language').toHaveAttribute('lang', lang);
}

/**
 * Switches the open screen to `lang` with the language selector, as a member does, which is much
 * cheaper than loading the page again; a screen without the selector in view is opened again.
 */
async function switchLanguage(page: Page, address: string, lang: Language) {
  const selector = languageButton(page, await pageLanguage(page));
  if (!(await selector.isVisible())) return visit(page, address, lang);
  await selector.click();
  await languageItem(page, lang).click();
  await expect(languageItem(page, lang)).toBeHidden();
  await expect(page.locator('html'), 'the <html lang> follows the interface language').toHaveAttribute('lang', lang);
  // The button is named in the chosen language now, and shows its code.
  await expect(languageButton(page, lang)).toContainText(lang.toUpperCase());
  await settle(page);
}

/** The elements that reach past the right edge of the viewport, described so the message says what to fix. */
async function overflowingElements(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow !== 'visible') return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const testId = element.getAttribute('data-testid');
      const classes = Array.from(element.classList).slice(0, 2).join('.');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${classes ? `.${classes}` : ''} "${text}"`;
    };
    // An element reaches as far as its box or, when its own overflow is visible, its content (a long word).
    const reach = (element: Element) => {
      const box = element.getBoundingClientRect();
      const content = getComputedStyle(element).overflowX === 'visible' ? box.left + element.scrollWidth : box.right;
      return Math.max(box.right, content);
    };
    const sticking = Array.from(document.body.querySelectorAll('*')).filter((element) => reach(element) > width + 0.5 && !clipped(element));
    // The innermost ones name the cause; their ancestors only stretch because of them.
    const innermost = sticking.filter((element) => !sticking.some((other) => other !== element && element.contains(other)));
    return [
      `page is ${document.documentElement.scrollWidth}px wide at a ${width}px viewport`,
      ...innermost.slice(0, 8).map((element) => `${describe(element)} reaches ${Math.round(reach(element))}px`),
    ];
  });
}

/**
 * Issue 35 item 8: no badge, button or status text is cut ("In progress" drawn as "In…"). The page's
 * text keeps the whole word when the screen shows "…", so this measures what is drawn: an element of
 * such a control (the control itself or a part inside it) that clips its overflow and whose content is
 * wider or taller than its box.
 */
async function cutControls(page: Page) {
  return page.evaluate(() => {
    const controls = document.querySelectorAll(
      '.mantine-Badge-root, button, [role="button"], a.mantine-Button-root, [role="status"], [data-status], .mantine-Pill-root',
    );
    const cut: string[] = [];
    const seen = new Set<Element>();
    for (const control of Array.from(controls)) {
      for (const element of [control, ...Array.from(control.querySelectorAll('*'))]) {
        if (seen.has(element)) continue;
        seen.add(element);
        const html = element as HTMLElement;
        if (html.getClientRects().length === 0) continue;
        // Text for screen readers only (Mantine's VisuallyHidden: a clipped 1×1 box by design) is not drawn at all.
        if (html.classList.contains('mantine-VisuallyHidden-root')) continue;
        const style = getComputedStyle(html);
        // An inline box has no client width to compare; a block squeezed to no width at all (a badge's label in a
        // row that does not wrap) is the most cut of all, and is measured.
        if (style.display === 'inline') continue;
        const clipsX = style.overflowX !== 'visible';
        const clipsY = style.overflowY !== 'visible';
        // Scrolling areas inside a control (a dropdown) show the rest on scroll: not cut.
        if (['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY)) continue;
        const wider = clipsX && html.scrollWidth > html.clientWidth + 1;
        const taller = clipsY && html.scrollHeight > html.clientHeight + 1 && (html.textContent ?? '').trim() !== '';
        if (!wider && !taller) continue;
        const testId = control.getAttribute('data-testid');
        const text = (control.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        cut.push(
          `${control.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''} "${text}" drawn ${html.clientWidth}×${html.clientHeight} of ${html.scrollWidth}×${html.scrollHeight}px`,
        );
        break;
      }
    }
    return cut;
  });
}

/**
 * Issue 13: on phones a header that clips its overflow can push the language selector out of sight, which
 * no page scroll shows. Where the screen has the selector in view, all of it must be visible.
 */
async function cutOffLanguageSelector(page: Page) {
  const selector = languageButton(page, await pageLanguage(page));
  if (!(await selector.isVisible())) return [];
  const shown = await selector.evaluate(
    (element) =>
      new Promise<number>((resolve) => {
        const observer = new IntersectionObserver(([entry]) => {
          observer.disconnect();
          resolve(entry?.intersectionRatio ?? 0);
        });
        observer.observe(element);
      }),
  );
  return shown < 0.99 ? [`the language selector is cut off (${Math.round(shown * 100)}% visible)`] : [];
}

async function seriousAxeViolations(page: Page) {
  await settle(page);
  return seriousViolations(await axe(page).analyze());
}

/** Submits the screen's form as a member would with nothing filled in, or with a wrong login. */
async function provoke(page: Page, state: ErrorState) {
  const lang = await pageLanguage(page);
  const field = (key: string) => page.getByRole('textbox', { name: text(lang, key), exact: true });
  const button = (key: string) => page.getByRole('button', { name: text(lang, key), exact: true });
  if (state === 'weak-password') {
    await field('resetPassword.password').fill('123');
    await field('resetPassword.confirm').fill('1234');
    await field('resetPassword.password').focus();
    // Both password fields say they are wrong to a screen reader too (components/password-field.tsx).
    await expect(page.locator('input[aria-invalid="true"]')).toHaveCount(2);
    return;
  }
  if (state === 'unknown-reset-token') {
    await field('resetPassword.password').fill('Screen-Quality-2026');
    await field('resetPassword.confirm').fill('Screen-Quality-2026');
    await button('resetPassword.submit').click();
    await expect(page.getByRole('alert', { name: text(lang, 'resetPassword.tokenInvalid'), exact: true })).toBeVisible();
    return;
  }
  if (state === 'wrong-login') {
    await field('login.email').fill('nobody@screen-quality.example');
    await field('login.password').fill('Not-The-Password-1');
    await button('login.submit').click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    return;
  }
  // The Save button may sit in the header or a phone bar outside the form: submitting the form itself is the same.
  await page
    .locator('main form[aria-label]')
    .first()
    .evaluate((form: HTMLFormElement) => form.requestSubmit());
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
}

const label = (screen: Screen) => (typeof screen.open === 'string' ? screen.open : screen.route);

test.describe('at 390×844 in every language', () => {
  test.use({ viewport: PHONE });
  // Five full page loads per test.
  test.describe.configure({ timeout: 60_000 });
  for (const screen of SCREENS) {
    test(`${label(screen)} (${screen.who}) has no horizontal scroll and no console message`, async ({ page }) => {
      const messages = watchConsole(page);
      const api = await startAs(page, screen.who);
      const address = typeof screen.open === 'string' ? screen.open : await screen.open(api!);
      const overflow: Record<string, string[]> = {};
      for (const [index, lang] of LANGUAGES.entries()) {
        if (index === 0) await visit(page, address, lang);
        else await switchLanguage(page, address, lang);
        const sticking = [...(await overflowingElements(page)), ...(await cutOffLanguageSelector(page)), ...(await cutControls(page))];
        if (sticking.length > 0) overflow[lang] = sticking;
      }
      expect(overflow, 'no element reaches past the right edge at 390 px, no badge, button or status text is cut').toEqual({});
      expect(withoutProvokedHttpErrors(messages, screen.provokedStatuses ?? [])).toEqual([]);
    });
  }
});

test.describe('at 1366×800 in German and Hungarian', () => {
  test.use({ viewport: LAPTOP });
  // axe over a whole form page takes seconds on a busy machine; a screen with two error states runs it six times.
  test.describe.configure({ timeout: 120_000 });
  for (const screen of SCREENS) {
    const states = screen.errorStates ? ', errors shown included' : '';
    // Both languages in one test: the second is reached with the language selector, on the same sign-in and page.
    test(`${label(screen)} (${screen.who}) has no serious axe violation in German and Hungarian${states}`, async ({ page }) => {
      const messages = watchConsole(page);
      const api = await startAs(page, screen.who);
      const address = typeof screen.open === 'string' ? screen.open : await screen.open(api!);
      const violations: Record<string, string[]> = {};
      const check = async (state: string, lang: Language) => {
        const found = await seriousAxeViolations(page);
        if (found.length > 0) violations[`${state}, ${lang}`] = found;
      };
      const [first, second] = AXE_LANGUAGES;
      await visit(page, address, first);
      await check('as opened', first);
      await switchLanguage(page, address, second);
      await check('as opened', second);
      // A state on top of the form (invalid fields) is checked, then switched to the other language and checked
      // again; a state that needs a fresh screen (an alert that times out, a refused link) is provoked in each.
      let lang: Language = second;
      for (const state of screen.errorStates ?? []) {
        if (FRESH_STATES.includes(state)) {
          for (const each of AXE_LANGUAGES) {
            await visit(page, address, each);
            await provoke(page, state);
            await check(state, each);
          }
          lang = second;
          continue;
        }
        await provoke(page, state);
        await check(state, lang);
        lang = lang === first ? second : first;
        await switchLanguage(page, address, lang);
        await expect(page.locator('[aria-invalid="true"]').first(), 'the invalid fields stay marked after the switch').toBeVisible();
        await check(state, lang);
      }
      expect(violations).toEqual({});
      expect(withoutProvokedHttpErrors(messages, screen.provokedStatuses ?? [])).toEqual([]);
    });
  }
});
