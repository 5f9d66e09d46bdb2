# Writes questions.jsonl: the strangers eval, questions written without looking at the engine's word lists.
# Each gold answer is the result of its DuckDB SQL over table T (the dataset); alt_sql lists other readings a
# careful analyst would also accept. Run from this folder: python3 questions.py
import json
Q = []
def q(id, dataset, question, kind, sql=None, **kw):
    d = {'id': id, 'dataset': dataset, 'question': question, 'kind': kind}
    if sql: d['sql'] = ' '.join(sql.split())
    for k, v in kw.items():
        d[k] = [' '.join(s.split()) for s in v] if k == 'alt_sql' else v
    Q.append(d)

# --- seattle-weather.csv: daily weather 2012-2015 (date, precipitation mm, temp_max, temp_min °C, wind m/s, weather) ---
W = 'seattle-weather.csv'
q('w01', W, 'How much rain fell in 2014?', 'scalar', "select sum(precipitation) v from T where year(date)=2014")
q('w02', W, 'what was the hottest temperature recorded in 2013', 'scalar', "select max(temp_max) v from T where year(date)=2013")
q('w03', W, 'How many sunny days were there in 2015?', 'scalar', "select count(*) v from T where weather='sun' and year(date)=2015")
q('w04', W, 'show me total precipitation by year', 'breakdown', "select date_trunc('year',date) k, sum(precipitation) v from T group by 1")
q('w05', W, 'average high temperature for each month of 2014', 'breakdown', "select date_trunc('month',date) k, avg(temp_max) v from T where year(date)=2014 group by 1")
q('w06', W, 'number of days per weather type', 'breakdown', "select weather k, count(*) v from T group by 1")
q('w07', W, 'Which 3 months had the most rain in 2012?', 'top', "select date_trunc('month',date) k, sum(precipitation) v from T where year(date)=2012 group by 1 order by v desc limit 3", n=3)
q('w08', W, 'what was the windiest month of 2015', 'top', "select date_trunc('month',date) k, avg(wind) v from T where year(date)=2015 group by 1 order by v desc limit 1", n=1,
  alt_sql=["select date_trunc('month',date) k, max(wind) v from T where year(date)=2015 group by 1 order by v desc limit 1"])
q('w09', W, 'Was 2015 warmer than 2014? Compare the average max temperature', 'compare', "select (select avg(temp_max) from T where year(date)=2015) cur, (select avg(temp_max) from T where year(date)=2014) prev")
q('w10', W, 'year over year change in total precipitation', 'growth', "select k, 100*(v/lag(v) over (order by k)-1) v from (select date_trunc('year',date) k, sum(precipitation) v from T group by 1) qualify year(k)>2012")
q('w11', W, 'average daily low in January 2013', 'scalar', "select avg(temp_min) v from T where date between '2013-01-01' and '2013-01-31'")
q('w12', W, 'how many days had more than 20 mm of precipitation', 'scalar', "select count(*) v from T where precipitation>20")
q('w13', W, 'what share of days were rainy', 'scalar', "select 100*avg(case when weather='rain' then 1 else 0 end) v from T",
  alt_sql=["select avg(case when weather='rain' then 1 else 0 end) v from T",
           # "rainy" read as any precipitation, or as rain or drizzle
           "select 100*avg(case when precipitation>0 then 1 else 0 end) v from T",
           "select avg(case when precipitation>0 then 1 else 0 end) v from T",
           "select 100*avg(case when weather in ('rain','drizzle') then 1 else 0 end) v from T",
           "select avg(case when weather in ('rain','drizzle') then 1 else 0 end) v from T"])
q('w14', W, 'average wind speed by weather', 'breakdown', "select weather k, avg(wind) v from T group by 1")
q('w15', W, 'what is the coldest minimum temperature in the data', 'scalar', "select min(temp_min) v from T")
q('w16', W, 'the two years with the lowest average minimum temperature', 'top', "select date_trunc('year',date) k, avg(temp_min) v from T group by 1 order by v asc limit 2", n=2)
q('w17', W, 'precipitation in December 2015 versus December 2014', 'compare', "select (select sum(precipitation) from T where date between '2015-12-01' and '2015-12-31') cur, (select sum(precipitation) from T where date between '2014-12-01' and '2014-12-31') prev")
q('w18', W, 'total precipitation last year', 'scalar', "select sum(precipitation) v from T where year(date)=2015", now='2016-02-10')
q('w19', W, 'average max temp by month this year', 'breakdown', "select date_trunc('month',date) k, avg(temp_max) v from T where date between '2015-01-01' and '2015-06-30' group by 1", now='2015-06-30',
  alt_sql=["select date_trunc('month',date) k, avg(temp_max) v from T where year(date)=2015 group by 1"])
q('w20', W, 'what was the humidity on the rainiest day', 'refuse')
q('w21', W, 'average air pressure by month', 'refuse')
q('w22', W, 'snow days per year', 'breakdown', "select date_trunc('year',date) k, count(*) v from T where weather='snow' group by 1",
  alt_sql=["select date_trunc('year',date) k, sum(case when weather='snow' then 1 else 0 end) v from T group by 1"])

# --- movies.json: films released 2000-2010 (trimmed by copy-data.py) ---
M = 'movies.json'
RD = "strptime(\"Release Date\", '%b %d %Y')"
q('m01', M, 'total worldwide gross of all films released in 2007', 'scalar', f"select sum(\"Worldwide Gross\") v from T where year({RD})=2007")
q('m02', M, 'average IMDB rating by genre', 'breakdown', "select \"Major Genre\" k, avg(\"IMDB Rating\") v from T where \"Major Genre\" is not null group by 1")
q('m03', M, 'top 5 directors by US gross', 'top', "select Director k, sum(\"US Gross\") v from T where Director is not null group by 1 order by v desc limit 5", n=5)
q('m04', M, 'Which distributor released the most movies?', 'top', "select Distributor k, count(*) v from T where Distributor is not null group by 1 order by v desc limit 1", n=1)
q('m05', M, 'How many R-rated movies are there?', 'scalar', "select count(*) v from T where \"MPAA Rating\"='R'")
q('m06', M, "what's the average production budget for horror films", 'scalar', "select avg(\"Production Budget\") v from T where \"Major Genre\"='Horror'")
q('m07', M, 'number of films released per year', 'breakdown', f"select date_trunc('year',{RD}) k, count(*) v from T group by 1")
q('m08', M, 'US gross of comedies vs dramas', 'compare', "select (select sum(\"US Gross\") from T where \"Major Genre\"='Comedy') cur, (select sum(\"US Gross\") from T where \"Major Genre\"='Drama') prev")
q('m09', M, 'which film grossed the most worldwide', 'top', "select Title->>'$' k, \"Worldwide Gross\" v from T order by v desc limit 1", n=1)
q('m10', M, 'average IMDB score for each MPAA rating', 'breakdown', "select \"MPAA Rating\" k, avg(\"IMDB Rating\") v from T where \"MPAA Rating\" is not null group by 1")
q('m11', M, 'median Rotten Tomatoes score', 'scalar', "select median(\"Rotten Tomatoes Rating\") v from T")
q('m12', M, 'which 3 genres made the most money worldwide', 'top', "select \"Major Genre\" k, sum(\"Worldwide Gross\") v from T where \"Major Genre\" is not null group by 1 order by v desc limit 3", n=3)
q('m13', M, 'how many movies cost more than 100 million to make', 'scalar', "select count(*) v from T where \"Production Budget\">100000000",
  alt_sql=["select count(*) v from T where \"Production Budget\">=100000000"])
q('m14', M, 'profit by genre (worldwide gross minus budget)', 'breakdown', "select \"Major Genre\" k, sum(\"Worldwide Gross\"-\"Production Budget\") v from T where \"Major Genre\" is not null group by 1",
  alt_sql=["select \"Major Genre\" k, sum(\"Worldwide Gross\")-sum(\"Production Budget\") v from T where \"Major Genre\" is not null group by 1"])
q('m15', M, 'how did total US gross change year over year from 2005 to 2010', 'growth', f"select k, 100*(v/lag(v) over (order by k)-1) v from (select date_trunc('year',{RD}) k, sum(\"US Gross\") v from T group by 1) qualify year(k) between 2006 and 2010")
q('m16', M, 'average IMDB rating of Steven Spielberg movies', 'scalar', "select avg(\"IMDB Rating\") v from T where Director='Steven Spielberg'")
q('m17', M, 'how many Oscars did each director win', 'refuse')
q('m18', M, 'box office by country', 'refuse')
q('m19', M, 'total DVD sales by creative type', 'breakdown', "select \"Creative Type\" k, sum(\"US DVD Sales\") v from T where \"Creative Type\" is not null group by 1")
q('m20', M, 'the 3 genres with the lowest Rotten Tomatoes ratings on average', 'top', "select \"Major Genre\" k, avg(\"Rotten Tomatoes Rating\") v from T where \"Major Genre\" is not null group by 1 order by v asc limit 3", n=3)
q('m21', M, 'what percent of the films are rated PG-13', 'scalar', "select 100*avg(case when \"MPAA Rating\"='PG-13' then 1 else 0 end) v from T",
  alt_sql=["select avg(case when \"MPAA Rating\"='PG-13' then 1 else 0 end) v from T",
           "select 100*avg(case when \"MPAA Rating\"='PG-13' then 1 else 0 end) v from T where \"MPAA Rating\" is not null"])
q('m22', M, 'average budget in 2010 compared with 2000', 'compare', f"select (select avg(\"Production Budget\") from T where year({RD})=2010) cur, (select avg(\"Production Budget\") from T where year({RD})=2000) prev")
q('m23', M, 'en çok film çeken 2 yönetmen', 'top', "select Director k, count(*) v from T where Director is not null group by 1 order by v desc limit 2", n=2, locale='tr')

# --- penguins.json: Palmer penguins (Species, Island, beak/flipper mm, Body Mass (g), Sex) ---
P = 'penguins.json'
q('p01', P, 'average body mass by species', 'breakdown', "select Species k, avg(\"Body Mass (g)\") v from T group by 1")
q('p02', P, 'how many penguins were observed on Biscoe island', 'scalar', "select count(*) v from T where Island='Biscoe'")
q('p03', P, 'which island has the heaviest penguins on average', 'top', "select Island k, avg(\"Body Mass (g)\") v from T group by 1 order by v desc limit 1", n=1)
q('p04', P, 'how many of each species are there', 'breakdown', "select Species k, count(*) v from T group by 1")
q('p05', P, 'mean flipper length of Gentoo penguins', 'scalar', "select avg(\"Flipper Length (mm)\") v from T where Species='Gentoo'")
q('p06', P, 'average beak length by sex', 'breakdown', "select Sex k, avg(\"Beak Length (mm)\") v from T where Sex is not null group by 1",
  alt_sql=["select Sex k, avg(\"Beak Length (mm)\") v from T where Sex in ('MALE','FEMALE') group by 1"])
q('p07', P, 'what does the heaviest penguin weigh', 'scalar', "select max(\"Body Mass (g)\") v from T")
q('p08', P, 'what fraction of the penguins are female', 'scalar', "select 100*avg(case when Sex='FEMALE' then 1 else 0 end) v from T",
  alt_sql=["select avg(case when Sex='FEMALE' then 1 else 0 end) v from T",
           "select 100*avg(case when Sex='FEMALE' then 1 else 0 end) v from T where Sex is not null",
           "select avg(case when Sex='FEMALE' then 1 else 0 end) v from T where Sex is not null",
           "select 100*avg(case when Sex='FEMALE' then 1 else 0 end) v from T where Sex in ('MALE','FEMALE')",
           "select avg(case when Sex='FEMALE' then 1 else 0 end) v from T where Sex in ('MALE','FEMALE')"])
q('p09', P, 'male vs female average body mass', 'compare', "select (select avg(\"Body Mass (g)\") from T where Sex='MALE') cur, (select avg(\"Body Mass (g)\") from T where Sex='FEMALE') prev")
q('p10', P, 'top 2 species by average beak depth', 'top', "select Species k, avg(\"Beak Depth (mm)\") v from T group by 1 order by v desc limit 2", n=2)
q('p11', P, 'how many penguins weigh over 5 kg', 'scalar', "select count(*) v from T where \"Body Mass (g)\">5000",
  alt_sql=["select count(*) v from T where \"Body Mass (g)\">=5000"])
q('p12', P, 'number of Adelie penguins on Dream', 'scalar', "select count(*) v from T where Species='Adelie' and Island='Dream'")
q('p13', P, 'median flipper length per island', 'breakdown', "select Island k, median(\"Flipper Length (mm)\") v from T group by 1")
q('p14', P, 'average age by species', 'refuse')
q('p15', P, 'how many penguins were counted each year', 'refuse')
q('p16', P, 'türlere göre ortalama vücut ağırlığı', 'breakdown', "select Species k, avg(\"Body Mass (g)\") v from T group by 1", locale='tr')
q('p17', P, 'toplam kaç penguen var', 'scalar', "select count(*) v from T", locale='tr')
q('p18', P, 'yüzgeci en uzun olan tür hangisi', 'top', "select Species k, avg(\"Flipper Length (mm)\") v from T group by 1 order by v desc limit 1", n=1, locale='tr',
  alt_sql=["select Species k, max(\"Flipper Length (mm)\") v from T group by 1 order by v desc limit 1"])

# --- disasters.csv: deaths per year by disaster type (Entity), 1900-2017; "All natural disasters" is the total row ---
D = 'disasters.csv'
ALL = "Entity<>'All natural disasters'"
q('d01', D, 'How many people died in earthquakes in 2010?', 'scalar', "select sum(Deaths) v from T where Entity='Earthquake' and Year=2010")
q('d02', D, 'total deaths by disaster type since 2000', 'breakdown', f"select Entity k, sum(Deaths) v from T where {ALL} and Year>=2000 group by 1",
  alt_sql=["select Entity k, sum(Deaths) v from T where Year>=2000 group by 1"])
q('d03', D, 'which type of disaster killed the most people in the 20th century', 'top', f"select Entity k, sum(Deaths) v from T where {ALL} and Year between 1900 and 1999 group by 1 order by v desc limit 1", n=1,
  alt_sql=[f"select Entity k, sum(Deaths) v from T where {ALL} and Year between 1901 and 2000 group by 1 order by v desc limit 1"])
q('d04', D, 'flood deaths in 1931', 'scalar', "select sum(Deaths) v from T where Entity='Flood' and Year=1931")
q('d05', D, 'flood deaths per decade', 'breakdown', "select (Year//10)*10 k, sum(Deaths) v from T where Entity='Flood' group by 1",
  alt_sql=["select ((Year//10)*10)::varchar || 's' k, sum(Deaths) v from T where Entity='Flood' group by 1"])
q('d06', D, 'earthquake deaths in 2004 versus 2005', 'compare', "select (select sum(Deaths) from T where Entity='Earthquake' and Year=2004) cur, (select sum(Deaths) from T where Entity='Earthquake' and Year=2005) prev")
q('d07', D, 'the 3 deadliest years for wildfires', 'top', "select Year k, sum(Deaths) v from T where Entity='Wildfire' group by 1 order by v desc limit 3", n=3)
q('d08', D, 'average deaths per year from extreme temperature since 1990', 'scalar', "select avg(Deaths) v from T where Entity='Extreme temperature' and Year>=1990",
  alt_sql=["select sum(Deaths)/28 v from T where Entity='Extreme temperature' and Year>=1990"])
q('d09', D, 'why were disaster deaths so much higher in 2010 than in 2009', 'driver', expect=['Earthquake'])
q('d10', D, 'disaster deaths by country', 'refuse')
q('d11', D, 'economic damage from floods in 2010', 'refuse')
q('d12', D, 'year on year growth in landslide deaths between 2010 and 2017', 'growth', "select k, 100*(v/lag(v) over (order by k)-1) v from (select Year k, sum(Deaths) v from T where Entity='Landslide' group by 1) qualify k between 2011 and 2017")
q('d13', D, "2008'de depremlerde kaç kişi öldü", 'scalar', "select sum(Deaths) v from T where Entity='Earthquake' and Year=2008", locale='tr')
q('d14', D, 'deaths from all natural disasters by year since 2010', 'breakdown', "select Year k, sum(Deaths) v from T where Entity='All natural disasters' and Year>=2010 group by 1")
q('d15', D, 'the 2 disaster types with the fewest deaths overall', 'top', f"select Entity k, sum(Deaths) v from T where {ALL} group by 1 order by v asc limit 2", n=2)

# --- unemployment-across-industries.json: monthly unemployed (thousands, `count`) and `rate` by industry (series), 2000-01 to 2010-02 ---
U = 'unemployment-across-industries.json'
q('u01', U, 'how many construction workers were unemployed in January 2009', 'scalar', "select sum(count) v from T where series='Construction' and year=2009 and month=1")
q('u02', U, 'average unemployment rate by industry in 2008', 'breakdown', "select series k, avg(rate) v from T where year=2008 group by 1")
q('u03', U, 'Which industry had the highest unemployment rate in December 2009?', 'top', "select series k, avg(rate) v from T where year=2009 and month=12 group by 1 order by v desc limit 1", n=1)
q('u04', U, 'unemployed people in manufacturing by month in 2009', 'breakdown', "select make_date(year,month,1) k, sum(count) v from T where series='Manufacturing' and year=2009 group by 1",
  alt_sql=["select month k, sum(count) v from T where series='Manufacturing' and year=2009 group by 1"])
q('u05', U, 'finance unemployment rate in 2009 vs 2007', 'compare', "select (select avg(rate) from T where series='Finance' and year=2009) cur, (select avg(rate) from T where series='Finance' and year=2007) prev")
q('u06', U, 'annual growth in unemployed construction workers from 2001 to 2009', 'growth', "select k, 100*(v/lag(v) over (order by k)-1) v from (select year k, avg(count) v from T where series='Construction' group by 1) qualify k between 2001 and 2009")
q('u07', U, 'top 3 industries by number of unemployed in 2009', 'top', "select series k, avg(count) v from T where year=2009 group by 1 order by v desc limit 3", n=3,
  alt_sql=["select series k, sum(count) v from T where year=2009 group by 1 order by v desc limit 3"])
q('u08', U, 'peak unemployment rate in the information sector', 'scalar', "select max(rate) v from T where series='Information'")
q('u09', U, 'average unemployment rate across all industries in 2005', 'scalar', "select avg(rate) v from T where year=2005")
q('u10', U, 'total unemployed per year', 'breakdown', "select year k, sum(count) v from T group by 1",
  alt_sql=["select year k, sum(count)/count(distinct month) v from T group by 1"])
q('u11', U, 'what drove the jump in unemployment in 2009 compared to 2008', 'driver', expect=['Manufacturing'])
q('u12', U, 'unemployment by state', 'refuse')
q('u13', U, 'average salary in manufacturing', 'refuse')
q('u14', U, 'average unemployment rate in agriculture last year', 'scalar', "select avg(rate) v from T where series='Agriculture' and year=2008", now='2009-06-15')
q('u15', U, "2009'da sektörlere göre ortalama işsizlik oranı", 'breakdown', "select series k, avg(rate) v from T where year=2009 group by 1", locale='tr')
q('u16', U, 'işsizlik oranı en düşük 3 sektör', 'top', "select series k, avg(rate) v from T group by 1 order by v asc limit 3", n=3, locale='tr')
q('u17', U, 'monthly unemployment rate for government in 2001', 'breakdown', "select make_date(year,month,1) k, avg(rate) v from T where series='Government' and year=2001 group by 1",
  alt_sql=["select month k, avg(rate) v from T where series='Government' and year=2001 group by 1"])
q('u18', U, 'how many industries are in the data', 'scalar', "select count(distinct series) v from T")

# --- toptan.csv: generated Turkish wholesale ledger (make-data.py), 2024-01 to 2025-09 ---
X = 'toptan.csv'
FT = '"Fatura Tarihi"'
q('t01', X, '2024 yılında toplam satış tutarı nedir', 'scalar', f"select sum(Tutar) v from T where year({FT})=2024", locale='tr')
q('t02', X, 'bölgelere göre ciro', 'breakdown', "select \"Bölge\" k, sum(Tutar) v from T group by 1", locale='tr')
q('t03', X, 'kategori bazında toplam adet', 'breakdown', "select Kategori k, sum(Adet) v from T group by 1", locale='tr')
q('t04', X, 'en çok satış yapan 3 temsilci', 'top', "select Temsilci k, sum(Tutar) v from T group by 1 order by v desc limit 3", n=3, locale='tr',
  alt_sql=["select Temsilci k, count(*) v from T group by 1 order by v desc limit 3"])
q('t05', X, 'en fazla fatura kesilen müşteri hangisi', 'top', "select \"Müşteri\" k, count(distinct \"Fatura No\") v from T group by 1 order by v desc limit 1", n=1, locale='tr')
q('t06', X, 'ortalama teslim süresi kaç gün', 'scalar', "select avg(\"Teslim Süresi (Gün)\") v from T", locale='tr')
q('t07', X, 'iade edilen faturaların toplam tutarı', 'scalar', "select sum(Tutar) v from T where \"İade\"='Evet'", locale='tr')
q('t08', X, 'iade oranı nedir', 'scalar', "select 100*avg(case when \"İade\"='Evet' then 1 else 0 end) v from T", locale='tr',
  alt_sql=["select avg(case when \"İade\"='Evet' then 1 else 0 end) v from T"])
q('t09', X, "2025'te aylara göre satışlar", 'breakdown', f"select date_trunc('month',{FT}) k, sum(Tutar) v from T where year({FT})=2025 group by 1", locale='tr',
  # "satışlar" read as the number of sales lines is also fair
  alt_sql=[f"select date_trunc('month',{FT}) k, count(*) v from T where year({FT})=2025 group by 1"])
q('t10', X, "2025'in ilk yarısını 2024'ün ilk yarısıyla karşılaştır", 'compare', f"select (select sum(Tutar) from T where {FT} between '2025-01-01' and '2025-06-30') cur, (select sum(Tutar) from T where {FT} between '2024-01-01' and '2024-06-30') prev", locale='tr')
q('t11', X, '2025 yılında aylık ciro büyümesi', 'growth', f"select k, 100*(v/lag(v) over (order by k)-1) v from (select date_trunc('month',{FT}) k, sum(Tutar) v from T group by 1) qualify year(k)=2025 and month(k)>1", locale='tr')
q('t12', X, "mayıs 2025'te satışlar neden düştü", 'driver', expect=['Ege'], locale='tr')
q('t13', X, "Nisan'a göre Mayıs 2025'te cirodaki değişimin sebebi ne", 'driver', expect=['Ege'], locale='tr')
q('t14', X, 'Elektronik kategorisinde ortalama birim fiyat', 'scalar', "select avg(\"Birim Fiyat\") v from T where Kategori='Elektronik'", locale='tr')
q('t15', X, 'kaç satışta iskonto uygulandı', 'scalar', "select count(*) v from T where \"İskonto (%)\">0", locale='tr')
q('t16', X, 'temsilci başına ortalama fatura tutarı', 'breakdown', "select Temsilci k, avg(Tutar) v from T group by 1", locale='tr')
q('t17', X, 'en düşük cirolu bölge', 'top', "select \"Bölge\" k, sum(Tutar) v from T group by 1 order by v asc limit 1", n=1, locale='tr')
q('t18', X, 'geçen çeyrek toplam ciro', 'scalar', f"select sum(Tutar) v from T where {FT} between '2025-07-01' and '2025-09-30'", now='2025-10-15', locale='tr')
q('t19', X, 'bu yıl geçen yıla göre ciro', 'compare', f"select (select sum(Tutar) from T where {FT} between '2025-01-01' and '2025-10-15') cur, (select sum(Tutar) from T where {FT} between '2024-01-01' and '2024-10-15') prev", now='2025-10-15', locale='tr',
  alt_sql=[f"select (select sum(Tutar) from T where year({FT})=2025) cur, (select sum(Tutar) from T where year({FT})=2024) prev"])
q('t20', X, 'müşteri memnuniyet puanı ortalaması', 'refuse', locale='tr')
q('t21', X, 'kategorilere göre stok seviyesi', 'refuse', locale='tr')
q('t22', X, 'Marmara bölgesinde gıda satışlarının toplamı', 'scalar', "select sum(Tutar) v from T where \"Bölge\"='Marmara' and Kategori='Gıda'", locale='tr')
q('t23', X, 'haftanın günlerine göre fatura sayısı', 'breakdown', f"select dayname({FT}) k, count(*) v from T group by 1", locale='tr',
  alt_sql=[f"select case dayofweek({FT}) when 1 then 'Pazartesi' when 2 then 'Salı' when 3 then 'Çarşamba' when 4 then 'Perşembe' when 5 then 'Cuma' when 6 then 'Cumartesi' else 'Pazar' end k, count(*) v from T group by 1"])
q('t24', X, "Can Öztürk'ün 2025 cirosu", 'scalar', f"select sum(Tutar) v from T where Temsilci='Can Öztürk' and year({FT})=2025", locale='tr')
q('t25', X, "2024'te en çok ciro getiren 2 kategori", 'top', f"select Kategori k, sum(Tutar) v from T where year({FT})=2024 group by 1 order by v desc limit 2", n=2, locale='tr')
q('t26', X, 'kaç farklı müşteri var', 'scalar', "select count(distinct \"Müşteri\") v from T", locale='tr')
q('t27', X, 'total revenue by region in 2025', 'breakdown', f"select \"Bölge\" k, sum(Tutar) v from T where year({FT})=2025 group by 1")
q('t28', X, 'which sales rep had the most returns', 'top', "select Temsilci k, count(*) v from T where \"İade\"='Evet' group by 1 order by v desc limit 1", n=1)

with open('questions.jsonl', 'w', encoding='utf-8') as f:
    for d in Q: f.write(json.dumps(d, ensure_ascii=False) + '\n')
print(len(Q), 'questions,', sum(1 for d in Q if d.get('locale') == 'tr'), 'in Turkish')
