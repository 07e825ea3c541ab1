import type { ReactNode } from 'react';
import { Badge, Button, Popover } from 'antd';

/**
 * Where a top-bar button's count sits ([x, y] px from the button's top-right corner): just past the
 * icon's right edge, so a two-digit count covers neither the icon nor the next button (the top bar
 * leaves room for it: `.shell-header-actions` in index.html).
 */
const HEADER_BADGE_OFFSET: [number, number] = [8, 6];

/**
 * A top-bar icon button with a count badge that opens `content` in a popover below it; `onOpen` runs
 * each time it opens (to load the list).
 */
export function HeaderPopover({ open, setOpen, onOpen, content, count, overflowCount, icon, label, testId }: {
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
