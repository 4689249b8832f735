import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { CurrentUser } from "@/lib/auth/current";
import { MalformedActionInput } from "@/lib/http/server-actions";
import { actionRunners, formFields } from "./action-runners";

const ann = { id: "u-ann" } as CurrentUser;
const signedIn = actionRunners(async () => ann);
const signedOut = actionRunners(async () => null);

function form(entries: [string, string][]): FormData {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
}

const refusals = {
  signedOut: () => "sign in first",
  invalid: (e: z.ZodError, fields: unknown) => `invalid ${e.issues.length} ${JSON.stringify(fields)}`,
};

describe("withUser (form actions)", () => {
  const schema = z.object({ name: z.string().min(2) });
  const run = (runners: ReturnType<typeof actionRunners>) =>
    runners.withUser(schema, async (user, input, f) => `${user.id} ${input.name} ${f.get("name")}`, refusals);

  it("refuses anything but a form as malformed (a 400), before reading the user", async () => {
    await expect(run(signedIn)({ name: "Ann" })).rejects.toBeInstanceOf(MalformedActionInput);
    await expect(run(signedOut)("x")).rejects.toBeInstanceOf(MalformedActionInput);
  });

  it("answers a visitor who is not signed in with the signed-out refusal, whatever the fields", async () => {
    expect(await run(signedOut)(form([["name", "x"]]))).toBe("sign in first");
  });

  it("answers fields that do not fit with the form's refusal and what was typed", async () => {
    expect(await run(signedIn)(form([["name", "x"]]))).toBe('invalid 1 {"name":"x"}');
  });

  it("runs the action with the user, the parsed fields and the form", async () => {
    expect(await run(signedIn)(form([["name", "Ann"]]))).toBe("u-ann Ann Ann");
  });

  it("without a form refusal, fields that do not fit get the signed-out answer (actions that answer nothing)", async () => {
    const quiet = signedIn.withUser(schema, async () => "ran", { signedOut: () => "nothing" });
    expect(await quiet(form([]))).toBe("nothing");
  });
});

describe("withUserInput (other arguments)", () => {
  const run = (runners: ReturnType<typeof actionRunners>) =>
    runners.withUserInput(z.object({ matchId: z.number() }), async (user, { matchId }) => `${user.id} ${matchId}`, {
      signedOut: () => "sign in first",
    });

  it("refuses arguments that do not fit as malformed (a 400), before reading the user", async () => {
    await expect(run(signedOut)({ matchId: "1" })).rejects.toBeInstanceOf(MalformedActionInput);
  });

  it("answers the signed-out refusal, else runs the action", async () => {
    expect(await run(signedOut)({ matchId: 1 })).toBe("sign in first");
    expect(await run(signedIn)({ matchId: 1 })).toBe("u-ann 1");
  });
});

describe("formFields", () => {
  it("gives a name sent once as a string and one sent several times as a list", () => {
    expect(
      formFields(
        form([
          ["a", "1"],
          ["v", "x"],
          ["v", "y"],
        ]),
      ),
    ).toEqual({ a: "1", v: ["x", "y"] });
  });
});
