import { useEffect } from 'react';
import { refreshUser } from './refreshUser.js';

/** Refreshes the signed-in user once when the shell starts. @see spec §4 Session */
export function useSessionRefresh(): void {
  useEffect(() => {
    void refreshUser();
  }, []);
}
