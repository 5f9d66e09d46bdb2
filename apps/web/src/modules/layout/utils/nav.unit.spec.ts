import { navItems } from '../constants/nav-items';
import { isActive, visibleNav } from './nav';

describe('the left navigation', () => {
  it('keeps Dashboard and Logout when no feature is granted', () => {
    const ids = visibleNav(navItems, (item) => !item.feature).map((i) => i.id);
    expect(ids).toEqual(['dashboard', 'settings', 'logout']);
  });

  it('shows an item only with its feature', () => {
    const ids = visibleNav(navItems, (item) => item.feature !== 'collections').map((i) => i.id);
    expect(ids).toContain('conversation');
    expect(ids).not.toContain('collections');
  });

  it('drops settings entries that are not granted and points Settings at the first one left', () => {
    const settings = visibleNav(navItems, (item) => item.feature !== 'profile').find(
      (i) => i.id === 'settings',
    );
    expect(settings?.children?.map((c) => c.id)).toEqual(['security', 'credentials']);
    expect(settings?.path).toBe('/user/security');
  });

  it('highlights the section of the current path', () => {
    const collections = navItems.find((i) => i.id === 'collections');
    const dashboard = navItems.find((i) => i.id === 'dashboard');
    expect(collections && isActive(collections, '/collection/abc/new')).toBe(true);
    expect(dashboard && isActive(dashboard, '/conversation')).toBe(false);
  });
});
