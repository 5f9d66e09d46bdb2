export type HelpCategory = 'getting_started' | 'conversation' | 'collection' | 'profile';
export const helpCategories: readonly HelpCategory[] = [
  'getting_started',
  'conversation',
  'collection',
  'profile',
];

// Spec §3 help question: id (the article file /help/{id}.md), category, and the question as an i18n key.
export type HelpQuestion = { id: string; category: HelpCategory; textKey: string };

export const helpQuestions: readonly HelpQuestion[] = [
  { id: 'getting-started', category: 'getting_started', textKey: 'help.q.getting_started' },
  { id: 'connect-data', category: 'getting_started', textKey: 'help.q.connect_data' },
  { id: 'ask-a-question', category: 'conversation', textKey: 'help.q.ask' },
  { id: 'read-an-answer', category: 'conversation', textKey: 'help.q.read' },
  { id: 'collections', category: 'collection', textKey: 'help.q.collections' },
  { id: 'digests', category: 'collection', textKey: 'help.q.digests' },
  { id: 'profile', category: 'profile', textKey: 'help.q.profile' },
  { id: 'password-and-account', category: 'profile', textKey: 'help.q.password' },
];
