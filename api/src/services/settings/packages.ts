/**
 * Pricing packages of a service type and their order links per website.
 * Amounts are stored as USD minor units and spoken as decimals.
 * @see docs/product.md §2 Pricing packages, §3 Service package, §7 storeServicePackage, "Order link shape"
 */
import { asc, eq } from 'drizzle-orm';
import { fromMinor, toMinor } from '@scriptorium/contracts/core';
import {
  CHOOSE_SERVICE_TYPE,
  orderLink,
  type ServicePackage,
  type ServicePackageRequest,
} from '@scriptorium/contracts/settings';
import type { Db, Executor } from '../../db/client.js';
import { service_packages, service_types, websites } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { audit } from '../../core/audit.js';
import type { Actor } from '../../core/auth/current-user.js';

export const PACKAGE_SAVED = 'Package saved';

/** A package on the wire: `amount` a USD decimal; `service_type {id, name}` for titles and prefills. */
export type PackageView = ServicePackage & {
  service_type_id: number;
  service_type: { id: number; name: string };
  created_at: string;
};

/** One website's order link of a package. */
export interface PackageLink {
  website: string;
  website_id: number;
  url: string;
}

const packageFields = {
  id: service_packages.id,
  service_type_id: service_packages.service_type_id,
  name: service_packages.name,
  amount: service_packages.amount,
  description: service_packages.description,
  created_at: service_packages.created_at,
  service_type_name: service_types.name,
};

interface PackageRow {
  id: number;
  service_type_id: number;
  name: string;
  amount: number;
  description: string | null;
  created_at: Date;
  service_type_name: string;
}

function packageView(row: PackageRow): PackageView {
  return {
    id: row.id,
    service_type_id: row.service_type_id,
    service_type: { id: row.service_type_id, name: row.service_type_name },
    name: row.name,
    amount: fromMinor(row.amount),
    description: row.description,
    created_at: row.created_at.toISOString(),
  };
}

function selectPackages(db: Executor) {
  return db
    .select(packageFields)
    .from(service_packages)
    .innerJoin(service_types, eq(service_types.id, service_packages.service_type_id))
    .$dynamic();
}

/** Packages, oldest first, of one service type (or all). */
export async function listPackages(db: Executor, serviceTypeId?: number): Promise<PackageView[]> {
  const q = selectPackages(db).orderBy(asc(service_packages.id));
  const rows =
    serviceTypeId === undefined ? await q : await q.where(eq(service_packages.service_type_id, serviceTypeId));
  return rows.map(packageView);
}

/** Package `id`. Throws 404 'Package not found'. */
export async function getPackage(db: Executor, id: number): Promise<PackageView> {
  const [row] = await selectPackages(db).where(eq(service_packages.id, id)).limit(1);
  if (!row) throw notFound('Package');
  return packageView(row);
}

/** The order link of package `id` on every website, `{website url}/orders/new?service_type_id=…&package_id=…`. */
export async function packageLinks(db: Executor, id: number): Promise<PackageLink[]> {
  const pkg = await getPackage(db, id);
  const sites = await db
    .select({ id: websites.id, name: websites.name, url: websites.url })
    .from(websites)
    .orderBy(asc(websites.id));
  return sites.map((site) => ({
    website: site.name,
    website_id: site.id,
    url: orderLink(site.url, pkg.service_type_id, pkg.id),
  }));
}

/**
 * Creates (id null; a parsed `createPackageRequest`) or updates (a parsed `servicePackageRequest`) (name, amount, description) a package with its
 * audit row in one transaction. Throws 422 per field (an unknown service type on `service_type_id`), 404
 * for an unknown package.
 */
export async function savePackage(
  db: Db,
  actor: Actor,
  id: number | null,
  input: ServicePackageRequest & { service_type_id?: number },
): Promise<{ message: string; data: PackageView }> {
  const savedId = await db.transaction(async (tx) => {
    if (id === null) {
      const [type] = await tx
        .select({ id: service_types.id, name: service_types.name })
        .from(service_types)
        .where(eq(service_types.id, input.service_type_id ?? 0));
      if (!type) throw new HttpError(422, CHOOSE_SERVICE_TYPE, { service_type_id: [CHOOSE_SERVICE_TYPE] });
      const [created] = await tx
        .insert(service_packages)
        .values({
          service_type_id: type.id,
          name: input.name,
          amount: toMinor(input.amount),
          description: input.description ?? null,
        })
        .returning({ id: service_packages.id });
      await audit(
        tx,
        actor,
        'settings',
        `Added pricing package #${created.id} "${input.name}" to service type "${type.name}"`,
      );
      return created.id;
    }
    const [updated] = await tx
      .update(service_packages)
      .set({
        name: input.name,
        amount: toMinor(input.amount),
        description: input.description ?? null,
        updated_at: new Date(),
      })
      .where(eq(service_packages.id, id))
      .returning({ id: service_packages.id });
    if (!updated) throw notFound('Package');
    await audit(tx, actor, 'settings', `Updated pricing package #${id} "${input.name}"`);
    return id;
  });
  return { message: PACKAGE_SAVED, data: await getPackage(db, savedId) };
}
