import {
  EVENT_STREAM,
  PARLEY_EVENT_TYPES,
  PERSONAL_DATA_FIELDS,
  isParleyEventType,
} from './events';

describe('event catalogue', () => {
  it('names every fact in the past tense, once, on its stream', () => {
    // 8 tenant + 10 collection + 8 credentials + 1 feedback + 2 conversation: a name used by
    // two aggregates would merge and fall short of this.
    expect(PARLEY_EVENT_TYPES).toHaveLength(29);
    for (const type of PARLEY_EVENT_TYPES) expect(type).toMatch(/(ed|In|Out|Set)$/);
    expect(EVENT_STREAM.CardMovedIn).toBe('collection');
    expect(EVENT_STREAM.CredentialRevoked).toBe('credentials');
    expect(EVENT_STREAM.QuestionAsked).toBe('conversation');
  });
  it('marks the fields that identify a person', () => {
    expect(PERSONAL_DATA_FIELDS.TenantRegistered).toEqual(['email', 'name']);
    expect(PERSONAL_DATA_FIELDS.FeedbackSubmitted).toContain('message');
    expect(PERSONAL_DATA_FIELDS.QuestionAsked).toEqual(['phrase']);
    expect(PERSONAL_DATA_FIELDS.CollectionRenamed).toEqual(['name']);
    expect(PERSONAL_DATA_FIELDS.CardAdded).toEqual(['card.phrase']);
    expect(PERSONAL_DATA_FIELDS.LayoutSaved).toEqual([]);
  });
  it('recognises its own event types only', () => {
    expect(isParleyEventType('CardAdded')).toBe(true);
    expect(isParleyEventType('toString')).toBe(false);
  });
});
