import type { OfficeBatchSheet } from '@apostille/domain';
import { adminRequest } from '../api/request';

export const batchSheetKey = (office: string) => ['office-batch-sheet', office] as const;

/** GET /api/admin/offices/:office/batch-sheet: the open orders whose routes pass through the office. */
export const fetchBatchSheet = (office: string) => adminRequest<OfficeBatchSheet>(`/api/admin/offices/${encodeURIComponent(office)}/batch-sheet`);
