/**
 * A page the server sent drawn ahead in `#root` (app/prerender, issue 35 item 11): it paints before the
 * script arrives, and the app draws the page itself in its place once the page's code and texts are
 * there. Until then the drawn page is inert and its fields read-only (the server sends it so): a click
 * or a key there would reach no code, so neither a person nor a script can act on it and be ignored.
 */
export type PrerenderedPage = {
  /** Call once the app's page has replaced the drawn one, in the same frame. */
  takeOver(): void;
};

/**
 * The drawn page in `root`, or null when there is none. A page drawn in another language than the
 * visitor reads (a choice kept in this browser that the server could not know) is removed at once, and
 * `<html lang>` set to the reader's.
 */
export function prerenderedPage(root: HTMLElement, language: string): PrerenderedPage | null {
  const drawnIn = root.dataset.prerendered;
  if (!drawnIn) return null;
  delete root.dataset.prerendered;
  const takeOver = () => root.removeAttribute('inert');
  if (drawnIn === language) return { takeOver };
  root.replaceChildren();
  document.documentElement.lang = language;
  takeOver();
  return null;
}
