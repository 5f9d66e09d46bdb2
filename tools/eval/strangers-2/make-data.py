# Deterministic generated datasets for the strangers-2 eval. Run from this folder: python3 make-data.py
#   data/personel.csv - a Turkish HR register: one row per employee hired January 2021 - September 2025
#   data/orders.csv   - an English online outdoor-gear store: one row per order line, January 2024 - October 2025
import csv, random, datetime as dt
def pick(pairs): return random.choices([p for p, _ in pairs], [w for _, w in pairs])[0]
def days(d0, d1): return [d0 + dt.timedelta(i) for i in range((d1 - d0).days + 1)]

random.seed(7311)
adlar = ['Ahmet', 'Ayşe', 'Burak', 'Cansu', 'Deniz', 'Emre', 'Fatma', 'Gökhan', 'Hande', 'İbrahim', 'Kübra', 'Murat',
         'Nur', 'Oğuz', 'Özge', 'Selin', 'Serkan', 'Şule', 'Tolga', 'Ümit', 'Yasemin', 'Zafer']
soyadlar = ['Acar', 'Aydın', 'Çelik', 'Doğru', 'Erdem', 'Güler', 'Işık', 'Kara', 'Koç', 'Özdemir', 'Polat', 'Şen',
            'Tekin', 'Uçar', 'Yalçın', 'Yıldırım']
# department: (weight, salary range in TL per month in 2021)
departmanlar = {'Satış': (4, 28000, 45000), 'Yazılım': (3, 45000, 80000), 'Muhasebe': (2, 30000, 48000),
                'İnsan Kaynakları': (1, 30000, 46000), 'Müşteri Hizmetleri': (3, 22000, 30000), 'Lojistik': (2, 24000, 36000)}
sehirler = [('İstanbul', 5), ('Ankara', 3), ('İzmir', 2), ('Bursa', 1), ('Antalya', 1)]
personel, no = [], 0
for d in days(dt.date(2021, 1, 1), dt.date(2025, 9, 30)):
    if d.weekday() >= 5: continue  # hires start on weekdays
    n = 1 if random.random() < 0.45 else 0
    # the anomaly the driver questions ask about: a new call centre team, about 25 extra customer-service
    # hires spread over the working days of June 2025
    if d.year == 2025 and d.month == 6: n += 1 + (random.random() < 0.2)
    for i in range(n):
        dep = 'Müşteri Hizmetleri' if (d.year == 2025 and d.month == 6 and i > 0) or (n == 1 and d.year == 2025 and d.month == 6 and random.random() < 0.5) else \
            random.choices(list(departmanlar), [v[0] for v in departmanlar.values()])[0]
        _, lo, hi = departmanlar[dep]
        zam = 1.45 ** (d.year - 2021)  # yearly wage inflation
        unvan = pick([('Uzman', 6), ('Kıdemli Uzman', 3), ('Müdür', 1)])
        maas = round(random.uniform(lo, hi) * zam * {'Uzman': 1, 'Kıdemli Uzman': 1.3, 'Müdür': 1.8}[unvan], -2)
        no += 1
        personel.append({'Sicil No': f'P{no:04d}', 'Ad Soyad': f'{random.choice(adlar)} {random.choice(soyadlar)}',
                         'Departman': dep, 'Şehir': pick(sehirler), 'Unvan': unvan, 'İşe Giriş Tarihi': d.isoformat(),
                         'Eğitim': pick([('Lise', 2), ('Lisans', 6), ('Yüksek Lisans', 2)]), 'Brüt Maaş': int(maas),
                         'Yıllık Prim': int(round(maas * random.choice([0, 0, 0.5, 1, 1.5, 2]), -2)),
                         'Performans Puanı': pick([(1, 1), (2, 2), (3, 5), (4, 4), (5, 2)]),
                         'Fazla Mesai (Saat)': random.choice([0, 0, 0, 4, 8, 12, 20]),
                         'Uzaktan Çalışma': 'Evet' if random.random() < (0.6 if dep == 'Yazılım' else 0.2) else 'Hayır',
                         'Ayrıldı': 'Evet' if random.random() < 0.03 * (2025 - d.year + 1) else 'Hayır'})
with open('data/personel.csv', 'w', newline='', encoding='utf-8') as f:
    w = csv.DictWriter(f, fieldnames=list(personel[0]), lineterminator='\n'); w.writeheader(); w.writerows(personel)
print('personel', len(personel))

random.seed(2718)
products = {'Camping': [('Summit 2P Tent', 329), ('Trail Sleeping Bag', 149), ('Camp Stove', 89)],
            'Footwear': [('Ridge Hiking Boot', 179), ('Trail Runner', 129)],
            'Apparel': [('Rain Shell Jacket', 199), ('Merino Base Layer', 79), ('Fleece Pullover', 69)],
            'Accessories': [('Headlamp', 39), ('Water Filter', 45), ('Trekking Poles', 99)]}
catalog = [(c, p, price) for c, ps in products.items() for p, price in ps]
regions = [('West', 4), ('Northeast', 3), ('Southeast', 3), ('Midwest', 2), ('Southwest', 2)]
orders, oid = [], 0
for d in days(dt.date(2024, 1, 1), dt.date(2025, 10, 31)):
    season = 1.3 if d.month in (5, 6, 7, 8) else 0.8 if d.month in (1, 2) else 1.0
    n = max(0, int(random.gauss(4 * season * (1 + 0.15 * (d.year - 2024)), 1.5)))
    # the anomaly the driver questions ask about: a Black Friday deal on the Summit 2P Tent in November 2024
    promo = 8 if d.year == 2024 and d.month == 11 and d.day >= 20 else 0
    for k in range(n + promo):
        oid += 1
        customer = f'C{random.randint(1, 900):04d}'
        region, channel = pick(regions), pick([('Web', 5), ('Mobile App', 3), ('Marketplace', 2)])
        express = 'Yes' if random.random() < 0.25 else 'No'
        status = pick([('Completed', 88), ('Returned', 8), ('Cancelled', 4)])
        lines = [('Camping', 'Summit 2P Tent', 329)] if k >= n else random.sample(catalog, pick([(1, 5), (2, 3), (3, 1)]))
        for cat, prod, price in lines:
            qty = 1 if k >= n else pick([(1, 6), (2, 3), (3, 1)])
            disc = 25 if k >= n else random.choice([0, 0, 0, 10, 15])
            orders.append({'Order Date': d.isoformat(), 'Order ID': f'SO-{oid:05d}', 'Customer ID': customer,
                           'Region': region, 'Sales Channel': channel, 'Category': cat, 'Product': prod,
                           'Quantity': qty, 'Unit Price': price, 'Discount %': disc,
                           'Revenue': round(qty * price * (1 - disc / 100), 2), 'Status': status,
                           'Express Shipping': express})
with open('data/orders.csv', 'w', newline='', encoding='utf-8') as f:
    w = csv.DictWriter(f, fieldnames=list(orders[0]), lineterminator='\n'); w.writeheader(); w.writerows(orders)
print('orders', len(orders), 'lines,', oid, 'orders')
