import { Alert, Anchor, Container, Grid, NavLink as MantineNavLink, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PolicyType } from '@freight/shared/content-constants';
import { useFormat } from '../../../lib/format/use-format';
import { currentLanguage } from '../../../lib/i18n';
import { usePolicy } from '../api/get-policy';

/**
 * Issue 13 item 12: policy text holds long compounds and bare URLs that are wider than a phone.
 * They may break anywhere (hyphenated where the browser knows the language, set on the content
 * below) rather than scroll the page sideways. The content is plain paragraphs (no tables).
 */
const READABLE_CONTENT = { overflowWrap: 'anywhere', hyphens: 'auto', minWidth: 0 } as const;

const SIDEBAR_LINKS = [
  { to: '/login', key: 'nav.login' },
  { to: '/register', key: 'nav.register' },
  { to: '/policy/about', key: 'nav.about' },
  { to: '/policy/terms', key: 'nav.terms' },
  { to: '/policy/privacy', key: 'nav.privacy' },
] as const;

/** §2 /policy/{type}: numbered sections with a sidebar of contents, last-updated date and site links. */
export function PolicyPage() {
  const { t } = useTranslation();
  const format = useFormat();
  // The route loader has already refused unknown types.
  const type = useParams().type as PolicyType;
  const language = currentLanguage();
  const { data, isPending, isError } = usePolicy(type, language);
  const lastUpdated = data?.reduce((latest, section) => (section.last_updated > latest ? section.last_updated : latest), '');
  const anchor = (id: number) => `section-${id}`;

  return (
    <Container size="lg" py="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="md" style={{ position: 'sticky', top: 80 }}>
            <Stack gap="xs">
              <Text fw={700}>{t('policy.contents')}</Text>
              <nav aria-label={t('policy.contents')}>
                {data?.map((section, index) => (
                  <MantineNavLink key={section.id} href={`#${anchor(section.id)}`} label={`${index + 1}. ${section.title}`} />
                ))}
              </nav>
              {lastUpdated && (
                <Text size="sm" c="dimmed" data-testid="policy-last-updated">
                  {t('policy.lastUpdated', { date: format.date(lastUpdated) })}
                </Text>
              )}
              <Stack gap={4} component="nav" aria-label={t('policy.moreLinks')} mt="sm">
                {SIDEBAR_LINKS.map((link) => (
                  <Anchor key={link.to} component={Link} to={link.to} size="sm">
                    {t(link.key)}
                  </Anchor>
                ))}
              </Stack>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg" lang={language} style={READABLE_CONTENT}>
            <Title order={1}>{t(`policy.titles.${type}`)}</Title>
            {isPending && <Skeleton h={240} />}
            {isError && <Alert color="red">{t('policy.loadError')}</Alert>}
            {data?.length === 0 && <Alert color="yellow">{t('policy.empty')}</Alert>}
            {data?.map((section, index) => (
              <section key={section.id} id={anchor(section.id)} data-testid="policy-section" style={{ scrollMarginTop: 80 }}>
                <Title order={2} fz="xl">
                  {`${index + 1}. ${section.title}`}
                </Title>
                {section.content.split('\n\n').map((paragraph, paragraphIndex) => (
                  <Text key={paragraphIndex} mt="xs">
                    {paragraph}
                  </Text>
                ))}
              </section>
            ))}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

export { PolicyPage as Component };
