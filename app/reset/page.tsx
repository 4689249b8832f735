import { ResetForm } from "@/components/forms/auth-forms";

export const metadata = { title: "Choose a new password" };

export default async function ResetPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  return (
    <div className="space-y-4">
      <h1>Choose a new password</h1>
      {token ? <ResetForm token={token} /> : <p>This link is incomplete.</p>}
    </div>
  );
}
