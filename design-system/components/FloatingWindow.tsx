import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { Rnd } from 'react-rnd';
import { globalCss, styled } from '../stitches.config';
import { Icon } from './Icon';

export type FloatingWindowMode = 'restored' | 'minimized' | 'maximized';

export interface FloatingWindowBounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FloatingWindowLink {
  label: string;
  onClick: () => void;
}

export interface FloatingWindowProps {
  /** Title bar text, also the window's accessible name. */
  title: string;
  mode: FloatingWindowMode;
  /** Place and size while restored, relative to the viewport (or to the parent box when `contained`). */
  bounds: FloatingWindowBounds;
  minWidth?: number;
  minHeight?: number;
  /** A drag ended here (the owner may snap it). */
  onMove: (position: { x: number; y: number }) => void;
  /** A resize through one of the 8 handles ended with these bounds. */
  onResize: (bounds: FloatingWindowBounds) => void;
  onMinimize: () => void;
  onMaximize: () => void;
  /** Back from minimised, or out of maximised. */
  onRestore: () => void;
  onClose: () => void;
  /** Text links at the start of the title bar's buttons (a transfer link, a help link…). */
  links?: FloatingWindowLink[];
  /** Offer the browser's fullscreen for the whole window (default on). */
  fullscreen?: boolean;
  /** Lay out inside the nearest positioned parent instead of the viewport (stories, previews). */
  contained?: boolean;
  children: ReactNode;
}

const TITLE_BAR = 36;
const MINIMIZED_WIDTH = 280;
const MINIMIZED_INSET = 12;
const dragHandle = 'ds-floating-window-drag';

// The layer spans the viewport but lets clicks through; only the window takes them.
const Layer = styled('div', {
  inset: 0,
  pointerEvents: 'none',
  variants: {
    contained: {
      true: { position: 'absolute' },
      false: { position: 'fixed', zIndex: '$sticky' },
    },
  },
  defaultVariants: { contained: false },
});

const Frame = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: '100%',
  boxSizing: 'border-box',
  backgroundColor: '$panelRaised',
  color: '$text',
  border: '1px solid $border',
  borderRadius: '$2',
  boxShadow: '$3',
  overflow: 'hidden',
  '&:fullscreen': { borderRadius: 0, border: 'none' },
});

const TitleBar = styled('header', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  flexShrink: 0,
  height: `${TITLE_BAR}px`,
  paddingLeft: '$3',
  paddingRight: '$1',
  backgroundColor: '$brand',
  color: '$onBrand',
  userSelect: 'none',
  '&[data-draggable="true"]': { cursor: 'move' },
  '& h2': { flex: 1, minWidth: 0, margin: 0, fontSize: '$2', fontWeight: '$medium', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
});

const TitleLink = styled('button', {
  all: 'unset',
  cursor: 'pointer',
  fontSize: '$1',
  padding: '2px $2',
  borderRadius: '$1',
  border: '1px solid currentColor',
  whiteSpace: 'nowrap',
  '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.16)' },
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: '1px' },
});

const TitleButton = styled('button', {
  all: 'unset',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  borderRadius: '$1',
  cursor: 'pointer',
  '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.16)' },
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: '-2px' },
});

const Body = styled('div', {
  position: 'relative',
  flex: 1,
  minHeight: 0,
  backgroundColor: '$bg',
  '& > iframe': { display: 'block', width: '100%', height: '100%', border: 'none' },
  '&[hidden]': { display: 'none' },
});

// Over the body while dragging or resizing: an embedded page would otherwise swallow the pointer.
const Shield = styled('div', { position: 'absolute', inset: 0 });

// Window-state icons, drawn like the design system's 24×24 stroke icons.
const glyphs = {
  maximize: 'M5 5h14v14H5z',
  restore: 'M8 8h11v11H8zM5 15V5h10',
  fullscreen: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  exitFullscreen: 'M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5',
} as const;

function Glyph({ name }: { name: keyof typeof glyphs }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      <path d={glyphs[name]} />
    </svg>
  );
}

/** The size of the box the window lives in (the viewport, or the parent when contained), followed on resize. */
function useLayerSize(layer: RefObject<HTMLDivElement | null>) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = layer.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [layer]);
  return size;
}

// While dragging, react-draggable marks the body with a class and, unless a style element with its id
// already exists, injects a <style> with text, which the page's content security policy blocks. Its rule
// comes from the style sheet here, and an empty element of that id (allowed) stops the injection.
const DRAG_STYLE_ID = 'react-draggable-style-el';
const dragSelectionStyles = globalCss({
  '.react-draggable-transparent-selection *::selection': { all: 'inherit' },
});

function useDragSelectionStyles() {
  useEffect(() => {
    dragSelectionStyles();
    if (document.getElementById(DRAG_STYLE_ID)) return;
    const placeholder = document.createElement('style');
    placeholder.id = DRAG_STYLE_ID;
    document.head.appendChild(placeholder);
  }, []);
}

/**
 * A floating window over the page: dragged by its title bar, resized by 8 handles (react-rnd), with
 * minimise, maximise, restore, fullscreen (the Fullscreen API on the frame) and close. The owner keeps
 * its state and bounds: the frame reports where a drag or resize ended and draws what it is given.
 */
export function FloatingWindow({
  title,
  mode,
  bounds,
  minWidth = 280,
  minHeight = 200,
  onMove,
  onResize,
  onMinimize,
  onMaximize,
  onRestore,
  onClose,
  links = [],
  fullscreen = true,
  contained = false,
  children,
}: FloatingWindowProps) {
  const layer = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLElement>(null);
  const rnd = useRef<Rnd>(null);
  const area = useLayerSize(layer);
  const [busy, setBusy] = useState(false);
  const [isFullscreen, setFullscreen] = useState(false);
  // Bumped when a drag or resize ends, so the drawn place follows the owner's answer even when unchanged.
  const [settled, setSettled] = useState(0);
  const titleId = useId();
  useDragSelectionStyles();

  const restored = mode === 'restored';
  const minimized = mode === 'minimized';
  const position = restored
    ? { x: bounds.x, y: bounds.y }
    : minimized
      ? { x: MINIMIZED_INSET, y: Math.max(0, area.height - TITLE_BAR - 2 - MINIMIZED_INSET) }
      : { x: 0, y: 0 };
  const size = restored
    ? { width: bounds.width, height: bounds.height }
    : minimized
      ? { width: MINIMIZED_WIDTH, height: TITLE_BAR + 2 }
      : { width: area.width, height: area.height };

  useLayoutEffect(() => {
    rnd.current?.updatePosition(position);
    rnd.current?.updateSize(size);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the numbers below are the whole of position and size
  }, [settled, position.x, position.y, size.width, size.height]);

  useEffect(() => {
    const follow = () => setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);

  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void frame.current?.requestFullscreen().catch(() => undefined);
  }, []);

  return (
    <Layer ref={layer} contained={contained}>
      {area.height > 0 ? (
        <Rnd
          ref={rnd}
          default={{ ...position, ...size }}
          minWidth={minimized ? MINIMIZED_WIDTH : minWidth}
          minHeight={minimized ? TITLE_BAR : minHeight}
          bounds="parent"
          // the layer lets clicks through; the window and its resize handles take them
          style={{ pointerEvents: 'auto' }}
          dragHandleClassName={dragHandle}
          cancel="button"
          disableDragging={!restored}
          enableResizing={restored}
          onDragStart={() => setBusy(true)}
          onDragStop={(_event, data) => {
            setBusy(false);
            setSettled((n) => n + 1);
            if (data.x !== bounds.x || data.y !== bounds.y) onMove({ x: data.x, y: data.y });
          }}
          onResizeStart={() => setBusy(true)}
          onResizeStop={(_event, _direction, element, _delta, at) => {
            setBusy(false);
            setSettled((n) => n + 1);
            onResize({ x: at.x, y: at.y, width: element.offsetWidth, height: element.offsetHeight });
          }}
        >
          <Frame ref={frame} role="dialog" aria-labelledby={titleId} data-mode={mode}>
            <TitleBar className={dragHandle} data-draggable={restored} onDoubleClick={() => (restored ? onMaximize() : onRestore())}>
              <h2 id={titleId}>{title}</h2>
              {links.map((link) => (
                <TitleLink key={link.label} type="button" onClick={link.onClick}>
                  {link.label}
                </TitleLink>
              ))}
              {fullscreen && !minimized ? (
                <TitleButton
                  type="button"
                  aria-label={isFullscreen ? '退出全屏' : '全屏'}
                  title={isFullscreen ? '退出全屏' : '全屏'}
                  onClick={toggleFullscreen}
                >
                  <Glyph name={isFullscreen ? 'exitFullscreen' : 'fullscreen'} />
                </TitleButton>
              ) : null}
              {minimized ? (
                <TitleButton type="button" aria-label="还原" title="还原" onClick={onRestore}>
                  <Glyph name="restore" />
                </TitleButton>
              ) : (
                <TitleButton type="button" aria-label="最小化" title="最小化" onClick={onMinimize}>
                  <Icon name="minus" />
                </TitleButton>
              )}
              {mode === 'maximized' ? (
                <TitleButton type="button" aria-label="退出最大化" title="退出最大化" onClick={onRestore}>
                  <Glyph name="restore" />
                </TitleButton>
              ) : (
                <TitleButton type="button" aria-label="最大化" title="最大化" onClick={onMaximize}>
                  <Glyph name="maximize" />
                </TitleButton>
              )}
              <TitleButton type="button" aria-label="关闭" title="关闭" onClick={onClose}>
                <Icon name="close" />
              </TitleButton>
            </TitleBar>
            {/* hidden rather than removed while minimised: the embedded game keeps running */}
            <Body hidden={minimized}>
              {children}
              {busy ? <Shield /> : null}
            </Body>
          </Frame>
        </Rnd>
      ) : null}
    </Layer>
  );
}
