/**
 * Launching a game: the platform's game wallet must hold money (else the player is offered the
 * transfer into it), then the platform's URL getter gives the demo provider's page.
 */
import { gameUrlEndpoints, type GamePlatform } from '../../../contract/games';
import { walletEndpoints } from '../../../contract/wallet';
import { call } from '../../lib/call';
import { openWallet, openWalletFromGame } from '../../stores/wallet-store';
import { openGameWindow } from '../game-window';

/** True when the platform's game wallet is empty (the lobby then offers the transfer). */
export async function gameWalletIsEmpty(platform: GamePlatform): Promise<boolean> {
  const balance = await call(walletEndpoints.balance, { cbId: platform.wallet });
  return Number(balance.cash) <= 0;
}

/** Opens the wallet modal's transfer tab with the platform's wallet as the inbound one. */
export function offerTransfer(platform: GamePlatform): void {
  if (platform.walletCode !== undefined) openWalletFromGame(platform.walletCode);
  else openWallet('transfer', { defaultIn: platform.code });
}

export async function gameUrlOf(platform: GamePlatform, gameCode: string): Promise<string> {
  const answer = await call(gameUrlEndpoints[platform.code]!, { gameCode });
  return answer.data ?? '';
}

/** Where a game opens: board and card games in the floating game window (it keeps the game beside the lottery), the others in a new page. */
export function openGamePage(platform: GamePlatform, title: string, url: string): void {
  if (platform.boardGames) openGameWindow({ title, url, wallet: platform.code });
  else window.open(url, '_blank', 'noopener');
}

/** The platforms the server's game config lists as active; all of them while the config is unknown. */
export function activePlatforms<P extends { code: string }>(platforms: readonly P[], activeCodes: string | undefined): P[] {
  if (activeCodes === undefined) return [...platforms];
  const active = new Set(activeCodes.split(',').map((code) => code.trim()));
  return platforms.filter((platform) => active.has(platform.code));
}
