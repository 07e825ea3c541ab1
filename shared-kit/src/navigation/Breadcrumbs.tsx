import { Fragment } from 'react';
import { theme } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { ROUTES } from '@scriptorium/contracts/core';
import { buildCrumbs, type TitledRoute } from './crumbs.js';
import { kitCatalog } from '../i18n/catalog.js';
import { useT, type Translate } from '../i18n/i18n.js';

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** Route patterns and titles (default: the product route table of `contracts`). */
  routes?: readonly TitledRoute[];
  /** Path to show crumbs for (default: the current location). */
  pathname?: string;
}

/**
 * Home → the current path's segments with route titles and parameter values; a crumb links back
 * when its path is a page of its own (not the last, nor a step such as "List" or "Order" that no page
 * answers: those are text). A `nav` named "Breadcrumb" with a list, the last crumb `aria-current="page"`,
 * drawn as antd's Breadcrumb draws it. Not antd's Breadcrumb: it brings Dropdown and Menu (for crumb
 * menus, which we do not use), 13 KB gzip on a guest's order form, which has no other use for them
 * (and must stay under 450 KB gzip of JavaScript to open fast on a phone). Needs a router above.
 * Every crumb is in the current language: Home and the segments routes do not title (`pending`, `writer`)
 * from the kit's catalogue (`kit.crumb.*`), the others from `routes` (the shell passes them translated).
 * @see docs/product.md §2 (Breadcrumbs)
 */
export function Breadcrumbs({ routes = ROUTES, pathname }: BreadcrumbsProps) {
  const location = useLocation();
  const { token } = theme.useToken();
  const t = useT(kitCatalog);
  const crumbs = buildCrumbs(pathname ?? location.pathname, routes, (segment, parent) => {
    // The kit's catalogue names the segments routes leave untitled (`kit.crumb.pending`), a segment
    // that reads differently under one parent first (`kit.crumb.orders.active`); an id it lacks reads as itself.
    const say = t as Translate<string>;
    for (const id of [...(parent ? [`kit.crumb.${parent}.${segment}`] : []), `kit.crumb.${segment}`]) {
      const text = say(id);
      if (text !== id) return text;
    }
    return undefined;
  });
  // The first crumb is always Home, in the current language.
  crumbs[0] = { ...crumbs[0], title: t('kit.nav.home') };
  return (
    <nav aria-label={t('kit.nav.breadcrumb')} className="kit-breadcrumb">
      <ol
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          listStyle: 'none',
          margin: 0,
          padding: 0,
          color: token.colorTextDescription,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
        }}
      >
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <Fragment key={c.path ?? `text-${i}`}>
              <li style={last ? { color: token.colorText } : undefined} aria-current={last ? 'page' : undefined}>
                {c.path ? (
                  <Link to={c.path} style={{ color: 'inherit' }}>
                    {c.title}
                  </Link>
                ) : (
                  c.title
                )}
              </li>
              {!last && (
                <li aria-hidden="true" style={{ marginInline: token.marginXS }}>
                  /
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
