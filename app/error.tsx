"use client";
/**
 * What a page shows when rendering it failed (a database hiccup, the server restarting): a way back
 * instead of the generic error. "Try again" re-renders the segment; the links always work.
 */
import Link from "next/link";
import { useEffect } from "react";
import { useDocumentLocale } from "@/components/error-language";

/** Inline, not from the catalogues: an error boundary gets no props (components/error-language.ts). */
const TEXT = {
  en: {
    title: "This page could not be shown just now",
    body: "The connection to the server broke, or the server had a problem. Nothing you had committed is lost.",
    reference: "Reference for the operator:",
    tryAgain: "Try again",
    myGames: "My games",
    home: "Home",
  },
  de: {
    title: "Diese Seite lässt sich gerade nicht anzeigen",
    body: "Die Verbindung zum Server ist abgebrochen, oder der Server hatte ein Problem. Was du schon abgeschlossen hattest, ist nicht verloren.",
    reference: "Kennung für den Betreiber:",
    tryAgain: "Nochmal versuchen",
    myGames: "Meine Spiele",
    home: "Startseite",
  },
};

export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    // Coming back online is the most common cure: try again by itself then.
    window.addEventListener("online", reset);
    return () => window.removeEventListener("online", reset);
  }, [reset]);
  const text = TEXT[useDocumentLocale()];
  return (
    <div className="card max-w-xl space-y-3" role="alert" data-testid="page-error">
      <h1>{text.title}</h1>
      <p>{text.body}</p>
      {error.digest ? (
        <p className="text-sm text-stone-600">
          {text.reference} {error.digest}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button className="btn btn-primary" onClick={() => reset()}>
          {text.tryAgain}
        </button>
        <Link className="btn" href="/games">
          {text.myGames}
        </Link>
        <Link className="btn" href="/">
          {text.home}
        </Link>
      </div>
    </div>
  );
}
