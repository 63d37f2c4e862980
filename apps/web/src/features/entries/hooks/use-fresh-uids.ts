import { useEffect, useRef, useState } from 'react';

/** How long a live entry stays highlighted after it arrives (issue 13: "for a few seconds"). */
export const FRESH_HIGHLIGHT_MS = 5_000;

/**
 * The uids that arrived live in the last few seconds. `liveUids` are the entries the websocket
 * added; each is marked once, when first seen, and unmarked FRESH_HIGHLIGHT_MS later. Each batch
 * fades on its own timer, so a new arrival does not prolong an older one's highlight.
 */
export function useFreshUids(liveUids: readonly string[]): ReadonlySet<string> {
  const seen = useRef(new Set<string>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const key = liveUids.join(' ');

  useEffect(() => {
    const added = key.split(' ').filter((uid) => uid !== '' && !seen.current.has(uid));
    if (added.length === 0) return;
    for (const uid of added) seen.current.add(uid);
    setFresh((current) => new Set([...current, ...added]));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setFresh((current) => new Set([...current].filter((uid) => !added.includes(uid))));
    }, FRESH_HIGHLIGHT_MS);
    timers.current.add(timer);
  }, [key]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  return fresh;
}
