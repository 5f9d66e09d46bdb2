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
  return { view, email, passwordShown: false, focusField: false };
}

// The card's title says what the person is doing: the register steps create an account, every other view signs in.
export function titleKeyOf(view: SignInView): 'login.title' | 'login.register_title' {
  return view === 'register' || view === 'register_confirm'
    ? 'login.register_title'
    : 'login.title';
}

// The address a view of the card lives at: registering at /register, the rest at /login (a reset
// link keeps its own), so "Create an account" changes the URL and the back button undoes it.
export function pathOfView(view: SignInView): '/register' | '/login' | null {
  if (view === 'register' || view === 'register_confirm') return '/register';
  return view === 'reset_password' ? null : '/login';
}

// Spec §4 transitions: links from login only; the typed e-mail travels into the view opened; a successful send goes to its confirm view; any view returns to
// login with the e-mail cleared and the password field hidden. The view a page opens on leaves the focus at the
// top, so Tab walks the card in its visual order from the language selector down; a view the person switches to
// takes the focus into its field, as the button they pressed is gone.
export function signInReducer(state: SignInState, event: SignInEvent): SignInState {
  switch (event.type) {
    case 'open':
      return state.view === 'login'
        ? {
            ...state,
            view: event.view,
            email: event.email ?? state.email,
            passwordShown: false,
            focusField: true,
          }
        : state;
    case 'sent': {
      const next = confirmOf[state.view];
      return next ? { ...state, view: next } : state;
    }
    case 'back':
      return { view: 'login', email: '', passwordShown: false, focusField: true };
    case 'email':
      return { ...state, email: event.email };
    case 'reveal_password':
      return state.view === 'login' ? { ...state, passwordShown: true } : state;
  }
}
