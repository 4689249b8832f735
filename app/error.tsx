"use client";
/**
 * What a page shows when rendering it failed (a database hiccup, the server restarting): a way back
 * instead of the generic error. "Try again" re-renders the segment; the links always work.
 */
import Link from "next/link";
import { useEffect } from "react";

export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    // Coming back online is the most common cure: try again by itself then.
    window.addEventListener("online", reset);
    return () => window.removeEventListener("online", reset);
  }, [reset]);
  return (
    <div className="card max-w-xl space-y-3" role="alert" data-testid="page-error">
      <h1>This page could not be shown just now</h1>
      <p>The connection to the server broke, or the server had a problem. Nothing you had committed is lost.</p>
      {error.digest ? <p className="text-sm text-stone-600">Reference for the operator: {error.digest}</p> : null}
      <div className="flex flex-wrap gap-2">
        <button className="btn btn-primary" onClick={() => reset()}>
          Try again
        </button>
        <Link className="btn" href="/games">
          My games
        </Link>
        <Link className="btn" href="/">
          Home
        </Link>
      </div>
    </div>
  );
}
