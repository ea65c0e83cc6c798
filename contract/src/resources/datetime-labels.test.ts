import assert from 'node:assert/strict';
import { test } from 'node:test';
import { resources } from './index.js';

// the admin form adds "(WIB)" after every date-and-time field's label (admin/kit/field-input.tsx):
// a label saying it already read "Berlaku Mulai (WIB) (WIB)" on the voucher form
test('no date-and-time field says "WIB" in its own label: the form says it once', () => {
  const twice = Object.values(resources).flatMap((resource) =>
    Object.entries(resource.fields as Record<string, { kind: string; label: string }>)
      .filter(([, field]) => field.kind === 'datetime' && /WIB/.test(field.label))
      .map(([name, field]) => `${resource.name}.${name}: ${field.label}`),
  );
  assert.deepEqual(twice, []);
});
