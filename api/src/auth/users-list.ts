import { ADMIN_PAGE_SIZE, usersList } from '@teater/contract';
import { getTableColumns, gt, isNull, lte, sql } from 'drizzle-orm';
import { users } from '../db/schema.js';
import type { ListSource } from '../resources/list-query.js';

/** GET /users as a list: its declaration bound to the users table. */
export const usersListSource: ListSource = {
  list: usersList,
  columns: getTableColumns(users),
  id: users.id,
  defaultLimit: ADMIN_PAGE_SIZE,
  computed: {
    subscription: (state) =>
      state === 'active'
        ? gt(users.subscription_time, sql`now()`)
        : state === 'expired'
          ? lte(users.subscription_time, sql`now()`)
          : isNull(users.subscription_time),
  },
};
