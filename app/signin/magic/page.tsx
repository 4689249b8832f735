import { MagicSignInForm } from "@/components/forms/auth-forms";

export const metadata = { title: "Sign in by link" };

// The token is used only when the button is pressed, so a mail scanner that opens the link does not use it up.
export default async function MagicPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  return (
    <div className="space-y-4">
      <h1>Sign in by link</h1>
      {token ? <MagicSignInForm token={token} /> : <p>This link is incomplete.</p>}
    </div>
  );
}
