# Deterministic Turkish wholesale ledger (toptan.csv) for the strangers eval: one row per invoice line,
# January 2024 to September 2025, Turkish column names. Run from this folder: python3 make-data.py
import csv, random, datetime as dt
random.seed(2026)
D0, D1 = dt.date(2024, 1, 1), dt.date(2025, 9, 30)
bolgeler = [('Marmara', 5), ('Ege', 4), ('İç Anadolu', 3), ('Akdeniz', 2), ('Karadeniz', 1)]
kategoriler = {'Gıda': (40, 160), 'Temizlik': (25, 90), 'Kırtasiye': (10, 60), 'Elektronik': (400, 1500)}
temsilciler = ['Ayşe Yılmaz', 'Mehmet Demir', 'Elif Kaya', 'Can Öztürk', 'Zeynep Şahin']
musteriler = [f'{a} {b}' for a in ['Anadolu', 'Bereket', 'Doğan', 'Güneş', 'Yıldız', 'Kuzey'] for b in ['Market', 'Ticaret']]
def pick(pairs): return random.choices([p for p, _ in pairs], [w for _, w in pairs])[0]
rows, no = [], 0
d = D0
while d <= D1:
    if d.weekday() < 6:  # no invoices on Sundays
        for _ in range(random.randint(5, 9)):
            bolge = pick(bolgeler)
            # the anomaly the driver questions ask about: the Ege region's invoices all but stop in May 2025
            if bolge == 'Ege' and d.year == 2025 and d.month == 5 and random.random() < 0.97:
                continue
            kategori = pick([('Gıda', 3), ('Temizlik', 3), ('Kırtasiye', 3), ('Elektronik', 1)])
            lo, hi = kategoriler[kategori]
            adet = random.randint(1, 40) if kategori != 'Elektronik' else random.randint(1, 3)
            fiyat = round(random.uniform(lo, hi), 2)
            iskonto = random.choice([0, 0, 0, 5, 10, 15])
            no += 1
            rows.append({'Fatura Tarihi': d.isoformat(), 'Fatura No': f'F{no:05d}', 'Müşteri': random.choice(musteriler),
                         'Bölge': bolge, 'Kategori': kategori, 'Temsilci': random.choice(temsilciler), 'Adet': adet,
                         'Birim Fiyat': fiyat, 'İskonto (%)': iskonto, 'Tutar': round(adet * fiyat * (1 - iskonto / 100), 2),
                         'Teslim Süresi (Gün)': random.choice([1, 1, 2, 2, 3, 5, 7]), 'İade': 'Evet' if random.random() < 0.06 else 'Hayır'})
    d += dt.timedelta(1)
with open('data/toptan.csv', 'w', newline='', encoding='utf-8') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
print('toptan', len(rows))
