import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { App } from 'antd';
import { LOGIN_PATH, signOut } from './signOut.js';

/** A callback that signs out, toasts 'logout successful' and goes to the login page. @see spec §4, §8 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const { message } = App.useApp();
  return useCallback(async () => {
    await signOut();
    void message.success('logout successful');
    navigate(LOGIN_PATH, { replace: true });
  }, [message, navigate]);
}
