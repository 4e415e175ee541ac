/** A date as the native date input holds it: 'YYYY-MM-DD' in local time. */
export type IsoDate = string;

export interface DateRangeValue {
  start: IsoDate;
  end: IsoDate;
}

export type DateRangePreset = 'today' | 'yesterday' | 'last3' | 'last7' | 'last30' | 'thisMonth';

export const dateRangePresetLabels: Readonly<Record<DateRangePreset, string>> = {
  today: '今天',
  yesterday: '昨天',
  last3: '近3天',
  last7: '近7天',
  last30: '近30天',
  thisMonth: '本月',
};

export function toIsoDate(date: Date): IsoDate {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

function addDays(date: Date, days: number): Date {
  const copy = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  copy.setDate(copy.getDate() + days);
  return copy;
}

/** The range a quick button selects, counted in whole local days ending today (inclusive). */
export function presetRange(preset: DateRangePreset, today: Date): DateRangeValue {
  switch (preset) {
    case 'today':
      return { start: toIsoDate(today), end: toIsoDate(today) };
    case 'yesterday': {
      const y = toIsoDate(addDays(today, -1));
      return { start: y, end: y };
    }
    case 'last3':
      return { start: toIsoDate(addDays(today, -2)), end: toIsoDate(today) };
    case 'last7':
      return { start: toIsoDate(addDays(today, -6)), end: toIsoDate(today) };
    case 'last30':
      return { start: toIsoDate(addDays(today, -29)), end: toIsoDate(today) };
    case 'thisMonth':
      return { start: toIsoDate(new Date(today.getFullYear(), today.getMonth(), 1)), end: toIsoDate(today) };
  }
}

/** Which preset (if any) a range equals, so its quick button shows as selected. */
export function matchingPreset(range: DateRangeValue, today: Date): DateRangePreset | undefined {
  const presets = Object.keys(dateRangePresetLabels) as DateRangePreset[];
  return presets.find((p) => {
    const r = presetRange(p, today);
    return r.start === range.start && r.end === range.end;
  });
}

/** Days from start to end, both counted ('2026-11-01' to '2026-11-03' is 3). */
export function daysInRange(range: DateRangeValue): number {
  const day = (iso: IsoDate) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  return Math.round((day(range.end) - day(range.start)) / 86_400_000) + 1;
}

/** The Chinese message for an invalid range, or undefined when it is valid (ISO dates compare as strings). */
export function validateDateRange(range: DateRangeValue, limits: { min?: IsoDate; max?: IsoDate; maxDays?: number } = {}): string | undefined {
  if (!range.start || !range.end) return '请选择开始和结束日期';
  if (range.start > range.end) return '开始日期不能晚于结束日期';
  if (limits.min && range.start < limits.min) return `开始日期不能早于${limits.min}`;
  if (limits.max && range.end > limits.max) return `结束日期不能晚于${limits.max}`;
  if (limits.maxDays !== undefined && daysInRange(range) > limits.maxDays) return `查询范围不能超过${limits.maxDays}天`;
  return undefined;
}
