import { useEffect, useState } from 'react';
import { deliveriesApi } from '../utils/deliveries-api';
import type { Delivery } from '../utils/deliveries-api';
import { onDeliveryNotice } from '../utils/delivery-socket';

// The recent digests and reports, kept current by the server's live 'notification' event.
export function useDeliveryNotifications(): Delivery[] {
  const [items, setItems] = useState<Delivery[]>([]);
  useEffect(() => {
    let alive = true;
    deliveriesApi
      .notifications()
      .then((reply) => alive && setItems(reply.notifications))
      .catch(() => undefined);
    const stop = onDeliveryNotice(({ id, ...notice }) =>
      setItems((current) => [{ _id: id, ...notice }, ...current.filter((i) => i._id !== id)]),
    );
    return () => {
      alive = false;
      stop();
    };
  }, []);
  return items;
}
