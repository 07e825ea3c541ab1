import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

const hostRendered = vi.fn();
vi.mock('./FeedbackHost.js', () => ({
  default: () => {
    hostRendered();
    return <p>feedback host</p>;
  },
}));

const { FeedbackSlot } = await import('./FeedbackSlot.js');
const { feedback } = await import('./feedback.js');
const { KitProvider } = await import('../providers/KitProvider.js');

afterEach(() => hostRendered.mockClear());

describe('FeedbackSlot', () => {
  it('loads no feedback host for a first screen', async () => {
    render(<FeedbackSlot />);
    await new Promise((r) => setTimeout(r, 50));
    expect(hostRendered).not.toHaveBeenCalled();
  });

  it("loads the host at the person's first pointer press", async () => {
    render(<FeedbackSlot />);
    fireEvent.pointerDown(document.body);
    expect(await screen.findByText('feedback host')).toBeTruthy();
  });

  it('loads the host at the first key press', async () => {
    render(<FeedbackSlot />);
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(await screen.findByText('feedback host')).toBeTruthy();
  });

  it('loads the host when something asks for feedback first', async () => {
    render(<FeedbackSlot />);
    feedback.toast.info('Saved');
    await waitFor(() => expect(hostRendered).toHaveBeenCalled());
  });
});

describe('KitProvider', () => {
  it("puts the screen inside the theme's CSS-variable scope (the class antd's App carried)", () => {
    render(
      <KitProvider>
        <p>screen</p>
      </KitProvider>,
    );
    expect(screen.getByText('screen').closest('.scriptorium')).toBeTruthy();
  });
});
