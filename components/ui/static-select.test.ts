/** The server-written select marks the chosen option and escapes every value and label. */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StaticSelect } from "./static-select";

describe("StaticSelect", () => {
  it("writes the options with the chosen one selected", () => {
    const html = renderToStaticMarkup(
      createElement(StaticSelect, {
        id: "f-tz",
        name: "timeZone",
        className: "field",
        selected: "Europe/Berlin",
        options: ["UTC", "Europe/Berlin"].map((z) => ({ value: z, label: z })),
      }),
    );
    expect(html).toBe(
      '<select id="f-tz" name="timeZone" class="field"><option value="UTC">UTC</option>' +
        '<option value="Europe/Berlin" selected>Europe/Berlin</option></select>',
    );
  });

  it("escapes values and labels", () => {
    const html = renderToStaticMarkup(
      createElement(StaticSelect, {
        id: "x",
        name: "x",
        selected: "",
        options: [{ value: `"><script>`, label: "<b>&</b>" }],
      }),
    );
    expect(html).toContain('<option value="&quot;&gt;&lt;script&gt;">&lt;b&gt;&amp;&lt;/b&gt;</option>');
    expect(html).not.toContain("<script>");
  });
});
