import { createHash } from 'node:crypto';
import {
  SEARCH_AGENTS_MAX,
  type AgentEmailAlerts,
  type AgentUnsubscribed,
  type SearchAgent,
  type SearchAgentCreate,
  type SearchAgentEntriesQuery,
  type SearchAgentFilters,
  type SearchAgentList,
  type SearchAgentPatch,
} from '@freight/shared/agents';
import type { UiLanguage } from '@freight/shared/languages';
import { OFFER_VALIDITY_DAYS, type EntryPage, type FormType } from '@freight/shared/entries';

import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { decodeCursor, encodeCursor } from '../../db/cursor';
import { getCities } from '../geo/geo.service';
import { liveEntriesWithIds } from '../entries/entries.service';
import type { Caller } from '../entries/entry-permissions.service';
import { nextMailAt } from './agent-mail-times';
import * as queries from './agents.queries';

/** The Statistics page (issue 32 item 7) asks for the agent hits on a company's entries by month. */
export { agentHitsByMonth } from './agent-hits.queries';

/** A new or changed agent lists at once this many of the entries already live that match it. */
const EXISTING_MATCHES_KEPT = 500;

export const hashUnsubscribeToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The filters as the API answers them: only the ones set. */
function filtersOf(agent: queries.AgentRecord): SearchAgentFilters {
  const set = {
    loading_country: agent.loadingCountry ?? undefined,
    loading_city: agent.loadingCityId ?? undefined,
    loading_radius: agent.loadingRadiusKm ?? undefined,
    unloading_country: agent.unloadingCountry ?? undefined,
    unloading_city: agent.unloadingCityId ?? undefined,
    unloading_radius: agent.unloadingRadiusKm ?? undefined,
    max_weight: agent.maxWeight ?? undefined,
    max_mdp: agent.maxMdp ?? undefined,
    loading_date_from: agent.loadingDateFrom ?? undefined,
    loading_date_to: agent.loadingDateTo ?? undefined,
    truck_type: agent.truckTypes.length > 0 ? agent.truckTypes : undefined,
    platform_type: agent.platformTypes.length > 0 ? agent.platformTypes : undefined,
  };
  return Object.fromEntries(Object.entries(set).filter(([, value]) => value !== undefined)) as SearchAgentFilters;
}

function present(agent: queries.AgentRecord, newMatches: number): SearchAgent {
  return {
    id: agent.id,
    name: agent.name,
    form_type: agent.formType,
    filters: filtersOf(agent),
    paused: !agent.active,
    email_alerts: agent.emailAlerts,
    email_hour: agent.emailHour,
    time_zone: agent.timeZone,
    new_matches: newMatches,
    last_opened_at: agent.openedAt.toISOString(),
    created_at: agent.createdAt.toISOString(),
    updated_at: agent.updatedAt.toISOString(),
  };
}

/**
 * The filter columns of an agent. A city must be a known GeoNames city: its coordinates, copied here,
 * are the centre of a radius (a hand-added city has none, and the search could not use it either).
 */
async function filterColumns(db: Database, formType: FormType, filters: SearchAgentFilters) {
  const ids = [filters.loading_city, filters.unloading_city].filter((id) => id !== undefined);
  const known = await getCities(db, ids);
  const fields: Record<string, string[]> = {};
  for (const side of ['loading', 'unloading'] as const) {
    const id = filters[`${side}_city`];
    if (id !== undefined && !known.has(id)) fields[`filters.${side}_city`] = ['city_unknown'];
  }
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
  const point = (id: number | undefined) => (id === undefined ? undefined : known.get(id));
  const [loading, unloading] = [point(filters.loading_city), point(filters.unloading_city)];
  return {
    formType,
    loadingCountry: filters.loading_country ?? null,
    loadingCityId: filters.loading_city ?? null,
    loadingRadiusKm: filters.loading_radius ?? null,
    loadingLatitude: loading?.latitude ?? null,
    loadingLongitude: loading?.longitude ?? null,
    unloadingCountry: filters.unloading_country ?? null,
    unloadingCityId: filters.unloading_city ?? null,
    unloadingRadiusKm: filters.unloading_radius ?? null,
    unloadingLatitude: unloading?.latitude ?? null,
    unloadingLongitude: unloading?.longitude ?? null,
    loadingDateFrom: filters.loading_date_from ?? null,
    loadingDateTo: filters.loading_date_to ?? null,
    maxWeight: filters.max_weight ?? null,
    maxMdp: filters.max_mdp ?? null,
    // Truck types are of the truck form, platform types of the ware form (§3): the other is never set on an entry.
    truckTypes: formType === 'truck' ? [...new Set(filters.truck_type ?? [])] : [],
    platformTypes: formType === 'ware' ? [...new Set(filters.platform_type ?? [])] : [],
  };
}

type MailSettings = { emailAlerts: AgentEmailAlerts; emailHour: number | null; timeZone: string };

function assertDailyHour(settings: MailSettings) {
  if (settings.emailAlerts === 'daily' && settings.emailHour === null)
    throw new AppError('validation_failed', { fields: { email_hour: ['required'] } });
}

export async function listAgents(db: Database, caller: Caller, now: Date): Promise<SearchAgentList> {
  const agents = await queries.selectAgents(db, caller.userId);
  const fresh = await queries.countNewMatches(db, agents, now);
  return { results: agents.map((agent) => present(agent, fresh.get(agent.id) ?? 0)), next: null };
}

export async function getAgent(db: Database, caller: Caller, id: number, now: Date): Promise<SearchAgent> {
  const agent = await queries.selectAgent(db, id, caller.userId);
  if (!agent) throw new AppError('not_found');
  const fresh = await queries.countNewMatches(db, [agent], now);
  return present(agent, fresh.get(id) ?? 0);
}

/** Issue 17 item 1: at most SEARCH_AGENTS_MAX per member, counted under the member's row lock. */
export async function createAgent(db: Database, caller: Caller, body: SearchAgentCreate, now: Date): Promise<SearchAgent> {
  const mail = { emailAlerts: body.email_alerts, emailHour: body.email_hour, timeZone: body.time_zone };
  assertDailyHour(mail);
  const columns = await filterColumns(db, body.form_type, body.filters);
  return db.transaction(async (tx) => {
    await queries.lockMember(tx, caller.userId);
    if ((await queries.countAgents(tx, caller.userId)) >= SEARCH_AGENTS_MAX)
      throw new AppError('validation_failed', {
        detail: `A member keeps at most ${SEARCH_AGENTS_MAX} search agents; delete one first.`,
        fields: { search_agents: ['limit_reached'] },
      });
    const agent = await queries.insertAgent(tx, {
      ...columns,
      ...mail,
      userId: caller.userId,
      companyId: caller.companyId,
      name: body.name,
      active: !body.paused,
      pausedAt: body.paused ? now : null,
      // What is live now is listed but neither new nor mailed: the agent tells of what comes after it.
      mailedUntil: now,
      openedAt: now,
      nextMailAt: nextMailAt(mail, now),
      createdAt: now,
      updatedAt: now,
    });
    await queries.recordExistingMatches(tx, agent.id, now, EXISTING_MATCHES_KEPT);
    return present(agent, 0);
  });
}

/**
 * Rename, pause, change the filters or the e-mail. New filters list the live entries that match them at
 * once, none of them new nor mailed (as for a new agent); a changed e-mail choice starts from now, so
 * switching it on never mails what matched before.
 */
export async function updateAgent(db: Database, caller: Caller, id: number, patch: SearchAgentPatch, now: Date): Promise<SearchAgent> {
  return db.transaction(async (tx) => {
    const agent = await queries.selectAgent(tx, id, caller.userId);
    if (!agent) throw new AppError('not_found');
    const mail: MailSettings = {
      emailAlerts: patch.email_alerts ?? agent.emailAlerts,
      emailHour: patch.email_hour === undefined ? agent.emailHour : patch.email_hour,
      timeZone: patch.time_zone ?? agent.timeZone,
    };
    assertDailyHour(mail);
    const formType = patch.form_type ?? agent.formType;
    const refilter = patch.filters !== undefined || formType !== agent.formType;
    const remail = mail.emailAlerts !== agent.emailAlerts || mail.emailHour !== agent.emailHour || mail.timeZone !== agent.timeZone;
    const values: Partial<queries.AgentInsert> = {
      ...(patch.name === undefined ? {} : { name: patch.name }),
      // Paused since the first pause (pausing twice keeps it); going on clears it.
      ...(patch.paused === undefined ? {} : { active: !patch.paused, pausedAt: patch.paused ? (agent.pausedAt ?? now) : null }),
      ...(refilter ? { ...(await filterColumns(tx, formType, patch.filters ?? filtersOf(agent))), openedAt: now, mailedUntil: now } : {}),
      ...(remail ? { ...mail, nextMailAt: nextMailAt(mail, now), mailedUntil: now } : {}),
      updatedAt: now,
    };
    const updated = await queries.updateAgent(tx, id, caller.userId, values);
    if (!updated) throw new AppError('not_found');
    if (refilter) await queries.recordExistingMatches(tx, id, now, EXISTING_MATCHES_KEPT);
    const fresh = await queries.countNewMatches(tx, [updated], now);
    return present(updated, fresh.get(id) ?? 0);
  });
}

export async function deleteAgent(db: Database, caller: Caller, id: number): Promise<void> {
  if (!(await queries.deleteAgent(db, id, caller.userId))) throw new AppError('not_found');
}

/**
 * The agent's matching live entries, newest match first, presented as the entry lists present them; reading
 * them marks the agent opened, so its new matches count from now.
 */
export async function listAgentEntries(
  db: Database,
  caller: Caller,
  id: number,
  query: SearchAgentEntriesQuery,
  now: Date,
  lang: UiLanguage,
): Promise<EntryPage> {
  const agent = await queries.selectAgent(db, id, caller.userId);
  if (!agent) throw new AppError('not_found');
  const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const rows = await queries.selectMatchPage(db, agent, now, query.limit + 1, cursor);
  const page = rows.slice(0, query.limit);
  const found = await liveEntriesWithIds(
    db,
    agent.formType,
    page.map((row) => row.entryId),
    caller,
    now,
    lang,
  );
  await queries.updateAgent(db, id, caller.userId, { openedAt: now });
  const last = page.at(-1);
  return {
    results: found.map(({ entry }) => entry),
    next: rows.length > query.limit && last ? encodeCursor({ time: last.cursorTime, id: last.entryId }) : null,
  };
}

/** An entry lives at most this long after its last write (the longest offer validity, §9), plus a day. */
const MATCH_KEPT_MS = (Math.max(...OFFER_VALIDITY_DAYS) + 1) * 24 * 60 * 60 * 1000;
const PRUNE_SLICE = 10_000;

/** Forgets the matches of entries that have certainly expired (hourly, once across processes). */
export async function pruneExpiredMatches(db: Database, now: Date): Promise<void> {
  const before = new Date(now.getTime() - MATCH_KEPT_MS);
  while ((await queries.pruneMatches(db, before, PRUNE_SLICE)) === PRUNE_SLICE);
}

/** The unsubscribe link of a mail: that agent's e-mail off, without login; an unknown token is 404. */
export async function unsubscribe(db: Database, token: string | undefined, now: Date): Promise<AgentUnsubscribed> {
  const name = token ? await queries.unsubscribeByToken(db, hashUnsubscribeToken(token), now) : null;
  if (name === null) throw new AppError('not_found');
  return { status: 'unsubscribed', name };
}
