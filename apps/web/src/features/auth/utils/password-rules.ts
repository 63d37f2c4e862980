import { passwordSchema } from '@freight/shared/accounts';
import type { PasswordRule } from '../components/password-rules';

/** The §5 password rules as a checklist, from the same schema the API applies. */
export function passwordRules(password: string): PasswordRule[] {
  const result = passwordSchema.safeParse(password);
  const failed = new Set(result.success ? [] : result.error.issues.map((issue) => issue.message));
  const met = (code: string) => password !== '' && !failed.has(code);
  return [
    { key: 'resetPassword.rules.length', met: met('password_too_short') && met('password_too_long') },
    { key: 'resetPassword.rules.notNumeric', met: met('password_entirely_numeric') },
    { key: 'resetPassword.rules.notCommon', met: met('password_too_common') },
  ];
}
