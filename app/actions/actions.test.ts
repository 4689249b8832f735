/**
 * Every server action checks its arguments before anything else (lib/http/server-actions.ts): anyone can
 * call an action with arguments of their own making, and one that fails on them must answer 400, not 500.
 * Read from the source: the first statement of each exported action is one of the three checks, or hands the
 * action to `withUser` / `withUserInput` or `withPlayer` / `withPlayerInput` (lib/site/actions.ts), which make the
 * same checks first.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dir = path.join(import.meta.dirname);
const files = readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
const FIRST_LINE =
  /^\s*(requireForm\(\w+\);|(const .+ = )?requireInput\(.+\);|beginAction\(\);|return with(User|Player)(Input)?\(.*)$/;

describe("server actions", () => {
  it.each(files)("%s: each action's first statement checks its arguments", (file) => {
    const source = readFileSync(path.join(dir, file), "utf8");
    expect(source.startsWith('"use server";')).toBe(true);
    const actions = [...source.matchAll(/^export async function (\w+)\([^\n]*\{\n(.*)$/gm)];
    expect(actions.length).toBeGreaterThan(0);
    // A signature over several lines would slip past the pattern: every action must have been read.
    expect(actions.length).toBe(source.match(/^export async function /gm)?.length);
    for (const [, name, first] of actions)
      expect(`${name}: ${first}`).toMatch(new RegExp(`^${name}: ${FIRST_LINE.source.slice(1)}`));
    // Actions are declared one way only, so that none escapes the check above.
    expect(source.match(/^export (?!async function )/gm) ?? []).toEqual([]);
  });
});
