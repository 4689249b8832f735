"use client";
import { useActionState } from "react";
import Link from "next/link";
import { initialFormState } from "@/lib/site/form-state";
import {
  confirmRegistrationAction,
  forgotAction,
  magicLinkRequestAction,
  magicSignInAction,
  registerAction,
  resetAction,
  signInAction,
} from "@/app/actions/auth";
import { Field, FormMessage } from "./field";

export function RegisterForm() {
  const [state, action, pending] = useActionState(registerAction, initialFormState);
  if (state.ok) {
    return (
      <div className="card max-w-md space-y-2">
        <FormMessage message={state.message} ok />
        <p className="text-sm">No mail after a few minutes? Look in your spam folder, or register again with the same name and address.</p>
      </div>
    );
  }
  return (
    <form action={action} className="card max-w-md space-y-4" noValidate>
      <Field name="username" label="Username" autoComplete="username" defaultValue={state.values?.username} errors={state.fieldErrors?.username} hint="3 to 20 letters, digits, _ or -." required />
      <Field name="email" label="Email" type="email" autoComplete="email" defaultValue={state.values?.email} errors={state.fieldErrors?.email} required />
      <Field name="password" label="Password" type="password" autoComplete="new-password" errors={state.fieldErrors?.password} hint="At least 8 characters." required />
      <FormMessage message={state.message} ok={state.ok} />
      <button className="btn btn-primary" disabled={pending}>
        Create account
      </button>
    </form>
  );
}

export function SignInForm({ next }: { next?: string }) {
  const [state, action, pending] = useActionState(signInAction, initialFormState);
  return (
    <form action={action} className="card max-w-md space-y-4" noValidate>
      <input type="hidden" name="next" value={next ?? "/games"} />
      <Field name="login" label="Username or email" autoComplete="username" defaultValue={state.values?.login} errors={state.fieldErrors?.login} required />
      <Field name="password" label="Password" type="password" autoComplete="current-password" errors={state.fieldErrors?.password} required />
      <FormMessage message={state.message} ok={state.ok} />
      <div className="flex items-center gap-4">
        <button className="btn btn-primary" disabled={pending}>
          Sign in
        </button>
        <Link className="text-sm underline" href="/forgot">
          Forgot your password?
        </Link>
      </div>
    </form>
  );
}

export function MagicLinkRequestForm() {
  const [state, action, pending] = useActionState(magicLinkRequestAction, initialFormState);
  return (
    <form action={action} className="card max-w-md space-y-4" noValidate>
      <h2>Sign in with a link by email</h2>
      <Field name="email" label="Email" type="email" autoComplete="email" defaultValue={state.values?.email} errors={state.fieldErrors?.email} required />
      <FormMessage message={state.message} ok={state.ok} />
      <button className="btn" disabled={pending}>
        Email me a sign-in link
      </button>
    </form>
  );
}

export function MagicSignInForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState(magicSignInAction, initialFormState);
  return (
    <form action={action} className="card max-w-md space-y-4">
      <input type="hidden" name="token" value={token} />
      <p>Press the button to finish signing in.</p>
      <FormMessage message={state.message} ok={state.ok} />
      <button className="btn btn-primary" disabled={pending}>
        Sign in
      </button>
    </form>
  );
}

export function ConfirmRegistrationForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState(confirmRegistrationAction, initialFormState);
  return (
    <form action={action} className="card max-w-md space-y-4">
      <input type="hidden" name="token" value={token} />
      <p>Press the button to create your account and sign in.</p>
      <FormMessage message={state.message} ok={state.ok} />
      <button className="btn btn-primary" disabled={pending}>
        Create my account
      </button>
    </form>
  );
}

export function ForgotForm() {
  const [state, action, pending] = useActionState(forgotAction, initialFormState);
  return (
    <form action={action} className="card max-w-md space-y-4" noValidate>
      <Field name="email" label="Email" type="email" autoComplete="email" defaultValue={state.values?.email} errors={state.fieldErrors?.email} required />
      <FormMessage message={state.message} ok={state.ok} />
      <button className="btn btn-primary" disabled={pending}>
        Email me a reset link
      </button>
    </form>
  );
}

export function ResetForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState(resetAction, initialFormState);
  return (
    <form action={action} className="card max-w-md space-y-4" noValidate>
      <input type="hidden" name="token" value={token} />
      <Field name="password" label="New password" type="password" autoComplete="new-password" errors={state.fieldErrors?.password} hint="At least 8 characters." required />
      <FormMessage message={state.message} ok={state.ok} />
      <button className="btn btn-primary" disabled={pending}>
        Set new password
      </button>
    </form>
  );
}
