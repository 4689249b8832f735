import { ConfirmRegistrationForm } from "@/components/forms/auth-forms";

export const metadata = { title: "Confirm your address" };

// The token is used only when the button is pressed, so a mail scanner that opens the link does not use it up.
export default async function ConfirmRegistrationPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  return (
    <div className="space-y-4">
      <h1>Confirm your address</h1>
      {typeof token === "string" ? <ConfirmRegistrationForm token={token} /> : <p>This link is incomplete.</p>}
    </div>
  );
}
