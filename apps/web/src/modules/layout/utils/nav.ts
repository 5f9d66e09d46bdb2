import type { NavItem } from '../constants/nav-items';

// Settings shows when any of its entries is granted; Dashboard and Logout always show (spec §2 Layout).
export function visibleNav(items: readonly NavItem[], isOn: (item: NavItem) => boolean): NavItem[] {
  return items.flatMap((item) => {
    if (item.children) {
      const children = item.children.filter(isOn);
      return children.length > 0
        ? [{ ...item, path: children[0]?.path ?? item.path, children }]
        : [];
    }
    return isOn(item) ? [item] : [];
  });
}

export function isActive(item: NavItem, path: string): boolean {
  if (item.path === '/') return path === '/';
  if (item.children) return item.children.some((c) => path.startsWith(c.path));
  return (
    path === item.path ||
    path.startsWith(`${item.path}/`) ||
    (item.id === 'collections' && path.startsWith('/collection/'))
  );
}
