import userEvent from '@testing-library/user-event';

/**
 * A member at the keyboard and mouse (user-event): every key and click fires the events a browser
 * fires. No pause between keys: the 0 ms default waits a timer per key, which only slows the tests.
 */
export const setupUser = () => userEvent.setup({ delay: null });

export type User = ReturnType<typeof setupUser>;
