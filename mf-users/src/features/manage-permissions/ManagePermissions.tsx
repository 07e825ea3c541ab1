import { Button, Card, Col, Empty, Menu, Row, Spin, Tooltip, Tree, Typography } from 'antd';
import { CheckCircleTwoTone, SaveOutlined } from '@ant-design/icons';
import { useParams, useSearchParams } from 'react-router-dom';
import { sessionStore, useCan, useT } from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';
import { moduleLabel } from '../../lib/permissionWords.js';
import { checkedPermissions, GROUP_PREFIX, permissionTree } from './permissionTree.js';
import { useModulePermissions } from './useModulePermissions.js';

/**
 * `/sh-departments/manage-permissions/{id}`: the module list (a tick on modules the department holds)
 * and, for the chosen module, its permission tree grouped by first segment with leaves in words
 * (`permissionLabel`), the key in a tooltip. The module's checkbox toggles all its permissions; Save appears only after a
 * change and reloads the signed-in user. Without `departments.departments.manage_departments` the
 * tree is read-only; with it, the keys the signed-in admin does not hold stay greyed out, since only
 * what one holds can be granted (the API refuses the rest).
 * @see docs/product.md §2 /sh-departments/manage-permissions/{id}; §4 Permission editing
 */
export default function ManagePermissions() {
  const { id } = useParams();
  const [search, setSearch] = useSearchParams();
  const canManage = useCan('departments.departments.manage_departments');
  const state = useModulePermissions(id, search.get('module'));
  const held = sessionStore((s) => s.user?.permissions);
  const grantable = (key: string) => !!held?.includes(key);
  const someNotHeld = state.permissions.some((k) => !grantable(k));
  const t = useT(catalog);
  const choose = (module: string) => {
    state.choose(module);
    setSearch({ module }, { replace: true });
  };
  return (
    <section data-testid="manage-permissions">
      <Typography.Title level={3}>
        {state.department
          ? t('users.permissions.departmentTitle', { name: state.department.name })
          : t('users.permissions.title')}
      </Typography.Title>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Card title={t('users.permissions.modules')} size="small">
            <Menu
              mode="inline"
              selectedKeys={state.module ? [state.module] : []}
              onClick={({ key }) => choose(key)}
              items={state.modules.map((m) => ({
                key: m,
                label: (
                  <span>
                    {moduleLabel(m)}
                    {state.departmentModules.includes(m) && (
                      <CheckCircleTwoTone
                        twoToneColor="#52c41a"
                        aria-label={t('users.permissions.granted')}
                        style={{ marginInlineStart: 8 }}
                      />
                    )}
                  </span>
                ),
              }))}
            />
          </Card>
        </Col>
        <Col xs={24} md={16}>
          <Card
            size="small"
            title={state.module ? moduleLabel(state.module) : t('users.permissions.title')}
            extra={
              state.dirty && canManage ? (
                <Button type="primary" icon={<SaveOutlined />} loading={state.saving} onClick={state.save}>
                  {t('users.permissions.save')}
                </Button>
              ) : null
            }
          >
            {!state.module && <Empty description={t('users.permissions.choose')} />}
            {state.module && state.loading && <Spin />}
            {state.module && !state.loading && canManage && someNotHeld && (
              <Typography.Paragraph type="secondary" data-testid="not-held-note">
                {t('users.permissions.notHeld')}
              </Typography.Paragraph>
            )}
            {state.module && !state.loading && (
              <Tree
                checkable
                selectable={false}
                defaultExpandAll
                disabled={!canManage}
                key={state.module}
                treeData={permissionTree(state.permissions, canManage ? grantable : undefined)}
                // The words for people; the key (what support and the API logs name) on hover.
                titleRender={(node) =>
                  String(node.key).startsWith(GROUP_PREFIX) ? (
                    <>{node.title}</>
                  ) : (
                    <Tooltip title={<code>{String(node.key)}</code>}>
                      <span data-permission={String(node.key)}>{node.title}</span>
                    </Tooltip>
                  )
                }
                checkedKeys={state.selection}
                onCheck={(checked) => {
                  const keys = Array.isArray(checked) ? checked : checked.checked;
                  state.setSelection(checkedPermissions(keys, state.permissions));
                }}
              />
            )}
          </Card>
        </Col>
      </Row>
    </section>
  );
}
