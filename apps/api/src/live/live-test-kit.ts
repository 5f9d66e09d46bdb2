import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';

export type Heard = { event: string; payload: unknown };

// A browser tab's socket: the session cookie rides on the handshake, as the browser sends it
// (with the page's Origin, when `headers` name one).
export async function openTab(
  baseUrl: string,
  cookie?: string,
  headers: Record<string, string> = {},
  transport: 'websocket' | 'polling' = 'websocket',
): Promise<{ socket: Socket; heard: Heard[] }> {
  const socket = io(baseUrl, {
    transports: [transport],
    extraHeaders: { ...headers, ...(cookie ? { cookie } : {}) },
    reconnection: false,
    forceNew: true,
  });
  const heard: Heard[] = [];
  socket.onAny((event: string, payload: unknown) => heard.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
  return { socket, heard };
}

export async function waitFor<T>(probe: () => T | undefined, timeoutMs = 3000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = probe();
    if (found !== undefined) return found;
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
