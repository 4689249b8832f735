/**
 * What the server refuses before Next.js (or any route) reads a byte of the body: bodies over the limit,
 * bodies of unknown length, and URLs with control characters. The limit holds for every route alike (pages,
 * server actions, Auth.js, the JSON API), so no handler can be made to buffer a huge body.
 */
export const MAX_BODY_BYTES = 100_000;

export interface EdgeRefusal {
  status: 400 | 403 | 411 | 413;
  code: "BAD_REQUEST" | "CROSS_ORIGIN" | "LENGTH_REQUIRED" | "PAYLOAD_TOO_LARGE";
  message: string;
}

/** C0 controls, DEL and C1 controls: never part of a URL, a name or a note. */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

function decodedHasControl(part: string): boolean | null {
  try {
    return CONTROL_CHARACTERS.test(decodeURIComponent(part.replace(/\+/g, " ")));
  } catch {
    return null;
  }
}

export function refuseAtEdge(
  method: string,
  url: string,
  headers: Record<string, string | string[] | undefined>,
): EdgeRefusal | null {
  const bad = decodedHasControl(url);
  if (bad !== false) {
    return {
      status: 400,
      code: "BAD_REQUEST",
      message: bad === null ? "The address is not valid." : "The address contains control characters.",
    };
  }
  const length = headers["content-length"];
  if (typeof length === "string") {
    const n = Number(length);
    if (!Number.isSafeInteger(n) || n < 0)
      return { status: 400, code: "BAD_REQUEST", message: "The Content-Length header is not valid." };
    if (n > MAX_BODY_BYTES) return tooLarge();
  } else if (headers["transfer-encoding"] !== undefined && method !== "GET" && method !== "HEAD") {
    // A streamed body of unknown length: refuse rather than read it to find out (browsers always send a length).
    return { status: 411, code: "LENGTH_REQUIRED", message: "Send the body with a Content-Length header." };
  }
  return null;
}

export function tooLarge(): EdgeRefusal {
  return {
    status: 413,
    code: "PAYLOAD_TOO_LARGE",
    message: `The request body is larger than ${MAX_BODY_BYTES / 1000} KB.`,
  };
}
