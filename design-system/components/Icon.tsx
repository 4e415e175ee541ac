import { styled } from '../stitches.config';

/** 24x24 stroke icons drawn with `currentColor`, so they follow the text colour of their parent. */
const paths = {
  close: 'M6 6l12 12M18 6L6 18',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  minus: 'M6 12h12',
  plus: 'M12 6v12M6 12h12',
  chevronDown: 'M6 9l6 6 6-6',
  chevronUp: 'M6 15l6-6 6 6',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 100-6 3 3 0 000 6z',
  eyeOff:
    'M3 3l18 18M10.6 5.1A10.6 10.6 0 0112 5c6.4 0 10 7 10 7a17 17 0 01-3.2 4.1M6.6 6.6C3.9 8.3 2 12 2 12s3.6 7 10 7a10 10 0 005.4-1.6M9.9 9.9a3 3 0 004.2 4.2',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  upload: 'M12 16V4M7 9l5-5 5 5M5 20h14',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14zM20 20l-4-4',
  refresh: 'M20 11a8 8 0 10-2.3 5.7M20 4v7h-7',
  info: 'M12 22a10 10 0 100-20 10 10 0 000 20zM12 11v6M12 7.5v.5',
  success: 'M12 22a10 10 0 100-20 10 10 0 000 20zM7.5 12.5l3 3 6-6',
  error: 'M12 22a10 10 0 100-20 10 10 0 000 20zM9 9l6 6M15 9l-6 6',
  warning: 'M12 3l10 18H2L12 3zM12 10v5M12 17.5v.5',
  bell: 'M6 16V11a6 6 0 1112 0v5l2 2H4l2-2zM10 20a2 2 0 004 0',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  chat: 'M4 5h16v11H9l-5 4V5z',
  inbox: 'M3 13l3-8h12l3 8v6H3v-6zM3 13h5l1 2h6l1-2h5',
  file: 'M6 3h8l4 4v14H6zM14 3v4h4',
} as const;

export type IconName = keyof typeof paths;
export const iconNames = Object.keys(paths) as IconName[];

const Svg = styled('svg', {
  flexShrink: 0,
  display: 'inline-block',
  verticalAlign: 'middle',
  variants: {
    size: {
      '1': { size: '14px' },
      '2': { size: '16px' },
      '3': { size: '20px' },
      '4': { size: '32px' },
    },
  },
  defaultVariants: { size: '2' },
});

export interface IconProps {
  name: IconName;
  size?: '1' | '2' | '3' | '4';
  /** Give a label only when the icon stands alone and means something; otherwise it is hidden from screen readers. */
  label?: string;
}

export function Icon({ name, size = '2', label }: IconProps) {
  return (
    <Svg
      size={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={paths[name]} />
    </Svg>
  );
}
