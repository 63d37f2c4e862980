import type { UiLanguage } from '@freight/shared/languages';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { getDeal, readableDeal } from './deal-detail';
import type { DealViewer } from './deal-present';
import { renderOrderPdf } from './deal-order-pdf';
import { selectUserName } from './deals.queries';

/**
 * GET /api/deals/{id}/order.pdf: the transport order of an agreed (or later cancelled) deal, for both
 * companies and staff, in `lang`. An open or closed-before-agreement deal has no order (409).
 */
export async function orderPdf(
  db: Database,
  viewer: DealViewer,
  id: number,
  lang: UiLanguage,
  now: Date,
): Promise<{ name: string; bytes: Buffer }> {
  const row = await readableDeal(db, viewer, id);
  if (row.number === null) throw new AppError('deal_not_open', { detail: 'Only an agreed deal has a transport order.' });
  const deal = await getDeal(db, viewer, id, now);
  const named = async (userId: number | null, companyName: string) =>
    [await selectUserName(db, userId), companyName].filter(Boolean).join(', ');
  const proposerCompany = row.termsBy === 'owner' ? row.ownerCompanyName : row.bidderCompanyName;
  const acceptorCompany = row.termsBy === 'owner' ? row.bidderCompanyName : row.ownerCompanyName;
  const bytes = await renderOrderPdf(
    { deal, proposedBy: await named(row.termsUserId, proposerCompany), acceptedBy: await named(row.acceptedByUserId, acceptorCompany) },
    lang,
  );
  return { name: `${row.number}.pdf`, bytes };
}
