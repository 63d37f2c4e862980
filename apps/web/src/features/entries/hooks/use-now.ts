import { useEffect, useState } from 'react';

/** Entry ages are whole minutes: the clock is re-read once a minute. */
export const AGE_TICK_MS = 60_000;

/** The current time for showing ages ("12 min"), kept fresh while the list stays open. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), AGE_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
