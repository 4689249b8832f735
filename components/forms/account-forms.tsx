"use client";
/*
 * Account self-service forms (Settings "Account", and the pages the mailed links open). The words come from
 * the server (next-intl stays off the client); the actions answer in the reader's language. The three forms
 * share a page: their fields have names (and so ids) of their own.
 */
import { useActionState } from "react";
import {
  changeEmailAction,
  changePasswordAction,
  confirmDeleteLinkAction,
  confirmEmailLinkAction,
  deleteAccountAction,
} from "@/app/actions/account";
import { initialFormState } from "@/lib/site/form-state";
import { Field, FormMessage } from "./field";

/** The button that deletes: red, so that it is not pressed for another. */
const DANGER = "btn border-red-800 bg-red-700 text-white hover:bg-red-800";

export interface ChangePasswordLabels {
  current: string;
  password: string;
  passwordHint: string;
  submit: string;
}

export function ChangePasswordForm({ labels }: { labels: ChangePasswordLabels }) {
  const [state, action, pending] = useActionState(changePasswordAction, initialFormState);
  return (
    <form action={action} className="space-y-3" noValidate data-testid="change-password">
      <Field
        name="current"
        label={labels.current}
        type="password"
        autoComplete="current-password"
        errors={state.fieldErrors?.current}
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
      <button className="btn" disabled={pending}>
        {labels.submit}
      </button>
    </form>
  );
}

export interface ChangeEmailLabels {
  email: string;
  current: string;
  submit: string;
}

export function ChangeEmailForm({ labels }: { labels: ChangeEmailLabels }) {
  const [state, action, pending] = useActionState(changeEmailAction, initialFormState);
  return (
    <form action={action} className="space-y-3" noValidate data-testid="change-email">
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
        name="emailPassword"
        label={labels.current}
        type="password"
        autoComplete="current-password"
        errors={state.fieldErrors?.emailPassword}
        required
      />
      <FormMessage message={state.message} ok={state.ok} />
      <button className="btn" disabled={pending}>
        {labels.submit}
      </button>
    </form>
  );
}

export interface DeleteAccountLabels {
  /** Null: the account has no password (a link is mailed instead). */
  current: string | null;
  understand: string;
  submit: string;
}

export function DeleteAccountForm({ labels }: { labels: DeleteAccountLabels }) {
  const [state, action, pending] = useActionState(deleteAccountAction, initialFormState);
  const understandError = state.fieldErrors?.understand;
  return (
    <form action={action} className="space-y-3" noValidate data-testid="delete-account">
      {labels.current !== null ? (
        <Field
          name="deletePassword"
          label={labels.current}
          type="password"
          autoComplete="current-password"
          errors={state.fieldErrors?.deletePassword}
          required
        />
      ) : null}
      <div>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            name="understand"
            aria-invalid={understandError ? true : undefined}
            aria-describedby={understandError ? "f-understand-error" : undefined}
          />
          {labels.understand}
        </label>
        {understandError ? (
          <p id="f-understand-error" className="field-error">
            {understandError.join(" ")}
          </p>
        ) : null}
      </div>
      <FormMessage message={state.message} ok={state.ok} />
      <button className={DANGER} disabled={pending || state.ok}>
        {labels.submit}
      </button>
    </form>
  );
}

/** The button of a mailed link's page: the token travels in a hidden field (GET alone changes nothing). */
export function LinkConfirmForm({
  kind,
  token,
  submit,
  done,
}: {
  kind: "email" | "delete";
  token: string;
  submit: string;
  done?: { href: string; label: string };
}) {
  const [state, action, pending] = useActionState(
    kind === "email" ? confirmEmailLinkAction : confirmDeleteLinkAction,
    initialFormState,
  );
  return (
    <form action={action} className="space-y-3" data-testid={`confirm-${kind}`}>
      <input type="hidden" name="token" value={token} />
      <FormMessage message={state.message} ok={state.ok} />
      {state.ok && done ? (
        <a className="btn" href={done.href}>
          {done.label}
        </a>
      ) : (
        <button className={kind === "delete" ? DANGER : "btn btn-primary"} disabled={pending}>
          {submit}
        </button>
      )}
    </form>
  );
}
