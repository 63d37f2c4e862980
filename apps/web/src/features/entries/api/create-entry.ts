import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormType, EntryInput } from '@freight/shared/entries';
import { api, ApiRequestError, unwrap } from '../../../lib/api-client';
import { refreshOwnEntryFigures } from '../../../lib/own-entry-figures';

/** How many times a create whose answer was lost is sent again, and the pause before each. */
const RESEND_DELAYS_MS = [500, 2000];

/**
 * No answer came back (the network failed, or a proxy in between answered that the API did not): the
 * entry may have been stored all the same. Any answer of the API itself is final.
 */
const answerLost = (error: unknown) => error instanceof ApiRequestError && [0, 502, 503, 504].includes(error.status);

/**
 * §7 POST /api/{truck,ware}-requests/create/ → 201 with the entry. The body carries its uid, so a create
 * sent again after a lost answer cannot publish twice: the API answers the stored entry (200).
 */
export async function createEntry(formType: FormType, body: EntryInput) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await unwrap(api.POST(`/api/${formType}-requests/create/` as const, { body }));
    } catch (error) {
      const delay = RESEND_DELAYS_MS[attempt];
      // Without a uid a second send could publish the entry twice.
      if (delay === undefined || !body.uid || !answerLost(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

export const useCreateEntry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ formType, body }: { formType: FormType; body: EntryInput }) => createEntry(formType, body),
    // The dashboard figures follow the member's own publish at once, not after their cache time.
    onSuccess: () => void refreshOwnEntryFigures(queryClient),
  });
};
