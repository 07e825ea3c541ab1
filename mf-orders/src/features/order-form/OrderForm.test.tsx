import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { computePrice } from '@scriptorium/contracts/orders';
import { FALLBACK_CONFIG, keepPageAnswers, runtimeConfigStore } from '@scriptorium/shared-kit/core';
import {
  mockApi,
  type MockReply,
  type MockRequest,
  renderWithKit,
  signInAs,
  signOut,
  SLOW,
  switchLanguage,
} from '@scriptorium/shared-kit/testing';
import NewOrder from './NewOrder.js';
import CustomOrder from './CustomOrder.js';
import { DRAFT_KEY, clearDraft } from './draft.js';

let restore = () => {};
afterEach(() => {
  restore();
  clearDraft();
  vi.useRealTimers();
  runtimeConfigStore.getState().set(FALLBACK_CONFIG);
});

const TYPES = [
  { id: 1, name: 'Essay Writing', amount: 15, description: null },
  { id: 5, name: 'Custom Quote', amount: 0, description: null },
];
const DEADLINES = [
  { id: 3, name: '24 hours', hours: 24, rate: 1.5 },
  { id: 6, name: '7 days', hours: 168, rate: 1 },
];
const EXTRAS = [
  { id: 1, name: 'Plagiarism Report', amount: 5 },
  { id: 2, name: 'Priority Writer', amount: 10 },
];

type Body = {
  service_type_id: number;
  package_id?: number;
  deadline_id?: number;
  order_service_ids: number[];
  form?: string;
  quote?: boolean;
};

/** A fake API pricing like the server (same computePrice). */
function server(
  submit: (req: MockRequest) => MockReply = () => ({
    status: 201,
    data: { message: 'Order submitted', order: created },
  }),
  settingsGate?: Promise<void>,
) {
  return mockApi(async (req) => {
    if (settingsGate && req.url.startsWith('list-settings/')) await settingsGate;
    if (req.url === 'list-settings/service_types') return { data: TYPES };
    if (req.url === 'list-settings/deadlines') return { data: DEADLINES };
    if (req.url === 'list-settings/order_services') return { data: EXTRAS };
    if (req.url === 'list-settings/order_sources') return { data: [{ id: 1, name: 'Website' }] };
    if (req.url === 'settings/service-packages/4')
      return { data: { id: 4, service_type_id: 1, name: 'Gold', amount: 40, description: 'Ten pages' } };
    if (req.url === 'orders/price') {
      const b = req.data as Body;
      const base = b.package_id ? 4000 : TYPES.find((t) => t.id === b.service_type_id)!.amount * 100;
      const extras = EXTRAS.filter((e) => b.order_service_ids.includes(e.id)).map((e) => e.amount * 100);
      const rate = b.form === 'custom' ? (DEADLINES.find((d) => d.id === b.deadline_id)?.rate ?? 1) : 1;
      const amount =
        base > 0
          ? computePrice({
              servicePrice: base,
              additionalServices: extras,
              form: b.form === 'custom' ? 'custom' : 'standard',
              deadlineRate: rate,
            }) / 100
          : 0;
      return {
        data: {
          amount,
          quote: base === 0,
          service_price: base / 100,
          additional_services: extras.reduce((a, c) => a + c, 0) / 100,
          discount: 0,
          deadline_rate: rate,
        },
      };
    }
    if (req.url === 'orders' && req.method === 'POST') return submit(req);
    return { status: 404, data: { message: 'Not found' } };
  });
}
const created = {
  id: 42,
  title: 'My essay',
  instructions: null,
  status: 'unpaid',
  user_id: 2,
  service_type: { id: 1, name: 'Essay Writing' },
  assign: null,
  unread_messages_count: 0,
  package_id: null,
  rating: null,
  comments: null,
  created_at: '2025-03-01T10:00:00Z',
};

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(label));
  const item = await screen.findAllByText(option);
  await userEvent.click(item.at(-1)!);
}

describe('OrderForm', { timeout: 40_000 }, () => {
  it("renders a guest's form with the choices the page carried: offered at its first render, none of the lists asked for", async () => {
    signOut();
    const api = server();
    restore = api.restore;
    keepPageAnswers({
      'list-settings/service_types?all=1': TYPES,
      'list-settings/deadlines?all=1': DEADLINES,
      'list-settings/order_services?all=1': EXTRAS,
    });
    renderWithKit(<NewOrder />, '/orders/new?service_type_id=1', '/orders/new');
    expect(screen.getByText('Plagiarism Report (+$5.00)')).toBeTruthy();
    const panel = await screen.findByTestId('price-panel', {}, SLOW);
    await waitFor(() => expect(within(panel).getByTestId('price-total').textContent).toBe('$15.00'));
    expect(api.requests.filter((q) => q.url.startsWith('list-settings/'))).toEqual([]);
  });

  it('prefills the service type from the query, shows the server price live and submits the order', async () => {
    signInAs('client');
    const api = server();
    restore = api.restore;
    const r = renderWithKit(<NewOrder />, '/orders/new?service_type_id=1', '/orders/new');
    const panel = await screen.findByTestId('price-panel', {}, SLOW);
    await waitFor(() => expect(within(panel).getByTestId('price-total').textContent).toBe('$15.00'));
    await userEvent.type(screen.getByLabelText('Title'), 'My essay');
    await choose('Deadline', '24 hours');
    await userEvent.click(screen.getByText('Plagiarism Report (+$5.00)'));
    await waitFor(() => expect(within(panel).getByTestId('price-total').textContent).toBe('$20.00'));
    await waitFor(() =>
      expect(api.requests.filter((q) => q.url === 'orders/price').at(-1)?.data).toMatchObject({
        service_type_id: 1,
        order_service_ids: [1],
        form: 'standard',
      }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(await screen.findByText('Order submitted')).toBeTruthy();
    const sent = api.requests.find((q) => q.url === 'orders' && q.method === 'POST');
    expect(sent?.data).toMatchObject({
      service_type_id: 1,
      title: 'My essay',
      deadline_id: 3,
      order_service_ids: [1],
      form: 'standard',
    });
    expect(r.location().pathname).toBe('/orders/new');
    vi.advanceTimersByTime(1000);
    await waitFor(() => expect(r.location().pathname).toBe('/orders/order/42'));
  });

  it('prices the custom form × the deadline rate and shows its messages for errors', async () => {
    signInAs('client');
    let attempt = 0;
    restore = server(() => {
      attempt += 1;
      return attempt === 1
        ? {
            status: 422,
            data: {
              message: 'The title may be at most 255 characters',
              errors: { title: ['The title may be at most 255 characters'] },
            },
          }
        : { status: 500, data: { message: 'Internal Server Error' } };
    }).restore;
    renderWithKit(<CustomOrder />, '/orders/form', '/orders/form');
    await screen.findByText('Essay Writing — $15.00', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(await screen.findByText('Please fix the errors in the form.')).toBeTruthy();
    expect(screen.getByText('Choose a service type')).toBeTruthy();
    // One voice: a choice says "Choose a …", a typed field "{Label} is required".
    expect(screen.getByText('Choose a deadline')).toBeTruthy();
    expect(screen.getByText('Title is required')).toBeTruthy();
    await userEvent.click(screen.getByText('Essay Writing — $15.00'));
    await choose('Deadline', '24 hours (× 1.5)');
    await userEvent.click(screen.getByText('Priority Writer (+$10.00)'));
    await waitFor(() => expect(screen.getByTestId('price-total').textContent).toBe('$37.50'));
    expect(screen.getByText('× 1.5')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Title'), 'Long title');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(await screen.findByText('The title may be at most 255 characters')).toBeTruthy();
    expect(screen.getByText('Please fix the errors in the form.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(await screen.findByText('An error occurred while submitting the order.')).toBeTruthy();
  });

  it('brings the first field with an error into view on a failed Submit, label and all, its input focused', async () => {
    signInAs('client');
    restore = server().restore;
    const scrolled: HTMLElement[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled.push(this);
    };
    try {
      renderWithKit(<NewOrder />, '/orders/new', '/orders/new');
      // The order form's select shows no option until opened: wait for the form itself.
      await userEvent.click(await screen.findByRole('button', { name: 'Submit Order' }, SLOW));
      await waitFor(() => expect(scrolled.length).toBeGreaterThan(0), SLOW);
      // The whole item (its label is inside it), not only the input under the label.
      expect(scrolled[0].classList.contains('ant-form-item')).toBe(true);
      expect(within(scrolled[0]).getByText('Choose a service type')).toBeTruthy();
      expect(scrolled[0].contains(document.activeElement)).toBe(true);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('keeps a guest’s draft with its file, asks them to register or log in, and submits it once they are signed in', async () => {
    signOut();
    const api = server();
    restore = api.restore;
    const first = renderWithKit(<NewOrder />, '/orders/new?service_type_id=1', '/orders/new');
    await screen.findByText('Fill in your order: you will be asked to register or log in to submit it.', {}, SLOW);
    await userEvent.type(screen.getByLabelText('Title'), 'Guest essay');
    await choose('Deadline', '7 days');
    const input = first.container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('brief.pdf')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(await screen.findByText('Register or log in to submit your order')).toBeTruthy();
    expect(api.requests.some((q) => q.url === 'orders' && q.method === 'POST')).toBe(false);
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toMatchObject({
      values: { title: 'Guest essay', deadline_id: 6 },
      submitPending: true,
      fileNames: ['brief.pdf'],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(first.location().pathname + first.location().search).toBe(
      `/register?redirect=${encodeURIComponent('/orders/new?service_type_id=1&submit=1')}`,
    );
    first.unmount();

    signInAs('client');
    const back = renderWithKit(<NewOrder />, '/orders/new?service_type_id=1&submit=1', '/orders/new');
    expect(await screen.findByText('Order submitted', {}, SLOW)).toBeTruthy();
    const sent = api.requests.find((q) => q.url === 'orders' && q.method === 'POST')!;
    const body = sent.data as FormData;
    expect(body.get('title')).toBe('Guest essay');
    expect(body.get('deadline_id')).toBe('6');
    expect((body.get('files') as File).name).toBe('brief.pdf');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(back.location().search).toBe('?service_type_id=1');
  });

  it('checks a guest’s attachment when it is attached (type, size) and says why next to the Files field', async () => {
    signOut();
    // The shell reads GET config (maxUploadBytes) into the kit's store before the first render.
    runtimeConfigStore.getState().set({ ...FALLBACK_CONFIG, maxUploadBytes: 1024 * 1024 });
    const api = server();
    restore = api.restore;
    const r = renderWithKit(<NewOrder />, '/orders/new?service_type_id=1', '/orders/new');
    await screen.findByText('Fill in your order: you will be asked to register or log in to submit it.', {}, SLOW);
    // The browser's file picker behind "Attach files".
    const input = () => r.container.querySelector('input[type=file]') as HTMLInputElement;
    await waitFor(() => expect(input()).toBeTruthy(), SLOW);
    const field = input().closest<HTMLElement>('.ant-form-item')!;
    fireEvent.change(input(), {
      target: { files: [new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' })] },
    });
    expect(
      await within(field).findByText(
        'The file "setup.exe" is not allowed: upload an office document, PDF, image or archive',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('setup.exe')).toBeNull();
    fireEvent.change(input(), {
      target: { files: [new File([new Uint8Array(1024 * 1024 + 1)], 'huge.pdf', { type: 'application/pdf' })] },
    });
    expect(await within(field).findByText('The file "huge.pdf" is larger than the 1 MB limit')).toBeTruthy();
    fireEvent.change(input(), {
      target: { files: [new File(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' })] },
    });
    expect(await within(field).findByText('brief.pdf')).toBeTruthy();
    await waitFor(() => expect(within(field).queryByText(/is larger than/)).toBeNull());
    fireEvent.change(input(), {
      target: { files: [new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' })] },
    });
    expect(await within(field).findByText('notes.pdf')).toBeTruthy();
    await userEvent.click(within(field).getByRole('button', { name: 'Remove brief.pdf' }));
    expect(within(field).queryByText('brief.pdf')).toBeNull();
    expect(within(field).getByText('notes.pdf')).toBeTruthy();
    expect(api.requests.some((q) => q.url === 'orders' && q.method === 'POST')).toBe(false);
  });

  it('prefills from an order link’s package, prices it and sends package_id and the referrer', async () => {
    signInAs('client');
    const api = server();
    restore = api.restore;
    renderWithKit(<NewOrder />, '/orders/new?package_id=4', '/orders/new');
    expect(await screen.findByText('Package: Gold — $40.00', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('price-total').textContent).toBe('$40.00'));
    await userEvent.type(screen.getByLabelText('Title'), 'Package order');
    await choose('Deadline', '7 days');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(await screen.findByText('Order submitted')).toBeTruthy();
    const sent = api.requests.find((q) => q.url === 'orders' && q.method === 'POST')!;
    expect(sent.params.package_id).toBe(4);
    expect(typeof sent.params.referrer).toBe('string');
    expect(sent.data).toMatchObject({ service_type_id: 1 });
  });

  it('drops a service type the link names but the settings do not offer, with a message, and stops checking the price', async () => {
    signInAs('client');
    restore = server().restore;
    renderWithKit(<NewOrder />, '/orders/new?service_type_id=999', '/orders/new');
    expect(
      await screen.findByText(
        'The service type in your link is not offered. Please choose one from the list.',
        {},
        SLOW,
      ),
    ).toBeTruthy();
    const field = screen.getByLabelText('Service type').closest<HTMLElement>('.ant-form-item')!;
    // The link's unknown id goes from the form once the settings are known (an effect after that render).
    await waitFor(() => expect(field.textContent).not.toContain('999'), SLOW);
    expect(within(field).getByText('Select a service')).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('Checking the price')).toBeNull());
    expect(screen.getByText('Choose a service to see the price.')).toBeTruthy();
    await choose('Service type', 'Essay Writing — $15.00');
    await waitFor(() => expect(screen.getByTestId('price-total').textContent).toBe('$15.00'));
  });

  it('shows no raw ids in the selects while the options load', async () => {
    signInAs('client');
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        values: { service_type_id: 1, deadline_id: 6 },
        form: 'standard',
        submitPending: false,
        fileNames: [],
      }),
    );
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    // The settings are held back until `release()`.
    restore = server(undefined, gate).restore;
    renderWithKit(<NewOrder />, '/orders/new', '/orders/new');
    const type = (await screen.findByLabelText('Service type', {}, SLOW)).closest('.ant-form-item')!;
    const deadline = screen.getByLabelText('Deadline').closest('.ant-form-item')!;
    expect(type.textContent).toBe('Service typeSelect a service');
    expect(deadline.textContent).toBe('DeadlineSelect a deadline');
    release();
    await waitFor(() => expect(type.textContent).toBe('Service typeEssay Writing — $15.00'));
    expect(deadline.textContent).toBe('Deadline7 days');
  });

  it('lets an admin choose the order source and requires the client', async () => {
    signInAs('admin');
    restore = server().restore;
    renderWithKit(<NewOrder />, '/orders/new', '/orders/new');
    expect(await screen.findByLabelText('Order source', {}, SLOW)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(await screen.findByText('Choose the client from the list')).toBeTruthy();
  });

  describe('in Swahili', () => {
    it("shows a guest's form, its price panel and its checks in Swahili", async () => {
      signOut();
      restore = server().restore;
      await switchLanguage('sw');
      renderWithKit(<NewOrder />, '/orders/new?service_type_id=5', '/orders/new');
      expect(await screen.findByRole('heading', { name: 'Oda mpya' }, SLOW)).toBeTruthy();
      expect(screen.getByText('Jaza oda yako: utaombwa ujisajili au uingie ili uiwasilishe.')).toBeTruthy();
      expect(screen.getByLabelText('Aina ya huduma')).toBeTruthy();
      expect(screen.getByPlaceholderText('Kazi inahusu nini?')).toBeTruthy();
      expect(screen.getByPlaceholderText('Tueleze kila kitu ambacho mwandishi anahitaji kujua')).toBeTruthy();
      expect(screen.getByText('Omba nukuu badala ya kulipa bei hii')).toBeTruthy();
      expect(screen.getByText('Ambatisha faili')).toBeTruthy();
      // The service type that needs a quote: the panel says so.
      const panel = await screen.findByTestId('price-panel', {}, SLOW);
      expect(await within(panel).findByText('Nukuu inahitajika', {}, SLOW)).toBeTruthy();
      expect(within(panel).getByText('Tutakutumia bei ya oda hii.')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Wasilisha oda' }));
      expect(await screen.findByText('Kichwa kinahitajika')).toBeTruthy();
      expect(screen.getByText('Chagua tarehe ya mwisho', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    });

    it("names a client's custom form and its empty price panel in Swahili, and its alert after a failed check", async () => {
      signInAs('client');
      restore = server().restore;
      await switchLanguage('sw');
      renderWithKit(<CustomOrder />, '/orders/form', '/orders/form');
      expect(await screen.findByRole('heading', { name: 'Fomu ya oda' }, SLOW)).toBeTruthy();
      // The price is the kit's formatter's, in the language's own way.
      expect(await screen.findByText(/^Essay Writing — .*15/, {}, SLOW)).toBeTruthy();
      expect(screen.getByText('Custom Quote — Nukuu')).toBeTruthy();
      expect(screen.getByText('Chagua huduma ili uone bei.')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Wasilisha oda' }));
      expect(await screen.findByText('Tafadhali rekebisha makosa yaliyo kwenye fomu.')).toBeTruthy();
      expect(screen.getByText('Chagua aina ya huduma')).toBeTruthy();
    });
  });
});
