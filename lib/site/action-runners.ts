/**
 * The one way a signed-in server action (app/actions/*.ts) begins (bound to the session in lib/site/actions.ts),
 * its first statement:
 * `return withUser(schema, fn, refusals)(form)` for a form, `return withUserInput(schema, fn, refusals)(input)`
 * for other arguments.
 *
 * 1. The arguments are checked first, as every action's are (lib/http/server-actions.ts): a form action gets a
 *    FormData, anything else is of the caller's own making and refused with a 400; an action called with other
 *    arguments (the board's) must fit `schema`, else the same 400. Then the action has begun.
 * 2. Nobody signed in: `refusals.signedOut()` is the answer (a sentence for the form state, a refusal code).
 * 3. A form's fields (an object of strings; a name sent several times gives a list) must fit `schema`, else
 *    `refusals.invalid(error, fields)` is the answer: the form state with its field errors and what was typed.
 * 4. `fn(user, input, form)` runs with the parsed input (and, for a form, the FormData itself, for what its
 *    fields do not say: a checkbox's presence, files).
 */
import type { z } from "zod";
import type { CurrentUser } from "@/lib/auth/current";
import { beginAction, MalformedActionInput } from "@/lib/http/server-actions";

/** A form's text fields as an object: a name sent once is a string, a name sent several times a list. */
export type FormFields = Record<string, string | string[]>;

export function formFields(form: FormData): FormFields {
  const fields: FormFields = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string") continue;
    const had = fields[name];
    fields[name] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value];
  }
  return fields;
}

/** A schema, or one made for the request (its messages in the reader's language). */
export type ActionSchema<S extends z.ZodType> = S | (() => Promise<S>);

/** What an action answers when nobody is signed in, or when its form does not fit the schema. */
export interface ActionRefusals<R> {
  signedOut: () => R | Promise<R>;
  /**
   * Forms only (other arguments that do not fit are a 400). Default: the signed-out answer, for the actions
   * that answer nothing either way.
   */
  invalid?: (error: z.ZodError, fields: FormFields) => R | Promise<R>;
}

/** The actions' runners with the way the signed-in user is read given: the site's is the session's (below). */
export function actionRunners(readUser: () => Promise<CurrentUser | null>) {
  /** A form action: its argument must be a FormData, and its fields must fit `schema`. */
  function withUser<S extends z.ZodType, R>(
    schema: ActionSchema<S>,
    fn: (user: CurrentUser, input: z.output<S>, form: FormData) => Promise<R>,
    refusals: ActionRefusals<R>,
  ): (args: unknown) => Promise<R> {
    return async (args) => {
      if (!(args instanceof FormData)) throw new MalformedActionInput();
      beginAction();
      const user = await readUser();
      if (!user) return refusals.signedOut();
      const fields = formFields(args);
      const parsed = (await resolve(schema)).safeParse(fields);
      if (!parsed.success) return refusals.invalid ? refusals.invalid(parsed.error, fields) : refusals.signedOut();
      return fn(user, parsed.data, args);
    };
  }

  /** An action called with other arguments (the board's, a button's): they must fit `schema`, else a 400. */
  function withUserInput<S extends z.ZodType, R>(
    schema: S,
    fn: (user: CurrentUser, input: z.output<S>) => Promise<R>,
    refusals: Pick<ActionRefusals<R>, "signedOut">,
  ): (args: unknown) => Promise<R> {
    return async (args) => {
      const parsed = schema.safeParse(args);
      if (!parsed.success) throw new MalformedActionInput();
      beginAction();
      const user = await readUser();
      if (!user) return refusals.signedOut();
      return fn(user, parsed.data);
    };
  }

  return { withUser, withUserInput };
}

async function resolve<S extends z.ZodType>(schema: ActionSchema<S>): Promise<S> {
  return typeof schema === "function" ? schema() : schema;
}
