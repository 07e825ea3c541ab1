/**
 * PLAYGROUND SAMPLE DATA — an in-browser stand-in for the API, used by the playground only.
 * It answers the kit's axios instance from the arrays below (table protocol, export, suggestions,
 * counts, form submits, uploads) so every component can be tried without a server. Never imported
 * by the kit itself or by any app.
 */
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { apiClient } from '../src/api/apiClient.js';

const STATUSES = [
  'pending_quote',
  'quoted',
  'unpaid',
  'paid',
  'in_progress',
  'under_review',
  'revision',
  'completed',
  'approved',
  'cancelled',
];
const NAMES = [
  'Amina Otieno',
  'Brian Kim',
  'Chloe Martin',
  'David Mwangi',
  'Esther Njeri',
  'Farah Ali',
  'George Lee',
  'Hannah Wanjiru',
];

/** Sample orders (playground only). */
export const SAMPLE_ORDERS = Array.from({ length: 137 }, (_, i) => ({
  id: 1000 - i,
  title: `${['Essay', 'Thesis', 'Report', 'Case study', 'Article'][i % 5]} on topic ${i + 1}`,
  status: STATUSES[i % STATUSES.length],
  amount: 40 + ((i * 37) % 460) + 0.5 * (i % 2),
  paid_amount: i % 3 === 0 ? 40 : 0,
  created_at: new Date(Date.UTC(2025, 5, 18) - i * 36e5 * 20).toISOString(),
  user: { id: 10 + (i % NAMES.length), name: NAMES[i % NAMES.length] },
}));

/** Sample users (playground only). */
export const SAMPLE_USERS = NAMES.map((name, i) => ({
  id: 10 + i,
  name,
  email: `${name.split(' ')[0].toLowerCase()}@example.com`,
  phone: ['+254712345678', '+447400123456', '+12025550143'][i % 3],
  role: ['client', 'writer', 'admin'][i % 3],
  created_at: new Date(Date.UTC(2024, i, 3)).toISOString(),
}));

const DEPARTMENTS = [
  { id: 1, name: 'Support' },
  { id: 2, name: 'Finance' },
  { id: 3, name: 'Quality' },
];

type Params = Record<string, string | number | boolean | undefined>;
type Reply = { status?: number; data: unknown };

function page(rows: Record<string, unknown>[], p: Params): Reply {
  const q = String(p.filter_value ?? '').toLowerCase();
  let list = q ? rows.filter((r) => JSON.stringify(r).toLowerCase().includes(q)) : [...rows];
  if (p.order_by) {
    const k = String(p.order_by);
    const dir = p.order_method === 'asc' ? 1 : -1;
    list = list.sort((a, b) => (String(a[k]) < String(b[k]) ? -dir : String(a[k]) > String(b[k]) ? dir : 0));
  }
  const per = Number(p.per_page ?? 10);
  const current = Number(p.page ?? 1);
  const last = Math.max(1, Math.ceil(list.length / per));
  return {
    data: {
      data: {
        data: list.slice((current - 1) * per, current * per),
        current_page: current,
        from: (current - 1) * per + 1,
        to: current * per,
        last_page: last,
        per_page: per,
        total: list.length,
      },
    },
  };
}

function suggest(rows: { id: number; name: string }[], p: Params): Reply {
  const q = String(p.filter_value ?? '').toLowerCase();
  return { data: rows.filter((r) => r.name.toLowerCase().includes(q)) };
}

function route(method: string, url: string, p: Params, body: unknown): Reply {
  const json = (body && typeof body === 'object' && !(body instanceof FormData) ? body : {}) as Record<string, unknown>;
  if (url === 'orders' && method === 'GET') return page(SAMPLE_ORDERS, p);
  if (url === 'orders' && method === 'POST') return { data: { file: 'exports/orders-sample.csv', name: 'orders.csv' } };
  if (url === 'users' && method === 'GET') return p.all ? suggest(SAMPLE_USERS, p) : page(SAMPLE_USERS, p);
  if (url === 'departments') return { data: DEPARTMENTS };
  if (url === 'menu/counts') return { data: { inbox: 4, tables: 0, forms: 2 } };
  if (url === 'tabs/counts') return { data: { pending: 7, active: 0, suspended: 1 } };
  if (url === 'broken') return { status: 500, data: { message: 'Sample failure' } };
  if (url.startsWith('orders/') && method !== 'GET') return { data: { message: `Order ${url.split('/')[1]} updated` } };
  if (url === 'users/save') {
    if (json.email === 'taken@example.com')
      return { status: 422, data: { message: 'Invalid', errors: { email: ['The email has already been taken.'] } } };
    return { data: { message: 'user saved' } };
  }
  if (url === 'files/upload') return { data: { message: 'File uploaded' } };
  return { status: 404, data: { message: `No sample data for ${method} ${url}` } };
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const method = (config.method ?? 'get').toUpperCase();
  const url = (config.url ?? '').replace(/^\//, '');
  let body: unknown = config.data;
  if (typeof body === 'string') body = JSON.parse(body);
  if (body instanceof FormData && config.onUploadProgress) {
    for (let loaded = 0; loaded <= 100; loaded += 20) {
      await wait(120);
      config.onUploadProgress({ loaded, total: 100, bytes: 20, lengthComputable: true });
    }
  }
  await wait(250);
  const reply = route(method, url, (config.params ?? {}) as Params, body);
  const status = reply.status ?? 200;
  const response: AxiosResponse = {
    data: reply.data,
    status,
    statusText: status === 200 ? 'OK' : status === 422 ? 'Unprocessable Entity' : 'Error',
    headers: new AxiosHeaders(),
    config,
  };
  if (status >= 400)
    throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
  return response;
};

/** Makes the kit's API client answer from the sample arrays (playground only). */
export function installSampleApi(): void {
  apiClient.defaults.adapter = adapter;
}
