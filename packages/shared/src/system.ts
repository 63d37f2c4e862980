import { z } from 'zod';

/**
 * GET /api/staff/system/ (issue 34): what an operator looks at first. Each dependency as the answering
 * process sees it, the job queues, and every API process that reported in the last few minutes.
 */
const state = z.enum(['up', 'down']);

export const systemProcessSchema = z.object({
  id: z.string(),
  host: z.string(),
  pid: z.number().int(),
  version: z.string(),
  started_at: z.string(),
  seen_at: z.string(),
  /** Not seen for longer than three reporting intervals: stopped or hanging. */
  stale: z.boolean(),
  sockets: z.number().int(),
  requests_last_hour: z.number().int(),
  errors_last_hour: z.number().int(),
});

export const systemQueueSchema = z.object({
  queue: z.string(),
  queued: z.number().int(),
  failed: z.number().int(),
  oldest_age_seconds: z.number(),
});

export const systemStatusSchema = z
  .object({
    dependencies: z.object({ database: state, listen: state, storage: state, jobs: state, mail: state }),
    queues: z.array(systemQueueSchema),
    processes: z.array(systemProcessSchema),
    open_sockets: z.number().int(),
    requests_last_hour: z.number().int(),
    errors_last_hour: z.number().int(),
    /** 5xx answers ÷ requests over the last hour across the processes, null without requests. */
    error_rate_last_hour: z.number().nullable(),
  })
  .meta({ id: 'SystemStatus' });

export type SystemStatus = z.infer<typeof systemStatusSchema>;
export type SystemProcess = z.infer<typeof systemProcessSchema>;
