import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import {
  DataTable,
  AutoForm,
  PhoneInput,
  DateRange,
  TagSearch,
  StatusBadge,
  StarRating,
  Breadcrumbs,
  NavMenu,
  RoutedTabs,
  PopupFrame,
  ExportProgress,
  UploadProgress,
} from '../entries/ui.js';
import { renderWithKit } from '../testing/renderWithKit.js';
import { lazyComponent } from './lazyComponent.js';

/** A lazy chunk's first import pulls in antd parts; on a loaded 2-core machine that takes seconds. */
const slow = { timeout: 15000 };

describe('lazy exports of the barrel', () => {
  it('load the heavy components on first render', async () => {
    renderWithKit(
      <>
        <DataTable dataSource={[{ id: 1, name: 'Ann' }]} urlKey={false} columns={['name']} />
        <AutoForm action="x" fields={['title']} />
        <PhoneInput value="+254712345678" />
        <DateRange />
        <TagSearch data={['a']} />
      </>,
    );
    expect(await screen.findByText('Ann', {}, slow)).toBeTruthy();
    expect(await screen.findByLabelText('Title', {}, slow)).toBeTruthy();
    expect(((await screen.findByLabelText('Phone number', {}, slow)) as HTMLInputElement).value).toBe('712345678');
    expect(await screen.findByText('This Month', {}, slow)).toBeTruthy();
    expect((await screen.findAllByText('Type to search...', {}, slow)).length).toBeGreaterThan(0);
  }, 60000);

  it('show the status text at once and the antd tag once loaded', async () => {
    renderWithKit(<StatusBadge status="in_progress" />);
    expect(screen.getByText('In Progress').getAttribute('data-status')).toBe('in_progress');
    await screen.findByText('In Progress', { selector: '.ant-tag, .ant-tag *' }, slow);
  }, 30000);

  it('render the navigation, rating, pop-up and progress components with their props', async () => {
    renderWithKit(
      <>
        <Breadcrumbs pathname="/orders" />
        <NavMenu items={[{ id: 'orders', label: 'My Orders', path: '/orders' }]} />
        <RoutedTabs tabs={[{ name: 'one', label: 'One' }]} base="/t" render={(n) => <p>tab {n}</p>} />
        <StarRating value={4} />
        <PopupFrame open kind="modal" title="Popup title" onClose={() => undefined}>
          <p>inside the pop-up</p>
        </PopupFrame>
        <ExportProgress open loaded={5} total={10} />
        <UploadProgress items={[{ uid: 'u1', name: 'essay.docx', percent: 40, status: 'uploading' }]} />
      </>,
      '/t/tab/one',
    );
    expect(await screen.findByRole('menuitem', { name: /My Orders/ }, slow)).toBeTruthy();
    expect(await screen.findByText('tab one', {}, slow)).toBeTruthy();
    expect(await screen.findByText('inside the pop-up', {}, slow)).toBeTruthy();
    expect(await screen.findByText('essay.docx', {}, slow)).toBeTruthy();
    expect(await screen.findByText('Preparing export…', {}, slow)).toBeTruthy();
    expect(document.querySelector('.ant-rate')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeTruthy();
  }, 60000);

  it('load nothing while closed or empty', () => {
    const { container } = renderWithKit(
      <>
        <ExportProgress open={false} />
        <UploadProgress items={[]} />
      </>,
    );
    expect(container.textContent).toBe('');
  });
});

describe('lazyComponent', () => {
  const Real = ({ text }: { text: string }) => <p>{text}</p>;

  it('shows its fallback until its code arrives, then the component with its props', async () => {
    const Lazy = lazyComponent(
      'Real',
      async () => Real,
      () => <p>loading</p>,
    );
    renderWithKit(<Lazy text="ready" />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('ready')).toBeTruthy();
  });

  it('renders at once, without its fallback, when preloaded before its first render', async () => {
    const load = vi.fn(async () => Real);
    const Lazy = lazyComponent('Real', load, () => <p>loading</p>);
    await Lazy.preload();
    renderWithKit(<Lazy text="ready" />);
    expect(screen.getByText('ready')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again on its first render when an earlier preload failed (a dropped connection)', async () => {
    const load = vi
      .fn<() => Promise<typeof Real>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Real);
    const Lazy = lazyComponent('Real', load, () => <p>loading</p>);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    renderWithKit(<Lazy text="ready" />);
    expect(await screen.findByText('ready')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
