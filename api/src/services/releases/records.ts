/**
 * The records of the releases: creating one, listing a remote's, moving what a remote serves (promote,
 * canary, rollback) and deleting old ones. What a remote serves changes only under the lock of its
 * `release_channels` row, and every change bumps the row's revision, which a caller names: of two
 * changes made at once one wins and the other answers 409.
 * @see docs/deploying.md Releases
 */
import { and, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Locale } from '@scriptorium/contracts/core';
import { RELEASE_REMOTES, type ReleaseRow, type RemoteReleases } from '@scriptorium/contracts/settings';
import type { Executor, Tx } from '../../db/client.js';
import { release_channels, releases, users } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { audit } from '../../core/audit.js';
import { translateText } from '../../core/i18n/index.js';
import type { Origin } from '../../core/auth/current-user.js';

/** A release's record as stored. */
export type ReleaseRecord = typeof releases.$inferSelect;

/** What creating a release records (the rest defaults: uploaded now, not served). */
export type NewRelease = Omit<
  typeof releases.$inferInsert,
  'state' | 'canary_percent' | 'live_at' | 'changed_by' | 'changed_at' | 'client_errors' | 'uploaded_at'
>;

/** Who changes what a remote serves: a person (audited) or the app itself at start (null). */
export type ReleaseActor = (Origin & { id: number }) | null;

/** 404 `Unknown remote mf-x: one of mf-auth, …` unless `remote` is a remote's folder name. */
export function assertRemote(remote: string): asserts remote is (typeof RELEASE_REMOTES)[number] {
  if (!(RELEASE_REMOTES as readonly string[]).includes(remote))
    throw new HttpError(404, `Unknown remote ${remote}: one of ${RELEASE_REMOTES.join(', ')}`);
}

const uploader = alias(users, 'uploader');
const changer = alias(users, 'changer');

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const person = (id: number | null, name: string | null) => (id != null && name != null ? { id, name } : null);

/** One remote's releases, newest first, and its revision; each deploy check's line (stored in English) in `locale`. */
export async function listReleases(db: Executor, remote: string, locale: Locale = 'en'): Promise<RemoteReleases> {
  const [channel] = await db
    .select({ revision: release_channels.revision })
    .from(release_channels)
    .where(eq(release_channels.remote, remote));
  const rows = await db
    .select({ r: releases, uploaderName: uploader.name, changerName: changer.name })
    .from(releases)
    .leftJoin(uploader, eq(uploader.id, releases.uploaded_by))
    .leftJoin(changer, eq(changer.id, releases.changed_by))
    .where(eq(releases.remote, remote))
    .orderBy(desc(releases.uploaded_at), desc(releases.id));
  return {
    remote,
    revision: channel?.revision ?? 0,
    releases: rows.map(({ r, uploaderName, changerName }): ReleaseRow => ({
      remote: r.remote,
      id: r.id,
      version: r.version,
      commit: r.commit,
      kit_version: r.kit_version,
      contracts_version: r.contracts_version,
      check: { ok: r.check_ok, line: translateText(locale, r.check_line) },
      state: r.state,
      canary_percent: r.state === 'canary' ? r.canary_percent : null,
      source: r.source,
      files: r.files,
      size: r.size,
      uploaded_by: person(r.uploaded_by, uploaderName),
      uploaded_at: r.uploaded_at.toISOString(),
      live_at: iso(r.live_at),
      changed_by: person(r.changed_by, changerName),
      changed_at: iso(r.changed_at),
      client_errors: r.client_errors,
    })),
  };
}

/** A release's record; null when there is none. */
export async function findRelease(db: Executor, remote: string, id: string): Promise<ReleaseRecord | null> {
  const [row] = await db
    .select()
    .from(releases)
    .where(and(eq(releases.remote, remote), eq(releases.id, id)));
  return row ?? null;
}

/** 404 `Release <id> of <remote> not found` when it does not exist. */
export async function requireRelease(db: Executor, remote: string, id: string): Promise<ReleaseRecord> {
  const row = await findRelease(db, remote, id);
  if (!row) throw notFound(`Release ${id} of ${remote}`);
  return row;
}

/**
 * Records a release whose files are stored. The same id twice (the same bytes uploaded again) keeps the
 * first record: `created` false.
 */
export async function createRelease(
  db: Executor,
  release: NewRelease,
  from: ReleaseActor,
): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(releases).values(release).onConflictDoNothing().returning({ id: releases.id });
    if (inserted.length && from)
      await audit(tx, from, 'release_uploaded', `Uploaded release ${release.id} of ${release.remote}`);
    return { created: inserted.length > 0 };
  });
}

/**
 * Runs `change` on `remote` under the lock of its channel row when its revision is `expected` (409
 * otherwise), then bumps the revision. `expected` null: whatever the revision (the app at start).
 */
async function changeServed<T>(
  db: Executor,
  remote: string,
  expected: number | null,
  change: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.insert(release_channels).values({ remote }).onConflictDoNothing();
    const [channel] = await tx.select().from(release_channels).where(eq(release_channels.remote, remote)).for('update');
    if (expected !== null && channel.revision !== expected) {
      throw new HttpError(
        409,
        `What ${remote} serves changed meanwhile (revision ${channel.revision}, you saw ${expected}): look at its releases again and retry`,
      );
    }
    const result = await change(tx);
    await tx
      .update(release_channels)
      .set({ revision: channel.revision + 1, updated_at: new Date() })
      .where(eq(release_channels.remote, remote));
    return result;
  });
}

const stamp = (from: ReleaseActor) => ({ changed_by: from?.id ?? null, changed_at: new Date() });

/**
 * Makes release `id` of `remote` live (`percent` 100), which ends any canary, or its canary served to
 * `percent` % of people (replacing another canary). Call after the release passed the deploy check.
 * @returns the sentence to show
 * @throws 404 unknown release; 409 the revision moved; 422 a canary of the live release
 */
export async function promoteRelease(
  db: Executor,
  remote: string,
  id: string,
  opts: { expected: number | null; percent: number },
  from: ReleaseActor,
): Promise<string> {
  return changeServed(db, remote, opts.expected, async (tx) => {
    const release = await requireRelease(tx, remote, id);
    const now = stamp(from);
    let message: string;
    if (opts.percent >= 100 && release.state === 'live') {
      message = `Release ${id} of ${remote} is live already`;
    } else if (opts.percent >= 100) {
      await tx
        .update(releases)
        .set({ state: 'retired', canary_percent: null, ...now })
        .where(
          and(eq(releases.remote, remote), sql`${releases.state} in ('live', 'canary')`, sql`${releases.id} <> ${id}`),
        );
      await tx
        .update(releases)
        .set({ state: 'live', canary_percent: null, live_at: now.changed_at, ...now })
        .where(and(eq(releases.remote, remote), eq(releases.id, id)));
      message =
        release.state === 'canary'
          ? `Release ${id} of ${remote} is live for everyone (the canary is complete)`
          : `Release ${id} of ${remote} is live`;
    } else {
      if (release.state === 'live')
        throw new HttpError(422, `Release ${id} is what ${remote} serves already: a canary must be another release`, {
          percent: ['The live release cannot be a canary'],
        });
      await tx
        .update(releases)
        .set({ state: 'retired', canary_percent: null, ...now })
        .where(and(eq(releases.remote, remote), eq(releases.state, 'canary'), sql`${releases.id} <> ${id}`));
      await tx
        .update(releases)
        .set({ state: 'canary', canary_percent: opts.percent, ...now })
        .where(and(eq(releases.remote, remote), eq(releases.id, id)));
      message = `Release ${id} of ${remote} is served to ${opts.percent}% of people (canary)`;
    }
    if (from) await audit(tx, from, 'release_promoted', message);
    return message;
  });
}

/**
 * Ends `remote`'s canary when it has one (the live release stays); otherwise makes the release that was
 * live before the current one live again.
 * @returns the sentence to show
 * @throws 409 the revision moved, or there is nothing to roll back to
 */
export async function rollbackRelease(
  db: Executor,
  remote: string,
  expected: number | null,
  from: ReleaseActor,
): Promise<string> {
  return changeServed(db, remote, expected, async (tx) => {
    const served = await tx
      .select()
      .from(releases)
      .where(and(eq(releases.remote, remote), sql`${releases.state} in ('live', 'canary')`));
    const live = served.find((r) => r.state === 'live');
    const canary = served.find((r) => r.state === 'canary');
    const now = stamp(from);
    let message: string;
    if (canary) {
      await tx
        .update(releases)
        .set({ state: 'retired', canary_percent: null, ...now })
        .where(and(eq(releases.remote, remote), eq(releases.id, canary.id)));
      message = `Ended the canary of ${remote} (${canary.id}); everyone gets ${live ? live.id : 'the live release'}`;
    } else {
      if (!live) throw new HttpError(409, `${remote} has no live release to roll back`);
      const [previous] = await tx
        .select()
        .from(releases)
        .where(
          and(
            eq(releases.remote, remote),
            eq(releases.state, 'retired'),
            isNotNull(releases.live_at),
            lt(releases.live_at, live.live_at ?? new Date(0)),
          ),
        )
        .orderBy(desc(releases.live_at))
        .limit(1);
      if (!previous)
        throw new HttpError(409, `${remote} has no earlier live release to roll back to (live: ${live.id})`);
      await tx
        .update(releases)
        .set({ state: 'retired', ...now })
        .where(and(eq(releases.remote, remote), eq(releases.id, live.id)));
      await tx
        .update(releases)
        .set({ state: 'live', ...now })
        .where(and(eq(releases.remote, remote), eq(releases.id, previous.id)));
      message = `Rolled ${remote} back from ${live.id} to ${previous.id}`;
    }
    if (from) await audit(tx, from, 'release_rolled_back', message);
    return message;
  });
}

/**
 * Deletes the record of a release that is neither live nor the canary; returns its paths (for the
 * caller to remove its files). @throws 404 unknown; 409 live or canary
 */
export async function deleteRelease(db: Executor, remote: string, id: string, from: ReleaseActor): Promise<string[]> {
  return changeServed(db, remote, null, async (tx) => {
    const [release] = await tx
      .select()
      .from(releases)
      .where(and(eq(releases.remote, remote), eq(releases.id, id)))
      .for('update');
    if (!release) throw notFound(`Release ${id} of ${remote}`);
    if (release.state === 'live' || release.state === 'canary') {
      throw new HttpError(
        409,
        `Release ${id} of ${remote} is ${release.state === 'live' ? 'live' : 'the canary'}: promote another release or roll back before deleting it`,
      );
    }
    await tx.delete(releases).where(and(eq(releases.remote, remote), eq(releases.id, id)));
    if (from) await audit(tx, from, 'release_deleted', `Deleted release ${id} of ${remote}`);
    return release.paths;
  });
}

/** What a remote serves now: its live release and canary (with its share), as the page server reads them. */
export interface ServedReleases {
  live: string | null;
  canary: { id: string; percent: number } | null;
}

/** What every remote with a release serves (remote folder → live and canary). */
export async function servedReleases(db: Executor): Promise<Map<string, ServedReleases>> {
  const rows = await db
    .select({ remote: releases.remote, id: releases.id, state: releases.state, percent: releases.canary_percent })
    .from(releases)
    .where(sql`${releases.state} in ('live', 'canary')`);
  const served = new Map<string, ServedReleases>();
  for (const row of rows) {
    const entry = served.get(row.remote) ?? { live: null, canary: null };
    if (row.state === 'live') entry.live = row.id;
    else entry.canary = { id: row.id, percent: row.percent ?? 0 };
    served.set(row.remote, entry);
  }
  return served;
}

/** Adds one to a release's count of client errors; false when there is no such release. */
export async function countClientError(db: Executor, remote: string, id: string): Promise<boolean> {
  const updated = await db
    .update(releases)
    .set({ client_errors: sql`${releases.client_errors} + 1` })
    .where(and(eq(releases.remote, remote), eq(releases.id, id)))
    .returning({ id: releases.id });
  return updated.length > 0;
}
