/**
 * The plans for the Go Premium tab: shown at once from the device's copy when there is one, else
 * loading; failed (with a retry) only when neither the server nor the device has them.
 */
import { useCallback, useEffect, useState } from 'react';
import type { PremiumPackage } from '@shared/api.ts';
import { knownPackages, loadPackages } from './plan-packages.ts';

export type PlansState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; plans: PremiumPackage[] };

const fromDevice = (): PlansState => {
  const known = knownPackages();
  return known ? { status: 'ready', plans: known } : { status: 'loading' };
};

export function usePlans() {
  const [state, setState] = useState<PlansState>(fromDevice);
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let live = true;
    loadPackages().then(
      (plans) => live && setState({ status: 'ready', plans }),
      () => live && setState((current) => (current.status === 'ready' ? current : { status: 'failed' })),
    );
    return () => {
      live = false;
    };
  }, [reads]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setReads((count) => count + 1);
  }, []);
  return { state, retry };
}
