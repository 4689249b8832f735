"use client";
/**
 * The last resort, when even the site's layout failed: a plain page of its own (it replaces the root
 * layout, so it brings its own <html>) with a way back. Without the layout there are no catalogues and no
 * language setting, so it says its few words in both languages (each marked with its `lang`).
 */
import "./globals.css";

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="min-h-screen">
        <main className="mx-auto max-w-xl space-y-3 px-4 py-10" role="alert" data-testid="global-error">
          <h1>Glenboard could not show this page</h1>
          <p>The server may be restarting. Nothing you had committed is lost.</p>
          <p lang="de">
            Glenboard konnte diese Seite nicht anzeigen. Was du schon abgeschlossen hattest, ist nicht verloren.
          </p>
          {error.digest ? (
            <p className="text-sm text-stone-600">
              Reference for the operator · <span lang="de">Kennung für den Betreiber</span>: {error.digest}
            </p>
          ) : null}
          <p className="flex gap-2">
            <button className="btn btn-primary" onClick={() => reset()}>
              Try again · <span lang="de">Nochmal versuchen</span>
            </button>
            {/* A plain link: the app's router may be what failed. */}
            <a className="btn" href="/">
              Home · <span lang="de">Startseite</span>
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
