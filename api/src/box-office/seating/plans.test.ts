import assert from 'node:assert/strict';
import { test } from 'node:test';
import { seatingMessages } from '@teater/contract';
import { admin, useBoxOffice } from '../../test/box-office-fixture.js';
import { postRaw } from '../../test/raw-body.js';
import { createPlan, smallHall } from '../../test/seating.js';

useBoxOffice();

test('an admin draws a plan, exports it as JSON and imports it again: the same seats', async () => {
  const plan = await createPlan(admin);
  // Tengah: 4 rows of 10 less a pillar; Balkon: 6 odd-numbered seats (one never sold, still a seat)
  assert.equal(plan.seat_count, 45);
  assert.equal(plan.version, 1);
  const exported = await admin.get(`/api/v1/venue-plans/${plan.id}`);
  assert.equal(exported.statusCode, 200, exported.body);
  const { name, layout } = exported.json().data;
  const imported = await admin.post('/api/v1/venue-plans', { name, layout });
  assert.equal(imported.statusCode, 201, imported.body);
  assert.equal(imported.json().data.seat_count, 45);
  assert.deepEqual(imported.json().data.layout, layout);
  const list = await admin.get('/api/v1/venue-plans?q=Gedung');
  assert.equal(list.statusCode, 200, list.body);
  assert.ok(list.json().data.some((row: { id: number }) => row.id === plan.id));
});

test('saving an edit writes the next version; a copy is a plan of its own', async () => {
  const plan = await createPlan(admin);
  const wider = {
    ...smallHall,
    sections: [...smallHall.sections, { name: 'Sayap', x: 14, rows: [{ label: 'A', seats: 4 }] }],
  };
  const saved = await admin.put(`/api/v1/venue-plans/${plan.id}`, { name: 'Gedung Kecil', layout: wider });
  assert.equal(saved.statusCode, 201, saved.body);
  assert.equal(saved.json().data.version, 2);
  assert.equal(saved.json().data.id_previous, plan.id);
  assert.equal(saved.json().data.seat_count, 49);
  // the first version is untouched: a show sold on it keeps its seats
  assert.equal((await admin.get(`/api/v1/venue-plans/${plan.id}`)).json().data.seat_count, 45);
  const copy = await admin.post(`/api/v1/venue-plans/${plan.id}/copy`);
  assert.equal(copy.statusCode, 201, copy.body);
  assert.equal(copy.json().data.name, seatingMessages.copyName('Gedung Kecil'));
  assert.equal(copy.json().data.version, 1);
});

test('a plan that does not add up is refused, in Indonesian, naming the seat', async () => {
  const res = await admin.post('/api/v1/venue-plans', {
    name: 'Salah',
    layout: { ...smallHall, wheelchair: [{ section: 'Tengah', row: 'Z', number: '1', companion: '2' }] },
  });
  assert.equal(res.statusCode, 400);
  assert.ok(
    Object.values(res.json().errors as Record<string, string>).includes(
      seatingMessages.markUnknown('Tengah', 'Z', '1'),
    ),
    res.body,
  );
  const twice = await admin.post('/api/v1/venue-plans', {
    name: 'Dua kali',
    layout: {
      sections: [
        {
          name: 'A',
          rows: [
            { label: 'A', seats: 3 },
            { label: 'A', seats: 3 },
          ],
        },
      ],
    },
  });
  assert.equal(twice.statusCode, 400);
  // bad bytes and bad JSON are a 400, never a failed query
  const nul = await admin.post('/api/v1/venue-plans', { name: 'Gedung\u0000', layout: smallHall });
  assert.equal(nul.statusCode, 400);
  const broken = await postRaw(admin, '/api/v1/venue-plans', '{"name": "x", "layout": {');
  assert.equal(broken.statusCode, 400);
  assert.equal((await admin.get('/api/v1/venue-plans/999999')).statusCode, 404);
  assert.equal((await admin.get('/api/v1/venue-plans/abc')).statusCode, 400);
});
