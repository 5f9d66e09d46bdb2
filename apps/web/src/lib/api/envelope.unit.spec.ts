import { ApiError } from './api-error';
import { serverMessage, unwrapEnvelope } from './envelope';

describe('the response envelope', () => {
  it('hands the data of a 200 to the screen', () => {
    expect(unwrapEnvelope<{ n: number }>(200, { data: { n: 3 } })).toEqual({ n: 3 });
  });

  it('turns a 400 into an error carrying the server message', () => {
    expect(() => unwrapEnvelope(400, { data: { message: 'No revenue column here' } })).toThrow(
      'No revenue column here',
    );
    try {
      unwrapEnvelope(400, { data: 'Plain words' });
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).kind).toBe('bad_request');
      expect((error as ApiError).message).toBe('Plain words');
    }
  });

  it('marks a 401 as unauthorized so the app can log out', () => {
    expect.assertions(1);
    try {
      unwrapEnvelope(401, { data: {} });
    } catch (error) {
      expect((error as ApiError).kind).toBe('unauthorized');
    }
  });

  it('reads a 500 as {error, message}', () => {
    expect(() => unwrapEnvelope(500, { error: 'Internal', message: 'database down' })).toThrow(
      'database down',
    );
  });

  it('falls back to UNKNOWN_DATA when the server says nothing', () => {
    expect(() => unwrapEnvelope(418, null)).toThrow('UNKNOWN_DATA');
    expect(serverMessage({ data: { message: '  ' } })).toBeUndefined();
  });
});
