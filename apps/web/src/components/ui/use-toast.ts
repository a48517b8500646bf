import type * as React from 'react';
import { useSyncExternalStore } from 'react';

/** docs/product.md §3 Toasts: one visible at a time, 5000 ms by default. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;
/** How long a dismissed toast stays mounted so it can animate out. */
const TOAST_REMOVE_DELAY = 1000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: React.ReactNode;
  description?: React.ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; defaults to TOAST_DURATION. */
  duration?: number;
  /** A <ToastAction> element, or a fragment of several; they sit in a row under the text. */
  action?: React.ReactElement;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function setToasts(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot() {
  return toasts;
}

export function dismissToast(id?: string): void {
  setToasts(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => {
    setToasts(toasts.filter((t) => t.open || (id !== undefined && t.id !== id)));
  }, TOAST_REMOVE_DELAY);
}

/** Shows a toast; with TOAST_LIMIT = 1 it replaces whatever toast was showing. */
export function toast(options: ToastOptions) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  setToasts([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: ToastOptions) => setToasts(toasts.map((t) => (t.id === id ? { ...t, ...next } : t))),
  };
}

/** A destructive toast, titled 'Error' unless docs/product.md §9 names another title. */
export function toastError(description: React.ReactNode, title: React.ReactNode = 'Error') {
  return toast({ variant: 'destructive', title, description });
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
