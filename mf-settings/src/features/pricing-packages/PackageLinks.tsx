import type { ReactNode } from 'react';
import { Alert, Button, Empty, Flex, Spin, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useFeedback, useT } from '@scriptorium/shared-kit/core';
import { useResource } from '@scriptorium/shared-kit/data';
import { catalog } from '../../i18n/catalog.js';
import { packageLinksQuery } from './api.js';

/**
 * A URL with line-break opportunities after its separators (`/ ? & = . -`), so a long link wraps
 * between its parts rather than mid-word (any character only when one part is wider than the box).
 */
function breakable(url: string): ReactNode[] {
  return url.split(/(?<=[/?&=.-])/).flatMap((part, i) => (i ? [<wbr key={i} />, part] : [part]));
}

/**
 * The order link of a package on each website, each with a Copy button
 * ('Link copied to clipboard' / 'Failed to copy link to clipboard').
 * @see docs/product.md §2 Pricing packages ("View Links lists each website with a copyable order link"), §8
 */
export function PackageLinks({ packageId }: { packageId: number }) {
  const { data: links, error } = useResource(packageLinksQuery(packageId));
  const { toast } = useFeedback();
  const t = useT(catalog);

  const copy = async (url: string) => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      toast.success(catalog.t('settings.packageLinks.copied'));
    } catch {
      toast.error(catalog.t('settings.packageLinks.copyFailed'));
    }
  };

  if (error) return <Alert type="error" showIcon title={error} />;
  if (!links) return <Spin />;
  if (links.length === 0) return <Empty description={t('settings.packageLinks.empty')} />;
  return (
    <Flex vertical gap={12} data-testid="package-links">
      {links.map((link) => (
        <Flex key={link.website_id} justify="space-between" align="center" gap={12}>
          <div style={{ minWidth: 0 }}>
            <Typography.Text strong>{link.website}</Typography.Text>
            <br />
            <Typography.Text code style={{ overflowWrap: 'anywhere' }}>
              {breakable(link.url)}
            </Typography.Text>
          </div>
          <Button
            icon={<CopyOutlined />}
            onClick={() => copy(link.url)}
            aria-label={t('settings.packageLinks.copyFor', { website: link.website })}
          >
            {t('settings.packageLinks.copy')}
          </Button>
        </Flex>
      ))}
    </Flex>
  );
}
