import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { Button } from 'antd';
import { KitProvider } from '../providers/KitProvider.js';
import { useFeedback } from './useFeedback.js';
import { describeError, UNEXPECTED_SCRIPT_ERROR } from './describeError.js';
import { feedback, setFeedback, setFeedbackMount } from './feedback.js';
import type { Feedback } from './createFeedback.js';

function httpError(status: number, statusText: string, data: unknown) {
  const config = { headers: new AxiosHeaders({ Authorization: 'Bearer secret' }) };
  return new AxiosError('failed', 'ERR_BAD_RESPONSE', config, {}, { status, statusText, data, headers: {}, config });
}

describe('describeError', () => {
  it('shows status: status text, then the response body', () => {
    expect(describeError(httpError(422, 'Unprocessable Entity', { message: 'Invalid' }))).toEqual({
      heading: '422: Unprocessable Entity',
      body: '{\n  "message": "Invalid"\n}',
    });
    expect(describeError(httpError(500, 'Internal Server Error', 'boom')).body).toBe('boom');
  });

  it("says 'A Unexpected script error occurred' plus the error as JSON when there is no response", () => {
    const d = describeError(new TypeError('x is undefined'));
    expect(d.heading).toBe(UNEXPECTED_SCRIPT_ERROR);
    expect(JSON.parse(d.body)).toEqual({ name: 'TypeError', message: 'x is undefined' });
    expect(describeError({ code: 7 }).body).toBe('{"code":7}');
  });

  it('never shows the request headers of a network error', () => {
    const e = new AxiosError('Network Error', 'ERR_NETWORK', {
      headers: new AxiosHeaders({ Authorization: 'Bearer secret' }),
    });
    expect(describeError(e).body).not.toContain('secret');
  });
});

function Buttons({ error }: { error: unknown }) {
  const f = useFeedback();
  return (
    <>
      <Button onClick={() => f.errorDialog(error)}>fail</Button>
      <Button onClick={() => f.successDialog('Password changed')}>ok</Button>
      <Button onClick={() => f.toast.success('Order saved')}>toast</Button>
    </>
  );
}

describe('feedback through the lazily loaded feedback host', () => {
  it("opens the 'Error!' dialog with the status line and body", async () => {
    render(
      <KitProvider>
        <Buttons
          error={httpError(403, 'Forbidden', { message: 'Not authorized to access this page/resource/endpoint' })}
        />
      </KitProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect((await screen.findAllByText('Error!')).length).toBeGreaterThan(0);
    expect(screen.getByText('403: Forbidden')).toBeTruthy();
    expect(screen.getByText(/Not authorized to access this page\/resource\/endpoint/)).toBeTruthy();
  });

  it("opens the 'Success!' dialog", async () => {
    render(
      <KitProvider>
        <Buttons error={null} />
      </KitProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'ok' }));
    expect((await screen.findAllByText('Success!')).length).toBeGreaterThan(0);
    expect(screen.getByText('Password changed')).toBeTruthy();
  });

  it('shows toasts top-right, below the 64 px top bar, with a progress bar', async () => {
    render(
      <KitProvider>
        <Buttons error={null} />
      </KitProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'toast' }));
    const text = await screen.findByText('Order saved');
    const corner = text.closest<HTMLElement>('.ant-notification-topRight');
    expect(corner).toBeTruthy();
    // At antd's default 24 px a toast covered New Order, the bell and the user's name.
    expect(corner!.style.getPropertyValue('--notification-top')).toBe('72px');
    expect(document.querySelector('.ant-notification-notice-progress')).toBeTruthy();
  });

  it('shows toasts at the bottom of a phone, where they cover none of the header', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((q: string) => ({
      matches: q.includes('575'),
      media: q,
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
    try {
      render(
        <KitProvider>
          <Buttons error={null} />
        </KitProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'toast' }));
      const text = await screen.findByText('Order saved');
      expect(text.closest('.ant-notification-bottom')).toBeTruthy();
      expect(text.closest('.ant-notification-topRight')).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });

  it('lets code outside components use the mounted app (feedback.toast)', async () => {
    render(
      <KitProvider>
        <p>app</p>
      </KitProvider>,
    );
    await screen.findByText('app');
    feedback.toast.error('Failed to copy link to clipboard');
    expect(await screen.findByText('Failed to copy link to clipboard')).toBeTruthy();
  });

  it('holds what is asked before the host has loaded, asks for the host, and delivers it once the host is there', async () => {
    const shown: string[] = [];
    let asked = 0;
    setFeedbackMount(() => {
      asked += 1;
      queueMicrotask(() =>
        setFeedback({
          toast: { success: (t: unknown) => shown.push(String(t)) },
          confirm: async () => true,
        } as unknown as Feedback),
      );
    });
    try {
      feedback.toast.success('Order saved');
      const confirmed = feedback.confirm();
      expect(shown).toEqual([]);
      expect(asked).toBe(2);
      expect(await confirmed).toBe(true);
      expect(shown).toEqual(['Order saved']);
    } finally {
      setFeedbackMount(null);
      setFeedback(null);
    }
  });

  it('without a KitProvider, falls back to the browser (confirm) and the console', async () => {
    const original = globalThis.confirm;
    globalThis.confirm = () => true;
    try {
      expect(await feedback.confirm({ title: 'Delete?' })).toBe(true);
    } finally {
      globalThis.confirm = original;
    }
  });
});
