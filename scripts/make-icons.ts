// npm run icons (tsx scripts/make-icons.ts): the PNG icons of the web app manifest (app/manifest.ts), drawn from app/icon.svg by Chromium
// (Playwright with Debian's Chromium, as the e2e tests run it), written to public/icons/ and committed:
// - icon-192.png, icon-512.png ("any"): the SVG's rounded square, cropped to it, on a transparent ground;
// - icon-maskable-512.png ("maskable"): the site's colour to every edge, the square's content in the middle
//   80% (the safe zone a launcher's mask keeps: a circle of 80% of the width).
// icon-192.png is also the icon a "your turn" notification shows (app/sw.js: Android shows no SVG there).
// Run it again after changing app/icon.svg.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const SVG = path.resolve("app/icon.svg");
const OUT = path.resolve("public/icons");
const EXECUTABLE = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((p) => existsSync(p));

/** The SVG cropped to its rounded square (its first `rect`), and that square's colour. */
function cropped(svg: string): { svg: string; colour: string } {
  const rect = /<rect\b([^>]*)\/?>/.exec(svg)?.[1] ?? "";
  const attr = (name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(rect)?.[1];
  const [x, y, w, h] = ["x", "y", "width", "height"].map((n) => Number(attr(n) ?? "0"));
  return {
    svg: svg.replace(/viewBox="[^"]*"/, `viewBox="${x} ${y} ${w} ${h}"`),
    colour: attr("fill") ?? "#3f5f2a",
  };
}

async function main() {
  const { svg, colour } = cropped(readFileSync(SVG, "utf8"));
  const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
  const browser = await chromium.launch({ executablePath: EXECUTABLE, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    const draw = async (file: string, size: number, maskable: boolean) => {
      await page.setViewportSize({ width: size, height: size });
      const inner = maskable ? Math.round(size * 0.8) : size;
      await page.setContent(
        `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? colour : "transparent"}">` +
          `<img src="${dataUrl}" width="${inner}" height="${inner}" style="display:block"></body></html>`,
      );
      await page.waitForFunction(() => document.images[0]?.complete);
      await page.screenshot({ path: path.join(OUT, file), omitBackground: !maskable });
      process.stdout.write(`${path.relative(process.cwd(), path.join(OUT, file))}\n`);
    };
    await draw("icon-192.png", 192, false);
    await draw("icon-512.png", 512, false);
    await draw("icon-maskable-512.png", 512, true);
  } finally {
    await browser.close();
  }
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
