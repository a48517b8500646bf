import { type Plan, plans } from '@jobpeel/contract';
import { paths } from './paths';
import { readStorage, removeStorage, sessionKeys, writeStorage } from './storage';

/** Only same-origin paths are followed after login, so a crafted link cannot send the user elsewhere. */
export function isSafeRedirectPath(path: string | null | undefined): path is string {
  if (!path?.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  const pathname = path.split(/[?#]/)[0];
  return pathname !== paths.auth;
}

export function rememberPostLoginRedirect(path: string): void {
  if (isSafeRedirectPath(path)) writeStorage('session', sessionKeys.postLoginRedirect, path);
}

export function readPostLoginRedirect(): string | null {
  const path = readStorage('session', sessionKeys.postLoginRedirect);
  return isSafeRedirectPath(path) ? path : null;
}

export function clearPostLoginRedirect(): void {
  removeStorage('session', sessionKeys.postLoginRedirect);
}

/** The plan chosen on a pricing button (/auth?plan=standard|pro), kept for the subscription page. */
export function rememberSelectedPlan(plan: string | null): Plan | null {
  const known = plans.find((p) => p === plan && p !== 'free') ?? null;
  if (known) writeStorage('session', sessionKeys.selectedPlan, known);
  return known;
}

export function readSelectedPlan(): Plan | null {
  const stored = readStorage('session', sessionKeys.selectedPlan);
  return plans.find((p) => p === stored) ?? null;
}
