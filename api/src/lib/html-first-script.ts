/**
 * The one script a page sent as HTML runs before the app: it makes the prerendered screen answer the
 * person's first action instead of dropping it. Inline (it must act from the first paint, before any
 * request could bring a file) at the end of `<div id="html-first">`, so it runs once the screen is parsed
 * and before the browser paints it (the shell's page holds its first paint until `#root`).
 *
 * What it does, until the app takes the page over (shell features/html-first hands the action on):
 * - enables the buttons the build disabled (`data-awaits-app`, federation/prerender.ts `inert`);
 * - a form submitted (Enter in a field, its submit button) does not post: the submit is kept, and the
 *   button shows busy; the app submits its own form once it has taken over;
 * - a button, tab or `role=button` pressed (click, or Enter/Space on a non-button) is kept, for the
 *   app to press its own;
 * - a select pressed (antd's combobox: mouse down on it, or Enter, Space, ↑/↓ on its input) is kept, for
 *   the app to open its own;
 * - a button beside a file input (a sibling: the order form's "Attach files") opens that file input at
 *   once (a file picker needs the press itself); the app takes the files chosen;
 * - fields, check boxes and links work as plain HTML (what they hold moves into the app).
 * One action is kept: the latest, so a person who tapped one thing and then pressed another gets the
 * second. It lies on `window.__scriptoriumHtmlFirst.action` as `{type: 'submit' | 'click' | 'open',
 * target: Element, submitter?: Element | null}`.
 *
 * The page's CSP allows this script by its hash ({@link HTML_FIRST_SCRIPT_SOURCE}, in the API's helmet
 * plugin and so in the compose gateway's headers); `deploy/html-first.shtml` carries the same text (a test
 * compares). Where it does not run (JavaScript off, a CSP without the hash), the buttons stay disabled
 * and a form cannot be sent: the page is as it was before this script.
 * @see docs/architecture-html-first.md "The first action"
 */
import { createHash } from 'node:crypto';

/** The script's text, exactly as it goes between `<script>` and `</script>` (its hash depends on every byte). */
export const HTML_FIRST_SCRIPT = [
  '(function(){',
  "var root=document.getElementById('html-first');if(!root)return;",
  'var state={action:null};window.__scriptoriumHtmlFirst=state;',
  "root.querySelectorAll('button[data-awaits-app]').forEach(function(b){b.disabled=false;});",
  'function on(type,fn){document.addEventListener(type,function(e){var t=e.target;if(t instanceof Element&&root.isConnected&&root.contains(t))fn(e,t);},true);}',
  "function combobox(t){var s=t.closest('[role=combobox],.ant-select');return s&&(s.matches('[role=combobox]')?s:s.querySelector('[role=combobox]'));}",
  "on('submit',function(e,form){e.preventDefault();var b=e.submitter||form.querySelector('[type=submit]');",
  "if(b){b.setAttribute('aria-busy','true');b.style.opacity='0.65';}state.action={type:'submit',target:form,submitter:e.submitter||null};});",
  "on('mousedown',function(e,t){var box=e.button===0&&combobox(t);if(box)state.action={type:'open',target:box};});",
  "on('keydown',function(e,t){var k=e.key;if(t.matches('[role=combobox]')&&(k==='Enter'||k===' '||k==='ArrowDown'||k==='ArrowUp')){e.preventDefault();state.action={type:'open',target:t};}",
  "else if((k==='Enter'||k===' ')&&t.matches('[role=button]:not(button),[role=tab]:not(button)')){e.preventDefault();state.action={type:'click',target:t};}});",
  "on('click',function(e,t){var el=t.closest('button,[role=button],[role=tab]');if(!el||!root.contains(el)||(el instanceof HTMLButtonElement&&el.type==='submit'))return;",
  "var file=el instanceof HTMLButtonElement&&el.parentElement&&el.parentElement.querySelector(':scope>input[type=file]');if(file){file.click();return;}",
  "state.action={type:'click',target:el};});",
  // The app's files, held in the page's <template> (page-fragments.ts withAppAfterPaint), go in at the end
  // of the body after the first paint. At once: each style sheet, switched off (`media="not all"`, marked
  // `data-after-hand-over`; the app switches them on as it removes the HTML, so the HTML is not styled
  // again) with a preload (a sheet off would be fetched last), the classic scripts at high priority (else
  // fetched after the sixty module preloads: the entry waits for them), and a preload of the entry module,
  // which itself goes in once those have loaded (as the parser ran it). Then, from the next task, the
  // module preloads, twenty to a task (each starts a fetch, ~0.5 ms at 1x), tasks of the highest priority
  // where the browser has them (scheduler.postTask), so they do not wait behind the page's other tasks.
  "var app=document.getElementById('scriptorium-app');if(!app)return;var started=false;",
  'function start(){if(started)return;started=true;var pending=1,entry=[],preloads=[],now=document.createDocumentFragment();',
  'function loaded(){if(--pending===0)entry.forEach(function(s){document.body.appendChild(s);});}',
  'function wait(n){pending++;n.onload=n.onerror=loaded;now.appendChild(n);}',
  "function link(rel,href,as){var l=document.createElement('link');l.rel=rel;l.href=href;l.crossOrigin='';if(as)l.as=as;now.appendChild(l);}",
  'Array.prototype.forEach.call(app.content.children,function(el){var n;',
  "if(el.tagName==='SCRIPT'){n=document.createElement('script');for(var i=0;i<el.attributes.length;i++)n.setAttribute(el.attributes[i].name,el.attributes[i].value);",
  "if(n.type==='module'){link('modulepreload',el.getAttribute('src'));return entry.push(n);}n.async=false;n.fetchPriority='high';return wait(n);}",
  "n=document.importNode(el,true);var sheet=n.rel==='stylesheet',styled=n.rel==='preload'&&n.as==='style';",
  'if(!sheet&&!styled)return preloads.push(n);',
  "link('preload',el.getAttribute('href'),'style');n.rel='stylesheet';n.removeAttribute('as');n.media='not all';n.setAttribute('data-after-hand-over','');wait(n);});",
  'document.body.appendChild(now);loaded();',
  "var post=window.scheduler&&scheduler.postTask?function(f){scheduler.postTask(f,{priority:'user-blocking'});}:function(f){setTimeout(f,0);};",
  'function next(){var batch=document.createDocumentFragment();preloads.splice(0,20).forEach(function(n){batch.appendChild(n);});',
  'document.body.appendChild(batch);if(preloads.length)post(next);}post(next);}',
  "if(document.visibilityState!=='visible')start();",
  "else{requestAnimationFrame(function(){setTimeout(start,0);});document.addEventListener('visibilitychange',start);}",
  '})();',
].join('');

/** The CSP source that allows {@link HTML_FIRST_SCRIPT} and nothing else inline: `'sha256-…'`. */
export const HTML_FIRST_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(HTML_FIRST_SCRIPT).digest('base64')}'`;
