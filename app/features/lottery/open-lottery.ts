/** Opening a lottery: the one verb that touches every slice of the lottery screen. */
import { cachedLotteryList, loadLotteryList, lotteryItems } from '../../shared/lottery-list';
import { catalogState, openInCatalog } from './catalog-store';
import { closeChase } from './chase-store';
import { playsOf } from './engine-adapter';
import { refreshIssue, resetIssue } from './issue-store';
import { DEFAULT_LOTTERY } from './lottery-constants';
import { showNotice } from './lottery-notice';
import { loadOdds, plateState, resetPlays, selectTab, setPlays } from './plate-store';
import { prefsState, savePrefs } from './preferences';
import { refreshRecords } from './records-store';
import { clearSlip } from './slip-store';

export async function initLottery(code?: string): Promise<void> {
  // A failed list is the list read's error, which the screen shows with 重试 (initLottery again).
  const categories = await loadLotteryList().catch(() => null);
  if (!categories) return;
  const items = lotteryItems(categories);
  const wanted = (code || prefsState.lottery || DEFAULT_LOTTERY).toUpperCase();
  const item = items.find((l) => l.en === wanted) ?? items.find((l) => l.en === DEFAULT_LOTTERY) ?? items[0];
  if (item && item.en !== catalogState.lottery) await selectLottery(item.en);
  // Back on the screen with the same lottery: its issue may have moved on meanwhile.
  else if (item) void refreshIssue();
}

/** Changing lottery clears slip, traces, odds and open codes, reloads trends, tabs and records and remembers the choice. */
export async function selectLottery(code: string): Promise<void> {
  const item = lotteryItems(cachedLotteryList()).find((l) => l.en === code);
  if (!item) return;
  clearSlip();
  closeChase();
  openInCatalog(code, item.family);
  resetPlays(code);
  resetIssue();
  showNotice(null);
  savePrefs({ lottery: code });
  const plays = await playsOf(item.family);
  if (catalogState.lottery !== code) return;
  setPlays(plays);
  const tabs = plateState.visibleTabs;
  const tab = prefsState.lastTab[code];
  selectTab(tab && tabs.includes(tab) ? tab : (tabs[0] ?? ''));
  void refreshIssue();
  void loadOdds();
  void refreshRecords();
}
