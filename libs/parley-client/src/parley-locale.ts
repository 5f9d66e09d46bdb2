/** The languages Parley answers in; a channel maps its platform's locale onto one of these. */
export type ParleyLocale = 'en-GB' | 'en-US' | 'tr';
