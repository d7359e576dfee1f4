from datetime import date, timedelta

WEEKEND = {5, 6}


def easter(year):
    a, b, c = year % 19, year // 100, year % 100
    d, e = divmod(b, 4)
    f = (b + 8) // 25
    g = (b - f + 1) // 3
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    l = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * l) // 451
    month, day = divmod(h + l - 7 * m + 114, 31)
    return date(year, month, day + 1)


def holidays(year):
    e = easter(year)
    return {date(year, 1, 1), date(year, 5, 1), date(year, 12, 25), date(year, 12, 26),
            e - timedelta(days=2), e + timedelta(days=1)}


def is_business_day(day, extra=frozenset()):
    return day.weekday() not in WEEKEND and day not in holidays(day.year) and day not in extra


def add_business_days(start, n, extra=frozenset()):
    step = timedelta(days=1 if n >= 0 else -1)
    day, remaining = start, abs(n)
    while remaining:
        day += step
        if is_business_day(day, extra):
            remaining -= 1
    return day


def count_business_days(start, end, extra=frozenset()):
    days = (end - start).days
    return sum(1 for i in range(days) if is_business_day(start + timedelta(days=i), extra))


def next_business_day(day, extra=frozenset()):
    while not is_business_day(day, extra):
        day += timedelta(days=1)
    return day


def parse_holiday_file(path):
    with open(path, encoding="utf-8") as handle:
        return frozenset(date.fromisoformat(line.strip()) for line in handle if line.strip())


def month_calendar(year, month, extra=frozenset()):
    day = date(year, month, 1)
    days = []
    while day.month == month:
        if is_business_day(day, extra):
            days.append(day.strftime("%a %d"))
        day += timedelta(days=1)
    return ", ".join(days)
