import { translate } from '../../i18n/server-messages';
import { HOST_REFUSED, parseAllowedHosts, pinDatabaseHost } from './database-host-policy';

describe('pinDatabaseHost', () => {
  const none = parseAllowedHosts(undefined);

  it('passes a public address through as it is', async () => {
    await expect(pinDatabaseHost('8.8.8.8', none)).resolves.toBe('8.8.8.8');
    await expect(pinDatabaseHost('2001:4860:4860::8888', none)).resolves.toBe(
      '2001:4860:4860::8888',
    );
  });

  it('answers the address a name resolved to, so the driver cannot look it up again (DNS rebinding)', async () => {
    const answers = [['93.184.216.34'], ['127.0.0.1']];
    const resolve = jest.fn(() => Promise.resolve(answers.shift() ?? []));
    await expect(pinDatabaseHost('db.example.com', none, resolve)).resolves.toBe('93.184.216.34');
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('refuses a name when any of its addresses is private', async () => {
    const resolve = () => Promise.resolve(['93.184.216.34', '10.0.0.7']);
    await expect(pinDatabaseHost('mixed.example.com', none, resolve)).rejects.toMatchObject({
      messageKey: HOST_REFUSED,
    });
  });

  it('calls a name that does not resolve unreachable, as the driver would', async () => {
    const resolve = () => Promise.reject(new Error('ENOTFOUND'));
    await expect(pinDatabaseHost('nowhere.invalid', none, resolve)).rejects.toMatchObject({
      messageKey: 'datastore.db_unreachable',
    });
  });

  it('lets through the names, ranges and socket paths DATABASE_ALLOWED_HOSTS lists', async () => {
    const allowed = parseAllowedHosts(' warehouse.internal , 10.20.0.0/16,fd12::/16, /run/pg ');
    const resolve = () => Promise.resolve(['10.99.0.1']);
    await expect(pinDatabaseHost('Warehouse.Internal', allowed, resolve)).resolves.toBe(
      '10.99.0.1',
    );
    await expect(pinDatabaseHost('10.20.3.4', allowed)).resolves.toBe('10.20.3.4');
    await expect(pinDatabaseHost('fd12::9', allowed)).resolves.toBe('fd12::9');
    await expect(pinDatabaseHost('/run/pg', allowed)).resolves.toBe('/run/pg');
    await expect(pinDatabaseHost('10.21.0.1', allowed)).rejects.toMatchObject({
      messageKey: HOST_REFUSED,
    });
    await expect(pinDatabaseHost('other.internal', allowed, resolve)).rejects.toMatchObject({
      messageKey: HOST_REFUSED,
    });
  });
});

describe('parseAllowedHosts', () => {
  it.each(['10.0.0.0/33', '10.0.0.0/x', 'fd00::/129'])('stops the start on %s', (entry) => {
    expect(() => parseAllowedHosts(`db.internal, ${entry}`)).toThrow(
      `DATABASE_ALLOWED_HOSTS: "${entry}" is not a CIDR range`,
    );
  });
});

it('words the refusal in English and Turkish', () => {
  expect(translate(HOST_REFUSED, 'en-US')).toContain('private network');
  expect(translate(HOST_REFUSED, 'tr')).toContain('özel bir ağa ait');
});
