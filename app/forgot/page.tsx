import { ForgotForm } from "@/components/forms/auth-forms";

export const metadata = { title: "Forgot password" };

export default function ForgotPage() {
  return (
    <div className="space-y-4">
      <h1>Reset your password</h1>
      <ForgotForm />
    </div>
  );
}
