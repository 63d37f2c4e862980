import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { resolveJwtSecret, type AppConfig } from './config';
import type { DbHandle } from './db/client';
import { jobsPlugin } from './jobs/jobs-plugin';
import { loggerOptions } from './logger';
import { requestIdFrom } from './request-context';
import { memberLimitsPlugin } from './plugins/member-limits';
import { metricsPlugin } from './plugins/metrics';
import { lifecyclePlugin } from './plugins/lifecycle';
import { requestIdPlugin } from './plugins/request-id';
import { adaptersPlugin } from './plugins/adapters';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors';
import { inputGuardPlugin } from './plugins/input-guard';
import { multipartPlugin } from './plugins/multipart';
import { realtimePlugin } from './modules/realtime/realtime.plugin';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';
import { websocketPlugin } from './plugins/websocket';
import type { SocketTokenVerifier } from './modules/realtime/socket-auth';
import { updatesSocketRoutes } from './modules/realtime/updates-socket.routes';
import { agentsRoutes } from './modules/agents/agents.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { loginIsLive } from './modules/auth/session.queries';
import { companiesRoutes } from './modules/companies/companies.routes';
import { contentRoutes } from './modules/content/content.routes';
import { dealsRoutes } from './modules/deals/deals.routes';
import { getRealtimeStats } from './modules/content/content.service';
import { employeesRoutes } from './modules/employees/employees.routes';
import { entryDigestPlugin } from './modules/digest/entry-digest.plugin';
import { selectEmail, selectStandings, setLastSeenAt } from './modules/users/user-accounts.queries';
import { contractRoutes } from './modules/content/contracts.routes';
import { geoRoutes } from './modules/geo/geo.routes';
import { getCities, knownCityDistanceKm } from './modules/geo/geo.service';
import { lanePricesRoutes } from './modules/lane-prices/lane-prices.routes';
import { statisticsRoutes } from './modules/statistics/statistics.routes';
import { healthRoutes } from './modules/health/health.routes';
import { systemRoutes } from './modules/health/system.routes';
import { incidentsRoutes } from './modules/incidents/incidents.routes';
import { dashboardCountsRoutes } from './modules/entries/dashboard-counts.routes';
import { entriesRoutes } from './modules/entries/entries.routes';
import { eventEntryIn } from './modules/entries/entry-places.service';
import { mayManage } from './modules/entries/entry-permissions.service';
import { matchingRoutes } from './modules/matching/matching.routes';
import { staffIncidentsRoutes } from './modules/staff/staff-incidents.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { recordMemberLimited } from './modules/audit/audit.service';
import { changeRequestsRoutes } from './modules/change-requests/change-requests.routes';
import { reputationRoutes } from './modules/reputation/reputation.routes';
import { contactFlagsRoutes } from './modules/contact-flags/contact-flags.routes';
import { updateInfoRoutes } from './modules/updates/updates.routes';

export type BuildOptions = {
  config: AppConfig;
  database: DbHandle;
  /** Where logs go; tests pass a capture stream, main passes nothing (stdout). */
  logStream?: DestinationStream;
  /** Tests replace the websocket's token check; the app uses the access-token check of plugins/auth. */
  verifySocketToken?: SocketTokenVerifier;
  /** Injectable clock (DESIGN §5): token lifetimes and expiries are computed from it. */
  clock?: () => Date;
};

/** The whole server (DESIGN §2): main.ts and every test build it here, in the same plugin order. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: false },
    frameworkErrors,
    clientErrorHandler,
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Outside libraries and cross-cutting concerns first, then the app's routes.
  await app.register(requestIdPlugin);
  await app.register(lifecyclePlugin);
  await app.register(metricsPlugin, {
    database: options.database,
    token: config.metricsToken,
    port: config.metricsPort,
    version: config.version,
  });
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityPlugin, { publicUrl: config.publicUrl });
  await app.register(dbPlugin, { handle: options.database });
  await app.register(adaptersPlugin, {
    dataDir: config.dataDir,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    mailSendTimeoutSeconds: config.mailSendTimeoutSeconds,
    s3: config.s3,
  });
  // After the adapters: queued mail is sent through app.mailer.
  await app.register(jobsPlugin, {
    mailFrom: config.mailFrom,
    mailSendTimeoutSeconds: config.mailSendTimeoutSeconds,
    maintenanceSeconds: config.jobsMaintenanceSeconds,
  });
  await app.register(authPlugin, {
    jwtSecret: resolveJwtSecret(config),
    clock: options.clock,
    authCacheMs: config.authCacheMs,
    standings: { read: selectStandings, markSeen: setLastSeenAt },
  });
  await app.register(memberLimitsPlugin, {
    readsPerMinute: config.memberReadsPerMinute,
    publishesPerHour: config.companyPublishesPerHour,
    onLimited: async (request, limit) =>
      recordMemberLimited(app.db, {
        at: app.clock(),
        userId: request.auth.userId,
        email: await selectEmail(app.db, request.auth.userId),
        companyId: request.auth.companyId,
        limit,
        route: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
      }),
  });
  await app.register(multipartPlugin);
  await app.register(docsPlugin);
  await app.register(websocketPlugin);
  await app.register(realtimePlugin, {
    handle: options.database,
    countStats: getRealtimeStats,
    entryRules: {
      mayManage,
      eventEntryIn,
      cityDistanceKm: knownCityDistanceKm,
      knowCities: getCities,
    },
    statsCacheMs: config.statsCacheMs,
    maxBufferedBytes: config.wsMaxBufferedBytes,
  });

  await app.register(healthRoutes);
  await app.register(systemRoutes, { version: config.version });
  await app.register(contentRoutes);
  await app.register(contractRoutes);
  await app.register(geoRoutes);
  await app.register(authRoutes, { publicUrl: config.publicUrl });
  await app.register(staffRoutes, { publicUrl: config.publicUrl });
  await app.register(auditRoutes);
  await app.register(changeRequestsRoutes);
  await app.register(contactFlagsRoutes);
  await app.register(updateInfoRoutes);
  await app.register(entriesRoutes, { listCacheMs: config.listCacheMs });
  await app.register(incidentsRoutes, { publicUrl: config.publicUrl });
  await app.register(staffIncidentsRoutes, { publicUrl: config.publicUrl });
  await app.register(companiesRoutes);
  await app.register(reputationRoutes);
  await app.register(employeesRoutes, { publicUrl: config.publicUrl });
  await app.register(entryDigestPlugin, { publicUrl: config.publicUrl, digestIntervalMs: config.entryDigestIntervalMs });
  await app.register(dashboardCountsRoutes);
  // Search agents' mails share the digests' interval (ENTRY_DIGEST_INTERVAL_MS): the same kind of batched mail.
  await app.register(agentsRoutes, { publicUrl: config.publicUrl, mailIntervalMs: config.entryDigestIntervalMs });
  await app.register(matchingRoutes);
  // Deal mails share the digests' interval too (at most one per member per 15 minutes by default).
  await app.register(dealsRoutes, { publicUrl: config.publicUrl, mailIntervalMs: config.entryDigestIntervalMs });
  await app.register(lanePricesRoutes);
  await app.register(statisticsRoutes);
  await app.register(updatesSocketRoutes, {
    publicUrl: config.publicUrl,
    heartbeatMs: config.wsHeartbeatMs,
    verifyToken:
      options.verifySocketToken ??
      (async (token) => {
        const claims = await app.tokens.verifyAccess(token);
        // An access token outlives its login by up to its 5 minutes over HTTP (decision 005), but opens no socket
        // once the login ended: a socket lives for hours, renewed by tokens of that login (decision 075).
        if (claims?.familyId && !(await loginIsLive(app.db, claims.familyId, app.clock()))) return null;
        const auth = claims && (await app.resolveAccessToken(token));
        return auth
          ? { userId: auth.userId, companyId: auth.companyId, role: auth.role, familyId: claims.familyId, expiresAt: claims.expiresAt }
          : null;
      }),
  });

  if (config.webDist) await app.register(webPlugin, { webDist: config.webDist });
  return app;
}
