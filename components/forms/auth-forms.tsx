"use client";
import { useActionState, useEffect, useState } from "react";
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

/*
 * The forms' words come from the server page (next-intl stays off the client): each form takes the finished
 * strings it shows, in the reader's language. The actions' messages arrive in that language too.
 */

export interface RegisterLabels {
  username: string;
  usernameHint: string;
  email: string;
  password: string;
  passwordHint: string;
  submit: string;
  /** "No mail after a few minutes?"; null on a site without a mail server (the page says so instead). */
  noMail: string | null;
}

export function RegisterForm({ labels }: { labels: RegisterLabels }) {
  const [state, action, pending] = useActionState(registerAction, initialFormState);
  // The browser's time zone goes with the registration: the new account shows times in it from the start.
  const [timeZone, setTimeZone] = useState("");
  useEffect(() => setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? ""), []);
  if (state.ok) {
    return (
      <div className="card max-w-md space-y-2">
        <FormMessage message={state.message} ok />
        {labels.noMail ? <p className="text-sm">{labels.noMail}</p> : null}
      </div>
    );
  }
  return (
    <form action={action} className="card max-w-md space-y-4" noValidate>
      <input type="hidden" name="timeZone" value={timeZone} />
      <Field
        name="username"
        label={labels.username}
        autoComplete="username"
        defaultValue={state.values?.username}
        errors={state.fieldErrors?.username}
        hint={labels.usernameHint}
        required
      />
      <Field
        name="email"
        label={labels.email}
        type="email"
        autoComplete="email"
        defaultValue={state.values?.email}
        errors={state.fieldErrors?.email}
        required
      />
      <Field
        name="password"
        label={labels.password}
        type="password"
        autoComplete="new-password"
        errors={state.fieldErrors?.password}
        hint={labels.passwordHint}
        required
      />
      <FormMessage message={state.message} ok={state.ok} />
      <button className="btn btn-primary" disabled={pending}>
        {labels.submit}
      </button>
    </form>
  );
}

export interface SignInLabels {
  login: string;
  password: string;
  submit: string;
  forgot: string;
}

export function SignInForm({ next, labels }: { next?: string; labels: SignInLabels }) {
  const [state, action, pending] = useActionState(signInAction, initialFormState);
  return (
    <form action={action} className="card max-w-md space-y-4" noValidate>
      <input type="hidden" name="next" value={next ?? "/games"} />
      <Field
        name="login"
        label={labels.login}
        autoComplete="username"
        defaultValue={state.values?.login}
        errors={state.fieldErrors?.login}
        required
      />
      <Field
        name="password"
        label={labels.password}
        type="password"
        autoComplete="current-password"
        errors={state.fieldErrors?.password}
        required
      />
      <FormMessage message={state.message} ok={state.ok} />
      <div className="flex items-center gap-4">
        <button className="btn btn-primary" disabled={pending}>
          {labels.submit}
        </button>
        <Link className="text-sm underline" href="/forgot" prefetch={false}>
          {labels.forgot}
        </Link>
      </div>
    </form>
  );
}

export interface EmailRequestLabels {
  email: string;
  submit: string;
}

export function MagicLinkRequestForm({ labels }: { labels: EmailRequestLabels & { heading: string } }) {
  const [state, action, pending] = useActionState(magicLinkRequestAction, initialFormState);
  return (
    <form action={action} className="card max-w-md space-y-4" noValidate>
      <h2>{labels.heading}</h2>
      <Field
        name="email"
        label={labels.email}
        type="email"
        autoComplete="email"
        defaultValue={state.values?.email}
        errors={state.fieldErrors?.email}
        required
      />
      <FormMessage message={state.message} ok={state.ok} />
      <button className="btn" disabled={pending}>
        {labels.submit}
      </button>
    </form>
  );
}

/** A mailed link's page: one sentence and one button. */
export interface TokenLabels {
  intro: string;
  submit: string;
}

export function MagicSignInForm({ token, labels }: { token: string; labels: TokenLabels }) {
  const [state, action, pending] = useActionState(magicSignInAction, initialFormState);
  return (
    <form action={action} className="card max-w-md space-y-4">
      <input type="hidden" name="token" value={token} />
      <p>{labels.intro}</p>
      <FormMessage message={state.message} ok={state.ok} />
      <button className="btn btn-primary" disabled={pending}>
        {labels.submit}
      </button>
    </form>
  );
}

export function ConfirmRegistrationForm({ token, labels }: { token: string; labels: TokenLabels }) {
  const [state, action, pending] = useActionState(confirmRegistrationAction, initialFormState);
  return (
    <form action={action} className="card max-w-md space-y-4">
      <input type="hidden" name="token" value={token} />
      <p>{labels.intro}</p>
      <FormMessage message={state.message} ok={state.ok} />
      <button className="btn btn-primary" disabled={pending}>
        {labels.submit}
      </button>
    </form>
  );
}

export function ForgotForm({ labels }: { labels: EmailRequestLabels }) {
  const [state, action, pending] = useActionState(forgotAction, initialFormState);
  return (
    <form action={action} className="card max-w-md space-y-4" noValidate>
      <Field
        name="email"
        label={labels.email}
        type="email"
        autoComplete="email"
        defaultValue={state.values?.email}
        errors={state.fieldErrors?.email}
        required
      />
      <FormMessage message={state.message} ok={state.ok} />
      <button className="btn btn-primary" disabled={pending}>
        {labels.submit}
      </button>
    </form>
  );
}

export interface ResetLabels {
  password: string;
  passwordHint: string;
  submit: string;
}

export function ResetForm({ token, labels }: { token: string; labels: ResetLabels }) {
  const [state, action, pending] = useActionState(resetAction, initialFormState);
  return (
    <form action={action} className="card max-w-md space-y-4" noValidate>
      <input type="hidden" name="token" value={token} />
      <Field
        name="password"
        label={labels.password}
        type="password"
        autoComplete="new-password"
        errors={state.fieldErrors?.password}
        hint={labels.passwordHint}
        required
      />
      <FormMessage message={state.message} ok={state.ok} />
      <button className="btn btn-primary" disabled={pending}>
        {labels.submit}
      </button>
    </form>
  );
}
