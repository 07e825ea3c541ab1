import { useLayoutEffect, useState } from 'react';
import { Button, Space, Table, Typography } from 'antd';
import { DataTable } from '../../src/data-table/DataTable.js';
import { Section } from './Section.js';

type Row = Record<string, string | number>;
const COLUMNS = [
  'id',
  'title',
  'status',
  'amount',
  'paid_amount',
  'created_at',
  'name',
  'email',
  'phone',
  'updated_at',
];
const ROWS: Row[] = Array.from({ length: 400 }, (_, i) => ({
  id: i + 1,
  title: `Order ${i + 1}`,
  status: i % 2 ? 'in_progress' : 'completed',
  amount: 100 + i,
  paid_amount: i,
  name: `Client ${i}`,
  created_at: '2025-03-07T15:05:00Z',
  email: `c${i}@example.com`,
  phone: '+254712345678',
  updated_at: '2025-03-08T10:00:00Z',
}));
const PLAIN = COLUMNS.map((c) => ({ key: c, dataIndex: c, title: c }));

type Run = { n: number; kind: 'kit' | 'antd'; start: number };

/** Measures the first paint after mounting: a layout effect, then the next animation frame. */
function Timer({ run, onDone }: { run: Run; onDone: (ms: number) => void }) {
  useLayoutEffect(() => {
    requestAnimationFrame(() => onDone(performance.now() - run.start));
  }, [run]); // eslint-disable-line react-hooks/exhaustive-deps -- one measure per run
  return null;
}

/** Playground: how long DataTable takes to render 400 sample rows × 10 columns in the browser, beside a plain antd Table. */
export function RenderTimingSection() {
  const [run, setRun] = useState<Run | null>(null);
  const [results, setResults] = useState<Record<Run['kind'], number[]>>({ kit: [], antd: [] });
  const start = (kind: Run['kind']) => setRun({ n: (run?.n ?? 0) + 1, kind, start: performance.now() });
  const done = (ms: number) =>
    run &&
    setResults((r) =>
      r[run.kind].length && r[run.kind].at(-1) === ms ? r : { ...r, [run.kind]: [...r[run.kind], ms] },
    );
  const show = (list: number[]) => list.map((m) => `${m.toFixed(0)} ms`).join(', ') || 'not run yet';
  return (
    <Section title="Render timing — 400 rows × 10 columns (sample data)">
      <Space direction="vertical" style={{ marginBottom: 12 }}>
        <Space>
          <Button onClick={() => start('kit')}>DataTable</Button>
          <Typography.Text data-testid="kit">{show(results.kit)}</Typography.Text>
        </Space>
        <Space>
          <Button onClick={() => start('antd')}>Plain antd Table</Button>
          <Typography.Text data-testid="antd">{show(results.antd)}</Typography.Text>
        </Space>
      </Space>
      {run?.kind === 'kit' && (
        <div key={run.n}>
          <DataTable<Row> dataSource={ROWS} columns={COLUMNS} pageSize={400} urlKey={false} hideSearch />
          <Timer run={run} onDone={done} />
        </div>
      )}
      {run?.kind === 'antd' && (
        <div key={run.n}>
          <Table<Row> dataSource={ROWS} columns={PLAIN} rowKey="id" pagination={false} size="middle" />
          <Timer run={run} onDone={done} />
        </div>
      )}
    </Section>
  );
}
