import { createRoot } from 'react-dom/client';
import { Button } from 'antd';
import { KitProvider } from '@scriptorium/shared-kit';
createRoot(document.getElementById('root')!).render(<KitProvider><Button>hi</Button></KitProvider>);
