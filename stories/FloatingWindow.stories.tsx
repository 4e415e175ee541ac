import type { Story } from '@ladle/react';
import { useState } from 'react';
import { FloatingWindow } from '../design-system/index';
import type { FloatingWindowBounds, FloatingWindowMode } from '../design-system/index';

// The window lives in a box of its own here (contained), so each story's screenshot shows the whole desk.
function Desk({
  initialMode,
  initialBounds = { x: 40, y: 32, width: 560, height: 320 },
}: {
  initialMode: FloatingWindowMode;
  initialBounds?: FloatingWindowBounds;
}) {
  const [mode, setMode] = useState(initialMode);
  const [bounds, setBounds] = useState(initialBounds);
  const [open, setOpen] = useState(true);
  const [before, setBefore] = useState<FloatingWindowMode>('restored');
  return (
    <div style={{ position: 'relative', width: 720, height: 440, border: '1px dashed var(--ds-colors-border)' }}>
      {open ? (
        <FloatingWindow
          contained
          title="斗地主"
          mode={mode}
          bounds={bounds}
          links={[{ label: '转账', onClick: () => undefined }]}
          onMove={(position) => setBounds((b) => ({ ...b, ...position }))}
          onResize={setBounds}
          onMinimize={() => {
            setBefore(mode);
            setMode('minimized');
          }}
          onMaximize={() => setMode('maximized')}
          onRestore={() => setMode(mode === 'minimized' ? before : 'restored')}
          onClose={() => setOpen(false)}
        >
          <div style={{ height: '100%', display: 'grid', placeItems: 'center', color: 'var(--ds-colors-textMuted)' }}>游戏画面</div>
        </FloatingWindow>
      ) : null}
    </div>
  );
}

/** Dragged by the title bar, resized by any of its 8 edges and corners (down to 280 × 200). */
export const Restored: Story = () => <Desk initialMode="restored" />;

/** Fills the box; the title bar offers 退出最大化. */
export const Maximized: Story = () => <Desk initialMode="maximized" />;

/** Only the title bar, at the bottom left; the content stays loaded. */
export const Minimized: Story = () => <Desk initialMode="minimized" />;
