import { keyframes, styled } from '../stitches.config';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const Ring = styled('span', {
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '$round',
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  variants: {
    size: {
      '1': { size: '14px', borderWidth: '2px' },
      '2': { size: '20px', borderWidth: '2px' },
      '3': { size: '32px', borderWidth: '3px' },
    },
    tone: {
      brand: { color: '$brand' },
      neutral: { color: '$textMuted' },
      inherit: { color: 'currentColor' },
    },
  },
  defaultVariants: { size: '2', tone: 'brand' },
});

const Wrap = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  color: '$textMuted',
  fontSize: '$2',
});

export interface SpinnerProps {
  size?: '1' | '2' | '3';
  tone?: 'brand' | 'neutral' | 'inherit';
  /** What is loading; read by screen readers, shown when `showLabel`. */
  label?: string;
  showLabel?: boolean;
}

/** An indeterminate loading indicator (role status, so its label is announced). */
export function Spinner({ size = '2', tone = 'brand', label = '加载中', showLabel = false }: SpinnerProps) {
  return (
    <Wrap role="status" aria-label={showLabel ? undefined : label}>
      <Ring size={size} tone={tone} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : null}
    </Wrap>
  );
}
