export type SignInView =
  | 'login'
  | 'login_with_link'
  | 'login_with_link_confirm'
  | 'register'
  | 'register_confirm'
  | 'forgot_password'
  | 'forgot_password_confirm'
  | 'reset_password';

// focusField: the view's first field takes the focus (see signInReducer).
export type SignInState = {
  view: SignInView;
  email: string;
  passwordShown: boolean;
  focusField: boolean;
};

export type SignInEvent =
  // email: what the person has typed so far, carried into the view they open.
  | { type: 'open'; view: 'login_with_link' | 'forgot_password' | 'register'; email?: string }
  | { type: 'sent' }
  | { type: 'back' }
  | { type: 'email'; email: string }
  | { type: 'reveal_password' };
