import { useEffect } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Icon } from '../../shared/components/Icon';
import { useLayoutStore } from '../stores/useLayoutStore';
import { isActive } from '../utils/nav';
import type { NavItem } from '../constants/nav-items';

// Every page of the left nav, one tap away on a phone (from the bottom bar's Menu or the avatar):
// the settings pages listed flat, so Security, Data sources and Logout are never two levels deep.
export function MenuSheet({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation();
  const [path] = useLocation();
  const open = useLayoutStore((s) => s.menuOpen);
  const setOpen = useLayoutStore((s) => s.setMenuOpen);
  // A tap on a page closes the sheet; so does any other way of getting there (back button).
  useEffect(() => setOpen(false), [path, setOpen]);
  const entries = items.flatMap((item) => item.children ?? [item]);
  return (
    <ModalOverlay
      isOpen={open}
      onOpenChange={setOpen}
      isDismissable
      className="menu-sheet__overlay"
    >
      <Modal className="menu-sheet">
        <Dialog className="menu-sheet__dialog">
          <header className="menu-sheet__header">
            <Heading slot="title" className="menu-sheet__title">
              {t('nav.menu')}
            </Heading>
            <button
              type="button"
              className="icon-button"
              aria-label={t('common.close')}
              onClick={() => setOpen(false)}
            >
              <Icon name="close" />
            </button>
          </header>
          <nav aria-label={t('nav.menu')}>
            <ul className="menu-sheet__list">
              {entries.map((item) => {
                const active = item.children ? false : isActive(item, path) && path === item.path;
                return (
                  <li key={item.id}>
                    <Link
                      href={item.path}
                      className={`menu-sheet__item ${active ? 'is-active' : ''}`}
                      aria-current={active ? 'page' : undefined}
                      onClick={() => setOpen(false)}
                    >
                      <Icon name={item.icon} />
                      <span>{t(item.labelKey)}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
