import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Button, ThemeProvider, ThemeSwitch, useTheme } from '../design-system/index';
import type { ThemeStorage } from '../design-system/index';
import { Row, Stack } from './layout';

// A storage of its own so the story does not touch the real preference.
function memoryStorage(): ThemeStorage {
  const data = new Map<string, string>();
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

function Current() {
  const { theme } = useTheme();
  return <span>当前主题：{theme === 'dark' ? '暗黑' : '红色'}</span>;
}

/**
 * The app's switch: ThemeProvider applies the theme class without a reload and stores the choice in
 * localStorage['theme']. Here the provider targets this box and a private storage.
 */
export const Default: Story = () => {
  const [target, setTarget] = useState<HTMLDivElement | null>(null);
  const [storage] = useState(memoryStorage);
  return (
    <div ref={setTarget} style={{ padding: 16, background: 'var(--ds-colors-panel)', color: 'var(--ds-colors-text)', borderRadius: 8 }}>
      {target ? (
        <ThemeProvider storage={storage} target={target}>
          <Stack gap={12}>
            <Current />
            <Row>
              <ThemeSwitch />
              <Button>主要按钮</Button>
            </Row>
          </Stack>
        </ThemeProvider>
      ) : null}
    </div>
  );
};

/**
 * The same with the real localStorage['theme']: switch, reload the page, and the box keeps the choice.
 * (The page's own theme still follows the toolbar; this provider only themes the box.)
 */
export const Persisted: Story = () => {
  const [target, setTarget] = useState<HTMLDivElement | null>(null);
  return (
    <div
      ref={setTarget}
      data-testid="persisted-box"
      style={{ padding: 16, background: 'var(--ds-colors-panel)', color: 'var(--ds-colors-text)', borderRadius: 8 }}
    >
      {target ? (
        <ThemeProvider target={target}>
          <Stack gap={12}>
            <Current />
            <ThemeSwitch />
          </Stack>
        </ThemeProvider>
      ) : null}
    </div>
  );
};
