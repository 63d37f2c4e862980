import { useId as useReactId } from 'react';

/**
 * What the build puts in place of @mantine/hooks' `useId` (apps/web/mantine-patches.ts): the same
 * signature and "mantine-" prefix, an explicit id still wins, but React's id is kept as it is instead of
 * being swapped for a random one in a layout effect, which rendered every input a second time inside the
 * commit that first showed it.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
