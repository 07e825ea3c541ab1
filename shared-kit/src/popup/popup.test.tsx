import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useNavigate } from 'react-router-dom';
import { PopupHost } from './PopupHost.js';
import { RoutePopup } from './RoutePopup.js';
import { registerPopup, popupRegistry, type PopupScreenProps } from './popupRegistry.js';
import { clearPopupQuery, parentPath, popupSearch, popupWidth, readPopupQuery } from './popupQuery.js';
import { renderWithKit } from '../testing/renderWithKit.js';
import { mockApi } from '../testing/mockApi.js';
import { signInAs } from '../testing/users.js';
import { FOREIGN_ACTION_MESSAGE } from './PopupHostView.js';

afterEach(() => popupRegistry.setState({ screens: {} }));

describe('popup query', () => {
  it('reads modal/side, comp or component, position or side, size, title and the rest', () => {
    expect(
      readPopupQuery(new URLSearchParams('popup=side&component=AddUser&side=left&size=lg&title=Add&role=writer')),
    ).toEqual({
      kind: 'side',
      component: 'AddUser',
      position: 'left',
      size: 'lg',
      title: 'Add',
      fields: undefined,
      action: undefined,
      method: undefined,
      params: { role: 'writer' },
    });
    expect(readPopupQuery(new URLSearchParams('comp=form&fields=name,%20email&action=users'))).toMatchObject({
      kind: 'modal',
      component: 'form',
      fields: ['name', 'email'],
      action: 'users',
    });
    expect(readPopupQuery(new URLSearchParams('page=2'))).toBeNull();
  });

  it('closing removes the pop-up keys only', () => {
    expect(clearPopupQuery(new URLSearchParams('page=2&popup=modal&comp=X&title=T&size=sm')).toString()).toBe('page=2');
    expect(popupSearch('?page=2', { comp: 'AddUser', title: 'Add user' })).toBe(
      '?page=2&popup=modal&comp=AddUser&title=Add+user',
    );
  });

  it.each([
    ['/users/add', '/users'],
    ['/orders/order/5/edit', '/orders/order/5'],
    ['/x', '/'],
    ['/a/b/', '/a'],
  ])('parent of %s is %s', (p, parent) => expect(parentPath(p)).toBe(parent));

  it('sizes pop-ups', () => {
    expect(popupWidth('lg', 'modal')).toBe(800);
    expect(popupWidth('720', 'side')).toBe(720);
    expect(popupWidth('60vw', 'modal')).toBe('60vw');
    expect(popupWidth(undefined, 'side')).toBe(480);
  });
});

function AddUser({ params, close }: PopupScreenProps) {
  return (
    <div>
      <p>Adding a {params.role}</p>
      <button onClick={close}>Done</button>
    </div>
  );
}

describe('PopupHost', () => {
  it('opens a registered screen from the query and closing returns to the page without the pop-up keys', async () => {
    registerPopup('AddUser', AddUser);
    const r = renderWithKit(
      <>
        <p>Users page</p>
        <PopupHost />
      </>,
      '/users/writers?page=2&popup=modal&comp=AddUser&title=Add%20writer&role=writer',
    );
    expect(await screen.findByText('Adding a writer')).toBeTruthy();
    expect(screen.getAllByText('Add writer').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(r.location().search).toBe('?page=2&role=writer'));
    expect(screen.getByText('Users page')).toBeTruthy();
  });

  it('says a name Object.prototype holds is no pop-up screen', async () => {
    renderWithKit(<PopupHost />, '/x?popup=modal&comp=constructor');
    expect(await screen.findByText("Unknown pop-up screen 'constructor'")).toBeTruthy();
  });

  it('opens side panels and query forms', async () => {
    renderWithKit(<PopupHost />, '/x?popup=side&comp=form&fields=name,email&action=users&title=New');
    expect(await screen.findByLabelText('Email', {}, { timeout: 10_000 })).toBeTruthy();
    expect(document.querySelector('.ant-drawer')).toBeTruthy();
  });

  it('the browser Back button closes a pop-up opened by a link', async () => {
    registerPopup('AddUser', AddUser);
    const r = renderWithKit(
      <>
        <Link to={popupSearch('', { comp: 'AddUser' }) + '&role=client'}>Add</Link>
        <PopupHost />
        <BackButton />
      </>,
      '/users/clients',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Add' }));
    expect(await screen.findByText('Adding a client')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(r.location().search).toBe(''));
    await waitFor(() => expect(screen.queryByText('Adding a client')).toBeNull());
  });
});

function BackButton() {
  const navigate = useNavigate();
  return <button onClick={() => navigate(-1)}>Back</button>;
}

describe('RoutePopup', () => {
  it('renders the screen over its parent and closing navigates to the parent path', async () => {
    const r = renderWithKit(
      <Routes>
        <Route
          path="/users/add"
          element={
            <RoutePopup meta={{ popup: 'modal', title: 'Add user' }} background={<p>All users</p>}>
              <p>The add form</p>
            </RoutePopup>
          }
        />
        <Route path="/users" element={<p>Users list</p>} />
      </Routes>,
      '/users/add',
    );
    expect(screen.getByText('All users')).toBeTruthy();
    expect(await screen.findByText('The add form')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(r.location().pathname).toBe('/users'));
    expect(screen.getByText('Users list')).toBeTruthy();
  });
});

describe('the query form (a crafted link)', () => {
  it('shows an error and sends nothing when action points off the API', async () => {
    const m = mockApi(() => ({ data: {} }));
    signInAs('client');
    try {
      renderWithKit(
        <PopupHost />,
        '/orders?popup=modal&comp=form&title=Confirm%20your%20account&fields=email,password&action=http://127.0.0.1:8491/steal',
      );
      expect(await screen.findByText(FOREIGN_ACTION_MESSAGE)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
      expect(m.requests).toHaveLength(0);
    } finally {
      m.restore();
    }
  });

  it('still posts a path under the API root, with the token', async () => {
    const m = mockApi(() => ({ data: { message: 'Saved' } }));
    signInAs('client');
    try {
      renderWithKit(<PopupHost />, '/orders?popup=modal&comp=form&fields=name&action=users/confirm');
      await userEvent.type(await screen.findByLabelText('Name'), 'Ann');
      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(m.requests).toHaveLength(1));
      expect(m.requests[0]).toMatchObject({ method: 'POST', url: 'users/confirm' });
      expect(m.requests[0].headers.authorization).toMatch(/^Bearer /);
    } finally {
      m.restore();
    }
  });
});
