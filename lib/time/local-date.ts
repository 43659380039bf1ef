/** `YYYY-MM-DD` of an epoch-ms time on the browser's own calendar (the account's dates as the person sees them). */
export function localDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
