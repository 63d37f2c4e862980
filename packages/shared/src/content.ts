import { z } from 'zod';
import { POLICY_TYPES } from './content-constants';

export const policyTypeSchema = z.enum(POLICY_TYPES);

export const policySectionSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    last_updated: z.iso.datetime(),
  })
  .meta({ id: 'PolicySection' });
export type PolicySection = z.infer<typeof policySectionSchema>;

export const usefulLinkSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    url: z.url(),
  })
  .meta({ id: 'UsefulLink' });
export type UsefulLink = z.infer<typeof usefulLinkSchema>;

/** §3 Others: realtime stats, shown in the landing banner. */
export const realtimeStatsSchema = z
  .object({
    truck_last_24h: z.number().int().nonnegative(),
    ware_last_24h: z.number().int().nonnegative(),
    active_users: z.number().int().nonnegative(),
    available_trucks: z.number().int().nonnegative(),
    available_wares: z.number().int().nonnegative(),
  })
  .meta({ id: 'RealtimeStats' });
export type RealtimeStats = z.infer<typeof realtimeStatsSchema>;

const dependencyState = z.enum(['up', 'down']);
/**
 * GET /api/health/: each dependency the API needs, by name: the database, the LISTEN connection of
 * realtime (up once what was missed while it was lost has been caught up), file storage and the job queue.
 */
const dependenciesSchema = z.object({
  database: dependencyState,
  listen: dependencyState,
  storage: dependencyState,
  jobs: dependencyState,
});
export const healthSchema = z.object({ status: z.literal('ok'), dependencies: dependenciesSchema }).meta({ id: 'Health' });
/** The 503 answer (not ready) names the dependencies that are down, in the API's error shape. */
export const healthDownSchema = z
  .object({
    code: z.literal('service_unavailable'),
    detail: z.string(),
    dependencies: dependenciesSchema,
    /** As in every error answer (ApiError). */
    request_id: z.string().optional(),
  })
  .meta({ id: 'HealthDown' });

/** GET /api/health/live: the process runs and answers (a supervisor restarts it otherwise). */
export const livenessSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Liveness' });
/** GET /api/health/ready's dependencies: those of /api/health/ and mail (SMTP answers, or the outbox is writable). */
const readinessDependenciesSchema = dependenciesSchema.extend({ mail: dependencyState });
const lifecycleStateSchema = z.enum(['starting', 'ready', 'draining']);
export const readinessSchema = z
  .object({ status: z.literal('ok'), state: z.literal('ready'), dependencies: readinessDependenciesSchema })
  .meta({ id: 'Readiness' });
/** Not ready: starting, draining (no checks are run then) or a dependency down. */
export const readinessDownSchema = z
  .object({
    code: z.literal('service_unavailable'),
    detail: z.string(),
    state: lifecycleStateSchema,
    dependencies: readinessDependenciesSchema.partial(),
    request_id: z.string().optional(),
  })
  .meta({ id: 'ReadinessDown' });
