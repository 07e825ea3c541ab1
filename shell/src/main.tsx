import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadStartup } from './app/bootstrap/loadStartup.js';
import { ShellApp } from './app/bootstrap/ShellApp.js';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The first render is a transition: React renders it in slices of ~5 ms and lets the browser answer
// input between them (on a phone at 4x slowdown one unsliced render blocked the page for
// 0.3-0.9 s while the person typed into the prerendered form). Nothing waits on it: the page shows its
// prerendered HTML, or the shell's loading screen, until it commits.
void loadStartup().then(() => {
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <ShellApp />
      </StrictMode>,
    );
  });
});
