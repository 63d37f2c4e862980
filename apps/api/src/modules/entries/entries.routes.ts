import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  entryPageSchema,
  entrySchema,
  FORM_TYPES,
  entryInputSchema,
  entryPatchSchema,
  type Entry,
  type EntryPage,
  type FormType,
} from '@freight/shared/entries';
import {
  entryListQuerySchema,
  entryReadQuerySchema,
  entryRefreshResponseSchema,
  entryViewResponseSchema,
  type EntryListQuery,
} from '@freight/shared/entry-list-query';
import type { UiLanguage } from '@freight/shared/languages';
import { acceptsEncoding } from '../../accept-encoding';
import { AppError } from '../../app-error';
import { requestLanguage } from '../../request-language';
import { selectOpenOfferCounts } from '../deals/deals.service';
import { entryInLanguage } from './entry-places.service';
import { withReputations } from './entry-reputation';
import { reportGone } from './gone-reports.service';
import { ListCache } from './list-cache';
import { withNewEntry } from './new-entry-on-page';
import { getEntry, listEntries } from './entries.service';
import type { Caller } from './entry-permissions.service';
import { createEntry, deleteEntry, refreshEntry, updateEntry, viewEntry } from './entry-writes.service';
import { answersConcerned, changeOfEvent, type CachedSearch, type EntryChange } from './search-changes';
import { answerFor, shareAnswer } from './shared-answer';

const uidParamsSchema = z.object({ uid: z.string().min(1).max(64) });

/** Decision 015: places are named in `?lang=` (the web sends its interface language), else Accept-Language's. */
const readerLanguage = (request: FastifyRequest, lang: string | undefined) => requestLanguage(lang, request.headers['accept-language']);

/**
 * A search's question as the cache keys it: the parsed filters in one order, without the language (the
 * key has the one the reader gets). Parameters in another order, or unknown ones, ask the same question
 * and share its answer; they cannot fill the cache with copies of one search.
 */
function questionOf(query: EntryListQuery): string {
  return Object.entries(query)
    .filter(([name, value]) => name !== 'lang' && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${String(value)}`)
    .join('&');
}

/** Members act for the company and with the role of their token (§6); staff without a company have no entries. */
function callerOf(request: FastifyRequest): Caller {
  const { userId, companyId, role } = request.auth;
  if (companyId === null) throw new AppError('permission_denied');
  return { userId, companyId, role };
}

/** §7 entry calls: one set of routes per form type, the form type is data (truck-requests, ware-requests). */
export const entriesRoutes: FastifyPluginAsyncZod<{ listCacheMs: number }> = async (app, opts) => {
  const cache = new ListCache<CachedSearch>(opts.listCacheMs);
  /** A new entry joins the first pages it surely belongs on; any other change makes the answers it concerns be computed again. */
  const apply = (change: EntryChange) =>
    change.created
      ? cache.revise(answersConcerned(change), (cached) => withNewEntry(cached, change.entry), change.entry.uid, app.clock().getTime())
      : cache.forget(answersConcerned(change), change.entry.uid);
  app.realtime.onEvent((event) => apply(changeOfEvent(event)));
  // A company deactivated or re-approved takes its entries out of (or back into) every search.
  app.realtime.onCompanyChange(() => cache.clear());

  // The service writes each change and its realtime event in one transaction (the outbox). After it,
  // this process applies the change to its answers at once; the others when the NOTIFY reaches them.
  const changed = (formType: FormType, companyId: number, entry: EntryChange['entry'], deleted = false, created = false) =>
    apply({ formType, companyId, entry, deleted, created });

  const common = { onRequest: app.authenticate } as const;
  // Decision 071: searches and entry pages count against the member's reads, publishes against the company's.
  const reading = { onRequest: [app.authenticate, app.limitReads] };
  const publishing = { onRequest: [app.authenticate, app.limitPublishes] };

  /** A create's or an edit's answer is the entry as a read gives it: named in the reader's language, with its company's badge (issue 32). */
  const answerEntry = async (entry: Entry, lang: UiLanguage) => {
    // A publish carries its badge already (its event does).
    const withBadge = entry.company.reputation ? entry : (await withReputations(app.db, [entry]))[0]!;
    return entryInLanguage(app.db, withBadge, lang);
  };

  for (const formType of FORM_TYPES) {
    const base = `/api/${formType}-requests`;
    const docs = { tags: ['entries'], security: [{ bearer: [] }] };

    app.get(
      `${base}/`,
      { ...reading, schema: { ...docs, querystring: entryListQuerySchema, response: { 200: entryPageSchema } } },
      async (request, reply) => {
        const caller = callerOf(request);
        const now = app.clock();
        // Search answers are shared by every company, `my` lists by a company's members: `is_own` and
        // `can_manage` are set per reader, from the token's user and role.
        const scope = request.query.my === 'true' ? caller.companyId : '*';
        // Places are named in the reader's language: readers of one language share (and gzip) one answer.
        const lang = readerLanguage(request, request.query.lang);
        const key = `${formType}|${scope}|${lang}|${questionOf(request.query)}`;
        let computed = false;
        const { answer } = await cache.answer(key, now.getTime(), async () => {
          computed = true;
          const { page, facts } = await listEntries(app.db, formType, caller, request.query, now, lang);
          return {
            formType,
            scope,
            query: request.query,
            lang,
            // A company's own list is read by its members only, who get it with `is_own` set: its shared
            // bytes are gzipped when one is sent (an empty page), not ahead.
            answer: await shareAnswer(page, facts, cache.enabled && scope === '*'),
          };
        });
        // A request that asked the database itself is a miss; one served from memory (or sharing another's answer) a hit.
        if (cache.enabled) app.metrics.listCache.inc({ result: computed ? 'miss' : 'hit' });
        const asGzip = acceptsEncoding(request.headers['accept-encoding'], 'gzip');
        // My trucks / My wares show each entry's open offers (issue 31 item 2), counted now for this page's
        // entries: offers change no entry, so the cached answer cannot hold them. Searches never carry them.
        const openOffers = scope === '*' ? undefined : await selectOpenOfferCounts(app.db, caller.companyId, [...answer.uids]);
        const body = await answerFor(answer, caller, asGzip, openOffers);
        reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
        if (asGzip) reply.header('content-encoding', 'gzip');
        // Fastify sends a string or a buffer as it is (no second serialization); listEntries built the page to the schema.
        return reply.send(body as unknown as EntryPage);
      },
    );

    app.post(
      `${base}/create/`,
      {
        ...publishing,
        schema: { ...docs, querystring: entryReadQuerySchema, body: entryInputSchema, response: { 200: entrySchema, 201: entrySchema } },
      },
      async (request, reply) => {
        const created = await createEntry(app.db, formType, callerOf(request), request.body, app.clock());
        const entry = await answerEntry(created.entry, readerLanguage(request, request.query.lang));
        // A create sent again with the same uid (its answer was lost) gets the stored entry: 200, no new event.
        if (created.replayed) return reply.code(200).send(entry);
        changed(formType, created.entry.company.id, created.published, false, true);
        return reply.code(201).send(entry);
      },
    );

    app.get(
      `${base}/:uid/`,
      { ...reading, schema: { ...docs, params: uidParamsSchema, querystring: entryReadQuerySchema, response: { 200: entrySchema } } },
      (request) =>
        getEntry(app.db, formType, request.params.uid, callerOf(request), app.clock(), readerLanguage(request, request.query.lang)),
    );

    app.patch(
      `${base}/:uid/`,
      {
        ...common,
        schema: {
          ...docs,
          params: uidParamsSchema,
          querystring: entryReadQuerySchema,
          body: entryPatchSchema,
          response: { 200: entrySchema },
        },
      },
      async (request) => {
        const entry = await updateEntry(app.db, formType, request.params.uid, callerOf(request), request.body, app.clock());
        changed(formType, entry.company.id, entry);
        return answerEntry(entry, readerLanguage(request, request.query.lang));
      },
    );

    app.delete(`${base}/:uid/`, { ...common, schema: { ...docs, params: uidParamsSchema } }, async (request, reply) => {
      const caller = callerOf(request);
      await deleteEntry(app.db, formType, request.params.uid, caller);
      changed(formType, caller.companyId, { uid: request.params.uid }, true);
      return reply.code(204).send();
    });

    app.post(
      `${base}/:uid/view/`,
      { ...common, schema: { ...docs, params: uidParamsSchema, response: { 200: entryViewResponseSchema } } },
      (request) => viewEntry(app.db, formType, request.params.uid, callerOf(request), app.clock()),
    );

    // Issue 33: another company's entry reported "already gone"; the third report hides it as a delete would.
    app.post(`${base}/:uid/gone/`, { ...common, schema: { ...docs, params: uidParamsSchema } }, async (request, reply) => {
      const uid = request.params.uid;
      const reported = await reportGone(app.db, formType, uid, callerOf(request), app.clock());
      changed(formType, reported.companyId, { uid }, reported.hidden);
      return reply.code(204).send();
    });

    app.post(
      `${base}/:uid/refresh/`,
      { ...common, schema: { ...docs, params: uidParamsSchema, response: { 200: entryRefreshResponseSchema } } },
      async (request) => {
        const caller = callerOf(request);
        const refreshed = await refreshEntry(app.db, formType, request.params.uid, caller, app.clock());
        // The entry moves to the top of every search it meets; its filters' fields come with the event.
        changed(formType, caller.companyId, { uid: request.params.uid });
        return refreshed;
      },
    );
  }
};
