# Writes questions.jsonl: the strangers-2 eval, questions written from the data and the public sets' kinds only,
# without looking at the engine's word lists or answers. Each gold answer is the result of its DuckDB SQL over
# table T (the dataset); alt_sql lists other readings a careful analyst would also accept.
# Run from this folder: python3 questions.py
import json
Q = []
def q(id, dataset, question, kind, sql=None, **kw):
    d = {'id': id, 'dataset': dataset, 'question': question, 'kind': kind}
    if sql: d['sql'] = ' '.join(sql.split())
    for k, v in kw.items():
        d[k] = [' '.join(s.split()) for s in v] if k == 'alt_sql' else v
    Q.append(d)
def share(cond, where=''):  # percent and fraction readings of "what share of rows ..."
    w = f' where {where}' if where else ''
    return (f"select 100*avg(case when {cond} then 1 else 0 end) v from T{w}",
            f"select avg(case when {cond} then 1 else 0 end) v from T{w}")

# --- birdstrikes.csv: FAA wildlife strikes 1996-2001 (trimmed by copy-data.py) ---
B = 'birdstrikes.csv'
FD, COST, OP = '"Flight Date"', '"Cost Total $"', '"Aircraft Airline Operator"'
q('b01', B, 'What did bird strikes cost in total in 2000?', 'scalar', f"select sum({COST}) v from T where year({FD})=2000")
q('b02', B, 'number of strikes by phase of flight', 'breakdown', "select \"Phase of flight\" k, count(*) v from T group by 1")
q('b03', B, 'Which five airlines reported the most bird strikes?', 'top', f"select {OP} k, count(*) v from T group by 1 order by v desc limit 5", n=5)
q('b04', B, 'which state had the costliest bird strikes', 'top', f"select \"Origin State\" k, sum({COST}) v from T group by 1 order by v desc limit 1", n=1)
q('b05', B, 'How many strikes caused substantial damage?', 'scalar', "select count(*) v from T where \"Effect Amount of damage\"='Substantial'")
s = share("\"Time of day\"='Night'")
q('b06', B, 'what percentage of strikes happened at night', 'scalar', s[0], alt_sql=[s[1]])
q('b07', B, 'average speed by phase of flight', 'breakdown', "select \"Phase of flight\" k, avg(\"Speed IAS in knots\") v from T group by 1")
q('b08', B, 'show the number of strikes per year', 'breakdown', f"select date_trunc('year',{FD}) k, count(*) v from T group by 1")
q('b09', B, 'year-over-year growth in the number of bird strikes', 'growth', f"select k, 100*(v/lag(v) over (order by k)-1) v from (select date_trunc('year',{FD}) k, count(*) v from T group by 1) qualify year(k)>1996")
q('b10', B, 'repair costs in 2001 compared with 2000', 'compare', f"select (select sum(\"Cost Repair\") from T where year({FD})=2001) cur, (select sum(\"Cost Repair\") from T where year({FD})=2000) prev")
q('b11', B, 'monthly strike count for 1999', 'breakdown', f"select date_trunc('month',{FD}) k, count(*) v from T where year({FD})=1999 group by 1")
q('b12', B, 'how many strikes involved large wildlife, not counting military flights', 'scalar', f"select count(*) v from T where \"Wildlife Size\"='Large' and {OP}<>'MILITARY'")
q('b13', B, 'how many different airports are in the data', 'scalar', "select count(distinct \"Airport Name\") v from T")
q('b14', B, 'the two flight phases with the fewest strikes', 'top', "select \"Phase of flight\" k, count(*) v from T group by 1 order by v asc limit 2", n=2)
q('b15', B, 'average repair cost per strike for FedEx Express', 'scalar', f"select avg(\"Cost Repair\") v from T where {OP}='FEDEX EXPRESS'")
q('b16', B, '2000 yılında kaç kuş çarpması yaşandı', 'scalar', f"select count(*) v from T where year({FD})=2000", locale='tr')
q('b17', B, 'günün saatine göre toplam onarım maliyeti', 'breakdown', "select \"Time of day\" k, sum(\"Cost Repair\") v from T group by 1", locale='tr')
q('b18', B, 'how many strikes were there last year', 'scalar', f"select count(*) v from T where year({FD})=2001", now='2002-03-01')
q('b19', B, 'strikes between June 1 and August 31, 2000', 'scalar', f"select count(*) v from T where {FD} between '2000-06-01' and '2000-08-31'")
q('b20', B, 'how many passengers were injured in bird strikes', 'refuse')
q('b21', B, 'which species caused the most damage in dollars', 'top', f"select \"Wildlife Species\" k, sum({COST}) v from T group by 1 order by v desc limit 1", n=1)
q('b22', B, 'bird strikes in Texas versus California', 'compare', "select (select count(*) from T where \"Origin State\"='Texas') cur, (select count(*) from T where \"Origin State\"='California') prev")
q('b23', B, 'average total cost of the strikes that caused substantial damage', 'scalar', f"select avg({COST}) v from T where \"Effect Amount of damage\"='Substantial'")

# --- football.json: league matches of the 2015/16 and 2016/17 seasons (trimmed by copy-data.py) ---
F = 'football.json'
q('f01', F, 'total goals scored in Serie A matches played in 2016', 'scalar', "select sum(home_score+away_score) v from T where division='Serie A' and year(date)=2016")
q('f02', F, 'average home goals per match by league', 'breakdown', "select division k, avg(home_score) v from T group by 1")
# four fixtures (three in Serie A, one in the Premier League) have no score: leaving them out is also fair
q('f03', F, 'number of matches played in each league', 'breakdown', "select division k, count(*) v from T group by 1",
  alt_sql=["select division k, count(*) v from T where home_score is not null group by 1"])
q('f04', F, 'top 3 teams by goals scored at home', 'top', "select home_team k, sum(home_score) v from T group by 1 order by v desc limit 3", n=3)
q('f05', F, 'how many games ended in a draw', 'scalar', "select count(*) v from T where home_score=away_score")
s, s2 = share('home_score>away_score'), share('home_score>away_score', 'home_score is not null')
q('f06', F, 'what percentage of matches did the home team win', 'scalar', s[0], alt_sql=[s[1], *s2])
q('f07', F, 'matches played per month in 2016', 'breakdown', "select date_trunc('month',date) k, count(*) v from T where year(date)=2016 group by 1",
  alt_sql=["select date_trunc('month',date) k, count(*) v from T where year(date)=2016 and home_score is not null group by 1"])
q('f08', F, 'home goals in the Premier League versus the German Bundesliga', 'compare', "select (select sum(home_score) from T where division='English Premier League') cur, (select sum(home_score) from T where division='Deutsche Bundesliga') prev")
q('f09', F, 'how many goals did Juventus score at home', 'scalar', "select sum(home_score) v from T where home_team='Juventus'")
q('f10', F, 'deplasmanda en çok gol atan 2 takım hangileri', 'top', "select away_team k, sum(away_score) v from T group by 1 order by v desc limit 2", n=2, locale='tr')
q('f11', F, 'lige göre maç başına ortalama toplam gol', 'breakdown', "select division k, avg(home_score+away_score) v from T group by 1", locale='tr')
q('f12', F, 'what was the highest number of goals a home side scored in one match', 'scalar', "select max(home_score) v from T")
q('f13', F, 'stadium attendance by team', 'refuse')
q('f14', F, 'the 5 home teams that scored the fewest goals at home in Serie A', 'top', "select home_team k, sum(home_score) v from T where division='Serie A' group by 1 order by v asc limit 5", n=5)
q('f15', F, 'how many different teams played in the English Premier League', 'scalar', "select count(distinct home_team) v from T where division='English Premier League'")
q('f16', F, 'average goals per game in the Primera Division between August 2016 and May 2017', 'scalar', "select avg(home_score+away_score) v from T where division='Primera Division' and date between '2016-08-01' and '2017-05-31'")

# --- barley.json: barley yields of ten varieties at six Minnesota sites, 1931 and 1932 ---
G = 'barley.json'
q('g01', G, 'average yield by site', 'breakdown', "select site k, avg(yield) v from T group by 1")
q('g02', G, 'total yield per variety', 'breakdown', "select variety k, sum(yield) v from T group by 1")
q('g03', G, 'which variety had the best average yield in 1932', 'top', "select variety k, avg(yield) v from T where year=1932 group by 1 order by v desc limit 1", n=1)
q('g04', G, 'total yield at Morris in 1932 vs 1931', 'compare', "select (select sum(yield) from T where site='Morris' and year=1932) cur, (select sum(yield) from T where site='Morris' and year=1931) prev")
q('g05', G, 'percent change in total yield from 1931 to 1932 for each site', 'growth', "select site k, 100*(sum(case when year=1932 then yield end)/sum(case when year=1931 then yield end)-1) v from T group by 1")
q('g06', G, 'the 3 lowest-yielding varieties', 'top', "select variety k, avg(yield) v from T group by 1 order by v asc limit 3", n=3,
  alt_sql=["select variety k, sum(yield) v from T group by 1 order by v asc limit 3"])
q('g07', G, 'what was the highest yield recorded at Waseca', 'scalar', "select max(yield) v from T where site='Waseca'")
q('g08', G, 'yıllara göre ortalama verim', 'breakdown', "select year k, avg(yield) v from T group by 1", locale='tr')
q('g09', G, 'average yield of Trebi excluding Waseca', 'scalar', "select avg(yield) v from T where variety='Trebi' and site<>'Waseca'")
q('g10', G, 'how much fertilizer was used at each site', 'refuse')

# --- population.json: U.S. census population by year, five-year age group (age = lower bound) and sex code ---
C = 'population.json'
q('c01', C, 'what was the total population in 1950', 'scalar', "select sum(people) v from T where year=1950")
q('c02', C, 'population by census year', 'breakdown', "select year k, sum(people) v from T group by 1")
q('c03', C, 'growth rate of the total population from one census to the next', 'growth', "select k, 100*(v/lag(v) over (order by k)-1) v from (select year k, sum(people) v from T group by 1) qualify k>1850")
q('c04', C, 'how many people were 65 or older in 2000', 'scalar', "select sum(people) v from T where year=2000 and age>=65")
q('c05', C, 'which age group was the largest in 1900', 'top', "select age k, sum(people) v from T where year=1900 group by 1 order by v desc limit 1", n=1)
q('c06', C, 'population in 2000 compared with 1950', 'compare', "select (select sum(people) from T where year=2000) cur, (select sum(people) from T where year=1950) prev")
q('c07', C, 'the three smallest age groups in 1850', 'top', "select age k, sum(people) v from T where year=1850 group by 1 order by v asc limit 3", n=3)
q('c08', C, 'population by sex in 2000', 'breakdown', "select sex k, sum(people) v from T where year=2000 group by 1")
q('c09', C, 'children under 10 in 1900', 'scalar', "select sum(people) v from T where year=1900 and age<10")
q('c10', C, '1990 nüfusunun yaş gruplarına göre dağılımı', 'breakdown', "select age k, sum(people) v from T where year=1990 group by 1", locale='tr')
q('c11', C, 'population by state in 1950', 'refuse')
q('c12', C, 'share of the population aged 65 and over in 1950', 'scalar', "select 100*sum(case when age>=65 then people else 0 end)/sum(people) v from T where year=1950",
  alt_sql=["select sum(case when age>=65 then people else 0 end)/sum(people) v from T where year=1950"])

# --- income.json: share (pct) of each U.S. state's households in ten income groups, with region ---
I = 'income.json'
q('i01', I, 'how many states are in the south region', 'scalar', "select count(distinct name) v from T where region='south'")
q('i02', I, 'average share of the 200000+ income group by region', 'breakdown', "select region k, avg(pct) v from T where \"group\"='200000+' group by 1",
  alt_sql=["select region k, 100*avg(pct) v from T where \"group\"='200000+' group by 1"])
q('i03', I, 'which state has the largest share of people earning 200000+', 'top', "select name k, max(pct) v from T where \"group\"='200000+' group by 1 order by v desc limit 1", n=1,
  alt_sql=["select name k, 100*max(pct) v from T where \"group\"='200000+' group by 1 order by v desc limit 1"])
q('i04', I, 'income group percentages for Texas', 'breakdown', "select \"group\" k, pct v from T where name='Texas'",
  alt_sql=["select \"group\" k, 100*pct v from T where name='Texas'"])
q('i05', I, 'the 3 states with the largest total', 'top', "select name k, max(total) v from T group by 1 order by v desc limit 3", n=3)
q('i06', I, 'how many states have more than 10% in the under 10000 group', 'scalar', "select count(*) v from T where \"group\"='<10000' and pct>0.10",
  alt_sql=["select count(*) v from T where \"group\"='<10000' and pct>=0.10"])
q('i07', I, 'lowest 3 states by share in the 200000+ group', 'top', "select name k, min(pct) v from T where \"group\"='200000+' group by 1 order by v asc limit 3", n=3,
  alt_sql=["select name k, 100*min(pct) v from T where \"group\"='200000+' group by 1 order by v asc limit 3"])
q('i08', I, 'median household income by year', 'refuse')
q('i09', I, 'bölgelere göre eyalet sayısı', 'breakdown', "select region k, count(distinct name) v from T group by 1", locale='tr')
q('i10', I, 'average pct in the 50000 to 74999 group for the west region', 'scalar', "select avg(pct) v from T where \"group\"='50000 to 74999' and region='west'",
  alt_sql=["select 100*avg(pct) v from T where \"group\"='50000 to 74999' and region='west'"])

# --- personel.csv: generated Turkish HR register (make-data.py), hires January 2021 - September 2025 ---
K = 'personel.csv'
GT, MAAS = '"İşe Giriş Tarihi"', '"Brüt Maaş"'
q('k01', K, '2024 yılında kaç kişi işe alındı', 'scalar', f"select count(*) v from T where year({GT})=2024", locale='tr')
q('k02', K, 'departmanlara göre çalışan sayısı', 'breakdown', "select Departman k, count(*) v from T group by 1", locale='tr',
  # "çalışan" read as those still employed
  alt_sql=["select Departman k, count(*) v from T where \"Ayrıldı\"='Hayır' group by 1"])
q('k03', K, 'şehirlere göre ortalama brüt maaş', 'breakdown', f"select \"Şehir\" k, avg({MAAS}) v from T group by 1", locale='tr')
q('k04', K, 'ortalama maaşı en yüksek 2 departman', 'top', f"select Departman k, avg({MAAS}) v from T group by 1 order by v desc limit 2", n=2, locale='tr')
s = share("\"Uzaktan Çalışma\"='Evet'", "Departman='Yazılım'")
q('k05', K, 'Yazılım departmanında uzaktan çalışanların oranı', 'scalar', s[0], alt_sql=[s[1]], locale='tr')
q('k06', K, 'toplam yıllık prim ne kadar', 'scalar', "select sum(\"Yıllık Prim\") v from T", locale='tr')
q('k07', K, 'yıllara göre işe alım sayısı', 'breakdown', f"select date_trunc('year',{GT}) k, count(*) v from T group by 1", locale='tr')
q('k08', K, 'yıllık işe alım artışı', 'growth', f"select k, 100*(v/lag(v) over (order by k)-1) v from (select date_trunc('year',{GT}) k, count(*) v from T group by 1) qualify year(k)>2021", locale='tr')
q('k09', K, "Haziran 2025'te işe alımlar neden arttı", 'driver', expect=['Müşteri Hizmetleri'], locale='tr')
q('k10', K, "Mayıs'a kıyasla Haziran 2025'te maaş giderindeki artışı ne açıklıyor", 'driver', expect=['Müşteri Hizmetleri'], locale='tr')
q('k11', K, 'performans puanı 4 ve üzeri olan çalışan sayısı', 'scalar', "select count(*) v from T where \"Performans Puanı\">=4", locale='tr')
q('k12', K, 'müdürlerin ortalama maaşı', 'scalar', f"select avg({MAAS}) v from T where Unvan='Müdür'", locale='tr')
q('k13', K, 'İstanbul dışındaki çalışanların toplam maaşı', 'scalar', f"select sum({MAAS}) v from T where \"Şehir\"<>'İstanbul'", locale='tr')
s = share("\"Ayrıldı\"='Evet'")
q('k14', K, 'işten ayrılanların oranı', 'scalar', s[0], alt_sql=[s[1]], locale='tr')
q('k15', K, "2025 ilk çeyrek işe alımlarını 2024 ilk çeyreğiyle karşılaştır", 'compare', f"select (select count(*) from T where {GT} between '2025-01-01' and '2025-03-31') cur, (select count(*) from T where {GT} between '2024-01-01' and '2024-03-31') prev", locale='tr')
q('k16', K, 'eğitim durumuna göre ortalama prim', 'breakdown', "select \"Eğitim\" k, avg(\"Yıllık Prim\") v from T group by 1", locale='tr')
q('k17', K, 'en az fazla mesai yapan 3 departman', 'top', "select Departman k, sum(\"Fazla Mesai (Saat)\") v from T group by 1 order by v asc limit 3", n=3, locale='tr',
  alt_sql=["select Departman k, avg(\"Fazla Mesai (Saat)\") v from T group by 1 order by v asc limit 3"])
q('k18', K, 'geçen ay kaç kişi işe başladı', 'scalar', f"select count(*) v from T where {GT} between '2025-09-01' and '2025-09-30'", now='2025-10-06', locale='tr')
q('k19', K, 'bu yıl işe alınanların ortalama maaşı', 'scalar', f"select avg({MAAS}) v from T where year({GT})=2025", now='2025-10-06', locale='tr')
q('k20', K, 'çalışanların yaş ortalaması', 'refuse', locale='tr')
q('k21', K, 'departmanlara göre kullanılan izin günleri', 'refuse', locale='tr')
q('k22', K, 'kaç farklı unvan var', 'scalar', "select count(distinct Unvan) v from T", locale='tr')
q('k23', K, "Ankara'da Satış departmanında kaç kişi çalışıyor", 'scalar', "select count(*) v from T where \"Şehir\"='Ankara' and Departman='Satış'", locale='tr',
  alt_sql=["select count(*) v from T where \"Şehir\"='Ankara' and Departman='Satış' and \"Ayrıldı\"='Hayır'"])
q('k24', K, 'average salary by department', 'breakdown', f"select Departman k, avg({MAAS}) v from T group by 1")
q('k25', K, 'total payroll for remote workers', 'scalar', f"select sum({MAAS}) v from T where \"Uzaktan Çalışma\"='Evet'")
q('k26', K, "2023'ten bu yana işe girenlerin departman bazında ortalama primi", 'breakdown', f"select Departman k, avg(\"Yıllık Prim\") v from T where {GT}>='2023-01-01' group by 1", locale='tr')
q('k27', K, 'Lisans mezunu kaç kişi var', 'scalar', "select count(*) v from T where \"Eğitim\"='Lisans'", locale='tr')
q('k28', K, "2024'te işe alınanların ortalama brüt maaşını 2023'tekilerle karşılaştır", 'compare', f"select (select avg({MAAS}) from T where year({GT})=2024) cur, (select avg({MAAS}) from T where year({GT})=2023) prev", locale='tr')

# --- orders.csv: generated online outdoor-gear store (make-data.py), one row per order line, 2024-01 to 2025-10 ---
O = 'orders.csv'
OD = '"Order Date"'
AOV = 'sum(Revenue)/count(distinct "Order ID")'
q('o01', O, 'How much revenue did we make in 2024?', 'scalar', f"select sum(Revenue) v from T where year({OD})=2024",
  # leaving out cancelled, or cancelled and returned, orders is also fair
  alt_sql=[f"select sum(Revenue) v from T where year({OD})=2024 and Status<>'Cancelled'",
           f"select sum(Revenue) v from T where year({OD})=2024 and Status='Completed'"])
q('o02', O, 'revenue by region', 'breakdown', "select Region k, sum(Revenue) v from T group by 1")
q('o03', O, 'top 3 products by units sold', 'top', "select Product k, sum(Quantity) v from T group by 1 order by v desc limit 3", n=3)
q('o04', O, 'what is our average order value', 'scalar', f"select {AOV} v from T")
q('o05', O, 'average order value by sales channel', 'breakdown', f"select \"Sales Channel\" k, {AOV} v from T group by 1")
q('o06', O, 'how many orders were returned', 'scalar', "select count(distinct \"Order ID\") v from T where Status='Returned'",
  alt_sql=["select count(*) v from T where Status='Returned'"])
q('o07', O, 'return rate by category', 'breakdown', "select Category k, 100*avg(case when Status='Returned' then 1 else 0 end) v from T group by 1",
  alt_sql=["select Category k, avg(case when Status='Returned' then 1 else 0 end) v from T group by 1"])
q('o08', O, 'monthly revenue in 2025', 'breakdown', f"select date_trunc('month',{OD}) k, sum(Revenue) v from T where year({OD})=2025 group by 1")
q('o09', O, 'month over month revenue growth in 2025', 'growth', f"select k, 100*(v/lag(v) over (order by k)-1) v from (select date_trunc('month',{OD}) k, sum(Revenue) v from T group by 1) qualify year(k)=2025 and month(k)>1")
q('o10', O, 'why did revenue jump in November 2024?', 'driver', expect=['Summit 2P Tent', 'Camping'])
q('o11', O, 'what drove the increase in units sold in November 2024 compared with October', 'driver', expect=['Summit 2P Tent', 'Camping'])
q('o12', O, 'revenue in Q3 2025 vs Q3 2024', 'compare', f"select (select sum(Revenue) from T where {OD} between '2025-07-01' and '2025-09-30') cur, (select sum(Revenue) from T where {OD} between '2024-07-01' and '2024-09-30') prev")
q('o13', O, 'how many unique customers ordered in 2025', 'scalar', f"select count(distinct \"Customer ID\") v from T where year({OD})=2025")
q('o14', O, 'which region brought in the least revenue in 2024', 'top', f"select Region k, sum(Revenue) v from T where year({OD})=2024 group by 1 order by v asc limit 1", n=1)
q('o15', O, 'share of revenue from the Marketplace channel', 'scalar', "select 100*sum(case when \"Sales Channel\"='Marketplace' then Revenue else 0 end)/sum(Revenue) v from T",
  alt_sql=["select sum(case when \"Sales Channel\"='Marketplace' then Revenue else 0 end)/sum(Revenue) v from T"])
q('o16', O, 'how many orders used express shipping', 'scalar', "select count(distinct \"Order ID\") v from T where \"Express Shipping\"",
  alt_sql=["select count(*) v from T where \"Express Shipping\""])
q('o17', O, 'revenue from discounted items', 'scalar', "select sum(Revenue) v from T where \"Discount %\">0")
q('o18', O, 'revenue excluding cancelled orders in 2025', 'scalar', f"select sum(Revenue) v from T where Status<>'Cancelled' and year({OD})=2025")
q('o19', O, 'what did we earn last month', 'scalar', f"select sum(Revenue) v from T where {OD} between '2025-10-01' and '2025-10-31'", now='2025-11-12')
q('o20', O, 'revenue this year compared with last year', 'compare', f"select (select sum(Revenue) from T where {OD} between '2025-01-01' and '2025-11-12') cur, (select sum(Revenue) from T where {OD} between '2024-01-01' and '2024-11-12') prev", now='2025-11-12',
  alt_sql=[f"select (select sum(Revenue) from T where year({OD})=2025) cur, (select sum(Revenue) from T where year({OD})=2024) prev"])
q('o21', O, 'average discount by product category', 'breakdown', "select Category k, avg(\"Discount %\") v from T group by 1")
q('o22', O, "what's the profit margin by product", 'refuse')
q('o23', O, 'average delivery time by region', 'refuse')
q('o24', O, 'bölgelere göre toplam gelir', 'breakdown', "select Region k, sum(Revenue) v from T group by 1", locale='tr')
q('o25', O, 'en çok satan 5 ürün', 'top', "select Product k, sum(Quantity) v from T group by 1 order by v desc limit 5", n=5, locale='tr',
  alt_sql=["select Product k, sum(Revenue) v from T group by 1 order by v desc limit 5",
           "select Product k, count(*) v from T group by 1 order by v desc limit 5"])
q('o26', O, 'kategori bazında sipariş sayısı', 'breakdown', "select Category k, count(distinct \"Order ID\") v from T group by 1", locale='tr',
  alt_sql=["select Category k, count(*) v from T group by 1"])
q('o27', O, 'how many orders were worth more than 500 dollars', 'scalar', "select count(*) v from (select \"Order ID\", sum(Revenue) r from T group by 1) where r>500")
q('o28', O, 'quarterly revenue growth', 'growth', f"select k, 100*(v/lag(v) over (order by k)-1) v from (select date_trunc('quarter',{OD}) k, sum(Revenue) v from T group by 1) qualify k>'2024-01-01'")
q('o29', O, 'the 2 best-selling categories in the West in 2025', 'top', f"select Category k, sum(Revenue) v from T where Region='West' and year({OD})=2025 group by 1 order by v desc limit 2", n=2,
  alt_sql=[f"select Category k, sum(Quantity) v from T where Region='West' and year({OD})=2025 group by 1 order by v desc limit 2"])
q('o30', O, 'units sold between 10 and 20 March 2025', 'scalar', f"select sum(Quantity) v from T where {OD} between '2025-03-10' and '2025-03-20'")
q('o31', O, 'cancelled orders by month in 2025', 'breakdown', f"select date_trunc('month',{OD}) k, count(distinct \"Order ID\") v from T where Status='Cancelled' and year({OD})=2025 group by 1",
  alt_sql=[f"select date_trunc('month',{OD}) k, count(*) v from T where Status='Cancelled' and year({OD})=2025 group by 1"])

with open('questions.jsonl', 'w', encoding='utf-8') as f:
    for d in Q: f.write(json.dumps(d, ensure_ascii=False) + '\n')
kinds = {}
for d in Q: kinds[d['kind']] = kinds.get(d['kind'], 0) + 1
print(len(Q), 'questions,', sum(1 for d in Q if d.get('locale') == 'tr'), 'in Turkish,', kinds)
