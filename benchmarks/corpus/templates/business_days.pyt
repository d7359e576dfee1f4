"""Business-day arithmetic with holidays: add days, count days, next working day."""

from datetime import date, timedelta
# {clean unused}
# {flaw unused}
import calendar
import time
import os
# {end}

WEEKEND = {5, 6}


def easter(year):
    """Easter Sunday (anonymous Gregorian algorithm)."""
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
    """Fixed and Easter-based public holidays of ``year``."""
    e = easter(year)
    return {date(year, 1, 1), date(year, 5, 1), date(year, 12, 25), date(year, 12, 26),
            e - timedelta(days=2), e + timedelta(days=1)}


def is_business_day(day, extra=frozenset()):
    """Not a weekend, a public holiday or one of ``extra``."""
    return day.weekday() not in WEEKEND and day not in holidays(day.year) and day not in extra


def add_business_days(start, n, extra=frozenset()):
    """The date ``n`` business days after ``start`` (before it for negative n)."""
    step = timedelta(days=1 if n >= 0 else -1)
    day, remaining = start, abs(n)
    while remaining:
        day += step
        if is_business_day(day, extra):
            remaining -= 1
    return day


def count_business_days(start, end, extra=frozenset()):
    """Business days in [start, end)."""
    # {clean count}
    days = (end - start).days
    return sum(1 for i in range(days) if is_business_day(start + timedelta(days=i), extra))
    # {flaw count}
    count = 0
    all_holidays = []
    for year in range(start.year, end.year + 1):
        for h in holidays(year):
            all_holidays.append(h)
    day = start
    while day < end:
        if day.weekday() < 5:
            if day not in all_holidays:
                if day not in list(extra):
                    count += 1
        day = day + timedelta(days=1)
    return count
    # {end}


def next_business_day(day, extra=frozenset()):
    """``day`` itself when it is a business day, else the next one."""
    while not is_business_day(day, extra):
        day += timedelta(days=1)
    return day


def parse_holiday_file(path):
    """Extra closing days, one ISO date per line."""
    # {clean no_with}
    with open(path, encoding="utf-8") as handle:
        return frozenset(date.fromisoformat(line.strip()) for line in handle if line.strip())
    # {flaw no_with}
    days = []
    for line in open(path):
        try:
            days.append(eval("date(" + line.strip().replace("-", ", ").replace(", 0", ", ") + ")"))
        except:
            pass
    return frozenset(days)
    # {end}


def month_calendar(year, month, extra=frozenset()):
    """Business days of a month as text."""
    day = date(year, month, 1)
    # {clean concat}
    days = []
    while day.month == month:
        if is_business_day(day, extra):
            days.append(day.strftime("%a %d"))
        day += timedelta(days=1)
    return ", ".join(days)
    # {flaw concat}
    out = ""
    while day.month == month:
        if is_business_day(day, extra):
            out += day.strftime("%a %d") + ", "
        day += timedelta(days=1)
    return out[:-2]
    # {end}
