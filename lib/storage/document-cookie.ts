/**
 * The values of every readable cookie named `name`, straight from document.cookie (a host cookie
 * and a shared-domain cookie may both be there); [] on the server. No cookie library: this runs
 * in every page's first load (the member hint) and in the API client (the CSRF token).
 */
export function documentCookieValues(name: string): string[] {
  if (typeof document === 'undefined') return [];
  const values: string[] = [];
  for (const part of document.cookie.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) values.push(part.slice(i + 1).trim());
  }
  return values;
}
