import type { ReactNode } from 'react';
import { Badge, Button, Popover } from 'antd';

/**
 * Where a top-bar button's count sits ([x, y] px from the button's top-right corner): just past the
 * icon's right edge, so a two-digit count covers neither the icon nor the next button (the top bar
 * leaves room for it: `.shell-header-actions` in index.html).
 */
const HEADER_BADGE_OFFSET: [number, number] = [8, 6];

/**
 * Width of a top-bar popover's content: 340 px, but never wider than the screen less 12 px each side, so
 * on a phone it fits whole (it started 10 px off a 412 px screen, its title cut).
 */
export const HEADER_POPOVER_WIDTH = 'min(340px, calc(100vw - 24px))';

/**
 * Where a top-bar pop-up (menu, popover) is rendered: inside the top bar, so it sticks with the bar when
 * the page scrolls. Rendered in `body` it would be re-aligned after each scroll, a frame late: for that
 * frame it sits where the bar was, and a press on one of its items could end on the bar instead (the
 * item then never clicked).
 */
export const inTopBar = (trigger: HTMLElement): HTMLElement => trigger.closest('header') ?? document.body;

/**
 * A top-bar icon button with a count badge that opens `content` in a popover below it; `onOpen` runs
 * each time it opens (to load the list).
 */
export function HeaderPopover({
  open,
  setOpen,
  onOpen,
  content,
  count,
  overflowCount,
  icon,
  label,
  testId,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  onOpen: () => void;
  content: ReactNode;
  count: number;
  overflowCount?: number;
  icon: ReactNode;
  label: string;
  testId: string;
}) {
  return (
    <Popover
      content={content}
      trigger="click"
      placement="bottomRight"
      // Shifted into the screen when its right-aligned box would start off a phone's left edge.
      align={{ overflow: { adjustX: true, adjustY: true, shiftX: true } }}
      getPopupContainer={inTopBar}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) onOpen();
      }}
      styles={{ container: { padding: '8px 0' } }}
    >
      <Badge count={count} size="small" offset={HEADER_BADGE_OFFSET} overflowCount={overflowCount}>
        <Button type="text" shape="circle" icon={icon} aria-label={label} data-testid={testId} />
      </Badge>
    </Popover>
  );
}
