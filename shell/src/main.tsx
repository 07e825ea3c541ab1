import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { HTML_FIRST_ID } from './features/html-first/handOver.js';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

/**
 * Resolves once the browser has had a frame to paint the page's HTML — on a page sent with its first
 * screen as HTML (issue 27), whose form then shows before the app's modules are evaluated (~250 ms of
 * main thread on a phone) — or after 100 ms at most (a background tab paints no frames). At once on
 * other pages: they have nothing to show until the app renders.
 */
function afterFirstPaint(): Promise<void> {
  if (!document.getElementById(HTML_FIRST_ID)) return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

/** Resolves in a new task: the browser may paint and answer input before what follows runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The app's modules are evaluated in two tasks, not one long one: the start-up data's (the kit's core
// with antd's start-up chunk and the contracts' schemas), then the shell's screens. Their files are fetched as the page
// arrives all the same: the build lists them in the page (federation/first-screen.ts
// `entryDynamicPreloadLinks`). The first render is a transition: React renders it in slices of ~5 ms
// and lets the browser answer input between them. Nothing waits on it: the page shows its
// prerendered HTML, or the shell's loading screen, until it commits.
void (async () => {
  await afterFirstPaint();
  const { loadStartup } = await import('./app/bootstrap/loadStartup.js');
  const started = loadStartup();
  await nextTask();
  const { ShellApp } = await import('./app/bootstrap/ShellApp.js');
  await started;
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <ShellApp />
      </StrictMode>,
    );
  });
})();
