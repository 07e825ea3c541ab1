import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { getParsed } from '../api/apiClient.js';
import { mockApi, signInAs, signOut } from '../testing/index.js';
import { DataProvider, queryClient } from './queryClient.js';
import { useInvalidate, useResource } from './useResource.js';

const note = z.object({ text: z.string() });
const noteQuery = (id: number) => ({ queryKey: ['notes', id], queryFn: () => getParsed(note, `notes/${id}`) });

function Note({ id }: { id: number }) {
  const { data, error, loading } = useResource(noteQuery(id));
  const invalidate = useInvalidate();
  return (
    <div>
      <p>{error ?? data?.text ?? (loading ? 'Loading' : '')}</p>
      <button onClick={() => void invalidate(['notes'])}>Changed</button>
    </div>
  );
}

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  act(() => signOut());
  queryClient.clear();
});

describe('the kit data layer', () => {
  it('shows the parsed answer, one request for two screens showing it, and the new one after an invalidation', async () => {
    let text = 'first';
    const api = mockApi(() => ({ data: { text } }));
    restore = api.restore;
    render(<DataProvider><Note id={1} /><Note id={1} /></DataProvider>);
    expect(await screen.findAllByText('first')).toHaveLength(2);
    expect(api.requests).toHaveLength(1);
    text = 'second';
    await userEvent.click(screen.getAllByRole('button', { name: 'Changed' })[0]);
    expect(await screen.findAllByText('second')).toHaveLength(2);
    expect(api.requests).toHaveLength(2);
  });

  it("shows the server's message, and a wrong shape as an error instead of a broken screen", async () => {
    const api = mockApi((req) => (req.url === 'notes/1' ? { status: 404, data: { message: 'Note not found' } } : { data: { text: 42 } }));
    restore = api.restore;
    render(<DataProvider><Note id={1} /><Note id={2} /></DataProvider>);
    expect(await screen.findByText('Note not found')).toBeTruthy();
    expect(await screen.findByText(/expected string/i)).toBeTruthy();
  });

  it('forgets what one account loaded when another signs in', async () => {
    act(() => void signInAs('client'));
    queryClient.setQueryData(['notes', 1], { text: 'the client’s note' });
    act(() => void signInAs('writer'));
    expect(queryClient.getQueryData(['notes', 1])).toBeUndefined();
  });
});
