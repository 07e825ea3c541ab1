import { useEffect, useState } from 'react';
import { errorMessage, get } from '@scriptorium/shared-kit/core';
import type { LinkRow } from '@scriptorium/contracts/settings';

/** Link `id` (`GET links/{id}`): its url, order count and created time; null id → 'Link not found'. */
export function useLink(id: number | null): { link: LinkRow | null; error: string | null } {
  const [result, setResult] = useState<{ id: number; link: LinkRow | null; error: string | null } | null>(null);
  useEffect(() => {
    if (id === null) return;
    let live = true;
    get<LinkRow>(`links/${id}`)
      .then((link) => live && setResult({ id, link, error: null }))
      .catch((e: unknown) => live && setResult({ id, link: null, error: errorMessage(e) }));
    return () => {
      live = false;
    };
  }, [id]);
  if (id === null) return { link: null, error: 'Link not found' };
  return result?.id === id ? { link: result.link, error: result.error } : { link: null, error: null };
}
