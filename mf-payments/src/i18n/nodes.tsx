import { Fragment, type ReactNode } from 'react';

/** Marks where a node goes in a translated text: characters no message or value contains. */
const MARK = '\u0000';

/**
 * A translated sentence with React nodes in its placeholders (a date kept on one line, a link), without
 * building the sentence from fragments: `translate` gets a marker for each node's placeholder, and the
 * text is cut at the markers, each replaced by its node.
 * @param translate the catalogue's message with every other value filled, given the nodes' markers
 * @param nodes the node of each placeholder, by its name
 * @example withNodes((v) => t('payments.reconciliation.period', { ...v, timeZone }), { from: <b>{from}</b>, to: <b>{to}</b> })
 */
export function withNodes(
  translate: (markers: Record<string, string>) => string,
  nodes: Record<string, ReactNode>,
): ReactNode[] {
  const names = Object.keys(nodes);
  const markers = Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`]));
  return translate(markers)
    .split(new RegExp(`${MARK}(\\d+)${MARK}`))
    .map((part, i) => <Fragment key={i}>{i % 2 === 1 ? nodes[names[Number(part)]] : part}</Fragment>);
}
