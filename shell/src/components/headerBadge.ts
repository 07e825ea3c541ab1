/**
 * Where a top-bar button's count sits ([x, y] px from the button's top-right corner): just past the
 * icon's right edge, so a two-digit count covers neither the icon nor the next button (the top bar
 * leaves room for it: `.shell-header-actions` in index.html).
 */
export const HEADER_BADGE_OFFSET: [number, number] = [8, 6];
