import { join, resolve } from 'node:path';
import { loadConfig } from './app-config';

describe('configuration', () => {
  it('works with no environment at all: port 3000, ./.data, the built web app', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(resolve('.data'));
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.webDist).toBe(join(resolve(__dirname, '../../..'), 'web', 'dist'));
    expect(config.eventStoreUrl).toBeUndefined();
    expect(config.documentStoreUrl).toBeUndefined();
  });

  it("takes the read models' server from DOCUMENT_STORE_URL, or MONGO_URL as before", () => {
    expect(loadConfig({ MONGO_URL: 'mongodb://m/parley' }).documentStoreUrl).toBe(
      'mongodb://m/parley',
    );
    expect(
      loadConfig({ DOCUMENT_STORE_URL: 'postgres://p/parley', MONGO_URL: 'mongodb://m/parley' })
        .documentStoreUrl,
    ).toBe('postgres://p/parley');
  });

  it('shares SHARED_DIR only between instances whose log and read models are on servers', () => {
    expect(loadConfig({ DATA_DIR: '/d' }).sharedDir).toBe(resolve('/d'));
    expect(() => loadConfig({ DATA_DIR: '/d', SHARED_DIR: '/s' })).toThrow(
      'SHARED_DIR is for several instances: set EVENTSTORE_URL and DOCUMENT_STORE_URL (or MONGO_URL) to shared servers too',
    );
    const shared = loadConfig({
      DATA_DIR: '/d',
      SHARED_DIR: '/s',
      EVENTSTORE_URL: 'postgres://p/parley',
      DOCUMENT_STORE_URL: 'postgres://p/parley',
    });
    expect([shared.dataDir, shared.sharedDir]).toEqual([resolve('/d'), resolve('/s')]);
  });

  it('keeps secrets and sessions where instances on several hosts find them: PostgreSQL when the read models are there', () => {
    expect(loadConfig({}).secureStoreUrl).toBeUndefined();
    expect(loadConfig({ DOCUMENT_STORE_URL: 'postgres://p/parley' }).secureStoreUrl).toBe(
      'postgres://p/parley',
    );
    expect(loadConfig({ MONGO_URL: 'mongodb://m/parley' }).secureStoreUrl).toBeUndefined();
    expect(
      loadConfig({ MONGO_URL: 'mongodb://m/parley', SECURE_STORE_URL: 'postgres://s/vault' })
        .secureStoreUrl,
    ).toBe('postgres://s/vault');
    expect(
      loadConfig({ DOCUMENT_STORE_URL: 'postgres://p/parley', SECURE_STORE_URL: 'file' })
        .secureStoreUrl,
    ).toBeUndefined();
    expect(() => loadConfig({ SECURE_STORE_URL: 'redis://r' })).toThrow(
      'SECURE_STORE_URL must be a postgres:// URL, or "file" for SHARED_DIR/secure.sqlite; got "redis://r"',
    );
  });

  it('treats an empty DATA_DIR as unset, never the working directory', () => {
    expect(loadConfig({ DATA_DIR: '' }).dataDir).toBe(resolve('.data'));
  });

  it('refuses a port that is not a port number, saying which value was wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      'PORT must be a port number, got "eighty"',
    );
  });

  it('takes PUBLIC_URL without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://parley.example/' }).publicUrl).toBe(
      'https://parley.example',
    );
  });
});
