import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@scriptorium/shared-kit/core';
import LinkDetail from './LinkDetail.js';
import LinksPage from './LinksPage.js';
import { findIdle, mockApi, page, renderWithKit, signInAs, type MockRequest } from '@scriptorium/shared-kit/testing';

let restore = () => {};
afterEach(() => {
  restore();
  sessionStore.getState().clear();
});

const link = {
  id: 4,
  url: 'https://essays.example.com/orders/new?service_type_id=3&package_id=11',
  order_count: 2,
  created_at: '2025-03-07T12:05:00Z',
};

function server(req: MockRequest) {
  if (req.url === 'links') return { data: page([link]) };
  if (req.url === 'links/4') return { data: link };
  if (req.url === 'links/4/orders') {
    return {
      data: page([
        {
          id: 31,
          title: 'Essay A',
          status: 'in_progress',
          user_id: 8,
          client: { id: 8, name: 'Chris Client' },
          created_at: '2025-03-08T09:00:00Z',
        },
        {
          id: 30,
          title: 'Essay B',
          status: 'completed',
          user_id: 9,
          client: { id: 9, name: 'Dana Client' },
          created_at: '2025-03-07T09:00:00Z',
        },
      ]),
    };
  }
  return { status: 404, data: { message: 'Link not found' } };
}

describe('links', () => {
  it('lists links with their order count; a row opens its detail', async () => {
    signInAs('admin', ['links.menu.view_links']);
    const m = mockApi(server);
    restore = m.restore;
    const r = renderWithKit(<LinksPage />, '/links');
    await userEvent.click(await findIdle(screen.findByText(link.url)));
    expect(r.location().pathname + r.location().search).toBe('/links/view?id=4');
  });

  it('shows the source url, order count and the orders; the client opens the user, a row the order', async () => {
    signInAs('admin', ['links.menu.view_links']);
    const m = mockApi(server);
    restore = m.restore;
    const r = renderWithKit(<LinkDetail />, '/links/view?id=4');
    expect(await screen.findByText(link.url)).toBeTruthy();
    expect(screen.getByText('Order count').closest('tr')?.textContent).toContain('2');
    await userEvent.click(await findIdle(screen.findByRole('link', { name: 'Chris Client' })));
    expect(r.location().pathname).toBe('/users/user/8');
  });

  it('opens an order from its row', async () => {
    signInAs('admin', ['links.menu.view_links']);
    const m = mockApi(server);
    restore = m.restore;
    const r = renderWithKit(<LinkDetail />, '/links/view?id=4');
    await userEvent.click(await findIdle(screen.findByText('31')));
    expect(r.location().pathname).toBe('/orders/order/31');
  });

  it('says so for an unknown link', async () => {
    const m = mockApi(server);
    restore = m.restore;
    renderWithKit(<LinkDetail />, '/links/view?id=77');
    expect(await screen.findByText('Link not found')).toBeTruthy();
  });
});
