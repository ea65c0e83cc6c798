import type { DoorConflict, DoorSession, DoorShow } from '@teater/contract/door';
import type { Decision } from './decide';

export type Phase = 'loading' | 'login' | 'activating' | 'setup' | 'door' | 'ended';

/** The result on screen: a verdict (null: the code was empty), and when its scan began. */
export interface Shown {
  key: string;
  decision: Decision | null;
  /** performance.now() of the key press or camera read that made the scan */
  startedAt: number;
}

/** Everything the door screen shows, as one snapshot (useSyncExternalStore). */
export interface DoorView {
  phase: Phase;
  session: DoorSession | null;
  deviceName: string;
  /** this device's own id (its till's sales and shares are keyed by it) */
  deviceId: string;
  /** the shows the door is open for */
  shows: DoorShow[];
  online: boolean;
  /** scans waiting to upload */
  queued: number;
  refreshedAt: string | null;
  /** admitted of sold over the open shows, every device's as far as this one knows */
  present: number;
  sold: number;
  /** admitted on this device */
  mine: number;
  conflicts: DoorConflict[];
  last: Shown | null;
  /** tickets downloaded so far while the door opens; null when not downloading */
  downloading: number | null;
  /** a message for the start screens (a failed download, a pass link that no longer works) */
  failed: string | null;
}

export const initialView: DoorView = {
  phase: 'loading',
  session: null,
  deviceName: '',
  deviceId: '',
  shows: [],
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  queued: 0,
  refreshedAt: null,
  present: 0,
  sold: 0,
  mine: 0,
  conflicts: [],
  last: null,
  downloading: null,
  failed: null,
};
