import { useEffect, useState } from 'react';
import { acquireSocket, releaseSocket } from '../../collections/utils/live-socket';
import { deliveriesApi } from '../utils/deliveries-api';
import type { Delivery } from '../utils/deliveries-api';

type Notice = Omit<Delivery, '_id'> & { id: string };

// The recent digests and reports, kept current by the server's live 'notification' event.
export function useDeliveryNotifications(): Delivery[] {
  const [items, setItems] = useState<Delivery[]>([]);
  useEffect(() => {
    let alive = true;
    deliveriesApi
      .notifications()
      .then((reply) => alive && setItems(reply.notifications))
      .catch(() => undefined);
    const socket = acquireSocket() as unknown as {
      on: (event: 'notification', listener: (notice: Notice) => void) => void;
      off: (event: 'notification', listener: (notice: Notice) => void) => void;
    };
    const onNotice = ({ id, ...notice }: Notice) =>
      setItems((current) => [{ _id: id, ...notice }, ...current.filter((i) => i._id !== id)]);
    socket.on('notification', onNotice);
    return () => {
      alive = false;
      socket.off('notification', onNotice);
      releaseSocket();
    };
  }, []);
  return items;
}
