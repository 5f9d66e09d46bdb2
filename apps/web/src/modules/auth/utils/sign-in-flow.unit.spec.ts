import { initialSignIn, pathOfView, signInReducer, titleKeyOf } from './sign-in-flow';

describe('the sign-in views', () => {
  it('starts on the view of the route', () => {
    expect(initialSignIn('/login').view).toBe('login');
    expect(initialSignIn('/register').view).toBe('register');
    expect(initialSignIn('/passwordreset', 'ada@example.com')).toEqual({
      view: 'reset_password',
      email: 'ada@example.com',
      passwordShown: false,
      focusField: false,
    });
  });

  it('carries the address typed on login into the view opened', () => {
    const login = initialSignIn('/login');
    const link = signInReducer(login, {
      type: 'open',
      view: 'login_with_link',
      email: 'ada@example.com',
    });
    expect(link).toMatchObject({ view: 'login_with_link', email: 'ada@example.com' });
  });

  it('puts registering at /register and every other view at /login', () => {
    expect(pathOfView('register')).toBe('/register');
    expect(pathOfView('register_confirm')).toBe('/register');
    expect(pathOfView('login_with_link')).toBe('/login');
    expect(pathOfView('login')).toBe('/login');
    expect(pathOfView('reset_password')).toBeNull();
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
      focusField: true,
    });
    expect(signInReducer(initialSignIn('/passwordreset', 'x@y.z'), { type: 'back' }).view).toBe(
      'login',
    );
  });

  it('leaves the focus at the top of the page it opens on, and takes it into a view the person switches to', () => {
    for (const path of ['/login', '/register', '/passwordreset'])
      expect(initialSignIn(path).focusField).toBe(false);
    const login = initialSignIn('/login');
    const opened = signInReducer(login, { type: 'open', view: 'login_with_link' });
    expect(opened.focusField).toBe(true);
    expect(signInReducer(initialSignIn('/register'), { type: 'back' }).focusField).toBe(true);
  });

  it('titles the register steps as creating an account and every other view as signing in', () => {
    expect(titleKeyOf('register')).toBe('login.register_title');
    expect(titleKeyOf('register_confirm')).toBe('login.register_title');
    for (const view of [
      'login',
      'login_with_link',
      'forgot_password_confirm',
      'reset_password',
    ] as const)
      expect(titleKeyOf(view)).toBe('login.title');
  });
});
