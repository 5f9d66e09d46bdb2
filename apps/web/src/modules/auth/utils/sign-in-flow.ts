import type { SignInEvent, SignInState, SignInView } from '../types/sign-in';

const confirmOf: Partial<Record<SignInView, SignInView>> = {
  login_with_link: 'login_with_link_confirm',
  forgot_password: 'forgot_password_confirm',
  register: 'register_confirm',
};

// Spec §4: register is entered on /register, reset_password on /passwordreset, everything else starts at login.
export function initialSignIn(path: string, email = ''): SignInState {
  const view: SignInView =
    path === '/register' ? 'register' : path === '/passwordreset' ? 'reset_password' : 'login';
  return { view, email, passwordShown: false };
}

// Spec §4 transitions: links from login only; a successful send goes to its confirm view; any view returns to
// login with the e-mail cleared and the password field hidden.
export function signInReducer(state: SignInState, event: SignInEvent): SignInState {
  switch (event.type) {
    case 'open':
      return state.view === 'login' ? { ...state, view: event.view, passwordShown: false } : state;
    case 'sent': {
      const next = confirmOf[state.view];
      return next ? { ...state, view: next } : state;
    }
    case 'back':
      return { view: 'login', email: '', passwordShown: false };
    case 'email':
      return { ...state, email: event.email };
    case 'reveal_password':
      return state.view === 'login' ? { ...state, passwordShown: true } : state;
  }
}
