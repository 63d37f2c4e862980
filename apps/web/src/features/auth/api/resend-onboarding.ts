import { useMutation } from '@tanstack/react-query';
import type { RegistrationInput } from '@freight/shared/accounts';
import { multipartBody, publicApi, unwrap } from '../../../lib/api-client';
import { registrationBody } from './register';

export type ResendInput = { tid: string; data: RegistrationInput; documents: readonly File[] };

/** §2 /registration-initialized: the corrected data (and any new documents) go back for approval. */
export const resendOnboarding = ({ tid, data, documents }: ResendInput) =>
  unwrap(
    publicApi.POST('/api/company/{tid}/pending-update/', {
      params: { path: { tid } },
      ...multipartBody(registrationBody(data, documents)),
    }),
  );

export const useResendOnboarding = () => useMutation({ mutationFn: resendOnboarding });
