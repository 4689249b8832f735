/**
 * Next.js start-up hook: runs once per server process. Starts the job runner (clocks, digests, mail) in the
 * Node runtime when BACKGROUND_WORKERS is on (the default), and on the embedded database the admin command's
 * socket (lib/operator/admin-socket.ts). The imports stay inside the runtime check so the Edge build never
 * sees the database or SMTP modules.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startBackgroundJobs } = await import("./lib/jobs/runner");
  await startBackgroundJobs();
  const { startAdminSocket } = await import("./lib/operator/admin-socket-start");
  await startAdminSocket();
}
