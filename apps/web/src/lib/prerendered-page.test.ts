import { afterEach, describe, expect, it } from 'vitest';
import { prerenderedPage } from './prerendered-page';

/** `#root` as the server sends a page drawn ahead (apps/api/src/plugins/prerendered-pages.ts). */
function drawnRoot(language: string | null): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  if (language) {
    root.dataset.prerendered = language;
    root.setAttribute('inert', '');
  }
  root.innerHTML = '<main><h1>Anmelden</h1><input id="login-email" readonly value=""></main>';
  document.body.append(root);
  return root;
}

afterEach(() => document.body.replaceChildren());

describe('a page drawn ahead by the server (issue 35 item 11)', () => {
  it('stays, inert, until the app takes over in the same language', () => {
    const root = drawnRoot('de');
    const drawn = prerenderedPage(root, 'de');
    expect(drawn).not.toBeNull();
    expect(root.querySelector('h1')?.textContent).toBe('Anmelden');
    expect(root.hasAttribute('inert')).toBe(true);
    drawn?.takeOver();
    expect(root.hasAttribute('inert')).toBe(false);
    expect(root.dataset.prerendered).toBeUndefined();
  });

  it('is removed at once when the reader chose another language in this browser', () => {
    const root = drawnRoot('de');
    document.documentElement.lang = 'de';
    expect(prerenderedPage(root, 'fr')).toBeNull();
    expect(root.childNodes).toHaveLength(0);
    expect(document.documentElement.lang).toBe('fr');
    expect(root.hasAttribute('inert')).toBe(false);
  });

  it('is nothing to take over when the server sent the plain app', () => {
    const root = drawnRoot(null);
    expect(prerenderedPage(root, 'en')).toBeNull();
    expect(root.querySelector('h1')).not.toBeNull();
  });
});
