import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts } from './use-toast';

const ToasterView = lazy(() => import('./toaster-view').then((module) => ({ default: module.ToasterView })));

/**
 * The toast region, loaded with the first toast (Radix Toast stays out of every page's first
 * load) and kept mounted from then on. Before that there is nothing for F8 to focus.
 */
export function Toaster() {
  const hasToasts = useToasts().length > 0;
  const [used, setUsed] = useState(hasToasts);
  useEffect(() => {
    if (hasToasts) setUsed(true);
  }, [hasToasts]);
  if (!used && !hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
