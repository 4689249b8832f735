/**
 * A template from the catalogue with elements in it ("The position after {name}'s turn"): the text split
 * around its `{arguments}`, each replaced by its value (a string or a React element), for client components
 * that cannot use the message formatter (lib/i18n/client-text.ts says why).
 */
import type { ReactNode } from "react";

export function fillParts(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && name in values ? values[name] : part;
    })
    .filter((part) => part !== "");
}
