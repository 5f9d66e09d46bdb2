import type { Decider, DomainCommand } from '../core/decider';
import { refuse, unknownCommand } from '../core/domain-error';
import { maxLength, oneOf, required } from '../rules/field-rules';
import { assertValid } from '../rules/validator';

export type FeedbackField = 'harmful' | 'not_true' | 'not_helpful';
export const FEEDBACK_FIELDS: readonly FeedbackField[] = ['harmful', 'not_true', 'not_helpful'];
export const FEEDBACK_MESSAGE_MAX = 2000;

export type FeedbackEvent = {
  type: 'FeedbackSubmitted';
  data: {
    feedbackId: string;
    sentiment: boolean;
    message: string;
    fields: FeedbackField[];
    // The conversation item or card the feedback is about, as the client sent it.
    data: Record<string, unknown> | null;
    phrase: string;
    submittedAt: string;
  };
};

export type FeedbackCommand = DomainCommand<
  'SubmitFeedback',
  {
    feedbackId: string;
    sentiment: boolean;
    message?: string;
    // The web app sends a comma list ("harmful,not_true"); other clients may send an array.
    fields?: string | string[];
    data?: Record<string, unknown> | null;
    phrase?: string;
  }
>;

export type FeedbackState = { submitted: string[] };

export const FEEDBACK_PERSONAL_FIELDS: Record<FeedbackEvent['type'], readonly string[]> = {
  FeedbackSubmitted: ['message', 'phrase', 'data'],
};

export function parseFeedbackFields(fields: string | string[] | undefined): string[] {
  const list = Array.isArray(fields) ? fields : (fields ?? '').split(',');
  return [...new Set(list.map((field) => field.trim()).filter((field) => field !== ''))];
}

const everyFieldKnown = (value: unknown) =>
  (value as string[]).map((field) => oneOf(FEEDBACK_FIELDS)(field, {})).find(Boolean);

export function submitFeedback(
  { data, metadata }: FeedbackCommand,
  state: FeedbackState,
): FeedbackEvent[] {
  // A resent form with the same id is recorded once.
  if (state.submitted.includes(data.feedbackId)) return [];
  const fields = parseFeedbackFields(data.fields);
  const message = (data.message ?? '').trim();
  assertValid(
    { feedbackId: data.feedbackId, sentiment: data.sentiment, fields, message },
    {
      feedbackId: [required],
      sentiment: [required, oneOf([true, false])],
      fields: [everyFieldKnown],
      message: [maxLength(FEEDBACK_MESSAGE_MAX)],
    },
  );
  // The harmful / not true / not helpful boxes belong to a thumbs-down only.
  if (data.sentiment && fields.length > 0)
    throw refuse.validation('feedback.fields_only_for_thumbs_down');
  return [
    {
      type: 'FeedbackSubmitted',
      data: {
        feedbackId: data.feedbackId,
        sentiment: data.sentiment,
        message,
        fields: fields as FeedbackField[],
        data: data.data ?? null,
        phrase: (data.phrase ?? '').trim(),
        submittedAt: metadata.time,
      },
    },
  ];
}

export function evolveFeedback(state: FeedbackState, event: FeedbackEvent): FeedbackState {
  switch (event.type) {
    case 'FeedbackSubmitted':
      return { submitted: [...state.submitted, event.data.feedbackId] };
    default: {
      const _exhaustive: never = event.type;
      // An event type this version does not know (e.g. written by a newer one) changes nothing.
      return state;
    }
  }
}

export function decideFeedback(command: FeedbackCommand, state: FeedbackState): FeedbackEvent[] {
  switch (command.type) {
    case 'SubmitFeedback':
      return submitFeedback(command, state);
    default: {
      const _exhaustive: never = command.type;
      throw unknownCommand(command as never);
    }
  }
}

export const feedbackDecider: Decider<FeedbackCommand, FeedbackEvent, FeedbackState> = {
  initialState: { submitted: [] },
  evolve: evolveFeedback,
  decide: decideFeedback,
};
