import { useEffect, useRef, useState } from 'react';
import { Button } from './Button';
import type { ButtonProps } from './Button';
import { Icon } from './Icon';

/** Copies with the Clipboard API, falling back to a hidden textarea where it is missing (plain http). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the legacy path
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The text that goes to the clipboard (an order number, a payee account, an address). */
  text: string;
  label?: string;
  copiedLabel?: string;
  failedLabel?: string;
  /** How long the 复制成功 state lasts; 1 s by default. */
  duration?: number;
  onCopied?: (ok: boolean) => void;
  /** Show the copied state (stories). */
  defaultCopied?: boolean;
}

/** A copy button that says 复制成功 for one second after copying (announced to screen readers). */
export function CopyButton({
  text,
  label = '复制',
  copiedLabel = '复制成功',
  failedLabel = '复制失败',
  duration = 1000,
  onCopied,
  defaultCopied = false,
  size = '1',
  tone = 'neutral',
  ...rest
}: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>(defaultCopied ? 'copied' : 'idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const shown = state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : label;
  return (
    <Button
      size={size}
      tone={state === 'copied' ? 'success' : tone}
      icon={<Icon name={state === 'copied' ? 'check' : 'copy'} size="1" />}
      onClick={async () => {
        const ok = await copyText(text);
        setState(ok ? 'copied' : 'failed');
        onCopied?.(ok);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setState('idle'), duration);
      }}
      {...rest}
    >
      <span aria-live="polite">{shown}</span>
    </Button>
  );
}
