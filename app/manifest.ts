import type { MetadataRoute } from "next";

/**
 * The web app manifest (/manifest.webmanifest; Next.js links it from every page): a phone can add the site
 * to its home screen and open it without the browser's bars. Same origin, so the CSP's default-src 'self'
 * covers it. The icons are the site's own: app/icon.svg (a vector: any size) and the PNGs drawn from it by
 * `npm run icons` (scripts/make-icons.ts; public/icons/): 192 and 512 px, and a maskable one whose colour
 * reaches every edge (launchers cut it to their shape). The colours are the site's palette (app/globals.css):
 * the header's moss-900 and the page's stone-50. An installed app opens My games (standalone, without the
 * browser's bars); its service worker (/sw.js) shows "your turn" pushes. Chromium needs no service worker
 * to install a site (e2e/install.spec.ts asks Chromium itself: Page.getInstallabilityErrors).
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
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
  };
}
