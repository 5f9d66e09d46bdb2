import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const VENDOR = join(__dirname, '../../vendor');

// `git hash-object`: what the upstream repository calls the file.
const gitBlob = (file: string) => {
  const bytes = readFileSync(join(VENDOR, file));
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
};

// The schemas the cards and the manifest are checked against are Microsoft's files, unedited.
describe('official schemas in apps/bot-msteams/vendor', () => {
  it.each([
    ['adaptive-cards/1.5.0/adaptive-card.json', '8301d0efef25d6626b52d6e38b20dc81dc59502e'],
    ['teams-manifest/v1.17/MicrosoftTeams.schema.json', '16816beff143cf31809b85fcbf91725d7406676b'],
    [
      'teams-manifest/v1.17/MicrosoftTeams.Localization.schema.json',
      '5b799690f5ce030d7f7a0a49d552d3580054a53e',
    ],
  ])('%s is the upstream blob', (file, blob) => {
    expect(gitBlob(file)).toBe(blob);
  });
});
