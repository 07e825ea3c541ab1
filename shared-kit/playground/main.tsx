import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { Button, Layout, Typography } from 'antd';
import { ALL_PERMISSIONS } from '@scriptorium/contracts/core';
import { KitProvider, registerPopup, sessionStore, TopProgressBar } from '@scriptorium/shared-kit/core';
import { DataProvider } from '@scriptorium/shared-kit/data';
import { Breadcrumbs, NavMenu, PopupHost, type NavMenuItem } from '@scriptorium/shared-kit/ui';
import { installSampleApi } from './sampleApi.js';
import { TablesSection } from './sections/TablesSection.js';
import { FormsSection } from './sections/FormsSection.js';
import { InputsSection } from './sections/InputsSection.js';
import { DisplaySection } from './sections/DisplaySection.js';
import { TabsSection } from './sections/TabsSection.js';
import { HelloPopup } from './sections/HelloPopup.js';
import { RenderTimingSection } from './sections/RenderTimingSection.js';

// Playground only: answer the API from sample arrays and act as a signed-in admin holding every permission.
installSampleApi();
sessionStore.getState().signIn('playground-sample-token', {
  id: 1,
  name: 'Playground Admin',
  email: 'admin@example.com',
  phone: null,
  profile_picture: null,
  role: 'admin',
  permissions: ALL_PERMISSIONS,
  created_at: '2025-01-01T00:00:00Z',
});
registerPopup('Hello', HelloPopup);

const MENU: NavMenuItem[] = [
  { id: 'tables', label: 'Tables', path: '/tables' },
  { id: 'forms', label: 'Forms', path: '/forms' },
  { id: 'inputs', label: 'Inputs', path: '/inputs' },
  { id: 'display', label: 'Display & feedback', path: '/display' },
  { id: 'tabs', label: 'Tabs', path: '/tabs' },
  { id: 'timing', label: 'Render timing', path: '/timing' },
  { id: 'inbox', label: 'Inbox (badge)', path: '/inbox', permission: 'orders.inbox.view_inbox' },
];

function Shell() {
  const navigate = useNavigate();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider breakpoint="lg" collapsedWidth={0} theme="light" width={210}>
        <Typography.Title level={5} style={{ padding: '16px 16px 0' }}>
          Kit playground
        </Typography.Title>
        <NavMenu items={MENU} counts="menu/counts" />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{ background: '#fff', display: 'flex', alignItems: 'center', gap: 12, paddingInline: 16 }}
        >
          <Breadcrumbs />
          <span style={{ flex: 1 }} />
          <Button onClick={() => navigate({ search: '?popup=side&comp=Hello&title=Side%20panel&name=reader' })}>
            Side pop-up
          </Button>
        </Layout.Header>
        <Layout.Content style={{ padding: 16 }}>
          <Routes>
            <Route path="/" element={<Navigate replace to="/tables" />} />
            <Route path="/tables" element={<TablesSection />} />
            <Route path="/forms" element={<FormsSection />} />
            <Route path="/inputs" element={<InputsSection />} />
            <Route path="/display" element={<DisplaySection />} />
            <Route path="/tabs/*" element={<TabsSection />} />
            <Route path="/timing" element={<RenderTimingSection />} />
            <Route path="*" element={<Typography.Text>Nothing here in the playground.</Typography.Text>} />
          </Routes>
        </Layout.Content>
      </Layout>
      <PopupHost />
      <TopProgressBar />
    </Layout>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <KitProvider>
      <DataProvider>
        <BrowserRouter>
          <Shell />
        </BrowserRouter>
      </DataProvider>
    </KitProvider>
  </StrictMode>,
);
