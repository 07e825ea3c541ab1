/**
 * A local stand-in of the Safaricom Daraja endpoints Scriptorium calls, as Daraja documents them:
 * `GET /oauth/v1/generate?grant_type=client_credentials` (Basic auth → `{access_token, expires_in}` as a
 * string of seconds), B2C `POST /mpesa/b2c/v3/paymentrequest` (accepts → `{ConversationID,
 * OriginatorConversationID, ResponseCode: '0'}`; a repeated OriginatorConversationID is refused as
 * Daraja does, 500.002.1001), and Transaction Status `POST /mpesa/transactionstatus/v1/query`. Like
 * M-Pesa it answers asynchronously: `sendResult` / `sendTimeout` post the B2C result or the queue
 * timeout to the URLs the request named, and a status query posts its result to its own ResultURL.
 * `mode` decides what happens to the next requests (`POST /__standin/mode` sets it from another
 * process); `deliver` is how callbacks reach the app (a real POST by default; API tests pass the app's
 * `inject`). Test-only.
 * @see https://developer.safaricom.co.ke/APIs/BusinessToCustomer, /APIs/TransactionStatus, /APIs/Authorization
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

/** What M-Pesa does with a B2C request it accepted. */
export type MpesaOutcome = 'success' | 'timeout' | 'none' | { code: number | string; desc: string };

/** A B2C request as the stand-in holds it. */
export interface StandinPayment {
  originator: string;
  conversationId: string;
  body: Record<string, unknown>;
  /** `queued` until a result or a timeout is sent. */
  state: 'queued' | 'paid' | 'failed' | 'timeout';
  receipt: string | null;
}

export interface DarajaStandin {
  url: string;
  consumerKey: string;
  consumerSecret: string;
  /** Every request received: method, path, body, Authorization header. */
  requests: { method: string; path: string; body: unknown; auth: string | undefined }[];
  /** Access tokens issued so far. */
  tokensIssued: number;
  /** `expires_in` of the tokens it issues (seconds). */
  tokenTtl: number;
  payments: Map<string, StandinPayment>;
  mode: {
    /** The B2C call's answer: accept, refuse (400 as Daraja's validation does), fail (500), reject (ResponseCode ≠ 0). */
    b2c: 'accept' | 'refuse' | 'fail' | 'reject';
    /** When set, each accepted B2C request's outcome is sent by itself after `delayMs`. */
    auto: MpesaOutcome | null;
    delayMs: number;
  };
  /** How a callback reaches the app: resolves to the HTTP status it answered. */
  deliver: (url: string, body: unknown) => Promise<number>;
  /** The B2C requests received, in order. */
  b2cRequests(): Record<string, unknown>[];
  /** Sends payment `originator`'s result (`success` → ResultCode 0 with a receipt; or a failure's code and description). */
  sendResult(originator: string, outcome?: Exclude<MpesaOutcome, 'timeout' | 'none'>): Promise<number>;
  /** Sends the queue timeout of payment `originator`. */
  sendTimeout(originator: string): Promise<number>;
  /** The body M-Pesa would post to the ResultURL of payment `originator` (for forging tests). */
  resultBody(originator: string, outcome?: Exclude<MpesaOutcome, 'timeout' | 'none'>): Record<string, unknown>;
  close(): Promise<void>;
}

const receipt = () => `S${randomBytes(5).toString('hex').toUpperCase()}`.slice(0, 10);

/** 06.07.2024 22:48:52 in Kenya's time (UTC+3), as the B2C result writes it. */
function kenyaDotted(at: Date): string {
  const k = new Date(at.getTime() + 3 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(k.getUTCDate())}.${p(k.getUTCMonth() + 1)}.${k.getUTCFullYear()} ${p(k.getUTCHours())}:${p(k.getUTCMinutes())}:${p(k.getUTCSeconds())}`;
}

export async function startDarajaStandin(port = 0): Promise<DarajaStandin> {
  const token = () => `standin${randomBytes(10).toString('hex')}`;
  const live = new Set<string>();
  const post = async (url: string, body: unknown) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return res.status;
  };

  const state: DarajaStandin = {
    url: '',
    consumerKey: 'standin-key',
    consumerSecret: 'standin-secret',
    requests: [],
    tokensIssued: 0,
    tokenTtl: 3599,
    payments: new Map(),
    mode: { b2c: 'accept', auto: null, delayMs: 300 },
    deliver: post,
    b2cRequests: () =>
      state.requests
        .filter((r) => r.path === '/mpesa/b2c/v3/paymentrequest')
        .map((r) => r.body as Record<string, unknown>),
    resultBody(originator, outcome = 'success') {
      const p = state.payments.get(originator)!;
      if (outcome === 'success') {
        p.receipt ??= receipt();
        return {
          Result: {
            ResultType: 0,
            ResultCode: 0,
            ResultDesc: 'The service request is processed successfully.',
            OriginatorConversationID: p.originator,
            ConversationID: p.conversationId,
            TransactionID: p.receipt,
            ResultParameters: {
              ResultParameter: [
                { Key: 'TransactionAmount', Value: Number(p.body.Amount) },
                { Key: 'TransactionReceipt', Value: p.receipt },
                { Key: 'ReceiverPartyPublicName', Value: `${String(p.body.PartyB)} - STANDIN CUSTOMER` },
                { Key: 'TransactionCompletedDateTime', Value: kenyaDotted(new Date()) },
                { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
              ],
            },
            ReferenceData: { ReferenceItem: { Key: 'QueueTimeoutURL', Value: String(p.body.QueueTimeOutURL) } },
          },
        };
      }
      return {
        Result: {
          ResultType: 0,
          ResultCode: outcome.code,
          ResultDesc: outcome.desc,
          OriginatorConversationID: p.originator,
          ConversationID: p.conversationId,
          TransactionID: receipt(),
          ReferenceData: { ReferenceItem: { Key: 'QueueTimeoutURL', Value: String(p.body.QueueTimeOutURL) } },
        },
      };
    },
    async sendResult(originator, outcome = 'success') {
      const p = state.payments.get(originator)!;
      const body = state.resultBody(originator, outcome);
      p.state = outcome === 'success' ? 'paid' : 'failed';
      return state.deliver(String(p.body.ResultURL), body);
    },
    async sendTimeout(originator) {
      const p = state.payments.get(originator)!;
      if (p.state === 'queued') p.state = 'timeout';
      return state.deliver(String(p.body.QueueTimeOutURL), {
        Result: {
          ResultType: 1,
          ResultCode: 1,
          ResultDesc: 'The request timed out in the queue.',
          OriginatorConversationID: p.originator,
          ConversationID: p.conversationId,
        },
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  /** The Transaction Status result for payment `original` (found and paid, found and failed, or unknown). */
  function statusResult(original: string, query: { OriginatorConversationID: string; ConversationID: string }) {
    const p = state.payments.get(original);
    if (!p || p.state === 'queued' || p.state === 'timeout') {
      return {
        Result: {
          ResultType: 0,
          ResultCode: 'R000002',
          ResultDesc: 'The OriginatorConversationID was not found.',
          ...query,
          TransactionID: receipt(),
        },
      };
    }
    return {
      Result: {
        ResultType: 0,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        ...query,
        TransactionID: receipt(),
        ResultParameters: {
          ResultParameter: [
            { Key: 'DebitPartyName', Value: `${String(p.body.PartyA)} - Standin Ltd` },
            { Key: 'OriginatorConversationID', Value: p.originator },
            { Key: 'ConversationID', Value: p.conversationId },
            { Key: 'TransactionStatus', Value: p.state === 'paid' ? 'Completed' : 'Failed' },
            { Key: 'FinalisedTime', Value: '20261128101500' },
            { Key: 'Amount', Value: String(p.body.Amount) },
            { Key: 'ReceiptNo', Value: p.receipt ?? '' },
          ],
        },
      },
    };
  }

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (res: http.ServerResponse, status: number, errorCode: string, errorMessage: string) =>
    json(res, status, { requestId: randomBytes(6).toString('hex'), errorCode, errorMessage });

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        /* kept as text */
      }
      // The test's own control, for a stand-in in another process (the e2e): what happens to the next requests.
      if (req.method === 'POST' && url.pathname === '/__standin/mode') {
        Object.assign(state.mode, body);
        return json(res, 200, state.mode);
      }
      state.requests.push({ method: req.method ?? '', path: url.pathname, body, auth: req.headers.authorization });
      if (req.method === 'GET' && url.pathname === '/oauth/v1/generate') {
        const basic = `Basic ${Buffer.from(`${state.consumerKey}:${state.consumerSecret}`).toString('base64')}`;
        if (url.searchParams.get('grant_type') !== 'client_credentials')
          return error(res, 400, '400.008.02', 'Invalid grant type passed');
        if (req.headers.authorization !== basic) return error(res, 400, '400.008.01', 'Invalid Authentication passed');
        const t = token();
        live.add(t);
        state.tokensIssued++;
        return json(res, 200, { access_token: t, expires_in: String(state.tokenTtl) });
      }
      const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      if (!live.has(bearer)) return error(res, 401, '404.001.03', 'Invalid Access Token');
      const b = (body ?? {}) as Record<string, unknown>;
      if (req.method === 'POST' && url.pathname === '/mpesa/b2c/v3/paymentrequest') {
        if (state.mode.b2c === 'refuse') return error(res, 400, '400.002.02', 'Bad Request - Invalid PartyB');
        if (state.mode.b2c === 'fail') return error(res, 500, '500.003.1001', 'Internal Server Error');
        const originator = String(b.OriginatorConversationID ?? '');
        if (!originator) return error(res, 400, '400.002.02', 'Bad Request - Invalid OriginatorConversationID');
        if (state.payments.has(originator))
          return error(res, 500, '500.002.1001', 'Duplicate OriginatorConversationID.');
        if (!/^\d+$/.test(String(b.Amount)) || !/^254[17]\d{8}$/.test(String(b.PartyB)))
          return error(res, 400, '400.002.02', 'Bad Request - Invalid Amount or PartyB');
        if (state.mode.b2c === 'reject')
          return json(res, 200, {
            OriginatorConversationID: originator,
            ConversationID: '',
            ResponseCode: '1',
            ResponseDescription: 'The initiator is not allowed to initiate this request',
          });
        const p: StandinPayment = {
          originator,
          conversationId: `AG_${randomBytes(8).toString('hex')}`,
          body: b,
          state: 'queued',
          receipt: null,
        };
        state.payments.set(originator, p);
        json(res, 200, {
          ConversationID: p.conversationId,
          OriginatorConversationID: originator,
          ResponseCode: '0',
          ResponseDescription: 'Accept the service request successfully.',
        });
        const auto = state.mode.auto;
        if (auto && auto !== 'none') {
          setTimeout(
            () =>
              void (auto === 'timeout' ? state.sendTimeout(originator) : state.sendResult(originator, auto)).catch(
                () => undefined,
              ),
            state.mode.delayMs,
          );
        }
        return;
      }
      if (req.method === 'POST' && url.pathname === '/mpesa/transactionstatus/v1/query') {
        if (b.CommandID !== 'TransactionStatusQuery')
          return error(res, 400, '400.002.02', 'Bad Request - Invalid CommandID');
        const query = {
          OriginatorConversationID: `${randomBytes(3).toString('hex')}-${Date.now()}`,
          ConversationID: `AG_${randomBytes(8).toString('hex')}`,
        };
        json(res, 200, {
          ...query,
          ResponseCode: '0',
          ResponseDescription: 'Accept the service request successfully.',
        });
        setTimeout(
          () =>
            void state
              .deliver(String(b.ResultURL), statusResult(String(b.OriginalConversationID), query))
              .catch(() => undefined),
          state.mode.delayMs,
        );
        return;
      }
      return error(res, 404, '404.003.01', 'Resource not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
