import type { Key, ReactNode } from 'react';
import { Card, Empty, Flex, Spin, Typography } from 'antd';
import { getValue, type ResolvedColumn } from './columns.js';
import { renderCell } from './renderCell.js';
import { isRowClick } from './rowClick.js';
import { wrapStyle } from './wrapText.js';
import { kitCatalog } from '../i18n/catalog.js';
import { useT } from '../i18n/i18n.js';

/** Props of {@link TableCards}. */
export interface TableCardsProps<Row> {
  rows: readonly Row[];
  columns: readonly ResolvedColumn<Row>[];
  rowKey: (row: Row, index: number) => Key;
  loading: boolean;
  /** Actions of a row, shown at the card's foot. */
  actions?: (row: Row) => ReactNode;
  onRowClick?: (row: Row) => void;
}

/**
 * The narrow-screen layout of a table: one card per row with 'label: value' lines; a label keeps its
 * words whole and a long value wraps under it.
 * @see docs/product.md §9 (Mobile card layout at 700 px or narrower unless disabled)
 */
export function TableCards<Row>({ rows, columns, rowKey, loading, actions, onRowClick }: TableCardsProps<Row>) {
  const t = useT(kitCatalog);
  if (!loading && rows.length === 0) return <Empty description={t('kit.table.empty')} />;
  return (
    <Spin spinning={loading}>
      <Flex vertical gap={8} className="kit-table-cards">
        {rows.map((row, i) => (
          <Card
            key={rowKey(row, i)}
            size="small"
            hoverable={Boolean(onRowClick)}
            onClick={onRowClick ? (e) => isRowClick(e) && onRowClick(row) : undefined}
          >
            {columns.map((c) => (
              <Flex key={c.id} gap={8} justify="space-between" style={{ padding: '2px 0' }}>
                {c.title && (
                  <Typography.Text type="secondary" style={{ flex: 'none', maxWidth: '45%' }}>
                    {c.title}
                  </Typography.Text>
                )}
                <span
                  style={{ textAlign: 'right', minWidth: 0, ...(c.key ? wrapStyle(getValue(row, c.key)) : undefined) }}
                >
                  {renderCell(c, row)}
                </span>
              </Flex>
            ))}
            {actions && <div style={{ marginTop: 8 }}>{actions(row)}</div>}
          </Card>
        ))}
      </Flex>
    </Spin>
  );
}
