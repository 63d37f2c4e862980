import { useMutation } from '@tanstack/react-query';
import type { RegistrationInput } from '@freight/shared/accounts';
import { apiFetch } from '../../../lib/api-client';
import { registrationBody, type RegistrationResult } from './register';

export type ResendInput = { tid: string; data: RegistrationInput; documents: readonly File[] };

/** §2 /registration-initialized: the corrected data (and any new documents) go back for approval. */
export const resendOnboarding = ({ tid, data, documents }: ResendInput) =>
  apiFetch<RegistrationResult>(`/api/company/${encodeURIComponent(tid)}/pending-update/`, {
    method: 'POST',
    body: registrationBody(data, documents),
    auth: 'none',
  });

export const useResendOnboarding = () => useMutation({ mutationFn: resendOnboarding });
