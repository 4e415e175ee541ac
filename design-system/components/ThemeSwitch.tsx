import { nextTheme } from '../theme-preference';
import { Button } from './Button';
import type { ButtonProps } from './Button';
import { useTheme } from './ThemeProvider';

export interface ThemeSwitchProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** Shown while dark is on (the action it offers). */
  redLabel?: string;
  /** Shown while red is on. */
  darkLabel?: string;
}

/** Toggles red and dark; the choice is remembered (ThemeProvider persists it). */
export function ThemeSwitch({
  redLabel = '切换到红色主题',
  darkLabel = '切换到暗黑主题',
  tone = 'neutral',
  ghost = true,
  size = '1',
  ...rest
}: ThemeSwitchProps) {
  const { theme, setTheme } = useTheme();
  return (
    <Button tone={tone} ghost={ghost} size={size} onClick={() => setTheme(nextTheme(theme))} {...rest}>
      {theme === 'dark' ? redLabel : darkLabel}
    </Button>
  );
}
