/** A time with a known zone arrives written by the server (the browser formats nothing while loading); without one it waits for the browser. */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LocalTime } from "./local-time";

const at = "2026-11-24T13:05:00.000Z";

describe("LocalTime", () => {
  it("writes the words in the zone and language as of the server's clock", () => {
    const html = renderToStaticMarkup(
      createElement(LocalTime, { at, timeZone: "Europe/Berlin", serverNow: "2026-11-24T15:10:00.000Z", locale: "en" }),
    );
    expect(html).toBe(`<time dateTime="${at}" title="Tuesday, 24 November 2026 at 14:05 CET">2 h ago</time>`);
    const de = renderToStaticMarkup(
      createElement(LocalTime, { at, timeZone: "Europe/Berlin", serverNow: "2026-12-30T10:00:00.000Z", locale: "de" }),
    );
    expect(de).toContain(">Di., 24. Nov., 14:05</time>");
  });

  it("leaves the time to the browser without a zone or the server's clock", () => {
    for (const props of [
      { at, timeZone: null, serverNow: "2026-11-24T15:10:00.000Z", locale: "en" as const },
      { at, timeZone: "UTC", locale: "en" as const },
    ])
      expect(renderToStaticMarkup(createElement(LocalTime, props))).toBe(
        `<time dateTime="${at}" class="invisible">…</time>`,
      );
  });
});
