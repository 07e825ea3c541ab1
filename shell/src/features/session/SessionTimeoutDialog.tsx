import { useEffect, useState } from 'react';
import { Button, Modal } from 'antd';
import { useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';
import { withElements } from '../../i18n/texts.js';
import { useSessionTimeout } from './useSessionTimeout.js';

/** Whole seconds left until `deadline` (never below 0). */
export function secondsLeft(deadline: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

function Countdown({ deadline }: { deadline: number }) {
  const t = useT(catalog);
  const [left, setLeft] = useState(() => secondsLeft(deadline));
  useEffect(() => {
    const id = setInterval(() => setLeft(secondsLeft(deadline)), 250);
    return () => clearInterval(id);
  }, [deadline]);
  return (
    <p data-testid="session-countdown">
      {withElements(t, 'shell.session.expiring.countdown', { seconds: <strong>{left}</strong> })}
    </p>
  );
}

/**
 * The idle warning: 'Your session is about to Expire!', the 30 s countdown, 'Stay signed in' and
 * 'Sign out now!'. Mounted once by the signed-in layouts.
 * @see docs/product.md §4 Session
 */
export function SessionTimeoutDialog() {
  const { deadline, stay, signOutNow } = useSessionTimeout();
  const t = useT(catalog);
  return (
    <Modal
      open={deadline !== null}
      title={t('shell.session.expiring.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={[
        <Button key="out" danger onClick={signOutNow}>
          {t('shell.session.sign_out_now')}
        </Button>,
        <Button key="stay" type="primary" onClick={stay} autoFocus>
          {t('shell.session.stay')}
        </Button>,
      ]}
    >
      {deadline !== null && <Countdown deadline={deadline} />}
    </Modal>
  );
}
