import type { DealMessage } from '@freight/shared/deals';

export type DealMessagePage = { results: DealMessage[]; next: string | null };
