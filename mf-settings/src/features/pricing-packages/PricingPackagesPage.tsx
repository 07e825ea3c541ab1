import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, Col, Empty, Row, Spin, Typography } from 'antd';
import { EditOutlined, LinkOutlined, PlusOutlined } from '@ant-design/icons';
import { servicePackageRequest, type ServicePackage } from '@scriptorium/contracts/settings';
import { Can, useT } from '@scriptorium/shared-kit/core';
import { useInvalidate, useResource } from '@scriptorium/shared-kit/data';
import { Money } from '@scriptorium/shared-kit/format';
import { AutoForm, PopupFrame } from '@scriptorium/shared-kit/ui';
import { catalog, type SettingsT } from '../../i18n/catalog.js';
import { packagesQuery, servicePackageAction, serviceTypeQuery } from './api.js';
import { PackageLinks } from './PackageLinks.js';

const EDIT_PERMISSION = 'settings.service_types';

/** The package form's fields (name, amount in USD, description), labelled in the current language. */
function packageFields(t: SettingsT) {
  return [
    { name: 'name', label: t('settings.field.name'), required: true },
    { name: 'amount', label: t('settings.field.amount'), required: true, helperText: t('settings.help.amount') },
    { name: 'description', label: t('settings.field.description') },
  ];
}

type Popup = { kind: 'add' } | { kind: 'edit'; pkg: ServicePackage } | { kind: 'links'; pkg: ServicePackage } | null;

/** The positive whole number in `value`, or null. */
function parseId(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * `/settings/pricing-packages?id={service type id}`: '{service type} Pricing Plans', one card per package
 * (name, amount in USD, description) with Edit and View Links; 'Add New Package' opens an AutoForm
 * ('Package saved'); without packages the empty state invites adding one.
 * @see docs/product.md §2 Pricing packages, §7 storeServicePackage
 */
export default function PricingPackagesPage() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  // A missing or bad id loads nothing and reads 'Service type not found'.
  const type = useResource({ ...serviceTypeQuery(id ?? 0), enabled: id !== null });
  const list = useResource({ ...packagesQuery(id ?? 0), enabled: id !== null });
  const invalidate = useInvalidate();
  const [popup, setPopup] = useState<Popup>(null);
  const t = useT(catalog);
  const fields = useMemo(() => packageFields(t), [t]);

  const serviceType = type.data;
  const packages = list.data ?? [];
  const error = type.error ?? list.error;
  if ((type.loading && !serviceType) || (list.loading && !list.data)) return <Spin />;
  if (error || !serviceType) return <Alert type="error" showIcon title={error ?? t('settings.packages.notFound')} />;

  const editing = popup?.kind === 'edit' ? popup.pkg : null;
  return (
    <section data-testid="pricing-packages">
      <Row justify="space-between" align="middle" style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('settings.packages.title', { name: serviceType.name })}
        </Typography.Title>
        <Can permission={EDIT_PERMISSION}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setPopup({ kind: 'add' })}>
            {t('settings.packages.add')}
          </Button>
        </Can>
      </Row>
      {packages.length === 0 ? (
        <Empty description={t('settings.packages.empty')} />
      ) : (
        <Row gutter={[16, 16]}>
          {packages.map((pkg) => (
            <Col key={pkg.id} xs={24} sm={12} lg={8}>
              <Card
                title={pkg.name}
                data-testid={`package-${pkg.id}`}
                actions={[
                  <Button
                    key="edit"
                    type="link"
                    icon={<EditOutlined />}
                    onClick={() => setPopup({ kind: 'edit', pkg })}
                  >
                    {t('settings.packages.edit')}
                  </Button>,
                  <Button
                    key="links"
                    type="link"
                    icon={<LinkOutlined />}
                    onClick={() => setPopup({ kind: 'links', pkg })}
                  >
                    {t('settings.packages.viewLinks')}
                  </Button>,
                ]}
              >
                <Typography.Title level={4}>
                  <Money value={pkg.amount} currency="USD" />
                </Typography.Title>
                {pkg.description && (
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{pkg.description}</Typography.Paragraph>
                )}
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <PopupFrame
        open={popup !== null}
        kind="modal"
        title={
          popup?.kind === 'links'
            ? t('settings.packages.linksTitle', { name: popup.pkg.name })
            : popup?.kind === 'edit'
              ? t('settings.packages.editTitle')
              : t('settings.packages.add')
        }
        onClose={() => setPopup(null)}
      >
        {popup?.kind === 'links' ? (
          <PackageLinks packageId={popup.pkg.id} />
        ) : (
          <AutoForm
            fields={fields}
            schema={servicePackageRequest}
            action={servicePackageAction(editing?.id)}
            method={editing ? 'put' : 'post'}
            extraData={editing ? undefined : { service_type_id: serviceType.id }}
            initialValues={
              editing ? { name: editing.name, amount: editing.amount, description: editing.description } : undefined
            }
            submitLabel={t('settings.form.save')}
            onSuccess={() => void invalidate(['pricing-packages'])}
          />
        )}
      </PopupFrame>
    </section>
  );
}
