/**
 * Playwright empties its output folder when a run starts, so a second run in the same checkout
 * deletes the traces the first one is still writing (the first run's tests then fail on closing
 * their browser context with ENOENT, and look flaky). The first run takes `base`; a run that finds
 * `base` held by a live process writes into `base-<pid>` instead. The hold is a pid file next to
 * the folder, removed when the runner exits (a stale one, its process gone, is taken over).
 */
import fs from 'node:fs';
import path from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function claimRunFolder(base: string): string {
  const lock = `${base}.pid`;
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      process.on('exit', () => {
        try {
          if (fs.readFileSync(lock, 'utf8') === String(process.pid)) fs.unlinkSync(lock);
        } catch {
          /* already gone */
        }
      });
      return base;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(lock, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) break;
      fs.rmSync(lock, { force: true });
    }
  }
  return `${base}-${process.pid}`;
}
