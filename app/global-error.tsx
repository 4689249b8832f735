"use client";
/**
 * The last resort, when even the site's layout failed: a plain page of its own (it replaces the root
 * layout, so it brings its own <html>) with a way back.
 */
import "./globals.css";
import { isGermanDocument, useFromDocument } from "@/components/error-language";

/** Inline, not from the catalogues: this page stands in for the whole layout (components/error-language.ts). */
const TEXT = {
  en: {
    title: "Glenboard could not show this page",
    body: "The server may be restarting. Nothing you had committed is lost.",
    reference: "Reference for the operator:",
    tryAgain: "Try again",
    home: "Home",
  },
  de: {
    title: "Glenboard konnte diese Seite nicht anzeigen",
    body: "Vielleicht startet der Server gerade neu. Was du schon abgeschlossen hattest, ist nicht verloren.",
    reference: "Kennung für den Betreiber:",
    tryAgain: "Nochmal versuchen",
    home: "Startseite",
  },
};

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const locale = useFromDocument((doc) => (isGermanDocument(doc, navigator.languages) ? "de" : "en"), "en");
  const text = TEXT[locale];
  return (
    <html lang={locale}>
      <body className="min-h-screen">
        <main className="mx-auto max-w-xl space-y-3 px-4 py-10" role="alert" data-testid="global-error">
          <h1>{text.title}</h1>
          <p>{text.body}</p>
          {error.digest ? (
            <p className="text-sm text-stone-600">
              {text.reference} {error.digest}
            </p>
          ) : null}
          <p className="flex gap-2">
            <button className="btn btn-primary" onClick={() => reset()}>
              {text.tryAgain}
            </button>
            {/* A plain link: the app's router may be what failed. */}
            <a className="btn" href="/">
              {text.home}
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
