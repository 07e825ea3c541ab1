import { describe, expect, it } from 'vitest';
import { pageAnswers } from '../../src/lib/page-answers.js';

/** An API whose answers take `delays[url]` ms (0 when not named) and answer `statuses[url]` (200 when not named). */
const api = (delays: Record<string, number> = {}, statuses: Record<string, number> = {}) => ({
  asked: [] as string[],
  async inject({ url }: { method: string; url: string }) {
    this.asked.push(url);
    await new Promise((resolve) => setTimeout(resolve, delays[url] ?? 0));
    return { statusCode: statuses[url] ?? 200, json: () => ({ from: url }) };
  },
});

describe("the answers a guest's page carries", () => {
  it("asks the route's reads as a guest would, under /api/, keyed as the kit asks them", async () => {
    const app = api();
    const answers = await pageAnswers(app as never, '/orders/new');
    expect(app.asked.sort()).toEqual([
      '/api/list-settings/deadlines?all=1',
      '/api/list-settings/order_services?all=1',
      '/api/list-settings/service_types?all=1',
    ]);
    expect(answers?.['list-settings/deadlines?all=1']).toEqual({ from: '/api/list-settings/deadlines?all=1' });
  });

  it('leaves out an answer that is not a 200 or comes after the budget, and the page does not wait for it', async () => {
    const app = api(
      { '/api/list-settings/deadlines?all=1': 2_000 },
      { '/api/list-settings/order_services?all=1': 500 },
    );
    const started = Date.now();
    const answers = await pageAnswers(app as never, '/orders/new', 100);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(Object.keys(answers ?? {})).toEqual(['list-settings/service_types?all=1']);
  });

  it('asks nothing for a route that reads nothing as it renders', async () => {
    const app = api();
    expect(await pageAnswers(app as never, '/sh-auth')).toBeUndefined();
    expect(app.asked).toEqual([]);
  });
});
