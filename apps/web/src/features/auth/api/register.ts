import { useMutation } from '@tanstack/react-query';
import type { RegistrationInput } from '@freight/shared/accounts';
import type { UiLanguage } from '@freight/shared/languages';
import { multipartBody, publicApi, unwrap } from '../../../lib/api-client';

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
  unwrap(publicApi.POST('/api/auth/register/', { params: { query: { lang } }, ...multipartBody(registrationBody(data, documents)) }));

export const useRegister = () => useMutation({ mutationFn: register });
