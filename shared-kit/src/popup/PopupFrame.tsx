import { useMemo, type ReactNode } from 'react';
import { Drawer, Modal } from 'antd';
import { PopupContext } from './popupContext.js';
import { popupWidth, type PopupKind, type PopupPosition } from './popupQuery.js';

/** Props of {@link PopupFrame}. */
export interface PopupFrameProps {
  open: boolean;
  /** `modal` (centred dialog) or `side` (panel from an edge). */
  kind: PopupKind;
  /** Side panel edge (default right). */
  position?: PopupPosition;
  /** sm | md | lg | xl, pixels, or a CSS width. */
  size?: string;
  title?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/**
 * Renders content in an antd Modal or a side Drawer, and tells the content how to close it
 * (`usePopup()`). Content is unmounted when closed.
 * @see docs/product.md §2 (Pop-ups: modal or side panel)
 */
export function PopupFrame({ open, kind, position = 'right', size, title, onClose, children }: PopupFrameProps) {
  const controls = useMemo(() => ({ close: onClose, kind }), [onClose, kind]);
  const content = <PopupContext.Provider value={controls}>{children}</PopupContext.Provider>;
  const width = popupWidth(size, kind);
  if (kind === 'side') {
    return (
      <Drawer open={open} title={title} placement={position} size={width} onClose={onClose} destroyOnHidden>
        {content}
      </Drawer>
    );
  }
  return (
    <Modal open={open} title={title} width={width} footer={null} onCancel={onClose} destroyOnHidden>
      {content}
    </Modal>
  );
}
