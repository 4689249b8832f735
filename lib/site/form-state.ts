/** The state every form action returns to `useActionState`. */
export interface FormState {
  ok?: boolean;
  /** A sentence for the form's live region. */
  message?: string;
  fieldErrors?: Record<string, string[] | undefined>;
  /** Echo of non-secret fields, so a failed form keeps what was typed. */
  values?: Record<string, string>;
}

export const initialFormState: FormState = {};
