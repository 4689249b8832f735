"use client";
/**
 * The last resort, when even the site's layout failed: a plain page of its own (it replaces the root
 * layout, so it brings its own <html>) with a way back.
 */
import "./globals.css";

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="min-h-screen">
        <main className="mx-auto max-w-xl space-y-3 px-4 py-10" role="alert" data-testid="global-error">
          <h1>Glenboard could not show this page</h1>
          <p>The server may be restarting. Nothing you had committed is lost.</p>
          {error.digest ? <p className="text-sm text-stone-600">Reference for the operator: {error.digest}</p> : null}
          <p className="flex gap-2">
            <button className="btn btn-primary" onClick={() => reset()}>
              Try again
            </button>
            {/* A plain link: the app's router may be what failed. */}
            <a className="btn" href="/">
              Home
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
