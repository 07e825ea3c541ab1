/**
 * Safaricom Daraja through `fetch` (three calls need no SDK): the OAuth client-credentials token
 * (cached until a minute before it expires), B2C `POST /mpesa/b2c/v3/paymentrequest`, and Transaction
 * Status `POST /mpesa/transactionstatus/v1/query`. Both money calls are asynchronous at Daraja: the
 * answer only says the request was accepted; the outcome comes later to the request's ResultURL (or
 * QueueTimeOutURL). Every call gives up after 20 s.
 * @see https://developer.safaricom.co.ke/APIs/BusinessToCustomer, /APIs/TransactionStatus, /APIs/Authorization;
 * docs/payments.md Withdrawals and payouts
 */
import type { MpesaConfig } from '../../config.js';

/** How long one Daraja call may take before it is abandoned (ms). */
export const DARAJA_TIMEOUT_MS = 20_000;

/** A Daraja answer other than 2xx: its status and `errorCode` / `errorMessage` (e.g. `500.002.1001`, 'Duplicate OriginatorConversationID.'). */
export class DarajaError extends Error {
  constructor(
    readonly status: number,
    readonly body: { requestId?: string; errorCode?: string; errorMessage?: string },
    /** Which call failed: `oauth` (nothing was sent), `b2c` or `status`. */
    readonly call: 'oauth' | 'b2c' | 'status',
  ) {
    super(body.errorMessage ?? `M-Pesa answered ${status}`);
  }
}

/** Daraja's synchronous answer to B2C and Transaction Status: `ResponseCode` '0' means accepted for processing. */
export interface DarajaAccepted {
  OriginatorConversationID?: string;
  ConversationID?: string;
  ResponseCode?: string;
  ResponseDescription?: string;
}

/** A B2C payment request: whole shillings to a 2547…/2541… number, with our fresh originator id and callback URLs. */
export interface B2cRequest {
  originatorConversationId: string;
  /** Whole KSh. */
  amount: number;
  /** 12 digits, 2547… or 2541…. */
  partyB: string;
  remarks: string;
  resultUrl: string;
  queueTimeoutUrl: string;
}

const tokens = new WeakMap<MpesaConfig, { token: string; until: number }>();

/** The Daraja client of one configuration. */
export function darajaApi(config: MpesaConfig) {
  async function token(): Promise<string> {
    const cached = tokens.get(config);
    if (cached && cached.until > Date.now()) return cached.token;
    const res = await fetch(`${config.apiUrl}/oauth/v1/generate?grant_type=client_credentials`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${config.consumerKey}:${config.consumerSecret}`).toString('base64')}`,
      },
      signal: AbortSignal.timeout(DARAJA_TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: string | number;
      errorMessage?: string;
    };
    if (!res.ok || !body.access_token) throw new DarajaError(res.status, body, 'oauth');
    // Daraja sends expires_in as a string of seconds ("3599").
    const seconds = Number(body.expires_in) || 0;
    tokens.set(config, { token: body.access_token, until: Date.now() + Math.max(0, seconds - 60) * 1000 });
    return body.access_token;
  }

  async function post(path: string, body: unknown, call: 'b2c' | 'status'): Promise<DarajaAccepted> {
    const bearer = await token().catch((err: unknown) => {
      // No token: nothing was sent. A network failure here is marked as the OAuth call's too.
      throw err instanceof DarajaError
        ? err
        : new DarajaError(0, { errorMessage: `M-Pesa could not be reached (${(err as Error).message})` }, 'oauth');
    });
    const res = await fetch(`${config.apiUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(DARAJA_TIMEOUT_MS),
    });
    const parsed = (await res.json().catch(() => ({}))) as DarajaAccepted & {
      errorCode?: string;
      errorMessage?: string;
    };
    if (!res.ok) {
      // An expired or revoked token: the next call signs in again.
      if (res.status === 401) tokens.delete(config);
      throw new DarajaError(res.status, parsed, call);
    }
    return parsed;
  }

  return {
    /** The current access token (cached). Throws DarajaError (`oauth`) when Daraja refuses the credentials. */
    token,
    /** `POST /mpesa/b2c/v3/paymentrequest` with the configured initiator, command and short code. */
    b2c: (r: B2cRequest) =>
      post(
        '/mpesa/b2c/v3/paymentrequest',
        {
          OriginatorConversationID: r.originatorConversationId,
          InitiatorName: config.initiatorName,
          SecurityCredential: config.securityCredential,
          CommandID: config.commandId,
          Amount: r.amount,
          PartyA: config.shortcode,
          PartyB: r.partyB,
          Remarks: r.remarks,
          QueueTimeOutURL: r.queueTimeoutUrl,
          ResultURL: r.resultUrl,
        },
        'b2c',
      ),
    /** `POST /mpesa/transactionstatus/v1/query` for the B2C request we sent as `originatorConversationId`. */
    transactionStatus: (originatorConversationId: string, urls: { resultUrl: string; queueTimeoutUrl: string }) =>
      post(
        '/mpesa/transactionstatus/v1/query',
        {
          Initiator: config.initiatorName,
          SecurityCredential: config.securityCredential,
          CommandID: 'TransactionStatusQuery',
          OriginalConversationID: originatorConversationId,
          PartyA: config.shortcode,
          IdentifierType: '4',
          ResultURL: urls.resultUrl,
          QueueTimeOutURL: urls.queueTimeoutUrl,
          Remarks: 'Withdrawal payout status',
          Occasion: 'Withdrawal payout',
        },
        'status',
      ),
  };
}

/** Daraja's client for `config`. */
export type DarajaApi = ReturnType<typeof darajaApi>;
