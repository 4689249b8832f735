/**
 * next/link without prefetching: every page of the site is rendered per request and none has a loading.tsx,
 * so what Next prefetches for a link in view is the route's shape and no content (a response of about
 * 200 bytes), while each prefetch costs the phone a request and the router's work on the main thread: on
 * the visitor's home page, with its nine links, about a fifth of the page's main-thread time (Chromium with
 * 4x CPU slowdown, prefetch requests blocked or not). A click still navigates without reloading the page.
 * `prefetch` may be set. For server components: client components use next/link with prefetch={false}
 * themselves, so that this wrapper does not become a module of their bundles (the match pages are at their budget).
 */
import NextLink from "next/link";
import type { ComponentProps } from "react";

export function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
