import Link from "next/link";
import { RegisterForm } from "@/components/forms/auth-forms";

export const metadata = { title: "Register" };

export default function RegisterPage() {
  return (
    <div className="space-y-4">
      <h1>Create an account</h1>
      <RegisterForm />
      <p className="text-sm">
        Already registered? <Link className="underline" href="/signin">Sign in</Link>
      </p>
    </div>
  );
}
