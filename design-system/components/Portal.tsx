import { useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Renders children at the end of <body>, in a container marked `data-ds-portal` (the theme class on
 * <html> still applies, and the visual tests' axe run includes these containers). The container exists
 * from the first render, so refs and effects of the children see their elements at once.
 */
export function Portal({ children }: { children: ReactNode }) {
  const [host] = useState(() => (typeof document === 'undefined' ? null : document.createElement('div')));
  useLayoutEffect(() => {
    if (!host) return;
    host.setAttribute('data-ds-portal', '');
    document.body.appendChild(host);
    return () => {
      host.remove();
    };
  }, [host]);
  return host ? createPortal(children, host) : null;
}
