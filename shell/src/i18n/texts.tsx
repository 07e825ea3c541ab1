import { Fragment, type ReactNode } from 'react';
import type { RemoteName } from '@scriptorium/contracts/core';
import type { Translate } from '@scriptorium/shared-kit/core';
import { catalog } from './catalog.js';

/** The ids of the shell's catalogue. */
export type ShellTextId = Parameters<typeof catalog.t>[0];

/** `t(id)`, or `english` when the catalogue has no such id (Lingui answers a missing id with the id itself). */
function orEnglish(t: Translate<ShellTextId>, id: string, english: string): string {
  const text = t(id as ShellTextId);
  return text === id ? english : text;
}

/**
 * A route's title in the current language: `shell.route.<route id>` of the shell's catalogue, else the
 * route table's English `title` (contracts/src/routes.ts stays English: other code and tests read it).
 * @param id the route (or screen) id of the table, e.g. `orders.list`; undefined for a route without one
 * @param english the table's title
 */
export function routeTitle(t: Translate<ShellTextId>, id: string | undefined, english: string): string {
  return id ? orEnglish(t, `shell.route.${id}`, english) : english;
}

/**
 * A menu label (or menu group) of the route table in the current language: `shell.menu.<label as a
 * slug>` (`All Orders` → `shell.menu.all_orders`), else the English label.
 */
export function menuLabel(t: Translate<ShellTextId>, english: string): string {
  return orEnglish(t, `shell.menu.${english.toLowerCase().replace(/\W+/g, '_')}`, english);
}

/** A remote's area name ("Orders", "Account") in the current language: `shell.area.<remote>`. */
export function areaName(t: Translate<ShellTextId>, remote: RemoteName, english: string): string {
  return orEnglish(t, `shell.area.${remote}`, english);
}

const MARK = '\uE000';

/**
 * A translated sentence with elements in it: `t(id, values)` where each key of `elements` is a placeholder
 * whose value is an element (a `<strong>` count, a date that must not wrap). The sentence is translated
 * whole (word order is the language's), then cut at the elements.
 * @example withElements(t, 'shell.session.expiring.countdown', { seconds: <strong>{left}</strong> })
 */
export function withElements(
  t: Translate<ShellTextId>,
  id: ShellTextId,
  elements: Record<string, ReactNode>,
  values: Record<string, unknown> = {},
): ReactNode[] {
  const marks = Object.fromEntries(Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]));
  const parts = t(id, { ...values, ...marks }).split(MARK);
  // Odd parts are placeholder names: "a " MARK "seconds" MARK " b" → ['a ', 'seconds', ' b'].
  return parts.map((part, i) =>
    i % 2 === 1 && part in elements ? <Fragment key={i}>{elements[part]}</Fragment> : part,
  );
}
