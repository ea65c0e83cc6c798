import { PLAIN, type TableDeclaration } from '../declaration.js';

/** A login's second line: factors, recovery codes, steps of a login in flight, the devices known. */
export const securityTables: Record<string, TableDeclaration> = {
  second_factors: {
    retention: 'secondFactors',
    secret: ['totp_secret'],
    columns: {
      id: PLAIN,
      user_id: PLAIN,
      kind: 'credentials',
      /** the name the person gave it ("HP Budi") */
      label: 'identity',
      totp_secret: 'credentials',
      totp_last_step: PLAIN,
      credential_id: 'credentials',
      public_key: 'credentials',
      counter: PLAIN,
      transports: PLAIN,
      last_used_at: 'network',
      created_at: PLAIN,
    },
  },
  recovery_codes: {
    retention: 'secondFactors',
    secret: ['code_hash'],
    columns: { id: PLAIN, user_id: PLAIN, code_hash: 'credentials', used_at: 'network', created_at: PLAIN },
  },
  auth_challenges: {
    retention: 'loginSteps',
    // a WebAuthn challenge, or an authenticator app's secret awaiting its first code
    secret: ['token_hash', 'challenge'],
    columns: {
      id: PLAIN,
      token_hash: 'credentials',
      purpose: PLAIN,
      user_id: PLAIN,
      challenge: 'credentials',
      expires_at: PLAIN,
      created_at: PLAIN,
    },
  },
  known_devices: {
    retention: 'knownDevices',
    secret: ['device_hash'],
    columns: {
      id: PLAIN,
      user_id: PLAIN,
      device_hash: 'credentials',
      user_agent: 'network',
      created_at: 'network',
      last_seen_at: 'network',
    },
  },
};
