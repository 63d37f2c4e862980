import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentUnsubscribeBodySchema,
  agentUnsubscribedSchema,
  agentUnsubscribeQuerySchema,
  searchAgentCreateSchema,
  searchAgentEntriesQuerySchema,
  searchAgentListSchema,
  searchAgentParamsSchema,
  searchAgentPatchSchema,
  searchAgentSchema,
} from '@freight/shared/agents';
import { entryPageSchema } from '@freight/shared/entries';
import { AppError } from '../../app-error';
import { requestLanguage } from '../../request-language';
import type { Caller } from '../entries/entry-permissions.service';
import { sendAgentMails } from './agent-mail.service';
import { tellConnectedMembers } from './agent-notify';
import * as agents from './agents.service';

export type AgentsRoutesOptions = {
  /** PUBLIC_URL: the links of the mails (DESIGN §4). */
  publicUrl: string;
  /** How often due agent mails are looked for, by one process for all (ENTRY_DIGEST_INTERVAL_MS); 0 turns them off. */
  mailIntervalMs: number;
};

/** Members own agents; the owner and company always come from the token (staff without a company have none). */
function callerOf(request: FastifyRequest): Caller {
  const { userId, companyId, role } = request.auth;
  if (companyId === null) throw new AppError('permission_denied');
  return { userId, companyId, role };
}

/** Saved searches (issue 17): CRUD, the matches of one, the unsubscribe link, live matches and the mail schedule. */
export const agentsRoutes: FastifyPluginAsyncZod<AgentsRoutesOptions> = async (app, opts) => {
  const common = { onRequest: app.authenticate } as const;
  const docs = { tags: ['search-agents'], security: [{ bearer: [] }] };
  const base = '/api/search-agents';

  app.get(`${base}/`, { ...common, schema: { ...docs, response: { 200: searchAgentListSchema } } }, (request) =>
    agents.listAgents(app.db, callerOf(request), app.clock()),
  );

  app.post(
    `${base}/`,
    { ...common, schema: { ...docs, body: searchAgentCreateSchema, response: { 201: searchAgentSchema } } },
    async (request, reply) => reply.code(201).send(await agents.createAgent(app.db, callerOf(request), request.body, app.clock())),
  );

  app.get(
    `${base}/:id/`,
    { ...common, schema: { ...docs, params: searchAgentParamsSchema, response: { 200: searchAgentSchema } } },
    (request) => agents.getAgent(app.db, callerOf(request), request.params.id, app.clock()),
  );

  app.patch(
    `${base}/:id/`,
    { ...common, schema: { ...docs, params: searchAgentParamsSchema, body: searchAgentPatchSchema, response: { 200: searchAgentSchema } } },
    (request) => agents.updateAgent(app.db, callerOf(request), request.params.id, request.body, app.clock()),
  );

  app.delete(`${base}/:id/`, { ...common, schema: { ...docs, params: searchAgentParamsSchema } }, async (request, reply) => {
    await agents.deleteAgent(app.db, callerOf(request), request.params.id);
    return reply.code(204).send();
  });

  // DESIGN §3 names the list `entries/`; `matches/` is the same list under the name issue 17's brief gave it.
  for (const list of ['entries', 'matches']) {
    app.get(
      `${base}/:id/${list}/`,
      {
        // Decision 071: an agent's entries are a search, and count against the member's reads as one does.
        onRequest: [app.authenticate, app.limitReads],
        schema: {
          ...docs,
          params: searchAgentParamsSchema,
          querystring: searchAgentEntriesQuerySchema,
          response: { 200: entryPageSchema },
        },
      },
      (request) =>
        agents.listAgentEntries(
          app.db,
          callerOf(request),
          request.params.id,
          request.query,
          app.clock(),
          requestLanguage(request.query.lang, request.headers['accept-language']),
        ),
    );
  }

  // Without login: the token of the mail's link names one agent. GET serves the link as clicked, POST the
  // one-click unsubscribe of mail programs (RFC 8058) and the web; the token in the query is masked in logs.
  const publicDocs = { tags: ['search-agents'] };
  app.get(
    `${base}/unsubscribe/`,
    { schema: { ...publicDocs, querystring: agentUnsubscribeQuerySchema, response: { 200: agentUnsubscribedSchema } } },
    (request) => agents.unsubscribe(app.db, request.query.token, app.clock()),
  );
  // A mail program's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form (RFC 8058): this
  // route reads such a body as empty and takes the token from the query, as the header's link carries it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, null),
  );
  app.post(
    `${base}/unsubscribe/`,
    {
      schema: {
        ...publicDocs,
        querystring: agentUnsubscribeQuerySchema,
        body: agentUnsubscribeBodySchema,
        response: { 200: agentUnsubscribedSchema },
      },
    },
    (request) => agents.unsubscribe(app.db, request.body?.token ?? request.query.token, app.clock()),
  );

  tellConnectedMembers(app);
  await app.jobs.schedule('prune-agent-matches', { everyMs: 60 * 60_000 }, () => agents.pruneExpiredMatches(app.db, app.clock()));

  // Once per interval across every process (the job queue keeps one run per period); a run claims the agents
  // it mails under row locks, so overlapping runs never mail an agent twice (agent-mail.queries.ts).
  if (opts.mailIntervalMs > 0) {
    await app.jobs.schedule('search-agent-mails', { everyMs: opts.mailIntervalMs }, async () => {
      await sendAgentMails({ db: app.db, mail: app.mail, publicUrl: opts.publicUrl }, app.clock());
    });
  }
};
