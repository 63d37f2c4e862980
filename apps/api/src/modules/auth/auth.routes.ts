import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordSchema,
  detailResponseSchema,
  loginResponseSchema,
  loginSchema,
  onboardingDataSchema,
  refreshResponseSchema,
  refreshSchema,
  registrationResponseSchema,
  resetPasswordSchema,
  resetRequestSchema,
} from '@freight/shared/accounts';
import type { AuthContext } from './auth-context';
import * as changePasswordService from './change-password.service';
import { currentLogin } from './current-login';
import { createBackgroundMailer } from '../../mail/background-mail';
import { pendingUpdateRules, withRegistrationAllowance } from './registration-limit';
import { readRegistrationUpload } from './registration-upload';
import * as registration from './registration.service';
import { requestLanguage } from '../../request-language';
import * as reset from './reset.service';
import * as session from './session.service';
import * as throttle from '../../throttle';

export type AuthRoutesOptions = { publicUrl: string };

const tags = ['auth'];
const multipartBody = { consumes: ['multipart/form-data'] };
const tidParams = z.object({ tid: z.string().min(1).max(200) });

/** How often refresh tokens that can never verify again are dropped. */
const REFRESH_TOKEN_PRUNE_MS = 60 * 60_000;

/** §7 calls of the auth domain: register, onboarding, login, tokens, logout, password reset. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  const ctx: AuthContext = {
    db: app.db,
    storage: app.storage,
    mailer: app.mail,
    background: createBackgroundMailer(app.mail, app.log),
    tokens: app.tokens,
    clock: app.clock,
    log: app.log,
    publicUrl: opts.publicUrl,
  };
  app.addHook('onClose', () => ctx.background.drain());
  // Refresh tokens that expired a day ago: auth owns the table, so auth schedules its pruning (jobs/ knows no module).
  await app.jobs.schedule('prune-refresh-tokens', { everyMs: REFRESH_TOKEN_PRUNE_MS }, () =>
    session.pruneExpiredRefreshTokens(app.db, app.clock()),
  );

  app.post(
    '/api/auth/register/',
    {
      schema: {
        tags,
        ...multipartBody,
        querystring: z.object({ lang: z.string().max(35).optional() }),
        response: { 201: registrationResponseSchema },
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request.query.lang, request.headers['accept-language']);
      const created = await withRegistrationAllowance(app.db, request.ip, app.clock(), async () =>
        registration.register(ctx, await readRegistrationUpload(request), lang),
      );
      return reply.status(201).send(created);
    },
  );

  app.get('/api/company-onboarding/:tid/', { schema: { tags, params: tidParams, response: { 200: onboardingDataSchema } } }, (request) =>
    registration.getOnboarding(app.db, request.params.tid),
  );

  app.post(
    '/api/company/:tid/pending-update/',
    { schema: { tags, ...multipartBody, params: tidParams, response: { 200: registrationResponseSchema } } },
    async (request) => {
      // No login here: the address is limited, and an unknown token id is refused before a byte of the body is read.
      await throttle.enforce(app.db, pendingUpdateRules(request.ip, request.params.tid), app.clock());
      await registration.requireOpenInvitation(app.db, request.params.tid);
      return registration.updatePendingRegistration(ctx, request.params.tid, await readRegistrationUpload(request));
    },
  );

  app.post('/api/auth/login/', { schema: { tags, body: loginSchema, response: { 200: loginResponseSchema } } }, (request) =>
    session.login(ctx, request.body, request.ip),
  );

  app.post('/api/auth/token/refresh/', { schema: { tags, body: refreshSchema, response: { 200: refreshResponseSchema } } }, (request) =>
    session.refresh(ctx, request.body.refresh),
  );

  app.post('/api/auth/logout/', { schema: { tags, body: refreshSchema, response: { 200: detailResponseSchema } } }, async (request) => {
    await session.logout(ctx, request.body.refresh);
    return { detail: 'Logged out.' };
  });

  app.post(
    '/api/auth/request-password-reset/',
    { schema: { tags, body: resetRequestSchema, response: { 200: detailResponseSchema } } },
    async (request) => {
      await reset.requestReset(ctx, request.body.email, request.ip);
      return { detail: reset.RESET_REQUESTED_DETAIL };
    },
  );

  app.post(
    '/api/auth/reset-password/',
    { schema: { tags, body: resetPasswordSchema, response: { 200: detailResponseSchema } } },
    async (request) => {
      await reset.resetPassword(ctx, request.body.token, request.body.new_password);
      return { detail: reset.PASSWORD_RESET_DETAIL };
    },
  );

  app.post(
    '/api/auth/change-password/',
    {
      onRequest: app.authenticate,
      schema: { tags, security: [{ bearer: [] }], body: changePasswordSchema, response: { 200: detailResponseSchema } },
    },
    async (request) => {
      const familyId = await currentLogin(app.tokens, request.headers.authorization);
      await changePasswordService.changePassword(ctx, { userId: request.auth.userId, familyId, ip: request.ip }, request.body);
      return { detail: changePasswordService.PASSWORD_CHANGED_DETAIL };
    },
  );
};
