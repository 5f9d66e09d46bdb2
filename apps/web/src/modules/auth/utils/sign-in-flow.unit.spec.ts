import { initialSignIn, signInReducer } from './sign-in-flow';

describe('the sign-in views', () => {
  it('starts on the view of the route', () => {
    expect(initialSignIn('/login').view).toBe('login');
    expect(initialSignIn('/register').view).toBe('register');
    expect(initialSignIn('/passwordreset', 'ada@example.com')).toEqual({
      view: 'reset_password',
      email: 'ada@example.com',
      passwordShown: false,
    });
  });

  it('reveals the password on the first continue', () => {
    const state = signInReducer(initialSignIn('/login'), { type: 'reveal_password' });
    expect(state.passwordShown).toBe(true);
  });

  it('opens the link, forgot and register views from login', () => {
    const login = initialSignIn('/login');
    expect(signInReducer(login, { type: 'open', view: 'login_with_link' }).view).toBe(
      'login_with_link',
    );
    expect(signInReducer(login, { type: 'open', view: 'forgot_password' }).view).toBe(
      'forgot_password',
    );
    expect(signInReducer(login, { type: 'open', view: 'register' }).view).toBe('register');
  });

  it('moves each sending view to its confirm view after a successful send', () => {
    const from = (view: 'login_with_link' | 'forgot_password' | 'register') =>
      signInReducer(signInReducer(initialSignIn('/login'), { type: 'open', view }), {
        type: 'sent',
      }).view;
    expect(from('login_with_link')).toBe('login_with_link_confirm');
    expect(from('forgot_password')).toBe('forgot_password_confirm');
    expect(from('register')).toBe('register_confirm');
  });

  it('returns to login from any view with the e-mail cleared and the password hidden', () => {
    let state = signInReducer(initialSignIn('/login'), { type: 'email', email: 'ada@example.com' });
    state = signInReducer(state, { type: 'reveal_password' });
    expect(signInReducer(state, { type: 'back' })).toEqual({
      view: 'login',
      email: '',
      passwordShown: false,
    });
    expect(signInReducer(initialSignIn('/passwordreset', 'x@y.z'), { type: 'back' }).view).toBe(
      'login',
    );
  });
});
