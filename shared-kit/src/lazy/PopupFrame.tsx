import type { PopupFrameProps } from '../popup/PopupFrame.js';
import { lazyComponent } from './lazyComponent.js';

/**
 * {@link import('../popup/PopupFrame.js').PopupFrame} (antd Modal / Drawer) loaded the first time a
 * pop-up opens; until then nothing shows (a closed pop-up renders nothing anyway).
 * @see docs/product.md §2 (Pop-ups)
 */
export const PopupFrame = lazyComponent<PopupFrameProps>('PopupFrame', () =>
  import('../popup/PopupFrame.js').then((m) => m.PopupFrame),
);
