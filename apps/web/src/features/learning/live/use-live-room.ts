import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { fetchLiveInfo } from '../api/live-info';
import { initialRoomState, reduceRoom } from './live-room-state';
import { LiveSocket, socketUrlOf, type SocketStatus } from './live-socket';
import type { LiveClientMessage } from './live-types';

/** The interaction state of a live session, kept in step with the server over a self-healing socket. */
export function useLiveRoom(chapterId: number, firstWsUrl: string | null) {
  const [state, dispatch] = useReducer(reduceRoom, initialRoomState);
  const [status, setStatus] = useState<SocketStatus>('connecting');
  const socket = useRef<LiveSocket | null>(null);

  useEffect(() => {
    if (!firstWsUrl) return;
    let firstUsed = false;
    const s = new LiveSocket({
      // The first connection uses the token the page just got; later ones fetch a fresh one (it expires).
      url: async () => {
        if (!firstUsed) {
          firstUsed = true;
          return socketUrlOf(firstWsUrl);
        }
        return socketUrlOf((await fetchLiveInfo(chapterId)).wsUrl);
      },
      onMessage: dispatch,
      onStatus: setStatus,
    });
    socket.current = s;
    s.start();
    return () => {
      s.stop();
      socket.current = null;
    };
  }, [chapterId, firstWsUrl]);

  const send = useCallback((msg: LiveClientMessage) => socket.current?.send(msg) ?? false, []);
  return { state, status, send };
}
