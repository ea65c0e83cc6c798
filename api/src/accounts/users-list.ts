import { usersList } from '@teater/contract';
import { gt, isNull, lte, ne, sql } from 'drizzle-orm';
import { adminListSource } from '../core/list-query.js';
import { users } from './schema.js';

/** GET /users as a list: its declaration bound to the users table. */
export const usersListSource = adminListSource(usersList, users, {
  computed: {
    subscription: (state) =>
      state === 'active'
        ? gt(users.subscription_time, sql`now()`)
        : state === 'expired'
          ? lte(users.subscription_time, sql`now()`)
          : isNull(users.subscription_time),
  },
});

/**
 * Accounts of people, not of door passes: a pass's device signs in through an account of role
 * 'door' (an @pintu.invalid address), which is nobody to list, count, or tell about a breach.
 */
export const people = ne(users.role, 'door');
