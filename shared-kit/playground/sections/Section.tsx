import type { ReactNode } from 'react';
import { Card } from 'antd';

/** A titled card of the playground. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title} size="small" style={{ marginBottom: 16 }}>
      {children}
    </Card>
  );
}
