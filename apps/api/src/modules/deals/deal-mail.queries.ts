import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fromView } from '../../db/read-view';
import { companyActiveIn, companyView } from '../companies/companies-view.queries';
import { userView } from '../users/users-view.queries';

/** One line of a member's deal mail: what happened in one deal, how many times, since their last mail. */
export type DealActivityRow = {
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  language: string;
  deal_id: number;
  reference: string;
  kind: string;
  n: number;
};

/** Activity older than this is never mailed (it bounds the scan to the created_at indexes). */
const LOOK_BACK_MS = 24 * 60 * 60 * 1000;

/**
 * What the other side did in each deal (its offers, counters, acceptances, declines, withdrawals,
 * cancellations and messages) after a member's last deal mail and after the member was last seen, for
 * active members of active companies: a member seen since has been online and was told live.
 */
export async function selectUnmailedActivity(db: Database, now: Date): Promise<DealActivityRow[]> {
  const floor = new Date(now.getTime() - LOOK_BACK_MS).toISOString();
  const until = now.toISOString();
  const member = userView('mail_member');
  const company = companyView('mail_company');
  const result = await db.execute(sql`
    with activity as (
      select d.id as deal_id, coalesce(d.number, d.entry_snapshot ->> 'identification_id') as reference, 'message' as kind,
        case when m.side = 'owner' then d.bidder_company_id else d.owner_company_id end as company_id, m.created_at
      from deal_messages m join deals d on d.id = m.deal_id
      where m.created_at > ${floor}::timestamptz and m.created_at <= ${until}::timestamptz
      union all
      select d.id, coalesce(d.number, d.entry_snapshot ->> 'identification_id'), e.kind,
        case when e.side = 'owner' then d.bidder_company_id else d.owner_company_id end, e.created_at
      from deal_events e join deals d on d.id = e.deal_id
      where e.side is not null and e.created_at > ${floor}::timestamptz and e.created_at <= ${until}::timestamptz
    )
    select ${member.id} as user_id, ${member.email} as email, ${member.firstName} as first_name, ${member.lastName} as last_name,
      ${member.language} as language, a.deal_id, a.reference, a.kind, count(*)::int as n
    from activity a
    join ${fromView(member)} on ${member.companyId} = a.company_id
    join ${fromView(company)} on ${company.id} = ${member.companyId}
    left join deal_mail_marks mm on mm.user_id = ${member.id}
    where ${member.isActive} and ${member.hasPassword} and ${companyActiveIn(company, now)}
      and a.created_at > coalesce(mm.mailed_until, ${floor}::timestamptz)
      and (${member.lastSeenAt} is null or ${member.lastSeenAt} < a.created_at)
    group by 1, 2, 3, 4, 5, a.deal_id, a.reference, a.kind
    order by 1, a.deal_id, a.kind`);
  return (result as unknown as { rows: DealActivityRow[] }).rows;
}

/** The members mailed now: their next mail covers only what comes after `now`. */
export async function markMailed(db: Database, userIds: number[], now: Date): Promise<void> {
  if (userIds.length === 0) return;
  await db.execute(sql`insert into deal_mail_marks (user_id, mailed_until)
    select unnest(${`{${userIds.join(',')}}`}::int[]), ${now.toISOString()}::timestamptz
    on conflict (user_id) do update set mailed_until = excluded.mailed_until`);
}
