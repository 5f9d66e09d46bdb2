import { CARD_APL_DOCUMENT } from './card-visual';
import { missingImports } from '../testing/apl-imports';

// Every APL document the skill sends, against the packages it imports.
describe('APL documents', () => {
  it.each([['the answer card', CARD_APL_DOCUMENT]])(
    '%s imports every package whose styles, resources and components it uses',
    (_name, document) => {
      expect(missingImports(document)).toEqual([]);
    },
  );

  it('notices a document that uses alexa-styles without importing it', () => {
    const { import: _imports, ...withoutImports } = CARD_APL_DOCUMENT;
    expect(missingImports(withoutImports)).toEqual(
      expect.arrayContaining(['style textStyleDisplay4', 'resource @marginHorizontal']),
    );
  });
});
