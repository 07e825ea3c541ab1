import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { REMOTE_NAMES } from '@scriptorium/contracts/core';
import { popupRegistry, popupScreen } from '@scriptorium/shared-kit/core';
import { PopupHost, readPopupQuery } from '@scriptorium/shared-kit/ui';
import { isRegistered } from '../../features/remotes/federation.js';
import { remoteStore } from '../../features/remotes/remoteStore.js';

/**
 * The query pop-up host (`?popup=modal|side&comp=Name…`, `comp=form&fields=…&action=…`). Screens come from
 * the remotes' `popupComponents`, registered as each remote loads; a pop-up naming a screen no loaded
 * remote has yet loads the other remotes so a shared link opens wherever it is followed.
 * @see docs/product.md §2 (Pop-ups), docs/product.md §R5 Tabs and pop-ups
 */
export function ShellPopups() {
  const [params] = useSearchParams();
  const component = readPopupQuery(params)?.component ?? null;
  const known = popupRegistry((s) => (component ? popupScreen(component)(s) !== undefined : true));
  useEffect(() => {
    if (!component || component === 'form' || known) return;
    const { ensure } = remoteStore.getState();
    for (const name of REMOTE_NAMES) if (isRegistered(name)) ensure(name);
  }, [component, known]);
  return <PopupHost />;
}
