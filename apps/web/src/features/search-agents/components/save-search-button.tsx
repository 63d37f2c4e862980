import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormType } from '@freight/shared/entries';
import { alert } from '../../../lib/alerts/alert';
import { createAgent, searchAgentsKey } from '../api/search-agents';
import { agentFiltersFromQuery, dropsIdentification } from '../utils/agent-filters';
import { AgentFormModal } from './agent-form-modal';
import { browserTimeZone } from './email-choice-fields';

type Props = {
  formType: FormType;
  /** Exactly the filters the entry list sends to the API (without paging and ordering). */
  query: Readonly<Record<string, string | number>>;
};

/** "Save search" on the truck and ware searches (issue 17 item 1): the current filters under a name. */
export function SaveSearchButton({ formType, query }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)} data-testid="save-search">
        {t('searchAgents.save.action')}
      </Button>
      {opened && (
        <AgentFormModal
          opened
          title={t('searchAgents.save.title')}
          submitLabel={t('searchAgents.save.submit')}
          intro={dropsIdentification(query) ? t('searchAgents.save.withoutIdentification') : undefined}
          initial={{ name: '', email_alerts: 'off', email_hour: null }}
          onClose={() => setOpened(false)}
          onSubmit={async (values) => {
            await createAgent({
              name: values.name,
              form_type: formType,
              filters: agentFiltersFromQuery(query),
              email_alerts: values.email_alerts,
              email_hour: values.email_hour,
              time_zone: browserTimeZone(),
            });
            void queryClient.invalidateQueries({ queryKey: searchAgentsKey });
            alert.success('searchAgents.save.saved', { values: { name: values.name } });
          }}
        />
      )}
    </>
  );
}
