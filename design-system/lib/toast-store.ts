// A tiny external store for toasts, read with useSyncExternalStore by <Toaster>, which closes each one after
// its duration (Radix Toast pauses it while hovered or focused) and dismisses it here. Plain module state:
// the design system takes no store library, and toasts are fire-and-forget.

export type ToastTone = 'success' | 'danger' | 'warning' | 'neutral';

export interface ToastItem {
  id: number;
  tone: ToastTone;
  message: string;
  /** Milliseconds before it closes by itself; 0 keeps it until dismissed. */
  duration: number;
}

export interface ToastOptions {
  duration?: number;
}

export const defaultToastDuration = 2000;

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getToasts(): readonly ToastItem[] {
  return items;
}

export function dismissToast(id: number): void {
  const next = items.filter((t) => t.id !== id);
  if (next.length !== items.length) {
    items = next;
    emit();
  }
}

/** Shows a toast and returns its id. */
export function showToast(tone: ToastTone, message: string, options: ToastOptions = {}): number {
  const id = nextId;
  nextId += 1;
  const duration = options.duration ?? defaultToastDuration;
  items = [...items, { id, tone, message, duration }];
  emit();
  return id;
}

export function clearToasts(): void {
  items = [];
  emit();
}

/** toast.success('订单提交成功！'), toast.error(msg), toast.warning(msg), toast.info(msg). */
export const toast = {
  success: (message: string, options?: ToastOptions) => showToast('success', message, options),
  error: (message: string, options?: ToastOptions) => showToast('danger', message, options),
  warning: (message: string, options?: ToastOptions) => showToast('warning', message, options),
  info: (message: string, options?: ToastOptions) => showToast('neutral', message, options),
  dismiss: dismissToast,
  clear: clearToasts,
};
