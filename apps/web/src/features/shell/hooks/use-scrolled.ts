import { useEffect, useState } from 'react';

/**
 * True once the page is scrolled more than `threshold` pixels (the navigation's shadow, docs/product.md §3).
 */
export function useScrolled(threshold = 10): boolean {
  // Read after mount, so a server-rendered page hydrates with the same markup.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}
