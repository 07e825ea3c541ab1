import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Checkbox, Col, Form, Input, Row, Select, Space, Typography } from 'antd';
import { useT } from '@scriptorium/shared-kit/core';
import { formatMoney } from '@scriptorium/shared-kit/format';
import { catalog } from '../../i18n/form/catalog.js';
import { AttachFiles } from './AttachFiles.js';
import { loadPriceBreakdown, PricePanel, PriceSlot } from './PricePanel.js';
import { FormPanel } from './FormPanel.js';
import { REQUIRED } from './submitErrors.js';
import { useOrderForm, type OrderFormValues } from './useOrderForm.js';

const loadAdminOrderFields = () => import('./AdminOrderFields.js');
// Asked of a guest who submits: antd's Modal loads then, not with the form.
const loadSignInPrompt = () => import('./SignInPrompt.js');

/**
 * The form's parts that are not part of its first download, so a phone shows the form sooner: `load()`
 * runs once `when` holds (the admin's fields for an admin, the sign-in prompt once a guest submits).
 * Returns the module once loaded (null before and after a failed load), whether the last load failed,
 * and `retry` to import it again.
 */
function useImportWhen<M>(
  when: boolean,
  load: () => Promise<M>,
): { module: M | null; failed: boolean; retry: () => void } {
  const [module, setModule] = useState<M | null>(null);
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!when) return;
    let live = true;
    load().then(
      (m) => live && setModule(m),
      () => live && setFailedAttempt(attempt),
    );
    return () => {
      live = false;
    };
  }, [when, load, attempt]);
  return { module, failed: failedAttempt === attempt, retry: () => setAttempt((n) => n + 1) };
}

const money = (v: number) => formatMoney(v, { currency: 'USD' });

/** Says a part of the form (a {@link useImportWhen} load) could not download, with Retry. */
function LoadFailed({ message, retry }: { message: string; retry: () => void }) {
  const t = useT(catalog);
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      title={message}
      action={
        <Button size="small" onClick={retry}>
          {t('orders.form.retry')}
        </Button>
      }
    />
  );
}

/**
 * The order form: `standard` (`/orders/new`, `/orders/new-order-form`: service type select) or `custom`
 * (`/orders/form`: service types as radio buttons, price × the deadline's rate) — with the live price
 * panel, additional services, files, and for admins the client and order source. Works signed out (the
 * guest is asked to register or log in, and the draft survives).
 * @see docs/product.md §2 /orders/new, /orders/new-order-form, /orders/form; §5 (custom form messages); §7 addOrder
 */
export function OrderForm({
  variant,
  serviceTypeInput,
}: {
  variant: 'standard' | 'custom';
  /**
   * The service type's input (antd Select or Radio.Group: Form.Item gives it `value` and `onChange`),
   * given its choices (`{value: id, label: "Name — $12.00"}`) and whether they are loading. Each screen
   * brings its own, so `/orders/new` does not download Radio nor `/orders/form` a second Select.
   */
  serviceTypeInput: (choices: { value: number; label: string }[], loading: boolean) => ReactNode;
}) {
  const t = useT(catalog);
  const f = useOrderForm(variant);
  const adminFields = useImportWhen(f.isAdmin, loadAdminOrderFields);
  // Mounted from the first time it is asked for, so closing it animates.
  const [promptAsked, setPromptAsked] = useState(false);
  if (f.prompt && !promptAsked) setPromptAsked(true);
  const signInPrompt = useImportWhen(promptAsked, loadSignInPrompt);
  // The price lines show once a service is chosen, which takes a tap or a key in the form: their code
  // comes with the first (not with the page: a guest who only looks downloads none of it; a draft
  // restored with its service brings it on its own, rendering them).
  const loadPriceLines = () => void loadPriceBreakdown().catch(() => undefined);
  const custom = variant === 'custom';
  const opts = f.options.data;
  const pkg = f.pkg && f.pkg.service_type_id === f.values.service_type_id ? f.pkg : null;
  // Until the options have loaded a select would show the prefilled raw id ('1', '5'): show its placeholder.
  const shownOnceLoaded = (value: unknown) => ({ value: opts ? value : undefined });
  const pricePanel = (
    <PricePanel
      price={f.values.service_type_id ? f.price.price : null}
      checking={f.price.checking}
      custom={custom}
      packageName={pkg?.name}
    />
  );

  return (
    <section
      data-testid={`order-form-${variant}`}
      onPointerDownCapture={loadPriceLines}
      onKeyDownCapture={loadPriceLines}
    >
      <Typography.Title level={3}>
        {t(custom ? 'orders.form.title.custom' : 'orders.form.title.standard')}
      </Typography.Title>
      {f.isGuest && <Alert type="info" showIcon title={t('orders.form.guestNotice')} style={{ marginBottom: 16 }} />}
      {f.options.error && <Alert type="error" showIcon title={f.options.error} style={{ marginBottom: 16 }} />}
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          <FormPanel>
            {f.dropped && (
              <Alert
                type="warning"
                showIcon
                title={t(f.dropped)}
                closable={{ onClose: f.dismissDropped }}
                style={{ marginBottom: 16 }}
              />
            )}
            {f.alert && (
              <Alert
                type="error"
                showIcon
                title={f.alert}
                closable={{ onClose: f.dismissAlert }}
                style={{ marginBottom: 16 }}
              />
            )}
            <Form<OrderFormValues>
              form={f.form}
              layout="vertical"
              initialValues={f.initial}
              onValuesChange={f.onValuesChange}
              onFinish={() => void f.submit()}
              onFinishFailed={f.onInvalid}
              disabled={f.status !== 'idle'}
            >
              {adminFields.module && <adminFields.module.default orderSources={opts?.orderSources ?? []} />}
              {adminFields.failed && (
                <LoadFailed message={t('orders.form.adminFieldsFailed')} retry={adminFields.retry} />
              )}
              <Form.Item
                name="service_type_id"
                label={t('orders.form.serviceType')}
                rules={[{ required: true, message: t(REQUIRED.service_type_id) }]}
                getValueProps={shownOnceLoaded}
              >
                {serviceTypeInput(
                  (opts?.serviceTypes ?? []).map((s) => ({
                    value: s.id,
                    label:
                      s.amount > 0
                        ? t('orders.form.serviceOption', { name: s.name, price: money(s.amount) })
                        : t('orders.form.serviceOptionQuote', { name: s.name }),
                  })),
                  f.options.loading,
                )}
              </Form.Item>
              {pkg && (
                <Alert
                  type="info"
                  showIcon
                  style={{ marginBottom: 16 }}
                  title={t('orders.form.package', { name: pkg.name, price: money(pkg.amount) })}
                  description={pkg.description}
                />
              )}
              <Form.Item
                name="title"
                label={t('orders.form.titleLabel')}
                rules={[{ required: true, whitespace: true, message: t(REQUIRED.title) }, { max: 255 }]}
              >
                <Input placeholder={t('orders.form.titlePlaceholder')} />
              </Form.Item>
              <Form.Item
                name="deadline_id"
                label={t('orders.form.deadline')}
                rules={[{ required: true, message: t(REQUIRED.deadline_id) }]}
                getValueProps={shownOnceLoaded}
              >
                <Select
                  placeholder={t('orders.form.deadlinePlaceholder')}
                  loading={f.options.loading}
                  options={(opts?.deadlines ?? []).map((d) => ({
                    value: d.id,
                    label: custom ? `${d.name} (× ${d.rate})` : d.name,
                  }))}
                />
              </Form.Item>
              {(opts?.orderServices.length ?? 0) > 0 && (
                <Form.Item name="order_service_ids" label={t('orders.form.additionalServices')}>
                  <Checkbox.Group
                    options={(opts?.orderServices ?? []).map((s) => ({
                      value: s.id,
                      label: `${s.name} (+${money(s.amount)})`,
                    }))}
                  />
                </Form.Item>
              )}
              <Form.Item name="instructions" label={t('orders.form.instructions')}>
                <Input.TextArea rows={6} placeholder={t('orders.form.instructionsPlaceholder')} />
              </Form.Item>
              {!custom && (
                <Form.Item name="quote" valuePropName="checked">
                  <Checkbox>{t('orders.form.quote')}</Checkbox>
                </Form.Item>
              )}
              <Form.Item
                label={t('orders.form.files')}
                validateStatus={f.filesError ? 'error' : undefined}
                help={f.filesError}
              >
                <AttachFiles files={f.files} attach={f.attach} setFiles={f.setFiles} />
              </Form.Item>
              {/* On a phone the price comes before Submit, not below the whole form. */}
              <PriceSlot beside={false}>
                <div style={{ marginBottom: 16 }}>{pricePanel}</div>
              </PriceSlot>
              {signInPrompt.failed && f.prompt && (
                <LoadFailed message={t('orders.form.signInPromptFailed')} retry={signInPrompt.retry} />
              )}
              <Space>
                <Button type="primary" htmlType="submit" loading={f.status === 'processing'}>
                  {t('orders.form.submit')}
                </Button>
                {f.status === 'success' && <Typography.Text type="success">{t('orders.form.opening')}</Typography.Text>}
              </Space>
            </Form>
          </FormPanel>
        </Col>
        <PriceSlot beside>
          <Col lg={8}>
            <div style={{ position: 'sticky', top: 16 }}>{pricePanel}</div>
          </Col>
        </PriceSlot>
      </Row>
      {signInPrompt.module && (
        <signInPrompt.module.SignInPrompt open={f.prompt} returnTo={f.returnTo} onClose={f.closePrompt} />
      )}
    </section>
  );
}
