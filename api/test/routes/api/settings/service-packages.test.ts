import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { logs, service_types, websites } from '../../../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../../../helpers/test-app.js';
import { adminWith } from '../../../helpers/fixtures.js';

let t: TestApp;
let admin: string;
let client: string;
let deadlinesOnly: string;
let typeId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
  client = await t.login('client@example.com');
  deadlinesOnly = (await adminWith(t, ['settings.deadlines'], 'pk-deadlines@example.com')).token;
  [{ id: typeId }] = await t.app.db
    .select({ id: service_types.id })
    .from(service_types)
    .where(eq(service_types.name, 'Research Paper'));
});
afterAll(() => t.close());

type Pkg = {
  id: number;
  name: string;
  amount: number;
  description: string | null;
  service_type: { id: number; name: string };
};

describe('service packages', () => {
  let pkg: Pkg;

  it('starts empty, then adds a package with "Package saved" and an audit row', async () => {
    const empty = await t.request({ method: 'GET', url: `/api/settings/service-packages?service_type_id=${typeId}` });
    expect(empty.json()).toEqual([]);
    const res = await t.request({
      method: 'POST',
      url: '/api/settings/service-packages',
      payload: { service_type_id: typeId, name: 'Basic', amount: '29.99', description: '5 pages' },
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Package saved',
      data: {
        name: 'Basic',
        amount: 29.99,
        description: '5 pages',
        service_type: { id: typeId, name: 'Research Paper' },
      },
    });
    pkg = res.json().data;
    const [log] = await t.app.db.select().from(logs).orderBy(desc(logs.id)).limit(1);
    expect(log.log).toContain('Added pricing package');
  });

  it('lists and reads packages for guests (the order form prefill)', async () => {
    const list = await t.request({ method: 'GET', url: `/api/settings/service-packages?service_type_id=${typeId}` });
    expect(list.json<Pkg[]>().map((p) => p.name)).toEqual(['Basic']);
    const one = await t.request({ method: 'GET', url: `/api/settings/service-packages/${pkg.id}` });
    expect(one.json()).toMatchObject({ id: pkg.id, name: 'Basic', amount: 29.99, service_type_id: typeId });
    expect((await t.request({ method: 'GET', url: '/api/settings/service-packages/99999' })).statusCode).toBe(404);
  });

  it('updates a package', async () => {
    const res = await t.request({
      method: 'PUT',
      url: `/api/settings/service-packages/${pkg.id}`,
      payload: { name: 'Basic+', amount: 35, description: '' },
      token: admin,
    });
    expect(res.json()).toMatchObject({
      message: 'Package saved',
      data: { name: 'Basic+', amount: 35, description: null },
    });
  });

  it('answers 422 per field and for an unknown service type', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/settings/service-packages',
      payload: { name: '', amount: 0 },
      token: admin,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['amount', 'name', 'service_type_id']);
    const unknown = await t.request({
      method: 'POST',
      url: '/api/settings/service-packages',
      payload: { service_type_id: 99999, name: 'X', amount: 1 },
      token: admin,
    });
    expect(unknown.json().errors).toEqual({ service_type_id: ['Choose a service type from the list'] });
  });

  it('needs settings.service_types to add, edit or list links', async () => {
    const body = { service_type_id: typeId, name: 'Pro', amount: 50 };
    expect((await t.request({ method: 'POST', url: '/api/settings/service-packages', payload: body })).statusCode).toBe(
      401,
    );
    expect(
      (await t.request({ method: 'POST', url: '/api/settings/service-packages', payload: body, token: client }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/settings/service-packages/${pkg.id}`,
          payload: body,
          token: deadlinesOnly,
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/settings/service-packages/${pkg.id}/links` })).statusCode).toBe(
      401,
    );
    expect(
      (await t.request({ method: 'GET', url: `/api/settings/service-packages/${pkg.id}/links`, token: deadlinesOnly }))
        .statusCode,
    ).toBe(403);
  });

  it('gives the order link of the package on every website', async () => {
    await t.app.db.insert(websites).values({ name: 'Essays Hub', url: 'https://essays.example.com/' });
    const res = await t.request({ method: 'GET', url: `/api/settings/service-packages/${pkg.id}/links`, token: admin });
    expect(res.statusCode).toBe(200);
    const links = res.json<{ website: string; url: string }[]>();
    expect(links).toHaveLength(2);
    expect(links[1]).toMatchObject({
      website: 'Essays Hub',
      url: `https://essays.example.com/orders/new?service_type_id=${typeId}&package_id=${pkg.id}`,
    });
    expect(links[0].url).toMatch(new RegExp(`/orders/new\\?service_type_id=${typeId}&package_id=${pkg.id}$`));
  });

  it('refuses to delete a service type that has packages', async () => {
    const res = await t.request({ method: 'DELETE', url: `/api/settings/service_types/${typeId}`, token: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('1 pricing package');
  });
});
