import { useEffect, useState } from 'react';
import {
  clearPostLoginFlags,
  decidePostLoginOverlay,
  POST_LOGIN_OVERLAY_FALLBACK_MS,
  readPostLoginFlags,
} from '../lib/post-login';

/** Whether the 'Logging in, please wait...' overlay is showing (docs/product.md §5). */
export function usePostLoginOverlay(): boolean {
  const [decision] = useState(() => decidePostLoginOverlay(readPostLoginFlags(), Date.now()));
  const [visible, setVisible] = useState(decision === 'show');

  useEffect(() => {
    if (decision === 'none') return;
    if (decision === 'clear') {
      clearPostLoginFlags();
      return;
    }
    const finish = () => {
      clearPostLoginFlags();
      setVisible(false);
    };
    if (document.readyState === 'complete') {
      finish();
      return;
    }
    const timer = window.setTimeout(finish, POST_LOGIN_OVERLAY_FALLBACK_MS);
    window.addEventListener('load', finish, { once: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('load', finish);
    };
  }, [decision]);

  return visible;
}
