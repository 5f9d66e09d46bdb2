import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../auth/stores/useAuthStore';
import { brandName } from '../../auth/utils/features';
import { Icon } from '../../shared/components/Icon';
import { useLayoutStore } from '../stores/useLayoutStore';
import { NotificationsButton } from './NotificationsButton';
import { ProjectSwitcher } from './ProjectSwitcher';

export function TopBar() {
  const { t } = useTranslation();
  const config = useAuthStore((s) => s.config);
  const tenant = useAuthStore((s) => s.tenant);
  const setHelpOpen = useLayoutStore((s) => s.setHelpOpen);
  const setMenuOpen = useLayoutStore((s) => s.setMenuOpen);
  const brand = brandName(config);
  return (
    <header className="top-bar">
      <div className="top-bar__brand">
        <div className="brand-mark brand-mark--small" aria-hidden="true">
          {brand.slice(0, 1)}
        </div>
        <span className="top-bar__name">{brand}</span>
      </div>
      <div className="top-bar__actions">
        <ProjectSwitcher />
        <button
          type="button"
          className="icon-button"
          aria-label={t('nav.help')}
          onClick={() => setHelpOpen(true)}
        >
          <Icon name="help" />
        </button>
        <NotificationsButton />
        <button
          type="button"
          className="avatar-button"
          aria-label={t('nav.account_menu', { name: tenant?.name ?? '' })}
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
        >
          {tenant?.picture ? (
            <img className="avatar" src={tenant.picture} alt="" />
          ) : (
            <span className="avatar avatar--initials" aria-hidden="true">
              {(tenant?.name ?? '?').slice(0, 1).toUpperCase()}
            </span>
          )}
        </button>
      </div>
    </header>
  );
}
