import { clearEmailFailureAction } from "@/app/actions/notifications";

/** Shown in Settings when mail to the user's address failed permanently (the sender got a 5xx). */
export function NotificationFailureBanner({ email, at, reason }: { email: string; at: Date; reason: string }) {
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900" data-testid="mail-failure-banner">
      <p className="font-medium">Mail to {email} could not be delivered.</p>
      <p className="text-sm">
        On {at.toISOString().slice(0, 16).replace("T", " ")} UTC the mail server answered: “{reason.slice(0, 200)}”. Notifications are paused
        until you fix the mailbox and try again.
      </p>
      <form action={clearEmailFailureAction} className="mt-2">
        <button className="btn">I fixed it: send mail again</button>
      </form>
    </div>
  );
}
