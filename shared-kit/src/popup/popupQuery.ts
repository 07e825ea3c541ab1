/**
 * Query pop-ups: `?popup=modal|side&comp=Name&title=…&size=…&position=…` and the query form
 * `comp=form&fields=a,b&action=url`.
 * @see docs/product.md §2 (Pop-ups), docs/product.md §R5 Tabs and pop-ups
 */

/** Query keys that belong to a pop-up; closing removes these only. */
export const POPUP_KEYS = [
  'popup',
  'comp',
  'component',
  'position',
  'side',
  'size',
  'title',
  'fields',
  'action',
  'method',
] as const;

/** `modal`: a centred dialog; `side`: a panel from an edge. */
export type PopupKind = 'modal' | 'side';
/** Edge a side panel comes from. */
export type PopupPosition = 'left' | 'right' | 'top' | 'bottom';

/** A pop-up asked for by the URL. */
export interface PopupRequest {
  kind: PopupKind;
  /** Registered screen name, or `form` for a query form. */
  component: string;
  position: PopupPosition;
  size?: string;
  title?: string;
  /** Query form: field names. */
  fields?: string[];
  /** Query form: submit URL. */
  action?: string;
  /** Query form: post (default), put or delete. */
  method?: 'post' | 'put' | 'delete';
  /** Every other query parameter, for the screen. */
  params: Record<string, string>;
}

const POSITIONS: PopupPosition[] = ['left', 'right', 'top', 'bottom'];

/** Reads the pop-up the URL asks for, or null. `comp`/`component` are synonyms, so are `position`/`side`. */
export function readPopupQuery(params: URLSearchParams): PopupRequest | null {
  const component = params.get('comp') ?? params.get('component');
  if (!component) return null;
  const kind: PopupKind = params.get('popup') === 'side' ? 'side' : 'modal';
  const pos = (params.get('position') ?? params.get('side') ?? 'right') as PopupPosition;
  const method = params.get('method');
  const rest: Record<string, string> = {};
  params.forEach((v, k) => {
    if (!(POPUP_KEYS as readonly string[]).includes(k)) rest[k] = v;
  });
  return {
    kind,
    component,
    position: POSITIONS.includes(pos) ? pos : 'right',
    size: params.get('size') ?? undefined,
    title: params.get('title') ?? undefined,
    fields: params
      .get('fields')
      ?.split(',')
      .map((f) => f.trim())
      .filter(Boolean),
    action: params.get('action') ?? undefined,
    method: method === 'put' || method === 'delete' ? method : undefined,
    params: rest,
  };
}

/** A copy of `params` without the pop-up keys (what closing navigates to). */
export function clearPopupQuery(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const k of POPUP_KEYS) next.delete(k);
  return next;
}

/**
 * The search string opening a pop-up over the current page, keeping other parameters:
 * `popupSearch(location.search, {comp: 'AddUser', title: 'Add user'})` → `?popup=modal&comp=AddUser&title=Add+user`.
 */
export function popupSearch(
  current: string,
  open: {
    popup?: PopupKind;
    comp: string;
    title?: string;
    size?: string;
    position?: PopupPosition;
    fields?: string[];
    action?: string;
  },
): string {
  const next = clearPopupQuery(new URLSearchParams(current));
  next.set('popup', open.popup ?? 'modal');
  next.set('comp', open.comp);
  if (open.title) next.set('title', open.title);
  if (open.size) next.set('size', open.size);
  if (open.position) next.set('position', open.position);
  if (open.fields) next.set('fields', open.fields.join(','));
  if (open.action) next.set('action', open.action);
  return `?${next.toString()}`;
}

/** Width of a pop-up: sm 400, md 600, lg 800, xl 1140, a number of pixels, or any CSS width. */
export function popupWidth(size: string | undefined, kind: PopupKind): number | string {
  const named: Record<string, number> = { sm: 400, md: 600, lg: 800, xl: 1140 };
  if (!size) return kind === 'side' ? 480 : 600;
  if (size in named) return named[size];
  if (/^\d+$/.test(size)) return Number(size);
  return size;
}

/** The parent of a path (where a route pop-up returns): `/users/add` → `/users`; `/x` → `/`. */
export function parentPath(pathname: string): string {
  const parts = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  parts.pop();
  return '/' + parts.join('/');
}
