/**
 * The order draft of a guest: the form's values survive registering or logging in (and a page reload)
 * in localStorage; the chosen files (which localStorage cannot hold) are kept in memory, which lasts
 * while the app stays open — signing in happens inside the app, so they are still there afterwards.
 * @see docs/product.md §1 ("Guests can start an order and must register or log in to submit it")
 */

/** localStorage key of the draft. */
export const DRAFT_KEY = 'scriptorium.order_draft';

/** The values of the order form as drafted. */
export interface DraftValues {
  service_type_id?: number;
  title?: string;
  instructions?: string;
  deadline_id?: number;
  order_service_ids?: number[];
  quote?: boolean;
}

/** A stored draft. */
export interface OrderDraft {
  values: DraftValues;
  /** `standard` or `custom` form. */
  form: 'standard' | 'custom';
  package_id?: number;
  referrer?: string;
  /** The guest pressed Submit: send it as soon as they are signed in. */
  submitPending: boolean;
  /** Names of the files chosen (to tell the person when the files themselves were lost). */
  fileNames: string[];
  savedAt: string;
}

let draftFiles: File[] = [];

/** Saves the draft (values in localStorage, files in memory). */
export function saveDraft(draft: Omit<OrderDraft, 'savedAt' | 'fileNames'>, files: File[]): void {
  draftFiles = files;
  const stored: OrderDraft = { ...draft, fileNames: files.map((f) => f.name), savedAt: new Date().toISOString() };
  globalThis.localStorage?.setItem(DRAFT_KEY, JSON.stringify(stored));
}

/** The stored draft, or null (also for an unreadable one). */
export function loadDraft(): OrderDraft | null {
  try {
    const raw = globalThis.localStorage?.getItem(DRAFT_KEY);
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<OrderDraft>;
    if (!d || typeof d !== 'object' || typeof d.values !== 'object') return null;
    return {
      values: d.values ?? {},
      form: d.form === 'custom' ? 'custom' : 'standard',
      package_id: d.package_id,
      referrer: d.referrer,
      submitPending: Boolean(d.submitPending),
      fileNames: d.fileNames ?? [],
      savedAt: d.savedAt ?? '',
    };
  } catch {
    return null;
  }
}

/** The files kept with the draft in this page session (empty after a reload). */
export function draftFilesInMemory(): File[] {
  return draftFiles;
}

/** Forgets the draft (after it was submitted). */
export function clearDraft(): void {
  draftFiles = [];
  globalThis.localStorage?.removeItem(DRAFT_KEY);
}
