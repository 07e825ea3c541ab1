import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '@scriptorium/shared-kit/core';
import { fetchPackages, fetchServiceType, type PackageCard, type ServiceTypeRow } from './pricingPackagesApi.js';

/** What the pricing packages page shows. */
export interface PricingPackagesState {
  serviceType: ServiceTypeRow | null;
  packages: PackageCard[];
  /** True while the latest load runs (earlier data stays shown meanwhile). */
  loading: boolean;
  error: string | null;
  /** Reads the packages again (after a save). */
  reload: () => void;
}

interface Loaded {
  key: string;
  serviceType: ServiceTypeRow | null;
  packages: PackageCard[];
  error: string | null;
}

/** Loads service type `id` and its packages; `id` null (a missing or bad query) gives 'Service type not found'. */
export function usePricingPackages(id: number | null): PricingPackagesState {
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const key = `${id}:${version}`;

  useEffect(() => {
    if (id === null) return;
    let live = true;
    Promise.all([fetchServiceType(id), fetchPackages(id)])
      .then(([serviceType, packages]) => live && setLoaded({ key, serviceType, packages, error: null }))
      .catch((e: unknown) => live && setLoaded((prev) => ({ key, serviceType: prev?.serviceType ?? null, packages: prev?.packages ?? [], error: errorMessage(e) })));
    return () => {
      live = false;
    };
  }, [id, key]);

  if (id === null) return { serviceType: null, packages: [], loading: false, error: 'Service type not found', reload };
  return {
    serviceType: loaded?.serviceType ?? null,
    packages: loaded?.packages ?? [],
    loading: loaded?.key !== key,
    error: loaded?.error ?? null,
    reload,
  };
}
