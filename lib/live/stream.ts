/**
 * One Server-Sent Events response: the stream object the hub writes to, a heartbeat comment every
 * HEARTBEAT_MS so that proxies do not close an idle connection, and a bound on what may queue for a client
 * that stops reading (it is closed; its browser reconnects and resumes).
 */
import type { LiveStream } from "./hub";
import { sseFrame, type StreamEvent } from "./events";

export const HEARTBEAT_MS = 25_000;
/** A client this far behind (bytes queued) is not reading: close its stream. */
const MAX_QUEUED_BYTES = 256 * 1024;
const PING = new TextEncoder().encode(": ping\n\n");
/** How long a browser waits before reconnecting after the stream ended. */
const RETRY_MS = 3_000;

const encoder = new TextEncoder();
/** One event goes to many streams: encode it once (the bytes are only read after that). */
const encoded = new WeakMap<StreamEvent, Uint8Array>();
function bytesOf(e: StreamEvent): Uint8Array {
  let b = encoded.get(e);
  if (!b) encoded.set(e, (b = encoder.encode(sseFrame(e))));
  return b;
}

export interface OpenedStream {
  stream: LiveStream;
  response: Response;
}

/** Builds the stream; `onClose` runs once when it ends, whoever ends it (the client, the server, a slow reader). */
export function openSseStream(
  userId: string,
  watch: number | null,
  hooks: { onClose(stream: LiveStream): void },
): OpenedStream {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let closed = false;
  let read = false;

  const finish = () => {
    if (closed) return;
    closed = true;
    if (heartbeat) clearInterval(heartbeat);
    hooks.onClose(stream);
  };
  const write = (bytes: Uint8Array) => {
    if (closed || !controller) return;
    if ((controller.desiredSize ?? 0) < -MAX_QUEUED_BYTES) {
      stream.close();
      return;
    }
    try {
      controller.enqueue(bytes);
    } catch {
      // The response was torn down under us (the connection is gone): forget the stream.
      finish();
    }
  };

  const stream: LiveStream = {
    userId,
    watch,
    send: (e: StreamEvent) => write(bytesOf(e)),
    close: () => {
      const c = controller;
      finish();
      try {
        c?.close();
      } catch {
        // Already closed by the client.
      }
    },
  };

  const body = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
        c.enqueue(encoder.encode(`retry: ${RETRY_MS}\n\n`));
        heartbeat = setInterval(() => {
          // Nobody ever read this body (the response never reached a client): it must not linger in the hub.
          if (!read) stream.close();
          else write(PING);
        }, HEARTBEAT_MS);
        heartbeat.unref();
      },
      pull() {
        read = true;
      },
      cancel() {
        finish();
      },
    },
    { highWaterMark: 0, size: (chunk) => chunk.byteLength },
  );

  const response = new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      // no-transform: no compression layer may hold events back to fill a buffer.
      "cache-control": "no-store, no-transform",
      "x-accel-buffering": "no",
    },
  });
  return { stream, response };
}
