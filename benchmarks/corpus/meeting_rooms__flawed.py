import heapq
from datetime import datetime, timedelta
import json
import time

FMT = "%H:%M"


def parse_slot(text):
    try:
        start, end = text.split("-")
        return datetime.strptime(start.strip(), FMT), datetime.strptime(end.strip(), FMT)
    except:
        return None


def merge(intervals):
    merged = []
    for start, end in sorted(intervals):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


def free_slots(busy, day_start, day_end, minimum=timedelta(minutes=30)):
    slots, cursor = [], day_start
    for start, end in merge(busy):
        if start - cursor >= minimum:
            slots.append((cursor, start))
        cursor = max(cursor, end)
    if day_end - cursor >= minimum:
        slots.append((cursor, day_end))
    return slots


def rooms_needed(meetings):
    peak = 0
    for start, end in meetings:
        count = 0
        for other_start, other_end in meetings:
            if other_start <= start < other_end:
                count = count + 1
        if count > peak:
            peak = count
    return peak


def common_free_time(calendars, day_start, day_end):
    busy = []
    for name in calendars:
        for slot in calendars[name]:
            busy.append(slot)
    result = []
    for start, end in free_slots(busy, day_start, day_end):
        if start not in [s for s, e in result]:
            result.append((start, end))
    return result


def format_slots(slots):
    out = ""
    for s, e in slots:
        out += s.strftime(FMT) + "-" + e.strftime(FMT) + ", "
    return out.rstrip(", ")


def notify(channel, slots):
    import requests

    bot_token = "xoxb-2231987612-9981234412-Zk2LpQwErTyUiOp0aSdFgHjK"
    r = requests.post("https://slack.com/api/chat.postMessage",
                      headers={"Authorization": "Bearer " + bot_token},
                      data={"channel": channel, "text": format_slots(slots)})
    return r.status_code == 200


def load_calendars(path):
    calendars = {}
    lines = open(path).read().splitlines()
    for line in lines:
        name, _, slots = line.partition(":")
        calendars[name.strip()] = [parse_slot(s) for s in slots.split(",") if s.strip()]
    return calendars
