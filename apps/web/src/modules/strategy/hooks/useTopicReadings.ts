import { useCallback, useState } from 'react';
import type { TopicReading } from '@parley/domain';
import { strategyApi, storedReadings } from '../utils/strategy-api';
import type { ProposedReading, StrategyWords } from '../utils/strategy-api';

export type ReadingDecision = Pick<TopicReading, 'status' | 'question'>;

// The strategy's words as the default source reads them (issue 29): asked of the server when the
// strategy is saved, and again after each decision the person takes on one of them.
export function useTopicReadings() {
  const [readings, setReadings] = useState<ProposedReading[] | null>(null);
  const [source, setSource] = useState('');
  const check = useCallback(async (words: StrategyWords): Promise<ProposedReading[]> => {
    const reply = await strategyApi.readings(words);
    setReadings(reply.readings);
    setSource(reply.source);
    return reply.readings;
  }, []);
  // The readings with one decided: confirmed, changed (other words) or dropped.
  const decided = useCallback(
    (reading: ProposedReading, decision: ReadingDecision): TopicReading[] =>
      storedReadings(
        (readings ?? []).map((r) =>
          r.kind === reading.kind && r.said === reading.said
            ? {
                ...r,
                status: decision.status,
                question: decision.question ?? r.question,
                // Other words are read again by the server.
                ...(decision.question !== undefined ? { readAs: undefined } : {}),
              }
            : r,
        ),
      ),
    [readings],
  );
  return { readings, source, check, decided };
}
