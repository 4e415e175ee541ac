// Numbered scales shared by both themes (only colours and shadows change with the theme).

/** Chinese-first stacks: macOS, then Windows, then the Noto CJK fonts Linux and CI have. */
export const fonts = {
  body: '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Micro Hei", system-ui, sans-serif',
  mono: '"SFMono-Regular", Menlo, Consolas, "Noto Sans Mono CJK SC", "DejaVu Sans Mono", monospace',
} as const;

/** The stack the visual tests pin, so every machine renders the same glyphs (Debian: fonts-noto-cjk). */
export const pinnedFonts = {
  body: '"Noto Sans CJK SC", sans-serif',
  mono: '"Noto Sans Mono CJK SC", monospace',
} as const;

export const space = {
  '1': '4px',
  '2': '8px',
  '3': '12px',
  '4': '16px',
  '5': '24px',
  '6': '32px',
  '7': '48px',
  '8': '64px',
} as const;

export const sizes = {
  '1': '24px',
  '2': '32px',
  '3': '40px',
  '4': '48px',
  page: '1200px',
  notification: '300px',
  modalSecurity: '538px',
  modalChat: '754px',
  modalWallet: '1150px',
} as const;

export const radii = {
  '1': '2px',
  '2': '4px',
  '3': '8px',
  '4': '12px',
  round: '9999px',
} as const;

export const fontSizes = {
  '1': '12px',
  '2': '14px',
  '3': '16px',
  '4': '18px',
  '5': '20px',
  '6': '24px',
} as const;

export const lineHeights = {
  '1': '1.2',
  '2': '1.5',
} as const;

export const fontWeights = {
  normal: '400',
  medium: '500',
  bold: '700',
} as const;

// Dialogs, toasts and notifications need no z-index: they open in the browser's top layer (<dialog>
// showModal, popover), above the page and in the order they were opened. The Radix overlays (tooltips,
// menus, listboxes) render beside their trigger with position fixed, `floating` above the page's own
// layers; inside a modal dialog they are part of the dialog, so they show above it too.
export const zIndices = {
  sticky: '1100',
  floating: '1200',
} as const;

export const transitions = {
  fast: '120ms ease-out',
  normal: '200ms ease-out',
} as const;
