/**
 * Whether the server answers right now (GET /api/health: no database, no session). Next.js turns a
 * router.refresh() that cannot reach the server into a full page load, which throws the page away (and
 * shows the browser's error page while the server is still away). Refreshes that follow a reconnect or
 * run while the stream is down ask this first; a refresh prompted by an event just received does not need to.
 */
export async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch("/api/health", { cache: "no-store" })).ok;
  } catch {
    return false;
  }
}
