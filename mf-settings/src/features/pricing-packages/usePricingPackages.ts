import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '@scriptorium/shared-kit';
import { fetchPackages, fetchServiceType, type PackageCard, type ServiceTypeRow } from './pricingPackagesApi.js';

/** What the pricing packages page shows. */
export interface PricingPackagesState {
  serviceType: ServiceTypeRow | null;
  packages: PackageCard[];
  loading: boolean;
  error: string | null;
  /** Reads the packages again (after a save). */
  reload: () => void;
}

/** Loads service type `id` and its packages; `id` null (a missing or bad query) gives an error. */
export function usePricingPackages(id: number | null): PricingPackagesState {
  const [serviceType, setServiceType] = useState<ServiceTypeRow | null>(null);
  const [packages, setPackages] = useState<PackageCard[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    if (id === null) {
      setLoading(false);
      setError('Service type not found');
      return;
    }
    let live = true;
    setLoading(true);
    Promise.all([fetchServiceType(id), fetchPackages(id)])
      .then(([type, list]) => {
        if (!live) return;
        setServiceType(type);
        setPackages(list);
        setError(null);
      })
      .catch((e: unknown) => live && setError(errorMessage(e)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [id, version]);

  return { serviceType, packages, loading, error, reload };
}
