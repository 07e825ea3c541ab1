import { Button } from 'antd';
import { RoutedTabs } from '@scriptorium/shared-kit/ui';
import { Section } from './Section.js';

/** Routed tabs under /tabs/tab/{name} with count badges from a URL; one tab needs a missing permission. */
export function TabsSection() {
  return (
    <Section title="Writers by state">
      <RoutedTabs
        base="/tabs"
        counts="tabs/counts"
        extra={<Button size="small">Add Writer</Button>}
        tabs={['active', 'pending', 'suspended', { name: 'secret', permission: 'not.a.granted.permission' }]}
        render={(name) => <p>The {name} writers list would be here.</p>}
      />
    </Section>
  );
}
