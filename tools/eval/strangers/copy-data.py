# Copies the five vega-datasets files this set uses into data/, trimming movies.json below 1 MB.
# Run from this folder: python3 copy-data.py (reads ../../../node_modules/vega-datasets/data, formats with prettier).
import json, shutil, os, subprocess
SRC = os.path.join(os.path.dirname(__file__) or '.', '../../../node_modules/vega-datasets/data')
DST = os.path.join(os.path.dirname(__file__) or '.', 'data')
for f in ['seattle-weather.csv', 'disasters.csv', 'penguins.json', 'unemployment-across-industries.json']:
    shutil.copyfile(os.path.join(SRC, f), os.path.join(DST, f))
# movies.json is 1.4 MB: keep the films released 2000-2010 (the bulk of it), one compact line per film.
movies = json.load(open(os.path.join(SRC, 'movies.json')))
kept = [m for m in movies if m['Release Date'] and 2000 <= int(m['Release Date'][-4:]) <= 2010]
with open(os.path.join(DST, 'movies.json'), 'w') as f:
    f.write('[\n' + ',\n'.join(json.dumps(m, ensure_ascii=False) for m in kept) + '\n]\n')
print('movies', len(kept), 'of', len(movies))
# the repository's format check (prettier --check .) covers these files: write them in its style
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../..')
subprocess.run(['npx', 'prettier', '--write', 'tools/eval/strangers/data/'], cwd=ROOT, check=True)
