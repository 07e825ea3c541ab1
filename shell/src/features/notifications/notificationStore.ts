import { create } from 'zustand';
import type { AppNotification } from '@scriptorium/contracts/core';

/** How many notifications the bell keeps in memory. */
const KEEP = 20;

interface NotificationState {
  /** Unread count shown on the bell. */
  unread: number;
  /** Newest first. */
  items: AppNotification[];
  /** Whether `items` came from the server at least once. */
  loaded: boolean;
  setUnread: (unread: number) => void;
  setItems: (items: AppNotification[]) => void;
  /** A `new-notification` arrived: it goes on top and the count goes up. */
  received: (n: AppNotification) => void;
  /** One was marked read; `unread` is the server's count after it. */
  markedRead: (id: number, unread: number) => void;
  allRead: () => void;
  reset: () => void;
}

/** The bell's state: unread count and the newest notifications. @see spec §7 Real time */
export const notificationStore = create<NotificationState>((set) => ({
  unread: 0,
  items: [],
  loaded: false,
  setUnread: (unread) => set({ unread: Math.max(0, unread) }),
  setItems: (items) => set({ items: items.slice(0, KEEP), loaded: true }),
  received: (n) =>
    set((s) => {
      if (s.items.some((i) => i.id === n.id)) return s;
      return { items: [n, ...s.items].slice(0, KEEP), unread: s.unread + 1 };
    }),
  markedRead: (id, unread) =>
    set((s) => ({ unread, items: s.items.map((i) => (i.id === id && !i.read_at ? { ...i, read_at: new Date().toISOString() } : i)) })),
  allRead: () => set((s) => ({ unread: 0, items: s.items.map((i) => (i.read_at ? i : { ...i, read_at: new Date().toISOString() })) })),
  reset: () => set({ unread: 0, items: [], loaded: false }),
}));
