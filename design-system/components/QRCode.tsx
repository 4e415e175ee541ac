import { useMemo } from 'react';
import { styled } from '../stitches.config';
import { encodeQr, qrSvgPath } from '../lib/qr';
import type { ErrorCorrectionLevel } from '../lib/qr';

const Frame = styled('figure', {
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$2',
  margin: 0,
  // Scanners need dark-on-light whatever the theme: the code keeps its own white paper and black ink.
  '& svg': { display: 'block', borderRadius: '$2' },
  '& figcaption': { fontSize: '$1', color: '$textMuted', maxWidth: '100%', overflowWrap: 'anywhere', textAlign: 'center' },
});

const ErrorBox = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '$3',
  border: '1px dashed $danger',
  color: '$danger',
  fontSize: '$1',
  textAlign: 'center',
});

export interface QRCodeProps {
  /** The text to encode (an address, a payment URL), UTF-8. */
  value: string;
  /** Rendered width and height in px. */
  size?: number;
  /** Error correction; M (15 %) by default. */
  level?: ErrorCorrectionLevel;
  /** Accessible name, e.g. 充值地址二维码. */
  label?: string;
  /** Shown under the code (often the value itself). */
  caption?: string;
}

/**
 * A QR code drawn as one inline SVG path (no image URL, no style element), encoded by qrcode-generator
 * through lib/qr.ts (versions 1-10).
 * Always dark on white with a 4-module quiet zone, in both themes, so scanners read it.
 */
export function QRCode({ value, size = 160, level = 'M', label = '二维码', caption }: QRCodeProps) {
  const result = useMemo(() => {
    try {
      return { code: encodeQr(value, { level }) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }, [value, level]);
  if (!result.code)
    return (
      <ErrorBox role="alert" style={{ width: size, height: size }}>
        {result.error}
      </ErrorBox>
    );
  const margin = 4;
  const side = result.code.size + margin * 2;
  return (
    <Frame>
      <svg width={size} height={size} viewBox={`0 0 ${side} ${side}`} role="img" aria-label={label} shapeRendering="crispEdges">
        <rect width={side} height={side} fill="#ffffff" />
        <path d={qrSvgPath(result.code, margin)} fill="#000000" />
      </svg>
      {caption ? <figcaption>{caption}</figcaption> : null}
    </Frame>
  );
}
