import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { DeliveryNotifications } from '../../deliveries/components/DeliveryNotifications';
import { useDeliveryToasts } from '../../deliveries/hooks/useDeliveryToasts';
import { Icon } from '../../shared/components/Icon';

export function NotificationsButton() {
  const { t } = useTranslation();
  useDeliveryToasts();
  return (
    <DialogTrigger>
      <Button className="icon-button" aria-label={t('common.notifications')}>
        <Icon name="bell" />
      </Button>
      <Popover className="pui-popover notifications">
        <Dialog aria-label={t('common.notifications')} className="notifications__dialog">
          <Heading slot="title" className="notifications__title">
            {t('common.notifications')}
          </Heading>
          <DeliveryNotifications />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
