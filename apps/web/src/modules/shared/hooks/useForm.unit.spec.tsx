/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react';
import { useForm } from './useForm';

// A profile saved from a form sends only what the person changed: a value stored since the form was
// filled (the time zone filled at start, another tab's save) is not overwritten with the form's old copy.
describe('useForm changes', () => {
  const profile = { name: 'Mimar Sinan', timezone: '', language: 'en' };

  it('holds nothing before an edit, and only the edited field after one', () => {
    const { result } = renderHook(() => useForm(profile, {}));
    expect(result.current.changes).toEqual({});
    act(() => result.current.field('name').onChange('Sinan'));
    expect(result.current.changes).toEqual({ name: 'Sinan' });
  });

  it('drops a field edited back to its first value, and starts over from a reset', () => {
    const { result } = renderHook(() => useForm(profile, {}));
    act(() => result.current.field('language').onChange('tr'));
    act(() => result.current.field('language').onChange('en'));
    expect(result.current.changes).toEqual({});
    act(() => result.current.field('timezone').onChange('Asia/Tokyo'));
    act(() => result.current.reset({ ...profile, timezone: 'Asia/Tokyo' }));
    expect(result.current.changes).toEqual({});
  });
});
