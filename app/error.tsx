"use client";
/**
 * What a page shows when rendering it failed (a database hiccup, the server restarting): a way back
 * instead of the generic error. "Try again" re-renders the segment; the links always work.
 */
import Link from "next/link";
import { useEffect, useSyncExternalStore } from "react";
import { wordsInDocument } from "@/components/error-language";

/** The words of this page; the layout writes them in the reader's language (components/error-language.ts). */
export type PageErrorWords = typeof ENGLISH;

/** English until the document says otherwise (the server's render of an error has no document). */
const ENGLISH = {
  title: "This page could not be shown just now",
  body: "The connection to the server broke, or the server had a problem. Nothing you had committed is lost.",
  reference: "Reference for the operator:",
  tryAgain: "Try again",
  myGames: "My games",
  home: "Home",
};

const noSubscription = () => () => {};

export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    // Coming back online is the most common cure: try again by itself then.
    window.addEventListener("online", reset);
    return () => window.removeEventListener("online", reset);
  }, [reset]);
  const text = useSyncExternalStore(
    noSubscription,
    () => wordsInDocument<PageErrorWords>(document) ?? ENGLISH,
    () => ENGLISH,
  );
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
        <Link className="btn" href="/games" prefetch={false}>
          {text.myGames}
        </Link>
        <Link className="btn" href="/" prefetch={false}>
          {text.home}
        </Link>
      </div>
    </div>
  );
}
