/**
 * Next.js start-up hook: runs once per server process. Starts the job runner (clocks, digests, mail) in the
 * Node runtime when BACKGROUND_WORKERS is on (the default). The import stays inside the runtime check so the
 * Edge build never sees the database or SMTP modules.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startBackgroundJobs } = await import("./lib/jobs/runner");
  await startBackgroundJobs();
}
