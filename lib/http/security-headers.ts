/**
 * Response headers every page and API answer carries. The Content-Security-Policy allows scripts only with
 * the request's nonce (Next.js reads it from the request's own CSP header and puts it on every script it
 * emits; 'strict-dynamic' lets those scripts load the chunks they need). Styles may be inline: React's
 * style attributes need it, and a style cannot run code.
 */
export interface SecurityHeaderOptions {
  nonce: string;
  /** Next's dev server needs eval (React's debug stacks) and its HMR websocket. */
  dev: boolean;
  /** HSTS only when the public address is https (a browser would otherwise refuse plain http for a year). */
  https: boolean;
}

export function contentSecurityPolicy({ nonce, dev }: Pick<SecurityHeaderOptions, "nonce" | "dev">): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    // The service worker (/sw.js): without this the fallback is script-src, whose 'strict-dynamic' ignores 'self'.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function securityHeaders(o: SecurityHeaderOptions): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(o),
    "X-Content-Type-Options": "nosniff",
    // Older browsers that ignore frame-ancestors.
    "X-Frame-Options": "DENY",
    // Links in mails carry one-time tokens (/reset?token=...): never send a full URL to another site.
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(o.https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}
