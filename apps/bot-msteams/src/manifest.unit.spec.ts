import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(__dirname, '../manifest');
const json = (name: string) =>
  JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, unknown>;
const pngSize = (name: string) => {
  const png = readFileSync(join(dir, name));
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
};

describe('Teams app manifest', () => {
  const manifest = json('manifest.json') as {
    bots: { botId: string; commandLists: { commands: { title: string }[] }[] }[];
    icons: { color: string; outline: string };
    localizationInfo: { additionalLanguages: { file: string }[] };
  };

  it('declares the bot with the commands the bot understands', () => {
    expect(manifest.bots[0]?.botId).toBe('{{MICROSOFT_APP_ID}}');
    expect(manifest.bots[0]?.commandLists[0]?.commands.map((c) => c.title)).toEqual([
      'help',
      'sign in',
      'sign out',
    ]);
  });

  // In a group chat or a channel one person's Parley data would be read by everyone.
  it('is installed for personal chats only', () => {
    const bot = manifest.bots[0] as unknown as {
      scopes: string[];
      commandLists: { scopes: string[] }[];
    };
    expect(bot.scopes).toEqual(['personal']);
    expect(bot.commandLists.map((c) => c.scopes)).toEqual([['personal']]);
  });

  it('ships icons of the sizes Teams requires', () => {
    expect(pngSize(manifest.icons.color)).toEqual([192, 192]);
    expect(pngSize(manifest.icons.outline)).toEqual([32, 32]);
  });

  it('has a Turkish localisation for every command', () => {
    const tr = json(manifest.localizationInfo.additionalLanguages[0]?.file ?? '');
    expect(tr['bots[0].commandLists[0].commands[1].title']).toBe('giriş yap');
    expect(Object.keys(tr).filter((k) => k.endsWith('.title'))).toHaveLength(3);
  });
});
