/**
 * The upload progress websocket of docs/product.md §7 (`upload/document/progress?uid=`), on the page's own
 * origin: ws:// or wss:// following window.location. The access token travels as a subprotocol (a
 * browser cannot set an Authorization header on a websocket), read again at every (re)connection.
 */
import {
  bearerSocketProtocol,
  type ProgressEvent,
  progressApi,
  progressSocketProtocol,
  urlOf,
  ZProgressEvent,
} from '@vd/contract';
import { useEffect, useState } from 'react';
import { getToken } from './session.ts';

export const progressSocketUrl = (uid: string): string => {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${urlOf(progressApi.socket)}?uid=${encodeURIComponent(uid)}`;
};

export const isFinal = (event: ProgressEvent | null): boolean =>
  event !== null && (event.stage === 'done' || event.stage === 'failed' || event.progress >= 100);

/** The latest progress event of an upload, or null before the first one (and without a uid). */
export function useUploadProgress(uid: string | null): ProgressEvent | null {
  const [event, setEvent] = useState<ProgressEvent | null>(null);
  useEffect(() => {
    setEvent(null);
    if (!uid) return;
    let closed = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let socket: WebSocket | null = null;
    let last: ProgressEvent | null = null;
    const open = (attempt: number) => {
      const token = getToken();
      socket = new WebSocket(
        progressSocketUrl(uid),
        token ? [progressSocketProtocol, `${bearerSocketProtocol}${token}`] : [progressSocketProtocol],
      );
      socket.onmessage = (message) => {
        const parsed = ZProgressEvent.safeParse(JSON.parse(String(message.data)));
        if (!parsed.success) return;
        last = parsed.data;
        setEvent(parsed.data);
        if (isFinal(parsed.data)) socket?.close();
      };
      socket.onclose = () => {
        // A dropped connection is opened again (a few times) until the job is over.
        if (closed || isFinal(last) || attempt >= 5) return;
        retry = setTimeout(() => open(attempt + 1), 1000 * (attempt + 1));
      };
    };
    open(0);
    return () => {
      closed = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [uid]);
  return event;
}
