import { z } from 'zod';
import { isoTime } from '../answers/common.js';
import { localized } from '../i18n/localized.js';
import type { ListDef } from '../list.js';
import { scanResultEnglish } from '../messages/en/labels.js';
import { scanResultLabelTexts } from '../messages/id/labels.js';
import { SCAN_RESULTS } from './schemas.js';

/** Labels of the scan results, for filters and the show's refusal counts. */
export const scanResultLabels = localized('labels.scan-result', scanResultLabelTexts, scanResultEnglish);

/** GET /door/passes: the admins' list of door passes. */
export const doorPassesList = {
  search: ['label'],
  sort: { fields: ['createdAt', 'label'], default: '-createdAt' },
  filters: { active: { kind: 'boolean', label: 'Masih berlaku' } },
} as const satisfies ListDef;

/** GET /tiket/:id/scans: every scan uploaded for a show, refused ones with their reason. */
export const doorScansList = {
  search: ['code', 'device_name'],
  sort: { fields: ['scanned_at'], default: '-scanned_at' },
  filters: {
    result: { kind: 'enum', values: SCAN_RESULTS, labels: scanResultLabels, label: 'Hasil' },
    conflict: { kind: 'boolean', label: 'Konflik' },
    /** every refusal at once, whatever its reason: the door's "pindaian ditolak" */
    refused: { kind: 'boolean', label: 'Ditolak' },
  },
} as const satisfies ListDef;

/** A row of GET /tiket/:id/scans */
export const doorScanRowSchema = z.object({
  id: z.number().int(),
  scanId: z.string(),
  code: z.string(),
  result: z.enum(SCAN_RESULTS),
  device: z.string(),
  staff: z.string(),
  scannedAt: isoTime(),
  receivedAt: isoTime(),
  conflict: z.string().nullable(),
});
export type DoorScanRow = z.infer<typeof doorScanRowSchema>;
