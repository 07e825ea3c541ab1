/**
 * Calls of the pricing packages page, each with its query options. Amounts are USD decimals.
 * @see docs/product.md §2 Pricing packages, §7 storeServicePackage
 */
import { packageLinkSchema, servicePackageSchema, serviceTypeRow } from '@scriptorium/contracts/settings';
import { getParsed } from '@scriptorium/shared-kit/core';
import { queryOptions } from '@scriptorium/shared-kit/data';

/** The service type `id` (404 when unknown). */
export const getServiceType = (id: number) => getParsed(serviceTypeRow, `settings/service_types/${id}`);
/** Query options of {@link getServiceType}, keyed `['service-types', id]`. */
export const serviceTypeQuery = (id: number) =>
  queryOptions({ queryKey: ['service-types', id], queryFn: () => getServiceType(id) });

/** The packages of service type `id`, oldest first. */
export const getPackages = (id: number) =>
  getParsed(servicePackageSchema.array(), 'settings/service-packages', { service_type_id: id });
/** Query options of {@link getPackages}, keyed `['pricing-packages', { service_type_id }]`. */
export const packagesQuery = (id: number) =>
  queryOptions({ queryKey: ['pricing-packages', { service_type_id: id }], queryFn: () => getPackages(id) });

/** The order link of package `id` on every website. */
export const getPackageLinks = (id: number) =>
  getParsed(packageLinkSchema.array(), `settings/service-packages/${id}/links`);
/** Query options of {@link getPackageLinks}, keyed `['pricing-packages', id, 'links']`. */
export const packageLinksQuery = (id: number) =>
  queryOptions({ queryKey: ['pricing-packages', id, 'links'], queryFn: () => getPackageLinks(id) });

/** `POST settings/service-packages` (a new package) or `PUT settings/service-packages/{id}` (an edit). @see docs/product.md §7 storeServicePackage */
export const servicePackageAction = (id?: number) =>
  id === undefined ? 'settings/service-packages' : `settings/service-packages/${id}`;
