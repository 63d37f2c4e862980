import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a phone (390 px): a named region that takes the keyboard focus, so a
 * keyboard user can scroll it too (axe `scrollable-region-focusable`).
 */
export function ScrollRegion({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
