import { deciderSpec } from '../testing/decider-spec';
import { meta } from '../testing/metadata';
import { feedbackDecider, parseFeedbackFields } from './feedback';
import type { FeedbackCommand, FeedbackEvent } from './feedback';

const { given } = deciderSpec(feedbackDecider);
const time = '2026-03-15T10:00:00.000Z';
const submit = (data: Partial<FeedbackCommand['data']>): FeedbackCommand => ({
  type: 'SubmitFeedback',
  data: { feedbackId: 'f-1', sentiment: false, ...data },
  metadata: meta({ time }),
});
const submitted = (data: Partial<FeedbackEvent['data']>): FeedbackEvent => ({
  type: 'FeedbackSubmitted',
  data: {
    feedbackId: 'f-1',
    sentiment: false,
    message: '',
    fields: [],
    data: null,
    phrase: '',
    submittedAt: time,
    ...data,
  },
});

describe('feedback', () => {
  describe('when nothing was submitted', () => {
    it('records a thumbs-down with its reasons from a comma list', () => {
      given([])
        .when(
          submit({
            message: ' Wrong total ',
            fields: 'harmful, not_true',
            phrase: 'revenue',
            data: { title: 'Revenue' },
          }),
        )
        .then([
          submitted({
            message: 'Wrong total',
            fields: ['harmful', 'not_true'],
            phrase: 'revenue',
            data: { title: 'Revenue' },
          }),
        ]);
    });
    it('records a thumbs-up without reasons', () => {
      given([])
        .when(submit({ sentiment: true }))
        .then([submitted({ sentiment: true })]);
    });
    it('refuses reasons on a thumbs-up', () => {
      given([])
        .when(submit({ sentiment: true, fields: ['not_helpful'] }))
        .thenThrows({ code: 'validation', messageKey: 'feedback.fields_only_for_thumbs_down' });
    });
    it('refuses an unknown reason', () => {
      given([])
        .when(submit({ fields: 'harmful,boring' }))
        .thenThrows({ code: 'validation', messageKey: 'validation.one_of' });
    });
    it('needs a sentiment', () => {
      given([])
        .when(submit({ sentiment: undefined }))
        .thenThrows({ code: 'validation', messageKey: 'validation.required' });
    });
    it('refuses a message over 2000 characters', () => {
      given([])
        .when(submit({ message: 'x'.repeat(2001) }))
        .thenThrows({ code: 'validation', messageKey: 'validation.max_length' });
    });
  });

  describe('when this feedback was already submitted', () => {
    it('records it once', () => {
      given([submitted({})])
        .when(submit({}))
        .thenNothingHappened();
      given([submitted({})])
        .when(submit({ feedbackId: 'f-2' }))
        .then([submitted({ feedbackId: 'f-2' })]);
    });
  });

  it('parses reason lists', () => {
    expect(parseFeedbackFields('not_true, ,not_true,harmful')).toEqual(['not_true', 'harmful']);
    expect(parseFeedbackFields(undefined)).toEqual([]);
  });
});
