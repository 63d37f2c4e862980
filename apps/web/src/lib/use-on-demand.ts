import { useCallback, useEffect, useRef, useState } from 'react';

/** Modules already fetched, by their loader: a later mount shows the real thing at once. */
const fetched = new Map<() => Promise<unknown>, unknown>();

function fetchModule<T>(load: () => Promise<T>): Promise<T> {
  return load().then((module) => {
    fetched.set(load, module);
    return module;
  });
}

export type OnDemand<T> = {
  /** The module once `show` fetched it (or an earlier mount did), else null. */
  module: T | null;
  /** Fetches the module without showing it: the user is reaching for it (pointer over, focus). */
  prefetch: () => void;
  /** Fetches the module and shows it. A failed fetch leaves `module` null; the next call tries again. */
  show: () => void;
};

/**
 * A piece of the interface that the first paint does without (a menu's dropdown, the phone drawer,
 * the alert host): its code is fetched when the user reaches for it, so the landing page's initial
 * JavaScript stays within its budget (issue 15 item 6). `load` must be a module-level function
 * (`() => import('…')`): it is the key under which the fetched module is remembered.
 */
export function useOnDemand<T>(load: () => Promise<T>): OnDemand<T> {
  const [module, setModule] = useState<T | null>(() => (fetched.get(load) as T | undefined) ?? null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const prefetch = useCallback(() => void fetchModule(load).catch(() => undefined), [load]);
  const show = useCallback(
    () =>
      void fetchModule(load).then(
        (loaded) => {
          if (mounted.current) setModule(() => loaded);
        },
        () => undefined,
      ),
    [load],
  );
  return { module, prefetch, show };
}
