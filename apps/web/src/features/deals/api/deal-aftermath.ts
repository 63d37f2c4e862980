import type { DealRatingInput } from '@freight/shared/deal-aftermath';
import type { DealDetail } from '@freight/shared/deals';
import { api, fetchBlob, multipartBody, unwrap } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

/** Issue 32 after the transport: each step answers the deal as the caller now sees it. */
const path = (id: number) => ({ params: { path: { id } } });

export function markDelivered(id: number, proof: File | null): Promise<DealDetail> {
  const form = new FormData();
  if (proof) form.append('proof', proof, proof.name);
  return unwrap(api.POST('/api/deals/{id}/delivered/', { ...path(id), ...multipartBody(form) })) as Promise<DealDetail>;
}
export const confirmDelivery = (id: number) => unwrap(api.POST('/api/deals/{id}/confirm-delivery/', path(id))) as Promise<DealDetail>;
export const disputeDelivery = (id: number, reason: string) =>
  unwrap(api.POST('/api/deals/{id}/dispute-delivery/', { ...path(id), body: { reason } })) as Promise<DealDetail>;
export const recordInvoice = (id: number, invoiceDate: string) =>
  unwrap(api.POST('/api/deals/{id}/invoiced/', { ...path(id), body: { invoice_date: invoiceDate } })) as Promise<DealDetail>;
export const recordPayment = (id: number, paidDate: string) =>
  unwrap(api.POST('/api/deals/{id}/paid/', { ...path(id), body: { paid_date: paidDate } })) as Promise<DealDetail>;
export const rateDeal = (id: number, rating: DealRatingInput) =>
  unwrap(api.POST('/api/deals/{id}/rating/', { ...path(id), body: rating as never })) as Promise<DealDetail>;
export const replyToRating = (ratingId: number, text: string) =>
  unwrap(api.POST('/api/ratings/{id}/reply/', { params: { path: { id: ratingId } }, body: { text } })) as Promise<DealDetail>;

export async function downloadProof(deal: { id: number }, name: string): Promise<void> {
  saveBlob(await fetchBlob(`/api/deals/${deal.id}/delivery-proof/`, { accept: 'application/pdf' }), name);
}
