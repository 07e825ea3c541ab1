import { useEffect, useState } from 'react';
import { errorMessage, get } from '@scriptorium/shared-kit';
import type { LinkRow } from '@scriptorium/contracts';

/** Link `id` (`GET links/{id}`): its url, order count and created time; null id → 'Link not found'. */
export function useLink(id: number | null): { link: LinkRow | null; error: string | null } {
  const [link, setLink] = useState<LinkRow | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (id === null) {
      setError('Link not found');
      return;
    }
    let live = true;
    get<LinkRow>(`links/${id}`)
      .then((row) => live && setLink(row))
      .catch((e: unknown) => live && setError(errorMessage(e)));
    return () => {
      live = false;
    };
  }, [id]);
  return { link, error };
}
