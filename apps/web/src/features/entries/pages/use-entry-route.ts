import { useQueryClient } from '@tanstack/react-query';
import { useMatches, useNavigate } from 'react-router';
import { FORM_TYPES, type FormType } from '@freight/shared/entries';
import { alert } from '../../../lib/alerts/alert';
import { ApiRequestError } from '../../../lib/api-client';
import { limitedMessage } from '../utils/limited-wait';

/** The form type is route data (`handle.formType`): one page module serves trucks and wares. */
export function useFormType(): FormType {
  const formType = useMatches()
    .map((match) => (match.handle as { formType?: unknown } | undefined)?.formType)
    .find((value): value is FormType => (FORM_TYPES as readonly unknown[]).includes(value));
  if (!formType) throw new Error('An entry route needs handle.formType');
  return formType;
}

/** §4/§8 after a save: 'Form Submitted Successfully!' (5 s), then My trucks or My wares; on failure the danger alert. */
export function useEntryOutcome(formType: FormType) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return {
    succeeded: () => {
      alert.success('entries.submitted');
      void queryClient.invalidateQueries({ queryKey: ['entries'] });
      void navigate(`/dashboard/my-${formType}s`);
    },
    failed: (error: unknown) => {
      // Fields the API refused (its clock may see a date as past that the browser did not) are marked on
      // the form: the same warning as the form's own check, not a failure to submit.
      if (error instanceof ApiRequestError && error.code === 'validation_failed' && error.fields)
        alert.warning('entries.validationInvalid');
      else if (error instanceof ApiRequestError && error.status === 429) {
        // Decision 071: the company's publishes for now are used up; the form keeps what was typed.
        const message = limitedMessage('publish', error.retryAfterSeconds);
        alert.warning(message.key, { values: message.values });
      } else alert.danger('entries.submitFailed', { details: error });
    },
  };
}
