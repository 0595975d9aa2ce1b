import { useEffect, useState } from 'react';
import { type Status, socket } from './socket.ts';

/** The socket's status, once the session exists (the socket opens with the session cookie). */
export function useSocketStatus(ready: boolean): Status {
  const [status, setStatus] = useState<Status>('connecting');
  useEffect(() => {
    if (!ready) return;
    setStatus(socket().status);
    return socket().onStatus(setStatus);
  }, [ready]);
  return status;
}
