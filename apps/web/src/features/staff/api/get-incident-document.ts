import { fetchBlob } from '../../../lib/api-client';

/** An incident document for review (its `url` from the list). */
export const getIncidentDocument = (path: string): Promise<Blob> => fetchBlob(path);
