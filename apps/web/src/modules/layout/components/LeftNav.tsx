import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Icon } from '../../shared/components/Icon';
import { useLayoutStore } from '../stores/useLayoutStore';
import { isActive } from '../utils/nav';
import type { NavItem } from '../constants/nav-items';

// Spec §2 Layout: collapses to icons, opens with labels and the version; Settings has its own sub-menu.
export function LeftNav({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation();
  const [path] = useLocation();
  const open = useLayoutStore((s) => s.navOpen);
  const toggle = useLayoutStore((s) => s.toggleNav);
  const [settingsOpen, setSettingsOpen] = useState(path.startsWith('/user/'));
  return (
    <nav
      className={`left-nav ${open ? 'left-nav--open' : 'left-nav--collapsed'}`}
      aria-label={t('nav.main')}
    >
      <button
        type="button"
        className="icon-button left-nav__toggle"
        aria-label={t(open ? 'nav.collapse' : 'nav.expand')}
        aria-expanded={open}
        onClick={toggle}
      >
        <Icon name={open ? 'chevronLeft' : 'menu'} />
      </button>
      <ul className="left-nav__list">
        {items.map((item) => (
          <li key={item.id}>
            {item.children ? (
              <>
                <button
                  type="button"
                  className={`left-nav__item ${isActive(item, path) ? 'is-active' : ''}`}
                  aria-expanded={settingsOpen}
                  onClick={() => setSettingsOpen(!settingsOpen)}
                  title={open ? undefined : t(item.labelKey)}
                >
                  <Icon name={item.icon} />
                  <span className="left-nav__label">{t(item.labelKey)}</span>
                  {open ? (
                    <Icon name={settingsOpen ? 'chevronDown' : 'chevronRight'} size={14} />
                  ) : null}
                </button>
                {settingsOpen ? (
                  <ul className="left-nav__sub">
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <Link
                          href={child.path}
                          className={`left-nav__item left-nav__item--sub ${path === child.path ? 'is-active' : ''}`}
                          aria-current={path === child.path ? 'page' : undefined}
                          title={open ? undefined : t(child.labelKey)}
                        >
                          <Icon name={child.icon} size={18} />
                          <span className="left-nav__label">{t(child.labelKey)}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </>
            ) : (
              <Link
                href={item.path}
                className={`left-nav__item ${isActive(item, path) ? 'is-active' : ''}`}
                aria-current={isActive(item, path) ? 'page' : undefined}
                title={open ? undefined : t(item.labelKey)}
              >
                <Icon name={item.icon} />
                <span className="left-nav__label">{t(item.labelKey)}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
      {open ? (
        <div className="left-nav__version">{t('nav.version', { version: __APP_VERSION__ })}</div>
      ) : null}
    </nav>
  );
}
