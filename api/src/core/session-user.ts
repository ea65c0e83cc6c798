import type { Role } from '@teater/contract';

/** The caller a session token stands for (request.user): the ground floor's audit log records who acted. */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  subscription_time: Date | null;
  /** exclusive content stays open until then: a failed automatic renewal within its grace period */
  grace_until?: Date | null;
  /**
   * A staff account whose session lacks the second factor the site requires: it then holds a
   * member's powers only (`role` is 'user'; `staffRole` says what the account is).
   */
  needsSecondFactor?: boolean;
  staffRole?: 'admin' | 'superadmin';
}
