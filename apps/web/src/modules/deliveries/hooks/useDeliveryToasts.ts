import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../shared/stores/useToastStore';
import { onDeliveryNotice } from '../utils/delivery-socket';

// A digest or report that was just sent (or failed) is announced on whatever page is open.
export function useDeliveryToasts(): void {
  const { t } = useTranslation();
  useEffect(
    () =>
      onDeliveryNotice((notice) => {
        const title = t(`deliveries.notice.${notice.kind}_${notice.status}`);
        const detail = notice.reason ?? notice.title ?? '';
        if (notice.status === 'failed') toast.error(detail, title);
        else toast.success(detail, title);
      }),
    [t],
  );
}
