/** Sends the browser to `url` (SPEC §8 redirects). Its own module so tests can observe it. */
export function navigateTo(url: string): void {
  window.location.href = url;
}
