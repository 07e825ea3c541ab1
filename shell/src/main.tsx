import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadStartup } from './app/bootstrap/loadStartup.js';
import { ShellApp } from './app/bootstrap/ShellApp.js';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

void loadStartup().then(() => {
  createRoot(root).render(
    <StrictMode>
      <ShellApp />
    </StrictMode>,
  );
});
