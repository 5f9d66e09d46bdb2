import {
  EVENT_SCHEMAS,
  EVENT_STREAM,
  eventVersion,
  PARLEY_EVENT_TYPES,
  PERSONAL_DATA_FIELDS,
  isParleyEventType,
} from './events';

describe('event catalogue', () => {
  it('names every fact in the past tense, once, on its stream', () => {
    // 8 tenant + 10 collection + 3 collection index + 9 credentials (DataSourceRemoved) + 1
    // feedback + 2 conversation + 5 delivery: a name used by two aggregates would merge and fall
    // short of this.
    expect(PARLEY_EVENT_TYPES).toHaveLength(38);
    for (const type of PARLEY_EVENT_TYPES) expect(type).toMatch(/(ed|In|Out|Set|Sent)$/);
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
  it('versions each type on its own, with an upcaster from every older version', () => {
    expect(eventVersion('CardMovedIn')).toBe(2);
    expect(eventVersion('QuestionAsked')).toBe(1);
    expect(eventVersion('SomethingFromTheFuture')).toBe(1);
    for (const type of PARLEY_EVENT_TYPES) {
      const { version, upcasters } = EVENT_SCHEMAS[type];
      for (let from = 1; from < version; from++) expect(upcasters?.[from]).toBeInstanceOf(Function);
    }
  });
  it('recognises its own event types only', () => {
    expect(isParleyEventType('CardAdded')).toBe(true);
    expect(isParleyEventType('toString')).toBe(false);
  });
});
