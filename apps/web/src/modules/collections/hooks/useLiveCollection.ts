import { useEffect, useRef } from 'react';
import { acquireSocket, releaseSocket } from '../utils/live-socket';
import { isOwnEcho } from '../utils/own-changes';
import type { CollectionChange, PushedCard } from '../utils/live-socket';

type Handlers = {
  onChange: (change: CollectionChange) => void;
  onCard?: (pushed: PushedCard) => void;
};

// Changes made in the user's other tabs and devices, and auto-refreshed cards of the open collection.
export function useLiveCollection(collectionId: string | null, handlers: Handlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const socket = acquireSocket();
    const onChange = (change: CollectionChange) => {
      if (!isOwnEcho(change)) latest.current.onChange(change);
    };
    const onCard = (pushed: PushedCard) => {
      if (pushed.collectionId === collectionId) latest.current.onCard?.(pushed);
    };
    const watch = () => {
      if (collectionId) socket.emit('watch', { collectionId }, () => undefined);
    };
    socket.on('collection', onChange);
    socket.on('card', onCard);
    socket.on('connect', watch);
    if (socket.connected) watch();
    return () => {
      socket.off('collection', onChange);
      socket.off('card', onCard);
      socket.off('connect', watch);
      if (collectionId) socket.emit('unwatch');
      releaseSocket();
    };
  }, [collectionId]);
}
