import Link from "next/link";
import { MagicLinkRequestForm, SignInForm } from "@/components/forms/auth-forms";

export const metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const sp = await searchParams;
  const next = typeof sp.next === "string" ? sp.next : undefined;
  return (
    <div className="space-y-4">
      <h1>Sign in</h1>
      {sp.reset ? <p className="text-moss-700">Your password was changed and every other session was ended. Sign in with the new one.</p> : null}
      {sp.signedOut === "everywhere" ? <p className="text-moss-700">You were signed out on every device.</p> : null}
      {typeof sp.error === "string" ? <p className="text-red-700">Sign-in failed. Please try again.</p> : null}
      <SignInForm next={next} />
      <MagicLinkRequestForm />
      <p className="text-sm">
        New here? <Link className="underline" href="/register">Create an account</Link>
      </p>
    </div>
  );
}
