import { useEffect } from 'react';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';

/**
 * What a signed-in user sees on an auth page: 'You are signed in as {name}', and — when the URL
 * carries a redirect target — an immediate move there. @see docs/product.md §2 Routes (/sh-auth)
 */
export function SignedInNotice({ name, target }: { name: string; target: string | null }) {
  const navigate = useNavigate();
  const t = useT(catalog);
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [navigate, target]);
  return (
    <Result
      status="success"
      title={t('auth.signed_in.title', { name })}
      extra={
        <Button type="primary" onClick={() => navigate(target ?? '/', { replace: true })}>
          {t('auth.signed_in.continue')}
        </Button>
      }
    />
  );
}
