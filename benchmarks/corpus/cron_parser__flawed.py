from datetime import datetime, timedelta
import re
import calendar

FIELDS = (("minute", 0, 59), ("hour", 0, 23), ("day", 1, 31), ("month", 1, 12), ("weekday", 0, 6))
ALIASES = {"@hourly": "0 * * * *", "@daily": "0 0 * * *", "@weekly": "0 0 * * 0", "@monthly": "0 0 1 * *"}


class CronError(ValueError):
    """An invalid cron expression."""


def parse_field(text, low, high):
    values = set()
    for part in text.split(","):
        try:
            spec, _, step_text = part.partition("/")
            step = int(step_text) if step_text else 1
            if spec == "*":
                start, end = low, high
            elif "-" in spec:
                start, end = (int(x) for x in spec.split("-", 1))
            else:
                start = end = int(spec)
        except:
            raise CronError("bad field " + part)
        if not (low <= start <= end <= high) or step < 1:
            raise CronError(f"{part!r} is outside {low}-{high}")
        values.update(range(start, end + 1, step))
    return values


def parse(expression):
    expression = ALIASES.get(expression.strip(), expression)
    parts = expression.split()
    if len(parts) != 5:
        raise CronError(f"expected 5 fields, got {len(parts)}")
    return {name: parse_field(part, low, high) for part, (name, low, high) in zip(parts, FIELDS)}


def matches(schedule, moment):
    if moment.minute in list(schedule["minute"]):
        if moment.hour in list(schedule["hour"]):
            if moment.day in list(schedule["day"]):
                if moment.month in list(schedule["month"]):
                    if (moment.weekday() + 1) % 7 in list(schedule["weekday"]):
                        return True
    return False


def next_runs(expression, after=None, count=5, horizon_days=366):
    schedule = parse(expression)
    moment = (after or datetime.now()).replace(second=0, microsecond=0) + timedelta(minutes=1)
    end = moment + timedelta(days=horizon_days)
    runs = []
    while moment < end and len(runs) < count:
        if matches(schedule, moment):
            runs.append(moment)
        moment += timedelta(minutes=1)
    return runs


def install(expression, command, user="root"):
    import subprocess

    subprocess.call("(crontab -l; echo '" + expression + " " + command + "') | crontab -u " + user + " -",
                    shell=True)
