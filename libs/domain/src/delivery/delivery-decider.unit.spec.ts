import { deciderSpec } from '../testing/decider-spec';
import { meta as metadata } from '../testing/metadata';
import { deliveryRunDecider, digestSettingsDecider } from './delivery-decider';
import type { DeliveryRun } from './delivery-events';

const run: DeliveryRun = {
  runKey: 'digest.c1.2026-03-29',
  kind: 'digest',
  targetId: 'c1',
  scheduledFor: '2026-03-29T05:00:00.000Z',
  preview: false,
};
const sent = { ...run, sentAt: '2026-03-29T05:00:03.000Z', cards: 5, messageId: '<m@parley>' };
const failed = { ...run, failedAt: '2026-03-29T05:09:00.000Z', attempts: 5, reason: 'chart' };

describe('a digest run', () => {
  const spec = deciderSpec(deliveryRunDecider);

  describe('when nothing was sent yet', () => {
    it('records the send', () =>
      spec
        .given([])
        .when({ type: 'RecordDigestSent', data: sent, metadata: metadata() })
        .then([{ type: 'DigestSent', data: sent }]));

    it('records a failure as a digest failure', () =>
      spec
        .given([])
        .when({ type: 'RecordDeliveryFailed', data: failed, metadata: metadata() })
        .then([{ type: 'DigestFailed', data: failed }]));
  });

  describe('when it was sent', () => {
    it('records a second send of the same run as nothing (no duplicate)', () =>
      spec
        .given([{ type: 'DigestSent', data: sent }])
        .when({ type: 'RecordDigestSent', data: sent, metadata: metadata() })
        .thenNothingHappened());

    it('ignores a late failure of a retry', () =>
      spec
        .given([{ type: 'DigestSent', data: sent }])
        .when({ type: 'RecordDeliveryFailed', data: failed, metadata: metadata() })
        .thenNothingHappened());
  });
});

describe('digest settings', () => {
  const spec = deciderSpec(digestSettingsDecider);
  const off = {
    collectionId: 'c1',
    enabled: false,
    attachmentsOnly: false,
    xlsx: false,
    via: 'link' as const,
  };

  it('switches the digest off from the unsubscribe link', () =>
    spec
      .given([])
      .when({
        type: 'ChangeDigestSettings',
        data: { collectionId: 'c1', enabled: false, via: 'link' },
        metadata: metadata(),
      })
      .then([{ type: 'DigestSettingsChanged', data: off }]));

  it('records nothing for a second click', () =>
    spec
      .given([{ type: 'DigestSettingsChanged', data: off }])
      .when({
        type: 'ChangeDigestSettings',
        data: { collectionId: 'c1', enabled: false, via: 'link' },
        metadata: metadata(),
      })
      .thenNothingHappened());
});
