// Dates on the wire use the spec's formats, in Singapore time (the default market, UTC+8).
const OFFSET_MS = 8 * 3_600_000;

function parts(date: Date) {
  const d = new Date(date.getTime() + OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    Y: String(d.getUTCFullYear()),
    M: pad(d.getUTCMonth() + 1),
    D: pad(d.getUTCDate()),
    h: pad(d.getUTCHours()),
    m: pad(d.getUTCMinutes()),
    s: pad(d.getUTCSeconds()),
  };
}

/** DD/MM/YYYY HH:mm:ss, or '' */
export function dateTimeSlash(date: Date | null | undefined): string {
  if (!date) return '';
  const p = parts(date);
  return `${p.D}/${p.M}/${p.Y} ${p.h}:${p.m}:${p.s}`;
}

/** YYYY-MM-DD HH:mm:ss, or '' */
export function dateTimeIso(date: Date | null | undefined): string {
  if (!date) return '';
  const p = parts(date);
  return `${p.Y}-${p.M}-${p.D} ${p.h}:${p.m}:${p.s}`;
}

/** DD-MM-YYYY from a YYYY-MM-DD date column. */
export function dateDash(isoDate: string | Date): string {
  const text = typeof isoDate === 'string' ? isoDate : isoDate.toISOString().slice(0, 10);
  const [y, m, d] = text.slice(0, 10).split('-');
  return `${d}-${m}-${y}`;
}

/** Money columns come back as strings: answer them as numbers with 2 decimals. */
export function money(value: string | number | null | undefined): number {
  return Math.round(Number(value ?? 0) * 100) / 100;
}
