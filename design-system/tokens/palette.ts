// Raw colour steps. Only the themes read these; components use the semantic tokens.
export const red = {
  red1: '#fff5f5',
  red2: '#fdecec',
  red3: '#f9d3d3',
  red7: '#e23b3b',
  red9: '#c8161d',
  red10: '#a8121a',
  red11: '#8c0f15',
} as const;

export const gray = {
  gray0: '#ffffff',
  gray1: '#f6f6f7',
  gray2: '#eeeef0',
  gray3: '#e2e2e6',
  gray5: '#c9c9d0',
  gray7: '#8e8e98',
  gray9: '#5a5a63',
  gray11: '#3b3b42',
  gray12: '#1d1d21',
} as const;

export const slate = {
  slate1: '#111217',
  slate2: '#181a20',
  slate3: '#20232b',
  slate4: '#292c36',
  slate5: '#343844',
  slate6: '#454a58',
  slate9: '#a4a9b6',
  slate11: '#c9ccd5',
  slate12: '#eceef2',
} as const;

export const gold = {
  gold3: '#3b2f10',
  gold8: '#e0a526',
  gold9: '#f0b429',
  gold10: '#f7c948',
  gold12: '#1b1400',
} as const;

export const feedback = {
  green9: '#1b7a3a',
  green3: '#e7f5ec',
  greenDark9: '#4cc38a',
  greenDark3: '#12301f',
  amber9: '#a15c00',
  amber3: '#fff3e0',
  amberDark9: '#f5a524',
  amberDark3: '#352408',
  crimson9: '#b42318',
  crimson3: '#fdecea',
  crimsonDark9: '#ff7b72',
  crimsonDark3: '#3a1615',
  blue9: '#1d5fd6',
  blueDark9: '#6ea8ff',
  ink: '#1a0505',
} as const;

// Mark Six wave colours (red, blue, green balls). White numbers stay readable on all three.
export const wave = {
  waveRed: '#cf1322',
  waveBlue: '#1d55c4',
  waveGreen: '#137a3a',
  waveRedDark: '#d9363e',
  waveBlueDark: '#2f6ad9',
  waveGreenDark: '#1e7f45',
} as const;
