import { useMutation } from '@tanstack/react-query';
import type { RegistrationInput } from '@freight/shared/accounts';
import type { UiLanguage } from '@freight/shared/languages';
import { apiFetch } from '../../../lib/api-client';

export type RegistrationResult = { company_id: number; status: 'pending' };

/** The multipart body of DESIGN §3: a `data` part with the JSON payload and one `documents` part per PDF. */
export function registrationBody(data: RegistrationInput, documents: readonly File[]): FormData {
  const body = new FormData();
  body.append('data', JSON.stringify(data));
  for (const file of documents) body.append('documents', file, file.name);
  return body;
}

export type RegisterInput = { data: RegistrationInput; documents: readonly File[]; lang: UiLanguage };

/** `lang` chooses the language of the confirmation mail. */
export const register = ({ data, documents, lang }: RegisterInput) =>
  apiFetch<RegistrationResult>('/api/auth/register/', {
    method: 'POST',
    query: { lang },
    body: registrationBody(data, documents),
    auth: 'none',
  });

export const useRegister = () => useMutation({ mutationFn: register });
