import { useEffect, useState } from 'react';
import { Alert, Button, List, Spin, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { errorMessage, useFeedback } from '@scriptorium/shared-kit';
import { fetchPackageLinks, type PackageLink } from './pricingPackagesApi.js';

/**
 * The order link of a package on each website, each with a Copy button
 * ('Link copied to clipboard' / 'Failed to copy link to clipboard').
 * @see spec §2 Pricing packages ("View Links lists each website with a copyable order link"), §8
 */
export function PackageLinks({ packageId }: { packageId: number }) {
  const [links, setLinks] = useState<PackageLink[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { toast } = useFeedback();

  useEffect(() => {
    let live = true;
    fetchPackageLinks(packageId)
      .then((rows) => live && setLinks(rows))
      .catch((e: unknown) => live && setError(errorMessage(e)));
    return () => {
      live = false;
    };
  }, [packageId]);

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
  return (
    <List
      data-testid="package-links"
      dataSource={links}
      locale={{ emptyText: 'There are no websites yet' }}
      renderItem={(link) => (
        <List.Item actions={[<Button key="copy" icon={<CopyOutlined />} onClick={() => copy(link.url)} aria-label={`Copy link for ${link.website}`}>Copy</Button>]}>
          <List.Item.Meta title={link.website} description={<Typography.Text code style={{ wordBreak: 'break-all' }}>{link.url}</Typography.Text>} />
        </List.Item>
      )}
    />
  );
}
