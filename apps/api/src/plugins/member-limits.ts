import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MemberLimits } from '../member-limits';
import { RateLimitedError } from '../throttle';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook after `authenticate`: one read of the exchange by the calling member (decision 071). */
    limitReads: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook after `authenticate`: one publish by the calling member's company (decision 071). */
    limitPublishes: (request: FastifyRequest) => Promise<void>;
  }
}

export type MemberLimit = 'reads' | 'publishes';

export type MemberLimitOptions = {
  /** Reads of the exchange a member may make a minute, and at once; 0: no limit. */
  readsPerMinute: number;
  /** Entries a company may publish an hour; 0: no limit. */
  publishesPerHour: number;
  /**
   * Called once when a member's requests start being refused (not for every refusal after it), for staff to see:
   * app.ts writes it to the audit log (plugins import no module, decision 024).
   */
  onLimited: (request: FastifyRequest, limit: MemberLimit) => Promise<void>;
};

/** A company's publishes at once: the hour's allowance comes at an even pace after these. */
const PUBLISH_BURST = 30;

/**
 * Decision 071: the reads that make up the exchange's data (entry searches and pages, matches, a search
 * agent's entries, the company directory, company pages and reputation) are limited per member, and
 * publishing per company, so that one account cannot copy the exchange or flood it with entries, and
 * neither can slow it down for everyone else. A refusal is 429 `rate_limited` with Retry-After, and is
 * counted for operators; the first of a run is written to the audit log, where staff see who is reading
 * or publishing at a machine's pace.
 */
export const memberLimitsPlugin = fp(async (app: FastifyInstance, options: MemberLimitOptions) => {
  const refusals = app.metrics.memberLimitRefusals;
  const hook =
    (limit: MemberLimit, limits: MemberLimits | null, keyOf: (request: FastifyRequest) => string) => async (request: FastifyRequest) => {
      if (!limits) return;
      const { wait, onset } = limits.take(keyOf(request), app.clock().getTime());
      if (wait === 0) return;
      refusals.inc({ limit });
      // The record is for staff; failing to write it must not turn the member's 429 into a 500.
      if (onset)
        await options.onLimited(request, limit).catch((error: unknown) => request.log.error({ err: error }, 'member limit not audited'));
      throw new RateLimitedError(wait);
    };

  const { readsPerMinute, publishesPerHour } = options;
  const reads = readsPerMinute > 0 ? new MemberLimits({ burst: readsPerMinute, perSecond: readsPerMinute / 60 }) : null;
  const publishes =
    publishesPerHour > 0
      ? new MemberLimits({ burst: Math.min(PUBLISH_BURST, publishesPerHour), perSecond: publishesPerHour / 3600 })
      : null;
  app.decorate(
    'limitReads',
    hook('reads', reads, (request) => `user:${request.auth.userId}`),
  );
  // Staff (no company) publish no entries; their user stands for a company of one.
  app.decorate(
    'limitPublishes',
    hook('publishes', publishes, (request) => `company:${request.auth.companyId ?? `user:${request.auth.userId}`}`),
  );
});
