import type { ReactNode } from 'react';
import { Alert, Button, Empty, Flex, Spin, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useFeedback } from '@scriptorium/shared-kit/core';
import { useResource } from '@scriptorium/shared-kit/data';
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

  const copy = async (url: string) => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      toast.success('Link copied to clipboard');
    } catch {
      toast.error('Failed to copy link to clipboard');
    }
  };

  if (error) return <Alert type="error" showIcon title={error} />;
  if (!links) return <Spin />;
  if (links.length === 0) return <Empty description="There are no websites yet" />;
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
          <Button icon={<CopyOutlined />} onClick={() => copy(link.url)} aria-label={`Copy link for ${link.website}`}>
            Copy
          </Button>
        </Flex>
      ))}
    </Flex>
  );
}
