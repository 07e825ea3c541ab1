import { useEffect, useState } from 'react';
import { Button, Modal } from 'antd';
import { useSessionTimeout } from './useSessionTimeout.js';

/** Whole seconds left until `deadline` (never below 0). */
export function secondsLeft(deadline: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

function Countdown({ deadline }: { deadline: number }) {
  const [left, setLeft] = useState(() => secondsLeft(deadline));
  useEffect(() => {
    const id = setInterval(() => setLeft(secondsLeft(deadline)), 250);
    return () => clearInterval(id);
  }, [deadline]);
  return (
    <p data-testid="session-countdown">
      You will be logged out in <strong>{left}</strong> seconds due to inactivity.
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
  return (
    <Modal
      open={deadline !== null}
      title="Your session is about to Expire!"
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={[
        <Button key="out" danger onClick={signOutNow}>
          Sign out now!
        </Button>,
        <Button key="stay" type="primary" onClick={stay} autoFocus>
          Stay signed in
        </Button>,
      ]}
    >
      {deadline !== null && <Countdown deadline={deadline} />}
    </Modal>
  );
}
