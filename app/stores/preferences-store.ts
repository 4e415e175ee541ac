/** Theme (red default, dark) and the win-sound setting (default on), both remembered locally. */
import { proxy } from 'valtio';
import { browserStorage, nextTheme, readThemePreference, writeThemePreference, type ThemeName } from '../../design-system';
import { readStored, writeStored } from '../lib/storage';

const voiceKey = 'messageVoice';

export const preferencesState = proxy({
  theme: readThemePreference(browserStorage()) as ThemeName,
  messageVoice: readStored<boolean>(voiceKey, true),
});

export function setTheme(theme: ThemeName): void {
  preferencesState.theme = theme;
  writeThemePreference(browserStorage(), theme);
}

export function toggleTheme(): void {
  setTheme(nextTheme(preferencesState.theme));
}

export function setMessageVoice(on: boolean): void {
  preferencesState.messageVoice = on;
  writeStored(voiceKey, on);
}
