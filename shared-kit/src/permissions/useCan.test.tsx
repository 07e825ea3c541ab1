import { afterEach, describe, expect, it } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import { Can, useCan } from './useCan.js';
import { sessionStore } from '../session/sessionStore.js';

const signIn = (permissions: string[] | string) =>
  sessionStore.getState().signIn('t', {
    id: 1,
    name: 'A',
    email: 'a@x.io',
    phone: null,
    profile_picture: null,
    role: 'admin',
    permissions: permissions as string[],
    created_at: '',
  });

afterEach(() => sessionStore.getState().clear());

describe('useCan / Can', () => {
  it('always allows an empty requirement, even signed out', () => {
    expect(renderHook(() => useCan(null)).result.current).toBe(true);
    expect(renderHook(() => useCan(undefined)).result.current).toBe(true);
    expect(renderHook(() => useCan('orders.order.edit_order')).result.current).toBe(false);
  });

  it('takes registry keys, and strings only known at run time as kit 2.0 did; a literal that is no key does not compile', () => {
    signIn(['orders.order.edit_order']);
    const fromServer: string = 'orders.order.edit_order';
    expect(renderHook(() => useCan(fromServer)).result.current).toBe(true);
    // @ts-expect-error: no key of the permission registry
    expect(renderHook(() => useCan('orders.order.edit')).result.current).toBe(false);
  });

  it('checks dotted keys against a list or a string of permissions and follows sign-in', () => {
    const hook = renderHook(() => useCan('payments.withdrawals.approve_withdrawal'));
    expect(hook.result.current).toBe(false);
    act(() => signIn(['payments.withdrawals.approve_withdrawal']));
    expect(hook.result.current).toBe(true);
    act(() => signIn('orders.order.edit_order,payments.withdrawals.approve_withdrawal'));
    expect(hook.result.current).toBe(true);
    act(() => signIn(['payments.withdrawals']));
    expect(hook.result.current).toBe(false);
  });

  it('renders children only when allowed, else the fallback', () => {
    signIn(['orders.order.assign_writer']);
    render(
      <>
        <span>
          <Can permission="orders.order.assign_writer">Assign Writer</Can>
        </span>
        <span>
          <Can permission="orders.order.approve_order" fallback="no">
            Approve
          </Can>
        </span>
      </>,
    );
    expect(screen.getByText('Assign Writer')).toBeTruthy();
    expect(screen.queryByText('Approve')).toBeNull();
    expect(screen.getByText('no')).toBeTruthy();
  });
});
