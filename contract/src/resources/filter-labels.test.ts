import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ListDef } from '../list.js';
import { resources } from './index.js';

// a filter of values without labels shows its raw values ("draft", "queuing", "sent")
test('every choice of every list filter of a resource has an Indonesian label', () => {
  const raw = Object.values(resources).flatMap((resource) =>
    Object.entries((resource.list as ListDef | undefined)?.filters ?? {}).flatMap(([name, filter]) =>
      filter.kind === 'enum'
        ? filter.values
            .filter((value) => !filter.labels?.[value] || filter.labels[value] === value)
            .map((value) => `${resource.name}.${name}: ${value}`)
        : [],
    ),
  );
  assert.deepEqual(raw, []);
});
