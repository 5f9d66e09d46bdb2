import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Icon } from '../../shared/components/Icon';
import { useLayoutStore } from '../stores/useLayoutStore';
import { isActive } from '../utils/nav';
import type { NavItem } from '../constants/nav-items';

// Small screens: a bottom bar instead of the left nav, its Menu reaching every other page; CSS hides it
// while a modal is open.
export function BottomNav({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation();
  const [path] = useLocation();
  const setMenuOpen = useLayoutStore((s) => s.setMenuOpen);
  return (
    <nav className="bottom-nav" aria-label={t('nav.bottom')}>
      {items
        .filter((i) => i.bottom)
        .map((item) => (
          <Link
            key={item.id}
            href={item.path}
            className={`bottom-nav__item ${isActive(item, path) ? 'is-active' : ''}`}
            aria-current={isActive(item, path) ? 'page' : undefined}
          >
            <Icon name={item.icon} />
            <span>{t(item.labelKey)}</span>
          </Link>
        ))}
      <button
        type="button"
        className="bottom-nav__item"
        aria-haspopup="dialog"
        onClick={() => setMenuOpen(true)}
      >
        <Icon name="menu" />
        <span>{t('nav.menu')}</span>
      </button>
    </nav>
  );
}
