/**
 * Calls of the pricing packages page. Amounts are USD decimals.
 * @see spec §2 Pricing packages, §7 storeServicePackage
 */
import { get } from '@scriptorium/shared-kit/core';
import type { ServicePackage } from '@scriptorium/contracts/settings';

/** A service type as `GET settings/service_types/{id}` returns it. */
export interface ServiceTypeRow {
  id: number;
  name: string;
  amount: number;
  description: string | null;
}

/** A package card. */
export type PackageCard = ServicePackage & { service_type_id: number };

/** One website's order link of a package. */
export interface PackageLink {
  website: string;
  website_id: number;
  url: string;
}

/** The service type `id` (404 when unknown). */
export const fetchServiceType = (id: number) => get<ServiceTypeRow>(`settings/service_types/${id}`);
/** The packages of service type `id`, oldest first. */
export const fetchPackages = (id: number) => get<PackageCard[]>('settings/service-packages', { service_type_id: id });
/** The order link of package `id` on every website. */
export const fetchPackageLinks = (id: number) => get<PackageLink[]>(`settings/service-packages/${id}/links`);
