/** Local persistence that never throws (privacy mode, node tests): JSON values under plain keys. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

let backing: KeyValueStorage = (() => {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // fall through
  }
  return memoryStorage();
})();

/** Tests swap in their own storage. */
export function setStorageBackend(storage: KeyValueStorage): void {
  backing = storage;
}

export function readStored<T>(key: string, fallback: T): T {
  try {
    const raw = backing.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (value === undefined) backing.removeItem(key);
    else backing.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or refused: the value stays in memory for this visit
  }
}

export function readRaw(key: string): string | null {
  try {
    return backing.getItem(key);
  } catch {
    return null;
  }
}

export function writeRaw(key: string, value: string): void {
  try {
    backing.setItem(key, value);
  } catch {
    // ignored, as above
  }
}

export function memoryStore(): KeyValueStorage {
  return memoryStorage();
}
