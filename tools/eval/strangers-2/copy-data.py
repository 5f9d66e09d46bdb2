# Copies the five vega-datasets files this set uses into data/, trimming birdstrikes.csv and football.json
# below 1 MB. Run from this folder: python3 copy-data.py (reads ../../../node_modules/vega-datasets/data,
# formats the JSON files with prettier).
import csv, json, shutil, os, subprocess
SRC = os.path.join(os.path.dirname(__file__) or '.', '../../../node_modules/vega-datasets/data')
DST = os.path.join(os.path.dirname(__file__) or '.', 'data')
for f in ['barley.json', 'population.json', 'income.json']:
    shutil.copyfile(os.path.join(SRC, f), os.path.join(DST, f))
# birdstrikes.csv is 1.2 MB: keep the strikes of 1996-2001 (whole years; 2002 stops in July), columns unchanged.
with open(os.path.join(SRC, 'birdstrikes.csv'), newline='', encoding='utf-8') as f:
    r = csv.reader(f); head = next(r); rows = list(r)
d = head.index('Flight Date')
kept = [x for x in rows if '1996' <= x[d][:4] <= '2001']
with open(os.path.join(DST, 'birdstrikes.csv'), 'w', newline='', encoding='utf-8') as f:
    w = csv.writer(f, lineterminator='\n'); w.writerow(head); w.writerows(kept)
print('birdstrikes', len(kept), 'of', len(rows))
# football.json is 1.2 MB: keep the 2015/16 and 2016/17 seasons (matches from July 2015), one compact line each.
games = json.load(open(os.path.join(SRC, 'football.json'), encoding='utf-8'))
kept = [g for g in games if g['date'] >= '2015-07-01']
with open(os.path.join(DST, 'football.json'), 'w', encoding='utf-8') as f:
    f.write('[\n' + ',\n'.join(json.dumps(g, ensure_ascii=False) for g in kept) + '\n]\n')
print('football', len(kept), 'of', len(games))
# the repository's format check (prettier --check .) covers these files: write them in its style
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../..')
subprocess.run(['npx', 'prettier', '--write', 'tools/eval/strangers-2/data/'], cwd=ROOT, check=True)
