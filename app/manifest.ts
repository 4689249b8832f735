import type { MetadataRoute } from "next";

/**
 * The web app manifest (/manifest.webmanifest; Next.js links it from every page): a phone can add the site
 * to its home screen and open it without the browser's bars. Same origin, so the CSP's default-src 'self'
 * covers it. The icon is the site's own (app/icon.svg, a vector: one entry of any size); the colours are
 * the site's palette (app/globals.css): the header's moss-900 and the page's stone-50. An installed app opens
 * My games; its service worker (/sw.js) shows "your turn" pushes.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "Glenboard",
    short_name: "Glenboard",
    description: "Board games by web, at your own pace: Glen More, Clans, Stone Age.",
    id: "/",
    start_url: "/games",
    scope: "/",
    display: "standalone",
    theme_color: "#223315",
    background_color: "#fafaf9",
    icons: [{ src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
  };
}
