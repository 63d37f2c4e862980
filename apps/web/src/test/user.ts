import userEvent from '@testing-library/user-event';

type Options = Parameters<typeof userEvent.setup>[0];

/**
 * A member at the keyboard and mouse (user-event): every key and click fires the events a browser
 * fires. No pause between keys: the 0 ms default waits a timer per key, which only slows the tests.
 * `options` adds to that, e.g. `applyAccept: false` for a member who switches the file dialog to all files.
 */
export const setupUser = (options: Options = {}) => userEvent.setup({ delay: null, ...options });

export type User = ReturnType<typeof setupUser>;
